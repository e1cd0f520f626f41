import { addDays, dayIn, daysBetween, startOfDay, weekdayOf } from '@dahua/shared';
import type { DashboardSales } from '@dahua/shared/contracts/dashboard';
import { VALIDATION_MESSAGES } from '@dahua/shared/contracts/messages';
import type {
  GoodsAnswer,
  GoodsOneAnswer,
  OrdersAnswer,
  SalesAnswer,
  SalesFigures,
  ShopOneAnswer,
  ShopsAnswer,
  StatsFilters,
  TicketFigures,
} from '@dahua/shared/contracts/stats';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import type { Scope } from '../../http/scope.js';
import { companyZone, MAKER_TIME_ZONE } from '../time-zones/index.js';
import type { Area, Figures, GoodsTotal, TicketRow } from './repo.js';
import * as repo from './repo.js';

// ---------------------------------------------------------------------------------------------
// Days: the company's calendar days in its zone (packages/shared calendar.ts).

const DAY_MS = 86_400_000;
/** The dates an analysis may name: room for the previous period and last year on either side. */
const EARLIEST = '1900-01-01';
const LATEST = '9000-12-31';
const MAX_DAYS = 1101;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const daysIn = daysBetween;

/** The same date `years` years later (earlier when negative); 29 February becomes the 28th. */
function shiftYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const monthDay = day.slice(4);
  const shifted = `${String(year).padStart(4, '0')}${monthDay}`;
  return monthDay === '-02-29' && dayOf(dayMs(shifted)) !== shifted
    ? `${String(year).padStart(4, '0')}-02-28`
    : shifted;
}

type Granularity = 'day' | 'week' | 'month';

/** The first day of the day, ISO week (Monday) or month a day belongs to. */
function bucketOf(day: string, granularity: Granularity): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'week') {
    return addDays(day, -weekdayOf(day));
  }
  return day;
}

function* eachDay(from: string, to: string): Generator<string> {
  for (let ms = dayMs(from); ms <= dayMs(to); ms += DAY_MS) yield dayOf(ms);
}

export type Range = { date_from: string; date_to: string };

/** The range of a query after defaults (the last 30 days to today in `zone`), checked. */
export function rangeOf(
  query: { date_from?: string | undefined; date_to?: string | undefined },
  now: Date,
  zone: string,
): Range {
  const outOfRange = (field: 'date_from' | 'date_to') =>
    new AppError(
      'VALIDATION',
      {
        detail: {
          ch: `${field}：日期超出范围（${EARLIEST}–${LATEST}）`,
          en: `${field}: date out of range (${EARLIEST}–${LATEST})`,
        },
      },
      {},
      field,
    );
  for (const field of ['date_from', 'date_to'] as const) {
    const value = query[field];
    if (value !== undefined && (value < EARLIEST || value > LATEST)) throw outOfRange(field);
  }
  const today = dayIn(now, zone);
  const to =
    query.date_to ?? (query.date_from !== undefined && query.date_from > today ? query.date_from : today);
  const from = query.date_from ?? addDays(to, -29);
  if (from < EARLIEST) throw outOfRange('date_to');
  if (from > to)
    throw new AppError('VALIDATION', { detail: VALIDATION_MESSAGES.dateRangeInvalid }, {}, 'date_to');
  if (daysIn(from, to) > MAX_DAYS)
    throw new AppError('VALIDATION', { detail: VALIDATION_MESSAGES.dateRangeTooLong }, {}, 'date_from');
  return { date_from: from, date_to: to };
}

/** The same number of days just before. */
export function previousOf(range: Range): Range {
  const days = daysIn(range.date_from, range.date_to);
  return { date_from: addDays(range.date_from, -days), date_to: addDays(range.date_from, -1) };
}

/** The same dates a year earlier. */
export function lastYearOf(range: Range): Range {
  return { date_from: shiftYears(range.date_from, -1), date_to: shiftYears(range.date_to, -1) };
}

// ---------------------------------------------------------------------------------------------
// Who sees what.

