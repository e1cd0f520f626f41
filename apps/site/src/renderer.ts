/**
 * The site's renderer as a library (issue 30 §3): the server imports it (`@dahua/site/renderer`,
 * bundled to dist-lib/renderer.mjs by the build) to render the pages again from the published
 * content when an editor publishes, and to preview a draft. The build renders the same way.
 */
import type { SiteContentData } from '@dahua/shared/contracts/site-content';
import { defaultSiteContent } from './content/default-content.js';
import type { Product } from './content/types.js';
import type { AssetPaths, SiteContent } from './render/page-context.js';
import { SITE_ORIGIN } from './site-config.js';
import { renderOnePage, renderSite, renderSitemap } from './site-map/render-site.js';

export type { AssetPaths };

/** One file of the served site, as a path under its folder and its text. */
export interface RenderedFile {
  readonly file: string;
  readonly body: string;
}

/** The content the site was written with: every item's first revision in the database. */
export function defaultContent(): SiteContentData {
  return defaultSiteContent();
}

/**
 * Content checked by the server's schemas, as the pages read it. A draft may still lack a text
 * (a preview shows it empty); a published product has every text its languages need.
 */
function asSiteContent(content: SiteContentData): SiteContent {
  return { ...content, products: content.products as readonly Product[] };
}

/** Every HTML page (both languages, the 404 pages) and the sitemap of `content`. */
export function renderAll(content: SiteContentData, assets: AssetPaths): RenderedFile[] {
  const site = asSiteContent(content);
  return [
    ...renderSite(site, assets).map((page) => ({ file: page.file, body: page.html })),
    { file: 'sitemap.xml', body: renderSitemap(site) },
  ];
}

/** The page at Chinese path `path` in `lang`, rendered from `content` (a preview); null if none. */
export function renderPage(
  content: SiteContentData,
  assets: AssetPaths,
  path: string,
  lang: 'ch' | 'en',
): string | null {
  return renderOnePage(asSiteContent(content), assets, path, lang);
}

/** The address the site's own links (canonical, sitemap) are written with (SITE_ORIGIN). */
export function siteOrigin(): string {
  return SITE_ORIGIN;
}
