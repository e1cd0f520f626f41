import type { SiteItemDetail, SiteItemSummary, SiteRevision } from '@dahua/shared/contracts/site';
import {
  SITE_DOWNLOADS_KEY,
  type SiteCreatableKind,
  type SiteDownloadsContent,
  type SiteGalleryContent,
  type SiteItemKind,
  type SiteNewsContent,
  type SiteProductContent,
} from '@dahua/shared/contracts/site-content';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../access/auth-context.js';
import { requireSiteEditor } from '../../access/site-editor.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../audit/service.js';
import {
  contentFrom,
  ensureSeeded,
  requireDrawingOrPhoto,
  requireKnownProducts,
  withStoredFiles,
  withStoredPhotos,
} from './content.js';
import { detailOf, found, type SiteContent, type SiteItemRef, summaryOf, titleOf } from './items.js';
import { siteRenderer } from './renderer.js';
import * as repo from './repo.js';

/**
 * The maker's site content (issue 30): its items read, drafts saved, revisions listed and restored,
 * products and articles added and deleted. Publishing, withdrawing and previews are in publishing.ts
 * (re-exported here: this is the module's door).
 */
export { ensureSeeded } from './content.js';
export type { SiteContent, SiteItemRef } from './items.js';
export { preview, publish, syncPublishedSite, withdrawItem } from './publishing.js';

export async function listItems(
  ctx: AppContext,
  auth: AuthContext,
  kind: SiteItemKind | undefined,
): Promise<{ items: SiteItemSummary[] }> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  return { items: (await repo.listItems(ctx.db, kind)).map(summaryOf) };
}

export async function oneItem(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
): Promise<SiteItemDetail> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  return detailOf(await found(ctx.db, item));
}

// ---------------------------------------------------------------------------------------------
// Drafts and revisions.

/**
 * Saves a draft (checked against its kind's schema by the route). A product's slug and route, and an
 * article's slug, are their identity (their page's address, their key): a draft changing them is
 * refused. A gallery's picture without a photo must be one the site was built with (it has a drawing).
 */
export async function saveDraft(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
  content: SiteContent,
  version: number | undefined,
): Promise<SiteItemDetail> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  const stored = await withStoredFiles(ctx, item.kind, await withStoredPhotos(ctx, item.kind, content));
  if (item.kind === 'gallery') await requireDrawingOrPhoto(item.key, stored as SiteGalleryContent);
  await ctx.db.transaction(async (tx) => {
    if (item.kind === 'downloads') await requireKnownProducts(tx, stored as SiteDownloadsContent);
    const current = await found(tx, item, true);
    if (item.kind === 'product') {
      const before = current.row.draft as SiteProductContent;
      const after = content as SiteProductContent;
      if (after.slug !== item.key || after.route !== before.route) throw new AppError('SITE_IDENTITY_FIXED');
    }
    if (item.kind === 'news' && (content as SiteNewsContent).slug !== item.key)
      throw new AppError('SITE_IDENTITY_FIXED');
    if (!(await repo.saveDraft(tx, item, stored, version, auth.user.id, ctx.clock())))
      throw new AppError('SITE_ITEM_CHANGED');
  });
  return detailOf(await found(ctx.db, item));
}

/** The ids of the photos an item's content shows. */
export async function restoreRevision(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
  revision: number,
  version: number | undefined,
): Promise<SiteItemDetail> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  await ctx.db.transaction(async (tx) => {
    await found(tx, item, true);
    const stored = await repo.findRevision(tx, item, revision);
    if (!stored) throw new AppError('SITE_REVISION_NOT_FOUND');
    if (!(await repo.saveDraft(tx, item, stored.content, version, auth.user.id, ctx.clock())))
      throw new AppError('SITE_ITEM_CHANGED');
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'site.restore',
      targetType: 'site_item',
      detail: {
        kind: item.kind,
        key: item.key,
        revision,
        name: titleOf(item.kind, item.key, stored.content).ch,
      },
    });
  });
  return detailOf(await found(ctx.db, item));
}

export async function listRevisions(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
): Promise<{ revisions: SiteRevision[] }> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  const current = await found(ctx.db, item);
  const rows = await repo.listRevisions(ctx.db, item);
  return {
    revisions: rows.map((row) => ({
      revision: row.revision,
      withdrawn: row.withdrawn,
      published_time: row.publishedTime.toISOString(),
      published_by:
        row.publishedBy === null ? null : { id: row.publishedBy, name: row.publishedByName ?? '' },
      current: row.revision === current.row.publishedRevision,
    })),
  };
}