/**
 * The area a caller's query covers. Company people: their own company, once it opened analysis
 * (else ANALYSIS_CLOSED); another company named is answered as missing. Administrators: the named
 * company (any), or the named shop's company, or every company that opened analysis. A shop
 * outside that answers 404 like a missing one.
 */
async function areaOf(
  ctx: AppContext,
  scope: Scope,
  query: { company_id?: number | undefined; shop_id?: number | undefined },
): Promise<Area> {
  let companyId: number | null;
  if (scope.kind === 'none') throw new AppError('FORBIDDEN');
  if (scope.kind === 'company') {
    if (query.company_id !== undefined && query.company_id !== scope.companyId)
      throw new AppError('NOT_FOUND');
    const company = await repo.companyOf(ctx.db, scope.companyId);
    if (!company?.analysisOpen) throw new AppError('ANALYSIS_CLOSED');
    companyId = company.id;
  } else {
    companyId = query.company_id ?? null;
    if (companyId !== null && !(await repo.companyOf(ctx.db, companyId))) throw new AppError('NOT_FOUND');
  }
  if (query.shop_id === undefined)
    return { companyId, shopId: null, zone: await companyZone(ctx.db, companyId) };
  const shop = await repo.shopOf(ctx.db, query.shop_id);
  if (!shop || (companyId !== null && shop.companyId !== companyId)) throw new AppError('NOT_FOUND');
  // A shop's figures are still its company's days: the rollups keep one calendar per company.
  return { companyId: shop.companyId, shopId: shop.id, zone: await companyZone(ctx.db, shop.companyId) };
}

// ---------------------------------------------------------------------------------------------
// Figures.

const ZERO: Figures = { amount: 0, weight: 0, pieces: 0, count: 0, discount: 0 };

function add(into: Figures, row: Figures): Figures {
  into.amount += row.amount;
  into.weight += row.weight;
  into.pieces += row.pieces;
  into.count += row.count;
  into.discount += row.discount;
  return into;
}

const salesFiguresOf = (f: Figures): SalesFigures => ({
  amount: f.amount,
  weight: f.weight,
  pieces: f.pieces,
  count: f.count,
  discount: f.discount,
});

const sumOf = (rows: Figures[]) => rows.reduce((total, row) => add(total, row), { ...ZERO });

function ticketFiguresOf(row: TicketRow): TicketFigures {
  return {
    tickets: row.tickets,
    amount: row.amount,
    items: row.items,
    avg_ticket: row.tickets === 0 ? 0 : Math.round(row.amount / row.tickets),
    items_per_ticket: row.tickets === 0 ? 0 : Math.round((row.items / row.tickets) * 100) / 100,
  };
}

const ticketSum = (rows: TicketRow[]): TicketRow =>
  rows.reduce(
    (t, r) => ({ tickets: t.tickets + r.tickets, items: t.items + r.items, amount: t.amount + r.amount }),
    {
      tickets: 0,
      items: 0,
      amount: 0,
    },
  );

/** One value per day of the range, zeros where the rollups have no row. */
function everyDay<T extends { day: string }, V>(
  range: Range,
  rows: T[],
  zero: () => V,
  value: (row: T) => V,
): { period: string; value: V }[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return [...eachDay(range.date_from, range.date_to)].map((day) => {
    const row = byDay.get(day);
    return { period: day, value: row ? value(row) : zero() };
  });
}

type Query = StatsFilters;

export async function orders(
  ctx: AppContext,
  scope: Scope,
  query: Query,
  now = ctx.clock(),
): Promise<OrdersAnswer> {
  const area = await areaOf(ctx, scope, query);
  const range = rangeOf(query, now, area.zone);
  const previousRange = previousOf(range);
  const [current, previous, heatmap] = await Promise.all([
    repo.ticketsByDay(ctx.db, area, range.date_from, range.date_to),
    repo.ticketsByDay(ctx.db, area, previousRange.date_from, previousRange.date_to),
    repo.ticketHeatmap(ctx.db, area, range.date_from, range.date_to),
  ]);
  const zero = { tickets: 0, items: 0, amount: 0 };
  return {
    range,
    previous_range: previousRange,
    summary: ticketFiguresOf(ticketSum(current)),
    previous: ticketFiguresOf(ticketSum(previous)),
    series: everyDay(
      range,
      current,
      () => zero,
      (row) => row,
    ).map(({ period, value }) => ({
      period,
      ...ticketFiguresOf(value),
    })),
    heatmap,
  };
}

