import type {
  SiteItemDetail,
  SiteItemSummary,
  SitePublishAnswer,
  SiteRevision,
} from '@dahua/shared/contracts/site';
import {
  missingTexts,
  SITE_DOWNLOADS_KEY,
  SITE_GALLERIES,
  SITE_PAGES,
  SITE_SETTINGS_KEY,
  type SiteBridgePackage,
  type SiteContentData,
  type SiteCreatableKind,
  type SiteDownloadsContent,
  type SiteGalleryContent,
  type SiteGalleryKey,
  type SiteItemKind,
  type SiteNewsContent,
  type SitePageContent,
  type SitePageKey,
  type SiteProductContent,
  type SiteSettingsContent,
} from '@dahua/shared/contracts/site-content';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../access/auth-context.js';
import { requireSiteEditor } from '../../access/site-editor.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import type { PreparedRelease, SiteFile } from '../../storage/site-releases.js';
import { recordAudit } from '../audit/service.js';
import { latestBridgeVersion, publishedPackages } from '../bridges/service.js';
import { filesById } from '../site-files/service.js';
import { photosById } from '../site-images/service.js';
import { siteAssets, siteRenderer } from './renderer.js';
import * as repo from './repo.js';

export type SiteItemRef = { kind: SiteItemKind; key: string };
/** One item's content, as its kind's schema describes it. */
export type SiteContent =
  | SiteSettingsContent
  | SiteProductContent
  | SitePageContent
  | SiteDownloadsContent
  | SiteGalleryContent
  | SiteNewsContent;

// ---------------------------------------------------------------------------------------------
// The seed: the content the site was written with becomes every item's revision 1.

const seeded = new WeakMap<AppContext, Promise<void>>();

/** Stores the built-in content of items the database does not hold yet (once per server). */
export function ensureSeeded(ctx: AppContext): Promise<void> {
  let done = seeded.get(ctx);
  if (!done) {
    done = (async () => {
      const content = (await siteRenderer()).defaultContent();
      await repo.seed(ctx.db, [
        { kind: 'settings', key: SITE_SETTINGS_KEY, content: content.settings },
        ...content.products.map((product) => ({ kind: 'product', key: product.slug, content: product })),
        ...Object.entries(content.pages).map(([key, page]) => ({ kind: 'page', key, content: page })),
        { kind: 'downloads', key: SITE_DOWNLOADS_KEY, content: content.downloads },
        ...Object.entries(content.galleries).map(([key, gallery]) => ({
          kind: 'gallery',
          key,
          content: gallery,
        })),
      ]);
    })();
    done.catch(() => seeded.delete(ctx));
    seeded.set(ctx, done);
  }
  return done;
}

// ---------------------------------------------------------------------------------------------
// Reading.

function titleOf(kind: string, key: string, content: unknown): { ch: string; en: string } {
  if (kind === 'settings') return { ch: '网站设置', en: 'Site settings' };
  if (kind === 'downloads') return { ch: '下载文件', en: 'Downloads' };
  if (kind === 'gallery')
    return key === 'honours'
      ? { ch: '品质荣誉', en: 'Quality honours' }
      : { ch: '设备中心', en: 'Equipment centre' };
  const text =
    kind === 'product'
      ? (content as Partial<SiteProductContent>).name
      : (content as Partial<SitePageContent | SiteNewsContent>).title;
  return { ch: text?.ch ?? '', en: text?.en ?? text?.ch ?? '' };
}

