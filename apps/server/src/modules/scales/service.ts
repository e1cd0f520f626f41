import { hotKeyCountOf, pluNumberLimit, SCALE_MODELS } from '@dahua/shared';
import type {
  CreatedScaleAnswer,
  EditedScaleAnswer,
  ScaleAnswer,
  ScaleBody,
  ScaleChanges,
  ScaleListQuery,
  ScaleModelEntry,
} from '@dahua/shared/contracts/scales';
import { DEFAULT_LAN_PORT } from '@dahua/shared/contracts/scales';
import { canSeeCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { constraintOf, isUniqueViolation } from '../../lib/pg-errors.js';
import { hashToken, newToken } from '../../lib/token.js';
import { recordAudit } from '../audit/service.js';
import { recordMove } from '../scale-legal/service.js';
import { limitsOf, lockScale, requireManager, scaleAnswer, visibleScale, writableScale } from './access.js';
import { layoutOf, replaceLayout } from './hot-keys.js';
import * as repo from './repo.js';

export type { ScaleRecord } from './repo.js';

/** Scales the caller may see (also the scale selector's list), filtered by shop, company and name. */
export async function listScales(ctx: AppContext, scope: Scope, query: ScaleListQuery) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    {
      name: query.name,
      shopId: query.shop_id,
      companyId: query.company_id,
      verificationStatus: query.verification_status,
      dueThisMonth: query.due_this_month,
    },
    query.per_page,
    offsetOf(query),
    ctx.clock(),
  );
  return paged(
    rows.map((row) => ({
      ...scaleAnswer(row),
      verification_status: row.verificationStatus,
      next_due_on: row.nextDueOn,
    })),
    total,
    query,
  );
}

/** The model catalogue with the limits that follow from each model. */
export function listModels(): ScaleModelEntry[] {
  return SCALE_MODELS.map((model) => ({
    code: model.code,
    name_zh: model.nameZh,
    name_en: model.nameEn,
    plu_capacity: model.pluCapacity,
    plu_limit: pluNumberLimit(model),
    hot_key_count: hotKeyCountOf(model),
    sales_record_capacity: model.salesRecordCapacity,
    max_print_width_mm: model.maxPrintWidthMm,
  }));
}

export async function getScale(
  ctx: AppContext,
  scope: Scope,
  id: number,
  shopId?: number,
): Promise<ScaleAnswer> {
  return scaleAnswer(await visibleScale(ctx.db, scope, id, shopId));
}

/** The scale holding a uuid, whoever owns it (scale registration decides what to tell whom). */
export function findByUuid(db: Executor, uuid: string): Promise<repo.ScaleRecord | null> {
  return repo.findByUuid(db, uuid);
}

/**
 * Issues a scale a fresh device credential inside the caller's transaction: 32 random bytes
 * (base64url), stored only as their SHA-256, replacing any earlier one. Answers the plaintext,
 * which the caller shows exactly once. `registeredBy` (when given) records who registered it.
 */
export async function issueDeviceCredential(
  tx: Executor,
  scaleId: number,
  options: { registeredBy?: number } = {},
): Promise<string> {
  const credential = newToken();
  if (!(await repo.setDeviceCredential(tx, scaleId, hashToken(credential), options.registeredBy)))
    throw new AppError('NOT_FOUND');
  return credential;
}

/** A uuid another scale holds: the shop is named only to someone who may see that scale. */
function alreadyRegistered(scope: Scope | null, holder: repo.ScaleRecord): AppError {
  if (!scope || !canSeeCompany(scope, holder.scale.companyId))
    return new AppError('SCALE_ALREADY_REGISTERED');
  return new AppError(
    'SCALE_ALREADY_REGISTERED_IN_SHOP',
    { shop: holder.shopName },
    { scale_id: holder.scale.id, shop_id: holder.scale.shopId, shop_name: holder.shopName },
  );
}

/** The scale of the shop at an address, when there is one (a LAN address names one scale per shop). */
async function addressTaken(
  db: Executor,
  shopId: number,
  host: string | null,
  port: number,
  except?: number,
): Promise<AppError | null> {
  if (!host) return null;
  const holder = await repo.scaleAtAddress(db, shopId, host, port);
  if (!holder || holder.id === except) return null;
  return new AppError(
    'SCALE_ADDRESS_TAKEN',
    { scale: holder.scaleName, address: `${host}:${port}` },
    { scale_id: holder.id },
    'lan_host',
  );
}

