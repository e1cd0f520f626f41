import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { siteFiles } from '../../db/schema/index.js';

export type SiteFileRow = typeof siteFiles.$inferSelect;

/** Stores a file's record; the same bytes stored before keep their first record (false then). */
export async function insertFile(tx: Executor, row: typeof siteFiles.$inferInsert): Promise<boolean> {
  const inserted = await tx
    .insert(siteFiles)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: siteFiles.id });
  return inserted.length > 0;
}

export async function findFile(db: Executor, id: string): Promise<SiteFileRow | null> {
  const [row] = await db.select().from(siteFiles).where(eq(siteFiles.id, id));
  return row ?? null;
}

export async function findFiles(db: Executor, ids: readonly string[]): Promise<SiteFileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(siteFiles)
    .where(inArray(siteFiles.id, [...ids]));
}

/** Newest first (then by id, so a page boundary is stable). */
export async function list(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: SiteFileRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(siteFiles)
      .orderBy(desc(siteFiles.createdTime), desc(siteFiles.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(siteFiles),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
