import { type HotKeyGroup, hotKeyGroupOf } from '@dahua/shared';
import type {
  HotKeyInput,
  HotKeyItem,
  HotKeysAnswer,
  HotKeysCopyAnswer,
  HotKeysInput,
} from '@dahua/shared/contracts/scales';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { ScaleRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/service.js';
import { limitsOf, lockScale, requireManager, visibleScale, writableScale } from './access.js';
import * as repo from './repo.js';

/** The line a key shows: the first line of the goods name. */
const firstLine = (name: string) => name.split('\n')[0] ?? '';

/** A scale's layout as GET answers it: keys by group, each group by key. */
export async function layoutOf(
  db: Executor,
  scale: Pick<ScaleRow, 'id' | 'modelCode'>,
): Promise<HotKeysAnswer> {
  const { keyCount } = limitsOf(scale.modelCode);
  const rows = await repo.hotKeysOf(db, scale.id);
  const groups: Record<HotKeyGroup, HotKeyItem[]> = { UP: [], DOWN: [] };
  for (const row of rows) {
    const type = hotKeyGroupOf(row.key, keyCount);
    groups[type].push({
      key: row.key,
      plu: row.pluNumber,
      name: firstLine(row.name),
      type,
      good_id: row.goodsId,
    });
  }
  return { hot_keys: groups, key_count: keyCount };
}

type Wanted = HotKeyInput & { groups: HotKeyGroup[] };

/** The keys of either body form, each with the groups it was given (its list's and its `type`). */
function flatten(input: HotKeysInput): Wanted[] {
  const withType = (item: HotKeyInput, listed?: HotKeyGroup): Wanted => ({
    ...item,
    groups: [listed, item.type].filter((group): group is HotKeyGroup => group !== undefined),
  });
  const items = Array.isArray(input)
    ? input.map((item) => withType(item))
    : [...input.UP.map((item) => withType(item, 'UP')), ...input.DOWN.map((item) => withType(item, 'DOWN'))];
  return items.sort((a, b) => a.key - b.key);
}

/**
 * Checks a layout against the scale (keys 1..key count, each once, of its given group, carrying
 * goods that are on this scale) and resolves each key's goods. Every refusal names the key.
 */
async function resolveLayout(
  tx: Executor,
  scale: Pick<ScaleRow, 'id' | 'modelCode'>,
  input: HotKeysInput,
): Promise<{ key: number; goodsId: number }[]> {
  const { keyCount } = limitsOf(scale.modelCode);
  const items = flatten(input);
  const seen = new Set<number>();
  for (const item of items) {
    if (item.key > keyCount) throw new AppError('HOT_KEY_OUT_OF_RANGE', { key: item.key, count: keyCount });
    if (seen.has(item.key)) throw new AppError('HOT_KEY_DUPLICATE', { key: item.key });
    seen.add(item.key);
    const group = hotKeyGroupOf(item.key, keyCount);
    const given = item.groups.find((g) => g !== group);
    if (given) throw new AppError('HOT_KEY_WRONG_GROUP', { key: item.key, group, given });
  }
  const onScale = await repo.goodsOnScaleMatching(
    tx,
    scale.id,
    items.flatMap((item) => (item.good_id !== undefined ? [item.good_id] : [])),
    items.flatMap((item) => (item.plu !== undefined ? [item.plu] : [])),
  );
  const byId = new Map(onScale.map((g) => [g.id, g]));
  const byPlu = new Map(onScale.map((g) => [g.pluNumber, g]));
  return items.map((item) => {
    const found = item.good_id !== undefined ? byId.get(item.good_id) : byPlu.get(item.plu!);
    if (!found) throw new AppError('HOT_KEY_GOODS_NOT_ON_SCALE', { key: item.key });
    if (item.plu !== undefined && found.pluNumber !== item.plu)
      throw new AppError('HOT_KEY_GOODS_MISMATCH', { key: item.key, plu: item.plu });
    return { key: item.key, goodsId: found.id };
  });
}

/** Replaces a locked scale's layout inside the caller's transaction. Answers how many keys it has. */
export async function replaceLayout(
  tx: Executor,
  scale: Pick<ScaleRow, 'id' | 'modelCode' | 'companyId'>,
  input: HotKeysInput,
): Promise<number> {
  const keys = await resolveLayout(tx, scale, input);
  await repo.replaceHotKeys(tx, scale.id, scale.companyId, keys);
  return keys.length;
}

export async function getHotKeys(ctx: AppContext, scope: Scope, id: number, shopId?: number) {
  const { scale } = await visibleScale(ctx.db, scope, id, shopId);
  return layoutOf(ctx.db, scale);
}

/** PUT .../hot_keys: the whole layout replaced, in one transaction. */
export async function putHotKeys(
  ctx: AppContext,
  scope: Scope,
  id: number,
  shopId: number | undefined,
  input: HotKeysInput,
): Promise<HotKeysAnswer> {
  await writableScale(ctx.db, scope, id, shopId);
  return ctx.db.transaction(async (tx) => {
    const scale = await lockScale(tx, id);
    const keys = await replaceLayout(tx, scale, input);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'scale.hot_keys.replace',
      targetType: 'scale',
      targetId: id,
      companyId: scale.companyId,
      detail: { keys },
    });
    return layoutOf(tx, scale);
  });
}

