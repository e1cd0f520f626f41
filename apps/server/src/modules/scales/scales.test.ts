import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, a.username!, a.password);
});
afterAll(() => t.close());

async function companyWithShops(shopNames: string[], scalesPerShop: string[][]) {
  const owner = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, owner.id, 'USER');
  const token = await signIn(t.app, owner.username!, owner.password);
  const shopRows = [];
  for (const [i, name] of shopNames.entries()) {
    const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name }).returning();
    for (const scaleName of scalesPerShop[i] ?? []) {
      await t.ctx.db.insert(scales).values({ companyId: company.id, shopId: shop!.id, scaleName });
    }
    shopRows.push(shop!);
  }
  return { company, token, shops: shopRows };
}

const list = async (token: string, query = '') => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/management/scales${query}`,
    headers: tokenHeader(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    list: {
      id: number;
      name: string;
      scale_name: string;
      shop_id: number;
      shop_name: string;
      company_id: number;
    }[];
    meta: { total: number; page: number; per_page: number };
  };
};

describe('scale list for the selector', () => {
  it("lists a company user's scales only, by shop and name, with both paths", async () => {
    const a = await companyWithShops(['东店', '西店'], [['东一号', '东二号'], ['西一号']]);
    const b = await companyWithShops(['别家店'], [['别家秤']]);

    const all = await list(a.token);
    expect(all.meta).toEqual({ total: 3, page: 1, per_page: 10 });
    expect(all.list.map((s) => s.name).sort()).toEqual(['东一号', '东二号', '西一号'].sort());
    expect(all.list.find((s) => s.name === '西一号')).toMatchObject({
      scale_name: '西一号',
      shop_id: a.shops[1]!.id,
      shop_name: '西店',
      company_id: a.company.id,
    });

    const east = await list(a.token, `?shop_id=${a.shops[0]!.id}`);
    expect(east.list.map((s) => s.name).sort()).toEqual(['东一号', '东二号'].sort());
    const named = await list(a.token, `/search?name=${encodeURIComponent('二号')}`);
    expect(named.list.map((s) => s.name)).toEqual(['东二号']);

    // Another company's shop or company: nothing comes back.
    expect((await list(a.token, `?shop_id=${b.shops[0]!.id}`)).list).toEqual([]);
    expect((await list(a.token, `?company_id=${b.company.id}`)).meta.total).toBe(0);

    const paged = await list(a.token, '?page=2&per_page=2');
    expect(paged.meta).toEqual({ total: 3, page: 2, per_page: 2 });
    expect(paged.list).toHaveLength(1);
  });

  it('shows administrators every company, filtered by company or shop', async () => {
    const a = await companyWithShops(['甲店'], [['甲秤']]);
    const b = await companyWithShops(['乙店'], [['乙秤', '乙秤二']]);
    const everything = await list(admin, '?per_page=100');
    expect(everything.list.map((s) => s.name)).toEqual(expect.arrayContaining(['甲秤', '乙秤', '乙秤二']));
    const onlyB = await list(admin, `?company_id=${b.company.id}`);
    expect(onlyB.list.map((s) => s.name).sort()).toEqual(['乙秤', '乙秤二']);
    const onlyA = await list(admin, `/search?shop_id=${a.shops[0]!.id}`);
    expect(onlyA.list.map((s) => s.company_id)).toEqual([a.company.id]);
  });

  it('shows a user with no company nothing', async () => {
    await companyWithShops(['某店'], [['某秤']]);
    const loner = await buildUser(t.ctx);
    const token = await signIn(t.app, loner.username!, loner.password);
    expect(await list(token)).toEqual({ list: [], meta: { total: 0, page: 1, per_page: 10 } });
  });
});
