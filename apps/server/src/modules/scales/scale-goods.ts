import type { ScaleGoodsChange, ScaleGoodsQuery } from '@dahua/shared/contracts/scales';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { recordAudit } from '../audit/service.js';
import { goodsAnswer } from '../goods-answer/index.js';
import { namedPricesInShop } from '../prices/named.js';
import { limitsOf, lockScale, visibleScale, writableScale } from './access.js';
import * as repo from './repo.js';

/** GET /api/scales/{id}/goods: the goods on a scale by PLU number, searched by name or item code. */
export async function listScaleGoods(ctx: AppContext, scope: Scope, id: number, query: ScaleGoodsQuery) {
  const scale = await visibleScale(ctx.db, scope, id);
  const { rows, total } = await repo.listGoodsOnScale(
    ctx.db,
    id,
    query.name,
    query.per_page,
    offsetOf(query),
  );
  // The price in force in the scale's shop, and why (issue 28): one query for the page.
  const prices = await namedPricesInShop(
    ctx.db,
    scale.scale.shopId,
    rows.map((row) => row.id),
  );
  return paged(
    rows.map((row) => {
      const price = prices.get(row.id);
      return {
        ...goodsAnswer(row),
        price: {
          unit_price: price?.unitPriceFen ?? row.unitPriceFen,
          source: price?.source ?? 'base',
          source_id: price?.sourceId ?? null,
          source_name: price?.sourceName ?? null,
        },
      };
    }),
    total,
    query,
  );
}

/**
 * POST /api/scales/{id}/goods: adds (op 1) or removes (op 0) goods of the scale's company, all or
 * nothing. Adding keeps the model's limits (every PLU number within it, and no more goods than
 * it); goods already there are left as they are. Removing also clears the keys carrying them.
 * A goods id that is not the company's answers 404 and names nothing.
 */
export async function changeScaleGoods(
  ctx: AppContext,
  scope: Scope,
  id: number,
  op: 'add' | 'remove',
  goodIds: number[],
): Promise<ScaleGoodsChange> {
  await writableScale(ctx.db, scope, id);
  const ids = [...new Set(goodIds)];
  return ctx.db.transaction(async (tx) => {
    const scale = await lockScale(tx, id);
    const { model, pluLimit } = limitsOf(scale.modelCode);
    const found = await repo.goodsOfCompany(tx, scale.companyId, ids);
    if (found.length !== ids.length) throw new AppError('NOT_FOUND');

    let changed: number;
    let cleared = 0;
    if (op === 'add') {
      const beyond = found.find((g) => g.pluNumber > pluLimit);
      if (beyond)
        throw new AppError('PLU_BEYOND_SCALE_MODEL', {
          plu: beyond.pluNumber,
          scale: scale.scaleName,
          model: model.code,
          limit: pluLimit,
        });
      const adding = ids.length - (await repo.goodsIdsOnScale(tx, id, ids)).length;
      const current = await repo.countGoodsOnScale(tx, id);
      if (current + adding > pluLimit)
        throw new AppError(
          'SCALE_GOODS_FULL',
          { scale: scale.scaleName, limit: pluLimit, left: Math.max(0, pluLimit - current), adding },
          { left: Math.max(0, pluLimit - current) },
        );
      changed = await repo.addGoods(tx, id, scale.companyId, ids);
    } else {
      cleared = await repo.clearKeysCarrying(tx, id, ids);
      changed = await repo.removeGoods(tx, id, ids);
    }
    if (changed > 0 || cleared > 0)
      await recordAudit(tx, {
        actorUserId: scope.userId,
        action: op === 'add' ? 'scale.goods.add' : 'scale.goods.remove',
        targetType: 'scale',
        targetId: id,
        companyId: scale.companyId,
        detail: { good_ids: ids, changed, ...(op === 'remove' ? { hot_keys_cleared: cleared } : {}) },
      });
    return {
      changed,
      goods_count: await repo.countGoodsOnScale(tx, id),
      plu_limit: pluLimit,
      hot_keys_cleared: cleared,
    };
  });
}

/**
 * A goods item that is on scales keeps a PLU number every one of them takes: renumbering it
 * beyond a scale's model (PLU 4001 on a TM-Aa) is refused, naming the scale.
 */
export async function assertPluFitsScalesHolding(db: Executor, goodsId: number, plu: number): Promise<void> {
  for (const held of await repo.scalesHolding(db, goodsId)) {
    const { model, pluLimit } = limitsOf(held.modelCode);
    if (plu > pluLimit)
      throw new AppError('PLU_BEYOND_SCALE_MODEL', {
        plu,
        scale: held.scaleName,
        model: model.code,
        limit: pluLimit,
      });
  }
}
