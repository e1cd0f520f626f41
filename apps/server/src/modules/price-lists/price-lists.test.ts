import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  type CompanyRole,
  companyMembers,
  goods,
  priceChanges,
  priceListPrices,
  priceListShops,
  scaleGoods,
  scales,
  shops,
} from '../../db/schema/index.js';
import { ERRORS } from '../../errors/app-error.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import { issueDeviceCredential } from '../scales/service.js';

// Issue 28 §1: price lists for groups of shops, through the API, on both engines.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) });
const BASE = '/api/management/price_lists';

let plu = 0;
/** A company with its owner, two shops with a scale each holding two goods items. */
async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  const [a, b] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId: row.id, name: '城区店' },
      { companyId: row.id, name: '郊区店' },
    ])
    .returning();
  const [apples, pears] = await t.ctx.db
    .insert(goods)
    .values([
      { companyId: row.id, pluNumber: ++plu, itemCode: String(plu), name: '苹果', unitPriceFen: 1000 },
      { companyId: row.id, pluNumber: ++plu, itemCode: String(plu), name: '梨', unitPriceFen: 500 },
    ])
    .returning();
  const credentials: string[] = [];
  for (const shop of [a!, b!]) {
    const [scale] = await t.ctx.db
      .insert(scales)
      .values({ companyId: row.id, shopId: shop.id, scaleName: shop.name })
      .returning();
    await t.ctx.db.insert(scaleGoods).values([
      { scaleId: scale!.id, goodsId: apples!.id, companyId: row.id },
      { scaleId: scale!.id, goodsId: pears!.id, companyId: row.id },
    ]);
    credentials.push(await issueDeviceCredential(t.ctx.db, scale!.id));
  }
  return {
    id: row.id,
    owner: await signIn(t.app, owner.username!, owner.password),
    join,
    shops: [a!.id, b!.id] as const,
    goods: [apples!.id, pears!.id] as const,
    credentials,
  };
}

/** What the scale with this credential should hold: PLU → [price, source, source id]. */
async function held(credential: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/devices/state',
    headers: { authorization: `Bearer ${credential}` },
  });
  expect(response.statusCode).toBe(200);
  const records = response.json().data.plus.records as {
    record: { plu: number; unitPrice: number };
    price: { source: string; source_id: number | null };
  }[];
  return records.map((r) => [r.record.unitPrice, r.price.source, r.price.source_id]);
}

