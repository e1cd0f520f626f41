import type { ReactElement } from 'react';
import { ABOUT_COPY } from '../../content/pages/about.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

export function AboutPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const t = (key: keyof typeof ABOUT_COPY): string => pick(ABOUT_COPY[key], lang);
  return (
    <Layout
      context={context}
      title={`${t('title')} | ${pick(SITE_TITLE, lang)}`}
      description={t('description')}
    >
      <h1>{t('title')}</h1>
      <p className="lead">{t('intro')}</p>
      <div className="three-columns">
        <section aria-labelledby="research-heading">
          <h2 id="research-heading">{t('researchHeading')}</h2>
          <p>{t('researchBody')}</p>
        </section>
        <section aria-labelledby="production-heading">
          <h2 id="production-heading">{t('productionHeading')}</h2>
          <p>{t('productionBody')}</p>
          <p>
            <a href={localizePath('/device', lang)}>{t('equipmentLink')}</a>
          </p>
        </section>
        <section aria-labelledby="service-heading">
          <h2 id="service-heading">{t('serviceHeading')}</h2>
          <p>{t('serviceBody')}</p>
          <p>
            <a href={localizePath('/houer', lang)}>{t('honoursLink')}</a>
          </p>
        </section>
      </div>
    </Layout>
  );
}
