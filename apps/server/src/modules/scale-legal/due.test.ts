import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scales, scaleVerifications, shops } from '../../db/schema/index.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { scaleFixtures } from '../../test/scale-fixtures.js';

let t: TestApp;
let f: ReturnType<typeof scaleFixtures>;
let adminToken: string;

/** 2026-11-27 12:00 in Shanghai (still the 26th in Los Angeles). */
const NOW = new Date('2026-11-27T04:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.clock = () => NOW;
  f = scaleFixtures(t);
  const admin = await buildUser(t.ctx, { role: 'ADMIN' });
  adminToken = await signIn(t.app, admin.username!, admin.password);
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: tokenHeader(token) });

type Fleet = Awaited<ReturnType<typeof fleetOf>>;

/**
 * A company's scales on the 27th (Shanghai): due in 2 days, overdue by 3, valid (100 days), failed,
 * never verified, retired and overdue, and one in a second shop due in 18 days (the 15th of December).
 */
async function fleetOf(name: string) {
  const company = await f.company();
  const second = await company.shop(`${name}二店`);
  const make = async (
    scaleName: string,
    shopId: number,
    next: string | null,
    result: 'pass' | 'fail' = 'pass',
  ) => {
    const scale = await f.scale(shopId, company.id, { scaleName: `${name}${scaleName}` });
    if (next)
      await t.ctx.db.insert(scaleVerifications).values({
        companyId: company.id,
        scaleId: scale.id,
        shopId,
        verifiedOn: '2025-12-01',
        body: '计量所',
        result,
        nextDueOn: next,
      });
    return scale;
  };
  const shop = company.firstShop.id;
  const soon = await make('两天', shop, '2026-11-29');
  const overdue = await make('过期', shop, '2026-11-24');
  const valid = await make('有效', shop, '2027-03-07');
  const failed = await make('不合格', shop, '2027-10-01', 'fail');
  const never = await make('未检', shop, null);
  const retired = await make('报废', shop, '2026-11-01');
  await t.ctx.db.update(scales).set({ retiredTime: NOW }).where(eq(scales.id, retired.id));
  const december = await make('十二月', second.id, '2026-12-15');
  return { company, second, soon, overdue, valid, failed, never, retired, december };
}

const idsOf = (list: { scale_id?: number; id?: number }[]) => list.map((row) => row.scale_id ?? row.id);

describe('GET /api/management/verifications/due', () => {
  let a: Fleet;
  let b: Fleet;
  beforeAll(async () => {
    a = await fleetOf('甲');
    b = await fleetOf('乙');
  });

  it('lists the company’s scales due within N days, overdue or failed, soonest first', async () => {
    const within30 = (await get('/api/management/verifications/due', a.company.owner)).json().data;
    expect(idsOf(within30.list)).toEqual([a.overdue.id, a.soon.id, a.december.id, a.failed.id]);
    expect(within30.meta.total).toBe(4);
    expect(within30.list[0]).toMatchObject({
      scale_name: '甲过期',
      shop_id: a.company.firstShop.id,
      shop_name: '一号店',
      company_id: a.company.id,
      company_name: null,
      model_code: 'TM-Aa',
      status: 'overdue',
      next_due_on: '2026-11-24',
      days_left: -3,
      verified_on: '2025-12-01',
      body: '计量所',
    });
    expect(within30.list[1]).toMatchObject({ status: 'due', days_left: 2 });
    expect(within30.list[3]).toMatchObject({ status: 'failed' });

    const today = (await get('/api/management/verifications/due?within_days=0', a.company.owner)).json().data;
    expect(idsOf(today.list)).toEqual([a.overdue.id, a.failed.id]);
    const withNever = (
      await get('/api/management/verifications/due?within_days=2&include_never=true', a.company.owner)
    ).json().data;
    expect(idsOf(withNever.list)).toEqual([a.overdue.id, a.soon.id, a.failed.id, a.never.id]);
    expect(withNever.list[3]).toMatchObject({ status: 'never', next_due_on: null, days_left: null });
    const ofShop = (
      await get(`/api/management/verifications/due?shop_id=${a.second.id}`, a.company.owner)
    ).json().data;
    expect(idsOf(ofShop.list)).toEqual([a.december.id]);
    const paged = (await get('/api/management/verifications/due?per_page=2&page=2', a.company.owner)).json()
      .data;
    expect(idsOf(paged.list)).toEqual([a.december.id, a.failed.id]);
  });

  it('company staff read it; another company’s scales never show; administrators see all, named', async () => {
    const staff = await a.company.join('USER');
    const seen = (await get('/api/management/verifications/due', staff)).json().data;
    expect(idsOf(seen.list)).not.toContain(b.soon.id);
    const foreignShop = await get(`/api/management/verifications/due?shop_id=${b.second.id}`, staff);
    expect(foreignShop.json().data.list).toEqual([]);
    // A company person naming another company still sees only their own.
    const named = await get(`/api/management/verifications/due?company_id=${b.company.id}`, staff);
    expect(idsOf(named.json().data.list)).toEqual(idsOf(seen.list));

    const all = (await get(`/api/management/verifications/due?company_id=${b.company.id}`, adminToken)).json()
      .data;
    expect(idsOf(all.list)).toEqual([b.overdue.id, b.soon.id, b.december.id, b.failed.id]);
    expect(all.list[0].company_name).not.toBeNull();
  });

  it('refuses what it cannot read', async () => {
    for (const query of [
      'within_days=367',
      'within_days=-1',
      'within_days=x',
      'include_never=yes',
      'shop_id=0',
    ]) {
      const response = await get(`/api/management/verifications/due?${query}`, a.company.owner);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().data.dahua_error).toBe('ERCO000002');
    }
  });
});

