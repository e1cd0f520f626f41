import { BRAND } from '@dahua/shared';
import type { Bilingual } from './i18n/lang.js';

/**
 * Where the site is published. Canonical links, hreflang pairs and the sitemap need absolute
 * URLs; set SITE_ORIGIN when building for production (no trailing slash).
 */
export const SITE_ORIGIN: string = (process.env.SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

/**
 * The brand (packages/shared, the same name the console shows): the header logo, the end of every
 * page title, the copyright line and the makers named in documents.
 */
export const SITE_TITLE: Bilingual = BRAND;

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}
