import { renderToStaticMarkup } from 'react-dom/server';
import { LANGS, type Lang } from '../i18n/lang.js';
import type { AssetPaths, SiteContent } from '../render/page-context.js';
import { NotFoundPage } from '../render/pages/NotFoundPage.js';
import { outputFileFor } from './output-path.js';
import { listPages } from './page-registry.js';
import { buildSitemap } from './sitemap.js';

export interface HtmlFile {
  /** Path under dist/. */
  readonly file: string;
  readonly html: string;
  /** Chinese path of the page; undefined for the 404 pages. */
  readonly path?: string;
  readonly lang: Lang;
}

const DOCTYPE = '<!DOCTYPE html>';

/** Renders every page of `content` in both languages, plus the two 404 pages. */
export function renderSite(content: SiteContent, assets: AssetPaths): HtmlFile[] {
  const pages = listPages(content).flatMap((page) =>
    LANGS.map((lang) => ({
      file: outputFileFor(page.path, lang),
      html: DOCTYPE + renderToStaticMarkup(page.render({ lang, path: page.path, assets, content })),
      path: page.path,
      lang,
    })),
  );
  const notFound = LANGS.map((lang) => ({
    file: lang === 'en' ? 'en/404.html' : '404.html',
    html: DOCTYPE + renderToStaticMarkup(<NotFoundPage context={{ lang, path: '/', assets, content }} />),
    lang,
  }));
  return [...pages, ...notFound];
}

/** The page at Chinese path `path` in `lang`, or null when `content` has no such page. */
export function renderOnePage(
  content: SiteContent,
  assets: AssetPaths,
  path: string,
  lang: Lang,
): string | null {
  const page = listPages(content).find((candidate) => candidate.path === path);
  return page ? DOCTYPE + renderToStaticMarkup(page.render({ lang, path, assets, content })) : null;
}

/** sitemap.xml of `content`'s pages. */
export function renderSitemap(content: SiteContent): string {
  return buildSitemap(listPages(content).map((page) => page.path));
}