/**
 * Sums a range's daily rows into the buckets of the answer's series: each day is first mapped onto
 * the answer's range (`map`; the previous period and last year's dates move forward), then bucketed.
 */
function bucketed(
  range: Range,
  granularity: Granularity,
  rows: (Figures & { day: string })[],
  map: (day: string) => string,
  label: (bucketStart: string) => string,
) {
  const periods = [
    ...new Set([...eachDay(range.date_from, range.date_to)].map((d) => bucketOf(d, granularity))),
  ];
  const index = new Map(periods.map((p, i) => [p, i]));
  const sums = periods.map(() => ({ ...ZERO }));
  for (const row of rows) {
    let day = map(row.day);
    if (day < range.date_from) day = range.date_from;
    if (day > range.date_to) day = range.date_to;
    const at = index.get(bucketOf(day, granularity));
    if (at !== undefined) add(sums[at]!, row);
  }
  return periods.map((period, i) => ({ period: label(period), ...salesFiguresOf(sums[i]!) }));
}

export async function sales(
  ctx: AppContext,
  scope: Scope,
  query: Query & { granularity: Granularity },
  now = ctx.clock(),
): Promise<SalesAnswer> {
  const area = await areaOf(ctx, scope, query);
  const range = rangeOf(query, now, area.zone);
  const previousRange = previousOf(range);
  const lastYearRange = lastYearOf(range);
  // For a year's range the previous period is last year: ask once.
  const sameAsPrevious =
    lastYearRange.date_from === previousRange.date_from && lastYearRange.date_to === previousRange.date_to;
  const [current, previous, lastYear, byMode, byDepartment] = await Promise.all([
    repo.salesByDay(ctx.db, area, range.date_from, range.date_to),
    repo.salesByDay(ctx.db, area, previousRange.date_from, previousRange.date_to),
    sameAsPrevious ? null : repo.salesByDay(ctx.db, area, lastYearRange.date_from, lastYearRange.date_to),
    repo.salesSplit(ctx.db, area, range.date_from, range.date_to, 'weighing_mode'),
    repo.salesSplit(ctx.db, area, range.date_from, range.date_to, 'department'),
  ]);
  const g = query.granularity;
  const days = daysIn(range.date_from, range.date_to);
  // A bucket of the previous period or last year is labelled by the bucket its first day falls in.
  const firstDay = (start: string) => (start < range.date_from ? range.date_from : start);
  return {
    range,
    previous_range: previousRange,
    last_year_range: lastYearRange,
    granularity: g,
    summary: salesFiguresOf(sumOf(current)),
    previous: salesFiguresOf(sumOf(previous)),
    last_year: salesFiguresOf(sumOf(lastYear ?? previous)),
    series: bucketed(
      range,
      g,
      current,
      (d) => d,
      (p) => p,
    ),
    previous_series: bucketed(
      range,
      g,
      previous,
      (d) => addDays(d, days),
      (p) => bucketOf(addDays(firstDay(p), -days), g),
    ),
    last_year_series: bucketed(
      range,
      g,
      lastYear ?? previous,
      (d) => shiftYears(d, 1),
      (p) => bucketOf(shiftYears(firstDay(p), -1), g),
    ),
    by_mode: byMode.map(({ key, ...f }) => ({ weighing_mode: key, ...salesFiguresOf(f) })),
    by_department: byDepartment.map(({ key, ...f }) => ({ department: key, ...salesFiguresOf(f) })),
  };
}

