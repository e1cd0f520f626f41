import { addDays, compactDay, dayIn, startOfDay } from '@dahua/shared';
import type { PageQuery } from '@dahua/shared/contracts/common';
import {
  type submitBody,
  type TransitionBody,
  WORK_ORDER_STATUSES,
  type WorkOrderAction,
  type WorkOrderAnswer,
  type WorkOrderDetail,
  type WorkOrderFilters,
  type WorkOrderSettings,
  type WorkOrderStatus,
} from '@dahua/shared/contracts/work-orders';
import type { z } from 'zod';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf } from '../../lib/paging.js';
import { MAKER_TIME_ZONE, zoneOfView } from '../time-zones/index.js';
import { notifyMove } from './notify.js';
import * as repo from './repo.js';
import {
  ANSWER_WINDOW_MS,
  actionsFor,
  isOverdue,
  MOVES,
  NEEDS,
  resolutionDue,
  responseDue,
  sideOf,
} from './rules.js';
import { ACTION_WORDS, listOf, STATUS_WORDS } from './words.js';

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const status = (row: repo.OrderRow) => row.status as WorkOrderStatus;

function answerOf(view: repo.OrderView, scope: Scope, now: Date): WorkOrderAnswer {
  const o = view.order;
  const clock = { ...o, status: status(o) };
  return {
    id: o.id,
    number: o.number,
    company_id: o.companyId,
    company_name: view.companyName,
    shop_id: o.shopId,
    shop_name: view.shopName,
    scale: {
      id: o.scaleId,
      name: view.scaleName,
      model_code: view.modelCode,
      scale_uuid: view.scaleUuid,
      registered: view.registered,
    },
    type: o.type as WorkOrderAnswer['type'],
    priority: o.priority as WorkOrderAnswer['priority'],
    status: status(o),
    wait_for: (o.waitFor as WorkOrderAnswer['wait_for']) ?? null,
    title: o.title,
    description: o.description,
    photos: o.photos,
    contact_person: o.contactPerson,
    contact_phone: o.contactPhone,
    preferred_time: o.preferredTime,
    submitter: o.submittedBy === null ? null : { id: o.submittedBy, name: view.submitterName ?? '' },
    assignee: o.assigneeId === null ? null : { id: o.assigneeId, name: view.assigneeName ?? '' },
    created_time: o.createdTime.toISOString(),
    accepted_time: iso(o.acceptedTime),
    resolved_time: iso(o.resolvedTime),
    closed_time: iso(o.closedTime),
    response_due: responseDue(o).toISOString(),
    resolution_due: resolutionDue(o, now).toISOString(),
    overdue: isOverdue(clock, now),
    satisfaction: o.satisfaction,
    satisfaction_comment: o.satisfactionComment,
    version: o.version,
    actions: actionsFor({ status: status(o), resolvedTime: o.resolvedTime }, scope, now),
  };
}

async function detailOf(tx: Executor, scope: Scope, id: number, now: Date): Promise<WorkOrderDetail> {
  const view = await repo.view(tx, scope, id);
  if (!view) throw new AppError('NOT_FOUND');
  const events = await repo.events(tx, id);
  return {
    ...answerOf(view, scope, now),
    timeline: events.map(({ event, authorName }) => ({
      id: event.id,
      action: event.action as WorkOrderDetail['timeline'][number]['action'],
      from_status: (event.fromStatus as WorkOrderStatus | null) ?? null,
      to_status: (event.toStatus as WorkOrderStatus | null) ?? null,
      text: event.text,
      photos: event.photos,
      author: event.authorId === null ? null : { id: event.authorId, name: authorName ?? '' },
      side: event.side as 'company' | 'service' | 'system',
      created_time: event.createdTime.toISOString(),
    })),
  };
}

/**
 * Closes the resolved orders nobody answered within 7 days, as of `now` (on a timer, and before
 * every read, so a list never shows one still waiting past its window).
 */
