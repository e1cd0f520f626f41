import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceChangeLines, priceChanges, priceListPrices } from '../../db/schema/index.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { listedAndPlainShops } from '../../test/price-fixtures.js';
import { runPriceSchedule } from '../price-changes/schedule.js';

// Issue 28: each sale says which of our prices the scale sold at, judged at its trade time.

let t: TestApp;
let owner: string;
let companyId: number;
let listId: number;
let apples: number;
let pears: number;
let promotionId: number;
let changeId: number;
const scale = { listed: { id: 0, credential: '' }, plain: { id: 0, credential: '' } };

// The schedule's (fake) clock: a promotion of the list from 10:00 to 12:00, a base change at 09:00.
const at = (hhmm: string) => `2026-05-01T${hhmm}:00Z`;

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await listedAndPlainShops(t, [
    [1, '苹果', 1000],
    [2, '梨', 500],
  ]);
  ({ companyId, owner, listId } = fixture);
  [apples, pears] = fixture.goodsIds as [number, number];
  Object.assign(scale, fixture.scale);
  await fixture.joinList();
  await t.ctx.db.insert(priceListPrices).values({ priceListId: listId, goodsId: apples, unitPriceFen: 1200 });

  const [promotion] = await t.ctx.db
    .insert(priceChanges)
    .values({
      companyId,
      kind: 'promotion',
      name: '午市苹果',
      priceListId: listId,
      startsAt: new Date(at('10:00')),
      endsAt: new Date(at('12:00')),
    })
    .returning();
  promotionId = promotion!.id;
  await t.ctx.db
    .insert(priceChangeLines)
    .values({ priceChangeId: promotionId, goodsId: apples, unitPriceFen: 900 });
  const [change] = await t.ctx.db
    .insert(priceChanges)
    .values({ companyId, kind: 'change', name: '梨调价', startsAt: new Date(at('09:00')) })
    .returning();
  changeId = change!.id;
  await t.ctx.db
    .insert(priceChangeLines)
    .values({ priceChangeId: changeId, goodsId: pears, unitPriceFen: 450 });
  for (const time of ['09:00', '10:00', '12:00']) {
    t.ctx.clock = () => new Date(at(time));
    await runPriceSchedule(t.ctx);
  }
  t.ctx.clock = () => new Date();
});

afterAll(() => t.close());

let recordNo = 0;
const sale = (plu: number, time: string, unitPrice: number): TradeRecordInput => ({
  record_no: ++recordNo,
  trade_time: at(time),
  plu,
  weighing_mode: 0,
  weight: 1000,
  unit_price: unitPrice,
  total_before_discount: unitPrice,
  total_price: unitPrice,
  ticket_no: recordNo,
  department: 1,
});

type Answer = {
  trade_info: {
    record_no: number;
    price_source: string | null;
    price_source_id: number | null;
    price_source_name: string | null;
  };
};

async function sourcesOf(which: keyof typeof scale, records: TradeRecordInput[]) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: { authorization: `Bearer ${scale[which].credential}` },
    payload: { records },
  });
  expect(sent.json().data).toMatchObject({ stored: records.length });
  const page = await t.app.inject({
    method: 'GET',
    url: `/api/management/trades?scale_id=${scale[which].id}&per_page=100`,
    headers: tokenHeader(owner),
  });
  const byNo = new Map(
    (page.json().data.list as Answer[]).map((row) => [row.trade_info.record_no, row.trade_info]),
  );
  return records.map((record) => {
    const info = byNo.get(record.record_no)!;
    return [info.price_source, info.price_source_id, info.price_source_name];
  });
}

