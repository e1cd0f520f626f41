import type { ScaleModelCode } from '@dahua/shared';
import {
  hotKeyCountOf,
  MAKER_PLU_NAME_CHARS,
  pluNumberLimit,
  type ScaleModel,
  scaleModel,
} from '@dahua/shared';
import type { ScaleAnswer } from '@dahua/shared/contracts/scales';
import { canManageCompany, type Scope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import * as repo from './repo.js';
import { syncAnswer } from './sync-answer.js';

/**
 * A scale's model. Codes are validated on the way in, so an unknown one only comes from data
 * written elsewhere; it then gets the catalogue's fallbacks (4000 PLUs, 142 keys) rather than a guess.
 */
export function modelOf(code: string): ScaleModel {
  return (
    scaleModel(code) ?? {
      code,
      nameZh: code,
      nameEn: code,
      pluCapacity: null,
      hotKeyCount: null,
      salesRecordCapacity: null,
      maxPrintWidthMm: null,
      maxNameChars: MAKER_PLU_NAME_CHARS,
    }
  );
}

/** The limits a scale's goods and keys must keep. */
export function limitsOf(modelCode: string) {
  const model = modelOf(modelCode);
  return { model, pluLimit: pluNumberLimit(model), keyCount: hotKeyCountOf(model) };
}

export function scaleAnswer({
  scale,
  shopName,
  goodsCount,
  sync,
  syncVersion,
}: repo.ScaleRecord): ScaleAnswer {
  const { model, pluLimit, keyCount } = limitsOf(scale.modelCode);
  return {
    id: scale.id,
    name: scale.scaleName,
    scale_name: scale.scaleName,
    shop_id: scale.shopId,
    shop_name: shopName,
    company_id: scale.companyId,
    img_url: scale.imgUrl,
    desc: scale.desc,
    scale_uuid: scale.scaleUuid,
    if_verify: scale.ifVerify ? 1 : 0,
    // Written only through the catalogue's codes (scaleFields.model_code).
    model_code: scale.modelCode as ScaleModelCode,
    model: {
      code: model.code,
      name_zh: model.nameZh,
      name_en: model.nameEn,
      plu_limit: pluLimit,
      hot_key_count: keyCount,
    },
    goods_count: goodsCount,
    registered: scale.deviceSecretHash ? 1 : 0,
    created_time: scale.createdTime.toISOString(),
    last_modified_time: scale.lastModifiedTime.toISOString(),
    lan_host: scale.lanHost,
    lan_port: scale.lanPort,
    sync: syncAnswer(sync ?? null, syncVersion ?? null),
  };
}

/**
 * A scale the caller may see (of that shop, when the path names one). Another company's scale,
 * or a scale of another shop than the path's, answers 404 exactly like a missing one.
 */
export async function visibleScale(
  db: Executor,
  scope: Scope,
  id: number,
  shopId?: number,
): Promise<repo.ScaleRecord> {
  const found = await repo.findOne(db, scope, id, shopId);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** The shops rule: company owners and managers (and administrators) change; a company USER reads. */
export function requireManager(scope: Scope, companyId: number): void {
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
}

/** A scale the caller may change: visible (else 404), and theirs to manage (else 403). */
export async function writableScale(
  db: Executor,
  scope: Scope,
  id: number,
  shopId?: number,
): Promise<repo.ScaleRecord> {
  const found = await visibleScale(db, scope, id, shopId);
  requireManager(scope, found.scale.companyId);
  return found;
}

/** Locks one scale for the rest of the transaction; a scale deleted meanwhile answers 404. */
export async function lockScale(tx: Executor, id: number) {
  const [row] = await repo.lock(tx, [id]);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}