export async function closeExpired(ctx: AppContext, now = ctx.clock()): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const expired = await repo.expiredResolved(tx, new Date(now.getTime() - ANSWER_WINDOW_MS));
    for (const order of expired) {
      const closedAt = new Date(order.resolvedTime!.getTime() + ANSWER_WINDOW_MS);
      await repo.update(tx, order.id, { status: 'closed', closedTime: closedAt });
      await repo.insertEvent(tx, {
        workOrderId: order.id,
        action: 'auto_close',
        fromStatus: 'resolved',
        toStatus: 'closed',
        side: 'system',
        createdTime: closedAt,
      });
      await notifyMove(tx, order, 'auto_close', 'system', now);
    }
    return expired.length;
  });
}

export async function submit(
  ctx: AppContext,
  scope: Scope,
  body: z.output<typeof submitBody>,
): Promise<WorkOrderDetail> {
  if (scope.kind !== 'company') throw new AppError('FORBIDDEN');
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const scale = await repo.scaleOf(tx, scope, body.scale_id);
    if (!scale) throw new AppError('NOT_FOUND');
    const levels = await repo.settings(tx);
    const urgent = body.priority === 'urgent';
    // One number sequence for the maker's service desk: its days are the maker's.
    const day = compactDay(dayIn(now, MAKER_TIME_ZONE));
    const number = `WO-${day}-${String(await repo.nextNumber(tx, day)).padStart(4, '0')}`;
    const id = await repo.insertOrder(tx, {
      number,
      companyId: scale.companyId,
      shopId: scale.shopId,
      scaleId: scale.id,
      type: body.type,
      priority: body.priority,
      title: body.title,
      description: body.description,
      photos: body.photos,
      contactPerson: body.contact_person,
      contactPhone: body.contact_phone,
      preferredTime: body.preferred_time,
      submittedBy: scope.userId,
      responseHours: urgent ? levels.urgent_response_hours : levels.normal_response_hours,
      resolutionHours: urgent ? levels.urgent_resolution_hours : levels.normal_resolution_hours,
      createdTime: now,
    });
    await repo.insertEvent(tx, {
      workOrderId: id,
      action: 'submit',
      toStatus: 'new',
      text: body.description,
      photos: body.photos,
      authorId: scope.userId,
      side: 'company',
      createdTime: now,
    });
    const order = await repo.lock(tx, scope, id);
    await notifyMove(tx, order!, 'submit', 'company', now);
    return detailOf(tx, scope, id, now);
  });
}

/** What the system reports by itself (modules/fleet/unreachable.ts: a scale unreachable too long). */
export type SystemReport = {
  companyId: number;
  shopId: number;
  scaleId: number;
  title: string;
  description: string;
  contactPerson: string;
  contactPhone: string;
};

/**
 * Opens a work order nobody submitted (submitted_by null), in the caller's transaction: a repair of
 * normal priority, numbered and timed as any other, its submission on the timeline by the system, and
 * told to the service (every administrator) and to the company's owners and managers.
 */
export async function openBySystem(
  tx: Executor,
  report: SystemReport,
  now: Date,
): Promise<{ id: number; number: string }> {
  const levels = await repo.settings(tx);
  const day = compactDay(dayIn(now, MAKER_TIME_ZONE));
  const number = `WO-${day}-${String(await repo.nextNumber(tx, day)).padStart(4, '0')}`;
  const id = await repo.insertOrder(tx, {
    number,
    companyId: report.companyId,
    shopId: report.shopId,
    scaleId: report.scaleId,
    type: 'repair',
    priority: 'normal',
    title: report.title,
    description: report.description,
    contactPerson: report.contactPerson,
    contactPhone: report.contactPhone,
    submittedBy: null,
    responseHours: levels.normal_response_hours,
    resolutionHours: levels.normal_resolution_hours,
    createdTime: now,
  });
  await repo.insertEvent(tx, {
    workOrderId: id,
    action: 'submit',
    toStatus: 'new',
    text: report.description,
    side: 'system',
    createdTime: now,
  });
  const [order] = await repo.byIds(tx, [id]);
  await notifyMove(tx, order!, 'submit', 'company', now);
  await notifyMove(tx, order!, 'submit', 'system', now);
  return { id, number };
}

