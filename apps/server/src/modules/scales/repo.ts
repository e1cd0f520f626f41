import type { VerificationStatus } from '@dahua/shared';
import { and, asc, count, desc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Db, Executor } from '../../db/client.js';
import { goodsMatching } from '../../db/goods-matching.js';
import { textContains } from '../../db/like.js';
import {
  deviceVersions,
  type GoodsRow,
  goods,
  type ScaleRow,
  scaleGoods,
  scaleHotKeys,
  scaleSyncStatus,
  scales,
  shops,
} from '../../db/schema/index.js';
import { dueThisMonthSql, nextDueOnSql, verificationStatusSql } from '../scale-legal/queries.js';

/** A scale with what its answer needs from other tables. */
export type ScaleRecord = {
  scale: ScaleRow;
  shopName: string;
  goodsCount: number;
  /** What its bridge last reported, and the version the scale should hold (the device API). */
  sync?: typeof scaleSyncStatus.$inferSelect | null;
  syncVersion?: number | null;
};

const goodsCount = sql<number>`(select count(*)::int from ${scaleGoods} where ${scaleGoods.scaleId} = ${scales.id})`;

function selectScales(db: Executor) {
  return db
    .select({
      scale: scales,
      shopName: shops.name,
      goodsCount,
      sync: scaleSyncStatus,
      syncVersion: deviceVersions.version,
    })
    .from(scales)
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .leftJoin(scaleSyncStatus, eq(scaleSyncStatus.scaleId, scales.id))
    .leftJoin(deviceVersions, eq(deviceVersions.scaleId, scales.id));
}

/** A list row: the scale and its verification status on its shop's day (issue 27). */
export type ScaleListRecord = ScaleRecord & {
  verificationStatus: VerificationStatus;
  nextDueOn: string | null;
};

