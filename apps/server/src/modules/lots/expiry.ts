import type { AppContext } from '../../context.js';
import { chooseCurrentLots } from './receiving.js';
import * as repo from './repo.js';

/*
 * A current lot that expires must not stay on the scales (issue 29 §3): every EXPIRY_CHECK_MS, the
 * automatic current lots whose expiry day has passed in their shop's calendar are chosen again, first
 * expiry first (the next lot the shop holds, or none: the PLU goes back to the goods' own code). A lot
 * chosen by hand is left as it was chosen. Run by every listening instance; a choice is one upsert per
 * shop and goods item, so two instances running at once choose the same lot.
 */

export const EXPIRY_CHECK_MS = 10 * 60_000;

/** Chooses again where the current lot has expired; answers how many shop × goods items were looked at. */
export async function rechooseExpiredLots(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const expired = await repo.expiredCurrentLots(ctx.db, now);
  for (const { shopId, goodsIds } of expired)
    await ctx.db.transaction((tx) => chooseCurrentLots(tx, shopId, goodsIds, now));
  return expired.reduce((n, shop) => n + shop.goodsIds.length, 0);
}