const goodsKeyOf = (row: GoodsTotal) => ({
  goods_id: row.goodsId,
  plu: row.plu,
  name: row.name,
  measure_unit: row.measureUnit,
  weighing_mode: row.weighingMode,
});

/** Ties in a ranking go by goods id, unmapped PLUs (no id) after, by PLU. */
const byKey = (a: GoodsTotal, b: GoodsTotal) =>
  (a.goodsId ?? Number.MAX_SAFE_INTEGER) - (b.goodsId ?? Number.MAX_SAFE_INTEGER) || a.plu - b.plu;

const SLOW_MOVERS_LIMIT = 500;

export async function goodsRanking(
  ctx: AppContext,
  scope: Scope,
  query: Query & { sort: 'amount' | 'weight' | 'count'; limit: number },
  now = ctx.clock(),
): Promise<GoodsAnswer> {
  const area = await areaOf(ctx, scope, query);
  const range = rangeOf(query, now, area.zone);
  const [rows, slow] = await Promise.all([
    repo.goodsTotals(ctx.db, area, range.date_from, range.date_to),
    repo.slowMovers(ctx.db, area, range.date_from, range.date_to, SLOW_MOVERS_LIMIT),
  ]);
  const total = sumOf(rows);
  // ABC by amount: A while the running share before an item is under 80% (the item that crosses
  // 80% is A), B under 95%, C the rest. Integer arithmetic, so 80% exactly is exact.
  const byAmount = [...rows].sort((a, b) => b.amount - a.amount || byKey(a, b));
  const abc = new Map<GoodsTotal, { share: number; cumulative: number; abc: 'A' | 'B' | 'C' }>();
  let running = 0;
  for (const row of byAmount) {
    const before = running;
    running += row.amount;
    const cls =
      total.amount <= 0
        ? 'C'
        : before * 100 < total.amount * 80
          ? 'A'
          : before * 100 < total.amount * 95
            ? 'B'
            : 'C';
    abc.set(row, {
      share: total.amount > 0 ? row.amount / total.amount : 0,
      cumulative: total.amount > 0 ? running / total.amount : 0,
      abc: cls,
    });
  }
  const sortKey = query.sort;
  const ranking = [...rows]
    .sort((a, b) => b[sortKey] - a[sortKey] || b.amount - a.amount || byKey(a, b))
    .slice(0, query.limit)
    .map((row) => {
      const c = abc.get(row)!;
      return {
        ...goodsKeyOf(row),
        ...salesFiguresOf(row),
        share: c.share,
        cumulative_share: c.cumulative,
        abc: c.abc,
      };
    });
  return { range, sort: sortKey, total: salesFiguresOf(total), ranking, slow_movers: slow };
}

/** The stock block: ledger moves by reason, signed so sold, returned and lost count up. */
function stockBlock(
  moves: { reason: string; kind: string | null; quantity: number }[],
): GoodsOneAnswer['stock'] {
  const stock = { sold: 0, received: 0, returned: 0, lost: 0, counted: 0, transferred: 0 };
  const KIND_OF_REVERSAL: Record<string, keyof typeof stock> = {
    receipt: 'received',
    supplier_return: 'returned',
    transfer: 'transferred',
    loss: 'lost',
    stocktake: 'counted',
  };
  const BY_REASON: Record<string, keyof typeof stock> = {
    sale: 'sold',
    receipt: 'received',
    supplier_return: 'returned',
    transfer_out: 'transferred',
    transfer_in: 'transferred',
    transit_loss: 'lost',
    loss: 'lost',
    stocktake: 'counted',
  };
  const outgoing = new Set<keyof typeof stock>(['sold', 'returned', 'lost']);
  for (const move of moves) {
    const bucket = move.reason === 'reversal' ? KIND_OF_REVERSAL[move.kind ?? ''] : BY_REASON[move.reason];
    if (!bucket) continue;
    stock[bucket] += outgoing.has(bucket) ? -move.quantity : move.quantity;
  }
  return stock;
}

