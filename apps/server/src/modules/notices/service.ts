import type { NoticeAnswer } from '@dahua/shared/contracts/notices';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { NoticeType } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import * as users from '../users/queries.js';
import * as repo from './repo.js';
import { textIn } from './texts.js';

/** A notice as its reader sees it: a text the system wrote in both languages, in theirs. */
function answer(row: repo.NoticeRow, lang: Lang): NoticeAnswer {
  return {
    id: row.id,
    type: row.type,
    title: textIn(row.title, lang),
    description: textIn(row.description, lang),
    datetime: row.createdTime.toISOString(),
    read: row.read,
    status: row.status,
    extra: row.extra,
    avatar: row.avatar,
  };
}

export type NoticeTarget = { userId: number } | { phoneNumber: string } | { companyId: number };

/**
 * Puts a notice in the bell of one user or of every member of a company. Any module may call
 * it (a work order assigned, stock running low...). Answers how many people received it.
 */
export async function createNotice(
  ctx: AppContext,
  target: NoticeTarget,
  notice: repo.NewNotice,
): Promise<number> {
  const recipients = await recipientsOf(ctx, target);
  if (recipients.length === 0) throw new AppError('NOT_FOUND');
  return repo.insertFor(ctx.db, recipients, notice);
}

/**
 * Puts an event notice (to do) in the bells of these users inside the caller's transaction, stamped
 * with the caller's clock: for an event that writes something else too (an enquiry stored, a scale
 * report filed), so the notice and the event stand or fall together.
 */
export async function noticeUsersIn(
  tx: Executor,
  userIds: number[],
  notice: { title: string; description: string; extra: string; createdTime: Date },
): Promise<number> {
  return repo.insertFor(tx, userIds, { ...notice, type: 'event', status: 'todo' });
}

async function recipientsOf(ctx: AppContext, target: NoticeTarget): Promise<number[]> {
  if ('companyId' in target) return repo.memberIdsOf(ctx.db, target.companyId);
  if ('userId' in target) return repo.existingUserIds(ctx.db, [target.userId]);
  const user = await users.findByPhone(ctx.db, target.phoneNumber);
  return user ? [user.id] : [];
}

export async function listNotices(
  ctx: AppContext,
  userId: number,
  query: PageQuery & { type?: NoticeType | undefined },
  lang: Lang = 'ch',
) {
  const { rows, total } = await repo.listFor(ctx.db, userId, query.type, query.per_page, offsetOf(query));
  return paged(
    rows.map((row) => answer(row, lang)),
    total,
    query,
  );
}

export async function unreadCount(ctx: AppContext, userId: number) {
  const counts = await repo.unreadCounts(ctx.db, userId);
  return { total: counts.notification + counts.message + counts.event, ...counts };
}

export async function toggleRead(
  ctx: AppContext,
  userId: number,
  id: number,
  lang: Lang = 'ch',
): Promise<NoticeAnswer> {
  const row = await repo.toggleRead(ctx.db, userId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return answer(row, lang);
}

export async function clearNotices(
  ctx: AppContext,
  userId: number,
  type: NoticeType,
): Promise<{ cleared: number }> {
  return { cleared: await repo.clearType(ctx.db, userId, type) };
}
