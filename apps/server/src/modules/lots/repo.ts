import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  companies,
  goods,
  lots,
  shopCurrentLots,
  shops,
  stockLocations,
  suppliers,
} from '../../db/schema/index.js';

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

export type HeldLot = {
  lotId: number;
  goodsId: number;
  expiryDate: string | null;
  /** When it first arrived in the shop (null: never by a receipt or transfer). */
  received: Date | null;
  /** Grams or pieces the shop holds of it now. */
  held: number;
};

/**
 * What the shop holds of each lot of these goods items: moved into the shop's location (receipts,
 * received transfers; reversals, returns, losses and sends out subtract, all through the ledger's
 * moves of lines naming the lot) minus sold against it (trades.lot_id).
 */
export async function heldLots(
  tx: Executor,
  shopId: number,
  goodsIds: readonly number[],
): Promise<HeldLot[]> {
  if (goodsIds.length === 0) return [];
  const ids = sql.join(
    goodsIds.map((g) => sql`${g}`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    with moved as (
      select l.id as lot_id, l.goods_id, l.expiry_date::text as expiry_date, sum(m.quantity) as quantity,
        min(m.posted_time) filter (where m.quantity > 0 and m.reason in ('receipt', 'transfer_in')) as received
      from stock_moves m
      join stock_document_lines dl on dl.id = m.line_id and dl.lot <> ''
      join lots l on l.goods_id = dl.goods_id and l.lot = dl.lot
      where m.location_id = (select id from stock_locations where shop_id = ${shopId}) and m.goods_id in (${ids})
      group by l.id, l.goods_id, l.expiry_date
    )
    select mv.lot_id, mv.goods_id, mv.expiry_date, mv.received,
      (mv.quantity - coalesce((
        select sum(t.weight) from trades t where t.lot_id = mv.lot_id and t.shop_id = ${shopId}
      ), 0))::float8 as held
    from moved mv`);
  return rowsOf<{
    lot_id: number;
    goods_id: number;
    expiry_date: string | null;
    received: unknown;
    held: number;
  }>(result).map((r) => ({
    lotId: Number(r.lot_id),
    goodsId: Number(r.goods_id),
    expiryDate: r.expiry_date,
    received: r.received === null ? null : new Date(r.received as string),
    held: Number(r.held),
  }));
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

/** A goods item of the company (null: none, or another company's). */
export async function goodsOf(tx: Executor, companyId: number | null, goodsId: number) {
  const [row] = await tx
    .select({ id: goods.id, companyId: goods.companyId, name: goods.name })
    .from(goods)
    .where(
      companyId === null ? eq(goods.id, goodsId) : and(eq(goods.id, goodsId), eq(goods.companyId, companyId)),
    );
  return row ?? null;
}

export async function shopById(tx: Executor, shopId: number) {
  const [row] = await tx
    .select({ id: shops.id, companyId: shops.companyId, name: shops.name })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row ?? null;
}

/** A goods item's lots, newest first, with the supplier and what receipts brought of each. */
export async function lotsOfGoods(tx: Executor, goodsId: number) {
  // Receipts' moves of lines naming the lot: what they brought, less what cancelling them took back.
  const received = sql<number>`coalesce((
    select sum(m.quantity) from stock_moves m
    join stock_documents d on d.id = m.document_id and d.kind = 'receipt'
    join stock_document_lines dl on dl.id = m.line_id
    where dl.goods_id = ${lots.goodsId} and dl.lot = ${lots.lot}
  ), 0)::float8`;
  return tx
    .select({
      lot: lots,
      supplierName: suppliers.name,
      received,
    })
    .from(lots)
    .leftJoin(suppliers, eq(suppliers.id, lots.supplierId))
    .where(eq(lots.goodsId, goodsId))
    .orderBy(desc(lots.firstReceivedTime), desc(lots.id));
}

/** Where these lots are current: shop, name, by hand. */
export async function currentIn(tx: Executor, lotIds: readonly number[]) {
  if (lotIds.length === 0) return [];
  return tx
    .select({
      lotId: shopCurrentLots.lotId,
      shopId: shopCurrentLots.shopId,
      shopName: shops.name,
      chosenByHand: shopCurrentLots.chosenByHand,
    })
    .from(shopCurrentLots)
    .innerJoin(shops, eq(shops.id, shopCurrentLots.shopId))
    .where(inArray(shopCurrentLots.lotId, [...lotIds]))
    .orderBy(asc(shops.id));
}

/** The company's goods items that have lots, and this shop's current lot of each. */
export async function shopGoodsWithLots(tx: Executor, companyId: number, shopId: number) {
  return tx
    .select({
      goodsId: goods.id,
      goodsName: goods.name,
      pluNumber: goods.pluNumber,
      weighingMode: goods.weighingMode,
      lot: lots,
      currentLotId: shopCurrentLots.lotId,
      chosenByHand: shopCurrentLots.chosenByHand,
    })
    .from(lots)
    .innerJoin(goods, eq(goods.id, lots.goodsId))
    .leftJoin(shopCurrentLots, and(eq(shopCurrentLots.shopId, shopId), eq(shopCurrentLots.goodsId, goods.id)))
    .where(eq(lots.companyId, companyId))
    .orderBy(asc(goods.pluNumber), desc(lots.firstReceivedTime), desc(lots.id));
}

/** Lots by id, only the company's. */
export async function lotsByIds(tx: Executor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(lots)
    .where(and(eq(lots.companyId, companyId), inArray(lots.id, [...ids])));
}

/** Goods items by id, only the company's. */
export async function goodsByIds(tx: Executor, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: goods.id, name: goods.name })
    .from(goods)
    .where(and(eq(goods.companyId, companyId), inArray(goods.id, [...ids])));
}

/** A lot by its public code, with what its page shows; null when unknown or the company is not active. */
export async function traceByCode(db: Executor, code: string) {
  const [row] = await db
    .select({
      lot: lots,
      goods: {
        name: goods.name,
        origin: goods.origin,
        producer: goods.producer,
        ingredients: goods.ingredients,
        allergens: goods.allergens,
        mayContain: goods.mayContain,
        nutrition: goods.nutrition,
        storage: goods.storage,
        storageEn: goods.storageEn,
        dateType: goods.dateType,
      },
      companyName: companies.name,
      zone: companies.timeZone,
      showsSupplier: companies.traceShowsSupplier,
      supplierName: suppliers.name,
    })
    .from(lots)
    .innerJoin(goods, eq(goods.id, lots.goodsId))
    .innerJoin(companies, and(eq(companies.id, lots.companyId), eq(companies.status, 'active')))
    .leftJoin(suppliers, eq(suppliers.id, lots.supplierId))
    .where(eq(lots.traceCode, code));
  return row ?? null;
}

export type TraceRow = NonNullable<Awaited<ReturnType<typeof traceByCode>>>;

/**
 * The trace codes of a lot text whose goods item answers to this code: its numeric code (as GTIN-13,
 * or GTIN-14 with a leading 0) or its item code. Several companies may match: the caller lists them.
 */
export async function traceCodesByGoodsCode(db: Executor, codes: readonly string[], lot: string) {
  return db
    .select({ traceCode: lots.traceCode, companyName: companies.name, goodsName: goods.name })
    .from(lots)
    .innerJoin(goods, eq(goods.id, lots.goodsId))
    .innerJoin(companies, and(eq(companies.id, lots.companyId), eq(companies.status, 'active')))
    .where(
      and(
        eq(lots.lot, lot),
        sql`(${goods.numericCode} in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )}) or ${goods.itemCode} in (${sql.join(
          codes.map((c) => sql`${c}`),
          sql`, `,
        )}))`,
      ),
    )
    .orderBy(asc(companies.name), asc(lots.id))
    .limit(20);
}

/**
 * The shops' automatic current lots whose expiry day is before `now`'s day in the shop's calendar (its
 * own zone, else its company's), by shop.
 */
export async function expiredCurrentLots(
  db: Executor,
  now: Date,
): Promise<{ shopId: number; goodsIds: number[] }[]> {
  const result = await db.execute(sql`
    select cl.shop_id, array_agg(cl.goods_id order by cl.goods_id) as goods_ids
    from shop_current_lots cl
    join lots l on l.id = cl.lot_id
    join shops s on s.id = cl.shop_id
    join companies c on c.id = s.company_id
    where not cl.chosen_by_hand and l.expiry_date is not null
      and l.expiry_date < (${now.toISOString()}::timestamptz at time zone coalesce(s.time_zone, c.time_zone))::date
    group by cl.shop_id
    order by cl.shop_id`);
  return rowsOf<{ shop_id: number; goods_ids: number[] }>(result).map((r) => ({
    shopId: Number(r.shop_id),
    goodsIds: r.goods_ids.map(Number),
  }));
}
