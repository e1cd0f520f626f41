import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  goods,
  priceChangeLines,
  priceChanges,
  priceListPrices,
  priceListShops,
} from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { listedAndPlainShops } from '../../test/price-fixtures.js';
import { pricesInShop } from './queries.js';

// Issue 28: the rule of the price in force, and the device changes that its writes send (migration 0026).

let t: TestApp;
let companyId: number;
let listed: number; // a shop in the list
let plain: number; // a shop in no list
let listId: number;
let apples: number;
let pears: number;
const scale = { listed: { id: 0, credential: '' }, plain: { id: 0, credential: '' } };

async function feed(which: keyof typeof scale, since: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/devices/changes?since=${since}`,
    headers: { authorization: `Bearer ${scale[which].credential}` },
  });
  return response.json().data as {
    version: number;
    plus: {
      record: { plu: number; unitPrice: number };
      price: { source: string; source_id: number | null };
    }[];
  };
}
const versionOf = async (which: keyof typeof scale) => (await feed(which, 0)).version;
const priceAt = async (shop: number, item: number) => (await pricesInShop(t.ctx.db, shop, [item])).get(item);

beforeAll(async () => {
  t = await createTestApp();
  const fixture = await listedAndPlainShops(t, [
    [1, '苹果', 1000],
    [2, '梨', 500],
  ]);
  ({ companyId, listId } = fixture);
  ({ listed, plain } = fixture.shops);
  [apples, pears] = fixture.goodsIds as [number, number];
  Object.assign(scale, fixture.scale);
});

afterAll(() => t.close());

describe('the price in force', () => {
  it('is the base until a list sets another, and then only in the list’s shops', async () => {
    expect(await priceAt(listed, apples)).toEqual({
      unitPriceFen: 1000,
      source: 'base',
      sourceId: null,
      priceListId: null,
    });
    const before = { listed: await versionOf('listed'), plain: await versionOf('plain') };
    await t.ctx.db
      .insert(priceListPrices)
      .values({ priceListId: listId, goodsId: apples, unitPriceFen: 1200 });
    // A list without shops sends nothing; joining a shop sends the PLUs the list prices.
    expect(await versionOf('listed')).toBe(before.listed);
    await t.ctx.db.insert(priceListShops).values({ shopId: listed, priceListId: listId, companyId });
    const changed = await feed('listed', before.listed);
    expect(
      changed.plus.map((p) => [p.record.plu, p.record.unitPrice, p.price.source, p.price.source_id]),
    ).toEqual([[1, 1200, 'list', listId]]);
    expect(await versionOf('plain')).toBe(before.plain);
    expect(await priceAt(plain, apples)).toMatchObject({ unitPriceFen: 1000, source: 'base' });
    // A list price edited: the list's shops' scales only.
    const v = await versionOf('listed');
    await t.ctx.db
      .update(priceListPrices)
      .set({ unitPriceFen: 1250 })
      .where(eq(priceListPrices.goodsId, apples));
    expect((await feed('listed', v)).plus.map((p) => p.record.unitPrice)).toEqual([1250]);
    expect(await versionOf('plain')).toBe(before.plain);
  });

  it('follows a promotion only while the schedule holds it started, the list’s over the base’s', async () => {
    const [base] = await t.ctx.db
      .insert(priceChanges)
      .values({
        companyId,
        kind: 'promotion',
        name: '全场梨',
        startsAt: new Date(Date.now() + 60_000),
        endsAt: new Date(Date.now() + 120_000),
      })
      .returning();
    await t.ctx.db.insert(priceChangeLines).values([
      { priceChangeId: base!.id, goodsId: pears, unitPriceFen: 400 },
      { priceChangeId: base!.id, goodsId: apples, unitPriceFen: 900 },
    ]);
    // Not started: nothing changes.
    expect(await priceAt(plain, pears)).toMatchObject({ unitPriceFen: 500, source: 'base' });
    const v = { listed: await versionOf('listed'), plain: await versionOf('plain') };
    await t.ctx.db.update(priceChanges).set({ startedTime: sql`now()` }).where(eq(priceChanges.id, base!.id));
    expect(await priceAt(plain, pears)).toEqual({
      unitPriceFen: 400,
      source: 'promotion',
      sourceId: base!.id,
      priceListId: null,
    });
    // The list's own price beats a base promotion.
    expect(await priceAt(listed, apples)).toMatchObject({ unitPriceFen: 1250, source: 'list' });
    const plainFeed = await feed('plain', v.plain);
    expect(plainFeed.plus.map((p) => [p.record.plu, p.record.unitPrice])).toEqual([
      [1, 900],
      [2, 400],
    ]);
    // Ended: the base again, sent again.
    const after = await versionOf('plain');
    await t.ctx.db.update(priceChanges).set({ endedTime: sql`now()` }).where(eq(priceChanges.id, base!.id));
    expect(
      (await feed('plain', after)).plus.map((p) => [p.record.plu, p.record.unitPrice, p.price.source]),
    ).toEqual([
      [1, 1000, 'base'],
      [2, 500, 'base'],
    ]);
  });

  it('names the change that set a price until a person sets it by hand', async () => {
    const [change] = await t.ctx.db
      .insert(priceChanges)
      .values({ companyId, kind: 'change', name: '调价', startsAt: new Date(), startedTime: new Date() })
      .returning();
    await t.ctx.db
      .update(goods)
      .set({ unitPriceFen: 550, priceChangeId: change!.id })
      .where(eq(goods.id, pears));
    expect(await priceAt(plain, pears)).toEqual({
      unitPriceFen: 550,
      source: 'change',
      sourceId: change!.id,
      priceListId: null,
    });
    await t.ctx.db.update(goods).set({ unitPriceFen: 560 }).where(eq(goods.id, pears));
    expect(await priceAt(plain, pears)).toMatchObject({ unitPriceFen: 560, source: 'base', sourceId: null });
  });
});

describe('the schedule', () => {
  it('starts a change and a promotion at their time and ends the promotion at its end, once', async () => {
    const { runPriceSchedule } = await import('../price-changes/schedule.js');
    const at = Date.parse('2031-03-01T10:00:00Z');
    t.ctx.clock = () => new Date(at - 1000);
    const [change] = await t.ctx.db
      .insert(priceChanges)
      .values({ companyId, kind: 'change', name: '三月调价', priceListId: listId, startsAt: new Date(at) })
      .returning();
    await t.ctx.db
      .insert(priceChangeLines)
      .values({ priceChangeId: change!.id, goodsId: pears, unitPriceFen: 610 });
    const [promotion] = await t.ctx.db
      .insert(priceChanges)
      .values({
        companyId,
        kind: 'promotion',
        name: '晚市',
        priceListId: listId,
        startsAt: new Date(at + 60_000),
        endsAt: new Date(at + 120_000),
      })
      .returning();
    await t.ctx.db
      .insert(priceChangeLines)
      .values({ priceChangeId: promotion!.id, goodsId: pears, unitPriceFen: 300 });

    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [], ended: [] });
    t.ctx.clock = () => new Date(at);
    const v = await versionOf('listed');
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [change!.id], ended: [] });
    expect(await priceAt(listed, pears)).toEqual({
      unitPriceFen: 610,
      source: 'change',
      sourceId: change!.id,
      priceListId: listId,
    });
    expect((await feed('listed', v)).plus.map((p) => [p.record.plu, p.record.unitPrice])).toEqual([[2, 610]]);
    // Two runs at once (two instances): each start happens once.
    t.ctx.clock = () => new Date(at + 60_000);
    const runs = await Promise.all([runPriceSchedule(t.ctx), runPriceSchedule(t.ctx)]);
    expect(runs.flatMap((run) => run.started)).toEqual([promotion!.id]);
    expect(await priceAt(listed, pears)).toMatchObject({
      unitPriceFen: 300,
      source: 'promotion',
      sourceId: promotion!.id,
    });
    // Past its end: the list's price again (the change's), and the plain shop never saw either.
    t.ctx.clock = () => new Date(at + 120_000);
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [], ended: [promotion!.id] });
    expect(await priceAt(listed, pears)).toMatchObject({ unitPriceFen: 610, source: 'change' });
    expect(await priceAt(plain, pears)).toMatchObject({ unitPriceFen: 560, source: 'base' });
  });
});
