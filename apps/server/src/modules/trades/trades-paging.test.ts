import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, scaleGoods, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';

// Issue 33 §3: the trade page by keyset when a person pages forward, and from the nearer end when a
// page is reached by its number; every way gives the rows the plain newest-first order puts there.
let t: TestApp;
let owner: string;
const COUNT = 53;

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  owner = await signIn(t.app, user.username!, user.password);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '一号店' }).returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId: company.id, shopId: shop!.id, scaleName: '秤 A' })
    .returning();
  const credential = await issueDeviceCredential(t.ctx.db, scale!.id);
  const [apples] = await t.ctx.db
    .insert(goods)
    .values({ companyId: company.id, pluNumber: 1, itemCode: 'A1', name: '苹果', unitPriceFen: 1280 })
    .returning();
  await t.ctx.db
    .insert(scaleGoods)
    .values({ scaleId: scale!.id, goodsId: apples!.id, companyId: company.id });
  // Three records a minute: rows that share a time are ordered by id.
  const records: TradeRecordInput[] = Array.from({ length: COUNT }, (_, i) => ({
    record_no: i + 1,
    trade_time: `2026-11-20T10:${String(Math.floor(i / 3)).padStart(2, '0')}:00+08:00`,
    plu: 1,
    weighing_mode: 0,
    weight: 100 + i,
    unit_price: 1280,
    total_before_discount: 128,
    total_price: 128,
    ticket_no: i + 1,
    department: 1,
  }));
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: { authorization: `Bearer ${credential}` },
    payload: { records },
  });
  expect(sent.statusCode).toBe(200);
});
afterAll(() => t.close());

type Page = { list: { id: number }[]; meta: { total: number; page: number }; next: string | null };
async function list(query: string): Promise<Page> {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/management/trades?date_from=2026-11-20&date_to=2026-11-20&${query}`,
    headers: tokenHeader(owner),
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}
const ids = (page: Page) => page.list.map((row) => row.id);

describe('the trade page', () => {
  it('gives every page the rows of the newest-first order, by number, forward by cursor, and from the oldest end', async () => {
    const all = ids(await list('per_page=100'));
    expect(all).toHaveLength(COUNT);
    const expected = (page: number) => all.slice((page - 1) * 10, page * 10);

    for (let page = 1; page <= 6; page++) {
      const byNumber = await list(`per_page=10&page=${page}`);
      expect(ids(byNumber), `page ${page}`).toEqual(expected(page));
      expect(byNumber.meta).toMatchObject({ total: COUNT, page });
    }

    let page = await list('per_page=10&page=1');
    for (let number = 2; number <= 6; number++) {
      page = await list(`per_page=10&page=${number}&after=${page.next}`);
      expect(ids(page), `forward to ${number}`).toEqual(expected(number));
      expect(page.meta).toMatchObject({ total: COUNT, page: number });
    }
    expect(page.list).toHaveLength(3);
    expect((await list(`per_page=10&page=7&after=${page.next}`)).list).toEqual([]);
    expect((await list('per_page=10&page=7')).list).toEqual([]);
  });

  it('refuses a cursor that is not one, naming the field', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/management/trades?after=abc',
      headers: { ...tokenHeader(owner), lang: 'en' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().data.fields.map((f: { field: string }) => f.field)).toContain('after');
  });
});