export async function goodsOne(
  ctx: AppContext,
  scope: Scope,
  goodsId: number,
  query: Query,
  now = ctx.clock(),
): Promise<GoodsOneAnswer> {
  const area = await areaOf(ctx, scope, query);
  const item = await repo.goodsOf(ctx.db, goodsId);
  if (!item || (area.companyId !== null && item.companyId !== area.companyId))
    throw new AppError('NOT_FOUND');
  const goodsArea: Area = {
    companyId: item.companyId,
    shopId: area.shopId,
    zone: await companyZone(ctx.db, item.companyId),
  };
  const range = rangeOf(query, now, goodsArea.zone);
  const { date_from: from, date_to: to } = range;
  const [days, byShop, byScale, prices, moves] = await Promise.all([
    repo.salesByDay(ctx.db, goodsArea, from, to, item.id),
    repo.goodsByShop(ctx.db, goodsArea, from, to, item.id),
    repo.goodsByScale(ctx.db, goodsArea, from, to, item.id),
    repo.goodsPrices(ctx.db, goodsArea, from, to, item.id),
    repo.goodsStockMoves(ctx.db, goodsArea, from, to, item.id),
  ]);
  return {
    range,
    goods: {
      goods_id: item.id,
      plu: item.plu,
      name: item.name,
      measure_unit: item.measureUnit,
      weighing_mode: item.weighingMode,
    },
    summary: salesFiguresOf(sumOf(days)),
    series: everyDay(
      range,
      days,
      () => ZERO,
      (row) => row,
    ).map(({ period, value }) => ({
      period,
      ...salesFiguresOf(value),
    })),
    by_shop: byShop.map(({ id, name, ...f }) => ({ id, name, ...salesFiguresOf(f) })),
    by_scale: byScale.map(({ id, name, shop_name, ...f }) => ({ id, name, shop_name, ...salesFiguresOf(f) })),
    prices,
    stock: stockBlock(moves),
  };
}

const growthOf = (amount: number, previous: number) =>
  previous === 0 ? null : (amount - previous) / previous;

export async function shopsCompared(
  ctx: AppContext,
  scope: Scope,
  query: Query,
  now = ctx.clock(),
): Promise<ShopsAnswer> {
  const area = await areaOf(ctx, scope, query);
  const range = rangeOf(query, now, area.zone);
  const previousRange = previousOf(range);
  const [shops, tickets, quantities, previous] = await Promise.all([
    repo.shopsIn(ctx.db, area),
    repo.ticketsByShop(ctx.db, area, range.date_from, range.date_to),
    repo.quantitiesByShop(ctx.db, area, range.date_from, range.date_to),
    repo.ticketsByShop(ctx.db, area, previousRange.date_from, previousRange.date_to),
  ]);
  const rows = shops.map((shop) => {
    const t = tickets.get(shop.id) ?? { tickets: 0, items: 0, amount: 0 };
    const q = quantities.get(shop.id) ?? { weight: 0, pieces: 0 };
    const previousAmount = previous.get(shop.id)?.amount ?? 0;
    return {
      id: shop.id,
      name: shop.name,
      ...ticketFiguresOf(t),
      weight: q.weight,
      pieces: q.pieces,
      previous_amount: previousAmount,
      growth: growthOf(t.amount, previousAmount),
    };
  });
  rows.sort((a, b) => b.amount - a.amount || a.id - b.id);
  return { range, previous_range: previousRange, shops: rows };
}

const TOP_GOODS = 10;

