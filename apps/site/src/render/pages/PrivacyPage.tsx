import type { ReactElement } from 'react';
import { PRIVACY_COPY } from '../../content/pages/privacy.js';
import { pick } from '../../i18n/lang.js';
import { textIn } from '../../i18n/text-in.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import { PageSection } from '../components/PageSections.js';
import type { PageContext } from '../page-context.js';

/** /page/privacy: the user agreement and privacy policy as published (SPEC §2.1: v1.4.5 first). */
export function PrivacyPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const page = context.content.pages.privacy;
  const title = textIn(page.title, lang);
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={textIn(page.description, lang)}
    >
      <article className="policy">
        <h1>{title}</h1>
        {page.version ? (
          <p className="muted">
            {pick(PRIVACY_COPY.versionLabel, lang)} v{page.version}
          </p>
        ) : null}
        {page.intro ? <p className="lead">{textIn(page.intro, lang)}</p> : null}
        {page.sections.map((section) => (
          <PageSection key={section.heading.ch} section={section} lang={lang} />
        ))}
      </article>
    </Layout>
  );
}
