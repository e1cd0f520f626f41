import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lots, shopCurrentLots } from '../../db/schema/index.js';

/*
 * The current lot (issue 29 §3): what other modules may read of lots. The device state puts its trace
 * code in the PLU's numeric code, test prints and the label check print it, and a sale coming in is
 * recorded against it (trades.lot_id).
 */

export type CurrentLot = {
  lotId: number;
  lot: string;
  traceCode: string;
  productionDate: string | null;
  expiryDate: string | null;
  chosenByHand: boolean;
};

/** The shop's current lot of each of these goods items (those without one are absent). */
export async function currentLotsOf(
  db: Executor,
  shopId: number,
  goodsIds: readonly number[],
): Promise<Map<number, CurrentLot>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await db
    .select({
      goodsId: shopCurrentLots.goodsId,
      lotId: lots.id,
      lot: lots.lot,
      traceCode: lots.traceCode,
      productionDate: lots.productionDate,
      expiryDate: lots.expiryDate,
      chosenByHand: shopCurrentLots.chosenByHand,
    })
    .from(shopCurrentLots)
    .innerJoin(lots, eq(lots.id, shopCurrentLots.lotId))
    .where(and(eq(shopCurrentLots.shopId, shopId), inArray(shopCurrentLots.goodsId, [...goodsIds])));
  return new Map(rows.map(({ goodsId, ...lot }) => [goodsId, lot]));
}
