import { renderToStaticMarkup } from 'react-dom/server';
import { LANGS, type Lang } from '../i18n/lang.js';
import type { AssetPaths } from '../render/page-context.js';
import { NotFoundPage } from '../render/pages/NotFoundPage.js';
import { outputFileFor } from './output-path.js';
import { listPages } from './page-registry.js';

export interface HtmlFile {
  /** Path under dist/. */
  readonly file: string;
  readonly html: string;
  /** Chinese path of the page; undefined for the 404 pages. */
  readonly path?: string;
  readonly lang: Lang;
}

const DOCTYPE = '<!DOCTYPE html>';

/** Renders every page in both languages, plus the two 404 pages. */
export function renderSite(assets: AssetPaths): HtmlFile[] {
  const pages = listPages().flatMap((page) =>
    LANGS.map((lang) => ({
      file: outputFileFor(page.path, lang),
      html: DOCTYPE + renderToStaticMarkup(page.render({ lang, path: page.path, assets })),
      path: page.path,
      lang,
    })),
  );
  const notFound = LANGS.map((lang) => ({
    file: lang === 'en' ? 'en/404.html' : '404.html',
    html: DOCTYPE + renderToStaticMarkup(<NotFoundPage context={{ lang, path: '/', assets }} />),
    lang,
  }));
  return [...pages, ...notFound];
}
