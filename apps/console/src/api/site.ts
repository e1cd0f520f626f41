import type { CallOutput } from '@dahua/shared/contracts/define';
import type {
  SiteItemDetail,
  SiteItemSummary,
  SitePublishAnswer,
  SiteRevision,
  siteApi,
} from '@dahua/shared/contracts/site';
import type {
  SiteDownloadEntry,
  SiteDownloadSection,
  SiteDownloadsContent,
  SiteGalleryContent,
  SiteImageRef,
  SiteItemKind,
  SiteNewsContent,
  SitePageContent,
  SiteProductContent,
  SiteSettingsContent,
  SiteText,
} from '@dahua/shared/contracts/site-content';
import type { SiteFile, siteFilesApi } from '@dahua/shared/contracts/site-files';
import type { SiteImage, SiteImageListed, siteImagesApi } from '@dahua/shared/contracts/site-images';
import { sitePaths } from '@dahua/shared/paths/site';
import { siteFilesPaths } from '@dahua/shared/paths/site-files';
import { siteImagesPaths } from '@dahua/shared/paths/site-images';
import { type CallOptions, clientFor, uploadHeaders, urlOf } from './client';

export type {
  SiteDownloadEntry,
  SiteDownloadSection,
  SiteDownloadsContent,
  SiteFile,
  SiteGalleryContent,
  SiteImage,
  SiteImageListed,
  SiteImageRef,
  SiteItemDetail,
  SiteItemKind,
  SiteItemSummary,
  SiteNewsContent,
  SitePageContent,
  SiteProductContent,
  SitePublishAnswer,
  SiteRevision,
  SiteSettingsContent,
  SiteText,
};

/** The settings are the one item of this key (contracts/site-content.ts SITE_SETTINGS_KEY). */
export const SITE_SETTINGS_KEY = 'site';
/** The downloads are the one item of this key (contracts/site-content.ts SITE_DOWNLOADS_KEY). */
export const SITE_DOWNLOADS_KEY = 'files';
/** Where a download is listed (contracts/site-content.ts SITE_DOWNLOAD_SECTIONS). */
export const SITE_DOWNLOAD_SECTIONS = [
  'manual',
  'software',
] as const satisfies readonly SiteDownloadSection[];
/** The galleries, by key (contracts/site-content.ts SITE_GALLERIES). */
export const SITE_GALLERY_KEYS = ['honours', 'equipment'] as const;
/** The kinds an editor adds, withdraws and deletes items of (contracts/site-content.ts SITE_CREATABLE_KINDS). */
export type SiteCreatableKind = 'product' | 'news';
export const isCreatable = (kind: SiteItemKind): kind is SiteCreatableKind =>
  kind === 'product' || kind === 'news';
/** The largest download the server takes (contracts/site-files.ts MAX_SITE_FILE_MB). */
export const MAX_SITE_FILE_BYTES = 100 * 1024 * 1024;
/** What a download may be: a PDF or a ZIP (the server judges by the bytes; this is the picker's filter). */
export const SITE_FILE_ACCEPT = '.pdf,.zip,application/pdf,application/zip';
/** The largest photo the server takes (contracts/site-images.ts MAX_SITE_IMAGE_MB). */
export const MAX_SITE_IMAGE_BYTES = 20 * 1024 * 1024;
export const SITE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The server's error ids the editor answers in its own way (errors/catalogue/site.ts). */
export const SITE_ITEM_CHANGED_ERROR = 'ERCO001751';

export type SiteItemRef = { kind: SiteItemKind; key: string };
export type SiteImagePage = CallOutput<(typeof siteImagesApi)['list']>;
export type SiteFilePage = CallOutput<(typeof siteFilesApi)['list']>;

const site = clientFor<typeof siteApi>(sitePaths);
const images = clientFor<typeof siteImagesApi>(siteImagesPaths);
const files = clientFor<typeof siteFilesApi>(siteFilesPaths);

export const listSiteItems = () => site.list({ query: {} });
export const getSiteItem = (item: SiteItemRef) => site.one({ params: item });
/** With the version read: a draft someone saved meanwhile is refused (409). The page shows refusals itself. */
export const saveSiteDraft = (item: SiteItemRef, content: unknown, version: number, options?: CallOptions) =>
  site.saveDraft({ params: item, body: { content, version } }, options);
export const publishSiteItem = (item: SiteItemRef, version: number, options?: CallOptions) =>
  site.publish({ params: item, body: { version } }, options);
export const listSiteRevisions = (item: SiteItemRef) => site.revisions({ params: item });
export const getSiteRevision = (item: SiteItemRef, revision: number) =>
  site.revision({ params: { ...item, revision } });
export const restoreSiteRevision = (item: SiteItemRef, revision: number, version: number) =>
  site.restore({ params: { ...item, revision }, body: { version } });
/** A new product or article (its draft only; publishing puts it online). */
export const createSiteItem = (kind: SiteCreatableKind, content: unknown, options?: CallOptions) =>
  site.create({ params: { kind }, body: { content } }, options);
/** Takes a product or an article off the site (its draft and revisions stay). */
export const withdrawSiteItem = (
  item: { kind: SiteCreatableKind; key: string },
  version: number,
  options?: CallOptions,
) => site.withdraw({ params: item, body: { version } }, options);
/** Deletes a product or an article never published. */
export const deleteSiteItem = (item: { kind: SiteCreatableKind; key: string }, options?: CallOptions) =>
  site.remove({ params: item }, options);
export const listSiteImages = (page: number, perPage: number) =>
  images.list({ query: { page, per_page: perPage } });

/** The uploaded downloads, newest first. */
export const listSiteFiles = (page: number, perPage: number) =>
  files.list({ query: { page, per_page: perPage } });

/** Where photos are uploaded (multipart field `file`). */
export const SITE_IMAGE_UPLOAD_ACTION = urlOf(siteImagesPaths.upload);
/** Where downloads are uploaded (multipart field `file`: a PDF or a ZIP). */
export const SITE_FILE_UPLOAD_ACTION = urlOf(siteFilesPaths.upload);

/**
 * The real page rendered from the saved draft, as HTML: fetched with the session (the token goes in
 * a header, so the page cannot just be opened); a refusal raises the server's message.
 */
export async function fetchSitePreview(item: SiteItemRef, lang: 'ch' | 'en'): Promise<string> {
  const response = await fetch(urlOf(sitePaths.preview, { params: item, query: { lang } }), {
    headers: uploadHeaders(),
  });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const answer = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(answer?.msg || `${response.status}`);
  }
  return response.text();
}