export async function one(ctx: AppContext, scope: Scope, id: number): Promise<WorkOrderDetail> {
  await closeExpired(ctx);
  return detailOf(ctx.db, scope, id, ctx.clock());
}

/** Every status with its count, zero included. */
const countsOf = (rows: { status: string; n: number }[]) =>
  Object.fromEntries(
    WORK_ORDER_STATUSES.map((s) => [s, rows.find((row) => row.status === s)?.n ?? 0]),
  ) as Record<WorkOrderStatus, number>;

export async function list(ctx: AppContext, scope: Scope, query: PageQuery & WorkOrderFilters) {
  await closeExpired(ctx);
  const now = ctx.clock();
  const where = repo.whereOf(scope, query, now, await zoneOfView(ctx.db, scope, query));
  const [page, counts] = await Promise.all([
    repo.list(ctx.db, where, query.status, query.per_page, offsetOf(query)),
    repo.countsByStatus(ctx.db, where),
  ]);
  return {
    list: page.rows.map((view) => answerOf(view, scope, now)),
    meta: { total: page.total, page: query.page, per_page: query.per_page },
    counts: countsOf(counts),
  };
}

/** The zone a list of orders is read in: its company's, or the maker's across companies. */
export const zoneOf = (ctx: AppContext, scope: Scope, filters: WorkOrderFilters) =>
  zoneOfView(ctx.db, scope, filters);

/** Every order of the filters, for the export (at most 10,000, newest first). */
export async function all(ctx: AppContext, scope: Scope, filters: WorkOrderFilters) {
  await closeExpired(ctx);
  const now = ctx.clock();
  const where = repo.whereOf(scope, filters, now, await zoneOfView(ctx.db, scope, filters));
  const page = await repo.list(ctx.db, where, filters.status, 10_000, 0);
  return page.rows.map((view) => answerOf(view, scope, now));
}

function requireFields(action: WorkOrderAction, body: TransitionBody) {
  for (const need of NEEDS[action] ?? []) {
    const value = body[need];
    if (value === undefined || (typeof value === 'string' && value.trim() === ''))
      throw new AppError(
        'VALIDATION',
        { detail: need },
        {
          fields: [
            { field: need, message: need === 'comment' ? '请写明原因 / please say why' : '必填 / required' },
          ],
        },
        need,
      );
  }
}

/**
 * One move of the state machine: locked, checked against the version the person saw, the status
 * and their role; recorded on the timeline and notified to the other side, all or nothing.
 */
