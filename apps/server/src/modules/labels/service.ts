import type { CheckFailure, LabelAnswer, labelChanges, newLabel } from '@dahua/shared/contracts/labels';
import type { z } from 'zod';
import { canManageCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { StoredLabelStyle } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { hashToken, newToken } from '../../lib/token.js';
import { recordAudit } from '../audit/service.js';
import * as shopsRepo from '../shops/queries.js';
import { type CheckTarget, checkTemplate, unconfirmed } from './check.js';
import { readLabelFile, styleFromText, toFile } from './label-file.js';
import * as repo from './repo.js';

/** How long a download address opens the file. */
const DOWNLOAD_MINUTES = 10;

export function labelAnswer({ label, shopName }: repo.LabelView): LabelAnswer {
  return {
    id: label.id,
    company_id: label.companyId,
    shop_id: label.shopId,
    shop_name: shopName,
    name: label.name,
    type: label.type,
    slot: label.slot,
    size: label.style.size,
    style: label.style,
    held: label.heldFailures !== null,
    held_failures: (label.heldFailures as CheckFailure[] | null) ?? null,
    created_time: label.createdTime.toISOString(),
    last_modified_time: label.lastModifiedTime.toISOString(),
  };
}

async function shopOf(ctx: AppContext, scope: Scope, shopId: number) {
  const shop = await shopsRepo.findOne(ctx.db, scope, shopId);
  if (!shop) throw new AppError('NOT_FOUND');
  return shop;
}

async function labelOf(ctx: AppContext, scope: Scope, id: number) {
  const found = await repo.findOne(ctx.db, scope, id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** A write that would put two templates in one slot of a shop is refused naming the holder. */
async function slotChecked<T>(
  ctx: AppContext,
  shopId: number,
  slot: number | null | undefined,
  write: () => Promise<T>,
) {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error) || !slot) throw error;
    const holder = (await repo.ofShop(ctx.db, shopId)).find((l) => l.label.slot === slot);
    throw new AppError(
      'LABEL_SLOT_TAKEN',
      { shop: holder?.shopName ?? '', slot, name: holder?.label.name ?? '' },
      {},
      'slot',
    );
  }
}

export async function labelsOfShop(ctx: AppContext, scope: Scope, shopId: number): Promise<LabelAnswer[]> {
  await shopOf(ctx, scope, shopId);
  return (await repo.ofShop(ctx.db, shopId)).map(labelAnswer);
}

export async function labelDetails(ctx: AppContext, scope: Scope, id: number): Promise<LabelAnswer> {
  return labelAnswer(await labelOf(ctx, scope, id));
}

export async function createLabel(
  ctx: AppContext,
  scope: Scope,
  shopId: number,
  body: z.infer<typeof newLabel>,
): Promise<LabelAnswer> {
  const shop = await shopOf(ctx, scope, shopId);
  if (!canManageCompany(scope, shop.shop.companyId)) throw new AppError('FORBIDDEN');
  const style = styleFromText(body.style);
  const target = {
    companyId: shop.shop.companyId,
    shopId,
    shopName: shop.shop.name,
    slot: body.slot ?? null,
  };
  const id = await slotChecked(ctx, shopId, body.slot, () =>
    ctx.db.transaction(async (tx) => {
      const push = await pushStateOf(ctx, tx, target, style, body.confirm_failures);
      const made = await repo.insert(
        tx,
        shop.shop.companyId,
        shopId,
        { name: body.name, type: body.type, slot: body.slot ?? null, style },
        push.state,
      );
      await auditConfirmation(tx, scope, made, body.name, target.companyId, push.confirmed);
      return made;
    }),
  );
  return labelDetails(ctx, scope, id);
}

