import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  companies,
  type DeviceChangeKind,
  deviceChanges,
  deviceVersions,
  goods,
  labels,
  SCALE_AUDITS_KEPT,
  salesStops,
  scaleAudits,
  scaleGoods,
  scaleHotKeys,
  scaleSyncStatus,
  scales,
  shops,
} from '../../db/schema/index.js';

export type DeviceScaleRow = {
  id: number;
  name: string;
  shopId: number;
  shopName: string;
  companyId: number;
  modelCode: string;
  barcodeFormat: string;
  barcodeFlag: string;
  /** The shop's zone (its own, else its company's): the scale's clock. */
  timeZone: string;
};

/** The scale a device call is about, with what its state needs of its shop and company. */
export async function scaleOf(db: Executor, scaleId: number): Promise<DeviceScaleRow | null> {
  const [row] = await db
    .select({
      id: scales.id,
      name: scales.scaleName,
      shopId: scales.shopId,
      shopName: shops.name,
      companyId: scales.companyId,
      modelCode: scales.modelCode,
      barcodeFormat: companies.barcodeFormat,
      barcodeFlag: companies.barcodeFlag,
      timeZone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})`,
    })
    .from(scales)
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .innerJoin(companies, eq(companies.id, scales.companyId))
    .where(eq(scales.id, scaleId))
    .limit(1);
  return row ?? null;
}

/** The scale's current version (0 before its first change). */
export async function versionOf(db: Executor, scaleId: number): Promise<number> {
  return (await versionsAndPruned(db, scaleId)).version;
}

/** The scale's current version and the version up to which its changes were pruned. */
export async function versionsAndPruned(
  db: Executor,
  scaleId: number,
): Promise<{ version: number; pruned: number }> {
  const [row] = await db
    .select({ version: deviceVersions.version, pruned: deviceVersions.prunedVersion })
    .from(deviceVersions)
    .where(eq(deviceVersions.scaleId, scaleId));
  return { version: row?.version ?? 0, pruned: row?.pruned ?? 0 };
}

/**
 * Drops changes older than `days` and notes, per scale, the last version dropped: a reader asking
 * for changes since before it is told to resync in full. Answers the number of changes dropped.
 */
export async function pruneChanges(db: Executor, days: number): Promise<number> {
  const result = await db.execute(sql`
    with gone as (
      delete from device_changes where created_time < now() - make_interval(days => ${days}::int)
      returning scale_id, version
    ), top as (select scale_id, max(version) as v, count(*) as n from gone group by scale_id),
    noted as (
      update device_versions d set pruned_version = greatest(d.pruned_version, top.v)
      from top where d.scale_id = top.scale_id
    )
    select coalesce(sum(n), 0)::int as dropped from top`);
  return Number((result as unknown as { rows: { dropped: number }[] }).rows[0]?.dropped ?? 0);
}

/** Current versions of several scales (the long-poll's re-check, one query for every waiting request). */
export async function versionsOf(db: Executor, scaleIds: number[]): Promise<Map<number, number>> {
  if (scaleIds.length === 0) return new Map();
  const rows = await db
    .select({ scaleId: deviceVersions.scaleId, version: deviceVersions.version })
    .from(deviceVersions)
    .where(inArray(deviceVersions.scaleId, scaleIds));
  return new Map(rows.map((row) => [row.scaleId, row.version]));
}

/** The latest version of each kind of change up to `upTo`. */
export async function partVersions(
  db: Executor,
  scaleId: number,
  upTo: number,
): Promise<Partial<Record<DeviceChangeKind, number>>> {
  const rows = await db
    .select({ kind: deviceChanges.kind, version: sql<number>`max(${deviceChanges.version})::float8` })
    .from(deviceChanges)
    .where(and(eq(deviceChanges.scaleId, scaleId), lte(deviceChanges.version, upTo)))
    .groupBy(deviceChanges.kind);
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.version)]));
}

/** The changes after `since` up to `upTo`, in order. */
export function changesBetween(db: Executor, scaleId: number, since: number, upTo: number) {
  return db
    .select({ kind: deviceChanges.kind, ref: deviceChanges.ref })
    .from(deviceChanges)
    .where(
      and(
        eq(deviceChanges.scaleId, scaleId),
        gt(deviceChanges.version, since),
        lte(deviceChanges.version, upTo),
      ),
    )
    .orderBy(asc(deviceChanges.version));
}

export type GoodsOnScale = typeof goods.$inferSelect;

/** The goods on the scale (only those with these PLU numbers, when given), by PLU number. */
export async function goodsOnScale(db: Executor, scaleId: number, plus?: number[]): Promise<GoodsOnScale[]> {
  if (plus && plus.length === 0) return [];
  const rows = await db
    .select({ goods })
    .from(scaleGoods)
    .innerJoin(goods, eq(goods.id, scaleGoods.goodsId))
    .where(
      and(
        eq(scaleGoods.scaleId, scaleId),
        plus ? inArray(goods.pluNumber, plus) : undefined,
        // A recall's stop in the scale's shop takes the PLU off (the bridge blanks it) until released.
        sql`not exists (select 1 from ${salesStops} ss join ${scales} s on s.shop_id = ss.shop_id
          where s.id = ${scaleId} and ss.goods_id = ${goods.id})`,
      ),
    )
    .orderBy(asc(goods.pluNumber));
  return rows.map((row) => row.goods);
}

/** Key number → PLU number of the scale's hot keys. */
export function hotKeysOf(db: Executor, scaleId: number) {
  return db
    .select({ key: scaleHotKeys.key, plu: goods.pluNumber })
    .from(scaleHotKeys)
    .innerJoin(goods, eq(goods.id, scaleHotKeys.goodsId))
    .where(eq(scaleHotKeys.scaleId, scaleId))
    .orderBy(asc(scaleHotKeys.key));
}

/** The shop's templates in slots (only these slots, when given). */
export async function labelsInSlots(db: Executor, shopId: number, slots?: number[]) {
  if (slots && slots.length === 0) return [];
  return db
    .select()
    .from(labels)
    .where(
      and(eq(labels.shopId, shopId), isNotNull(labels.slot), slots ? inArray(labels.slot, slots) : undefined),
    )
    .orderBy(asc(labels.slot));
}

export type StatusValues = Partial<typeof scaleSyncStatus.$inferInsert>;

/** Records a report (and the contact) of a scale. */
export async function upsertStatus(db: Executor, scaleId: number, values: StatusValues): Promise<void> {
  const set = { ...values, lastContact: sql`now()` };
  await db
    .insert(scaleSyncStatus)
    .values({ scaleId, ...set, stateSince: sql`now()` })
    .onConflictDoUpdate({
      target: scaleSyncStatus.scaleId,
      set: {
        ...set,
        stateSince: sql`case when ${scaleSyncStatus.state} is distinct from excluded.state then now() else ${scaleSyncStatus.stateSince} end`,
      },
    });
}

/** Notes a contact, at most once per 5 seconds per scale (a long-polling bridge asks often). */
export async function touchContact(db: Executor, scaleId: number): Promise<void> {
  await db
    .insert(scaleSyncStatus)
    .values({ scaleId })
    .onConflictDoUpdate({
      target: scaleSyncStatus.scaleId,
      set: { lastContact: sql`now()` },
      setWhere: sql`${scaleSyncStatus.lastContact} < now() - interval '5 seconds'`,
    });
}

export async function statusOf(db: Executor, scaleId: number) {
  const [row] = await db.select().from(scaleSyncStatus).where(eq(scaleSyncStatus.scaleId, scaleId));
  return row ?? null;
}

/** Notes that the scale's sales reached the server. */
export async function noteSalesUpload(db: Executor, scaleId: number): Promise<void> {
  const set = { lastSalesUpload: sql`now()`, lastContact: sql`now()` };
  await db
    .insert(scaleSyncStatus)
    .values({ scaleId, ...set })
    .onConflictDoUpdate({ target: scaleSyncStatus.scaleId, set });
}

/**
 * Records a change a person asked for (`all`: full resync; `push`: push now; `verify`: read every PLU
 * back now) through the triggers' function.
 */
export async function requestChange(
  db: Executor,
  scaleId: number,
  kind: 'all' | 'push' | 'verify',
): Promise<void> {
  await db.execute(sql`select device_change(${scaleId}::integer, ${kind}::text, null::integer)`);
}

/**
 * The scales holding a goods item, each with whether it acknowledged the item's latest change (the
 * latest `plu` change of its PLU number, or a resync, at or below the scale's acknowledged version).
 */
export async function goodsOnScales(db: Executor, goodsId: number) {
  const rows = await db.execute(sql`
    select s.id as scale_id, s.scale_name, sh.name as shop_name, st.state,
      st.acknowledged_version::float8 as acknowledged_version,
      (select max(c.version)::float8 from device_changes c
        where c.scale_id = s.id and ((c.kind = 'plu' and c.ref = g.plu_number) or c.kind = 'all')) as change_version
    from scale_goods sg
    join goods g on g.id = sg.goods_id
    join scales s on s.id = sg.scale_id
    join shops sh on sh.id = s.shop_id
    left join scale_sync_status st on st.scale_id = s.id
    where sg.goods_id = ${goodsId}
    order by s.id`);
  return (rows as unknown as { rows: Record<string, unknown>[] }).rows.map((row) => ({
    scaleId: Number(row.scale_id),
    scaleName: String(row.scale_name),
    shopName: String(row.shop_name),
    state: (row.state ?? null) as (typeof scaleSyncStatus.$inferSelect)['state'],
    acknowledgedVersion: row.acknowledged_version === null ? null : Number(row.acknowledged_version),
    changeVersion: row.change_version === null ? null : Number(row.change_version),
  }));
}

// ── read-back audits (issue 25 §4) ──────────────────────────────────────────────────────────

export type AuditRow = typeof scaleAudits.$inferSelect;

/** Stores an audit and drops the scale's audits beyond the latest SCALE_AUDITS_KEPT, in one transaction. */
export async function insertAudit(
  tx: Executor,
  values: Omit<typeof scaleAudits.$inferInsert, 'id' | 'checkedTime'>,
): Promise<number> {
  const [row] = await tx.insert(scaleAudits).values(values).returning({ id: scaleAudits.id });
  await tx.execute(sql`
    delete from ${scaleAudits} where ${scaleAudits.scaleId} = ${values.scaleId} and ${scaleAudits.id} < (
      select min(id) from (
        select ${scaleAudits.id} as id from ${scaleAudits} where ${scaleAudits.scaleId} = ${values.scaleId}
        order by ${scaleAudits.id} desc limit ${SCALE_AUDITS_KEPT}
      ) kept
    )`);
  return (row as { id: number }).id;
}

/** The company's audit repair mode ('auto' unless it set 'report'). */
export async function repairModeOf(db: Executor, companyId: number): Promise<'auto' | 'report'> {
  const [row] = await db
    .select({ mode: companies.auditRepair })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.mode === 'report' ? 'report' : 'auto';
}

/** A scale's latest audit, its latest whole verification, and whether a verify asked after that is open. */
export async function auditStateOf(db: Executor, scaleId: number) {
  const [last, verified] = await Promise.all([
    db
      .select()
      .from(scaleAudits)
      .where(eq(scaleAudits.scaleId, scaleId))
      .orderBy(desc(scaleAudits.id))
      .limit(1),
    db
      .select()
      .from(scaleAudits)
      .where(and(eq(scaleAudits.scaleId, scaleId), eq(scaleAudits.full, true)))
      .orderBy(desc(scaleAudits.id))
      .limit(1),
  ]);
  const since = verified[0]?.checkedTime ?? null;
  const [asked] = await db
    .select({ one: sql<number>`1` })
    .from(deviceChanges)
    .where(
      and(
        eq(deviceChanges.scaleId, scaleId),
        eq(deviceChanges.kind, 'verify'),
        since ? gt(deviceChanges.createdTime, since) : undefined,
      ),
    )
    .limit(1);
  return { last: last[0] ?? null, verified: verified[0] ?? null, verifyRequested: Boolean(asked) };
}