/** A refusal of the address unique index (two writers at once), as the address check words it. */
async function addressRefusal(
  db: Executor,
  error: unknown,
  shopId: number,
  host: string | null | undefined,
  port: number,
): Promise<AppError | null> {
  if (!isUniqueViolation(error) || constraintOf(error) !== 'scales_shop_lan_address_key') return null;
  return (
    (await addressTaken(db, shopId, host ?? null, port)) ??
    new AppError('SCALE_ADDRESS_TAKEN', { scale: '', address: `${host}:${port}` }, {}, 'lan_host')
  );
}

/** Who creates a scale: a person (their scope decides what a refusal may name), or a paired bridge. */
export type ScaleCreator = { scope: Scope | null; actorUserId: number | null; via?: 'bridge' };

/**
 * Inserts a scale into a shop whose access the caller has already checked: the model's default,
 * the address check, the device credential of a uuid and the audit record, in one transaction.
 */
export async function insertScale(
  ctx: AppContext,
  shop: repo.ShopRef,
  body: ScaleBody,
  creator: ScaleCreator,
): Promise<{ id: number; credential: string | undefined }> {
  const uuid = body.scale_uuid ? body.scale_uuid : null;
  const lanHost = body.lan_host ?? null;
  const lanPort = body.lan_port ?? DEFAULT_LAN_PORT;
  if (uuid) {
    const holder = await repo.findByUuid(ctx.db, uuid);
    if (holder) throw alreadyRegistered(creator.scope, holder);
  }
  const taken = await addressTaken(ctx.db, shop.id, lanHost, lanPort);
  if (taken) throw taken;
  try {
    return await ctx.db.transaction(async (tx) => {
      const id = await repo.insert(tx, {
        companyId: shop.companyId,
        shopId: shop.id,
        scaleName: body.scale_name,
        imgUrl: body.img_url,
        desc: body.desc,
        ifVerify: body.if_verify,
        modelCode: body.model_code ?? 'TM-Aa',
        scaleUuid: uuid,
        lanHost,
        lanPort,
      });
      const credential = uuid
        ? await issueDeviceCredential(
            tx,
            id,
            creator.actorUserId !== null ? { registeredBy: creator.actorUserId } : {},
          )
        : undefined;
      await recordAudit(tx, {
        actorUserId: creator.actorUserId,
        action: 'scale.create',
        targetType: 'scale',
        targetId: id,
        companyId: shop.companyId,
        detail: {
          scale_name: body.scale_name,
          shop_id: shop.id,
          scale_uuid: uuid,
          registered: Boolean(uuid),
          ...(lanHost ? { lan_host: lanHost, lan_port: lanPort } : {}),
          ...(creator.via ? { via: creator.via } : {}),
        },
      });
      return { id, credential };
    });
  } catch (error) {
    // The same uuid registered in between: the unique index refuses it.
    if (uuid && isUniqueViolation(error) && constraintOf(error) !== 'scales_shop_lan_address_key') {
      const holder = await repo.findByUuid(ctx.db, uuid);
      throw holder ? alreadyRegistered(creator.scope, holder) : new AppError('SCALE_ALREADY_REGISTERED');
    }
    throw (await addressRefusal(ctx.db, error, shop.id, lanHost, lanPort)) ?? error;
  }
}

/**
 * Creates a scale in a shop the caller manages (administrators: any shop, in its company). With a
 * uuid the scale is registered: it gets a device credential, answered this once.
 */
export async function createScale(
  ctx: AppContext,
  scope: Scope,
  shopId: number,
  body: ScaleBody,
): Promise<CreatedScaleAnswer> {
  const shop = await repo.findShop(ctx.db, scope, shopId);
  if (!shop) throw new AppError('NOT_FOUND');
  requireManager(scope, shop.companyId);
  const created = await insertScale(ctx, shop, body, { scope, actorUserId: scope.userId });
  const answer = await getScale(ctx, scope, created.id);
  return created.credential ? { ...answer, device_credential: created.credential } : answer;
}

/**
 * Edits a scale: its fields, its shop (another shop of its company), its model (only to one whose
 * limits its goods and keys keep) and/or its whole hot-key layout, in one transaction.
 */