export async function editLabel(
  ctx: AppContext,
  scope: Scope,
  id: number,
  body: z.infer<typeof labelChanges>,
): Promise<LabelAnswer> {
  const found = await labelOf(ctx, scope, id);
  if (!canManageCompany(scope, found.label.companyId)) throw new AppError('FORBIDDEN');
  const values: Partial<repo.LabelValues> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.type !== undefined) values.type = body.type;
  if (body.slot !== undefined) values.slot = body.slot;
  if (body.style !== undefined) values.style = styleFromText(body.style);
  if (Object.keys(values).length > 0)
    await slotChecked(ctx, found.label.shopId, body.slot, () =>
      ctx.db.transaction(async (tx) => {
        // Only what the scales print is checked again: a new style or slot, not a new name.
        if (values.style === undefined && values.slot === undefined) return repo.update(tx, id, values);
        const target = {
          companyId: found.label.companyId,
          shopId: found.label.shopId,
          shopName: found.shopName,
          slot: values.slot !== undefined ? values.slot : found.label.slot,
        };
        const style = values.style ?? found.label.style;
        const push = await pushStateOf(ctx, tx, target, style, body.confirm_failures);
        await repo.update(tx, id, values, push.state);
        await auditConfirmation(
          tx,
          scope,
          id,
          values.name ?? found.label.name,
          target.companyId,
          push.confirmed,
        );
      }),
    );
  return labelDetails(ctx, scope, id);
}

export async function deleteLabel(ctx: AppContext, scope: Scope, id: number): Promise<void> {
  const found = await labelOf(ctx, scope, id);
  if (!canManageCompany(scope, found.label.companyId)) throw new AppError('FORBIDDEN');
  await repo.remove(ctx.db, id);
}

/**
 * Copies a template to other shops of its company, into the same slot where that slot is free
 * there (else without a slot), all or nothing.
 */
export async function copyLabel(
  ctx: AppContext,
  scope: Scope,
  id: number,
  shopIds: number[],
  confirm?: number[],
): Promise<LabelAnswer[]> {
  const found = await labelOf(ctx, scope, id);
  if (!canManageCompany(scope, found.label.companyId)) throw new AppError('FORBIDDEN');
  const targets = await repo.shopsOfCompany(ctx.db, found.label.companyId, [...new Set(shopIds)]);
  if (targets.length !== new Set(shopIds).size) throw new AppError('NOT_FOUND');
  const ids = await ctx.db.transaction(async (tx) => {
    const made: number[] = [];
    for (const shop of targets) {
      const taken =
        found.label.slot !== null &&
        (await repo.ofShop(tx, shop.id)).some((l) => l.label.slot === found.label.slot);
      const target = {
        companyId: found.label.companyId,
        shopId: shop.id,
        shopName: shop.name,
        slot: taken ? null : found.label.slot,
      };
      const push = await pushStateOf(ctx, tx, target, found.label.style, confirm);
      const copy = await repo.insert(
        tx,
        found.label.companyId,
        shop.id,
        { name: found.label.name, type: found.label.type, slot: target.slot, style: found.label.style },
        push.state,
      );
      await auditConfirmation(tx, scope, copy, found.label.name, target.companyId, push.confirmed);
      made.push(copy);
    }
    return made;
  });
  return Promise.all(ids.map((made) => labelDetails(ctx, scope, made)));
}

/** A short-lived address of the template file (the browser opens it without the session header). */
export async function downloadAddress(ctx: AppContext, scope: Scope, id: number): Promise<{ url: string }> {
  await labelOf(ctx, scope, id);
  const token = newToken();
  await repo.addDownload(ctx.db, hashToken(token), id, new Date(Date.now() + DOWNLOAD_MINUTES * 60_000));
  return { url: `/api/management/labels/files/${token}` };
}

export async function downloadFile(
  ctx: AppContext,
  token: string,
): Promise<{ fileName: string; text: string }> {
  const label = await repo.downloadOf(ctx.db, hashToken(token));
  if (!label) throw new AppError('NOT_FOUND');
  return {
    fileName: `${label.name || 'label'}.label.json`,
    text: toFile({
      name: label.name,
      type: label.type,
      slot: label.slot,
      style: label.style as StoredLabelStyle,
    }),
  };
}

/** Reads an uploaded label file for the import dialog to preview; nothing is stored. */
export function previewUpload(bytes: Uint8Array, fileName: string) {
  const file = readLabelFile(bytes, fileName);
  return { data: file.style, name: file.name, type: file.type, slot: file.slot };
}

