import { HTML_LANG, LANGS, localizePath } from '../i18n/lang.js';
import { absoluteUrl } from '../site-config.js';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** sitemap.xml listing every page in both languages with their hreflang alternates. */
export function buildSitemap(paths: readonly string[]): string {
  const urls = paths.flatMap((path) => {
    const alternates = [
      ...LANGS.map(
        (lang) =>
          `    <xhtml:link rel="alternate" hreflang="${HTML_LANG[lang]}" href="${escapeXml(absoluteUrl(localizePath(path, lang)))}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(localizePath(path, 'ch')))}"/>`,
    ].join('\n');
    return LANGS.map(
      (lang) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(localizePath(path, lang)))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the public site is open; the console and the API are not for crawlers. */
export function buildRobots(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /sign/',
    'Disallow: /project/',
    'Disallow: /admin/',
    'Disallow: /external/',
    '',
    `Sitemap: ${absoluteUrl('/sitemap.xml')}`,
    '',
  ].join('\n');
}
