import type { ReactElement, ReactNode } from 'react';
import { HTML_LANG, LANGUAGE_STORAGE_KEY, type Lang, localizePath } from '../../i18n/lang.js';
import { absoluteUrl } from '../../site-config.js';
import type { AssetPaths } from '../page-context.js';
import type { ImagePreload } from './Picture.js';

export interface DocumentProps {
  readonly lang: Lang;
  /** Chinese path of the page. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  readonly assets: AssetPaths;
  /** Canonical Chinese path when it differs from `path`. */
  readonly canonicalPath?: string;
  readonly jsonLd?: Record<string, unknown>;
  /** The page's leading photo, fetched with the stylesheet (issue 30 §2). */
  readonly preload?: ImagePreload;
  /** The page follows the stored language choice, which the console shares (see languageScript). */
  readonly followStoredLanguage: boolean;
  /** The 404 page has no alternates and is not indexed. */
  readonly isErrorPage?: boolean;
  readonly children: ReactNode;
}

/**
 * Runs in <head> before paint, and again when the page comes back from the back/forward cache.
 * `lange` is the one language choice of the site and the console (same origin, same key), stored
 * by the language menu, the header's sign-in link (the page's language) and the console's switch:
 * a page in the other language goes to its twin; with no choice stored, every page stays put.
 */
function languageScript(lang: Lang): string {
  const twin = lang === 'ch' ? `'/en'+(p==='/'?'':p)` : `(p.slice(3)||'/')`;
  return (
    `(function(){function f(){try{var s=localStorage.getItem('${LANGUAGE_STORAGE_KEY}'),p=location.pathname;` +
    `if((s==='ch'||s==='en')&&s!=='${lang}')location.replace(${twin}+location.search+location.hash)}catch(e){}}` +
    `f();addEventListener('pageshow',function(e){if(e.persisted)f()})})()`
  );
}

export function Document(props: DocumentProps): ReactElement {
  const canonical = localizePath(props.canonicalPath ?? props.path, props.lang);
  return (
    <html lang={HTML_LANG[props.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.followStoredLanguage ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no user input
          <script dangerouslySetInnerHTML={{ __html: languageScript(props.lang) }} />
        ) : null}
        <title>{props.title}</title>
        <meta name="description" content={props.description} />
        {props.isErrorPage ? (
          <meta name="robots" content="noindex" />
        ) : (
          <>
            <link rel="canonical" href={absoluteUrl(canonical)} />
            <link rel="alternate" hrefLang="zh-CN" href={absoluteUrl(localizePath(props.path, 'ch'))} />
            <link rel="alternate" hrefLang="en" href={absoluteUrl(localizePath(props.path, 'en'))} />
            <link rel="alternate" hrefLang="x-default" href={absoluteUrl(localizePath(props.path, 'ch'))} />
          </>
        )}
        <meta name="theme-color" content="#004494" />
        <link rel="icon" href={props.assets.favicon} type="image/svg+xml" />
        <link rel="stylesheet" href={props.assets.css} />
        {props.preload ? <link {...props.preload} /> : null}
        <script type="module" src={props.assets.js} />
        {props.jsonLd ? (
          <script
            type="application/ld+json"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw JSON
            dangerouslySetInnerHTML={{ __html: JSON.stringify(props.jsonLd).replace(/</g, '\\u003c') }}
          />
        ) : null}
      </head>
      <body>{props.children}</body>
    </html>
  );
}
