import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteContentData } from '@dahua/shared/contracts/site-content';
import type { SiteFile } from '../../storage/site-releases.js';

/** Paths of the site's built stylesheet, script and icon (content-hashed names). */
export type SiteAssets = { css: string; js: string; favicon: string };

/** What the server uses of the site's renderer (apps/site/src/renderer.ts). */
export interface SiteRenderer {
  defaultContent(): SiteContentData;
  renderAll(content: SiteContentData, assets: SiteAssets): SiteFile[];
  renderPage(content: SiteContentData, assets: SiteAssets, path: string, lang: 'ch' | 'en'): string | null;
  /** The address the site's own links (canonical, sitemap) are written with. */
  siteOrigin(): string;
  /** Why `route` cannot be a new product's page (`reserved`, `taken`); null when it is free. */
  newRouteProblem(content: SiteContentData, route: string): 'reserved' | 'taken' | null;
  /** Whether SPEC names `route`: a product there is never withdrawn. */
  isPinnedRoute(route: string): boolean;
}

// A variable, so the compiler does not follow it into the site's sources: at run time Node resolves it
// to the bundled dist-lib/renderer.mjs, the tests (the `source` condition) to src/renderer.ts.
const RENDERER_MODULE = '@dahua/site/renderer';
let loading: Promise<SiteRenderer> | undefined;

/** The site's renderer, imported once. */
export function siteRenderer(): Promise<SiteRenderer> {
  loading ??= import(RENDERER_MODULE).then((module) => module as SiteRenderer);
  return loading;
}

/** The asset names the build wrote (apps/site/dist/assets.json); the build's defaults when absent. */
export function siteAssets(staticRoot: string): SiteAssets {
  const file = path.join(staticRoot, 'apps/site/dist/assets.json');
  if (!existsSync(file))
    return { css: '/assets/site.css', js: '/assets/site.js', favicon: '/assets/favicon.svg' };
  return JSON.parse(readFileSync(file, 'utf8')) as SiteAssets;
}
