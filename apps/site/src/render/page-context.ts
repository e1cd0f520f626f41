import type {
  DeepReadonly,
  SiteBridgePackage,
  SiteDownloadsContent,
  SiteGalleryContent,
  SiteGalleryKey,
  SiteNewsContent,
  SitePageContent,
  SitePageKey,
  SiteSettingsContent,
} from '@dahua/shared/contracts/site-content';
import type { ProductList } from '../content/product-queries.js';
import type { Lang } from '../i18n/lang.js';

/** Paths of the built CSS and JS (content-hashed names). */
export interface AssetPaths {
  readonly css: string;
  readonly js: string;
  readonly favicon: string;
}

/**
 * The editable content a page shows (issue 30 §1): what is published, or, for a preview, the
 * published content with one item's draft in its place. The build renders the seed content.
 */
export interface SiteContent {
  readonly settings: DeepReadonly<SiteSettingsContent>;
  readonly products: ProductList;
  readonly pages: { readonly [K in SitePageKey]: DeepReadonly<SitePageContent> };
  /** The maker's uploaded manuals and software (issue 30 §5). */
  readonly downloads: DeepReadonly<SiteDownloadsContent>;
  /** The quality honours and the equipment centre: titles, captions, photos. */
  readonly galleries: { readonly [K in SiteGalleryKey]: DeepReadonly<SiteGalleryContent> };
  /** Published news, newest first (none in the build: the maker writes them). */
  readonly news: readonly DeepReadonly<SiteNewsContent>[];
  /** The shop bridge's newest packages (none in the build: the server adds them). */
  readonly bridge: readonly SiteBridgePackage[];
}

/** What every page renderer receives. */
export interface PageContext {
  readonly lang: Lang;
  /** The page's Chinese path as SPEC §2.6 writes it. */
  readonly path: string;
  readonly assets: AssetPaths;
  readonly content: SiteContent;
}
