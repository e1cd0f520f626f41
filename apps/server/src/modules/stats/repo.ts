import { addDays, firstOfNextMonth, startOfDay } from '@dahua/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/**
 * The statistics' SQL (issue 15). Every query reads the rollups (`sales_daily`, `sales_hourly`,
 * `tickets_daily`, `tickets_hourly`) with the date range on their leading index columns
 * (`company_id, day|hour` or `shop_id, day|hour`), so a call costs O(days × dimensions), never
 * O(sales). Days are the company's calendar days (`YYYY-MM-DD`, in its zone: the rollups keep them
 * so); an hour bound is a midnight in that zone.
 */

/**
 * What a query covers: one company, or (null) every company that opened analysis; and
 * optionally one shop of it; `zone` is the company's (the maker's across companies). The service
 * resolves it from the caller's scope.
 */
export type Area = { companyId: number | null; shopId: number | null; zone: string };

export type Figures = { amount: number; weight: number; pieces: number; count: number; discount: number };
export type TicketRow = { tickets: number; items: number; amount: number };

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** The area's condition on a table aliased `alias` (its company_id and shop_id columns). */
function inArea(area: Area, alias: string): SQL {
  const a = sql.raw(alias);
  const company =
    area.companyId === null
      ? sql`${a}.company_id in (select id from companies where if_analysis_open)`
      : sql`${a}.company_id = ${area.companyId}`;
  return area.shopId === null ? company : sql`${company} and ${a}.shop_id = ${area.shopId}`;
}

/** The first instant of a day of the area's zone, as a timestamptz parameter. */
const midnight = (area: Area, day: string) => startOfDay(day, area.zone).toISOString();
const midnightAfter = (area: Area, day: string) => startOfDay(addDays(day, 1), area.zone).toISOString();

/** A timestamptz column as the wall-clock timestamp of the area's zone. */
const wallClock = (area: Area, column: SQL) => sql`(${column} at time zone ${area.zone})`;

const figureSums = sql`sum(r.amount)::bigint as amount, sum(r.weight)::bigint as weight,
  sum(r.pieces)::bigint as pieces, sum(r.count)::bigint as count, sum(r.discount)::bigint as discount`;

type RawFigures = { amount: unknown; weight: unknown; pieces: unknown; count: unknown; discount: unknown };
const figuresOf = (row: RawFigures | undefined): Figures => ({
  amount: num(row?.amount),
  weight: num(row?.weight),
  pieces: num(row?.pieces),
  count: num(row?.count),
  discount: num(row?.discount),
});

/** Sales per day of the range (only days that sold), optionally of one goods item. */
export async function salesByDay(
  db: Executor,
  area: Area,
  from: string,
  to: string,
  goodsId?: number,
): Promise<(Figures & { day: string })[]> {
  // One goods item's days come from the goods rollup; the whole of a company or shop from the day × shop one.
  const source =
    goodsId === undefined
      ? sql`sales_shop_daily r where ${inArea(area, 'r')} and r.day between ${from} and ${to}`
      : sql`sales_daily r where ${inArea(area, 'r')} and r.day between ${from} and ${to} and r.goods_id = ${goodsId}`;
  const rows = await rowsOf<RawFigures & { day: string }>(
    db,
    sql`select r.day::text as day, ${figureSums} from ${source} group by r.day order by r.day`,
  );
  return rows.map((row) => ({ day: row.day, ...figuresOf(row) }));
}

/** Sales of the range split by weighing mode or by department. */
export async function salesSplit(
  db: Executor,
  area: Area,
  from: string,
  to: string,
  by: 'weighing_mode' | 'department',
): Promise<(Figures & { key: number })[]> {
  const column = sql.raw(`r.${by}`);
  const rows = await rowsOf<RawFigures & { key: number }>(
    db,
    sql`select ${column}::int as key, ${figureSums} from sales_shop_daily r
      where ${inArea(area, 'r')} and r.day between ${from} and ${to}
      group by ${column} order by ${column}`,
  );
  return rows.map((row) => ({ key: Number(row.key), ...figuresOf(row) }));
}

