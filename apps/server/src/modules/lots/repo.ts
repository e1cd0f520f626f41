import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lots, shopCurrentLots, stockLocations } from '../../db/schema/index.js';

/** SQL of the lots module: lots as receipts bring them, what a shop holds of them, current lots. */

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type LotKey = { goodsId: number; lot: string };

/** The lots that exist of these (goods item, lot) pairs. */
export async function lotsByKeys(tx: Executor, companyId: number, keys: readonly LotKey[]) {
  if (keys.length === 0) return [];
  const goodsIds = [...new Set(keys.map((k) => k.goodsId))];
  const texts = [...new Set(keys.map((k) => k.lot))];
  return tx
    .select()
    .from(lots)
    .where(and(eq(lots.companyId, companyId), inArray(lots.goodsId, goodsIds), inArray(lots.lot, texts)));
}

export type NewLot = typeof lots.$inferInsert;

/**
 * Inserts these lots; a row whose goods item and lot or whose trace code exist already is skipped
 * (another transaction brought the lot first, or the rare clash of random codes): the caller retries.
 */
export async function insertLots(tx: Executor, rows: NewLot[]) {
  if (rows.length === 0) return [];
  return tx
    .insert(lots)
    .values(rows)
    .onConflictDoNothing()
    .returning({ goodsId: lots.goodsId, lot: lots.lot });
}

/** A lot received again fills the dates it did not know yet; the code and first receipt stay. */
export async function fillDates(
  tx: Executor,
  id: number,
  productionDate: string | null,
  expiryDate: string | null,
) {
  await tx
    .update(lots)
    .set({
      productionDate: sql`coalesce(${lots.productionDate}, ${productionDate}::date)`,
      expiryDate: sql`coalesce(${lots.expiryDate}, ${expiryDate}::date)`,
    })
    .where(eq(lots.id, id));
}

/** The shop of a stock location (null: a warehouse or transit). */
export async function shopOfLocation(tx: Executor, locationId: number): Promise<number | null> {
  const [row] = await tx
    .select({ shopId: stockLocations.shopId })
    .from(stockLocations)
    .where(eq(stockLocations.id, locationId));
  return row?.shopId ?? null;
}

/**
 * First expiry first: for each goods item, the lot the shop should print now. Held = moved into the
 * shop's location (receipts, received transfers; reversals and sends out subtract, all through the
 * ledger's moves of lines naming the lot) minus sold against it (trades.lot_id). Not expired by the
 * shop's today; earliest expiry first (none last), then earliest received, then the older lot.
 */
export async function fefoLots(
  tx: Executor,
  shopId: number,
  goodsIds: readonly number[],
  today: string,
): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const ids = sql.join(
    goodsIds.map((g) => sql`${g}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with loc as (select id from stock_locations where shop_id = ${shopId}),
    moved as (
      select l.id as lot_id, l.goods_id, l.expiry_date, sum(m.quantity) as quantity,
        min(m.posted_time) filter (where m.quantity > 0 and m.reason in ('receipt', 'transfer_in')) as received
      from stock_moves m
      join stock_document_lines dl on dl.id = m.line_id and dl.lot <> ''
      join lots l on l.goods_id = dl.goods_id and l.lot = dl.lot
      where m.location_id in (select id from loc) and m.goods_id in (${ids})
      group by l.id, l.goods_id, l.expiry_date
    ),
    held as (
      select mv.*, mv.quantity - coalesce((
        select sum(t.weight) from trades t where t.lot_id = mv.lot_id and t.shop_id = ${shopId}
      ), 0) as left_over
      from moved mv
    ),
    ranked as (
      select goods_id, lot_id, row_number() over (
        partition by goods_id order by expiry_date asc nulls last, received asc nulls last, lot_id asc
      ) as n
      from held
      where left_over > 0 and (expiry_date is null or expiry_date >= ${today}::date)
    )
    select goods_id, lot_id from ranked where n = 1`);
  return new Map(
    rowsOf<{ goods_id: number; lot_id: number }>(result).map((r) => [Number(r.goods_id), Number(r.lot_id)]),
  );
}

/** The shop's automatic current lots set to these; rows chosen by hand are left as they are. */
export async function setAutomatic(
  tx: Executor,
  shopId: number,
  goodsIds: readonly number[],
  chosen: Map<number, number>,
): Promise<void> {
  const rows = goodsIds
    .filter((g) => chosen.has(g))
    .map((g) => ({ shopId, goodsId: g, lotId: chosen.get(g)! }));
  if (rows.length > 0)
    await tx
      .insert(shopCurrentLots)
      .values(rows.map((r) => ({ ...r, chosenByHand: false, setBy: null })))
      .onConflictDoUpdate({
        target: [shopCurrentLots.shopId, shopCurrentLots.goodsId],
        set: { lotId: sql`excluded.lot_id`, setBy: null, setTime: sql`now()` },
        setWhere: sql`not ${shopCurrentLots.chosenByHand} and ${shopCurrentLots.lotId} <> excluded.lot_id`,
      });
  // Nothing left to print for these: the PLU goes back to the goods item's own code.
  const none = goodsIds.filter((g) => !chosen.has(g));
  if (none.length > 0)
    await tx
      .delete(shopCurrentLots)
      .where(
        and(
          eq(shopCurrentLots.shopId, shopId),
          inArray(shopCurrentLots.goodsId, none),
          eq(shopCurrentLots.chosenByHand, false),
        ),
      );
}

/** A choice by hand: this lot is the shop's current one of its goods item until set back to automatic. */
export async function setByHand(
  tx: Executor,
  shopId: number,
  goodsId: number,
  lotId: number,
  userId: number,
) {
  await tx
    .insert(shopCurrentLots)
    .values({ shopId, goodsId, lotId, chosenByHand: true, setBy: userId })
    .onConflictDoUpdate({
      target: [shopCurrentLots.shopId, shopCurrentLots.goodsId],
      set: { lotId, chosenByHand: true, setBy: userId, setTime: sql`now()` },
    });
}

/** Back to automatic: the row is no longer held by hand (the caller then chooses first expiry first). */
export async function releaseHand(tx: Executor, shopId: number, goodsId: number) {
  await tx
    .update(shopCurrentLots)
    .set({ chosenByHand: false })
    .where(and(eq(shopCurrentLots.shopId, shopId), eq(shopCurrentLots.goodsId, goodsId)));
}
