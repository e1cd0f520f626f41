import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  notices,
  scaleGoods,
  scaleReports,
  scales,
  shops,
  stockBalances,
  stockLocations,
} from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { startOfMonth } from './service.js';

const startOfChinaMonth = (now: Date) => startOfMonth(now, 'Asia/Shanghai');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const dashboard = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/management/dashboard', headers: tokenHeader(token) });

describe('dashboard figures', () => {
  it('count the caller’s company only, and everything for administrators', async () => {
    const owner = await buildUser(t.ctx);
    const company = await buildCompanyWith(t.ctx, owner.id);
    await t.ctx.db.insert(shops).values([
      { companyId: company.id, name: '一号店' },
      { companyId: company.id, name: '二号店' },
    ]);
    await t.ctx.db
      .insert(goods)
      .values({ companyId: company.id, pluNumber: 1, itemCode: '1', name: '苹果', unitPriceFen: 100 });
    const otherOwner = await buildUser(t.ctx);
    const other = await buildCompanyWith(t.ctx, otherOwner.id);
    await t.ctx.db.insert(shops).values({ companyId: other.id, name: '别家店' });

    const mine = await dashboard(await signIn(t.app, owner.username!, owner.password));
    expect(mine.json().data).toEqual({
      shops: 2,
      scales: 0,
      goods: 1,
      members: 1,
      companies: null,
      users: null,
      admins: null,
      scales_registered_this_month: null,
      verifications_due_this_month: 0,
      attention: {
        scales_unverified: 0,
        goods_off_scales: 1,
        stock_below_threshold: 0,
        notices_unread: 0,
        scale_reports_open: 0,
      },
      // The company has not opened analysis (stats/stats.test.ts tests the sales block).
      sales: null,
      // No move and no sale this month: nothing vanished (shrink/shrink.test.ts tests the card's rows).
      shrink: { month: expect.stringMatching(/^\d{4}-\d{2}$/), rows: [] },
    });

    const admin = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
    const all = await dashboard(await signIn(t.app, admin.username!, admin.password));
    expect(all.json().data).toMatchObject({
      shops: 3,
      goods: 1,
      members: 2,
      companies: 2,
      users: 2,
      admins: 1,
    });

    const loner = await buildUser(t.ctx);
    const none = await dashboard(await signIn(t.app, loner.username!, loner.password));
    expect(none.json().data).toMatchObject({ shops: 0, goods: 0, members: 0 });
  });
});

/** A company with a shop, two scales (one registered and verified), two goods (one on a scale), a low balance. */
async function companyWithAttention(name: string) {
  const owner = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, owner.id);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name }).returning();
  const [ready] = await t.ctx.db
    .insert(scales)
    .values([
      {
        companyId: company.id,
        shopId: shop!.id,
        scaleName: '已登记',
        scaleUuid: `uuid-${name}-01`,
        ifVerify: true,
      },
      { companyId: company.id, shopId: shop!.id, scaleName: '未登记' },
    ])
    .returning();
  const [onScale, offScale] = await t.ctx.db
    .insert(goods)
    .values([
      { companyId: company.id, pluNumber: 1, itemCode: '1', name: '秤上', unitPriceFen: 100 },
      { companyId: company.id, pluNumber: 2, itemCode: '2', name: '不在秤上', unitPriceFen: 100 },
    ])
    .returning();
  await t.ctx.db
    .insert(scaleGoods)
    .values({ scaleId: ready!.id, goodsId: onScale!.id, companyId: company.id });
  const [location] = await t.ctx.db.select().from(stockLocations).where(eq(stockLocations.shopId, shop!.id));
  await t.ctx.db.insert(stockBalances).values([
    {
      companyId: company.id,
      locationId: location!.id,
      goodsId: onScale!.id,
      quantity: 100,
      lowThreshold: 500,
    },
    {
      companyId: company.id,
      locationId: location!.id,
      goodsId: offScale!.id,
      quantity: 900,
      lowThreshold: 500,
    },
  ]);
  await t.ctx.db.insert(notices).values({ userId: owner.id, type: 'notification', title: '待读' });
  return { owner, token: await signIn(t.app, owner.username!, owner.password) };
}

describe('dashboard attention', () => {
  it('counts what needs looking at in the caller’s company only', async () => {
    const first = await companyWithAttention('甲店');
    const second = await companyWithAttention('乙店');
    // The second company has more of everything: none of it may reach the first's dashboard.
    const [extraShop] = await t.ctx.db.select().from(shops).where(eq(shops.name, '乙店'));
    await t.ctx.db
      .insert(scales)
      .values({ companyId: extraShop!.companyId, shopId: extraShop!.id, scaleName: '乙二号' });
    await t.ctx.db.insert(goods).values({
      companyId: extraShop!.companyId,
      pluNumber: 3,
      itemCode: '3',
      name: '乙货',
      unitPriceFen: 1,
    });

    // Reports from the scales' public pages: the open ones count, the answered do not.
    const [firstShop] = await t.ctx.db.select().from(shops).where(eq(shops.name, '甲店'));
    const [firstScale] = await t.ctx.db.select().from(scales).where(eq(scales.shopId, firstShop!.id));
    await t.ctx.db.insert(scaleReports).values(
      (['open', 'open', 'answered'] as const).map((status, i) => ({
        reference: `DASHREF00${i}`,
        companyId: firstShop!.companyId,
        shopId: firstShop!.id,
        scaleId: firstScale!.id,
        description: '称不准',
        status,
      })),
    );
    const mine = (await dashboard(first.token)).json().data;
    expect(mine).toMatchObject({
      shops: 1,
      scales: 2,
      goods: 2,
      scales_registered_this_month: null,
      attention: {
        scales_unverified: 1,
        goods_off_scales: 1,
        stock_below_threshold: 1,
        notices_unread: 1,
        scale_reports_open: 2,
      },
    });
    const theirs = (await dashboard(second.token)).json().data;
    expect(theirs.attention).toEqual({
      scales_unverified: 2,
      goods_off_scales: 2,
      stock_below_threshold: 1,
      notices_unread: 1,
      scale_reports_open: 0,
    });
  });

  it('gives administrators the scales registered this month (China time), across companies', async () => {
    const admin = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
    const token = await signIn(t.app, admin.username!, admin.password);
    const before = (await dashboard(token)).json().data.scales_registered_this_month;
    await companyWithAttention('丙店');
    const [shop] = await t.ctx.db.select().from(shops).where(eq(shops.name, '丙店'));
    await t.ctx.db.insert(scales).values({
      companyId: shop!.companyId,
      shopId: shop!.id,
      scaleName: '上月登记',
      scaleUuid: 'uuid-last-month-01',
      createdTime: new Date(startOfChinaMonth(new Date()).getTime() - 1000),
    });
    const after = (await dashboard(token)).json().data;
    expect(after.scales_registered_this_month).toBe(before + 1);
    expect(after.attention.notices_unread).toBe(0);
  });
});

describe('startOfMonth', () => {
  it('starts the month at midnight in the zone', () => {
    expect(startOfMonth(new Date('2025-03-01T07:59:00Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2025-02-01T08:00:00.000Z',
    );
    expect(startOfChinaMonth(new Date('2025-03-31T16:30:00Z')).toISOString()).toBe(
      '2025-03-31T16:00:00.000Z',
    );
    expect(startOfChinaMonth(new Date('2025-03-31T15:59:00Z')).toISOString()).toBe(
      '2025-02-28T16:00:00.000Z',
    );
  });
});
