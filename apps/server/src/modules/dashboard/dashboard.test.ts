import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

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
