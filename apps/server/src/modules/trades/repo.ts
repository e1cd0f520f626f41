import { addDays, startOfDay } from '@dahua/shared';
import type { TradeFilters } from '@dahua/shared/contracts/trades';
import { and, asc, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { companies, goods, priceChanges, priceLists, scales, shops, trades } from '../../db/schema/index.js';
import { tradePaymentSql } from '../payments/queries.js';
import { MAKER_TIME_ZONE } from '../time-zones/index.js';

/** The WHERE of the trade page, its totals and its export: the scope and the filters (days in `zone`). */
export function whereOf(scope: Scope, filters: TradeFilters, zone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [withinScope(scope, trades.companyId)];
  if (filters.company_id !== undefined) conditions.push(eq(trades.companyId, filters.company_id));
  if (filters.shop_id !== undefined) conditions.push(eq(trades.shopId, filters.shop_id));
  if (filters.scale_id !== undefined) conditions.push(eq(trades.scaleId, filters.scale_id));
  if (filters.goods_id !== undefined) conditions.push(eq(trades.goodsId, filters.goods_id));
  if (filters.type !== undefined) conditions.push(eq(trades.weighingMode, filters.type));
  if (filters.flag === 'unmapped') conditions.push(eq(trades.unmapped, true));
  if (filters.flag === 'clock_ahead') conditions.push(eq(trades.clockAhead, true));
  if (filters.date_from !== undefined)
    conditions.push(gte(trades.tradeTime, startOfDay(filters.date_from, zone)));
  if (filters.date_to !== undefined)
    conditions.push(lt(trades.tradeTime, startOfDay(addDays(filters.date_to, 1), zone)));
  return and(...conditions);
}

export const tradeColumns = {
  id: trades.id,
  tradeTime: trades.tradeTime,
  unitPrice: trades.unitPrice,
  weight: trades.weight,
  measureUnit: trades.measureUnit,
  totalPrice: trades.totalPrice,
  totalBeforeDiscount: trades.totalBeforeDiscount,
  weighingMode: trades.weighingMode,
  plu: trades.plu,
  recordNo: trades.recordNo,
  ticketNo: trades.ticketNo,
  department: trades.department,
  unmapped: trades.unmapped,
  clockAhead: trades.clockAhead,
  priceSource: trades.priceSource,
  priceSourceId: trades.priceSourceId,
  /** The list's, change's or promotion's name (null for the base and 'other'), in the page's one query. */
  priceSourceName: sql<string | null>`case
    when ${trades.priceSource} = 'list'
      then (select ${priceLists.name} from ${priceLists} where ${priceLists.id} = ${trades.priceSourceId})
    when ${trades.priceSource} in ('change', 'promotion')
      then (select ${priceChanges.name} from ${priceChanges} where ${priceChanges.id} = ${trades.priceSourceId})
  end`,
  goodsId: trades.goodsId,
  goodsName: trades.goodsName,
  goodsImg: goods.imgUrl,
  scaleId: trades.scaleId,
  scaleName: scales.scaleName,
  scaleImg: scales.imgUrl,
  shopId: trades.shopId,
  shopName: shops.name,
  shopImg: shops.imgUrl,
  /** The shop's zone (its own, else its company's): the export writes times as the shop's clock. */
  zone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone}, ${MAKER_TIME_ZONE})`,
};

export type TradeRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const joined = (tx: Executor) =>
  tx
    .select(tradeColumns)
    .from(trades)
    .leftJoin(goods, eq(goods.id, trades.goodsId))
    .leftJoin(scales, eq(scales.id, trades.scaleId))
    .leftJoin(shops, eq(shops.id, trades.shopId))
    .leftJoin(companies, eq(companies.id, trades.companyId));

/**
 * The payment a record's ticket was matched to (issue 31 §4), for the page only (not the export): by
 * the ticket's key, so every record of a matched ticket shows it. Ticket days are the company's.
 */
const paymentColumn = tradePaymentSql({
  id: trades.id,
  scaleId: trades.scaleId,
  ticketNo: trades.ticketNo,
  tradeTime: trades.tradeTime,
  zone: sql`coalesce(${companies.timeZone}, ${MAKER_TIME_ZONE})`,
});

export type TradePageRow = TradeRow & { payment: string | null };

/** Where a page starts: a position from the newest, after a row (keyset), or from the oldest. */
export type PageStart = { offset: number } | { after: { time: Date; id: number } } | { fromOldest: number };

const newestFirst = [desc(trades.tradeTime), desc(trades.id)];
const beyond = (cursor: { time: Date; id: number }) =>
  sql`(${trades.tradeTime}, ${trades.id}) < (${cursor.time.toISOString()}::timestamptz, ${cursor.id}::bigint)`;

/**
 * A page of trades, newest first, each with its ticket's payment (issue 33 §3). Paging forward goes
 * by keyset (after the previous page's last row), and a page in the older half is read from the
 * oldest end, so no page makes the database skip more than half the set, and stepping forward skips
 * nothing at all. The page's ids are chosen from `trades` alone, then only those rows are joined to
 * their names and payment: OFFSET computes every row it skips, and the payment lookup on each of
 * 7,520 skipped rows made the middle page of a month 7× dearer than the bare OFFSET (bench/README.md).
 */
export async function page(
  tx: Executor,
  where: SQL | undefined,
  limit: number,
  start: PageStart,
): Promise<TradePageRow[]> {
  const ids = tx.select({ id: trades.id, tradeTime: trades.tradeTime }).from(trades);
  const chosen =
    'after' in start
      ? ids
          .where(and(where, beyond(start.after)))
          .orderBy(...newestFirst)
          .limit(limit)
      : 'fromOldest' in start
        ? ids
            .where(where)
            .orderBy(asc(trades.tradeTime), asc(trades.id))
            .limit(limit)
            .offset(start.fromOldest)
        : ids
            .where(where)
            .orderBy(...newestFirst)
            .limit(limit)
            .offset(start.offset);
  return (
    tx
      .select({ ...tradeColumns, payment: paymentColumn })
      .from(trades)
      .leftJoin(goods, eq(goods.id, trades.goodsId))
      .leftJoin(scales, eq(scales.id, trades.scaleId))
      .leftJoin(shops, eq(shops.id, trades.shopId))
      .leftJoin(companies, eq(companies.id, trades.companyId))
      // By the whole key, under the filters again (the chosen rows meet them): the months outside the
      // filtered range are pruned, and each row is one index probe in its own month (issue 33 §2).
      .where(and(where, sql`(${trades.id}, ${trades.tradeTime}) in (${chosen})`))
      .orderBy(...newestFirst)
  );
}

/**
 * The next rows after (time, id), newest first: the export walks the whole set this way (keyset,
 * so each step costs the same however deep it is).
 */
export async function after(
  tx: Executor,
  where: SQL | undefined,
  cursor: { time: Date; id: number } | null,
  limit: number,
): Promise<TradeRow[]> {
  return joined(tx)
    .where(and(where, cursor ? beyond(cursor) : undefined))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Count, grams, pieces, amount and discount of the whole filtered set. */
export async function totals(tx: Executor, where: SQL | undefined) {
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      weight: sql<string>`coalesce(sum(${trades.weight}) filter (where ${trades.weighingMode} <> 1), 0)`,
      pieces: sql<string>`coalesce(sum(${trades.weight}) filter (where ${trades.weighingMode} = 1), 0)`,
      amount: sql<string>`coalesce(sum(${trades.totalPrice}), 0)`,
      discount: sql<string>`coalesce(sum(${trades.totalBeforeDiscount} - ${trades.totalPrice}), 0)`,
    })
    .from(trades)
    .where(where);
  return {
    count: Number(row?.count ?? 0),
    weight: Number(row?.weight ?? 0),
    pieces: Number(row?.pieces ?? 0),
    amount: Number(row?.amount ?? 0),
    discount: Number(row?.discount ?? 0),
  };
}

/** A scale the caller may see, as a device would be: for the import. */
export async function scaleInScope(tx: Executor, scope: Scope, id: number) {
  const [row] = await tx
    .select({ id: scales.id, name: scales.scaleName, companyId: scales.companyId, shopId: scales.shopId })
    .from(scales)
    .where(and(eq(scales.id, id), withinScope(scope, scales.companyId)))
    .limit(1);
  return row ?? null;
}
