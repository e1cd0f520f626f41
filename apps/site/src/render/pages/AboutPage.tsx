import type { ReactElement } from 'react';
import { pick } from '../../i18n/lang.js';
import { textIn } from '../../i18n/text-in.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import { PageSection } from '../components/PageSections.js';
import type { PageContext } from '../page-context.js';

/** /about: the maker's page as published (issue 30 §1), its sections side by side on a wide screen. */
export function AboutPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const page = context.content.pages.about;
  const title = textIn(page.title, lang);
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={textIn(page.description, lang)}
    >
      <h1>{title}</h1>
      {page.intro ? <p className="lead">{textIn(page.intro, lang)}</p> : null}
      <div className="three-columns">
        {page.sections.map((section, index) => (
          <PageSection key={section.heading.ch} section={section} lang={lang} id={`about-section-${index}`} />
        ))}
      </div>
    </Layout>
  );
}
