import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type AnnouncementStatus, announcements } from '../../db/schema/index.js';

export type AnnouncementRow = typeof announcements.$inferSelect;

export async function list(
  db: Db,
  filter: { status?: AnnouncementStatus | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: AnnouncementRow[]; total: number }> {
  const where: SQL | undefined = filter.status ? eq(announcements.status, filter.status) : undefined;
  const order =
    filter.status === 'published'
      ? [desc(announcements.publishedTime), desc(announcements.id)]
      : [desc(announcements.lastModifiedTime), desc(announcements.id)];
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(announcements).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function insert(db: Db, values: { title: string; content: string; createdBy: number }) {
  const [row] = await db.insert(announcements).values(values).returning();
  return row!;
}

/** Updates one announcement; null when it does not exist (or is not in an allowed status). */
export async function update(
  db: Db,
  id: number,
  values: Partial<Pick<AnnouncementRow, 'title' | 'content' | 'status' | 'publishedTime'>>,
): Promise<AnnouncementRow | null> {
  const [row] = await db
    .update(announcements)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(announcements.id, id))
    .returning();
  return row ?? null;
}

export async function remove(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  return rows.length === 1;
}
