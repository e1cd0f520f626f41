import type { WorkOrderAction } from '@dahua/shared/contracts/work-orders';
import type { Executor } from '../../db/client.js';
import { notices } from '../../db/schema/index.js';
import type { Bilingual } from '../../lib/language.js';
import { bilingual } from '../notices/texts.js';
import * as repo from './repo.js';

type Move = WorkOrderAction | 'submit' | 'auto_close' | 'comment';

/** A move's notice title, each language whole (the reader sees only theirs: notices/texts.ts). */
const NOTICE_TITLES: Record<Move, Bilingual> = {
  submit: { ch: '工单已提交', en: 'Work order submitted' },
  accept: { ch: '工单已受理', en: 'Work order accepted' },
  cancel: { ch: '工单已取消', en: 'Work order cancelled' },
  start: { ch: '工单已开始处理', en: 'Work order started' },
  wait: { ch: '工单挂起等待', en: 'Work order put on hold' },
  resume: { ch: '工单已继续处理', en: 'Work order resumed' },
  resolve: { ch: '工单已解决，请确认', en: 'Work order resolved: please confirm' },
  confirm: { ch: '工单已确认关闭', en: 'Work order confirmed' },
  reopen: { ch: '工单已重新打开', en: 'Work order reopened' },
  auto_close: { ch: '工单已自动关闭', en: 'Work order closed automatically' },
  comment: { ch: '工单有新留言', en: 'Work order commented on' },
};

/**
 * Tells the other side of a move, through the notices (type `event`): `todo` when the reader must
 * act, `processing` while the maker works, `doing` once work has started, `urgent` for urgent
 * orders the service must act on; a resolved order has no status (its title asks the shop to
 * confirm). The notice links to the order in the reader's area.
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
  const rows = [
    ...recipients.map((userId) => ({ userId, area: toService ? 'admin' : 'project' })),
    ...engineer.map((userId) => ({ userId, area: 'admin' })),
  ];
  if (rows.length === 0) return;
  await tx.insert(notices).values(
    rows.map(({ userId, area }) => ({
      userId,
      type: 'event' as const,
      title: bilingual(NOTICE_TITLES[move]),
      description: `${order.number} ${order.title}`,
      status: area === 'admin' && move === 'accept' ? 'todo' : status,
      extra: `/${area}/workorderMng/workorderList/${order.id}`,
      createdTime: now,
    })),
  );
}

export function statusFor(move: Move, toService: boolean, urgent: boolean, waitFor?: string): string | null {
  if (toService) {
    if (move === 'submit' || move === 'reopen') return urgent ? 'urgent' : 'todo';
    return null;
  }
  if (move === 'accept') return 'processing';
  if (move === 'start' || move === 'resume') return 'doing';
  if (move === 'wait') return waitFor === 'customer' ? 'todo' : 'processing';
  return null;
}
