import type { LabelAnswer, labelChanges, newLabel } from '@dahua/shared/contracts/labels';
import type { z } from 'zod';
import { canManageCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { StoredLabelStyle } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { hashToken, newToken } from '../../lib/token.js';
import * as shopsRepo from '../shops/queries.js';
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
  const id = await slotChecked(ctx, shopId, body.slot, () =>
    repo.insert(ctx.db, shop.shop.companyId, shopId, {
      name: body.name,
      type: body.type,
      slot: body.slot ?? null,
      style,
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
    await slotChecked(ctx, found.label.shopId, body.slot, () => repo.update(ctx.db, id, values));
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
      made.push(
        await repo.insert(tx, found.label.companyId, shop.id, {
          name: found.label.name,
          type: found.label.type,
          slot: taken ? null : found.label.slot,
          style: found.label.style,
        }),
      );
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
