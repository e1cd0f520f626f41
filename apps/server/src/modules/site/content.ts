import {
  SITE_DOWNLOADS_KEY,
  SITE_SETTINGS_KEY,
  type SiteBridgePackage,
  type SiteContentData,
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
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { publishedPackages } from '../bridges/service.js';
import { filesById } from '../site-files/service.js';
import { photosById } from '../site-images/service.js';
import type { SiteContent, SiteItemRef } from './items.js';
import { siteRenderer } from './renderer.js';
import * as repo from './repo.js';

/**
 * The site's content as data (issue 30 §1, §5): the seed stored as revision 1, the content the pages are
 * rendered from (what is published, or a preview's draft in its place), and the photos and files an item
 * shows replaced by our own records of them.
 */

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
// What the pages show.

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
export async function contentFrom(
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
export function withDraft(content: SiteContentData, item: SiteItemRef, draft: unknown): SiteContentData {
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

// ---------------------------------------------------------------------------------------------
// Photos and files: our records, never a client's description.

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
export async function withStoredPhotos<T extends SiteContent>(
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
export async function requireDrawingOrPhoto(key: string, gallery: SiteGalleryContent): Promise<void> {
  const built = (await siteRenderer()).defaultContent().galleries[key as SiteGalleryKey];
  const drawn = new Set(built?.items.map((item) => item.id) ?? []);
  const bare = gallery.items.find((item) => !item.photo && !drawn.has(item.id));
  if (bare) throw new AppError('SITE_GALLERY_PHOTO_REQUIRED', { id: bare.id });
}

/**
 * The downloads with every file replaced by our record of that id (its size and SHA-256 are of the
 * bytes we serve, never what a client wrote). An unknown id is refused.
 */
export async function withStoredFiles<T extends SiteContent>(
  ctx: AppContext,
  kind: SiteItemKind,
  content: T,
): Promise<T> {
  if (kind !== 'downloads') return content;
  const downloads = content as SiteDownloadsContent;
  const known = await filesById(
    ctx,
    downloads.entries.map((entry) => entry.file.id),
  );
  const entries = downloads.entries.map((entry) => {
    const file = known.get(entry.file.id);
    if (!file) throw new AppError('SITE_FILE_NOT_FOUND', { id: entry.file.id });
    return { ...entry, file };
  });
  return { ...downloads, entries } as T;
}

/** A download names only products the site has. */
export async function requireKnownProducts(db: Executor, content: SiteDownloadsContent): Promise<void> {
  const products = new Set(await repo.itemKeys(db, 'product'));
  for (const entry of content.entries)
    for (const slug of entry.productSlugs)
      if (!products.has(slug)) throw new AppError('SITE_PRODUCT_UNKNOWN', { slug });
}

/** Copies a published revision into the draft (publishing it puts it online again). */
