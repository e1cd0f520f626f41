import type { SiteContent } from '../render/page-context.js';
import { EQUIPMENT_GALLERY, HONOURS_GALLERY } from './galleries.js';
import { ABOUT_PAGE } from './pages/about.js';
import { PRIVACY_PAGE } from './pages/privacy.js';
import { PRODUCTS } from './products/index.js';
import { DEFAULT_SITE_SETTINGS } from './site-settings.js';

/**
 * The content the site was written with, before the database held it: the build renders it (the
 * pages a fresh checkout serves) and the server stores it as every item's first revision.
 */
export function defaultSiteContent(): SiteContent {
  return {
    settings: DEFAULT_SITE_SETTINGS,
    products: PRODUCTS,
    pages: { about: ABOUT_PAGE, privacy: PRIVACY_PAGE },
    // No manual or software is invented: the maker uploads them (the built spec sheets stay apart).
    downloads: { entries: [] },
    galleries: { honours: { items: HONOURS_GALLERY }, equipment: { items: EQUIPMENT_GALLERY } },
    news: [],
    bridge: [],
  };
}
