import type { ReactElement } from 'react';
import { CONTACT_DETAILS, CONTACT_TEXT } from '../../content/contact.js';
import { type Bilingual, pick } from '../../i18n/lang.js';
import type { PageContext } from '../page-context.js';

/** The maker's phone, e-mail, address and hours: shown with or without JavaScript. */
export function ContactDetails({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const t = (text: Bilingual) => pick(text, lang);
  return (
    <dl className="contact-details">
      <dt>{t(CONTACT_TEXT.phone)}</dt>
      <dd>
        <a href={`tel:${CONTACT_DETAILS.phone.replaceAll('-', '')}`}>{CONTACT_DETAILS.phone}</a>
      </dd>
      <dt>{t(CONTACT_TEXT.email)}</dt>
      <dd>
        <a href={`mailto:${CONTACT_DETAILS.email}`}>{CONTACT_DETAILS.email}</a>
      </dd>
      <dt>{t(CONTACT_TEXT.address)}</dt>
      <dd>{t(CONTACT_DETAILS.address)}</dd>
      <dt>{t(CONTACT_TEXT.hours)}</dt>
      <dd>{t(CONTACT_DETAILS.hours)}</dd>
    </dl>
  );
}

function Field({
  name,
  label,
  type = 'text',
  required = false,
  max,
  autoComplete,
}: {
  name: string;
  label: string;
  type?: string;
  required?: boolean;
  max: number;
  autoComplete?: string;
}): ReactElement {
  const id = `eq-${name}`;
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        maxLength={max}
        required={required}
        {...(autoComplete ? { autoComplete } : {})}
        aria-describedby={`${id}-error`}
      />
      <span className="field-error" id={`${id}-error`} data-error-for={name} />
    </p>
  );
}

/**
 * The enquiry form (issue 30 §4). It posts as JSON through the site's script, so it is `hidden`
 * until the script shows it: without JavaScript the page keeps the contact details only. `website`
 * is a honeypot people never see. `product` (a product page's slug) is sent along; `dealer` adds
 * the kind choice (contact page).
 */
export function EnquiryForm({
  context,
  product,
  dealer = false,
}: {
  context: PageContext;
  product?: string;
  dealer?: boolean;
}): ReactElement {
  const { lang } = context;
  const t = (text: Bilingual) => pick(text, lang);
  return (
    <form
      className="enquiry-form"
      data-enquiry=""
      data-sent={t(CONTACT_TEXT.sent)}
      data-failed={t(CONTACT_TEXT.failed)}
      data-sending={t(CONTACT_TEXT.sending)}
      noValidate
      hidden
    >
      <input type="hidden" name="language" value={lang} />
      {product ? <input type="hidden" name="product" value={product} /> : null}
      {dealer ? (
        <p className="field">
          <label htmlFor="eq-kind">{t(CONTACT_TEXT.kind)}</label>
          <select id="eq-kind" name="kind">
            <option value="enquiry">{t(CONTACT_TEXT.kindEnquiry)}</option>
            <option value="dealer">{t(CONTACT_TEXT.kindDealer)}</option>
          </select>
          <span className="field-error" data-error-for="kind" />
        </p>
      ) : null}
      <div className="field-row">
        <Field name="name" label={t(CONTACT_TEXT.name)} required max={40} autoComplete="name" />
        <Field name="company" label={t(CONTACT_TEXT.company)} max={80} autoComplete="organization" />
      </div>
      {dealer ? <Field name="region" label={t(CONTACT_TEXT.region)} max={60} /> : null}
      <div className="field-row">
        <Field name="phone" label={t(CONTACT_TEXT.contactPhone)} type="tel" max={11} autoComplete="tel" />
        <Field
          name="email"
          label={t(CONTACT_TEXT.contactEmail)}
          type="email"
          max={254}
          autoComplete="email"
        />
      </div>
      <p className="muted">{t(CONTACT_TEXT.contactHint)}</p>
      <p className="field">
        <label htmlFor="eq-message">{t(CONTACT_TEXT.message)}</label>
        <textarea
          id="eq-message"
          name="message"
          rows={4}
          maxLength={2000}
          required
          aria-describedby="eq-message-error"
        />
        <span className="field-error" id="eq-message-error" data-error-for="message" />
      </p>
      <p className="hp" aria-hidden="true">
        <label htmlFor="eq-website">{t(CONTACT_TEXT.honeypot)}</label>
        <input id="eq-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </p>
      <p>
        <button type="submit" className="button">
          {t(CONTACT_TEXT.send)}
        </button>
      </p>
      <p className="enquiry-status" role="status" aria-live="polite" data-enquiry-status="" />
    </form>
  );
}
