import type { WorkOrderAction } from '@dahua/shared/contracts/work-orders';
import type { Executor } from '../../db/client.js';
import { notices } from '../../db/schema/index.js';
import * as repo from './repo.js';
import { ACTION_WORDS } from './words.js';

type Move = WorkOrderAction | 'submit' | 'auto_close' | 'comment';

/**
 * Tells the other side of a move, through the notices (type `event`): `todo` when the reader must
 * act, `processing` while the maker works, `doing` once work has started, `urgent` for urgent
 * orders the service must act on. The notice links to the order in the reader's area.
 */
export async function notifyMove(
  tx: Executor,
  order: repo.OrderRow,
  move: Move,
  by: 'company' | 'service' | 'system',
  now: Date,
  waitFor?: 'parts' | 'customer',
): Promise<void> {
  const toService = by === 'company';
  const recipients = toService
    ? await repo.serviceRecipients(tx, order.assigneeId)
    : await repo.companyRecipients(tx, order.companyId, order.submittedBy);
  // On acceptance the engineer hears of it too.
  const engineer = move === 'accept' && order.assigneeId !== null ? [order.assigneeId] : [];
  const status = statusFor(move, toService, order.priority === 'urgent', waitFor);
  const words = ACTION_WORDS[move];
  const rows = [
    ...recipients.map((userId) => ({ userId, area: toService ? 'admin' : 'project' })),
    ...engineer.map((userId) => ({ userId, area: 'admin' })),
  ];
  if (rows.length === 0) return;
  await tx.insert(notices).values(
    rows.map(({ userId, area }) => ({
      userId,
      type: 'event' as const,
      title: `工单${words.ch} Work order ${words.en}`,
      description: `${order.number} ${order.title}`,
      status: area === 'admin' && move === 'accept' ? 'todo' : status,
      extra: `/${area}/workorderMng/workorderList/${order.id}`,
      createdTime: now,
    })),
  );
}

function statusFor(move: Move, toService: boolean, urgent: boolean, waitFor?: string): string | null {
  if (toService) {
    if (move === 'submit' || move === 'reopen') return urgent ? 'urgent' : 'todo';
    return null;
  }
  if (move === 'accept') return 'processing';
  if (move === 'start' || move === 'resume') return 'doing';
  if (move === 'wait') return waitFor === 'customer' ? 'todo' : 'processing';
  if (move === 'resolve') return 'todo';
  return null;
}
