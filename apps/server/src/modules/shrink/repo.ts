import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { companies, goods, shops, stockCosts, stockLocations } from '../../db/schema/index.js';

/** A shop the report is about, with its stock location and the zones that set its days. */
export type ShopInfo = {
  shopId: number;
  shopName: string;
  companyId: number;
  locationId: number;
  /** The shop's zone, else its company's. */
  zone: string;
  companyZone: string;
};

const shopColumns = {
  shopId: shops.id,
  shopName: shops.name,
  companyId: shops.companyId,
  locationId: stockLocations.id,
  zone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})`,
  companyZone: companies.timeZone,
};

/** The shop within the caller's scope (null: missing or another company's, both answered 404). */
export async function shopIn(db: Executor, scope: Scope, shopId: number): Promise<ShopInfo | null> {
  const [row] = await db
    .select(shopColumns)
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .innerJoin(stockLocations, eq(stockLocations.shopId, shops.id))
    .where(and(eq(shops.id, shopId), withinScope(scope, shops.companyId)));
  return row ?? null;
}

/** Every shop of a company (the dashboard's card). */
export async function shopsOf(db: Executor, companyId: number): Promise<ShopInfo[]> {
  return db
    .select(shopColumns)
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .innerJoin(stockLocations, eq(stockLocations.shopId, shops.id))
    .where(eq(shops.companyId, companyId));
}

export type DailyRow = {
  locationId: number;
  day: string;
  goodsId: number;
  kind: string;
  lossReason: string;
  quantity: number;
  value: number;
};

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** An int[] parameter (sent as its text form, which both engines read). */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

const goodsFilter = (column: SQL, goodsId: number | undefined) =>
  goodsId === undefined ? sql`` : sql` and ${column} = ${goodsId}`;

/** SQL: the first day of the period holding date column `day` (weeks from Monday), without any zone. */
export const periodSql = (day: SQL, group: 'day' | 'week' | 'month'): SQL =>
  group === 'day'
    ? day
    : group === 'week'
      ? sql`(${day} - (extract(isodow from ${day})::int - 1))`
      : sql`(${day} - (extract(day from ${day})::int - 1))`;

/** The ledger's daily rollup of some locations over days `from`..`to` (the locations' calendar), per period (`day` is its first day). */
export async function dailyMoves(
  db: Executor,
  locationIds: number[],
  from: string,
  to: string,
  group: 'day' | 'week' | 'month',
  goodsId?: number,
): Promise<DailyRow[]> {
  // Summed per period here, so a month reads one row per goods and kind, not one per day.
  const period = periodSql(sql`day`, group);
  const rows = await rowsOf<{
    location_id: number;
    day: string;
    goods_id: number;
    kind: string;
    loss_reason: string;
    quantity: string;
    value: string;
  }>(
    db,
    sql`
    select location_id, to_char(${period}, 'YYYY-MM-DD') as day, goods_id, kind, loss_reason,
           sum(quantity)::text as quantity, sum(value)::text as value
    from stock_moves_daily
    where location_id = any(${idArray(locationIds)}) and day >= ${from}::date and day <= ${to}::date
      ${goodsFilter(sql`goods_id`, goodsId)}
    group by location_id, ${period}, goods_id, kind, loss_reason`,
  );
  return rows.map((r) => ({
    locationId: Number(r.location_id),
    day: r.day,
    goodsId: Number(r.goods_id),
    kind: r.kind,
    lossReason: r.loss_reason,
    quantity: Number(r.quantity),
    value: Number(r.value),
  }));
}

/**
 * Each (location, goods) pair's stock at the start of day `from`: its balance less what the rollup
 * holds from that day on (only days since `from` are read, not the whole history).
 */
export async function openingStock(
  db: Executor,
  locationIds: number[],
  from: string,
  goodsId?: number,
): Promise<{ locationId: number; goodsId: number; quantity: number }[]> {
  const ids = idArray(locationIds);
  const rows = await rowsOf<{ location_id: number; goods_id: number; quantity: string }>(
    db,
    sql`
    select coalesce(b.location_id, r.location_id) as location_id, coalesce(b.goods_id, r.goods_id) as goods_id,
           (coalesce(b.quantity, 0) - coalesce(r.quantity, 0))::text as quantity
    from (select location_id, goods_id, quantity from stock_balances
          where location_id = any(${ids}) ${goodsFilter(sql`goods_id`, goodsId)}) b
    full join (select location_id, goods_id, sum(quantity) as quantity from stock_moves_daily
               where location_id = any(${ids}) and day >= ${from}::date ${goodsFilter(sql`goods_id`, goodsId)}
               group by 1, 2) r
      on r.location_id = b.location_id and r.goods_id = b.goods_id`,
  );
  return rows.map((r) => ({
    locationId: Number(r.location_id),
    goodsId: Number(r.goods_id),
    quantity: Number(r.quantity),
  }));
}

export type SalesRow = {
  shopId: number;
  day: string;
  goodsId: number;
  weighingMode: number;
  weight: number;
  pieces: number;
  amount: number;
  count: number;
};

/**
 * Sales of some shops per shop-calendar period (`day` is its first day), goods and weighing mode
 * (mapped goods only). When the
 * shops' zone is their company's, the day rollup (company days) is read; otherwise the hourly one
 * with the shops' day boundaries (hours are whole UTC hours: a zone whose offset is not a whole
 * hour puts each hour in the day its start falls on).
 */
export async function salesByDay(
  db: Executor,
  shopIds: number[],
  range: { from: string; to: string; start: Date; end: Date; zone: string; companyDays: boolean },
  group: 'day' | 'week' | 'month',
  goodsId?: number,
): Promise<SalesRow[]> {
  const ids = idArray(shopIds);
  const measures = sql`sum(weight)::text as weight, sum(pieces)::text as pieces, sum(amount)::text as amount, sum(count)::text as count`;
  const rows = range.companyDays
    ? await rowsOf<Record<string, string>>(
        db,
        sql`
        select shop_id, to_char(${periodSql(sql`day`, group)}, 'YYYY-MM-DD') as day, goods_id, weighing_mode, ${measures}
        from sales_daily
        where shop_id = any(${ids}) and day >= ${range.from}::date and day <= ${range.to}::date and goods_id <> 0
          ${goodsFilter(sql`goods_id`, goodsId)}
        group by 1, 2, 3, 4`,
      )
    : await rowsOf<Record<string, string>>(
        db,
        sql`
        select shop_id, to_char(${periodSql(sql`(hour at time zone ${range.zone})::date`, group)}, 'YYYY-MM-DD') as day, goods_id, weighing_mode, ${measures}
        from sales_hourly
        where shop_id = any(${ids}) and hour >= ${range.start.toISOString()}::timestamptz
          and hour < ${range.end.toISOString()}::timestamptz and goods_id <> 0
          ${goodsFilter(sql`goods_id`, goodsId)}
        group by 1, 2, 3, 4`,
      );
  return rows.map((r) => ({
    shopId: Number(r.shop_id),
    day: String(r.day),
    goodsId: Number(r.goods_id),
    weighingMode: Number(r.weighing_mode),
    weight: Number(r.weight),
    pieces: Number(r.pieces),
    amount: Number(r.amount),
    count: Number(r.count),
  }));
}

export type GoodsFacts = {
  id: number;
  name: string;
  pluNumber: number;
  itemCode: string;
  weighingMode: number;
  averageCost: number;
};

/** Names, units and the moving-average cost of the company's goods. */
export async function goodsFacts(db: Executor, companyId: number, ids: number[]): Promise<GoodsFacts[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: goods.id,
      name: goods.name,
      pluNumber: goods.pluNumber,
      itemCode: goods.itemCode,
      weighingMode: goods.weighingMode,
      averageCost: sql<number>`coalesce(${stockCosts.averageCost}, 0)`.mapWith(Number),
    })
    .from(goods)
    .leftJoin(stockCosts, and(eq(stockCosts.companyId, goods.companyId), eq(stockCosts.goodsId, goods.id)))
    .where(and(eq(goods.companyId, companyId), inArray(goods.id, ids)));
}

export type MoveRow = {
  id: number;
  postedTime: Date;
  reason: string;
  quantity: number;
  value: number;
  documentId: number | null;
  documentKind: string | null;
  documentNumber: string | null;
  documentReason: string | null;
};

/** The moves of one location and goods item between two instants, oldest first. */
export async function movesBetween(
  db: Executor,
  locationId: number,
  goodsId: number,
  start: Date,
  end: Date,
): Promise<MoveRow[]> {
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`
    select m.id, m.posted_time, m.reason, m.quantity, m.value, m.document_id, d.kind, d.number, d.reason as document_reason
    from stock_moves m left join stock_documents d on d.id = m.document_id
    where m.location_id = ${locationId} and m.goods_id = ${goodsId}
      and m.posted_time >= ${start.toISOString()}::timestamptz and m.posted_time < ${end.toISOString()}::timestamptz
    order by m.posted_time, m.id`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    postedTime: new Date(r.posted_time as string),
    reason: String(r.reason),
    quantity: Number(r.quantity),
    value: Number(r.value),
    documentId: r.document_id === null ? null : Number(r.document_id),
    documentKind: (r.kind as string | null) ?? null,
    documentNumber: (r.number as string | null) ?? null,
    documentReason: (r.document_reason as string | null) ?? null,
  }));
}

/**
 * The daily rollup as migration 0027's rebuild computes it from the moves (a GROUP BY over
 * `stock_moves`): the test compares it with what ledger.post kept.
 */
export async function dailyFromMoves(db: Executor, companyId: number): Promise<DailyRow[]> {
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`
    select m.location_id, to_char((m.posted_time at time zone coalesce(s.time_zone, c.time_zone))::date, 'YYYY-MM-DD') as day,
           m.goods_id, k.kind, case when k.kind = 'loss' then coalesce(d.reason, '') else '' end as loss_reason,
           sum(m.quantity)::text as quantity, sum(m.value)::text as value
    from stock_moves m
    join stock_locations l on l.id = m.location_id
    join companies c on c.id = l.company_id
    left join shops s on s.id = l.shop_id
    left join stock_documents d on d.id = m.document_id
    cross join lateral (select case when m.reason <> 'reversal' then m.reason
                                    when d.kind in ('receipt', 'supplier_return', 'loss') then d.kind
                                    else 'reversal' end as kind) k
    where m.company_id = ${companyId}
    group by 1, 2, 3, 4, 5`,
  );
  return rows.map((r) => ({
    locationId: Number(r.location_id),
    day: String(r.day),
    goodsId: Number(r.goods_id),
    kind: String(r.kind),
    lossReason: String(r.loss_reason),
    quantity: Number(r.quantity),
    value: Number(r.value),
  }));
}

/** What ledger.post kept for the company (the test's other side). */
export async function dailyKept(db: Executor, companyId: number): Promise<DailyRow[]> {
  const rows = await rowsOf<Record<string, string>>(
    db,
    sql`
    select location_id, to_char(day, 'YYYY-MM-DD') as day, goods_id, kind, loss_reason,
           quantity::text as quantity, value::text as value
    from stock_moves_daily where company_id = ${companyId}`,
  );
  return rows.map((r) => ({
    locationId: Number(r.location_id),
    day: String(r.day),
    goodsId: Number(r.goods_id),
    kind: String(r.kind),
    lossReason: String(r.loss_reason),
    quantity: Number(r.quantity),
    value: Number(r.value),
  }));
}
