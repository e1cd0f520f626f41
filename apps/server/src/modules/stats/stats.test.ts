/**
 * The analyses (issue 15) on a small known data set sent as the scales send it (POST
 * /api/devices/trades), checked figure for figure: every number below is worked out by hand from
 * the records in `beforeAll`.
 */

import { dayIn } from '@dahua/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, goods, scaleGoods, scales, shops, stockLocations } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { dashboardOf } from '../dashboard/service.js';
import { issueDeviceCredential } from '../scales/service.js';

const chinaToday = (now: Date) => dayIn(now, 'Asia/Shanghai');

let t: TestApp;

type Trade = {
  no: number;
  at: string;
  plu: number;
  mode: 0 | 1 | 2;
  weight: number;
  price: number;
  total: number;
  before?: number;
  ticket?: number;
  dept?: number;
};

/** Sends records as the scale holding `credential` would; all must be stored. */
async function send(credential: string, trades: Trade[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: { authorization: `Bearer ${credential}` },
    payload: {
      records: trades.map((r) => ({
        record_no: r.no,
        trade_time: r.at,
        plu: r.plu,
        weighing_mode: r.mode,
        weight: r.weight,
        unit_price: r.price,
        total_before_discount: r.before ?? r.total,
        total_price: r.total,
        ...(r.ticket === undefined ? {} : { ticket_no: r.ticket }),
        ...(r.dept === undefined ? {} : { department: r.dept }),
      })),
    },
  });
  const body = response.json();
  if (body.code !== 1) throw new Error(`ingest: ${response.statusCode} ${JSON.stringify(body)}`);
  expect(body.data).toMatchObject({ received: trades.length, stored: trades.length });
}

