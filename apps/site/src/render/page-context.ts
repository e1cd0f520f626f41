import type { Lang } from '../i18n/lang.js';

/** Paths of the built CSS and JS (content-hashed names). */
export interface AssetPaths {
  readonly css: string;
  readonly js: string;
  readonly favicon: string;
}

/** What every page renderer receives. */
export interface PageContext {
  readonly lang: Lang;
  /** The page's Chinese path as SPEC §2.6 writes it. */
  readonly path: string;
  readonly assets: AssetPaths;
}
