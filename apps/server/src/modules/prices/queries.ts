import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/*
 * The price in force (issue 28): which price a goods item sells at in a shop now, and why. One rule,
 * read by the device state (what the scales hold), the goods and scale pages and the trades:
 *
 *   1. an active promotion of the shop's price list that holds the goods item,
 *   2. else the list's own price for it (set by a person: 'list'; by a started change: 'change'),
 *   3. else an active promotion of the base (price_list_id null),
 *   4. else the base price, `goods.unit_price_fen` ('base', or 'change' when a started change set it).
 *
 * "Active" is the schedule's word, not the clock's: a promotion is active from the moment the schedule
 * started it (`started_time`) until it ended it (`ended_time`); those two writes are what sends the
 * scales their changes (migration 0026), so what a scale is told and what it should hold never differ.
 * Overlapping promotions of one goods item in one list are refused when they are made; should two
 * ever be active, the one that started last wins.
 */

export const PRICE_SOURCES = ['base', 'list', 'change', 'promotion'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** What the lateral join of `priceInForceJoin` adds: the price, why, and the shop's list. */
export type PriceInForce = {
  unitPriceFen: number;
  source: PriceSource;
  /** The list's id for 'list', the change's or promotion's id for those, null for 'base'. */
  sourceId: number | null;
  /** The shop's price list, null when it has none. */
  priceListId: number | null;
};

/** An active promotion's price for goods `goods` in list `list` (null list: the base). */
const activePromotion = (goods: SQL, list: SQL | null, company: SQL) => sql`
  select pc.id, l.unit_price_fen as price
  from price_change_lines l
  join price_changes pc on pc.id = l.price_change_id
  where l.goods_id = ${goods} and pc.kind = 'promotion' and pc.company_id = ${company}
    and pc.started_time is not null and pc.ended_time is null
    and ${list === null ? sql`pc.price_list_id is null` : sql`pc.price_list_id = ${list}`}
  order by pc.started_time desc, pc.id desc
  limit 1`;

/**
 * A `left join lateral (…) as <alias> on true` giving, for the goods row `goods` (an alias of the
 * goods table in the outer query) in shop `shopId`, the columns `unit_price_fen`, `price_source`,
 * `price_source_id` and `price_list_id` (see PriceInForce).
 */
export function priceInForceJoin(shopId: SQL, goods: SQL = sql.raw('g'), alias = 'price'): SQL {
  const g = goods;
  return sql`left join lateral (
    select
      coalesce(lpromo.price, lp.unit_price_fen, bpromo.price, ${g}.unit_price_fen) as unit_price_fen,
      case
        when lpromo.id is not null then 'promotion'
        when lp.goods_id is not null then (case when lp.price_change_id is null then 'list' else 'change' end)
        when bpromo.id is not null then 'promotion'
        when ${g}.price_change_id is not null then 'change'
        else 'base'
      end as price_source,
      case
        when lpromo.id is not null then lpromo.id
        when lp.goods_id is not null then coalesce(lp.price_change_id, lp.price_list_id)
        when bpromo.id is not null then bpromo.id
        else ${g}.price_change_id
      end as price_source_id,
      pls.price_list_id
    from (select 1) as one
    left join price_list_shops pls on pls.shop_id = ${shopId}
    left join price_list_prices lp on lp.price_list_id = pls.price_list_id and lp.goods_id = ${g}.id
    left join lateral (${activePromotion(sql`${g}.id`, sql`pls.price_list_id`, sql`${g}.company_id`)}) lpromo
      on pls.price_list_id is not null
    left join lateral (${activePromotion(sql`${g}.id`, null, sql`${g}.company_id`)}) bpromo on true
  ) as ${sql.raw(alias)} on true`;
}

/** Reads the columns of `priceInForceJoin` from a raw row. */
export function priceInForceOf(row: Record<string, unknown>): PriceInForce {
  return {
    unitPriceFen: Number(row.unit_price_fen),
    source: row.price_source as PriceSource,
    sourceId:
      row.price_source_id === null || row.price_source_id === undefined ? null : Number(row.price_source_id),
    priceListId:
      row.price_list_id === null || row.price_list_id === undefined ? null : Number(row.price_list_id),
  };
}

/** The price in force in shop `shopId` of each of the goods `goodsIds` (of that shop's company). */
export async function pricesInShop(
  db: Executor,
  shopId: number,
  goodsIds: number[],
): Promise<Map<number, PriceInForce>> {
  const prices = new Map<number, PriceInForce>();
  if (goodsIds.length === 0) return prices;
  const result = await db.execute(sql`
    select g.id as goods_id, price.*
    from goods g
    ${priceInForceJoin(sql`${shopId}::integer`)}
    where g.id = any(${`{${goodsIds.join(',')}}`}::integer[])`);
  for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows)
    prices.set(Number(row.goods_id), priceInForceOf(row));
  return prices;
}