export async function shopOne(
  ctx: AppContext,
  scope: Scope,
  shopId: number,
  query: Query,
  now = ctx.clock(),
): Promise<ShopOneAnswer> {
  const area = await areaOf(ctx, scope, { ...query, shop_id: shopId });
  const shop = (await repo.shopOf(ctx.db, shopId))!;
  const range = rangeOf(query, now, area.zone);
  const previousRange = previousOf(range);
  const { date_from: from, date_to: to } = range;
  const [tickets, previous, days, top, hours] = await Promise.all([
    repo.ticketsByDay(ctx.db, area, from, to),
    repo.ticketsByDay(ctx.db, area, previousRange.date_from, previousRange.date_to),
    repo.salesByDay(ctx.db, area, from, to),
    repo.goodsTotals(ctx.db, area, from, to, { limit: TOP_GOODS }),
    repo.scaleHours(ctx.db, area, from, to),
  ]);
  const totals = sumOf(days);
  const ticketsOf = new Map(tickets.map((row) => [row.day, row.tickets]));
  return {
    range,
    previous_range: previousRange,
    shop: { id: shop.id, name: shop.name, company_id: shop.companyId },
    summary: { ...ticketFiguresOf(ticketSum(tickets)), weight: totals.weight, pieces: totals.pieces },
    previous: ticketFiguresOf(ticketSum(previous)),
    series: everyDay(
      range,
      days,
      () => ZERO,
      (row) => row,
    ).map(({ period, value }) => ({
      period,
      ...salesFiguresOf(value),
      tickets: ticketsOf.get(period) ?? 0,
    })),
    top_goods: top
      .sort((a, b) => b.amount - a.amount || byKey(a, b))
      .map((row) => ({ ...goodsKeyOf(row), ...salesFiguresOf(row) })),
    scale_hours: hours,
  };
}

// ---------------------------------------------------------------------------------------------
// The dashboard's sales block.

/**
 * Sales on the caller's dashboard: their company's (null until it opened analysis; null for a
 * person in no company), or for administrators every company that opened analysis, and those
 * companies ranked by the last 30 days' amount.
 */
export async function dashboardSales(
  ctx: AppContext,
  scope: Scope,
  now = ctx.clock(),
): Promise<DashboardSales | null> {
  if (scope.kind === 'none') return null;
  let area: Area = { companyId: null, shopId: null, zone: MAKER_TIME_ZONE };
  if (scope.kind === 'company') {
    const company = await repo.companyOf(ctx.db, scope.companyId);
    if (!company?.analysisOpen) return null;
    area = { companyId: company.id, shopId: null, zone: await companyZone(ctx.db, company.id) };
  }
  const today = dayIn(now, area.zone);
  const dayStart = (day: string) => startOfDay(day, area.zone);
  const month: Range = { date_from: addDays(today, -29), date_to: today };
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [days, tickets, lastWeek, top, silent, companies] = await Promise.all([
    repo.salesByDay(ctx.db, area, month.date_from, month.date_to),
    repo.ticketsByDay(ctx.db, area, month.date_from, month.date_to),
    repo.salesBetween(ctx.db, area, dayStart(addDays(today, -7)), weekAgo),
    repo.goodsTotals(ctx.db, area, today, today, { limit: 5 }),
    area.companyId === null
      ? Promise.resolve([])
      : repo.silentScales(ctx.db, area.companyId, dayStart(today), dayStart(addDays(today, 1))),
    scope.kind === 'all'
      ? repo.companiesBySales(ctx.db, month.date_from, month.date_to, 10)
      : Promise.resolve(null),
  ]);
  const ticketsOf = new Map(tickets.map((row) => [row.day, row.tickets]));
  const last30 = everyDay(
    month,
    days,
    () => ZERO,
    (row) => row,
  ).map(({ period, value }) => ({
    period,
    amount: value.amount,
    count: value.count,
    tickets: ticketsOf.get(period) ?? 0,
  }));
  const todayFigures = last30.at(-1)!;
  return {
    today: { amount: todayFigures.amount, count: todayFigures.count, tickets: todayFigures.tickets },
    same_weekday_last_week: lastWeek,
    last_30_days: last30,
    top_goods_today: top
      .sort((a, b) => b.amount - a.amount || byKey(a, b))
      .map((row) => ({
        goods_id: row.goodsId,
        plu: row.plu,
        name: row.name,
        amount: row.amount,
        weight: row.weight,
        pieces: row.pieces,
        count: row.count,
      })),
    silent_scales: silent,
    companies,
  };
}
