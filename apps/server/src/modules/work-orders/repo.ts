import { ADMIN_ROLE_TYPES, addDays, MANAGER_ROLE_TYPES, startOfDay } from '@dahua/shared';
import type {
  WorkOrderFilters,
  WorkOrderSettings,
  WorkOrderStatus,
} from '@dahua/shared/contracts/work-orders';
import { aliasedTable, and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { personName } from '../../db/person-name.js';
import {
  companies,
  companyMembers,
  scales,
  shops,
  users,
  workOrderCounters,
  workOrderEvents,
  workOrderSettings,
  workOrders,
} from '../../db/schema/index.js';

export type OrderRow = typeof workOrders.$inferSelect;
export type EventRow = typeof workOrderEvents.$inferSelect;

export async function settings(tx: Executor): Promise<WorkOrderSettings> {
  const [row] = await tx.select().from(workOrderSettings).where(eq(workOrderSettings.id, 1));
  return {
    urgent_response_hours: row?.urgentResponseHours ?? 2,
    urgent_resolution_hours: row?.urgentResolutionHours ?? 24,
    normal_response_hours: row?.normalResponseHours ?? 8,
    normal_resolution_hours: row?.normalResolutionHours ?? 72,
  };
}

export async function saveSettings(tx: Executor, values: WorkOrderSettings, userId: number): Promise<void> {
  const row = {
    urgentResponseHours: values.urgent_response_hours,
    urgentResolutionHours: values.urgent_resolution_hours,
    normalResponseHours: values.normal_response_hours,
    normalResolutionHours: values.normal_resolution_hours,
    updatedBy: userId,
    updatedTime: new Date(),
  };
  await tx
    .insert(workOrderSettings)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: workOrderSettings.id, set: row });
}

/** The next number of a China day (`20261122` → 1, 2, …), one upsert, so parallel submissions never share one. */
export async function nextNumber(tx: Executor, day: string): Promise<number> {
  const [row] = await tx
    .insert(workOrderCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({ target: workOrderCounters.day, set: { last: sql`${workOrderCounters.last} + 1` } })
    .returning({ last: workOrderCounters.last });
  return row!.last;
}

/** A scale the caller's scope holds, with its shop. */
export async function scaleOf(tx: Executor, scope: Scope, id: number) {
  const [row] = await tx
    .select({ id: scales.id, companyId: scales.companyId, shopId: scales.shopId })
    .from(scales)
    .where(and(eq(scales.id, id), withinScope(scope, scales.companyId)));
  return row ?? null;
}

export async function isActiveAdmin(tx: Executor, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.roleType, [...ADMIN_ROLE_TYPES]), eq(users.status, 'active')));
  return Boolean(row);
}

export async function insertOrder(tx: Executor, values: typeof workOrders.$inferInsert): Promise<number> {
  const [row] = await tx.insert(workOrders).values(values).returning({ id: workOrders.id });
  return row!.id;
}

export async function insertEvent(tx: Executor, values: typeof workOrderEvents.$inferInsert): Promise<void> {
  await tx.insert(workOrderEvents).values(values);
}

/** The order in the caller's scope, locked for a move. */
export async function lock(tx: Executor, scope: Scope, id: number): Promise<OrderRow | null> {
  const [row] = await tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.id, id), withinScope(scope, workOrders.companyId)))
    .for('update');
  return row ?? null;
}

/** Orders by id, whatever the scope (the system's own writes). */
export async function byIds(tx: Executor, ids: number[]): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(workOrders).where(inArray(workOrders.id, ids));
}

export async function update(tx: Executor, id: number, values: Partial<typeof workOrders.$inferInsert>) {
  await tx
    .update(workOrders)
    .set({ ...values, version: sql`${workOrders.version} + 1` })
    .where(eq(workOrders.id, id));
}

const submitter = aliasedTable(users, 'submitter');
const assignee = aliasedTable(users, 'assignee');

const columns = {
  order: workOrders,
  companyName: companies.name,
  shopName: shops.name,
  scaleName: scales.scaleName,
  modelCode: scales.modelCode,
  scaleUuid: scales.scaleUuid,
  registered: sql<boolean>`${scales.deviceSecretHash} is not null`,
  submitterName: personName(submitter),
  assigneeName: personName(assignee),
};
export type OrderView = {
  order: OrderRow;
  companyName: string;
  shopName: string;
  scaleName: string;
  modelCode: string;
  scaleUuid: string | null;
  registered: boolean;
  submitterName: string | null;
  assigneeName: string | null;
};

const viewOf = (tx: Executor) =>
  tx
    .select(columns)
    .from(workOrders)
    .innerJoin(companies, eq(companies.id, workOrders.companyId))
    .innerJoin(shops, eq(shops.id, workOrders.shopId))
    .innerJoin(scales, eq(scales.id, workOrders.scaleId))
    .leftJoin(submitter, eq(submitter.id, workOrders.submittedBy))
    .leftJoin(assignee, eq(assignee.id, workOrders.assigneeId));

export async function view(tx: Executor, scope: Scope, id: number): Promise<OrderView | null> {
  const [row] = await viewOf(tx).where(and(eq(workOrders.id, id), withinScope(scope, workOrders.companyId)));
  return (row as OrderView | undefined) ?? null;
}

/** The SQL of rules.isOverdue, for the list's filter and the counts. */
export const overdueAt = (now: Date): SQL => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const resolutionDue = sql`${workOrders.createdTime} + ${workOrders.resolutionHours} * interval '1 hour'
    + ${workOrders.pausedSeconds} * interval '1 second'
    + coalesce(${at} - ${workOrders.pausedSince}, interval '0')`;
  return sql`((${workOrders.status} = 'new' and ${workOrders.createdTime} + ${workOrders.responseHours} * interval '1 hour' < ${at})
    or (${workOrders.status} in ('new', 'accepted', 'in_progress', 'waiting') and ${resolutionDue} < ${at}))`;
};

