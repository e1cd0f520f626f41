import type { ReactElement, ReactNode } from 'react';
import { HTML_LANG, LANGUAGE_STORAGE_KEY, type Lang, localizePath } from '../../i18n/lang.js';
import { absoluteUrl } from '../../site-config.js';
import type { AssetPaths } from '../page-context.js';

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
  /** Chinese pages send a visitor whose stored language is English to the English page. */
  readonly redirectStoredEnglish: boolean;
  /** The 404 page has no alternates and is not indexed. */
  readonly isErrorPage?: boolean;
  readonly children: ReactNode;
}

/** Runs in <head> before paint: lange=en on a Chinese path goes to the English page. */
function englishRedirectScript(): string {
  return (
    `try{if(localStorage.getItem('${LANGUAGE_STORAGE_KEY}')==='en'){var p=location.pathname;` +
    `location.replace('/en'+(p==='/'?'':p)+location.search+location.hash)}}catch(e){}`
  );
}

export function Document(props: DocumentProps): ReactElement {
  const canonical = localizePath(props.canonicalPath ?? props.path, props.lang);
  return (
    <html lang={HTML_LANG[props.lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {props.redirectStoredEnglish ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed inline script, no user input
          <script dangerouslySetInnerHTML={{ __html: englishRedirectScript() }} />
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