export async function editScale(
  ctx: AppContext,
  scope: Scope,
  id: number,
  shopId: number | undefined,
  changes: ScaleChanges,
): Promise<EditedScaleAnswer> {
  const found = await writableScale(ctx.db, scope, id, shopId);
  if (changes.shop_id !== undefined && changes.shop_id !== found.scale.shopId) {
    const shop = await repo.findShop(ctx.db, scope, changes.shop_id);
    if (!shop || shop.companyId !== found.scale.companyId) throw new AppError('NOT_FOUND');
  }
  const values: Parameters<typeof repo.update>[2] = {};
  if (changes.scale_name !== undefined) values.scaleName = changes.scale_name;
  if (changes.img_url !== undefined) values.imgUrl = changes.img_url;
  if (changes.desc !== undefined) values.desc = changes.desc;
  if (changes.if_verify !== undefined) values.ifVerify = changes.if_verify;
  if (changes.model_code !== undefined) values.modelCode = changes.model_code;
  if (changes.shop_id !== undefined) values.shopId = changes.shop_id;
  // The LAN address is the managers' (writableScale already asks for one; said here for the rule's sake).
  if (changes.lan_host !== undefined || changes.lan_port !== undefined) {
    requireManager(scope, found.scale.companyId);
    if (changes.lan_host !== undefined) values.lanHost = changes.lan_host;
    if (changes.lan_port !== undefined) values.lanPort = changes.lan_port;
  }
  const address = {
    shopId: values.shopId ?? found.scale.shopId,
    host: values.lanHost !== undefined ? values.lanHost : found.scale.lanHost,
    port: values.lanPort ?? found.scale.lanPort,
  };
  const taken = await addressTaken(ctx.db, address.shopId, address.host, address.port, id);
  if (taken) throw taken;

  const layout = await ctx.db
    .transaction(async (tx) => {
      const locked = await lockScale(tx, id);
      const scale = { ...locked, ...values };
      if (Object.keys(values).length > 0) await repo.update(tx, id, values);
      // Its event log keeps the move (issue 27), in the same transaction.
      if (scale.shopId !== locked.shopId)
        await recordMove(tx, {
          scaleId: id,
          companyId: locked.companyId,
          fromShopId: locked.shopId,
          toShopId: scale.shopId,
          at: ctx.clock(),
        });
      if (scale.modelCode !== locked.modelCode)
        await keepsLimitsOf(tx, scale, changes.hot_keys !== undefined);
      const keys =
        changes.hot_keys !== undefined ? await replaceLayout(tx, scale, changes.hot_keys) : undefined;
      const { hot_keys: _layout, ...fields } = changes;
      if (Object.keys(values).length > 0 || keys !== undefined)
        await recordAudit(tx, {
          actorUserId: scope.userId,
          action: 'scale.update',
          targetType: 'scale',
          targetId: id,
          companyId: scale.companyId,
          detail: { ...fields, ...(keys !== undefined ? { hot_keys: keys } : {}) },
        });
      return keys !== undefined ? layoutOf(tx, scale) : undefined;
    })
    .catch(async (error: unknown) => {
      throw (await addressRefusal(ctx.db, error, address.shopId, address.host, address.port)) ?? error;
    });
  const answer = await getScale(ctx, scope, id);
  return layout ? { ...answer, ...layout } : answer;
}

/** A scale changing model must already fit it: every PLU within the new limit, every key (unless replaced). */
async function keepsLimitsOf(
  tx: Executor,
  scale: { id: number; modelCode: string },
  layoutReplaced: boolean,
): Promise<void> {
  const { model, pluLimit, keyCount } = limitsOf(scale.modelCode);
  const plu = await repo.firstPluAbove(tx, scale.id, pluLimit);
  if (plu !== null) throw new AppError('SCALE_MODEL_TOO_SMALL', { model: model.code, plu, limit: pluLimit });
  if (layoutReplaced) return;
  const key = await repo.highestKey(tx, scale.id);
  if (key !== null && key > keyCount)
    throw new AppError('SCALE_MODEL_FEWER_KEYS', { model: model.code, key, count: keyCount });
}

/** Deletes a scale; its goods list and hot keys go with it. */
export async function deleteScale(ctx: AppContext, scope: Scope, id: number, shopId?: number): Promise<void> {
  const { scale } = await writableScale(ctx.db, scope, id, shopId);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.remove(tx, id))) throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'scale.delete',
      targetType: 'scale',
      targetId: id,
      companyId: scale.companyId,
      detail: { scale_name: scale.scaleName, shop_id: scale.shopId, scale_uuid: scale.scaleUuid },
    });
  });
}
