import { DEFAULT_TIME_ZONE, dayIn } from '@dahua/shared';
import type {
  SiteDownloadsContent,
  SiteImage,
  SiteImageRef,
  SiteItemKind,
  SiteNewsContent,
  SiteProductContent,
} from '../../api/site';

/** A place in an item's content: `['body', 'specs', 3, 'value']`, written `body.specs.3.value` by the server. */
export type ContentPath = readonly (string | number)[];

export const pathText = (path: ContentPath): string => path.join('.');

/** The value at `path` (undefined when any step is missing). */
export function valueAt(content: unknown, path: ContentPath): unknown {
  let value = content;
  for (const step of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[step];
  }
  return value;
}

/** A copy of `content` with `value` at `path` (the parts along the path copied, the rest shared). */
export function withValueAt<T>(content: T, path: ContentPath, value: unknown): T {
  if (path.length === 0) return value as T;
  const [step, ...rest] = path as [string | number, ...(string | number)[]];
  const current = content as unknown as Record<string | number, unknown> | unknown[];
  const copy: Record<string | number, unknown> | unknown[] = Array.isArray(current)
    ? [...current]
    : { ...(current as Record<string | number, unknown>) };
  (copy as Record<string | number, unknown>)[step] = withValueAt(
    (current as Record<string | number, unknown>)[step],
    rest,
    value,
  );
  return copy as unknown as T;
}

/** The list at `path` with its entry `index` moved by `by` (−1 up, +1 down). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

export type Missing = { ch: ReadonlySet<string>; en: ReadonlySet<string> };

/**
 * The texts empty in a language the item is shown in, by path (`body.specs.0.value`): the server's
 * rule (`missingTexts` of @dahua/shared's site-texts.ts, by which publishing refuses), written again
 * here on purpose: that module sits behind the shared package's index, which the signed-in first
 * view loads whole (build/firstViewChunks.ts follows only antd's and the icons' barrels by name), so
 * using it from this lazy page put it in the first view (+0.26 KB gzip, over the dashboard's
 * ceiling). content.test.ts keeps the two in step.
 */
export function missingTexts(kind: SiteItemKind, content: unknown): Missing {
  const english = showsEnglish(kind, content);
  const missing = { ch: new Set<string>(), en: new Set<string>() };
  const walk = (value: unknown, path: string): void => {
    if (Array.isArray(value)) {
      for (const [index, entry] of value.entries()) walk(entry, path ? `${path}.${index}` : String(index));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const record = value as Record<string, unknown>;
    if (typeof record.ch === 'string' && Object.keys(record).every((key) => key === 'ch' || key === 'en')) {
      const ch = record.ch.trim() !== '';
      const en = typeof record.en === 'string' && record.en.trim() !== '';
      if (kind === 'settings' && !ch && !en) return;
      if (!ch) missing.ch.add(path);
      if (english && !en) missing.en.add(path);
      return;
    }
    for (const [key, entry] of Object.entries(record)) {
      if (key === 'photos' || key === 'photo' || key === 'image' || key === 'file') continue;
      walk(entry, path ? `${path}.${key}` : key);
    }
  };
  walk(content, '');
  return missing;
}

/** Whether the item has English pages (a `ch-only` product has none). */
export function showsEnglish(kind: SiteItemKind, content: unknown): boolean {
  return !(kind === 'product' && (content as { languages?: string } | null)?.languages === 'ch-only');
}

/** A photo as the content keeps it: the pipeline's record without the upload time. */
export function photoRef(image: SiteImage & { created_time?: string }): SiteImageRef {
  const { id, width, height, placeholder, name, variants } = image;
  return { id, width, height, placeholder, name, variants };
}

/** The smallest JPEG or WebP variant of a photo (a thumbnail), else its first. */
export function thumbnailOf(image: SiteImage): string | undefined {
  const shown = image.variants
    .filter((variant) => variant.format === 'jpeg' || variant.format === 'webp')
    .sort((a, b) => a.width - b.width || (a.format === 'webp' ? -1 : 1));
  return (shown[0] ?? image.variants[0])?.url;
}

/** An empty text of an item: no `en` when the item has no English pages. */
export const emptyText = (english: boolean) => (english ? { ch: '', en: '' } : { ch: '' });

/** A file's size as people read it, as the site's downloads page writes it: 820 B, 12.5 KB, 3.4 MB (1 KB = 1024 bytes). */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Lower-case letters, digits and dashes, at most 60, starting with a letter or digit ('' when none). */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The downloads with an id for every entry not yet published (its anchor on the page): made from its
 * English title, else its file's name, else its Chinese title's letters, else `download`, and kept
 * unique (`-2`, `-3`…). An entry the published page lists keeps its id, so its links keep working.
 */
export function withDownloadIds(
  content: SiteDownloadsContent,
  published: ReadonlySet<string>,
): SiteDownloadsContent {
  const fixed = (id: string) => id !== '' && published.has(id);
  const taken = new Set(content.entries.filter((entry) => fixed(entry.id)).map((entry) => entry.id));
  const entries = content.entries.map((entry) => {
    if (fixed(entry.id)) return entry;
    const stem =
      slugOf(entry.title.en ?? '') ||
      slugOf((entry.file?.name ?? '').replace(/\.(pdf|zip)$/i, '')) ||
      slugOf(entry.title.ch) ||
      'download';
    let id = stem;
    for (let n = 2; taken.has(id); n++) id = `${stem.slice(0, 60 - String(n).length - 1)}-${n}`;
    taken.add(id);
    return id === entry.id ? entry : { ...entry, id };
  });
  return { ...content, entries };
}

/** The ids of the downloads a published content lists. */
export function publishedDownloadIds(published: unknown): Set<string> {
  const entries = (published as Partial<SiteDownloadsContent> | null)?.entries ?? [];
  return new Set(entries.map((entry) => entry.id));
}

/** Today on the maker's wall clock (Asia/Shanghai), as YYYY-MM-DD. */
export function makersToday(now = new Date()): string {
  return dayIn(now, DEFAULT_TIME_ZONE);
}

/** The copy of `source` a new product starts as: these fields replaced, its photos left out. */
export function productCopy(
  source: SiteProductContent,
  draft: { slug: string; route: string; model: string; nameCh: string; nameEn: string },
): SiteProductContent {
  const { photos: _photos, ...rest } = source;
  return {
    ...rest,
    slug: draft.slug.trim(),
    route: draft.route.trim(),
    model: draft.model.trim(),
    name:
      source.languages === 'ch-only'
        ? { ch: draft.nameCh.trim() }
        : { ch: draft.nameCh.trim(), en: draft.nameEn.trim() },
  };
}

/** A new article's content: one empty paragraph, the summary to write in the editor. */
export function newArticle(draft: {
  slug: string;
  date: string;
  titleCh: string;
  titleEn: string;
}): SiteNewsContent {
  return {
    slug: draft.slug.trim(),
    title: { ch: draft.titleCh.trim(), en: draft.titleEn.trim() },
    date: draft.date,
    summary: { ch: '', en: '' },
    paragraphs: [{ ch: '', en: '' }],
  };
}