describe('the dashboard’s figure and the scale list', () => {
  it('counts scales due by the end of their shop’s month, overdue included', async () => {
    const c = await fleetOf('丙');
    const figures = (await get('/api/management/dashboard', c.company.owner)).json().data;
    // Due on the 29th and overdue; not December's, not the failed, the never verified or the retired.
    expect(figures.verifications_due_this_month).toBe(2);
    const admin = (await get('/api/management/dashboard', adminToken)).json().data;
    expect(admin.verifications_due_this_month).toBeGreaterThanOrEqual(2);
    // The list the figure opens holds the same scales.
    const list = (await get('/api/management/scales?due_this_month=true', c.company.owner)).json().data;
    expect(list.meta.total).toBe(2);
    expect(list.list.map((row: { verification_status: string }) => row.verification_status).sort()).toEqual([
      'due',
      'overdue',
    ]);
    const unfiltered = (await get('/api/management/scales?due_this_month=false', c.company.owner)).json()
      .data;
    expect(unfiltered.meta.total).toBeGreaterThan(2);
  });

  it('follows each shop’s calendar month', async () => {
    const company = await f.company();
    const [la] = await t.ctx.db
      .insert(shops)
      .values({ companyId: company.id, name: '洛杉矶店', timeZone: 'America/Los_Angeles' })
      .returning();
    for (const shopId of [company.firstShop.id, la!.id]) {
      const scale = await f.scale(shopId, company.id);
      await t.ctx.db.insert(scaleVerifications).values({
        companyId: company.id,
        scaleId: scale.id,
        shopId,
        verifiedOn: '2025-12-20',
        body: '计量所',
        result: 'pass',
        nextDueOn: '2026-12-20',
      });
    }
    // 1 December in Shanghai, still 30 November in Los Angeles: only the Shanghai scale is due this month.
    const first = new Date('2026-11-30T20:00:00Z');
    t.ctx.clock = () => first;
    try {
      const figures = (await get('/api/management/dashboard', company.owner)).json().data;
      expect(figures.verifications_due_this_month).toBe(1);
    } finally {
      t.ctx.clock = () => NOW;
    }
  });

  it('the scale list carries each scale’s status and next due day, and filters by status', async () => {
    const c = await fleetOf('丁');
    const all = (await get('/api/management/scales?per_page=100', c.company.owner)).json().data;
    const byId = new Map(all.list.map((row: { id: number }) => [row.id, row]));
    expect(byId.get(c.soon.id)).toMatchObject({ verification_status: 'due', next_due_on: '2026-11-29' });
    expect(byId.get(c.overdue.id)).toMatchObject({
      verification_status: 'overdue',
      next_due_on: '2026-11-24',
    });
    expect(byId.get(c.valid.id)).toMatchObject({ verification_status: 'valid', next_due_on: '2027-03-07' });
    expect(byId.get(c.failed.id)).toMatchObject({ verification_status: 'failed' });
    expect(byId.get(c.never.id)).toMatchObject({ verification_status: 'never', next_due_on: null });
    // SPEC §7's fields are all still there.
    expect(byId.get(c.soon.id)).toMatchObject({ name: '丁两天', scale_name: '丁两天', shop_name: '一号店' });

    const overdue = (await get('/api/management/scales?verification_status=overdue', c.company.owner)).json()
      .data;
    expect(idsOf(overdue.list).sort()).toEqual([c.overdue.id, c.retired.id].sort());
    expect(overdue.meta.total).toBe(2);
    const dueOrOverdue = (
      await get(
        `/api/management/scales?verification_status=due,overdue&shop_id=${c.company.firstShop.id}`,
        c.company.owner,
      )
    ).json().data;
    expect(idsOf(dueOrOverdue.list).sort()).toEqual([c.soon.id, c.overdue.id, c.retired.id].sort());
    const never = (await get('/api/management/scales?verification_status=never', c.company.owner)).json()
      .data;
    expect(idsOf(never.list)).toEqual([c.never.id]);
    for (const bad of ['bogus', '', 'due,,x']) {
      const refused = await get(`/api/management/scales?verification_status=${bad}`, c.company.owner);
      expect(refused.statusCode, bad).toBe(400);
    }
  });
});