/** Which template a goods item's label number means in each shop of its company. */
/** Which template a goods item's label number (or `labelNumber`, the form's unsaved one) means per shop. */
export async function labelsOfGoods(ctx: AppContext, scope: Scope, goodsId: number, labelNumber?: number) {
  const goods = await repo.goodsLabelNumber(ctx.db, scope, goodsId);
  if (!goods) throw new AppError('NOT_FOUND');
  const number = labelNumber ?? goods.labelNumber;
  const rows = number >= 1 && number <= 16 ? await repo.slotAcrossShops(ctx.db, goods.companyId, number) : [];
  return {
    label_number: number,
    shops: rows.map((r) => ({
      shop_id: r.shopId,
      shop_name: r.shopName,
      label_id: r.labelId,
      label_name: r.labelName,
    })),
  };
}

/**
 * Whether a save goes to the scales (issue 29 §2): it does when the check passes for every goods
 * item that prints with it, or when `confirm` names every failing one; a confirmation that leaves
 * one out is refused naming them; without a confirmation the save is held.
 */
async function pushStateOf(
  ctx: AppContext,
  db: Executor,
  target: CheckTarget,
  style: StoredLabelStyle,
  confirm: number[] | undefined,
): Promise<{ state: repo.PushState; confirmed: CheckFailure[] }> {
  const { failures } = await checkTemplate(ctx, db, target, style);
  if (failures.length === 0) return { state: { kind: 'push' }, confirmed: [] };
  if (!confirm || confirm.length === 0) return { state: { kind: 'hold', failures }, confirmed: [] };
  const missing = unconfirmed(failures, confirm);
  if (missing.length > 0)
    throw new AppError(
      'LABEL_CONFIRMATION_INCOMPLETE',
      { missing: missing.map((f) => `${f.plu} ${f.name.replace(/\n/g, ' ')}`).join(', ') },
      { missing: missing.map((f) => ({ goods_id: f.goods_id, plu: f.plu, name: f.name })) },
      'confirm_failures',
    );
  return { state: { kind: 'push' }, confirmed: failures };
}

/** Who pushed a template despite its check's failures, and for which goods items. */
async function auditConfirmation(
  db: Executor,
  scope: Scope,
  labelId: number,
  name: string,
  companyId: number,
  confirmed: readonly CheckFailure[],
): Promise<void> {
  if (confirmed.length === 0) return;
  await recordAudit(db, {
    actorUserId: scope.userId,
    action: 'label.push_confirmed',
    targetType: 'label',
    targetId: labelId,
    companyId,
    detail: {
      name,
      goods: confirmed.map((f) => ({ goods_id: f.goods_id, plu: f.plu, name: f.name })),
    },
  });
}

/** The label check of a saved template, or of an unsaved `style` in its place. */
export async function checkLabelTemplate(ctx: AppContext, scope: Scope, id: number, styleText?: string) {
  const found = await labelOf(ctx, scope, id);
  const style = styleText !== undefined ? styleFromText(styleText) : found.label.style;
  return checkTemplate(
    ctx,
    ctx.db,
    {
      companyId: found.label.companyId,
      shopId: found.label.shopId,
      shopName: found.shopName,
      slot: found.label.slot,
    },
    style,
  );
}

/** Pushes a template's saved style to the scales, its failing goods items (checked again now) confirmed. */
export async function pushLabel(
  ctx: AppContext,
  scope: Scope,
  id: number,
  confirm: number[] | undefined,
): Promise<LabelAnswer> {
  const found = await labelOf(ctx, scope, id);
  if (!canManageCompany(scope, found.label.companyId)) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockOne(tx, id);
    if (!row) throw new AppError('NOT_FOUND');
    const target = { companyId: row.companyId, shopId: row.shopId, shopName: found.shopName, slot: row.slot };
    const push = await pushStateOf(ctx, tx, target, row.style, confirm);
    await repo.update(tx, id, {}, push.state);
    await auditConfirmation(tx, scope, id, row.name, row.companyId, push.confirmed);
  });
  return labelDetails(ctx, scope, id);
}
