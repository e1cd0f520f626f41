import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  type CompanyRole,
  companyMembers,
  goods,
  lots,
  scaleGoods,
  scales,
  shopCurrentLots,
  shops,
  trades,
} from '../../db/schema/index.js';
import { apiOf } from '../../test/api.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';
import { rechooseExpiredLots } from './expiry.js';
import { firstExpiryFirst } from './fefo.js';

/*
 * Issue 29 §3: lots made at receipt, the shop's current lot first expiry first (or by hand), sales
 * recorded against it, and the public trace of a lot. On both engines (TEST_ENGINE=postgres).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, data } = apiOf(() => t);

let plu = 800;
/** A company with an owner, a clerk, two shops and a warehouse, apples (with a declaration) and eggs. */
async function company(numericCode = String(6_900_000_000_000 + plu * 10)) {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  const token = await signIn(t.app, owner.username!, owner.password);
  const [shop1, shop2] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId: row.id, name: '一号店' },
      { companyId: row.id, name: '二号店' },
    ])
    .returning();
  await data('POST', '/api/management/stock_locations', token, { name: '中央仓' });
  const locations: { id: number; name: string; shop_id: number | null }[] = await data(
    'GET',
    '/api/management/stock_locations',
    token,
  );
  const [apples, eggs] = await t.ctx.db
    .insert(goods)
    .values([
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `A${plu}`,
        name: '苹果\n红富士',
        unitPriceFen: 1200,
        numericCode,
        origin: '山东烟台',
        producer: '烟台果园合作社',
        ingredients: [
          { zh: '苹果', en: 'apple', allergen: null },
          { zh: '芝麻', en: 'sesame', allergen: 'sesame' },
        ],
        allergens: ['sesame'],
        mayContain: ['peanuts'],
        nutrition: {
          energy_kj: 220,
          protein_g: 0.3,
          fat_g: 0.2,
          saturated_fat_g: 0,
          carbohydrate_g: 12.5,
          sugars_g: 10,
          sodium_mg: 1,
        },
        storage: '冷藏保存',
        storageEn: 'Keep refrigerated',
        dateType: 'best_before',
      },
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `E${plu}`,
        name: '鸡蛋',
        unitPriceFen: 100,
        weighingMode: 1,
      },
    ])
    .returning();
  const supplier = await data('POST', '/api/management/suppliers', token, { name: `果园 ${plu}` });
  return {
    id: row.id,
    owner: token,
    join,
    shop1: shop1!,
    shop2: shop2!,
    loc1: locations.find((l) => l.name === '一号店')!.id,
    loc2: locations.find((l) => l.name === '二号店')!.id,
    warehouse: locations.find((l) => l.name === '中央仓')!.id,
    apples: apples!,
    eggs: eggs!,
    supplier: supplier.id as number,
  };
}
type Company = Awaited<ReturnType<typeof company>>;

async function receive(c: Company, location: number, lines: object[]) {
  const receipt = await data('POST', '/api/management/receipts', c.owner, {
    location_id: location,
    supplier_id: c.supplier,
    lines,
  });
  return data('POST', `/api/management/receipts/${receipt.id}/post`, c.owner);
}

type LotAnswer = {
  id: number;
  lot: string;
  trace_code: string;
  production_date: string | null;
  expiry_date: string | null;
  supplier: { name: string } | null;
  received_quantity: number;
  current_in: { shop_id: number; chosen_by_hand: boolean }[];
};
const lotsOf = (c: Company, goodsId: number): Promise<LotAnswer[]> =>
  data('GET', `/api/management/lots?goods_id=${goodsId}`, c.owner);

async function currentLot(c: Company, shopId: number, goodsId: number) {
  const list: { goods_id: number; current: { lot: string; chosen_by_hand: boolean } | null }[] = await data(
    'GET',
    `/api/management/shops/${shopId}/current_lots`,
    c.owner,
  );
  return list.find((g) => g.goods_id === goodsId)?.current ?? null;
}