describe('which rule set the price a scale sold at', () => {
  it('is the rule in force at the trade time when its price is the sold one', async () => {
    expect(
      await sourcesOf('listed', [
        sale(1, '09:30', 1200), // the list's own price before the promotion
        sale(1, '11:00', 900), // the list's promotion while it ran
        sale(1, '13:00', 1200), // the list's price after it ended
        sale(2, '09:30', 450), // the base change, started at 09:00
      ]),
    ).toEqual([
      ['list', listId, '城区'],
      ['promotion', promotionId, '午市苹果'],
      ['list', listId, '城区'],
      ['change', changeId, '梨调价'],
    ]);
    // The shop in no list: the base price, and the change that set the pears' base.
    expect(await sourcesOf('plain', [sale(1, '11:00', 1000), sale(2, '11:00', 450)])).toEqual([
      ['base', null, null],
      ['change', changeId, '梨调价'],
    ]);
  });

  it('names a change or promotion whose price it sold at when another rule was in force', async () => {
    expect(
      await sourcesOf('listed', [
        sale(1, '12:00', 900), // a scale not yet in step at the promotion's end
        sale(2, '08:00', 480), // none of ours
        sale(1, '11:30', 1200), // the list's price during the promotion: the rule is the promotion's
        sale(1, '11:30', 777), // typed at the scale
      ]),
    ).toEqual([
      ['other', null, null],
      ['other', null, null],
      ['other', null, null],
      ['other', null, null],
    ]);
    // The base promotion's price in a listed shop, sold while the list's own rule was in force.
    const [basePromo] = await t.ctx.db
      .insert(priceChanges)
      .values({
        companyId,
        kind: 'promotion',
        name: '周末特价',
        startsAt: new Date(at('14:00')),
        endsAt: new Date(at('16:00')),
      })
      .returning();
    await t.ctx.db
      .insert(priceChangeLines)
      .values({ priceChangeId: basePromo!.id, goodsId: apples, unitPriceFen: 800 });
    t.ctx.clock = () => new Date(at('14:00'));
    await runPriceSchedule(t.ctx);
    t.ctx.clock = () => new Date();
    expect(await sourcesOf('listed', [sale(1, '15:00', 800), sale(1, '15:00', 1200)])).toEqual([
      ['promotion', basePromo!.id, '周末特价'],
      ['list', listId, '城区'],
    ]);
  });

  it('leaves an unmapped record without one, and judges list prices as they are now', async () => {
    expect(await sourcesOf('plain', [sale(99, '11:00', 1000)])).toEqual([[null, null, null]]);
    await t.ctx.db
      .update(priceListPrices)
      .set({ unitPriceFen: 1300 })
      .where(eq(priceListPrices.goodsId, apples));
    expect(await sourcesOf('listed', [sale(1, '09:30', 1300), sale(1, '09:30', 1200)])).toEqual([
      ['list', listId, '城区'],
      ['other', null, null],
    ]);
  });

  it('carries the rule in the export in either language, and the export imports back', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/management/trades/export?format=csv&scale_id=${scale.listed.id}`,
      headers: { ...tokenHeader(owner), lang: 'en' },
    });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]!.endsWith(',Price rule')).toBe(true);
    const rules = new Set(lines.slice(1).map((line) => line.split(',').at(-1)));
    expect([...rules].sort()).toEqual([
      'Change 梨调价',
      'List 城区',
      'Other',
      'Promotion 午市苹果',
      'Promotion 周末特价',
    ]);
    const zh = await t.app.inject({
      method: 'GET',
      url: `/api/management/trades/export?format=csv&scale_id=${scale.plain.id}`,
      headers: { ...tokenHeader(owner), lang: 'ch' },
    });
    const zhLines = zh.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(zhLines[0]!.endsWith(',价格来源')).toBe(true);
    expect(new Set(zhLines.slice(1).map((line) => line.split(',').at(-1)))).toEqual(
      new Set(['基础价', '调价 梨调价', '']),
    );
    const boundary = '----trades';
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/management/trades/import?scale_id=${scale.listed.id}`,
      headers: { ...tokenHeader(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sales.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        csv.rawPayload,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(back.json().data).toMatchObject({ received: lines.length - 1, stored: 0 });
  });
});