/** Tickets, records and amount per day of the range (only days with tickets). */
export async function ticketsByDay(
  db: Executor,
  area: Area,
  from: string,
  to: string,
): Promise<(TicketRow & { day: string })[]> {
  const rows = await rowsOf<{ day: string; tickets: unknown; items: unknown; amount: unknown }>(
    db,
    sql`select r.day::text as day, sum(r.tickets)::bigint as tickets, sum(r.items)::bigint as items,
        sum(r.amount)::bigint as amount
      from tickets_daily r where ${inArea(area, 'r')} and r.day between ${from} and ${to}
      group by r.day order by r.day`,
  );
  return rows.map((row) => ({
    day: row.day,
    tickets: num(row.tickets),
    items: num(row.items),
    amount: num(row.amount),
  }));
}

/** Tickets by ISO weekday (1 Monday … 7 Sunday) and hour of day in the area's zone, non-zero cells only. */
export async function ticketHeatmap(db: Executor, area: Area, from: string, to: string) {
  const clock = wallClock(area, sql`r.hour`);
  const rows = await rowsOf<{ weekday: unknown; hour: unknown; tickets: unknown }>(
    db,
    sql`select extract(isodow from ${clock})::int as weekday, extract(hour from ${clock})::int as hour,
        sum(r.tickets)::bigint as tickets
      from tickets_shop_hourly r
      where ${inArea(area, 'r')} and r.hour >= ${midnight(area, from)}::timestamptz
        and r.hour < ${midnightAfter(area, to)}::timestamptz
      group by 1, 2 having sum(r.tickets) > 0 order by 1, 2`,
  );
  return rows.map((row) => ({ weekday: num(row.weekday), hour: num(row.hour), tickets: num(row.tickets) }));
}

/**
 * The goods rows of a range: whole months from the monthly goods rollup, the days before the first
 * and after the last whole month from the daily one. A year is then twelve months of rows, not 365
 * days of them.
 */
function goodsRowsOf(area: Area, from: string, to: string): SQL {
  const measures = sql.raw(
    'r.goods_id, r.plu, r.weighing_mode, r.count, r.weight, r.pieces, r.amount, r.discount',
  );
  const wholeFrom = from.endsWith('-01') ? from : firstOfNextMonth(from);
  const end = addDays(to, 1); // exclusive
  const wholeTo = end.endsWith('-01') ? end : `${end.slice(0, 7)}-01`; // exclusive
  if (wholeFrom >= wholeTo)
    return sql`select ${measures} from sales_daily r where ${inArea(area, 'r')} and r.day between ${from} and ${to}`;
  return sql`select ${measures} from sales_goods_monthly r
      where ${inArea(area, 'r')} and r.month >= ${wholeFrom} and r.month < ${wholeTo}
    union all select ${measures} from sales_daily r
      where ${inArea(area, 'r')} and ((r.day >= ${from} and r.day < ${wholeFrom}) or (r.day >= ${wholeTo} and r.day <= ${to}))`;
}

export type GoodsTotal = Figures & {
  goodsId: number | null;
  plu: number;
  name: string;
  measureUnit: string;
  weighingMode: number;
};

/**
 * Sales of the range per goods item: mapped goods by their id (named from the goods table),
 * unmapped PLUs (goods id 0 in the rollups) each on their own, named `PLU n`.
 */
export async function goodsTotals(
  db: Executor,
  area: Area,
  from: string,
  to: string,
  options: { limit?: number } = {},
): Promise<GoodsTotal[]> {
  const limit =
    options.limit === undefined
      ? sql``
      : sql` order by t.amount desc, t.goods_id = 0, t.goods_id, t.unmapped_plu limit ${options.limit}`;
  const rows = await rowsOf<
    RawFigures & {
      goods_id: number;
      plu: number;
      mode: number;
      name: string | null;
      measure_unit: string | null;
      plu_number: number | null;
      goods_mode: number | null;
    }
  >(
    db,
    sql`with t as (
        select r.goods_id, case when r.goods_id = 0 then r.plu else 0 end as unmapped_plu,
          min(r.plu) as plu, min(r.weighing_mode)::int as mode, ${figureSums}
        from (${goodsRowsOf(area, from, to)}) r
        group by 1, 2)
      select t.*, g.name, g.measure_unit, g.plu_number, g.weighing_mode as goods_mode
      from t left join goods g on g.id = t.goods_id and t.goods_id > 0${limit}`,
  );
  return rows.map((row) => {
    const mapped = Number(row.goods_id) > 0;
    const plu = row.plu_number ?? Number(row.plu);
    const mode = row.goods_mode ?? Number(row.mode);
    return {
      goodsId: mapped ? Number(row.goods_id) : null,
      plu,
      name: row.name ?? `PLU ${plu}`,
      measureUnit: row.measure_unit ?? (mode === 1 ? 'pcs' : 'kg'),
      weighingMode: mode,
      ...figuresOf(row),
    };
  });
}

