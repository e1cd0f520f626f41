import { DUE_SOON_DAYS, type VerificationStatus } from '@dahua/shared';
import type { FleetFilters } from '@dahua/shared/contracts/fleet';
import { OPEN_STATUSES } from '@dahua/shared/contracts/work-orders';
import { and, asc, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { type ReadScope, withinReadScope } from '../../access/read-scope.js';
import type { Executor } from '../../db/client.js';
import { textContains } from '../../db/like.js';
import {
  bridges,
  companies,
  scaleVerificationCurrent as current,
  scaleSyncStatus,
  scales,
  scaleUnreachableIncidents,
  shops,
  workOrders,
} from '../../db/schema/index.js';

/*
 * The fleet's SQL (issue 27 §1). One statement per page: scales joined to their company, shop, the
 * bridge's last report (scale_sync_status) and the verification that counts (the view
 * scale_verification_current); every filter is a condition of that statement's WHERE, the
 * verification status included (computed from the record and the shop's calendar day of `now`,
 * exactly as packages/shared verificationStatusOf does), so nothing is filtered in JavaScript.
 */

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The list's "now" and the instant after which a bridge's word counts as online. */
export type Frame = { now: Date; onlineSince: Date };

/** The shop's calendar day at `now` (its own zone, else its company's). */
const todayOf = (now: Date) =>
  sql`(${at(now)} at time zone coalesce(${shops.timeZone}, ${companies.timeZone}))::date`;

/** verificationStatusOf in SQL: never, failed, overdue (due day passed), due (≤ 30 days left), valid. */
const statusOf = (now: Date) => sql<VerificationStatus>`(case
  when ${current.scaleId} is null then 'never'
  when ${current.result} = 'fail' then 'failed'
  when ${current.nextDueOn} < ${todayOf(now)} then 'overdue'
  when ${current.nextDueOn} <= ${todayOf(now)} + ${DUE_SOON_DAYS}::int then 'due'
  else 'valid' end)`;

const OPEN = sql.raw(OPEN_STATUSES.map((status) => `'${status}'`).join(', '));
const openOrders = sql`(select count(*) from work_orders w where w.scale_id = "scales"."id" and w.status in (${OPEN}))`;
const hasOpenOrders = sql`exists (select 1 from work_orders w where w.scale_id = "scales"."id" and w.status in (${OPEN}))`;
const isOnline = (onlineSince: Date) =>
  sql<boolean>`coalesce(${scaleSyncStatus.lastContact} >= ${at(onlineSince)}, false)`;

const columns = (frame: Frame) => ({
  id: scales.id,
  name: scales.scaleName,
  modelCode: scales.modelCode,
  companyId: companies.id,
  companyName: companies.name,
  shopId: shops.id,
  shopName: shops.name,
  timeZone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})`,
  today: sql<string>`to_char(${todayOf(frame.now)}, 'YYYY-MM-DD')`,
  online: isOnline(frame.onlineSince),
  state: scaleSyncStatus.state,
  stateSince: scaleSyncStatus.stateSince,
  lastContact: scaleSyncStatus.lastContact,
  lastFullSync: scaleSyncStatus.lastFullSync,
  lastDeltaSync: scaleSyncStatus.lastDeltaSync,
  lastSalesUpload: scaleSyncStatus.lastSalesUpload,
  firmware: scaleSyncStatus.firmware,
  error: scaleSyncStatus.error,
  errorTime: scaleSyncStatus.errorTime,
  softwareId: scales.softwareId,
  result: current.result,
  verifiedOn: current.verifiedOn,
  nextDueOn: current.nextDueOn,
  body: current.body,
  openWorkOrders: openOrders.mapWith(Number),
  retiredTime: scales.retiredTime,
});

export type FleetRow = {
  id: number;
  name: string;
  modelCode: string;
  companyId: number;
  companyName: string;
  shopId: number;
  shopName: string;
  timeZone: string;
  today: string;
  online: boolean;
  state: 'in_step' | 'pushing' | 'unreachable' | 'error' | null;
  stateSince: Date | null;
  lastContact: Date | null;
  lastFullSync: Date | null;
  lastDeltaSync: Date | null;
  lastSalesUpload: Date | null;
  firmware: string | null;
  error: string | null;
  errorTime: Date | null;
  softwareId: string | null;
  result: 'pass' | 'fail' | null;
  verifiedOn: string | null;
  nextDueOn: string | null;
  body: string | null;
  openWorkOrders: number;
  retiredTime: Date | null;
};

/**
 * The scales with everything a row shows, joined once: `select(fields).from(scales)` then these joins
 * (Drizzle's builder types do not survive a generic helper, so each query writes `fleetJoins(…)`).
 */
const fleetJoins = <Q extends PgSelect>(query: Q) =>
  query
    .innerJoin(companies, eq(companies.id, scales.companyId))
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .leftJoin(scaleSyncStatus, eq(scaleSyncStatus.scaleId, scales.id))
    .leftJoin(current, eq(current.scaleId, scales.id));

/**
 * The filters' WHERE in the caller's read scope; `withStatus: false` leaves the verification status out
 * (the summary counts each status under the other filters).
 */
export function whereOf(scope: ReadScope, f: FleetFilters, frame: Frame, withStatus = true): SQL | undefined {
  const conditions: (SQL | undefined)[] = [withinReadScope(scope, scales.companyId, scales.shopId)];
  if (f.company_id !== undefined) conditions.push(eq(scales.companyId, f.company_id));
  if (f.shop_id !== undefined) conditions.push(eq(scales.shopId, f.shop_id));
  if (f.model_code) conditions.push(eq(scales.modelCode, f.model_code));
  if (f.online !== undefined)
    conditions.push(f.online ? isOnline(frame.onlineSince) : sql`not ${isOnline(frame.onlineSince)}`);
  if (f.sync_state === 'never') conditions.push(isNull(scaleSyncStatus.state));
  else if (f.sync_state) conditions.push(eq(scaleSyncStatus.state, f.sync_state));
  if (withStatus && f.verification_status)
    conditions.push(sql`${statusOf(frame.now)} = ${f.verification_status}`);
  if (f.has_open_work_orders !== undefined)
    conditions.push(f.has_open_work_orders ? hasOpenOrders : sql`not ${hasOpenOrders}`);
  if (f.retired !== undefined)
    conditions.push(f.retired ? isNotNull(scales.retiredTime) : isNull(scales.retiredTime));
  if (f.name)
    conditions.push(
      or(
        textContains(scales.scaleName, f.name),
        textContains(companies.name, f.name),
        textContains(shops.name, f.name),
      ),
    );
  if (f.software)
    conditions.push(
      or(textContains(scaleSyncStatus.firmware, f.software), textContains(scales.softwareId, f.software)),
    );
  return and(...conditions);
}

/** A page of the fleet: by company, shop and name; by next due day first when a status is asked for. */
export async function list(
  tx: Executor,
  where: SQL | undefined,
  frame: Frame,
  byDueDay: boolean,
  limit: number,
  offset: number,
): Promise<{ rows: FleetRow[]; total: number }> {
  const order = [asc(companies.name), asc(shops.name), asc(scales.scaleName), asc(scales.id)];
  const [rows, [total]] = await Promise.all([
    fleetJoins(tx.select(columns(frame)).from(scales).$dynamic())
      .where(where)
      .orderBy(...(byDueDay ? [sql`${current.nextDueOn} asc nulls last`, ...order] : order))
      .limit(limit)
      .offset(offset),
    fleetJoins(
      tx
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(scales)
        .$dynamic(),
    ).where(where),
  ]);
  return { rows: rows as FleetRow[], total: total?.n ?? 0 };
}

/** The summary's figures in one pass: status counts over `where` (no status), the rest under `status` too. */
export async function summary(
  tx: Executor,
  where: SQL | undefined,
  frame: Frame,
  status: VerificationStatus | undefined,
) {
  const statusSql = statusOf(frame.now);
  const inStatus = status ? sql`${statusSql} = ${status}` : sql`true`;
  const per = (name: VerificationStatus) =>
    sql<number>`count(*) filter (where ${statusSql} = ${name})`.mapWith(Number);
  const [row] = await fleetJoins(
    tx
      .select({
        total: sql<number>`count(*) filter (where ${inStatus})`.mapWith(Number),
        online: sql<number>`count(*) filter (where ${inStatus} and ${isOnline(frame.onlineSince)})`.mapWith(
          Number,
        ),
        withOpen: sql<number>`count(*) filter (where ${inStatus} and ${hasOpenOrders})`.mapWith(Number),
        valid: per('valid'),
        due: per('due'),
        overdue: per('overdue'),
        failed: per('failed'),
        never: per('never'),
      })
      .from(scales)
      .$dynamic(),
  ).where(where);
  return row!;
}

/** One scale in the caller's read scope. */
export async function one(
  tx: Executor,
  scope: ReadScope,
  id: number,
  frame: Frame,
): Promise<FleetRow | null> {
  const [row] = await fleetJoins(tx.select(columns(frame)).from(scales).$dynamic()).where(
    and(eq(scales.id, id), withinReadScope(scope, scales.companyId, scales.shopId)),
  );
  return (row as FleetRow | undefined) ?? null;
}

/** The scale's latest work orders, newest first. */
export async function workOrdersOf(tx: Executor, scaleId: number, limit: number) {
  return tx
    .select({
      id: workOrders.id,
      number: workOrders.number,
      type: workOrders.type,
      status: workOrders.status,
      title: workOrders.title,
      createdTime: workOrders.createdTime,
    })
    .from(workOrders)
    .where(eq(workOrders.scaleId, scaleId))
    .orderBy(desc(workOrders.createdTime), desc(workOrders.id))
    .limit(limit);
}

export async function bridgesOfShop(tx: Executor, shopId: number) {
  return tx
    .select({
      id: bridges.id,
      name: bridges.name,
      version: bridges.version,
      scaleIds: bridges.scaleIds,
      lastSeen: bridges.lastSeen,
    })
    .from(bridges)
    .where(eq(bridges.shopId, shopId))
    .orderBy(asc(bridges.id));
}

// ---- The unreachable check (unreachable.ts) ----

/**
 * Ends the open incidents of scales back in step: in step now, or a sync finished after the incident
 * began (the scale answered in between, even if it dropped again before this check saw it).
 */
export async function endIncidents(tx: Executor, now: Date): Promise<number> {
  const ended = await tx
    .update(scaleUnreachableIncidents)
    .set({ endedTime: now })
    .where(
      and(
        isNull(scaleUnreachableIncidents.endedTime),
        sql`exists (select 1 from scale_sync_status st where st.scale_id = ${scaleUnreachableIncidents.scaleId}
          and (st.state = 'in_step' or greatest(st.last_full_sync, st.last_delta_sync) > ${scaleUnreachableIncidents.since}))`,
      ),
    )
    .returning({ id: scaleUnreachableIncidents.id });
  return ended.length;
}

/**
 * Scales unreachable longer than their company allows (setting on, not retired) with no open incident,
 * while another scale of the same shop is in step now (state in_step, its bridge heard within the
 * online window): a shop whose scales are all unreachable (its bridge PC is off) gives none.
 */
export async function overdueUnreachable(tx: Executor, now: Date, onlineSince: Date) {
  return tx
    .select({
      scaleId: scales.id,
      scaleName: scales.scaleName,
      companyId: scales.companyId,
      shopId: scales.shopId,
      since: scaleSyncStatus.stateSince,
      hours: companies.unreachableHours,
      zone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})`,
      contactPerson: sql<string>`coalesce(nullif(${shops.contactPerson}, ''), nullif(${companies.contactPerson}, ''), ${companies.name})`,
      contactPhone: sql<string>`coalesce(nullif(${shops.phoneNumber}, ''), nullif(${shops.telephone}, ''), ${companies.phoneNumber})`,
    })
    .from(scales)
    .innerJoin(companies, eq(companies.id, scales.companyId))
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .innerJoin(scaleSyncStatus, eq(scaleSyncStatus.scaleId, scales.id))
    .where(
      and(
        isNull(scales.retiredTime),
        eq(companies.unreachableWorkOrders, true),
        eq(scaleSyncStatus.state, 'unreachable'),
        isNotNull(scaleSyncStatus.stateSince),
        sql`${scaleSyncStatus.stateSince} < ${at(now)} - ${companies.unreachableHours} * interval '1 hour'`,
        sql`not exists (select 1 from scale_unreachable_incidents i where i.scale_id = "scales"."id" and i.ended_time is null)`,
        sql`exists (select 1 from scales o join scale_sync_status os on os.scale_id = o.id
          where o.shop_id = "scales"."shop_id" and o.id <> "scales"."id" and o.retired_time is null
            and os.state = 'in_step' and os.last_contact >= ${at(onlineSince)})`,
      ),
    )
    .orderBy(asc(scales.id))
    .limit(500);
}

/** Opens the scale's incident; null when one is open already (another instance's check won). */
export async function openIncident(
  tx: Executor,
  values: { scaleId: number; companyId: number; since: Date; now: Date },
): Promise<number | null> {
  const [row] = await tx
    .insert(scaleUnreachableIncidents)
    .values({
      scaleId: values.scaleId,
      companyId: values.companyId,
      since: values.since,
      openedTime: values.now,
    })
    .onConflictDoNothing()
    .returning({ id: scaleUnreachableIncidents.id });
  return row?.id ?? null;
}

export async function linkIncident(tx: Executor, id: number, workOrderId: number): Promise<void> {
  await tx.update(scaleUnreachableIncidents).set({ workOrderId }).where(eq(scaleUnreachableIncidents.id, id));
}
