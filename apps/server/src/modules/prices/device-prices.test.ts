import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { priceChangeLines, priceChanges, priceListPrices } from '../../db/schema/index.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { listedAndPlainShops } from '../../test/price-fixtures.js';
import { runPriceSchedule } from '../price-changes/schedule.js';

// Issue 28, the device side: what a scale's bridge reads (state and change feed) as lists, changes and
// promotions take effect, on the schedule's (injected) clock.

let t: TestApp;
let owner: string;
let companyId: number;
let listId: number;
let apples: number;
let pears: number;
let eggs: number;
const scale = { listed: { id: 0, credential: '' }, plain: { id: 0, credential: '' } };

type Plu = {
  record: { plu: number; unitPrice: number };
  price: { source: string; source_id: number | null };
};

async function device(which: keyof typeof scale, url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${scale[which].credential}` },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}
/** The state's PLUs as [plu, price, source, source id]. */
async function state(which: keyof typeof scale) {
  const data = (await device(which, '/api/devices/state')) as { version: number; plus: { records: Plu[] } };
  return {
    version: data.version,
    plus: data.plus.records.map((p) => [p.record.plu, p.record.unitPrice, p.price.source, p.price.source_id]),
  };
}
/** The feed since `since`, its PLUs as [plu, price, source, source id]. */
async function feed(which: keyof typeof scale, since: number) {
  const data = (await device(which, `/api/devices/changes?since=${since}`)) as {
    version: number;
    full: boolean;
    plus: Plu[];
  };
  return {
    version: data.version,
    full: data.full,
    plus: data.plus.map((p) => [p.record.plu, p.record.unitPrice, p.price.source, p.price.source_id]),
  };
}
const plu = (rows: unknown[][], number: number) => rows.find((row) => row[0] === number);

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await listedAndPlainShops(t, [
    [1, '苹果', 1000],
    [2, '梨', 500],
    [3, '鸡蛋', 150],
  ]);
  ({ companyId, owner, listId } = fixture);
  [apples, pears, eggs] = fixture.goodsIds as [number, number, number];
  Object.assign(scale, fixture.scale);
  await fixture.joinList();
});

afterAll(() => t.close());

describe('what the scales hold', () => {
  it('a list overrides the base for its shops only (device state and the scale page)', async () => {
    const before = { listed: await state('listed'), plain: await state('plain') };
    await t.ctx.db
      .insert(priceListPrices)
      .values({ priceListId: listId, goodsId: apples, unitPriceFen: 1200 });
    const listed = await state('listed');
    const plain = await state('plain');
    expect(plu(listed.plus, 1)).toEqual([1, 1200, 'list', listId]);
    expect(plu(listed.plus, 2)).toEqual([2, 500, 'base', null]);
    expect(plu(plain.plus, 1)).toEqual([1, 1000, 'base', null]);
    expect(listed.version).toBeGreaterThan(before.listed.version);
    expect(plain.version).toBe(before.plain.version);
    expect((await feed('listed', before.listed.version)).plus).toEqual([[1, 1200, 'list', listId]]);

    // The scale's goods tab says the same, with the list's name.
    const page = async (which: keyof typeof scale) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/scales/${scale[which].id}/goods?per_page=10`,
          headers: tokenHeader(owner),
        })
      )
        .json()
        .data.list.map((g: { plu_number: number; price: unknown }) => [g.plu_number, g.price]);
    expect((await page('listed')).slice(0, 2)).toEqual([
      [1, { unit_price: 1200, source: 'list', source_id: listId, source_name: '城区' }],
      [2, { unit_price: 500, source: 'base', source_id: null, source_name: null }],
    ]);
    expect((await page('plain'))[0]).toEqual([
      1,
      { unit_price: 1000, source: 'base', source_id: null, source_name: null },
    ]);
  });

  it('a change goes live at its time: the old price before it, the new one right after', async () => {
    const at = Date.now() + 3_600_000;
    const [change] = await t.ctx.db
      .insert(priceChanges)
      .values({ companyId, kind: 'change', name: '梨调价', startsAt: new Date(at) })
      .returning();
    await t.ctx.db
      .insert(priceChangeLines)
      .values({ priceChangeId: change!.id, goodsId: pears, unitPriceFen: 560 });
    const v = { listed: (await state('listed')).version, plain: (await state('plain')).version };

    t.ctx.clock = () => new Date(at - 1000);
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [], ended: [] });
    expect((await feed('plain', v.plain)).plus).toEqual([]);
    expect(plu((await state('plain')).plus, 2)).toEqual([2, 500, 'base', null]);

    t.ctx.clock = () => new Date(at);
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [change!.id], ended: [] });
    for (const which of ['plain', 'listed'] as const) {
      expect((await feed(which, v[which])).plus).toEqual([[2, 560, 'change', change!.id]]);
      expect(plu((await state(which)).plus, 2)).toEqual([2, 560, 'change', change!.id]);
    }
    t.ctx.clock = () => new Date();
  });

  it('a bridge offline across a promotion’s end gets the base price, never the promotion’s', async () => {
    const at = Date.now() + 7_200_000;
    // The bridge last read the feed here, before the promotion started.
    const v = { listed: (await state('listed')).version, plain: (await state('plain')).version };
    const [promotion] = await t.ctx.db
      .insert(priceChanges)
      .values({
        companyId,
        kind: 'promotion',
        name: '鸡蛋特价',
        startsAt: new Date(at),
        endsAt: new Date(at + 3_600_000),
      })
      .returning();
    await t.ctx.db
      .insert(priceChangeLines)
      .values({ priceChangeId: promotion!.id, goodsId: eggs, unitPriceFen: 99 });
    t.ctx.clock = () => new Date(at);
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [promotion!.id], ended: [] });
    // While it runs, a bridge asking would get the promotion's price …
    expect(plu((await feed('plain', v.plain)).plus, 3)).toEqual([3, 99, 'promotion', promotion!.id]);
    t.ctx.clock = () => new Date(at + 3_600_000);
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [], ended: [promotion!.id] });
    // … but the bridge that was offline throughout asks with its old version afterwards: the base price.
    for (const which of ['plain', 'listed'] as const) {
      const since = await feed(which, v[which]);
      expect(since.full).toBe(false);
      expect(since.plus).toEqual([[3, 150, 'base', null]]);
      expect(plu((await state(which)).plus, 3)).toEqual([3, 150, 'base', null]);
    }
    t.ctx.clock = () => new Date();
  });
});