describe('lots at receipt', () => {
  it('makes a lot with a 13-digit code, its dates and supplier; received again it keeps its code', async () => {
    const c = await company();
    await receive(c, c.loc1, [
      {
        goods_id: c.apples.id,
        quantity: 5_000,
        lot: 'L1',
        production_date: '2026-11-01',
        expiry_date: '2099-12-31',
      },
      { goods_id: c.eggs.id, quantity: 30, lot: 'E1' },
      { goods_id: c.eggs.id, quantity: 10 },
    ]);
    const [first] = await lotsOf(c, c.apples.id);
    expect(first).toMatchObject({
      lot: 'L1',
      production_date: '2026-11-01',
      expiry_date: '2099-12-31',
      supplier: { name: `果园 ${plu}` },
      received_quantity: 5_000,
      current_in: [{ shop_id: c.shop1.id, chosen_by_hand: false }],
    });
    expect(first!.trace_code).toMatch(/^[0-9]{13}$/);
    // A line without a lot makes none.
    expect((await lotsOf(c, c.eggs.id)).map((l) => l.lot)).toEqual(['E1']);

    await receive(c, c.loc2, [{ goods_id: c.apples.id, quantity: 3_000, lot: 'L1' }]);
    await receive(c, c.loc1, [{ goods_id: c.eggs.id, quantity: 5, lot: 'E1', expiry_date: '2099-01-31' }]);
    const again = await lotsOf(c, c.apples.id);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ trace_code: first!.trace_code, received_quantity: 8_000 });
    expect(again[0]!.current_in.map((s) => s.shop_id).sort()).toEqual([c.shop1.id, c.shop2.id].sort());
    // A date the lot lacked is filled by a later receipt; the code stays.
    expect((await lotsOf(c, c.eggs.id))[0]).toMatchObject({ lot: 'E1', expiry_date: '2099-01-31' });
  });
});

