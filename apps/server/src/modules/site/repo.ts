import { and, asc, desc, eq, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import { siteItems, siteRevisions, users } from '../../db/schema/index.js';

export type SiteItemKey = { kind: string; key: string };
export type ItemRow = { row: typeof siteItems.$inferSelect; updatedByName: string | null };

const editor = alias(users, 'editor');
const publisher = alias(users, 'publisher');

const itemIs = ({ kind, key }: SiteItemKey): SQL => and(eq(siteItems.kind, kind), eq(siteItems.key, key))!;
const revisionsOf = ({ kind, key }: SiteItemKey): SQL =>
  and(eq(siteRevisions.kind, kind), eq(siteRevisions.key, key))!;

/** Stores the seed content as published revision 1 of each item not stored yet (parallel starts: once). */
export async function seed(db: Executor, items: { kind: string; key: string; content: unknown }[]) {
  if (items.length === 0) return;
  await db
    .insert(siteItems)
    .values(
      items.map((item) => ({ ...item, draft: item.content, published: item.content, publishedRevision: 1 })),
    )
    .onConflictDoNothing();
  await db
    .insert(siteRevisions)
    .values(items.map(({ kind, key, content }) => ({ kind, key, revision: 1, content })))
    .onConflictDoNothing();
}

export async function listItems(db: Executor, kind?: string): Promise<ItemRow[]> {
  return db
    .select({ row: siteItems, updatedByName: personName(editor) })
    .from(siteItems)
    .leftJoin(editor, eq(editor.id, siteItems.updatedBy))
    .where(kind ? eq(siteItems.kind, kind) : undefined)
    .orderBy(asc(siteItems.kind), asc(siteItems.key));
}

export async function findItem(db: Executor, item: SiteItemKey, forUpdate = false): Promise<ItemRow | null> {
  const query = db
    .select({ row: siteItems, updatedByName: personName(editor) })
    .from(siteItems)
    .leftJoin(editor, eq(editor.id, siteItems.updatedBy))
    .where(itemIs(item));
  const [row] = forUpdate ? await query.for('update', { of: siteItems }) : await query;
  return row ?? null;
}

/** The keys of a kind's items (a product's slug). */
export async function itemKeys(db: Executor, kind: string): Promise<string[]> {
  const rows = await db.select({ key: siteItems.key }).from(siteItems).where(eq(siteItems.kind, kind));
  return rows.map((row) => row.key);
}

/** What every item has published: the content the served pages are rendered from. */
export async function publishedContent(
  db: Executor,
): Promise<{ kind: string; key: string; published: unknown }[]> {
  return db
    .select({ kind: siteItems.kind, key: siteItems.key, published: siteItems.published })
    .from(siteItems)
    .where(isNotNull(siteItems.published))
    .orderBy(asc(siteItems.kind), asc(siteItems.key));
}

/**
 * The sum of the items' published revision numbers (it rises with every publish and every item added:
 * each server renders again when it moves) and the highest of them (1: nothing published since the seed).
 */
export async function lastPublished(db: Executor): Promise<{ revisions: number; highest: number }> {
  const [row] = await db
    .select({
      revisions: sql<number>`coalesce(sum(${siteItems.publishedRevision}), 0)::int`,
      highest: sql<number>`coalesce(max(${siteItems.publishedRevision}), 0)::int`,
    })
    .from(siteItems);
  return { revisions: row?.revisions ?? 0, highest: row?.highest ?? 0 };
}

/** Sets the draft when the item is still at `version` (absent: whatever it is); false when it moved on. */
export async function saveDraft(
  db: Executor,
  item: SiteItemKey,
  draft: unknown,
  version: number | undefined,
  by: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(siteItems)
    .set({ draft, version: sql`${siteItems.version} + 1`, updatedBy: by, updatedTime: now })
    .where(and(itemIs(item), version === undefined ? undefined : eq(siteItems.version, version)))
    .returning({ version: siteItems.version });
  return rows.length > 0;
}

/** The next revision's number for an item (called with the item's row locked). */
export async function nextRevision(db: Executor, item: SiteItemKey): Promise<number> {
  const [row] = await db
    .select({ last: max(siteRevisions.revision) })
    .from(siteRevisions)
    .where(revisionsOf(item));
  return (row?.last ?? 0) + 1;
}

/** A new revision of the item, and what it publishes now: `content`, or nothing (withdrawn). */
async function recordRevision(
  db: Executor,
  item: SiteItemKey,
  revision: { number: number; content: unknown; withdrawn: boolean },
  by: number,
  now: Date,
): Promise<void> {
  const { number, content, withdrawn } = revision;
  await db
    .insert(siteRevisions)
    .values({ ...item, revision: number, content, withdrawn, publishedBy: by, publishedTime: now });
  await db
    .update(siteItems)
    .set({
      published: withdrawn ? null : content,
      publishedRevision: number,
      publishedTime: now,
      version: sql`${siteItems.version} + 1`,
      updatedBy: by,
      updatedTime: now,
    })
    .where(itemIs(item));
}

/** Publishes `content` as revision `revision`. */
export function publish(
  db: Executor,
  item: SiteItemKey,
  content: unknown,
  revision: number,
  by: number,
  now: Date,
) {
  return recordRevision(db, item, { number: revision, content, withdrawn: false }, by, now);
}

/** A new item, its draft only (nothing published); false when the key is taken. */
export async function insertItem(
  db: Executor,
  item: SiteItemKey,
  draft: unknown,
  by: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .insert(siteItems)
    .values({ ...item, draft, updatedBy: by, updatedTime: now })
    .onConflictDoNothing()
    .returning({ key: siteItems.key });
  return rows.length > 0;
}

/**
 * Takes an item off the site: a revision that records what it showed, marked withdrawn, and nothing
 * published. The draft stays: publishing it again puts the item back.
 */
export function withdraw(
  db: Executor,
  item: SiteItemKey,
  shown: unknown,
  revision: number,
  by: number,
  now: Date,
) {
  return recordRevision(db, item, { number: revision, content: shown, withdrawn: true }, by, now);
}

/** Deletes an item that was never published (with its row locked by the caller); false if none. */
export async function deleteUnpublished(db: Executor, item: SiteItemKey): Promise<boolean> {
  const rows = await db
    .delete(siteItems)
    .where(and(itemIs(item), isNull(siteItems.publishedRevision)))
    .returning({ key: siteItems.key });
  return rows.length > 0;
}

export async function listRevisions(db: Executor, item: SiteItemKey) {
  return db
    .select({
      revision: siteRevisions.revision,
      withdrawn: siteRevisions.withdrawn,
      publishedTime: siteRevisions.publishedTime,
      publishedBy: siteRevisions.publishedBy,
      publishedByName: personName(publisher),
    })
    .from(siteRevisions)
    .leftJoin(publisher, eq(publisher.id, siteRevisions.publishedBy))
    .where(revisionsOf(item))
    .orderBy(desc(siteRevisions.revision));
}

export async function findRevision(db: Executor, item: SiteItemKey, revision: number) {
  const [row] = await db
    .select({
      revision: siteRevisions.revision,
      withdrawn: siteRevisions.withdrawn,
      content: siteRevisions.content,
      publishedTime: siteRevisions.publishedTime,
      publishedBy: siteRevisions.publishedBy,
      publishedByName: personName(publisher),
    })
    .from(siteRevisions)
    .leftJoin(publisher, eq(publisher.id, siteRevisions.publishedBy))
    .where(and(revisionsOf(item), eq(siteRevisions.revision, revision)));
  return row ?? null;
}
