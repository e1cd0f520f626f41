import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { priceListPrices, priceLists } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import * as repo from './repo.js';

/*
 * What other modules read and write of the price lists: the goods answer's per-list prices (the
 * goods pages), and the goods files' per-list columns (goods-transfer).
 */

export type GoodsListPrice = { price_list_id: number; unit_price: number };

/** The lists that price each of the goods `goodsIds` (only those that set a price), in one query. */
export async function listPricesOfGoods(
  db: Executor,
  goodsIds: number[],
): Promise<Map<number, GoodsListPrice[]>> {
  const byGoods = new Map<number, GoodsListPrice[]>();
  if (goodsIds.length === 0) return byGoods;
  const rows = await db
    .select({
      goodsId: priceListPrices.goodsId,
      listId: priceListPrices.priceListId,
      fen: priceListPrices.unitPriceFen,
    })
    .from(priceListPrices)
    .where(inArray(priceListPrices.goodsId, goodsIds))
    .orderBy(asc(priceListPrices.priceListId));
  for (const row of rows) {
    const at = byGoods.get(row.goodsId) ?? [];
    at.push({ price_list_id: row.listId, unit_price: row.fen });
    byGoods.set(row.goodsId, at);
  }
  return byGoods;
}

/** A company's price lists by name (the goods files' columns), in name order. */
export function priceListsOfCompany(db: Executor, companyId: number) {
  return db
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(eq(priceLists.companyId, companyId))
    .orderBy(asc(priceLists.name), asc(priceLists.id));
}

/**
 * Sets one goods item's prices in some lists of its company, in the goods write's transaction: a
 * price per list, or null to take the item out of the list (it sells at the base price there). A
 * list that is not the company's refuses the write naming `<field>.<i>.price_list_id`.
 */
export async function setGoodsListPrices(
  tx: Executor,
  companyId: number,
  goodsId: number,
  prices: { price_list_id: number; unit_price: number | null }[],
  field = 'list_prices',
): Promise<void> {
  if (prices.length === 0) return;
  const known = new Set(
    (
      await tx
        .select({ id: priceLists.id })
        .from(priceLists)
        .where(
          and(
            eq(priceLists.companyId, companyId),
            inArray(
              priceLists.id,
              prices.map((p) => p.price_list_id),
            ),
          ),
        )
    ).map((row) => row.id),
  );
  const unknown = prices.findIndex((p) => !known.has(p.price_list_id));
  if (unknown >= 0)
    throw new AppError(
      'VALIDATION',
      { detail: `${field}.${unknown}.price_list_id` },
      { fields: [{ field: `${field}.${unknown}.price_list_id`, message: 'not found' }] },
    );
  for (const p of prices) {
    if (p.unit_price === null) await repo.removePrices(tx, p.price_list_id, [goodsId]);
    else await repo.writePrices(tx, p.price_list_id, [{ goodsId, unitPriceFen: p.unit_price }]);
  }
}

/**
 * Writes many goods items' prices in many lists (a goods import): `rows` per list, each a goods id
 * and a price or null (out of the list). One statement per chunk per list.
 */
export async function setListPricesOfMany(
  tx: Executor,
  byList: Map<number, { goodsId: number; unitPriceFen: number | null }[]>,
): Promise<void> {
  for (const [listId, rows] of byList) {
    await repo.writePrices(
      tx,
      listId,
      rows.flatMap((r) =>
        r.unitPriceFen === null ? [] : [{ goodsId: r.goodsId, unitPriceFen: r.unitPriceFen }],
      ),
    );
    await repo.removePrices(
      tx,
      listId,
      rows.filter((r) => r.unitPriceFen === null).map((r) => r.goodsId),
    );
    await tx.execute(sql`update price_lists set updated_time = now() where id = ${listId}`);
  }
}
