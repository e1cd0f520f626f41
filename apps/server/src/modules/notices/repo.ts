import { and, count, desc, eq, inArray, not } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { companyMembers, type NoticeType, notices, users } from '../../db/schema/index.js';

export type NoticeRow = typeof notices.$inferSelect;
export type NewNotice = Omit<
  typeof notices.$inferInsert,
  'id' | 'userId' | 'read' | 'cleared' | 'createdTime'
>;

const visibleTo = (userId: number) => and(eq(notices.userId, userId), eq(notices.cleared, false));

export async function listFor(
  db: Db,
  userId: number,
  type: NoticeType | undefined,
  limit: number,
  offset: number,
) {
  const where = type ? and(visibleTo(userId), eq(notices.type, type)) : visibleTo(userId);
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdTime), desc(notices.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function unreadCounts(db: Db, userId: number): Promise<Record<NoticeType, number>> {
  const rows = await db
    .select({ type: notices.type, n: count() })
    .from(notices)
    .where(and(visibleTo(userId), eq(notices.read, false)))
    .groupBy(notices.type);
  const counts: Record<NoticeType, number> = { notification: 0, message: 0, event: 0 };
  for (const row of rows) counts[row.type] = row.n;
  return counts;
}

/** Flips the read state of one of the user's notices; null when it is not theirs. */
export async function toggleRead(db: Db, userId: number, id: number): Promise<NoticeRow | null> {
  const [row] = await db
    .update(notices)
    .set({ read: not(notices.read) })
    .where(and(eq(notices.id, id), visibleTo(userId)))
    .returning();
  return row ?? null;
}

export async function clearType(db: Db, userId: number, type: NoticeType): Promise<number> {
  const rows = await db
    .update(notices)
    .set({ cleared: true })
    .where(and(visibleTo(userId), eq(notices.type, type)))
    .returning({ id: notices.id });
  return rows.length;
}

export async function insertFor(
  db: Executor,
  userIds: number[],
  notice: NewNotice & { createdTime?: Date },
): Promise<number> {
  if (userIds.length === 0) return 0;
  const rows = await db
    .insert(notices)
    .values(userIds.map((userId) => ({ ...notice, userId })))
    .returning({ id: notices.id });
  return rows.length;
}

export async function memberIdsOf(db: Db, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(eq(companyMembers.companyId, companyId));
  return rows.map((r) => r.userId);
}

export async function existingUserIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => r.id);
}
