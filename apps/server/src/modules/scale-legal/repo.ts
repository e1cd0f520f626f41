import type { VerificationStatus } from '@dahua/shared';
import { aliasedTable, and, asc, count, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { type ReadScope, withinReadScope } from '../../access/read-scope.js';
import type { Executor } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import {
  companies,
  type LegalAttachment,
  type ReminderKind,
  type ScaleEventKind,
  scaleEvents,
  scaleSyncStatus,
  scales,
  scaleVerificationCurrent,
  scaleVerifications,
  shops,
  users,
  verificationReminders,
  workOrders,
} from '../../db/schema/index.js';
import { shopZoneSql } from '../time-zones/index.js';

/** A person's name as the console shows it. */
const nameOf = (table: typeof users) => sql<string>`coalesce(${personName(table)}, '')`;

/** The scale as this module needs it, with its shop's zone and what the bridge last read. */
export type LegalScale = {
  id: number;
  companyId: number;
  shopId: number;
  scaleName: string;
  shopName: string;
  modelCode: string;
  softwareId: string | null;
  firmware: string | null;
  retiredTime: Date | null;
  zone: string;
};

function selectScale(db: Executor) {
  return db
    .select({
      id: scales.id,
      companyId: scales.companyId,
      shopId: scales.shopId,
      scaleName: scales.scaleName,
      shopName: shops.name,
      modelCode: scales.modelCode,
      softwareId: scales.softwareId,
      firmware: scaleSyncStatus.firmware,
      retiredTime: scales.retiredTime,
      zone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})`,
    })
    .from(scales)
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .innerJoin(companies, eq(companies.id, scales.companyId))
    .leftJoin(scaleSyncStatus, eq(scaleSyncStatus.scaleId, scales.id));
}

/** A scale the read scope reaches (an inspector: of an assigned company or shop); null otherwise. */
export async function scaleOf(db: Executor, scope: ReadScope, id: number): Promise<LegalScale | null> {
  const [row] = await selectScale(db)
    .where(and(eq(scales.id, id), withinReadScope(scope, scales.companyId, scales.shopId)))
    .limit(1);
  return row ?? null;
}

/** The scale, locked for the rest of the transaction (its records and events are written in order). */
export async function lockScale(tx: Executor, id: number): Promise<LegalScale | null> {
  await tx.select({ id: scales.id }).from(scales).where(eq(scales.id, id)).for('update');
  const [row] = await selectScale(tx).where(eq(scales.id, id)).limit(1);
  return row ?? null;
}

// ── verification records ────────────────────────────────────────────────────────────────────

const verificationColumns = {
  record: scaleVerifications,
  shopName: shops.name,
  creatorName: nameOf(users),
  correctedById: sql<
    number | null
  >`(select c.id from scale_verifications c where c.corrects_id = "scale_verifications"."id")`,
};

export type VerificationRow = {
  record: typeof scaleVerifications.$inferSelect;
  shopName: string;
  creatorName: string | null;
  correctedById: number | null;
};

function selectVerifications(db: Executor) {
  return db
    .select(verificationColumns)
    .from(scaleVerifications)
    .innerJoin(shops, eq(shops.id, scaleVerifications.shopId))
    .leftJoin(users, eq(users.id, scaleVerifications.createdBy));
}

/** A scale's records, newest first (by day, then by entry). */
export async function verificationsOf(db: Executor, scaleId: number): Promise<VerificationRow[]> {
  return selectVerifications(db)
    .where(eq(scaleVerifications.scaleId, scaleId))
    .orderBy(desc(scaleVerifications.verifiedOn), desc(scaleVerifications.id));
}

export async function verificationById(db: Executor, id: number): Promise<VerificationRow | null> {
  const [row] = await selectVerifications(db).where(eq(scaleVerifications.id, id)).limit(1);
  return row ?? null;
}

/** The record that counts now for a scale (the view: newest not corrected), or null. */
export async function currentOf(db: Executor, scaleId: number) {
  const [row] = await db
    .select()
    .from(scaleVerificationCurrent)
    .where(eq(scaleVerificationCurrent.scaleId, scaleId))
    .limit(1);
  return row ?? null;
}

export type NewVerification = typeof scaleVerifications.$inferInsert;

export async function insertVerification(tx: Executor, values: NewVerification): Promise<number> {
  const [row] = await tx.insert(scaleVerifications).values(values).returning({ id: scaleVerifications.id });
  return row!.id;
}

/**
 * A correction with the same next due day inherits the reminders already sent for the record it
 * corrects (nobody hears of the same due day twice); with another due day it starts afresh.
 */
export async function inheritReminders(
  tx: Executor,
  fromVerificationId: number,
  toVerificationId: number,
): Promise<void> {
  await tx.execute(sql`
    insert into ${verificationReminders} (verification_id, kind, scale_id, sent_time)
    select ${toVerificationId}, r.kind, r.scale_id, r.sent_time
    from ${verificationReminders} r
    where r.verification_id = ${fromVerificationId}
    on conflict do nothing`);
}

// ── the event log ───────────────────────────────────────────────────────────────────────────

const fromShop = aliasedTable(shops, 'from_shop');
const toShop = aliasedTable(shops, 'to_shop');
const creator = aliasedTable(users, 'creator');

export type EventRow = Awaited<ReturnType<typeof eventsOf>>['rows'][number];

function selectEvents(db: Executor) {
  return db
    .select({
      event: scaleEvents,
      workOrder: { id: workOrders.id, number: workOrders.number, title: workOrders.title },
      verification: {
        id: scaleVerifications.id,
        verifiedOn: scaleVerifications.verifiedOn,
        body: scaleVerifications.body,
        result: scaleVerifications.result,
        nextDueOn: scaleVerifications.nextDueOn,
        correctsId: scaleVerifications.correctsId,
      },
      fromShop: { id: fromShop.id, name: fromShop.name },
      toShop: { id: toShop.id, name: toShop.name },
      creatorName: nameOf(creator),
    })
    .from(scaleEvents)
    .leftJoin(workOrders, eq(workOrders.id, scaleEvents.workOrderId))
    .leftJoin(scaleVerifications, eq(scaleVerifications.id, scaleEvents.verificationId))
    .leftJoin(fromShop, eq(fromShop.id, scaleEvents.fromShopId))
    .leftJoin(toShop, eq(toShop.id, scaleEvents.toShopId))
    .leftJoin(creator, eq(creator.id, scaleEvents.createdBy));
}

/** A scale's events, newest first (by when they happened, then by entry), optionally of one kind. */
export async function eventsOf(
  db: Executor,
  scaleId: number,
  kind: ScaleEventKind | undefined,
  limit: number,
  offset: number,
) {
  const where = and(eq(scaleEvents.scaleId, scaleId), kind ? eq(scaleEvents.kind, kind) : undefined);
  const [rows, [totals]] = await Promise.all([
    selectEvents(db)
      .where(where)
      .orderBy(desc(scaleEvents.occurredAt), desc(scaleEvents.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(scaleEvents).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function eventById(db: Executor, id: number) {
  const [row] = await selectEvents(db).where(eq(scaleEvents.id, id)).limit(1);
  return row ?? null;
}

export type NewEvent = {
  companyId: number;
  scaleId: number;
  shopId: number;
  kind: ScaleEventKind;
  occurredAt: Date;
  note?: string;
  attachments?: LegalAttachment[];
  workOrderId?: number | null;
  verificationId?: number | null;
  softwareBefore?: string | null;
  softwareAfter?: string | null;
  fromShopId?: number | null;
  toShopId?: number | null;
  createdBy: number | null;
};

export async function insertEvent(tx: Executor, values: NewEvent): Promise<number> {
  const [row] = await tx.insert(scaleEvents).values(values).returning({ id: scaleEvents.id });
  return row!.id;
}

/** A work order of the company (any scale), or null. */
export async function workOrderOf(db: Executor, id: number, companyId: number) {
  const [row] = await db
    .select({ id: workOrders.id, scaleId: workOrders.scaleId })
    .from(workOrders)
    .where(and(eq(workOrders.id, id), eq(workOrders.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

export async function setSoftwareId(tx: Executor, scaleId: number, softwareId: string): Promise<void> {
  await tx.update(scales).set({ softwareId, lastModifiedTime: new Date() }).where(eq(scales.id, scaleId));
}

/** Marks a scale retired, unless it already is (answers whether it was marked now). */
export async function setRetired(tx: Executor, scaleId: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(scales)
    .set({ retiredTime: at, lastModifiedTime: new Date() })
    .where(and(eq(scales.id, scaleId), isNull(scales.retiredTime)))
    .returning({ id: scales.id });
  return rows.length === 1;
}

/** The firmware the bridge last reported for a scale, its row locked until the transaction ends. */
export async function firmwareForUpdate(tx: Executor, scaleId: number): Promise<string | null> {
  const [row] = await tx
    .select({ firmware: scaleSyncStatus.firmware })
    .from(scaleSyncStatus)
    .where(eq(scaleSyncStatus.scaleId, scaleId))
    .for('update');
  return row?.firmware ?? null;
}

/** Where a scale stands: its company and shop (for an event the system writes). */
export async function placeOf(db: Executor, scaleId: number) {
  const [row] = await db
    .select({ companyId: scales.companyId, shopId: scales.shopId })
    .from(scales)
    .where(eq(scales.id, scaleId))
    .limit(1);
  return row ?? null;
}

// ── status in SQL (lists filter and page on it) ─────────────────────────────────────────────

/** The shop's calendar day at `now`, in SQL, for a row's shop. */
export const shopTodaySql = (now: Date, shopId: SQL) =>
  sql`((${now.toISOString()}::timestamptz at time zone ${shopZoneSql(shopId)})::date)`;

/**
 * A scale's verification status in SQL, as packages/shared verificationStatusOf judges it, from the
 * record that counts (the view) on its shop's day: `never`, `failed`, `overdue`, `due` (≤ 30 days
 * left) or `valid`. `scaleId` and `shopId` name the outer row's columns, written out.
 */
export function statusSql(now: Date, scaleId: SQL, shopId: SQL): SQL<VerificationStatus> {
  const today = shopTodaySql(now, shopId);
  return sql<VerificationStatus>`coalesce((select case
      when v.result = 'fail' then 'failed'
      when v.next_due_on < ${today} then 'overdue'
      when v.next_due_on - ${today} <= 30 then 'due'
      else 'valid' end
    from ${scaleVerificationCurrent} v where v.scale_id = ${scaleId}), 'never')`;
}

/** The next due day of the record that counts (`YYYY-MM-DD`), or null. */
export const nextDueSql = (scaleId: SQL) =>
  sql<
    string | null
  >`(select v.next_due_on::text from ${scaleVerificationCurrent} v where v.scale_id = ${scaleId})`;

/** The scales table's id and shop_id, written out for correlated subqueries. */
export const SCALE_ID_REF = sql`"scales"."id"`;
export const SCALE_SHOP_REF = sql`"scales"."shop_id"`;
const scaleIdRef = SCALE_ID_REF;
const scaleShopRef = SCALE_SHOP_REF;

export type DueRow = {
  scaleId: number;
  scaleName: string;
  shopId: number;
  shopName: string;
  companyId: number;
  companyName: string;
  modelCode: string;
  status: VerificationStatus;
  nextDueOn: string | null;
  daysLeft: number | null;
  verifiedOn: string | null;
  body: string | null;
};

/**
 * Scales in service (not retired) within the scope whose record that counts is due within `within`
 * days of their shop's today, overdue or failed; with `includeNever` also those with no record.
 * Soonest first (failed and never at the end of their day's order).
 */
export async function dueScales(
  db: Executor,
  scope: ReadScope,
  now: Date,
  filter: {
    within: number;
    shopId?: number | undefined;
    companyId?: number | undefined;
    includeNever: boolean;
  },
  limit: number,
  offset: number,
): Promise<{ rows: DueRow[]; total: number }> {
  const today = shopTodaySql(now, scaleShopRef);
  const daysLeft = sql<number | null>`(${scaleVerificationCurrent.nextDueOn} - ${today})`;
  const where = and(
    withinReadScope(scope, scales.companyId, scales.shopId),
    isNull(scales.retiredTime),
    filter.shopId !== undefined ? eq(scales.shopId, filter.shopId) : undefined,
    filter.companyId !== undefined ? eq(scales.companyId, filter.companyId) : undefined,
    sql`(${scaleVerificationCurrent.result} = 'fail' or ${daysLeft} <= ${filter.within}${
      filter.includeNever ? sql` or ${scaleVerificationCurrent.scaleId} is null` : sql``
    })`,
  );
  const base = (columns: Record<string, unknown>) =>
    db
      .select(columns as never)
      .from(scales)
      .innerJoin(shops, eq(shops.id, scales.shopId))
      .innerJoin(companies, eq(companies.id, scales.companyId))
      .leftJoin(scaleVerificationCurrent, eq(scaleVerificationCurrent.scaleId, scales.id));
  const [rows, [totals]] = await Promise.all([
    base({
      scaleId: scales.id,
      scaleName: scales.scaleName,
      shopId: scales.shopId,
      shopName: shops.name,
      companyId: scales.companyId,
      companyName: companies.name,
      modelCode: scales.modelCode,
      status: statusSql(now, scaleIdRef, scaleShopRef),
      nextDueOn: sql<string | null>`${scaleVerificationCurrent.nextDueOn}::text`,
      daysLeft,
      verifiedOn: sql<string | null>`${scaleVerificationCurrent.verifiedOn}::text`,
      body: scaleVerificationCurrent.body,
    })
      .where(where)
      .orderBy(sql`${daysLeft} asc nulls last`, asc(scales.id))
      .limit(limit)
      .offset(offset) as unknown as Promise<DueRow[]>,
    base({ total: count() }).where(where) as unknown as Promise<{ total: number }[]>,
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * The dashboard's figure: scales in service within the scope whose passing record that counts falls
 * due by the end of their shop's current calendar month, overdue ones included.
 */
export async function dueThisMonthCount(db: Executor, scope: ReadScope, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(scales)
    .where(and(withinReadScope(scope, scales.companyId, scales.shopId), dueThisMonthSql(now)));
  return row?.n ?? 0;
}

/**
 * The condition behind that figure, for the outer scales row: in service, and its passing record that
 * counts falls due by the end of its shop's calendar month (overdue included). The scale list's
 * `due_this_month` filter uses it too, so the figure and the list it opens agree.
 */
export function dueThisMonthSql(now: Date): SQL {
  const today = shopTodaySql(now, SCALE_SHOP_REF);
  const endOfMonth = sql`((date_trunc('month', ${today}) + interval '1 month' - interval '1 day')::date)`;
  return sql`(${SCALE_ID_REF} in (select v.scale_id from ${scaleVerificationCurrent} v
    where v.result = 'pass' and v.next_due_on <= ${endOfMonth}) and "scales"."retired_time" is null)`;
}

// ── reminders ───────────────────────────────────────────────────────────────────────────────

/**
 * The passing records that count for scales in service, due within 30 days of their shop's day
 * (overdue included), with the days left and what the notice names.
 */
export async function reminderCandidates(db: Executor, now: Date) {
  const today = shopTodaySql(now, scaleShopRef);
  const daysLeft = sql<number>`(${scaleVerificationCurrent.nextDueOn} - ${today})`;
  return db
    .select({
      verificationId: scaleVerificationCurrent.verificationId,
      scaleId: scales.id,
      companyId: scales.companyId,
      scaleName: scales.scaleName,
      shopName: shops.name,
      nextDueOn: sql<string>`${scaleVerificationCurrent.nextDueOn}::text`,
      daysLeft,
    })
    .from(scaleVerificationCurrent)
    .innerJoin(scales, eq(scales.id, scaleVerificationCurrent.scaleId))
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .where(
      and(isNull(scales.retiredTime), eq(scaleVerificationCurrent.result, 'pass'), sql`${daysLeft} <= 30`),
    )
    .orderBy(asc(scales.id));
}

/** Marks reminders as sent; answers the kinds this call marked (the others were already). */
export async function markReminders(
  tx: Executor,
  verificationId: number,
  scaleId: number,
  kinds: ReminderKind[],
  at: Date,
): Promise<ReminderKind[]> {
  if (kinds.length === 0) return [];
  const rows = await tx
    .insert(verificationReminders)
    .values(kinds.map((kind) => ({ verificationId, scaleId, kind, sentTime: at })))
    .onConflictDoNothing()
    .returning({ kind: verificationReminders.kind });
  return rows.map((row) => row.kind);
}