describe('price lists', () => {
  it('are created, listed, edited and deleted by the owner; a company USER reads only', async () => {
    const c = await company();
    const created = await call('POST', BASE, c.owner, {
      name: '城区',
      note: '市中心',
      shop_ids: [c.shops[0]],
    });
    expect(created.statusCode).toBe(200);
    const list = created.json().data;
    expect(list).toMatchObject({
      company_id: c.id,
      name: '城区',
      note: '市中心',
      shops: [{ id: c.shops[0], name: '城区店' }],
      goods_count: 0,
    });

    const user = await c.join('USER');
    const page = (await call('GET', BASE, user)).json().data;
    expect(page.meta.total).toBe(1);
    expect(page.list[0]).toMatchObject({ id: list.id, name: '城区' });
    expect((await call('POST', BASE, user, { name: '别的' })).statusCode).toBe(403);
    expect((await call('PUT', `${BASE}/${list.id}`, user, { name: 'x' })).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `${BASE}/${list.id}/prices`, user, {
          prices: [{ goods_id: c.goods[0], unit_price: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `${BASE}/${list.id}`, user)).statusCode).toBe(403);

    const manager = await c.join('MANAGER');
    const edited = await call('PUT', `${BASE}/${list.id}`, manager, {
      name: '市区',
      shop_ids: [c.shops[0], c.shops[1]],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: '市区', note: '市中心' });
    expect(
      edited
        .json()
        .data.shops.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([...c.shops].sort());
    // shop_ids replaces: an empty list of shops empties it.
    const emptied = (await call('PUT', `${BASE}/${list.id}`, manager, { shop_ids: [] })).json().data;
    expect(emptied.shops).toEqual([]);

    // Name unique per company, any case.
    const second = await call('POST', BASE, c.owner, { name: '市区' });
    expect(second.statusCode).toBe(409);
    expect(second.json().data.dahua_error).toBe(ERRORS.PRICE_LIST_NAME_TAKEN.id);
    expect(second.json().msg).toContain('市区');
    const blank = await call('POST', BASE, c.owner, { name: '  ' });
    expect(blank.statusCode).toBe(400);

    expect((await call('DELETE', `${BASE}/${list.id}`, c.owner)).statusCode).toBe(200);
    expect((await call('GET', BASE, c.owner)).json().data.meta.total).toBe(0);
    const actions = await t.ctx.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'price_list'), eq(auditLogs.targetId, list.id)));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'price_list.create',
      'price_list.delete',
      'price_list.update',
      'price_list.update',
    ]);
  });

  it('override the base price on the scales of their shops only, and give it back when deleted', async () => {
    const c = await company();
    const [listedScale, plainScale] = c.credentials as [string, string];
    expect(await held(listedScale)).toEqual([
      [1000, 'base', null],
      [500, 'base', null],
    ]);
    const list = (await call('POST', BASE, c.owner, { name: '城区', shop_ids: [c.shops[0]] })).json().data;
    const set = await call('PUT', `${BASE}/${list.id}/prices`, c.owner, {
      prices: [{ goods_id: c.goods[0], unit_price: 1280 }],
    });
    expect(set.json()).toMatchObject({ code: 1, data: { set: 1, removed: 0 } });
    expect(await held(listedScale)).toEqual([
      [1280, 'list', list.id],
      [500, 'base', null],
    ]);
    expect(await held(plainScale)).toEqual([
      [1000, 'base', null],
      [500, 'base', null],
    ]);
    const prices = (await call('GET', `${BASE}/${list.id}/prices?only_listed=true`, c.owner)).json().data;
    expect(prices.list).toEqual([
      {
        goods_id: c.goods[0],
        plu_number: expect.any(Number),
        name: '苹果',
        base_price: 1000,
        list_price: 1280,
        price_change_id: null,
      },
    ]);
    const all = (await call('GET', `${BASE}/${list.id}/prices?name=梨`, c.owner)).json().data;
    expect(all.list).toMatchObject([{ goods_id: c.goods[1], base_price: 500, list_price: null }]);
    expect((await call('GET', BASE, c.owner)).json().data.list[0].goods_count).toBe(1);

    expect((await call('DELETE', `${BASE}/${list.id}`, c.owner)).statusCode).toBe(200);
    expect(await held(listedScale)).toEqual([
      [1000, 'base', null],
      [500, 'base', null],
    ]);
  });

  it('refuse a shop of another list naming it, unless asked to move it', async () => {
    const c = await company();
    const town = (await call('POST', BASE, c.owner, { name: '城区', shop_ids: [c.shops[0]] })).json().data;
    const taken = await call('POST', BASE, c.owner, { name: '郊区', shop_ids: [c.shops[1], c.shops[0]] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data).toMatchObject({
      dahua_error: ERRORS.PRICE_LIST_SHOP_TAKEN.id,
      price_list_id: town.id,
      price_list_name: '城区',
      shop_id: c.shops[0],
    });
    expect(taken.json().msg).toContain('城区');
    // Nothing was made.
    expect((await call('GET', BASE, c.owner)).json().data.meta.total).toBe(1);

    const moved = await call('POST', BASE, c.owner, {
      name: '郊区',
      shop_ids: [c.shops[1], c.shops[0]],
      move_shops: true,
    });
    expect(moved.statusCode).toBe(200);
    const rows = await t.ctx.db.select().from(priceListShops).where(eq(priceListShops.companyId, c.id));
    expect(rows.every((row) => row.priceListId === moved.json().data.id)).toBe(true);
    expect(rows).toHaveLength(2);
  });

  it('let one of two lists taking one shop at once win, the other answers 409', async () => {
    const c = await company();
    const a = (await call('POST', BASE, c.owner, { name: 'A' })).json().data;
    const b = (await call('POST', BASE, c.owner, { name: 'B' })).json().data;
    for (let round = 0; round < 5; round++) {
      await t.ctx.db.delete(priceListShops).where(eq(priceListShops.companyId, c.id));
      const answers = await Promise.all([
        call('PUT', `${BASE}/${a.id}`, c.owner, { shop_ids: [c.shops[0]] }),
        call('PUT', `${BASE}/${b.id}`, c.owner, { shop_ids: [c.shops[0]] }),
      ]);
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const rows = await t.ctx.db.select().from(priceListShops).where(eq(priceListShops.shopId, c.shops[0]));
      expect(rows).toHaveLength(1);
      const loser = answers.find((r) => r.statusCode === 409)!;
      expect(loser.json().data.price_list_id).toBe(rows[0]!.priceListId);
    }
  });

  it('write prices all or nothing, naming the bad row', async () => {
    const c = await company();
    const list = (await call('POST', BASE, c.owner, { name: '城区' })).json().data;
    const url = `${BASE}/${list.id}/prices`;
    expect(
      (
        await call('PUT', url, c.owner, {
          prices: [
            { goods_id: c.goods[0], unit_price: 900 },
            { goods_id: c.goods[1], unit_price: 400 },
          ],
        })
      ).json().data,
    ).toEqual({ set: 2, removed: 0 });

    const bad = await call('PUT', url, c.owner, {
      prices: [
        { goods_id: c.goods[0], unit_price: 800 },
        { goods_id: c.goods[1], unit_price: 1_000_000 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().data)).toContain('prices.1.unit_price');

    const other = await company();
    const foreign = await call('PUT', url, c.owner, {
      prices: [
        { goods_id: c.goods[0], unit_price: 800 },
        { goods_id: c.goods[1], unit_price: null },
        { goods_id: other.goods[0], unit_price: 700 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.dahua_error).toBe(ERRORS.PRICE_LIST_GOODS_UNKNOWN.id);
    expect(foreign.json().data.fields[0].field).toBe('prices.2.goods_id');
    const twice = await call('PUT', url, c.owner, {
      prices: [
        { goods_id: c.goods[0], unit_price: 800 },
        { goods_id: c.goods[0], unit_price: 810 },
      ],
    });
    expect(twice.json().data.fields[0].field).toBe('prices.1.goods_id');
    const stored = async () =>
      (
        await t.ctx.db
          .select({ goodsId: priceListPrices.goodsId, fen: priceListPrices.unitPriceFen })
          .from(priceListPrices)
          .where(eq(priceListPrices.priceListId, list.id))
      ).sort((x, y) => x.goodsId - y.goodsId);
    expect(await stored()).toEqual([
      { goodsId: c.goods[0], fen: 900 },
      { goodsId: c.goods[1], fen: 400 },
    ]);

    // null takes an item out of the list.
    const removed = await call('PUT', url, c.owner, {
      prices: [
        { goods_id: c.goods[0], unit_price: 800 },
        { goods_id: c.goods[1], unit_price: null },
      ],
    });
    expect(removed.json().data).toEqual({ set: 1, removed: 1 });
    expect(await stored()).toEqual([{ goodsId: c.goods[0], fen: 800 }]);
  });

  it('write thousands of prices in one request', async () => {
    const owner = await buildUser(t.ctx);
    const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
    const token = await signIn(t.app, owner.username!, owner.password);
    const many = await t.ctx.db
      .insert(goods)
      .values(
        Array.from({ length: 2500 }, (_, i) => ({
          companyId: row.id,
          pluNumber: i + 1,
          itemCode: String(i + 1),
          name: `货${i + 1}`,
          unitPriceFen: 100,
        })),
      )
      .returning({ id: goods.id });
    const list = (await call('POST', BASE, token, { name: '全部' })).json().data;
    const response = await call('PUT', `${BASE}/${list.id}/prices`, token, {
      prices: many.map((g, i) => ({ goods_id: g.id, unit_price: 200 + i })),
    });
    expect(response.json().data).toEqual({ set: 2500, removed: 0 });
    const page = (
      await call('GET', `${BASE}/${list.id}/prices?only_listed=true&per_page=100&page=25`, token)
    ).json().data;
    expect(page.meta.total).toBe(2500);
    expect(page.list.at(-1)).toMatchObject({ plu_number: 2500, list_price: 2699 });
  }, 120_000);

  it('refuse deleting a list with a change or promotion not yet ended, naming it', async () => {
    const c = await company();
    const list = (await call('POST', BASE, c.owner, { name: '城区' })).json().data;
    const [promotion] = await t.ctx.db
      .insert(priceChanges)
      .values({
        companyId: c.id,
        kind: 'promotion',
        name: '晚市特价',
        priceListId: list.id,
        startsAt: new Date(Date.now() + 3_600_000),
        endsAt: new Date(Date.now() + 7_200_000),
      })
      .returning();
    const refused = await call('DELETE', `${BASE}/${list.id}`, c.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().data.dahua_error).toBe(ERRORS.PRICE_LIST_HAS_CHANGES.id);
    expect(refused.json().msg).toContain('晚市特价');
    await t.ctx.db
      .update(priceChanges)
      .set({ cancelledTime: new Date() })
      .where(eq(priceChanges.id, promotion!.id));
    expect((await call('DELETE', `${BASE}/${list.id}`, c.owner)).statusCode).toBe(200);
  });

  it('answer 404 for another company’s list, and refuse its shops and goods', async () => {
    const a = await company();
    const b = await company();
    const listA = (await call('POST', BASE, a.owner, { name: '城区', shop_ids: [a.shops[0]] })).json().data;
    expect((await call('PUT', `${BASE}/${listA.id}`, b.owner, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `${BASE}/${listA.id}`, b.owner)).statusCode).toBe(404);
    expect((await call('GET', `${BASE}/${listA.id}/prices`, b.owner)).statusCode).toBe(404);
    expect(
      (
        await call('PUT', `${BASE}/${listA.id}/prices`, b.owner, {
          prices: [{ goods_id: b.goods[0], unit_price: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', BASE, b.owner)).json().data.meta.total).toBe(0);
    const foreignShop = await call('POST', BASE, b.owner, { name: '偷', shop_ids: [a.shops[1]] });
    expect(foreignShop.statusCode).toBe(400);
    expect(foreignShop.json().data.fields[0].field).toBe('shop_ids.0');
    // The message never names A's shop.
    expect(foreignShop.json().msg).not.toContain('郊区店');
    // A's shop stays in A's list even when B asks to move it.
    const move = await call('POST', BASE, b.owner, { name: '偷', shop_ids: [a.shops[0]], move_shops: true });
    expect(move.statusCode).toBe(400);
    const [still] = await t.ctx.db.select().from(priceListShops).where(eq(priceListShops.shopId, a.shops[0]));
    expect(still?.priceListId).toBe(listA.id);
    expect((await call('POST', BASE, b.owner, { name: '偷', company_id: a.id })).statusCode).toBe(404);
  });

  it('are listed across companies for an administrator, who names the company to create one', async () => {
    const c = await company();
    const adminUser = await buildUser(t.ctx, { role: 'ADMIN' });
    const admin = await signIn(t.app, adminUser.username!, adminUser.password);
    expect((await call('POST', BASE, admin, { name: '总部' })).statusCode).toBe(400);
    const made = await call('POST', BASE, admin, { name: '总部', company_id: c.id, shop_ids: [c.shops[1]] });
    expect(made.statusCode).toBe(200);
    const filtered = (await call('GET', `${BASE}?company_id=${c.id}`, admin)).json().data;
    expect(filtered.list).toMatchObject([{ name: '总部', company_id: c.id }]);
  });
});

describe('the goods answer and goods writes', () => {
  it('carry the prices the lists set, written in the goods write, left alone when absent', async () => {
    const c = await company();
    const town = (await call('POST', BASE, c.owner, { name: '城区', shop_ids: [c.shops[0]] })).json().data;
    const suburb = (await call('POST', BASE, c.owner, { name: '郊区' })).json().data;
    const made = await call('POST', '/api/management/goods', c.owner, {
      plu_number: 900,
      item_code: '900',
      name: '香蕉',
      unit_price: 600,
      list_prices: [
        { price_list_id: town.id, unit_price: 650 },
        { price_list_id: suburb.id, unit_price: null },
      ],
    });
    expect(made.statusCode).toBe(200);
    const banana = made.json().data;
    expect(banana.list_prices).toEqual([{ price_list_id: town.id, unit_price: 650 }]);

    // An old client's edit (no list_prices) leaves the lists alone.
    const renamed = (
      await call('PUT', `/api/management/goods/${banana.id}`, c.owner, { name: '香蕉A' })
    ).json().data;
    expect(renamed.list_prices).toEqual([{ price_list_id: town.id, unit_price: 650 }]);
    const edited = await call('PUT', `/api/management/goods/${banana.id}`, c.owner, {
      list_prices: [
        { price_list_id: town.id, unit_price: null },
        { price_list_id: suburb.id, unit_price: 610 },
      ],
    });
    expect(edited.json().data.list_prices).toEqual([{ price_list_id: suburb.id, unit_price: 610 }]);

    const page = (await call('GET', '/api/management/goods?per_page=100', c.owner)).json().data;
    const byId = new Map(page.list.map((g: { id: number; list_prices: unknown }) => [g.id, g.list_prices]));
    expect(byId.get(banana.id)).toEqual([{ price_list_id: suburb.id, unit_price: 610 }]);
    expect(byId.get(c.goods[0])).toEqual([]);
    expect(
      (await call('GET', `/api/management/goods/${banana.id}`, c.owner)).json().data.list_prices,
    ).toEqual([{ price_list_id: suburb.id, unit_price: 610 }]);

    // Another company's list refuses the whole write: the name stays.
    const other = await company();
    const foreign = (await call('POST', BASE, other.owner, { name: '外' })).json().data;
    const refused = await call('PUT', `/api/management/goods/${banana.id}`, c.owner, {
      name: '不该改',
      list_prices: [{ price_list_id: foreign.id, unit_price: 1 }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.fields[0].field).toBe('list_prices.0.price_list_id');
    const after = (await call('GET', `/api/management/goods/${banana.id}`, c.owner)).json().data;
    expect(after.name).toBe('香蕉A');
    const foreignPrices = await t.ctx.db
      .select()
      .from(priceListPrices)
      .where(eq(priceListPrices.priceListId, foreign.id));
    expect(foreignPrices).toEqual([]);
  });
});

describe('the goods files', () => {
  const exported = (token: string, format: string, lang: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/management/goods/export?format=${format}`,
      headers: { ...tokenHeader(token), lang },
    });
  const upload = (token: string, data: Buffer | string, filename: string) => {
    const { payload, headers } = multipartBody([{ name: 'file', filename, data }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/management/goods/import',
      headers: { ...headers, ...tokenHeader(token), lang: 'en' },
      payload,
    });
  };
  const listed = async (listId: number) =>
    (
      await t.ctx.db
        .select({ goodsId: priceListPrices.goodsId, fen: priceListPrices.unitPriceFen })
        .from(priceListPrices)
        .where(eq(priceListPrices.priceListId, listId))
    ).sort((x, y) => x.goodsId - y.goodsId);

  it('carry a column per list that an import reads back unchanged, an empty cell the base', async () => {
    const c = await company();
    const town = (await call('POST', BASE, c.owner, { name: '城区' })).json().data;
    const suburb = (await call('POST', BASE, c.owner, { name: 'Suburb' })).json().data;
    await call('PUT', `${BASE}/${town.id}/prices`, c.owner, {
      prices: [{ goods_id: c.goods[0], unit_price: 1280 }],
    });

    const csv = (await exported(c.owner, 'csv', 'ch')).body;
    const [head, first, second] = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(head!.split(',').slice(-2)).toEqual(['价格表:Suburb', '价格表:城区']);
    expect(first!.split(',').slice(-2)).toEqual(['', '12.80']);
    expect(second!.split(',').slice(-2)).toEqual(['', '']);
    const before = { town: await listed(town.id), suburb: await listed(suburb.id) };
    expect((await upload(c.owner, csv, 'goods.csv')).json().data).toMatchObject({
      committed: true,
      errors: [],
    });
    expect({ town: await listed(town.id), suburb: await listed(suburb.id) }).toEqual(before);

    // An English xlsx round trip, and edits through it: a price set, one emptied (back to base).
    const xlsx = (await exported(c.owner, 'xlsx', 'en')).rawPayload;
    const ExcelJS = (await import('exceljs')).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const heads = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(heads.slice(-2)).toEqual(['Price list: Suburb', 'Price list: 城区']);
    const last = heads.length;
    sheet.getRow(2).getCell(last).value = '';
    sheet.getRow(3).getCell(last - 1).value = '4.5';
    const edited = Buffer.from(await book.xlsx.writeBuffer());
    const report = (await upload(c.owner, edited, 'goods.xlsx')).json().data;
    expect(report).toMatchObject({ committed: true, errors: [] });
    expect(await listed(town.id)).toEqual([]);
    expect(await listed(suburb.id)).toEqual([{ goodsId: c.goods[1], fen: 450 }]);
  });

  it('refuse a column naming no list, and a bad price naming the row, writing nothing', async () => {
    const c = await company();
    const town = (await call('POST', BASE, c.owner, { name: '城区' })).json().data;
    const header = 'PLU number,Item code,Name,Unit price (yuan)';
    const unknown = await upload(c.owner, `${header},Price list: 远郊\n1,1,a,1.00,2.00\n`, 'goods.csv');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('Price list: 远郊');
    const bad = (
      await upload(c.owner, `${header},价格表：城区\n77,77,a,1.00,2.00\n78,78,b,1.00,1.005\n`, 'goods.csv')
    ).json().data;
    expect(bad).toMatchObject({ committed: false, errors: [{ row: 3, field: '价格表：城区' }] });
    expect(await listed(town.id)).toEqual([]);
  });
});