/** The page an item is seen on (its preview's): a product's own, a text page's, the contact page for the settings. */
function pathOf(kind: string, key: string, content: unknown): string {
  if (kind === 'product') return (content as Partial<SiteProductContent>).route ?? '/';
  if (kind === 'page') return SITE_PAGES[key as SitePageKey] ?? '/';
  if (kind === 'downloads') return '/instructions';
  if (kind === 'gallery') return SITE_GALLERIES[key as SiteGalleryKey] ?? '/';
  if (kind === 'news') return `/news/${key}`;
  return '/contact';
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function summaryOf({ row, updatedByName }: repo.ItemRow): SiteItemSummary {
  return {
    kind: row.kind as SiteItemKind,
    key: row.key,
    title: titleOf(row.kind, row.key, row.draft),
    path: pathOf(row.kind, row.key, row.draft),
    changed: !same(row.draft, row.published),
    withdrawn: row.published === null && row.publishedRevision !== null,
    missing: missingTexts(row.kind as SiteItemKind, row.draft),
    version: row.version,
    published_revision: row.publishedRevision,
    updated_time: row.updatedTime.toISOString(),
    published_time: row.publishedTime?.toISOString() ?? null,
    updated_by: row.updatedBy === null ? null : { id: row.updatedBy, name: updatedByName ?? '' },
  };
}

function detailOf(found: repo.ItemRow): SiteItemDetail {
  return { ...summaryOf(found), draft: found.row.draft, published: found.row.published };
}

export async function listItems(
  ctx: AppContext,
  auth: AuthContext,
  kind: SiteItemKind | undefined,
): Promise<{ items: SiteItemSummary[] }> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  return { items: (await repo.listItems(ctx.db, kind)).map(summaryOf) };
}

