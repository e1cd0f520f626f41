import { verificationStatusOf } from '@dahua/shared';
import { BRIDGE_ONLINE_SECONDS } from '@dahua/shared/contracts/bridges';
import type { PageQuery } from '@dahua/shared/contracts/common';
import {
  FLEET_ONLINE_SECONDS,
  type FleetFilters,
  type FleetScale,
  type FleetScaleDetail,
  type FleetSummary,
} from '@dahua/shared/contracts/fleet';
import type { ReadScope } from '../../access/read-scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import * as repo from './repo.js';

/** The most rows an export holds (the fleet's filters narrow a larger one). */
export const EXPORT_LIMIT = 20_000;
/** How many of a scale's work orders its page lists. */
const WORK_ORDERS_SHOWN = 20;

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/**
 * Who reads the fleet: administrators (every company) and inspectors (their assigned companies and
 * shops, through withinReadScope). A company's own people read their scales elsewhere: 403.
 */
function requireReader(scope: ReadScope): void {
  if (scope.kind !== 'all' && scope.kind !== 'inspector') throw new AppError('FORBIDDEN');
}

export function frameOf(now: Date): repo.Frame {
  return { now, onlineSince: new Date(now.getTime() - FLEET_ONLINE_SECONDS * 1000) };
}

/** A row as the API answers it: software exactly as read and as entered, the status on the shop's day. */
export function rowAnswer(row: repo.FleetRow): FleetScale {
  const counting = row.result && row.nextDueOn ? { result: row.result, next_due_on: row.nextDueOn } : null;
  return {
    id: row.id,
    name: row.name,
    model_code: row.modelCode,
    company: { id: row.companyId, name: row.companyName },
    shop: { id: row.shopId, name: row.shopName },
    online: row.online,
    sync_state: row.state,
    last_contact: iso(row.lastContact),
    last_in_step:
      row.state === 'in_step' ? iso(row.lastContact) : iso(later(row.lastFullSync, row.lastDeltaSync)),
    last_sales_upload: iso(row.lastSalesUpload),
    software: { read: row.firmware, entered: row.softwareId },
    verification: {
      status: verificationStatusOf(counting, row.today),
      verified_on: row.verifiedOn,
      next_due_on: row.nextDueOn,
      body: row.body,
    },
    open_work_orders: row.openWorkOrders,
    retired_time: iso(row.retiredTime),
  };
}

export async function list(ctx: AppContext, scope: ReadScope, query: PageQuery & FleetFilters) {
  requireReader(scope);
  const frame = frameOf(ctx.clock());
  const where = repo.whereOf(scope, query, frame);
  const page = await repo.list(
    ctx.db,
    where,
    frame,
    query.verification_status !== undefined,
    query.per_page,
    offsetOf(query),
  );
  return paged(page.rows.map(rowAnswer), page.total, query);
}

export async function summary(
  ctx: AppContext,
  scope: ReadScope,
  filters: FleetFilters,
): Promise<FleetSummary> {
  requireReader(scope);
  const frame = frameOf(ctx.clock());
  const figures = await repo.summary(
    ctx.db,
    repo.whereOf(scope, filters, frame, false),
    frame,
    filters.verification_status,
  );
  return {
    total: figures.total,
    online: figures.online,
    offline: figures.total - figures.online,
    with_open_work_orders: figures.withOpen,
    by_status: {
      valid: figures.valid,
      due: figures.due,
      overdue: figures.overdue,
      failed: figures.failed,
      never: figures.never,
    },
  };
}

/** Every scale of the filters, for the export (at most EXPORT_LIMIT), in the list's order. */
export async function all(ctx: AppContext, scope: ReadScope, filters: FleetFilters): Promise<FleetScale[]> {
  requireReader(scope);
  const frame = frameOf(ctx.clock());
  const page = await repo.list(
    ctx.db,
    repo.whereOf(scope, filters, frame),
    frame,
    filters.verification_status !== undefined,
    EXPORT_LIMIT,
    0,
  );
  return page.rows.map(rowAnswer);
}

/** One scale's facts and history; a scale outside the caller's read scope is 404 like a missing one. */
export async function scale(ctx: AppContext, scope: ReadScope, id: number): Promise<FleetScaleDetail> {
  requireReader(scope);
  const now = ctx.clock();
  const row = await repo.one(ctx.db, scope, id, frameOf(now));
  if (!row) throw new AppError('NOT_FOUND');
  const [orders, shopBridges] = await Promise.all([
    repo.workOrdersOf(ctx.db, id, WORK_ORDERS_SHOWN),
    repo.bridgesOfShop(ctx.db, row.shopId),
  ]);
  const driving = shopBridges.filter((bridge) => bridge.scaleIds.includes(id));
  return {
    ...rowAnswer(row),
    time_zone: row.timeZone,
    sync: {
      state_since: iso(row.stateSince),
      last_full_sync: iso(row.lastFullSync),
      last_delta_sync: iso(row.lastDeltaSync),
      error: row.error,
      error_time: iso(row.errorTime),
    },
    bridges: (driving.length > 0 ? driving : shopBridges).map((bridge) => ({
      id: bridge.id,
      name: bridge.name,
      version: bridge.version,
      online:
        bridge.lastSeen !== null && now.getTime() - bridge.lastSeen.getTime() <= BRIDGE_ONLINE_SECONDS * 1000,
      last_seen: iso(bridge.lastSeen),
    })),
    work_orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      type: order.type as FleetScaleDetail['work_orders'][number]['type'],
      status: order.status as FleetScaleDetail['work_orders'][number]['status'],
      title: order.title,
      created_time: order.createdTime.toISOString(),
    })),
  };
}
