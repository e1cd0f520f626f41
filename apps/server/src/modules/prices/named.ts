import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type PriceInForce, priceInForceJoin, priceInForceOf } from './queries.js';

/** The price in force with the name of what set it: the list's, change's or promotion's (null for the base). */
export type NamedPriceInForce = PriceInForce & { sourceName: string | null };

/**
 * The price in force in shop `shopId` of each of the goods `goodsIds`, with its source's name, in one
 * query (queries.ts's rule; the names for a page such as the scale's goods).
 */
export async function namedPricesInShop(
  db: Executor,
  shopId: number,
  goodsIds: number[],
): Promise<Map<number, NamedPriceInForce>> {
  const prices = new Map<number, NamedPriceInForce>();
  if (goodsIds.length === 0) return prices;
  const result = await db.execute(sql`
    select g.id as goods_id, price.*,
      case
        when price.price_source = 'list' then (select name from price_lists where id = price.price_source_id)
        when price.price_source in ('change', 'promotion')
          then (select name from price_changes where id = price.price_source_id)
      end as price_source_name
    from goods g
    ${priceInForceJoin(sql`${shopId}::integer`)}
    where g.id = any(${`{${goodsIds.join(',')}}`}::integer[])`);
  for (const row of (result as unknown as { rows: Record<string, unknown>[] }).rows)
    prices.set(Number(row.goods_id), {
      ...priceInForceOf(row),
      sourceName: (row.price_source_name as string | null) ?? null,
    });
  return prices;
}
