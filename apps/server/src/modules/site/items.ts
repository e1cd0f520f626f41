import type { SiteItemDetail, SiteItemSummary } from '@dahua/shared/contracts/site';
import {
  missingTexts,
  SITE_GALLERIES,
  SITE_PAGES,
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
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import * as repo from './repo.js';

/** An item of the maker's site as the API names it and answers it (issue 30 §1). */
export type SiteItemRef = { kind: SiteItemKind; key: string };
/** One item's content, as its kind's schema describes it. */
export type SiteContent =
  | SiteSettingsContent
  | SiteProductContent
  | SitePageContent
  | SiteDownloadsContent
  | SiteGalleryContent
  | SiteNewsContent;

export function titleOf(kind: string, key: string, content: unknown): { ch: string; en: string } {
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
export function pathOf(kind: string, key: string, content: unknown): string {
  if (kind === 'product') return (content as Partial<SiteProductContent>).route ?? '/';
  if (kind === 'page') return SITE_PAGES[key as SitePageKey] ?? '/';
  if (kind === 'downloads') return '/instructions';
  if (kind === 'gallery') return SITE_GALLERIES[key as SiteGalleryKey] ?? '/';
  if (kind === 'news') return `/news/${key}`;
  return '/contact';
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function summaryOf({ row, updatedByName }: repo.ItemRow): SiteItemSummary {
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

export function detailOf(found: repo.ItemRow): SiteItemDetail {
  return { ...summaryOf(found), draft: found.row.draft, published: found.row.published };
}

export async function found(db: Executor, item: SiteItemRef, forUpdate = false): Promise<repo.ItemRow> {
  const row = await repo.findItem(db, item, forUpdate);
  if (!row) throw new AppError('SITE_ITEM_NOT_FOUND');
  return row;
}
