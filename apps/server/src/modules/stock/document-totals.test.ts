import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

// Issue 26 §4: a document's totals never add grams to pieces; weight and count come apart.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function data(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url,
    headers: tokenHeader(token),
    ...(payload ? { payload } : {}),
  });
  const body = response.json();
  if (body.code !== 1) throw new Error(`${method} ${url}: ${response.statusCode} ${JSON.stringify(body)}`);
  return body.data;
}

describe('document totals', () => {
  it('gives the weight (grams) of weighed goods and the count (pieces) of counted goods apart', async () => {
    const owner = await buildUser(t.ctx);
    const company = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
    const token = await signIn(t.app, owner.username!, owner.password);
    await t.ctx.db.insert(shops).values({ companyId: company.id, name: '一号店' });
    const [location] = await data('GET', '/api/management/stock_locations', token);
    const [apples, eggs, packs] = await t.ctx.db
      .insert(goods)
      .values([
        {
          companyId: company.id,
          pluNumber: 901,
          itemCode: 'A901',
          name: '苹果',
          unitPriceFen: 1200,
          weighingMode: 0,
        },
        {
          companyId: company.id,
          pluNumber: 902,
          itemCode: 'E902',
          name: '鸡蛋',
          unitPriceFen: 100,
          weighingMode: 1,
        },
        {
          companyId: company.id,
          pluNumber: 903,
          itemCode: 'P903',
          name: '定重包',
          unitPriceFen: 500,
          weighingMode: 2,
        },
      ])
      .returning();
    const supplier = await data('POST', '/api/management/suppliers', token, { name: '果园' });
    const order = await data('POST', '/api/management/purchase_orders', token, {
      location_id: location.id,
      supplier_id: supplier.id,
      lines: [
        { goods_id: apples!.id, quantity: 60_000, unit_cost: 800 },
        { goods_id: eggs!.id, quantity: 15, unit_cost: 100 },
        { goods_id: packs!.id, quantity: 5_000, unit_cost: 300 },
      ],
    });
    // The old total stays as it was (additive change), the new ones come apart.
    expect(order).toMatchObject({ total_quantity: 65_015, total_weight: 65_000, total_count: 15 });
    const list = await data('GET', '/api/management/purchase_orders', token);
    expect(list.list[0]).toMatchObject({ id: order.id, total_weight: 65_000, total_count: 15 });

    const counted = await data('POST', '/api/management/receipts', token, {
      location_id: location.id,
      lines: [{ goods_id: eggs!.id, quantity: 3, unit_cost: 100 }],
    });
    expect(counted).toMatchObject({ total_weight: 0, total_count: 3 });
  });
});
