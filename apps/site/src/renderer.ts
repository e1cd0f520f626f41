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
import { listPages } from './site-map/page-registry.js';
import { renderOnePage, renderSite, renderSitemap } from './site-map/render-site.js';
import { ALL_PUBLIC_ROUTES, CONSOLE_ROUTE_PREFIXES } from './site-map/spec-routes.js';

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

/** Paths the server answers itself (API, files, the console's shell): never a product's page. */
const SERVER_PREFIXES = [
  '/api',
  '/uploads',
  '/downloads',
  '/files',
  '/assets',
  '/console-assets',
  '/en',
  '/inspect',
];

/**
 * Why `route` cannot be a new product's page: `reserved` (the console's, the server's, or not one plain
 * segment), `taken` (a page of the site already, compared without case); null when it is free.
 */
export function newRouteProblem(content: SiteContentData, route: string): 'reserved' | 'taken' | null {
  if (!/^\/[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/.test(route)) return 'reserved';
  const lower = route.toLowerCase();
  const under = (prefix: string) =>
    lower === prefix.toLowerCase() || lower.startsWith(`${prefix.toLowerCase()}/`);
  if ([...CONSOLE_ROUTE_PREFIXES, ...SERVER_PREFIXES].some(under)) return 'reserved';
  const paths = [...listPages(asSiteContent(content)).map((page) => page.path), ...ALL_PUBLIC_ROUTES];
  return paths.some((path) => path.toLowerCase() === lower) ? 'taken' : null;
}

/** Whether SPEC names `route` (an existing client depends on it): a product there is never withdrawn. */
export function isPinnedRoute(route: string): boolean {
  return ALL_PUBLIC_ROUTES.includes(route);
}
