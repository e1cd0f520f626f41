import type { CheckFailure } from '@dahua/shared/contracts/labels';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Db, Executor } from '../../db/client.js';
import {
  goods,
  type LabelRow,
  labelDownloads,
  labels,
  type StoredLabelStyle,
  shops,
} from '../../db/schema/index.js';

export type LabelView = { label: LabelRow; shopName: string };

function selectLabels(db: Executor) {
  return db
    .select({ label: labels, shopName: shops.name })
    .from(labels)
    .innerJoin(shops, eq(shops.id, labels.shopId));
}

/** A shop's templates: those in a slot by slot number, then the rest newest first. */
export async function ofShop(db: Executor, shopId: number): Promise<LabelView[]> {
  return selectLabels(db)
    .where(eq(labels.shopId, shopId))
    .orderBy(sql`${labels.slot} asc nulls last`, sql`${labels.id} desc`)
    .limit(500);
}

export async function findOne(db: Executor, scope: Scope, id: number): Promise<LabelView | null> {
  const rows = await selectLabels(db)
    .where(and(eq(labels.id, id), withinScope(scope, labels.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export type LabelValues = { name: string; type: string; slot: number | null; style: StoredLabelStyle };

/**
 * What a save does to the scales' copy (issue 29 §2): `push` sends the saved style; `hold` keeps the
 * one pushed before and records the check's failures; absent, neither changes.
 */
export type PushState = { kind: 'push' } | { kind: 'hold'; failures: CheckFailure[] };

/** A template created held has never been pushed: an empty style stands in (the devices skip it). */
export const neverPushed = (style: StoredLabelStyle): StoredLabelStyle => ({
  size: style.size,
  itemList: [],
  qr_code_list: [],
});

export async function insert(
  db: Executor,
  companyId: number,
  shopId: number,
  values: LabelValues,
  push: PushState = { kind: 'push' },
): Promise<number> {
  const [row] = await db
    .insert(labels)
    .values({
      ...values,
      pushedStyle: push.kind === 'push' ? values.style : neverPushed(values.style),
      heldFailures: push.kind === 'hold' ? push.failures : null,
      companyId,
      shopId,
    })
    .returning({ id: labels.id });
  return row!.id;
}

export async function update(
  db: Executor,
  id: number,
  values: Partial<LabelValues>,
  push?: PushState,
): Promise<void> {
  // Style, pushed style and held failures are written in one statement: parallel saves leave one
  // save's three together, never one's style with another's failures.
  const pushed =
    push?.kind === 'push'
      ? { pushedStyle: values.style ?? sql`${labels.style}`, heldFailures: null }
      : push?.kind === 'hold'
        ? { heldFailures: push.failures }
        : {};
  await db
    .update(labels)
    .set({ ...values, ...pushed, lastModifiedTime: new Date() })
    .where(eq(labels.id, id));
}

/** The template row locked for a push (its check and write then see no other save in between). */
export async function lockOne(db: Executor, id: number) {
  const rows = await db.select().from(labels).where(eq(labels.id, id)).for('update').limit(1);
  return rows[0] ?? null;
}

/** The goods items of a company that print with label number `slot`. */
export async function goodsPrintingWith(db: Executor, companyId: number, slot: number) {
  return db
    .select()
    .from(goods)
    .where(and(eq(goods.companyId, companyId), eq(goods.labelNumber, slot)))
    .orderBy(asc(goods.pluNumber));
}

export async function remove(db: Executor, id: number): Promise<void> {
  await db.delete(labels).where(eq(labels.id, id));
}

/** The company's shops among the ids asked (others are not the caller's to copy to). */
export async function shopsOfCompany(db: Executor, companyId: number, ids: number[]) {
  return db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), inArray(shops.id, ids)));
}

export async function goodsLabelNumber(db: Db, scope: Scope, goodsId: number) {
  const rows = await db
    .select({ companyId: goods.companyId, labelNumber: goods.labelNumber })
    .from(goods)
    .where(and(eq(goods.id, goodsId), withinScope(scope, goods.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Each shop of a company with the template in a slot (null where the slot is empty). */
export async function slotAcrossShops(db: Db, companyId: number, slot: number) {
  return db
    .select({ shopId: shops.id, shopName: shops.name, labelId: labels.id, labelName: labels.name })
    .from(shops)
    .leftJoin(labels, and(eq(labels.shopId, shops.id), eq(labels.slot, slot)))
    .where(eq(shops.companyId, companyId))
    .orderBy(asc(shops.id));
}

export async function addDownload(db: Db, tokenHash: string, labelId: number, expiresAt: Date) {
  await db.insert(labelDownloads).values({ tokenHash, labelId, expiresAt });
}

export async function downloadOf(db: Db, tokenHash: string): Promise<LabelRow | null> {
  const rows = await db
    .select({ label: labels })
    .from(labelDownloads)
    .innerJoin(labels, eq(labels.id, labelDownloads.labelId))
    .where(and(eq(labelDownloads.tokenHash, tokenHash), gt(labelDownloads.expiresAt, new Date())))
    .limit(1);
  return rows[0]?.label ?? null;
}