async function call(url: string, token: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...tokenHeader(token), lang: 'en' } });
  return { status: response.statusCode, body: response.json() };
}
async function data(url: string, token: string) {
  const answer = await call(url, token);
  if (answer.body.code !== 1) throw new Error(`${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** A company (analysis open unless told) with an owner, shops, credentialed scales, goods on them. */
async function company(open = true) {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  await t.ctx.db.update(companies).set({ ifAnalysisOpen: open }).where(eq(companies.id, row.id));
  return { id: row.id, ownerId: owner.id, owner: await signIn(t.app, owner.username!, owner.password) };
}
async function shop(companyId: number, name: string) {
  const [made] = await t.ctx.db.insert(shops).values({ companyId, name }).returning();
  return made!;
}
async function scale(companyId: number, shopId: number, name: string, goodsIds: number[], credential = true) {
  const [made] = await t.ctx.db.insert(scales).values({ companyId, shopId, scaleName: name }).returning();
  if (goodsIds.length > 0)
    await t.ctx.db
      .insert(scaleGoods)
      .values(goodsIds.map((goodsId) => ({ scaleId: made!.id, goodsId, companyId })));
  const secret = credential ? await issueDeviceCredential(t.ctx.db, made!.id) : '';
  return { id: made!.id, name, credential: secret };
}
async function item(companyId: number, plu: number, name: string, weighingMode: 0 | 1 | 2, unit = 'kg') {
  const [made] = await t.ctx.db
    .insert(goods)
    .values({
      companyId,
      pluNumber: plu,
      itemCode: String(plu),
      name,
      unitPriceFen: 1000,
      weighingMode,
      measureUnit: unit,
    })
    .returning();
  return made!.id;
}

let admin: string;
let c1: Awaited<ReturnType<typeof company>>;
let c2: Awaited<ReturnType<typeof company>>;
let closed: Awaited<ReturnType<typeof company>>;
const ids = {
  shop1: 0,
  shop2: 0,
  shop3: 0,
  scaleA: 0,
  scaleB: 0,
  scaleC: 0,
  apples: 0,
  eggs: 0,
  boxed: 0,
  pears: 0,
  c2Shop: 0,
  c2Goods: 0,
};

const at = (local: string) => `${local}+08:00`;

beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, a.username!, a.password);

  c1 = await company();
  ids.apples = await item(c1.id, 1, '苹果', 0);
  ids.eggs = await item(c1.id, 2, '鸡蛋', 1, '个');
  ids.boxed = await item(c1.id, 3, '盒装草莓', 2);
  ids.pears = await item(c1.id, 4, '梨', 0);
  await item(c1.id, 5, '不上秤的商品', 0);
  ids.shop1 = (await shop(c1.id, '一号店')).id;
  ids.shop2 = (await shop(c1.id, '二号店')).id;
  ids.shop3 = (await shop(c1.id, '三号店')).id;
  const A = await scale(c1.id, ids.shop1, '秤A', [ids.apples, ids.eggs, ids.boxed, ids.pears]);
  const B = await scale(c1.id, ids.shop1, '秤B', [ids.apples]);
  const C = await scale(c1.id, ids.shop2, '秤C', [ids.apples, ids.eggs, ids.pears]);
  await scale(c1.id, ids.shop2, '秤D（未注册）', [], false);
  Object.assign(ids, { scaleA: A.id, scaleB: B.id, scaleC: C.id });

  // The range used below: Monday 2025-03-03 … Sunday 2025-03-09 (China days).
  await send(A.credential, [
    {
      no: 1,
      at: at('2025-03-03T09:15:00'),
      plu: 1,
      mode: 0,
      weight: 500,
      price: 1200,
      total: 600,
      ticket: 1,
      dept: 1,
    },
    {
      no: 2,
      at: at('2025-03-03T09:16:00'),
      plu: 2,
      mode: 1,
      weight: 6,
      price: 100,
      total: 550,
      before: 600,
      ticket: 1,
      dept: 2,
    },
    {
      no: 3,
      at: at('2025-03-04T18:30:00'),
      plu: 1,
      mode: 0,
      weight: 1000,
      price: 1000,
      total: 1000,
      ticket: 2,
      dept: 1,
    },
    { no: 4, at: at('2025-03-09T23:59:00'), plu: 3, mode: 2, weight: 250, price: 2000, total: 500 },
    // The previous period (2025-02-24 … 03-02) and last year (2024-03-03 … 03-09).
    {
      no: 9,
      at: at('2025-02-26T10:00:00'),
      plu: 1,
      mode: 0,
      weight: 1000,
      price: 1200,
      total: 1200,
      ticket: 5,
    },
    { no: 10, at: at('2025-02-26T13:00:00'), plu: 2, mode: 1, weight: 5, price: 100, total: 500, ticket: 6 },
    {
      no: 11,
      at: at('2024-03-05T10:00:00'),
      plu: 1,
      mode: 0,
      weight: 500,
      price: 1000,
      total: 500,
      ticket: 1,
    },
    // Just after the range.
    {
      no: 12,
      at: at('2025-03-10T00:00:00'),
      plu: 1,
      mode: 0,
      weight: 833,
      price: 1200,
      total: 999,
      ticket: 1,
    },
  ]);
  await send(B.credential, [
    {
      no: 5,
      at: at('2025-03-03T09:40:00'),
      plu: 1,
      mode: 0,
      weight: 200,
      price: 1200,
      total: 240,
      ticket: 1,
    },
    // 00:30 in China is the day before in UTC: it is Thursday's.
    {
      no: 6,
      at: at('2025-03-06T00:30:00'),
      plu: 99,
      mode: 0,
      weight: 100,
      price: 3000,
      total: 300,
      ticket: 7,
    },
  ]);
  await send(C.credential, [
    {
      no: 7,
      at: at('2025-03-05T12:00:00'),
      plu: 1,
      mode: 0,
      weight: 3000,
      price: 1200,
      total: 3600,
      before: 3700,
      ticket: 1,
    },
    { no: 8, at: at('2025-03-05T12:05:00'), plu: 2, mode: 1, weight: 12, price: 100, total: 1200, ticket: 2 },
    { no: 13, at: at('2025-03-02T20:00:00'), plu: 2, mode: 1, weight: 10, price: 100, total: 1000 },
  ]);

  // A second company (analysis open) and one that has not opened analysis.
  c2 = await company();
  ids.c2Goods = await item(c2.id, 1, '别家苹果', 0);
  ids.c2Shop = (await shop(c2.id, '别家店')).id;
  const other = await scale(c2.id, ids.c2Shop, '别家秤', [ids.c2Goods]);
  await send(other.credential, [
    { no: 1, at: at('2025-03-05T10:00:00'), plu: 1, mode: 0, weight: 100, price: 1000, total: 100 },
  ]);
  closed = await company(false);
  const closedShop = await shop(closed.id, '未开通店');
  const closedGoods = await item(closed.id, 1, '未开通商品', 0);
  const closedScale = await scale(closed.id, closedShop.id, '未开通秤', [closedGoods]);
  await send(closedScale.credential, [
    { no: 1, at: at('2025-03-05T10:00:00'), plu: 1, mode: 0, weight: 100, price: 7770, total: 777 },
  ]);
});
afterAll(() => t.close());

const WEEK = 'date_from=2025-03-03&date_to=2025-03-09';
const zeroTickets = { tickets: 0, amount: 0, items: 0, avg_ticket: 0, items_per_ticket: 0 };
const zeroSales = { amount: 0, weight: 0, pieces: 0, count: 0, discount: 0 };
const sales = (amount: number, weight: number, pieces: number, count: number, discount = 0) => ({
  amount,
  weight,
  pieces,
  count,
  discount,
});

describe('order analysis', () => {
  it('counts tickets per day, per weekday and hour, and against the previous period', async () => {
    const answer = await data(`/api/management/stats/orders?${WEEK}`, c1.owner);
    expect(answer.range).toEqual({ date_from: '2025-03-03', date_to: '2025-03-09' });
    expect(answer.previous_range).toEqual({ date_from: '2025-02-24', date_to: '2025-03-02' });
    expect(answer.summary).toEqual({
      tickets: 7,
      amount: 7990,
      items: 8,
      avg_ticket: 1141,
      items_per_ticket: 1.14,
    });
    expect(answer.previous).toEqual({
      tickets: 3,
      amount: 2700,
      items: 3,
      avg_ticket: 900,
      items_per_ticket: 1,
    });
    expect(answer.series).toEqual([
      { period: '2025-03-03', tickets: 2, amount: 1390, items: 3, avg_ticket: 695, items_per_ticket: 1.5 },
      { period: '2025-03-04', tickets: 1, amount: 1000, items: 1, avg_ticket: 1000, items_per_ticket: 1 },
      { period: '2025-03-05', tickets: 2, amount: 4800, items: 2, avg_ticket: 2400, items_per_ticket: 1 },
      { period: '2025-03-06', tickets: 1, amount: 300, items: 1, avg_ticket: 300, items_per_ticket: 1 },
      { period: '2025-03-07', ...zeroTickets },
      { period: '2025-03-08', ...zeroTickets },
      { period: '2025-03-09', tickets: 1, amount: 500, items: 1, avg_ticket: 500, items_per_ticket: 1 },
    ]);
    expect(answer.heatmap).toEqual([
      { weekday: 1, hour: 9, tickets: 2 },
      { weekday: 2, hour: 18, tickets: 1 },
      { weekday: 3, hour: 12, tickets: 2 },
      { weekday: 4, hour: 0, tickets: 1 },
      { weekday: 7, hour: 23, tickets: 1 },
    ]);
  });

  it('defaults to the last 30 China days and filters by shop', async () => {
    const answer = await data('/api/management/stats/orders', c1.owner);
    const today = chinaToday(new Date());
    expect(answer.range.date_to).toBe(today);
    expect(answer.series).toHaveLength(30);
    expect(answer.series[0].period).toBe(answer.range.date_from);

    const shop2 = await data(`/api/management/stats/orders?${WEEK}&shop_id=${ids.shop2}`, c1.owner);
    expect(shop2.summary).toEqual({
      tickets: 2,
      amount: 4800,
      items: 2,
      avg_ticket: 2400,
      items_per_ticket: 1,
    });
    expect(shop2.previous).toEqual({
      tickets: 1,
      amount: 1000,
      items: 1,
      avg_ticket: 1000,
      items_per_ticket: 1,
    });
    expect(shop2.heatmap).toEqual([{ weekday: 3, hour: 12, tickets: 2 }]);
  });
});

describe('sales analysis', () => {
  it('sums by day, by weighing mode and department, and against last year', async () => {
    const answer = await data(`/api/management/stats/sales?${WEEK}`, c1.owner);
    expect(answer.granularity).toBe('day');
    expect(answer.last_year_range).toEqual({ date_from: '2024-03-03', date_to: '2024-03-09' });
    expect(answer.summary).toEqual(sales(7990, 5050, 18, 8, 150));
    expect(answer.previous).toEqual(sales(2700, 1000, 15, 3));
    expect(answer.last_year).toEqual(sales(500, 500, 0, 1));
    expect(answer.series.map((p: { period: string; amount: number }) => [p.period, p.amount])).toEqual([
      ['2025-03-03', 1390],
      ['2025-03-04', 1000],
      ['2025-03-05', 4800],
      ['2025-03-06', 300],
      ['2025-03-07', 0],
      ['2025-03-08', 0],
      ['2025-03-09', 500],
    ]);
    expect(answer.series[0]).toEqual({ period: '2025-03-03', ...sales(1390, 700, 6, 3, 50) });
    expect(
      answer.previous_series.map((p: { period: string; amount: number }) => [p.period, p.amount]),
    ).toEqual([
      ['2025-02-24', 0],
      ['2025-02-25', 0],
      ['2025-02-26', 1700],
      ['2025-02-27', 0],
      ['2025-02-28', 0],
      ['2025-03-01', 0],
      ['2025-03-02', 1000],
    ]);
    expect(answer.last_year_series[2]).toEqual({ period: '2024-03-05', ...sales(500, 500, 0, 1) });
    expect(answer.last_year_series).toHaveLength(7);
    expect(answer.by_mode).toEqual([
      { weighing_mode: 0, ...sales(5740, 4800, 0, 5, 100) },
      { weighing_mode: 1, ...sales(1750, 0, 18, 2, 50) },
      { weighing_mode: 2, ...sales(500, 250, 0, 1) },
    ]);
    expect(answer.by_department).toEqual([
      { department: 0, ...sales(5840, 3550, 12, 5, 100) },
      { department: 1, ...sales(1600, 1500, 0, 2) },
      { department: 2, ...sales(550, 0, 6, 1, 50) },
    ]);
  });

  it('buckets by ISO week and by month, the comparisons point for point', async () => {
    const week = await data(
      '/api/management/stats/sales?date_from=2025-03-01&date_to=2025-03-09&granularity=week',
      c1.owner,
    );
    expect(week.series).toEqual([
      { period: '2025-02-24', ...sales(1000, 0, 10, 1) },
      { period: '2025-03-03', ...sales(7990, 5050, 18, 8, 150) },
    ]);
    // The previous 9 days (02-20 … 02-28) move 9 days on: 02-26 lands in the week of 03-03.
    expect(week.previous_range).toEqual({ date_from: '2025-02-20', date_to: '2025-02-28' });
    expect(week.previous_series).toEqual([
      { period: '2025-02-17', ...zeroSales },
      { period: '2025-02-17', ...sales(1700, 1000, 5, 2) },
    ]);
    expect(week.last_year_series).toEqual([
      { period: '2024-02-26', ...zeroSales },
      { period: '2024-02-26', ...sales(500, 500, 0, 1) },
    ]);

    const month = await data(
      '/api/management/stats/sales?date_from=2025-02-01&date_to=2025-03-31&granularity=month',
      c1.owner,
    );
    expect(month.series).toEqual([
      { period: '2025-02-01', ...sales(1700, 1000, 5, 2) },
      { period: '2025-03-01', ...sales(1000 + 7990 + 999, 5050 + 833, 10 + 18, 10, 150) },
    ]);
    expect(month.previous_series).toEqual([
      { period: '2024-12-01', ...zeroSales },
      { period: '2025-01-01', ...zeroSales },
    ]);
    expect(month.last_year_range).toEqual({ date_from: '2024-02-01', date_to: '2024-03-31' });
    expect(month.last_year_series).toEqual([
      { period: '2024-02-01', ...zeroSales },
      { period: '2024-03-01', ...sales(500, 500, 0, 1) },
    ]);
  });
});

describe('goods analysis', () => {
  const named = (rows: { name: string }[]) => rows.map((r) => r.name);

  it('sums whole months from the monthly rollup and the edge days from the daily one, to the same totals', async () => {
    for (const range of [
      'date_from=2025-02-01&date_to=2025-03-31',
      'date_from=2025-02-20&date_to=2025-03-09',
      'date_from=2025-02-26&date_to=2025-03-31',
      'date_from=2025-01-15&date_to=2025-03-05',
      'date_from=2024-03-01&date_to=2025-03-31',
    ]) {
      const goods = await data(`/api/management/stats/goods?${range}`, c1.owner);
      const salesOfRange = await data(`/api/management/stats/sales?${range}`, c1.owner);
      expect(goods.total, range).toEqual(salesOfRange.summary);
      expect(goods.total.count, range).toBeGreaterThan(0);
    }
  });

  it('ranks goods, classes them ABC by amount and lists slow movers', async () => {
    const answer = await data(`/api/management/stats/goods?${WEEK}`, c1.owner);
    expect(answer.total).toEqual(sales(7990, 5050, 18, 8, 150));
    expect(answer.ranking).toEqual([
      {
        goods_id: ids.apples,
        plu: 1,
        name: '苹果',
        measure_unit: 'kg',
        weighing_mode: 0,
        ...sales(5440, 4700, 0, 4, 100),
        share: 5440 / 7990,
        cumulative_share: 5440 / 7990,
        abc: 'A',
      },
      {
        goods_id: ids.eggs,
        plu: 2,
        name: '鸡蛋',
        measure_unit: '个',
        weighing_mode: 1,
        ...sales(1750, 0, 18, 2, 50),
        share: 1750 / 7990,
        cumulative_share: 7190 / 7990,
        abc: 'A',
      },
      {
        goods_id: ids.boxed,
        plu: 3,
        name: '盒装草莓',
        measure_unit: 'kg',
        weighing_mode: 2,
        ...sales(500, 250, 0, 1),
        share: 500 / 7990,
        cumulative_share: 7690 / 7990,
        abc: 'B',
      },
      {
        goods_id: null,
        plu: 99,
        name: 'PLU 99',
        measure_unit: 'kg',
        weighing_mode: 0,
        ...sales(300, 100, 0, 1),
        share: 300 / 7990,
        cumulative_share: 1,
        abc: 'C',
      },
    ]);
    expect(answer.slow_movers).toEqual([{ goods_id: ids.pears, plu: 4, name: '梨', scales: 2 }]);
  });

  it('sorts by weight or count, limits, and filters by shop', async () => {
    const byWeight = await data(`/api/management/stats/goods?${WEEK}&sort=weight`, c1.owner);
    expect(named(byWeight.ranking)).toEqual(['苹果', '盒装草莓', 'PLU 99', '鸡蛋']);
    const byCount = await data(`/api/management/stats/goods?${WEEK}&sort=count&limit=2`, c1.owner);
    expect(named(byCount.ranking)).toEqual(['苹果', '鸡蛋']);
    expect(byCount.ranking[1].abc).toBe('A');

    const shop2 = await data(`/api/management/stats/goods?${WEEK}&shop_id=${ids.shop2}`, c1.owner);
    expect(
      shop2.ranking.map((r: { name: string; amount: number; abc: string }) => [r.name, r.amount, r.abc]),
    ).toEqual([
      ['苹果', 3600, 'A'],
      ['鸡蛋', 1200, 'A'],
    ]);
    expect(shop2.slow_movers).toEqual([{ goods_id: ids.pears, plu: 4, name: '梨', scales: 1 }]);
    // Boxed strawberries are on scale A only (shop 1), where they sold: no slow mover there but pears.
    const shop1 = await data(`/api/management/stats/goods?${WEEK}&shop_id=${ids.shop1}`, c1.owner);
    expect(shop1.slow_movers).toEqual([{ goods_id: ids.pears, plu: 4, name: '梨', scales: 1 }]);
    // A week without sales: everything on a scale is slow.
    const quiet = await data('/api/management/stats/goods?date_from=2025-03-07&date_to=2025-03-08', c1.owner);
    expect(quiet.ranking).toEqual([]);
    expect(quiet.slow_movers.map((r: { plu: number; scales: number }) => [r.plu, r.scales])).toEqual([
      [1, 3],
      [2, 2],
      [3, 1],
      [4, 2],
    ]);
  });

  it('details one goods item: trend, shops, scales, prices as sold, stock', async () => {
    const answer = await data(`/api/management/stats/goods/${ids.apples}?${WEEK}`, c1.owner);
    expect(answer.goods).toEqual({
      goods_id: ids.apples,
      plu: 1,
      name: '苹果',
      measure_unit: 'kg',
      weighing_mode: 0,
    });
    expect(answer.summary).toEqual(sales(5440, 4700, 0, 4, 100));
    expect(answer.series).toEqual([
      { period: '2025-03-03', ...sales(840, 700, 0, 2) },
      { period: '2025-03-04', ...sales(1000, 1000, 0, 1) },
      { period: '2025-03-05', ...sales(3600, 3000, 0, 1, 100) },
      { period: '2025-03-06', ...zeroSales },
      { period: '2025-03-07', ...zeroSales },
      { period: '2025-03-08', ...zeroSales },
      { period: '2025-03-09', ...zeroSales },
    ]);
    expect(answer.by_shop).toEqual([
      { id: ids.shop2, name: '二号店', ...sales(3600, 3000, 0, 1, 100) },
      { id: ids.shop1, name: '一号店', ...sales(1840, 1700, 0, 3) },
    ]);
    expect(answer.by_scale).toEqual([
      { id: ids.scaleC, name: '秤C', shop_name: '二号店', ...sales(3600, 3000, 0, 1, 100) },
      { id: ids.scaleA, name: '秤A', shop_name: '一号店', ...sales(1600, 1500, 0, 2) },
      { id: ids.scaleB, name: '秤B', shop_name: '一号店', ...sales(240, 200, 0, 1) },
    ]);
    expect(answer.prices).toEqual([
      { period: '2025-03-03', min_price: 1200, max_price: 1200 },
      { period: '2025-03-04', min_price: 1000, max_price: 1000 },
      { period: '2025-03-05', min_price: 1200, max_price: 1200 },
    ]);
    // Sales were posted to stock when they came in (today), not on their sale dates.
    expect(answer.stock).toEqual({ sold: 0, received: 0, returned: 0, lost: 0, counted: 0, transferred: 0 });
  });

  it('sets stock sold against received and lost, from the ledger', async () => {
    const [location] = await t.ctx.db
      .select()
      .from(stockLocations)
      .where(eq(stockLocations.shopId, ids.shop1));
    const post = async (url: string, payload: object) => {
      const answer = await t.app.inject({ method: 'POST', url, headers: tokenHeader(c1.owner), payload });
      const body = answer.json();
      if (body.code !== 1) throw new Error(`${url}: ${JSON.stringify(body)}`);
      return body.data;
    };
    const supplier = await post('/api/management/suppliers', { name: '果园' });
    const receipt = await post('/api/management/receipts', {
      location_id: location!.id,
      supplier_id: supplier.id,
      lines: [{ goods_id: ids.apples, quantity: 20000, unit_cost: 800 }],
    });
    await post(`/api/management/receipts/${receipt.id}/post`, {});
    const loss = await post('/api/management/losses', {
      location_id: location!.id,
      reason: 'damaged',
      lines: [{ goods_id: ids.apples, quantity: 300 }],
    });
    await post(`/api/management/losses/${loss.id}/post`, {});

    const today = chinaToday(new Date());
    const all = await data(
      `/api/management/stats/goods/${ids.apples}?date_from=${today}&date_to=${today}`,
      c1.owner,
    );
    // Every apple record sent (weights 500, 1000, 1000, 500, 833, 200, 3000), wherever its sale date.
    expect(all.stock).toEqual({
      sold: 7033,
      received: 20000,
      returned: 0,
      lost: 300,
      counted: 0,
      transferred: 0,
    });
    expect(all.summary).toEqual(zeroSales);
    const shop2 = await data(
      `/api/management/stats/goods/${ids.apples}?date_from=${today}&date_to=${today}&shop_id=${ids.shop2}`,
      c1.owner,
    );
    expect(shop2.stock).toEqual({
      sold: 3000,
      received: 0,
      returned: 0,
      lost: 0,
      counted: 0,
      transferred: 0,
    });
  });
});

describe('shop analysis', () => {
  it('compares shops with growth over the previous period', async () => {
    const answer = await data(`/api/management/stats/shops?${WEEK}`, c1.owner);
    expect(answer.shops).toEqual([
      {
        id: ids.shop2,
        name: '二号店',
        tickets: 2,
        amount: 4800,
        items: 2,
        avg_ticket: 2400,
        items_per_ticket: 1,
        weight: 3000,
        pieces: 12,
        previous_amount: 1000,
        growth: 3.8,
      },
      {
        id: ids.shop1,
        name: '一号店',
        tickets: 5,
        amount: 3190,
        items: 6,
        avg_ticket: 638,
        items_per_ticket: 1.2,
        weight: 2050,
        pieces: 6,
        previous_amount: 1700,
        growth: (3190 - 1700) / 1700,
      },
      {
        id: ids.shop3,
        name: '三号店',
        ...zeroTickets,
        weight: 0,
        pieces: 0,
        previous_amount: 0,
        growth: null,
      },
    ]);
  });

  it('details one shop: trend, top goods, each scale by hour', async () => {
    const answer = await data(`/api/management/stats/shops/${ids.shop1}?${WEEK}`, c1.owner);
    expect(answer.shop).toEqual({ id: ids.shop1, name: '一号店', company_id: c1.id });
    expect(answer.summary).toEqual({
      tickets: 5,
      amount: 3190,
      items: 6,
      avg_ticket: 638,
      items_per_ticket: 1.2,
      weight: 2050,
      pieces: 6,
    });
    expect(answer.previous).toEqual({
      tickets: 2,
      amount: 1700,
      items: 2,
      avg_ticket: 850,
      items_per_ticket: 1,
    });
    expect(answer.series).toEqual([
      { period: '2025-03-03', ...sales(1390, 700, 6, 3, 50), tickets: 2 },
      { period: '2025-03-04', ...sales(1000, 1000, 0, 1), tickets: 1 },
      { period: '2025-03-05', ...zeroSales, tickets: 0 },
      { period: '2025-03-06', ...sales(300, 100, 0, 1), tickets: 1 },
      { period: '2025-03-07', ...zeroSales, tickets: 0 },
      { period: '2025-03-08', ...zeroSales, tickets: 0 },
      { period: '2025-03-09', ...sales(500, 250, 0, 1), tickets: 1 },
    ]);
    expect(answer.top_goods).toEqual([
      {
        goods_id: ids.apples,
        plu: 1,
        name: '苹果',
        measure_unit: 'kg',
        weighing_mode: 0,
        ...sales(1840, 1700, 0, 3),
      },
      {
        goods_id: ids.eggs,
        plu: 2,
        name: '鸡蛋',
        measure_unit: '个',
        weighing_mode: 1,
        ...sales(550, 0, 6, 1, 50),
      },
      {
        goods_id: ids.boxed,
        plu: 3,
        name: '盒装草莓',
        measure_unit: 'kg',
        weighing_mode: 2,
        ...sales(500, 250, 0, 1),
      },
      {
        goods_id: null,
        plu: 99,
        name: 'PLU 99',
        measure_unit: 'kg',
        weighing_mode: 0,
        ...sales(300, 100, 0, 1),
      },
    ]);
    expect(answer.scale_hours).toEqual([
      { scale_id: ids.scaleA, scale_name: '秤A', hour: 9, tickets: 1, count: 2 },
      { scale_id: ids.scaleA, scale_name: '秤A', hour: 18, tickets: 1, count: 1 },
      { scale_id: ids.scaleA, scale_name: '秤A', hour: 23, tickets: 1, count: 1 },
      { scale_id: ids.scaleB, scale_name: '秤B', hour: 0, tickets: 1, count: 1 },
      { scale_id: ids.scaleB, scale_name: '秤B', hour: 9, tickets: 1, count: 1 },
    ]);
  });
});

describe('who sees what', () => {
  const every = (shopId: number, goodsId: number) => [
    `/api/management/stats/orders?${WEEK}`,
    `/api/management/stats/sales?${WEEK}`,
    `/api/management/stats/goods?${WEEK}`,
    `/api/management/stats/goods/${goodsId}?${WEEK}`,
    `/api/management/stats/shops?${WEEK}`,
    `/api/management/stats/shops/${shopId}?${WEEK}`,
  ];

  it('refuses company people until their company opened analysis', async () => {
    for (const url of every(ids.shop1, ids.apples)) {
      const answer = await call(url, closed.owner);
      expect(answer.status, url).toBe(403);
      expect(answer.body.data.dahua_error).toBe('ERCO000801');
      expect(answer.body.msg).toMatch(/data analysis/);
    }
    const loner = await buildUser(t.ctx);
    const none = await call(
      `/api/management/stats/orders?${WEEK}`,
      await signIn(t.app, loner.username!, loner.password),
    );
    expect(none.status).toBe(403);
  });

  it('answers another company’s shop, goods or company as missing', async () => {
    for (const url of [
      `/api/management/stats/goods/${ids.apples}?${WEEK}`,
      `/api/management/stats/shops/${ids.shop1}?${WEEK}`,
      `/api/management/stats/orders?${WEEK}&shop_id=${ids.shop1}`,
      `/api/management/stats/goods?${WEEK}&company_id=${c1.id}`,
      `/api/management/stats/goods/${ids.c2Goods}?${WEEK}&shop_id=${ids.shop1}`,
      `/api/management/stats/goods/999999?${WEEK}`,
      `/api/management/stats/shops/999999?${WEEK}`,
    ]) {
      const answer = await call(url, c2.owner);
      expect(answer.status, url).toBe(404);
      expect(answer.body.data.dahua_error).toBe('ERCO000006');
    }
    const own = await data(`/api/management/stats/goods/${ids.c2Goods}?${WEEK}`, c2.owner);
    expect(own.summary).toEqual(sales(100, 100, 0, 1));
  });

  it('lets administrators see every company that opened analysis, or any one company', async () => {
    const all = await data(`/api/management/stats/orders?${WEEK}`, admin);
    expect(all.summary).toEqual({
      tickets: 8,
      amount: 8090,
      items: 9,
      avg_ticket: 1011,
      items_per_ticket: 1.13,
    });
    const one = await data(`/api/management/stats/orders?${WEEK}&company_id=${c1.id}`, admin);
    expect(one.summary.amount).toBe(7990);
    const shut = await data(`/api/management/stats/sales?${WEEK}&company_id=${closed.id}`, admin);
    expect(shut.summary).toEqual(sales(777, 100, 0, 1));
    const shops = await data(`/api/management/stats/shops?${WEEK}`, admin);
    expect(shops.shops.map((s: { name: string }) => s.name)).toEqual([
      '二号店',
      '一号店',
      '别家店',
      '三号店',
    ]);
    // A shop names its company; a shop of another company than the one named is missing.
    const byShop = await data(`/api/management/stats/goods?${WEEK}&shop_id=${ids.c2Shop}`, admin);
    expect(byShop.total.amount).toBe(100);
    expect(
      (await call(`/api/management/stats/goods?${WEEK}&shop_id=${ids.c2Shop}&company_id=${c1.id}`, admin))
        .status,
    ).toBe(404);
    expect((await call(`/api/management/stats/orders?company_id=999999`, admin)).status).toBe(404);
    expect((await data(`/api/management/stats/goods/${ids.apples}?${WEEK}`, admin)).summary.amount).toBe(
      5440,
    );
  });

  it('refuses ranges that end before they start or run too long', async () => {
    const backwards = await call(
      '/api/management/stats/orders?date_from=2025-03-09&date_to=2025-03-03',
      c1.owner,
    );
    expect(backwards.status).toBe(400);
    const long = await call('/api/management/stats/sales?date_from=2015-01-01', c1.owner);
    expect(long.status).toBe(400);
    expect(long.body.data.fields[0].field).toBe('date_from');
    const ancient = await call(
      '/api/management/stats/sales?date_from=0001-01-01&date_to=0001-01-02',
      c1.owner,
    );
    expect(ancient.status).toBe(400);
  });
});

describe('dashboard sales', () => {
  // Wednesday 2025-03-05, 12:30 in China.
  const now = new Date('2025-03-05T12:30:00+08:00');

  it('shows today against the same weekday last week, 30 days, top goods and silent scales', async () => {
    const figures = await dashboardOf(
      t.ctx,
      { kind: 'company', userId: c1.ownerId, companyId: c1.id, role: 'OWNER' },
      c1.ownerId,
      now,
    );
    const s = figures.sales!;
    expect(s.today).toEqual({ amount: 4800, count: 2, tickets: 2 });
    // 2025-02-26 before 12:30: the 10:00 sale, not the 13:00 one.
    expect(s.same_weekday_last_week).toEqual({ amount: 1200, count: 1, tickets: 1 });
    expect(s.last_30_days).toHaveLength(30);
    expect(s.last_30_days[0]).toEqual({ period: '2025-02-04', amount: 0, count: 0, tickets: 0 });
    expect(s.last_30_days.filter((d) => d.amount > 0)).toEqual([
      { period: '2025-02-26', amount: 1700, count: 2, tickets: 2 },
      { period: '2025-03-02', amount: 1000, count: 1, tickets: 1 },
      { period: '2025-03-03', amount: 1390, count: 3, tickets: 2 },
      { period: '2025-03-04', amount: 1000, count: 1, tickets: 1 },
      { period: '2025-03-05', amount: 4800, count: 2, tickets: 2 },
    ]);
    expect(s.top_goods_today).toEqual([
      { goods_id: ids.apples, plu: 1, name: '苹果', amount: 3600, weight: 3000, pieces: 0, count: 1 },
      { goods_id: ids.eggs, plu: 2, name: '鸡蛋', amount: 1200, weight: 0, pieces: 12, count: 1 },
    ]);
    expect(s.silent_scales).toEqual([
      { id: ids.scaleA, name: '秤A', shop_name: '一号店' },
      { id: ids.scaleB, name: '秤B', shop_name: '一号店' },
    ]);
    expect(s.companies).toBeNull();
  });

  it('sums the companies that opened analysis for administrators, and ranks them', async () => {
    const figures = await dashboardOf(t.ctx, { kind: 'all', userId: 1 }, 1, now);
    const s = figures.sales!;
    expect(s.today).toEqual({ amount: 4900, count: 3, tickets: 3 });
    expect(s.silent_scales).toEqual([]);
    expect(s.companies).toEqual([
      { id: c1.id, name: expect.any(String), amount: 9890, tickets: 8 },
      { id: c2.id, name: expect.any(String), amount: 100, tickets: 1 },
    ]);
  });

  it('is null for a company that has not opened analysis, over HTTP too', async () => {
    const dashboard = async (token: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/management/dashboard', headers: tokenHeader(token) })
      ).json().data;
    expect((await dashboard(closed.owner)).sales).toBeNull();
    const mine = (await dashboard(c1.owner)).sales;
    expect(mine.last_30_days).toHaveLength(30);
    expect(mine.last_30_days.at(-1).period).toBe(chinaToday(new Date()));
    expect(mine.companies).toBeNull();
    expect((await dashboard(admin)).sales.companies.map((c: { id: number }) => c.id)).toEqual([c1.id, c2.id]);
  });
});
