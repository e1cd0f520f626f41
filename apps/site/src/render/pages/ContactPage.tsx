import type { ReactElement } from 'react';
import { CONTACT_TEXT } from '../../content/contact.js';
import { pick } from '../../i18n/lang.js';
import { SITE_TITLE } from '../../site-config.js';
import { ContactDetails, EnquiryForm, hasContactDetails } from '../components/EnquiryForm.js';
import { Layout } from '../components/Layout.js';
import type { PageContext } from '../page-context.js';

/** /contact (issue 30 §4): the maker's contact details and the enquiry / dealer application form. */
export function ContactPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const title = pick(CONTACT_TEXT.title, lang);
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={pick(CONTACT_TEXT.description, lang)}
    >
      <article className="contact">
        <h1>{title}</h1>
        <p>{pick(CONTACT_TEXT.description, lang)}</p>
        <section aria-labelledby="contact-details-heading">
          <h2 id="contact-details-heading">{pick(CONTACT_TEXT.details, lang)}</h2>
          {hasContactDetails(context) ? (
            <ContactDetails context={context} />
          ) : (
            <p className="muted">{pick(CONTACT_TEXT.noDetails, lang)}</p>
          )}
        </section>
        <section aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading">{pick(CONTACT_TEXT.formTitle, lang)}</h2>
          <EnquiryForm context={context} dealer />
        </section>
      </article>
    </Layout>
  );
}
