import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { siteImages } from '../../db/schema/index.js';

/** A variant as stored in `site_images.variants`: its storage key beside the address it is served at. */
export type StoredVariant = {
  width: number;
  format: 'avif' | 'webp' | 'jpeg';
  key: string;
  url: string;
  bytes: number;
};

export type SiteImageRow = Omit<typeof siteImages.$inferSelect, 'variants'> & { variants: StoredVariant[] };
export type NewSiteImage = Omit<typeof siteImages.$inferInsert, 'variants'> & { variants: StoredVariant[] };

export async function insertImage(tx: Executor, row: NewSiteImage): Promise<SiteImageRow> {
  const [inserted] = await tx.insert(siteImages).values(row).returning();
  return inserted as SiteImageRow;
}

export async function findImage(db: Executor, id: string): Promise<SiteImageRow | null> {
  const [row] = await db.select().from(siteImages).where(eq(siteImages.id, id));
  return (row as SiteImageRow | undefined) ?? null;
}

export async function findImages(db: Executor, ids: readonly string[]): Promise<SiteImageRow[]> {
  if (ids.length === 0) return [];
  return (await db
    .select()
    .from(siteImages)
    .where(inArray(siteImages.id, [...ids]))) as SiteImageRow[];
}

/** Newest first (then by id, so a page boundary is stable among photos of the same instant). */
export async function list(
  db: Executor,
  page: { limit: number; offset: number },
): Promise<{ rows: SiteImageRow[]; total: number }> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(siteImages)
      .orderBy(desc(siteImages.createdTime), desc(siteImages.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(siteImages),
  ]);
  return { rows: rows as SiteImageRow[], total: totals?.total ?? 0 };
}