async function found(db: Executor, item: SiteItemRef, forUpdate = false): Promise<repo.ItemRow> {
  const row = await repo.findItem(db, item, forUpdate);
  if (!row) throw new AppError('SITE_ITEM_NOT_FOUND');
  return row;
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
// Drafts.

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
  const stored = await withStoredFiles(ctx, await withStoredPhotos(ctx, item.kind, content));
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
function photoIdsOf(kind: SiteItemKind, content: SiteContent): string[] {
  if (kind === 'product') return ((content as SiteProductContent).photos ?? []).map((p) => p.id);
  if (kind === 'settings') return (content as SiteSettingsContent).socialQr.map((q) => q.image.id);
  if (kind === 'gallery')
    return (content as SiteGalleryContent).items.flatMap((item) => (item.photo ? [item.photo.id] : []));
  if (kind === 'news') {
    const photo = (content as SiteNewsContent).photo;
    return photo ? [photo.id] : [];
  }
  return [];
}

/**
 * The content with every photo (a product's photos, the settings' QR codes, a gallery's pictures, an
 * article's photo) replaced by the pipeline's record of that id: a page shows only photos we made and
 * serve. An unknown id is refused.
 */
async function withStoredPhotos<T extends SiteContent>(
  ctx: AppContext,
  kind: SiteItemKind,
  content: T,
): Promise<T> {
  const ids = photoIdsOf(kind, content);
  if (ids.length === 0) return content;
  const known = await photosById(ctx, ids);
  const photo = (id: string) => {
    const found = known.get(id);
    if (!found) throw new AppError('SITE_PHOTO_NOT_FOUND', { id });
    return found;
  };
  if (kind === 'product') {
    const product = content as SiteProductContent;
    return { ...product, photos: product.photos?.map((p) => photo(p.id)) } as T;
  }
  if (kind === 'settings') {
    const settings = content as SiteSettingsContent;
    return { ...settings, socialQr: settings.socialQr.map((q) => ({ ...q, image: photo(q.image.id) })) } as T;
  }
  if (kind === 'gallery') {
    const gallery = content as SiteGalleryContent;
    const items = gallery.items.map((item) => (item.photo ? { ...item, photo: photo(item.photo.id) } : item));
    return { ...gallery, items } as T;
  }
  const article = content as SiteNewsContent;
  return { ...article, photo: article.photo && photo(article.photo.id) } as T;
}

/** A gallery's pictures without a photo are ones the site was built with (only those have a drawing). */
async function requireDrawingOrPhoto(key: string, gallery: SiteGalleryContent): Promise<void> {
  const built = (await siteRenderer()).defaultContent().galleries[key as SiteGalleryKey];
  const drawn = new Set(built?.items.map((item) => item.id) ?? []);
  const bare = gallery.items.find((item) => !item.photo && !drawn.has(item.id));
  if (bare) throw new AppError('SITE_GALLERY_PHOTO_REQUIRED', { id: bare.id });
}

/**
 * The downloads with every file replaced by our record of that id (its size and SHA-256 are of the
 * bytes we serve, never what a client wrote). An unknown id is refused.
 */
async function withStoredFiles<T extends SiteContent>(ctx: AppContext, content: T): Promise<T> {
  if (!('entries' in content)) return content;
  const known = await filesById(
    ctx,
    content.entries.map((entry) => entry.file.id),
  );
  const entries = content.entries.map((entry) => {
    const file = known.get(entry.file.id);
    if (!file) throw new AppError('SITE_FILE_NOT_FOUND', { id: entry.file.id });
    return { ...entry, file };
  });
  return { ...content, entries };
}

/** A download names only products the site has. */
async function requireKnownProducts(db: Executor, content: SiteDownloadsContent): Promise<void> {
  const products = new Set(await repo.itemKeys(db, 'product'));
  for (const entry of content.entries)
    for (const slug of entry.productSlugs)
      if (!products.has(slug)) throw new AppError('SITE_PRODUCT_UNKNOWN', { slug });
}

/** Copies a published revision into the draft (publishing it puts it online again). */
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
// Rendering: the content of the served pages, a preview, publishing.

/**
 * The bridge's newest packages as the downloads page lists them, each as downloaded from the site's
 * address (the public origin; without one, the address the site's own links use).
 */
async function bridgePackages(ctx: AppContext): Promise<SiteBridgePackage[]> {
  const origin = ctx.config.publicOrigin ?? (await siteRenderer()).siteOrigin();
  const newest = await publishedPackages(ctx, origin);
  if (!newest) return [];
  return newest.files.map((file) => ({
    platform: file.platform,
    version: file.version,
    fileName: file.file_name,
    size: file.size,
    sha256: file.sha256,
    url: file.url,
    releasedOn: newest.releasedOn,
  }));
}

/** The site's content from the published items, products in the order the site was written in. */
async function contentFrom(
  ctx: AppContext,
  rows: { kind: string; key: string; published: unknown }[],
): Promise<SiteContentData> {
  const seed = (await siteRenderer()).defaultContent();
  const order = new Map(seed.products.map((product, index) => [product.slug, index]));
  const rank = (slug: string) => order.get(slug) ?? Number.MAX_SAFE_INTEGER;
  const settings = rows.find((row) => row.kind === 'settings')?.published as SiteSettingsContent | undefined;
  const products = rows
    .filter((row) => row.kind === 'product')
    .map((row) => row.published as SiteProductContent)
    .sort((a, b) => rank(a.slug) - rank(b.slug) || a.slug.localeCompare(b.slug));
  const published = (key: SitePageKey) =>
    (rows.find((row) => row.kind === 'page' && row.key === key)?.published as SitePageContent | undefined) ??
    seed.pages[key];
  const downloads = rows.find((row) => row.kind === 'downloads')?.published as
    | SiteDownloadsContent
    | undefined;
  const gallery = (key: SiteGalleryKey) =>
    (rows.find((row) => row.kind === 'gallery' && row.key === key)?.published as
      | SiteGalleryContent
      | undefined) ?? seed.galleries[key];
  const news = rows
    .filter((row) => row.kind === 'news')
    .map((row) => row.published as SiteNewsContent)
    .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return {
    settings: settings ?? seed.settings,
    products,
    pages: { about: published('about'), privacy: published('privacy') },
    downloads: downloads ?? seed.downloads,
    galleries: { honours: gallery('honours'), equipment: gallery('equipment') },
    news,
    bridge: await bridgePackages(ctx),
  };
}

/** The content with one item's draft in place of its published state (a preview). */
function withDraft(content: SiteContentData, item: SiteItemRef, draft: unknown): SiteContentData {
  if (item.kind === 'settings') return { ...content, settings: draft as SiteSettingsContent };
  if (item.kind === 'downloads') return { ...content, downloads: draft as SiteDownloadsContent };
  if (item.kind === 'gallery')
    return { ...content, galleries: { ...content.galleries, [item.key]: draft as SiteGalleryContent } };
  if (item.kind === 'news') {
    const article = draft as SiteNewsContent;
    return { ...content, news: [article, ...content.news.filter((other) => other.slug !== article.slug)] };
  }
  if (item.kind === 'page')
    return { ...content, pages: { ...content.pages, [item.key]: draft as SitePageContent } };
  const product = draft as SiteProductContent;
  const products = content.products.some((p) => p.slug === product.slug)
    ? content.products.map((p) => (p.slug === product.slug ? product : p))
    : [...content.products, product];
  return { ...content, products };
}

async function renderAll(ctx: AppContext, content: SiteContentData): Promise<SiteFile[]> {
  const renderer = await siteRenderer();
  try {
    return renderer.renderAll(content, siteAssets(ctx.config.staticRoot));
  } catch (error) {
    ctx.log.error({ err: error }, 'rendering the site failed');
    throw new AppError('SITE_RENDER_FAILED', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The real page of an item rendered from its draft (a settings draft: on `path`, the contact page by default). */
export async function preview(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
  lang: 'ch' | 'en',
  path: string | undefined,
): Promise<string> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  const current = await found(ctx.db, item);
  const content = withDraft(
    await contentFrom(ctx, await repo.publishedContent(ctx.db)),
    item,
    current.row.draft,
  );
  const page = item.kind === 'settings' && path ? path : pathOf(item.kind, item.key, current.row.draft);
  const renderer = await siteRenderer();
  let html: string | null;
  try {
    html = renderer.renderPage(content, siteAssets(ctx.config.staticRoot), page, lang);
  } catch (error) {
    throw new AppError('SITE_RENDER_FAILED', {
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  if (html === null) throw new AppError('NOT_FOUND');
  return html;
}

/** Writes the pages aside; a failure to write them publishes nothing (its details stay in the log). */
async function prepareRelease(ctx: AppContext, files: SiteFile[], stamp: string): Promise<PreparedRelease> {
  try {
    return await ctx.siteReleases.prepare(files, stamp);
  } catch (error) {
    ctx.log.error({ err: error }, 'writing the site’s pages failed');
    throw new AppError('SITE_WRITE_FAILED');
  }
}

/**
 * `build|revisions|bridge`: what the served pages must be rendered from (every publish raises the sum;
 * a newly published bridge changes the downloads page by itself).
 */
async function wantedStamp(ctx: AppContext, db: Executor): Promise<{ stamp: string; seedOnly: boolean }> {
  const [{ revisions, highest }, bridge] = await Promise.all([
    repo.lastPublished(db),
    latestBridgeVersion(ctx),
  ]);
  return {
    stamp: `${ctx.siteReleases.buildId()}|${revisions}|${bridge ?? ''}`,
    seedOnly: highest <= 1 && bridge === null,
  };
}

// One publish or sync at a time in this server: a later release is never replaced by an earlier one.
const queues = new WeakMap<AppContext, Promise<unknown>>();
function oneAtATime<T>(ctx: AppContext, work: () => Promise<T>): Promise<T> {
  const before = queues.get(ctx) ?? Promise.resolve();
  const next = before.then(work, work);
  queues.set(
    ctx,
    next.catch(() => undefined),
  );
  return next;
}

/**
 * Makes a change to what is published, then renders the pages again from everything published as the
 * transaction sees it, written into a new release beside the served one before the transaction commits,
 * and served from the moment it has. A failed render or write changes nothing. Publishes queue (one
 * at a time in this server, and across servers by an advisory lock), so each renders what came before.
 */
async function changePublished<T>(
  ctx: AppContext,
  change: (tx: Executor) => Promise<T>,
): Promise<{ result: T; changed: string[]; ms: number }> {
  return oneAtATime(ctx, async () => {
    const started = performance.now();
    const outcome = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('site.publish'))`);
      const result = await change(tx);
      const files = await renderAll(ctx, await contentFrom(ctx, await repo.publishedContent(tx)));
      const { stamp } = await wantedStamp(ctx, tx);
      return { result, release: await prepareRelease(ctx, files, stamp) };
    });
    await ctx.siteReleases.activate(outcome.release);
    return {
      result: outcome.result,
      changed: outcome.release.changed,
      ms: Math.round(performance.now() - started),
    };
  });
}

/**
 * A new revision of an item, audited, and the pages rendered again (publishing or withdrawing): `next`
 * reads the locked item and says what it publishes (or refuses); a stale `version` is refused first.
 */
async function revise(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
  version: number | undefined,
  action: 'site.publish' | 'site.withdraw',
  next: (current: repo.ItemRow) => { content: unknown; withdrawn: boolean },
): Promise<SitePublishAnswer> {
  const now = ctx.clock();
  const {
    result: revision,
    changed,
    ms,
  } = await changePublished(ctx, async (tx) => {
    const current = await found(tx, item, true);
    if (version !== undefined && current.row.version !== version) throw new AppError('SITE_ITEM_CHANGED');
    const { content, withdrawn } = next(current);
    const revision = await repo.nextRevision(tx, item);
    await (withdrawn ? repo.withdraw : repo.publish)(tx, item, content, revision, auth.user.id, now);
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action,
      targetType: 'site_item',
      detail: { kind: item.kind, key: item.key, revision, name: titleOf(item.kind, item.key, content).ch },
    });
    return revision;
  });
  ctx.log.info({ item, revision, changed: changed.length, ms }, action);
  return { revision, changed, ms, item: detailOf(await found(ctx.db, item)) };
}

/**
 * Publishes an item's draft: a new revision, and the pages rendered again (its page, the lists and the
 * home page that show it, the sitemap, both languages). A text missing in a language the item is shown
 * in, or a failed render, publishes nothing.
 */
export async function publish(
  ctx: AppContext,
  auth: AuthContext,
  item: SiteItemRef,
  version: number | undefined,
): Promise<SitePublishAnswer> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  return revise(ctx, auth, item, version, 'site.publish', ({ row }) => {
    const missing = missingTexts(item.kind, row.draft);
    const languages = [missing.ch.length ? '中文/Chinese' : '', missing.en.length ? 'English' : '']
      .filter(Boolean)
      .join(', ');
    if (languages)
      throw new AppError('SITE_TEXTS_MISSING', { count: missing.ch.length + missing.en.length, languages });
    if (same(row.draft, row.published)) throw new AppError('SITE_NOTHING_TO_PUBLISH');
    return { content: row.draft, withdrawn: false };
  });
}

// ---------------------------------------------------------------------------------------------
// Products and news articles added, withdrawn and deleted.

/** Why a new item cannot be made (its slug taken; a product's route not a free page), checked in `tx`. */
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

/**
 * Takes a product or an article off the site: a withdrawn revision, and the pages rendered again without
 * it (its pages gone, its cards off the lists). Its draft and revisions stay; publishing puts it back.
 * A product at a page SPEC names is never withdrawn.
 */
export async function withdrawItem(
  ctx: AppContext,
  auth: AuthContext,
  item: { kind: SiteCreatableKind; key: string },
  version: number | undefined,
): Promise<SitePublishAnswer> {
  requireSiteEditor(auth);
  await ensureSeeded(ctx);
  const renderer = await siteRenderer();
  return revise(ctx, auth, item, version, 'site.withdraw', ({ row }) => {
    const shown = row.published as SiteProductContent | SiteNewsContent | null;
    if (!shown) throw new AppError('SITE_NOT_ON_SITE');
    if ('route' in shown && renderer.isPinnedRoute(shown.route))
      throw new AppError('SITE_ROUTE_PINNED', { route: shown.route });
    return { content: shown, withdrawn: true };
  });
}

/** Deletes a product or an article that was never published (a published one keeps its history: withdraw it). */
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

/**
 * Makes this server's pages match what is published (at start, and every few seconds: another server
 * may have published). Nothing to do while the content is still the build's own.
 */
export async function syncPublishedSite(ctx: AppContext): Promise<boolean> {
  await ensureSeeded(ctx);
  return oneAtATime(ctx, async () => {
    const { stamp, seedOnly } = await wantedStamp(ctx, ctx.db);
    if (stamp === ctx.siteReleases.stamp() || (seedOnly && ctx.siteReleases.stamp() === '')) return false;
    const files = await renderAll(ctx, await contentFrom(ctx, await repo.publishedContent(ctx.db)));
    await ctx.siteReleases.activate(await prepareRelease(ctx, files, stamp));
    return true;
  });
}