describe('the shop’s current lot', () => {
  it('follows receipts first expiry first, skips expired lots, and a choice by hand sticks', async () => {
    const c = await company();
    await receive(c, c.loc2, [
      { goods_id: c.apples.id, quantity: 1_000, lot: 'A', expiry_date: '2099-06-30' },
    ]);
    expect(await currentLot(c, c.shop2.id, c.apples.id)).toMatchObject({ lot: 'A', chosen_by_hand: false });
    // A later receipt with an earlier expiry becomes current; no expiry and an expired lot do not.
    await receive(c, c.loc2, [
      { goods_id: c.apples.id, quantity: 1_000, lot: 'B', expiry_date: '2099-03-01' },
    ]);
    expect((await currentLot(c, c.shop2.id, c.apples.id))?.lot).toBe('B');
    await receive(c, c.loc2, [
      { goods_id: c.apples.id, quantity: 1_000, lot: 'C' },
      { goods_id: c.apples.id, quantity: 1_000, lot: 'X', expiry_date: '2020-01-01' },
    ]);
    expect((await currentLot(c, c.shop2.id, c.apples.id))?.lot).toBe('B');
    // Another shop is untouched.
    expect(await currentLot(c, c.shop1.id, c.apples.id)).toBeNull();

    const lotC = (await lotsOf(c, c.apples.id)).find((l) => l.lot === 'C')!;
    await data('PUT', `/api/management/shops/${c.shop2.id}/current_lots`, c.owner, {
      lots: [{ goods_id: c.apples.id, lot_id: lotC.id }],
    });
    expect(await currentLot(c, c.shop2.id, c.apples.id)).toMatchObject({ lot: 'C', chosen_by_hand: true });
    await receive(c, c.loc2, [
      { goods_id: c.apples.id, quantity: 1_000, lot: 'D', expiry_date: '2099-01-01' },
    ]);
    expect((await currentLot(c, c.shop2.id, c.apples.id))?.lot).toBe('C');
    // Back to automatic: first expiry first again.
    const answer = await data('PUT', `/api/management/shops/${c.shop2.id}/current_lots`, c.owner, {
      lots: [{ goods_id: c.apples.id, lot_id: null }],
    });
    expect(answer.find((g: { goods_id: number }) => g.goods_id === c.apples.id).current).toMatchObject({
      lot: 'D',
      chosen_by_hand: false,
    });
    const audited = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'shop.current_lots'), eq(auditLogs.targetId, c.shop2.id)));
    expect(audited).toHaveLength(2);
  });

  it('gives way when it expires in the shop’s calendar, to the next lot or to none; a hand choice stays', async () => {
    const c = await company();
    await receive(c, c.loc1, [
      { goods_id: c.apples.id, quantity: 1_000, lot: 'SOON', expiry_date: '2090-01-10' },
      { goods_id: c.apples.id, quantity: 1_000, lot: 'LATER', expiry_date: '2090-01-20' },
      { goods_id: c.eggs.id, quantity: 30, lot: 'EGGS', expiry_date: '2090-01-10' },
    ]);
    await receive(c, c.loc2, [{ goods_id: c.apples.id, quantity: 1_000, lot: 'SOON' }]);
    const soon = (await lotsOf(c, c.apples.id)).find((l) => l.lot === 'SOON')!;
    await data('PUT', `/api/management/shops/${c.shop2.id}/current_lots`, c.owner, {
      lots: [{ goods_id: c.apples.id, lot_id: soon.id }],
    });
    const at = (instant: string) => rechooseExpiredLots({ ...t.ctx, clock: () => new Date(instant) });
    // 2090-01-10 23:30 in Shanghai is still the expiry day: it sells on.
    await at('2090-01-10T15:30:00Z');
    expect((await currentLot(c, c.shop1.id, c.apples.id))?.lot).toBe('SOON');
    // The next day in Shanghai (still the 10th in UTC): the next lot, and no lot for the eggs.
    await at('2090-01-10T16:30:00Z');
    expect(await currentLot(c, c.shop1.id, c.apples.id)).toMatchObject({
      lot: 'LATER',
      chosen_by_hand: false,
    });
    expect(await currentLot(c, c.shop1.id, c.eggs.id)).toBeNull();
    // Chosen by hand, the expired lot is the manager's call.
    expect(await currentLot(c, c.shop2.id, c.apples.id)).toMatchObject({ lot: 'SOON', chosen_by_hand: true });
  });

  it('follows transfers: the lot and its dates travel, the destination takes the earlier expiry', async () => {
    const c = await company();
    await receive(c, c.loc1, [
      { goods_id: c.apples.id, quantity: 2_000, lot: 'S', expiry_date: '2099-09-09' },
    ]);
    await receive(c, c.warehouse, [
      {
        goods_id: c.apples.id,
        quantity: 4_000,
        lot: 'T',
        production_date: '2026-10-01',
        expiry_date: '2098-01-01',
      },
    ]);
    // A warehouse has no current lot; the shop keeps its own until the transfer arrives.
    expect((await currentLot(c, c.shop1.id, c.apples.id))?.lot).toBe('S');
    const transfer = await data('POST', '/api/management/transfers', c.owner, {
      location_id: c.warehouse,
      to_location_id: c.loc1,
      lines: [
        {
          goods_id: c.apples.id,
          quantity: 1_500,
          lot: 'T',
          production_date: '2026-10-01',
          expiry_date: '2098-01-01',
        },
      ],
    });
    expect(transfer.lines[0]).toMatchObject({
      lot: 'T',
      production_date: '2026-10-01',
      expiry_date: '2098-01-01',
    });
    await data('POST', `/api/management/transfers/${transfer.id}/ship`, c.owner);
    expect((await currentLot(c, c.shop1.id, c.apples.id))?.lot).toBe('S');
    const received = await data('POST', `/api/management/transfers/${transfer.id}/receive`, c.owner, {});
    expect(received.lines[0]).toMatchObject({ lot: 'T', expiry_date: '2098-01-01' });
    expect((await currentLot(c, c.shop1.id, c.apples.id))?.lot).toBe('T');
    expect((await lotsOf(c, c.apples.id)).map((l) => l.lot).sort()).toEqual(['S', 'T']);
  });

  it('orders by expiry (none last), then by arrival; a lot sold out or expired is never chosen', () => {
    const at = (iso: string) => new Date(iso);
    const held = [
      { lotId: 1, goodsId: 9, expiryDate: null, received: at('2026-01-01'), held: 10 },
      { lotId: 2, goodsId: 9, expiryDate: '2026-05-01', received: at('2026-02-01'), held: 10 },
      { lotId: 3, goodsId: 9, expiryDate: '2026-05-01', received: at('2026-01-15'), held: 10 },
      { lotId: 4, goodsId: 9, expiryDate: '2026-04-01', received: at('2026-01-01'), held: 0 },
      { lotId: 5, goodsId: 9, expiryDate: '2026-03-31', received: at('2026-01-01'), held: 10 },
      { lotId: 6, goodsId: 7, expiryDate: null, received: null, held: 1 },
    ];
    expect([...firstExpiryFirst(held, '2026-04-01')]).toEqual([
      [9, 3],
      [7, 6],
    ]);
    // The expiry day itself still sells.
    expect(firstExpiryFirst(held, '2026-03-31').get(9)).toBe(5);
    expect(firstExpiryFirst(held, '2026-05-02').get(9)).toBe(1);
  });
});

