import type { Bilingual } from './i18n/lang.js';

/**
 * Where the site is published. Canonical links, hreflang pairs and the sitemap need absolute
 * URLs; set SITE_ORIGIN when building for production (no trailing slash).
 */
export const SITE_ORIGIN: string = (process.env.SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, '');

/** The site title appended to every page title (SPEC §9: "page title is product name plus title"). */
export const SITE_TITLE: Bilingual = { ch: '大华电子秤', en: 'Dahua Scales' };

export const COMPANY_NAME: Bilingual = {
  ch: '大华电子秤',
  en: 'Dahua Electronic Scales',
};

export function absoluteUrl(path: string): string {
  return `${SITE_ORIGIN}${path}`;
}
