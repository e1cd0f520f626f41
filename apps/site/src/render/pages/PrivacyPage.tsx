import type { ReactElement } from 'react';
import { PRIVACY_COPY, PRIVACY_SECTIONS, PRIVACY_VERSION } from '../../content/pages/privacy.js';
import { pick } from '../../i18n/lang.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

/** /page/privacy: user agreement and privacy policy v1.4.5 (SPEC §2.1). */
export function PrivacyPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const title = pick(PRIVACY_COPY.title, lang);
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={pick(PRIVACY_COPY.description, lang)}
    >
      <article className="policy">
        <h1>{title}</h1>
        <p className="muted">
          {pick(PRIVACY_COPY.versionLabel, lang)} v{PRIVACY_VERSION}
        </p>
        {PRIVACY_SECTIONS.map((section) => (
          <section key={section.heading.en}>
            <h2>{pick(section.heading, lang)}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.en}>{pick(paragraph, lang)}</p>
            ))}
          </section>
        ))}
      </article>
    </Layout>
  );
}