/**
 * Copies a scale's layout to other scales of its company and model: goods of the layout missing
 * on a target are added (within its limits), then the target's layout is replaced. All targets
 * or none.
 */
export async function copyHotKeys(
  ctx: AppContext,
  scope: Scope,
  sourceId: number,
  targetIds: number[],
): Promise<HotKeysCopyAnswer> {
  const source = (await writableScale(ctx.db, scope, sourceId)).scale;
  const ids = [...new Set(targetIds)].filter((id) => id !== sourceId);
  const targets = await repo.findMany(ctx.db, scope, ids);
  if (targets.length !== ids.length) throw new AppError('NOT_FOUND');
  for (const { scale } of targets) requireManager(scope, scale.companyId);

  return ctx.db.transaction(async (tx) => {
    const locked = await repo.lock(tx, [sourceId, ...ids]);
    const lockedSource = locked.find((row) => row.id === sourceId);
    if (!lockedSource || locked.length !== ids.length + 1) throw new AppError('NOT_FOUND');
    for (const target of locked) {
      if (target.id === sourceId) continue;
      if (target.companyId !== source.companyId)
        throw new AppError('SCALE_OF_OTHER_COMPANY', { scale: target.scaleName });
      if (target.modelCode !== lockedSource.modelCode)
        throw new AppError('SCALE_MODEL_MISMATCH', {
          scale: target.scaleName,
          model: target.modelCode,
          source: lockedSource.modelCode,
        });
    }
    const layout = await repo.hotKeysOf(tx, sourceId);
    const layoutGoods = [...new Map(layout.map((row) => [row.goodsId, row])).values()];
    const answer: HotKeysCopyAnswer = { targets: [] };
    for (const target of locked) {
      if (target.id === sourceId) continue;
      const { model, pluLimit } = limitsOf(target.modelCode);
      const already = new Set(
        await repo.goodsIdsOnScale(
          tx,
          target.id,
          layoutGoods.map((g) => g.goodsId),
        ),
      );
      const missing = layoutGoods.filter((g) => !already.has(g.goodsId));
      const beyond = missing
        .filter((g) => g.pluNumber > pluLimit)
        .sort((a, b) => a.pluNumber - b.pluNumber)[0];
      if (beyond)
        throw new AppError('PLU_BEYOND_SCALE_MODEL', {
          plu: beyond.pluNumber,
          scale: target.scaleName,
          model: model.code,
          limit: pluLimit,
        });
      const current = await repo.countGoodsOnScale(tx, target.id);
      if (current + missing.length > pluLimit) {
        const left = Math.max(0, pluLimit - current);
        throw new AppError(
          'SCALE_GOODS_FULL',
          { scale: target.scaleName, limit: pluLimit, left, adding: missing.length },
          { left },
        );
      }
      const added = await repo.addGoods(
        tx,
        target.id,
        target.companyId,
        missing.map((g) => g.goodsId),
      );
      await repo.replaceHotKeys(
        tx,
        target.id,
        target.companyId,
        layout.map(({ key, goodsId }) => ({ key, goodsId })),
      );
      await recordAudit(tx, {
        actorUserId: scope.userId,
        action: 'scale.hot_keys.copy',
        targetType: 'scale',
        targetId: target.id,
        companyId: target.companyId,
        detail: { source_scale_id: sourceId, keys: layout.length, goods_added: added },
      });
      answer.targets.push({
        id: target.id,
        scale_name: target.scaleName,
        goods_added: added,
        hot_key_count: layout.length,
      });
    }
    return answer;
  });
}