export async function transition(
  ctx: AppContext,
  scope: Scope,
  id: number,
  body: TransitionBody,
): Promise<WorkOrderDetail> {
  const now = ctx.clock();
  await closeExpired(ctx, now);
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lock(tx, scope, id);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.version !== body.version)
      throw new AppError('WORK_ORDER_CHANGED', {}, { version: order.version });
    const allowed = actionsFor({ status: status(order), resolvedTime: order.resolvedTime }, scope, now);
    if (!allowed.includes(body.action))
      throw new AppError(
        'WORK_ORDER_MOVE_REFUSED',
        {
          status: STATUS_WORDS[status(order)],
          action: ACTION_WORDS[body.action],
          allowed: listOf(allowed),
        },
        { actions: allowed },
      );
    requireFields(body.action, body);
    const move = MOVES[body.action];
    const values: Parameters<typeof repo.update>[2] = { status: move.to, waitFor: null };
    if (body.action === 'accept') {
      if (!(await repo.isActiveAdmin(tx, body.assignee_id!)))
        throw new AppError('WORK_ORDER_ASSIGNEE_INVALID');
      values.assigneeId = body.assignee_id!;
      values.acceptedTime = now;
    }
    if (body.action === 'wait') {
      values.waitFor = body.wait_for!;
      if (body.wait_for === 'customer') values.pausedSince = now;
    }
    // Leaving a wait for the customer adds the paused time to the resolution clock.
    if (order.pausedSince && body.action !== 'wait') {
      values.pausedSeconds =
        order.pausedSeconds + Math.max(0, Math.round((now.getTime() - order.pausedSince.getTime()) / 1000));
      values.pausedSince = null;
    }
    if (body.action === 'resolve') values.resolvedTime = now;
    if (body.action === 'reopen') values.resolvedTime = null;
    if (body.action === 'confirm') {
      values.closedTime = now;
      values.satisfaction = body.satisfaction!;
      values.satisfactionComment = body.comment ?? '';
    }
    if (body.action === 'cancel') values.closedTime = now;
    await repo.update(tx, id, values);
    await repo.insertEvent(tx, {
      workOrderId: id,
      action: body.action,
      fromStatus: order.status,
      toStatus: move.to,
      text: body.comment ?? '',
      photos: body.photos ?? [],
      authorId: scope.userId,
      side: sideOf(scope),
      createdTime: now,
    });
    const moved = { ...order, ...values, status: move.to } as repo.OrderRow;
    await notifyMove(tx, moved, body.action, sideOf(scope), now, body.wait_for);
    return detailOf(tx, scope, id, now);
  });
}

export async function comment(
  ctx: AppContext,
  scope: Scope,
  id: number,
  body: { text: string; photos: { img_url: string }[] },
): Promise<WorkOrderDetail> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    const order = await repo.lock(tx, scope, id);
    if (!order) throw new AppError('NOT_FOUND');
    await repo.insertEvent(tx, {
      workOrderId: id,
      text: body.text,
      photos: body.photos,
      authorId: scope.userId,
      side: sideOf(scope),
      createdTime: now,
    });
    await notifyMove(tx, order, 'comment', sideOf(scope), now);
    return detailOf(tx, scope, id, now);
  });
}

export async function stats(
  ctx: AppContext,
  scope: Scope,
  query: { date_from?: string | undefined; date_to?: string | undefined; company_id?: number | undefined },
) {
  await closeExpired(ctx);
  const now = ctx.clock();
  // Whole days: to the end of date_to (or today), from date_from (or 30 days before).
  const zone = await zoneOfView(ctx.db, scope, query);
  const lastDay = query.date_to ?? dayIn(now, zone);
  const to = startOfDay(addDays(lastDay, 1), zone);
  const from = startOfDay(query.date_from ?? addDays(lastDay, -29), zone);
  const figures = await repo.stats(ctx.db, scope, query.company_id, from, to, now);
  const byStatus = countsOf(figures.byStatus);
  const minutes = figures.resolved?.minutes;
  const satisfaction = figures.resolved?.satisfaction;
  return {
    by_status: byStatus,
    overdue: figures.overdue,
    resolved: figures.resolved?.n ?? 0,
    mean_minutes_to_resolve: minutes === null || minutes === undefined ? null : Math.round(Number(minutes)),
    mean_satisfaction:
      satisfaction === null || satisfaction === undefined
        ? null
        : Math.round(Number(satisfaction) * 100) / 100,
  };
}

export async function settings(ctx: AppContext): Promise<WorkOrderSettings> {
  return repo.settings(ctx.db);
}

export async function saveSettings(ctx: AppContext, scope: Scope, values: WorkOrderSettings) {
  if (scope.kind !== 'all') throw new AppError('FORBIDDEN');
  await repo.saveSettings(ctx.db, values, scope.userId);
  return repo.settings(ctx.db);
}