/** Goods on a scale of the area (the shop filter goes by the scale's shop) with no sale in the range. */
export async function slowMovers(db: Executor, area: Area, from: string, to: string, limit: number) {
  const shopOfSale = area.shopId === null ? sql`` : sql` and r.shop_id = ${area.shopId}`;
  const rows = await rowsOf<{ goods_id: number; plu: number; name: string; scales: unknown }>(
    db,
    sql`select g.id as goods_id, g.plu_number as plu, g.name, count(distinct sg.scale_id) as scales
      from scale_goods sg join scales s on s.id = sg.scale_id join goods g on g.id = sg.goods_id
      where ${inArea(area, 's')}
        and not exists (select 1 from sales_daily r where r.goods_id = g.id
          and r.day between ${from} and ${to}${shopOfSale})
      group by g.id, g.plu_number, g.name order by g.plu_number, g.id limit ${limit}`,
  );
  return rows.map((row) => ({
    goods_id: Number(row.goods_id),
    plu: Number(row.plu),
    name: row.name,
    scales: num(row.scales),
  }));
}

/** One goods item's sales of the range per shop (named; a shop since deleted by its id). */
export async function goodsByShop(db: Executor, area: Area, from: string, to: string, goodsId: number) {
  const rows = await rowsOf<RawFigures & { id: number; name: string }>(
    db,
    sql`with t as (select r.shop_id, ${figureSums} from sales_daily r
        where ${inArea(area, 'r')} and r.day between ${from} and ${to} and r.goods_id = ${goodsId}
        group by r.shop_id)
      select t.*, t.shop_id as id, coalesce(sh.name, '#' || t.shop_id) as name
      from t left join shops sh on sh.id = t.shop_id order by t.amount desc, t.shop_id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, ...figuresOf(row) }));
}

/** One goods item's sales of the range per scale, with its shop's name. */
export async function goodsByScale(db: Executor, area: Area, from: string, to: string, goodsId: number) {
  const rows = await rowsOf<RawFigures & { id: number; name: string; shop_name: string }>(
    db,
    sql`with t as (select r.scale_id, r.shop_id, ${figureSums} from sales_daily r
        where ${inArea(area, 'r')} and r.day between ${from} and ${to} and r.goods_id = ${goodsId}
        group by r.scale_id, r.shop_id)
      select t.*, t.scale_id as id, coalesce(s.scale_name, '#' || t.scale_id) as name,
        coalesce(sh.name, '#' || t.shop_id) as shop_name
      from t left join scales s on s.id = t.scale_id left join shops sh on sh.id = t.shop_id
      order by t.amount desc, t.scale_id`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    shop_name: row.shop_name,
    ...figuresOf(row),
  }));
}

/** One goods item's lowest and highest unit price sold at, per day that sold it. */
export async function goodsPrices(db: Executor, area: Area, from: string, to: string, goodsId: number) {
  const rows = await rowsOf<{ period: string; min_price: unknown; max_price: unknown }>(
    db,
    sql`select r.day::text as period, min(r.min_price) as min_price, max(r.max_price) as max_price
      from sales_daily r
      where ${inArea(area, 'r')} and r.day between ${from} and ${to} and r.goods_id = ${goodsId}
      group by r.day order by r.day`,
  );
  return rows.map((row) => ({
    period: row.period,
    min_price: num(row.min_price),
    max_price: num(row.max_price),
  }));
}

/**
 * One goods item's stock moves of the range (posted in those days) by reason, a reversal
 * under its document's kind; at one shop's location when the area names a shop.
 */
export async function goodsStockMoves(db: Executor, area: Area, from: string, to: string, goodsId: number) {
  const shop = area.shopId === null ? sql`` : sql` and l.shop_id = ${area.shopId}`;
  const company = area.companyId === null ? sql`` : sql` and m.company_id = ${area.companyId}`;
  const rows = await rowsOf<{ reason: string; kind: string | null; quantity: unknown }>(
    db,
    sql`select m.reason, d.kind, sum(m.quantity)::bigint as quantity
      from stock_moves m join stock_locations l on l.id = m.location_id
        left join stock_documents d on d.id = m.document_id
      where m.goods_id = ${goodsId}${company}${shop}
        and m.posted_time >= ${midnight(area, from)}::timestamptz
        and m.posted_time < ${midnightAfter(area, to)}::timestamptz
      group by m.reason, d.kind`,
  );
  return rows.map((row) => ({ reason: row.reason, kind: row.kind, quantity: num(row.quantity) }));
}

/** Tickets, records and amount of the range per shop of the area. */
export async function ticketsByShop(db: Executor, area: Area, from: string, to: string) {
  const rows = await rowsOf<{ shop_id: number; tickets: unknown; items: unknown; amount: unknown }>(
    db,
    sql`select r.shop_id, sum(r.tickets)::bigint as tickets, sum(r.items)::bigint as items,
        sum(r.amount)::bigint as amount
      from tickets_daily r where ${inArea(area, 'r')} and r.day between ${from} and ${to}
      group by r.shop_id`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.shop_id),
      { tickets: num(row.tickets), items: num(row.items), amount: num(row.amount) },
    ]),
  );
}

/** Grams and pieces of the range per shop of the area. */
export async function quantitiesByShop(db: Executor, area: Area, from: string, to: string) {
  const rows = await rowsOf<{ shop_id: number; weight: unknown; pieces: unknown }>(
    db,
    sql`select r.shop_id, sum(r.weight)::bigint as weight, sum(r.pieces)::bigint as pieces
      from sales_shop_daily r where ${inArea(area, 'r')} and r.day between ${from} and ${to}
      group by r.shop_id`,
  );
  return new Map(
    rows.map((row) => [Number(row.shop_id), { weight: num(row.weight), pieces: num(row.pieces) }]),
  );
}

/** The shops of the area (the shop itself when it names one). */
export async function shopsIn(db: Executor, area: Area) {
  const company =
    area.companyId === null
      ? sql`s.company_id in (select id from companies where if_analysis_open)`
      : sql`s.company_id = ${area.companyId}`;
  const shop = area.shopId === null ? sql`` : sql` and s.id = ${area.shopId}`;
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select s.id, s.name from shops s where ${company}${shop} order by s.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}

/** Each scale's tickets and records by hour of day (the area's zone) over the range (non-zero rows only). */
export async function scaleHours(db: Executor, area: Area, from: string, to: string) {
  const rows = await rowsOf<{
    scale_id: number;
    scale_name: string;
    hour: unknown;
    tickets: unknown;
    count: unknown;
  }>(
    db,
    sql`with t as (
        select r.scale_id, extract(hour from ${wallClock(area, sql`r.hour`)})::int as hour,
          sum(r.tickets)::bigint as tickets, sum(r.items)::bigint as count
        from tickets_hourly r
        where ${inArea(area, 'r')} and r.hour >= ${midnight(area, from)}::timestamptz
          and r.hour < ${midnightAfter(area, to)}::timestamptz
        group by 1, 2)
      select t.*, coalesce(s.scale_name, '#' || t.scale_id) as scale_name
      from t left join scales s on s.id = t.scale_id
      where t.tickets > 0 or t.count > 0 order by t.scale_id, t.hour`,
  );
  return rows.map((row) => ({
    scale_id: Number(row.scale_id),
    scale_name: row.scale_name,
    hour: num(row.hour),
    tickets: num(row.tickets),
    count: num(row.count),
  }));
}

// Lookups the service resolves the area with.

export async function companyOf(db: Executor, id: number) {
  const [row] = await rowsOf<{ id: number; if_analysis_open: boolean }>(
    db,
    sql`select id, if_analysis_open from companies where id = ${id}`,
  );
  return row ? { id: Number(row.id), analysisOpen: Boolean(row.if_analysis_open) } : null;
}

export async function shopOf(db: Executor, id: number) {
  const [row] = await rowsOf<{ id: number; name: string; company_id: number }>(
    db,
    sql`select id, name, company_id from shops where id = ${id}`,
  );
  return row ? { id: Number(row.id), name: row.name, companyId: Number(row.company_id) } : null;
}

export async function goodsOf(db: Executor, id: number) {
  const [row] = await rowsOf<{
    id: number;
    company_id: number;
    plu_number: number;
    name: string;
    measure_unit: string;
    weighing_mode: number;
  }>(
    db,
    sql`select id, company_id, plu_number, name, measure_unit, weighing_mode from goods where id = ${id}`,
  );
  return row
    ? {
        id: Number(row.id),
        companyId: Number(row.company_id),
        plu: Number(row.plu_number),
        name: row.name,
        measureUnit: row.measure_unit,
        weighingMode: Number(row.weighing_mode),
      }
    : null;
}

// The dashboard's sales block.

/** Records and amount (sales_hourly) and tickets (tickets_hourly) from `since` to before `until`. */
export async function salesBetween(db: Executor, area: Area, since: Date, until: Date) {
  const [sales] = await rowsOf<{ amount: unknown; count: unknown }>(
    db,
    sql`select sum(r.amount)::bigint as amount, sum(r.count)::bigint as count from sales_hourly r
      where ${inArea(area, 'r')} and r.hour >= ${since.toISOString()}::timestamptz
        and r.hour < ${until.toISOString()}::timestamptz`,
  );
  const [tickets] = await rowsOf<{ tickets: unknown }>(
    db,
    sql`select sum(r.tickets)::bigint as tickets from tickets_hourly r
      where ${inArea(area, 'r')} and r.hour >= ${since.toISOString()}::timestamptz
        and r.hour < ${until.toISOString()}::timestamptz`,
  );
  return { amount: num(sales?.amount), count: num(sales?.count), tickets: num(tickets?.tickets) };
}

/** A company's scales that hold a device credential and have no sale from `since` to before `until`. */
export async function silentScales(db: Executor, companyId: number, since: Date, until: Date) {
  const rows = await rowsOf<{ id: number; name: string; shop_name: string }>(
    db,
    sql`select s.id, s.scale_name as name, coalesce(sh.name, '') as shop_name
      from scales s left join shops sh on sh.id = s.shop_id
      where s.company_id = ${companyId} and s.device_secret_hash is not null
        and not exists (select 1 from sales_hourly r where r.company_id = ${companyId}
          and r.hour >= ${since.toISOString()}::timestamptz and r.hour < ${until.toISOString()}::timestamptz
          and r.scale_id = s.id)
      order by s.id`,
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name, shop_name: row.shop_name }));
}

/** Companies that opened analysis, by amount over the range (ties by id), with their tickets. */
export async function companiesBySales(db: Executor, from: string, to: string, limit: number) {
  const rows = await rowsOf<{ id: number; name: string; amount: unknown; tickets: unknown }>(
    db,
    sql`with t as (select r.company_id, sum(r.amount)::bigint as amount, sum(r.tickets)::bigint as tickets
        from tickets_daily r
        where r.company_id in (select id from companies where if_analysis_open)
          and r.day between ${from} and ${to}
        group by r.company_id)
      select c.id, c.name, coalesce(t.amount, 0) as amount, coalesce(t.tickets, 0) as tickets
      from companies c left join t on t.company_id = c.id
      where c.if_analysis_open order by coalesce(t.amount, 0) desc, c.id limit ${limit}`,
  );
  return rows.map((row) => ({
    id: Number(row.id),
    name: row.name,
    amount: num(row.amount),
    tickets: num(row.tickets),
  }));
}