const OPEN: WorkOrderStatus[] = ['new', 'accepted', 'in_progress', 'waiting', 'resolved'];

/** The list's condition without the status filter (the status tabs count under the other filters). */
/** The filters' WHERE; their days are days in `zone`. */
export function whereOf(scope: Scope, f: WorkOrderFilters, now: Date, zone: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [withinScope(scope, workOrders.companyId)];
  if (f.view === 'open') conditions.push(inArray(workOrders.status, OPEN));
  if (f.priority) conditions.push(eq(workOrders.priority, f.priority));
  if (f.type) conditions.push(eq(workOrders.type, f.type));
  if (f.company_id !== undefined) conditions.push(eq(workOrders.companyId, f.company_id));
  if (f.shop_id !== undefined) conditions.push(eq(workOrders.shopId, f.shop_id));
  if (f.scale_id !== undefined) conditions.push(eq(workOrders.scaleId, f.scale_id));
  if (f.assignee_id !== undefined) conditions.push(eq(workOrders.assigneeId, f.assignee_id));
  if (f.overdue === true) conditions.push(overdueAt(now));
  if (f.overdue === false) conditions.push(sql`not ${overdueAt(now)}`);
  if (f.date_from) conditions.push(gte(workOrders.createdTime, startOfDay(f.date_from, zone)));
  if (f.date_to) conditions.push(lt(workOrders.createdTime, startOfDay(addDays(f.date_to, 1), zone)));
  if (f.search)
    conditions.push(
      or(ilike(workOrders.number, containing(f.search)), ilike(workOrders.title, containing(f.search))),
    );
  return and(...conditions);
}

export async function list(
  tx: Executor,
  where: SQL | undefined,
  status: WorkOrderStatus | undefined,
  limit: number,
  offset: number,
) {
  const condition = and(where, status ? eq(workOrders.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    viewOf(tx)
      .where(condition)
      .orderBy(desc(workOrders.createdTime), desc(workOrders.id))
      .limit(limit)
      .offset(offset),
    tx.select({ n: sql<number>`count(*)::int` }).from(workOrders).where(condition),
  ]);
  return { rows: rows as OrderView[], total: total?.n ?? 0 };
}

export async function countsByStatus(tx: Executor, where: SQL | undefined) {
  return tx
    .select({ status: workOrders.status, n: sql<number>`count(*)::int` })
    .from(workOrders)
    .where(where)
    .groupBy(workOrders.status);
}

export async function events(tx: Executor, orderId: number) {
  return tx
    .select({
      event: workOrderEvents,
      authorName: personName(users),
    })
    .from(workOrderEvents)
    .leftJoin(users, eq(users.id, workOrderEvents.authorId))
    .where(eq(workOrderEvents.workOrderId, orderId))
    .orderBy(asc(workOrderEvents.id));
}

/** Resolved orders whose answer window ended before `cutoff`, locked (skipping those being moved now). */
export async function expiredResolved(tx: Executor, cutoff: Date): Promise<OrderRow[]> {
  return tx
    .select()
    .from(workOrders)
    .where(and(eq(workOrders.status, 'resolved'), lt(workOrders.resolvedTime, cutoff)))
    .orderBy(asc(workOrders.id))
    .limit(500)
    .for('update', { skipLocked: true });
}

/** Who hears of a move on the company's side: its owners and managers, and whoever submitted. */
export async function companyRecipients(tx: Executor, companyId: number, submittedBy: number | null) {
  const rows = await tx
    .select({ id: companyMembers.userId })
    .from(companyMembers)
    .where(
      and(eq(companyMembers.companyId, companyId), inArray(companyMembers.joinType, [...MANAGER_ROLE_TYPES])),
    );
  const ids = new Set(rows.map((r) => r.id));
  if (submittedBy !== null) ids.add(submittedBy);
  return [...ids];
}

/** Who hears of it on the service side: the engineer, or every active administrator while none is assigned. */
export async function serviceRecipients(tx: Executor, assigneeId: number | null) {
  if (assigneeId !== null) return [assigneeId];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.roleType, [...ADMIN_ROLE_TYPES]), eq(users.status, 'active')));
  return rows.map((r) => r.id);
}

/** The figures of the stats call. */
export async function stats(
  tx: Executor,
  scope: Scope,
  companyId: number | undefined,
  from: Date,
  to: Date,
  now: Date,
) {
  const where = and(
    withinScope(scope, workOrders.companyId),
    companyId === undefined ? undefined : eq(workOrders.companyId, companyId),
  );
  const [byStatus, [overdue], [resolved]] = await Promise.all([
    countsByStatus(tx, where),
    tx
      .select({ n: sql<number>`count(*)::int` })
      .from(workOrders)
      .where(and(where, overdueAt(now))),
    tx
      .select({
        n: sql<number>`count(*)::int`,
        minutes: sql<
          string | null
        >`avg(extract(epoch from ${workOrders.resolvedTime} - ${workOrders.createdTime}) / 60)`,
        satisfaction: sql<string | null>`avg(${workOrders.satisfaction})`,
      })
      .from(workOrders)
      .where(and(where, gte(workOrders.resolvedTime, from), lt(workOrders.resolvedTime, to))),
  ]);
  return { byStatus, overdue: overdue?.n ?? 0, resolved };
}