describe('sales carry the lot', () => {
  it('records each sale against the shop’s current lot; a sold-out lot gives way at the next receipt', async () => {
    const c = await company();
    const [scale] = await t.ctx.db
      .insert(scales)
      .values({ companyId: c.id, shopId: c.shop1.id, scaleName: '秤', scaleUuid: `LOTS-${plu}` })
      .returning();
    await t.ctx.db.insert(scaleGoods).values([
      { scaleId: scale!.id, goodsId: c.apples.id, companyId: c.id },
      { scaleId: scale!.id, goodsId: c.eggs.id, companyId: c.id },
    ]);
    const credential = await issueDeviceCredential(t.ctx.db, scale!.id);
    await receive(c, c.loc1, [
      { goods_id: c.apples.id, quantity: 1_000, lot: 'EARLY', expiry_date: '2099-01-01' },
      { goods_id: c.apples.id, quantity: 5_000, lot: 'LATE', expiry_date: '2099-12-01' },
    ]);
    const sale = (recordNo: number, pluNumber: number, weight: number) => ({
      record_no: recordNo,
      trade_time: '2026-11-20T08:30:00+08:00',
      plu: pluNumber,
      weighing_mode: pluNumber === c.eggs.pluNumber ? 1 : 0,
      weight,
      unit_price: 1200,
      total_before_discount: 1200,
      total_price: 1200,
      ticket_no: recordNo,
      department: 1,
    });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/devices/trades',
      headers: { authorization: `Bearer ${credential}` },
      payload: {
        records: [
          sale(1, c.apples.pluNumber, 600),
          sale(2, c.apples.pluNumber, 400),
          sale(3, c.eggs.pluNumber, 2),
        ],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const early = (await lotsOf(c, c.apples.id)).find((l) => l.lot === 'EARLY')!;
    const sold = await t.ctx.db
      .select({ recordNo: trades.recordNo, lotId: trades.lotId })
      .from(trades)
      .where(eq(trades.scaleId, scale!.id))
      .orderBy(trades.recordNo);
    // Eggs have no lot in the shop: no lot on the sale.
    expect(sold).toEqual([
      { recordNo: 1, lotId: early.id },
      { recordNo: 2, lotId: early.id },
      { recordNo: 3, lotId: null },
    ]);
    // EARLY is sold out (1,000 g received, 1,000 g sold): the next receipt hands over to LATE.
    await receive(c, c.loc1, [{ goods_id: c.apples.id, quantity: 100, lot: 'LATE' }]);
    expect((await currentLot(c, c.shop1.id, c.apples.id))?.lot).toBe('LATE');
  });
});

describe('choosing lots by hand: who and which', () => {
  it('refuses another goods item’s or company’s lot, clerks, and other companies (404)', async () => {
    const c = await company();
    const other = await company('6909999999990');
    await receive(c, c.loc1, [
      { goods_id: c.apples.id, quantity: 100, lot: 'P' },
      { goods_id: c.eggs.id, quantity: 10, lot: 'Q' },
    ]);
    await receive(other, other.loc1, [{ goods_id: other.apples.id, quantity: 100, lot: 'P' }]);
    const eggLot = (await lotsOf(c, c.eggs.id))[0]!;
    const foreignLot = (await lotsOf(other, other.apples.id))[0]!;
    const url = `/api/management/shops/${c.shop1.id}/current_lots`;

    const wrongGoods = await call('PUT', url, c.owner, {
      lots: [{ goods_id: c.apples.id, lot_id: eggLot.id }],
    });
    expect(wrongGoods.status).toBe(400);
    expect(wrongGoods.body.data.dahua_error).toBe('ERCO001541');
    const foreign = await call('PUT', url, c.owner, {
      lots: [{ goods_id: c.apples.id, lot_id: foreignLot.id }],
    });
    expect(foreign.body.data.dahua_error).toBe('ERCO001541');
    const twice = await call('PUT', url, c.owner, {
      lots: [
        { goods_id: c.apples.id, lot_id: null },
        { goods_id: c.apples.id, lot_id: null },
      ],
    });
    expect(twice.body.data.dahua_error).toBe('ERCO001542');
    const foreignGoods = await call('PUT', url, c.owner, {
      lots: [{ goods_id: other.apples.id, lot_id: null }],
    });
    expect(foreignGoods.status).toBe(404);

    const clerk = await c.join('USER');
    expect((await call('PUT', url, clerk, { lots: [{ goods_id: c.apples.id, lot_id: null }] })).status).toBe(
      403,
    );
    // A clerk reads.
    expect((await call('GET', `/api/management/lots?goods_id=${c.apples.id}`, clerk)).status).toBe(200);

    expect((await call('GET', `/api/management/lots?goods_id=${c.apples.id}`, other.owner)).status).toBe(404);
    expect((await call('GET', url, other.owner)).status).toBe(404);
    expect(
      (await call('PUT', url, other.owner, { lots: [{ goods_id: other.apples.id, lot_id: null }] })).status,
    ).toBe(404);
    // Nothing changed.
    expect(await currentLot(c, c.shop1.id, c.apples.id)).toMatchObject({ lot: 'P', chosen_by_hand: false });
  });

  it('two choices at once: both answer, one row remains', async () => {
    const c = await company();
    await receive(c, c.loc1, [
      { goods_id: c.apples.id, quantity: 100, lot: 'M' },
      { goods_id: c.apples.id, quantity: 100, lot: 'N' },
    ]);
    const [m, n] = (await lotsOf(c, c.apples.id)).sort((a, b) => a.lot.localeCompare(b.lot));
    const url = `/api/management/shops/${c.shop1.id}/current_lots`;
    const answers = await Promise.all(
      [m!, n!].map((lot) => call('PUT', url, c.owner, { lots: [{ goods_id: c.apples.id, lot_id: lot.id }] })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const rows = await t.ctx.db
      .select()
      .from(shopCurrentLots)
      .where(and(eq(shopCurrentLots.shopId, c.shop1.id), eq(shopCurrentLots.goodsId, c.apples.id)));
    expect(rows).toHaveLength(1);
    expect([m!.id, n!.id]).toContain(rows[0]!.lotId);
  });

  it('two receipts of one new lot posted at once: both post, one lot with one code, current in both shops', async () => {
    const c = await company();
    const drafts = await Promise.all(
      [c.loc1, c.loc2].map((location) =>
        data('POST', '/api/management/receipts', c.owner, {
          location_id: location,
          supplier_id: c.supplier,
          lines: [{ goods_id: c.apples.id, quantity: 500, lot: 'TWIN', expiry_date: '2099-05-01' }],
        }),
      ),
    );
    const posted = await Promise.all(
      drafts.map((d: { id: number }) => call('POST', `/api/management/receipts/${d.id}/post`, c.owner)),
    );
    expect(posted.map((p) => p.status)).toEqual([200, 200]);
    const all = await lotsOf(c, c.apples.id);
    expect(all.map((l) => [l.lot, l.received_quantity])).toEqual([['TWIN', 1_000]]);
    expect((await currentLot(c, c.shop1.id, c.apples.id))?.lot).toBe('TWIN');
    expect((await currentLot(c, c.shop2.id, c.apples.id))?.lot).toBe('TWIN');
  });
});

describe('the public trace of a lot', () => {
  async function traced() {
    const c = await company();
    await receive(c, c.loc1, [
      {
        goods_id: c.apples.id,
        quantity: 100,
        lot: 'LOT-7',
        production_date: '2026-11-01',
        expiry_date: '2099-12-31',
      },
    ]);
    const [lot] = await lotsOf(c, c.apples.id);
    return { c, code: lot!.trace_code };
  }
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the lot with its declaration; the supplier only when the company allows it', async () => {
    const { c, code } = await traced();
    const json = await call('GET', `/api/external/trace/${code}`, null);
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({
      trace_code: code,
      lot: 'LOT-7',
      product_name: '苹果 红富士',
      origin: '山东烟台',
      producer: '烟台果园合作社',
      production_date: '2026-11-01',
      expiry_date: '2099-12-31',
      supplier_name: null,
      allergens: ['sesame'],
      may_contain: ['peanuts'],
      storage: 'Keep refrigerated',
      date_type: 'best_before',
    });
    expect(json.body.data.allergen_line).toMatch(/sesame/);
    expect(json.body.data.nutrition.map((r: { key: string }) => r.key)).toContain('energy_kj');
    expect(json.body.data.first_received_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(JSON.stringify(json.body.data)).not.toMatch(/company_id|goods_id|unit_price/);

    await data('PUT', `/api/management/companies/${c.id}/label_settings`, c.owner, {
      trace_shows_supplier: true,
    });
    expect((await call('GET', `/api/external/trace/${code}`, null)).body.data.supplier_name).toBe(
      `果园 ${plu}`,
    );
  });

  it('serves the page in Chinese by default, English on request, cacheable, allergens in bold', async () => {
    const { code } = await traced();
    const zh = await page(`/external/trace/${code}`);
    expect(zh.statusCode).toBe(200);
    expect(zh.headers['content-type']).toMatch(/text\/html/);
    expect(zh.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(zh.body).toContain('lang="zh-CN"');
    expect(zh.body).toContain('产品追溯');
    expect(zh.body).toContain('<strong>芝麻</strong>');
    expect(zh.body).toContain('保质期至');
    expect(zh.body).toContain(`/external/trace/${code}?lang=en`);
    expect(zh.body).not.toContain('<script');
    const en = await page(`/external/trace/${code}?lang=en`);
    expect(en.body).toContain('Product trace');
    expect(en.body).toContain('<strong>sesame</strong>');
    expect(en.body).toContain('Best before');
    const accept = await page(`/external/trace/${code}`, { 'accept-language': 'en-GB,en;q=0.9' });
    expect(accept.body).toContain('Product trace');
  });

  it('answers an unknown or malformed code with a clear page in both languages, status 404', async () => {
    for (const code of ['0000000000000', 'abc', '12345678901234567890']) {
      const html = await page(`/external/trace/${code}`);
      expect(html.statusCode).toBe(404);
      expect(html.headers['content-type']).toMatch(/text\/html/);
      expect(html.body).toContain('找不到此追溯码');
      expect(html.body).toContain('Trace code not found');
      expect(html.body).not.toContain('dahua_error');
      expect((await call('GET', `/api/external/trace/${code}`, null)).status).toBe(404);
    }
  });

  it('opens from a GS1 Digital Link-style address: GTIN-13, GTIN-14, item code; several companies: a chooser', async () => {
    const { c, code } = await traced();
    for (const key of [c.apples.numericCode, `0${c.apples.numericCode}`, c.apples.itemCode]) {
      const hop = await page(`/01/${key}/10/LOT-7`);
      expect(hop.statusCode, key).toBe(302);
      expect(hop.headers.location).toBe(`/external/trace/${code}`);
    }
    expect((await page(`/01/${c.apples.numericCode}/10/NO-SUCH-LOT`)).statusCode).toBe(404);
    // Another company selling goods under the same GTIN with a lot of the same name.
    const other = await company(c.apples.numericCode);
    await receive(other, other.loc1, [{ goods_id: other.apples.id, quantity: 100, lot: 'LOT-7' }]);
    const chooser = await page(`/01/${c.apples.numericCode}/10/LOT-7?lang=en`);
    expect(chooser.statusCode).toBe(200);
    expect(chooser.body).toContain('Choose the product');
    expect(chooser.body).toContain(`/external/trace/${code}`);
    const otherCode = (await t.ctx.db.select().from(lots).where(eq(lots.goodsId, other.apples.id)))[0]!
      .traceCode;
    expect(chooser.body).toContain(`/external/trace/${otherCode}`);
  });
});