export async function list(
  db: Db,
  scope: Scope,
  filter: {
    name?: string | undefined;
    shopId?: number | undefined;
    companyId?: number | undefined;
    verificationStatus?: readonly VerificationStatus[] | undefined;
    dueThisMonth?: boolean | undefined;
  },
  limit: number,
  offset: number,
  now: Date,
): Promise<{ rows: ScaleListRecord[]; total: number }> {
  const status = verificationStatusSql(now);
  const conditions: (SQL | undefined)[] = [withinScope(scope, scales.companyId)];
  if (filter.shopId !== undefined) conditions.push(eq(scales.shopId, filter.shopId));
  if (filter.companyId !== undefined) conditions.push(eq(scales.companyId, filter.companyId));
  if (filter.name) conditions.push(textContains(scales.scaleName, filter.name));
  if (filter.verificationStatus?.length) conditions.push(inArray(status, [...filter.verificationStatus]));
  if (filter.dueThisMonth) conditions.push(dueThisMonthSql(now));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        scale: scales,
        shopName: shops.name,
        goodsCount,
        sync: scaleSyncStatus,
        syncVersion: deviceVersions.version,
        verificationStatus: status,
        nextDueOn: nextDueOnSql(),
      })
      .from(scales)
      .innerJoin(shops, eq(shops.id, scales.shopId))
      .leftJoin(scaleSyncStatus, eq(scaleSyncStatus.scaleId, scales.id))
      .leftJoin(deviceVersions, eq(deviceVersions.scaleId, scales.id))
      .where(where)
      .orderBy(desc(scales.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(scales).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One scale within the scope (and of that shop, when one is named); null otherwise. */
export async function findOne(
  db: Executor,
  scope: Scope,
  id: number,
  shopId?: number,
): Promise<ScaleRecord | null> {
  const rows = await selectScales(db)
    .where(
      and(
        eq(scales.id, id),
        withinScope(scope, scales.companyId),
        shopId !== undefined ? eq(scales.shopId, shopId) : undefined,
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** Scales within the scope among these ids. */
export async function findMany(db: Executor, scope: Scope, ids: number[]): Promise<ScaleRecord[]> {
  if (ids.length === 0) return [];
  return selectScales(db)
    .where(and(inArray(scales.id, ids), withinScope(scope, scales.companyId)))
    .orderBy(asc(scales.id));
}

/** The scale holding a uuid, whoever owns it. */
export async function findByUuid(db: Executor, uuid: string): Promise<ScaleRecord | null> {
  const rows = await selectScales(db).where(eq(scales.scaleUuid, uuid)).limit(1);
  return rows[0] ?? null;
}

/**
 * Locks scale rows for the rest of the transaction (in id order, so two writers never wait on
 * each other crosswise): changes of a scale's goods and keys are serialised per scale.
 */
export async function lock(tx: Executor, ids: number[]): Promise<ScaleRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(scales).where(inArray(scales.id, ids)).orderBy(asc(scales.id)).for('update');
}

export type ShopRef = { id: number; companyId: number; name: string };

/** A shop within the scope; null when it does not exist or belongs to another company. */
export async function findShop(db: Executor, scope: Scope, id: number): Promise<ShopRef | null> {
  const rows = await db
    .select({ id: shops.id, companyId: shops.companyId, name: shops.name })
    .from(shops)
    .where(and(eq(shops.id, id), withinScope(scope, shops.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export type ScaleValues = Pick<
  ScaleRow,
  'companyId' | 'shopId' | 'scaleName' | 'imgUrl' | 'desc' | 'ifVerify' | 'modelCode' | 'scaleUuid'
> &
  Partial<Pick<ScaleRow, 'lanHost' | 'lanPort'>>;

export async function insert(db: Executor, values: ScaleValues): Promise<number> {
  const [row] = await db.insert(scales).values(values).returning({ id: scales.id });
  return row!.id;
}

export async function update(
  db: Executor,
  id: number,
  values: Partial<Omit<ScaleValues, 'companyId' | 'scaleUuid'>>,
): Promise<void> {
  await db
    .update(scales)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(scales.id, id));
}

/** The scale of a shop at a LAN address (host compared without case), if any. */
export async function scaleAtAddress(
  db: Executor,
  shopId: number,
  host: string,
  port: number,
): Promise<{ id: number; scaleName: string } | null> {
  const [row] = await db
    .select({ id: scales.id, scaleName: scales.scaleName })
    .from(scales)
    .where(
      and(
        eq(scales.shopId, shopId),
        sql`lower(${scales.lanHost}) = lower(${host})`,
        eq(scales.lanPort, port),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Deletes a scale; its goods links and hot keys go with it (foreign keys cascade). */
export async function remove(db: Executor, id: number): Promise<boolean> {
  const rows = await db.delete(scales).where(eq(scales.id, id)).returning({ id: scales.id });
  return rows.length === 1;
}

/** Stores the hash of a scale's fresh device credential (replacing any earlier one). */
export async function setDeviceCredential(
  db: Executor,
  id: number,
  secretHash: string,
  registeredBy: number | undefined,
): Promise<boolean> {
  const now = new Date();
  const rows = await db
    .update(scales)
    .set({
      deviceSecretHash: secretHash,
      deviceCredentialIssuedAt: now,
      lastModifiedTime: now,
      ...(registeredBy !== undefined ? { registeredBy } : {}),
    })
    .where(eq(scales.id, id))
    .returning({ id: scales.id });
  return rows.length === 1;
}

// ── goods on a scale ────────────────────────────────────────────────────────────────────────

export type GoodsRef = { id: number; pluNumber: number; name: string };

/** Goods of a company among these ids (ids of other companies simply do not come back). */
export async function goodsOfCompany(db: Executor, companyId: number, ids: number[]): Promise<GoodsRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: goods.id, pluNumber: goods.pluNumber, name: goods.name })
    .from(goods)
    .where(and(eq(goods.companyId, companyId), inArray(goods.id, ids)))
    .orderBy(asc(goods.pluNumber));
}

/** Which of these goods are on the scale already. */
export async function goodsIdsOnScale(db: Executor, scaleId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: scaleGoods.goodsId })
    .from(scaleGoods)
    .where(and(eq(scaleGoods.scaleId, scaleId), inArray(scaleGoods.goodsId, ids)));
  return rows.map((row) => row.id);
}

export async function countGoodsOnScale(db: Executor, scaleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(scaleGoods).where(eq(scaleGoods.scaleId, scaleId));
  return row?.n ?? 0;
}

/** The lowest PLU number on the scale above a limit, or null when every PLU is within it. */
export async function firstPluAbove(db: Executor, scaleId: number, limit: number): Promise<number | null> {
  const rows = await db
    .select({ plu: goods.pluNumber })
    .from(scaleGoods)
    .innerJoin(goods, eq(goods.id, scaleGoods.goodsId))
    .where(and(eq(scaleGoods.scaleId, scaleId), gt(goods.pluNumber, limit)))
    .orderBy(asc(goods.pluNumber))
    .limit(1);
  return rows[0]?.plu ?? null;
}

/** Puts goods on a scale; those already there stay as they are. Answers how many were added. */
export async function addGoods(
  db: Executor,
  scaleId: number,
  companyId: number,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .insert(scaleGoods)
    .values(ids.map((goodsId) => ({ scaleId, goodsId, companyId })))
    .onConflictDoNothing()
    .returning({ id: scaleGoods.goodsId });
  return rows.length;
}

/** Takes goods off a scale. Answers how many were on it. */
export async function removeGoods(db: Executor, scaleId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(scaleGoods)
    .where(and(eq(scaleGoods.scaleId, scaleId), inArray(scaleGoods.goodsId, ids)))
    .returning({ id: scaleGoods.goodsId });
  return rows.length;
}

/** Clears the scale's hot keys that carry any of these goods. Answers how many keys were cleared. */
export async function clearKeysCarrying(db: Executor, scaleId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await db
    .delete(scaleHotKeys)
    .where(and(eq(scaleHotKeys.scaleId, scaleId), inArray(scaleHotKeys.goodsId, ids)))
    .returning({ key: scaleHotKeys.key });
  return rows.length;
}

/** The goods on a scale, by PLU number, optionally those whose name or item code contains a text. */
export async function listGoodsOnScale(
  db: Db,
  scaleId: number,
  name: string | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: GoodsRow[]; total: number }> {
  const where = and(eq(scaleGoods.scaleId, scaleId), name ? goodsMatching(name) : undefined);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ goods })
      .from(scaleGoods)
      .innerJoin(goods, eq(goods.id, scaleGoods.goodsId))
      .where(where)
      .orderBy(asc(goods.pluNumber), asc(goods.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(scaleGoods)
      .innerJoin(goods, eq(goods.id, scaleGoods.goodsId))
      .where(where),
  ]);
  return { rows: rows.map((row) => row.goods), total: totals?.total ?? 0 };
}

// ── hot keys ────────────────────────────────────────────────────────────────────────────────

export type HotKeyRow = { key: number; goodsId: number; pluNumber: number; name: string };

export async function hotKeysOf(db: Executor, scaleId: number): Promise<HotKeyRow[]> {
  return db
    .select({ key: scaleHotKeys.key, goodsId: goods.id, pluNumber: goods.pluNumber, name: goods.name })
    .from(scaleHotKeys)
    .innerJoin(goods, eq(goods.id, scaleHotKeys.goodsId))
    .where(eq(scaleHotKeys.scaleId, scaleId))
    .orderBy(asc(scaleHotKeys.key));
}

/** The highest key of the scale's layout, or null when it has none. */
export async function highestKey(db: Executor, scaleId: number): Promise<number | null> {
  const [row] = await db
    .select({ key: sql<number | null>`max(${scaleHotKeys.key})` })
    .from(scaleHotKeys)
    .where(eq(scaleHotKeys.scaleId, scaleId));
  return row?.key ?? null;
}

/** Goods on the scale named by id or by PLU number. */
export async function goodsOnScaleMatching(
  db: Executor,
  scaleId: number,
  ids: number[],
  plus: number[],
): Promise<GoodsRef[]> {
  const named = [
    ids.length > 0 ? inArray(goods.id, ids) : undefined,
    plus.length > 0 ? inArray(goods.pluNumber, plus) : undefined,
  ].filter((condition) => condition !== undefined);
  if (named.length === 0) return [];
  return db
    .select({ id: goods.id, pluNumber: goods.pluNumber, name: goods.name })
    .from(scaleGoods)
    .innerJoin(goods, eq(goods.id, scaleGoods.goodsId))
    .where(and(eq(scaleGoods.scaleId, scaleId), or(...named)));
}

/** Replaces a scale's whole layout. */
export async function replaceHotKeys(
  db: Executor,
  scaleId: number,
  companyId: number,
  keys: { key: number; goodsId: number }[],
): Promise<void> {
  await db.delete(scaleHotKeys).where(eq(scaleHotKeys.scaleId, scaleId));
  if (keys.length === 0) return;
  await db
    .insert(scaleHotKeys)
    .values(keys.map(({ key, goodsId }) => ({ scaleId, key, goodsId, companyId })));
}

/** The scales a goods item is on (name and model), for rules that follow it there. */
export async function scalesHolding(
  db: Executor,
  goodsId: number,
): Promise<{ scaleName: string; modelCode: string }[]> {
  return db
    .select({ scaleName: scales.scaleName, modelCode: scales.modelCode })
    .from(scaleGoods)
    .innerJoin(scales, eq(scales.id, scaleGoods.scaleId))
    .where(eq(scaleGoods.goodsId, goodsId))
    .orderBy(asc(scales.id));
}
