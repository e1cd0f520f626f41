import { isCompanyManager } from '@dahua/shared';
import type { WorkOrderAction, WorkOrderStatus } from '@dahua/shared/contracts/work-orders';
import type { Scope } from '../../access/scope.js';

/** Who may make a move: the maker's service (administrators) or the order's company (some roles). */
type Mover = 'service' | 'company' | 'company_manager';

/**
 * The work order's state machine (issue 16): from which statuses each move goes, where to, and who
 * makes it. A company USER submits, comments and may reopen, but does not cancel or confirm.
 */
export const MOVES: Record<
  WorkOrderAction,
  { from: readonly WorkOrderStatus[]; to: WorkOrderStatus; by: Mover }
> = {
  accept: { from: ['new'], to: 'accepted', by: 'service' },
  cancel: { from: ['new'], to: 'cancelled', by: 'company_manager' },
  start: { from: ['accepted'], to: 'in_progress', by: 'service' },
  wait: { from: ['in_progress'], to: 'waiting', by: 'service' },
  resume: { from: ['waiting'], to: 'in_progress', by: 'service' },
  resolve: { from: ['accepted', 'in_progress', 'waiting'], to: 'resolved', by: 'service' },
  confirm: { from: ['resolved'], to: 'closed', by: 'company_manager' },
  reopen: { from: ['resolved'], to: 'in_progress', by: 'company' },
};

/** A resolved order closes by itself, and may be reopened, for this long. */
export const ANSWER_WINDOW_MS = 7 * 24 * 3600_000;

/** What each move needs besides the version. */
export const NEEDS: Partial<
  Record<WorkOrderAction, ('comment' | 'assignee_id' | 'wait_for' | 'satisfaction')[]>
> = {
  accept: ['assignee_id'],
  cancel: ['comment'],
  wait: ['comment', 'wait_for'],
  resolve: ['comment'],
  confirm: ['satisfaction'],
  reopen: ['comment'],
};

export const sideOf = (scope: Scope): 'service' | 'company' => (scope.kind === 'all' ? 'service' : 'company');

function mayMove(by: Mover, scope: Scope): boolean {
  if (by === 'service') return scope.kind === 'all';
  if (scope.kind !== 'company') return false;
  return by === 'company' || isCompanyManager(scope.role);
}

/** The moves the caller may make on an order in this status now. */
export function actionsFor(
  order: { status: WorkOrderStatus; resolvedTime: Date | null },
  scope: Scope,
  now: Date,
): WorkOrderAction[] {
  return (Object.keys(MOVES) as WorkOrderAction[]).filter((action) => {
    const move = MOVES[action];
    if (!move.from.includes(order.status) || !mayMove(move.by, scope)) return false;
    if (action === 'reopen')
      return order.resolvedTime !== null && now.getTime() - order.resolvedTime.getTime() < ANSWER_WINDOW_MS;
    return true;
  });
}

export type Clock = {
  createdTime: Date;
  responseHours: number;
  resolutionHours: number;
  pausedSeconds: number;
  pausedSince: Date | null;
};

const HOUR = 3600_000;

/** Due to be accepted by. */
export const responseDue = (o: Clock) => new Date(o.createdTime.getTime() + o.responseHours * HOUR);

/** Due to be resolved by: moved on by every second spent waiting for the customer, up to now. */
export function resolutionDue(o: Clock, now: Date): Date {
  const pausing = o.pausedSince ? Math.max(0, now.getTime() - o.pausedSince.getTime()) : 0;
  return new Date(o.createdTime.getTime() + o.resolutionHours * HOUR + o.pausedSeconds * 1000 + pausing);
}

/** A due time passed and not met: not accepted in time, or not resolved in time. */
export function isOverdue(o: Clock & { status: WorkOrderStatus }, now: Date): boolean {
  if (o.status === 'new') return now > responseDue(o) || now > resolutionDue(o, now);
  if (o.status === 'accepted' || o.status === 'in_progress' || o.status === 'waiting')
    return now > resolutionDue(o, now);
  return false;
}