export async function oneRevision(ctx: AppContext, auth: AuthContext, item: SiteItemRef, revision: number) {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  const current = await found(ctx.db, item);
  const row = await repo.findRevision(ctx.db, item, revision);
  if (!row) throw new AppError('SITE_REVISION_NOT_FOUND');
  return {
    revision: row.revision,
    withdrawn: row.withdrawn,
    content: row.content,
    published_time: row.publishedTime.toISOString(),
    published_by: row.publishedBy === null ? null : { id: row.publishedBy, name: row.publishedByName ?? '' },
    current: row.revision === current.row.publishedRevision,
  };
}

/**
 * The address of an uploaded download the site lists (published), by its served name: SPEC's
 * `web_files/download` answers it as it answers the build's files. Null when none is listed.
 */
export async function publishedDownloadUrl(ctx: AppContext, fileName: string): Promise<string | null> {
  const item = await repo.findItem(ctx.db, { kind: 'downloads', key: SITE_DOWNLOADS_KEY });
  const entries = (item?.row.published as SiteDownloadsContent | null | undefined)?.entries ?? [];
  return entries.find((entry) => entry.file.name === fileName)?.file.url ?? null;
}

// ---------------------------------------------------------------------------------------------
// Products and news articles added and deleted (withdrawn: publishing.ts).

async function requireNewItem(ctx: AppContext, tx: Executor, kind: SiteCreatableKind, content: SiteContent) {
  const drafts = (await repo.listItems(tx, kind)).map(
    (row) => row.row.draft as { slug: string; route?: string },
  );
  const { slug } = content as { slug: string };
  if (drafts.some((draft) => draft.slug === slug)) throw new AppError('SITE_ITEM_EXISTS', { slug });
  if (kind !== 'product') return;
  const { route } = content as SiteProductContent;
  const published = await contentFrom(ctx, await repo.publishedContent(tx));
  // Drafts not yet published hold their routes too.
  const problem = drafts.some((draft) => draft.route?.toLowerCase() === route.toLowerCase())
    ? 'taken'
    : (await siteRenderer()).newRouteProblem(published, route);
  if (problem === 'reserved') throw new AppError('SITE_ROUTE_RESERVED', { route });
  if (problem === 'taken') throw new AppError('SITE_ROUTE_TAKEN', { route });
}

/**
 * A new product or news article (its draft only; it is on the site once published). Its slug is its key
 * and must be new; a product's route must be a new page: one plain segment, not a page of the site
 * already (without case), not the console's or the server's. An article is served at /news/<slug>.
 */
export async function createItem(
  ctx: AppContext,
  auth: AuthContext,
  kind: SiteCreatableKind,
  content: SiteProductContent | SiteNewsContent,
): Promise<SiteItemDetail> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  const stored = await withStoredPhotos(ctx, kind, content);
  const item = { kind, key: content.slug };
  await ctx.db.transaction(async (tx) => {
    // New items queue behind each other (and behind publishes): two of one slug or route cannot both pass.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site.publish'))`);
    await requireNewItem(ctx, tx, kind, stored);
    if (!(await repo.insertItem(tx, item, stored, auth.user.id, ctx.clock())))
      throw new AppError('SITE_ITEM_EXISTS', { slug: content.slug });
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'site.create',
      targetType: 'site_item',
      detail: { kind, key: item.key, name: titleOf(kind, item.key, stored).ch },
    });
  });
  return detailOf(await found(ctx.db, item));
}

export async function removeItem(
  ctx: AppContext,
  auth: AuthContext,
  item: { kind: SiteCreatableKind; key: string },
): Promise<{ key: string }> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  await ctx.db.transaction(async (tx) => {
    const current = await found(tx, item, true);
    if (current.row.publishedRevision !== null || !(await repo.deleteUnpublished(tx, item)))
      throw new AppError('SITE_ITEM_WAS_PUBLISHED');
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'site.delete',
      targetType: 'site_item',
      detail: { kind: item.kind, key: item.key, name: titleOf(item.kind, item.key, current.row.draft).ch },
    });
  });
  return { key: item.key };
}
