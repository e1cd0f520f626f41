import type { ReactElement } from 'react';
import { localizePath, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

/** dist/404.html and dist/en/404.html, sent with status 404 for unknown paths. */
export function NotFoundPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  return (
    <Layout
      context={context}
      title={`${pick(UI_TEXT.notFoundTitle, lang)} | ${pick(SITE_TITLE, lang)}`}
      description={pick(UI_TEXT.notFoundBody, lang)}
      isErrorPage
    >
      <section className="notice" aria-labelledby="not-found-heading">
        <p className="error-code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-heading">{pick(UI_TEXT.notFoundTitle, lang)}</h1>
        <p>{pick(UI_TEXT.notFoundBody, lang)}</p>
        <p>
          <a className="button" href={localizePath('/', lang)}>
            {pick(UI_TEXT.backHome, lang)}
          </a>
        </p>
      </section>
    </Layout>
  );
}
