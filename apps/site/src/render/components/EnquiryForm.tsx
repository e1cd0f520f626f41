import type { ReactElement } from 'react';
import { CONTACT_TEXT } from '../../content/contact.js';
import { type Bilingual, pick } from '../../i18n/lang.js';
import { textIn } from '../../i18n/text-in.js';
import type { PageContext } from '../page-context.js';

/** Whether the settings publish a way to reach the maker (phone, e-mail or address). */
export function hasContactDetails(context: PageContext): boolean {
  const { settings } = context.content;
  return Boolean(settings.phone || settings.email || textIn(settings.address, context.lang));
}

/**
 * The maker's phone, e-mail, address and hours as the site settings publish them (only the ones
 * filled in), shown with or without JavaScript.
 */
export function ContactDetails({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const settings = context.content.settings;
  const t = (text: Bilingual) => pick(text, lang);
  const address = textIn(settings.address, lang);
  const hours = textIn(settings.hours, lang);
  return (
    <dl className="contact-details">
      {settings.phone ? (
        <>
          <dt>{t(CONTACT_TEXT.phone)}</dt>
          <dd>
            <a href={`tel:${settings.phone.replace(/[^0-9+]/g, '')}`}>{settings.phone}</a>
          </dd>
        </>
      ) : null}
      {settings.email ? (
        <>
          <dt>{t(CONTACT_TEXT.email)}</dt>
          <dd>
            <a href={`mailto:${settings.email}`}>{settings.email}</a>
          </dd>
        </>
      ) : null}
      {address ? (
        <>
          <dt>{t(CONTACT_TEXT.address)}</dt>
          <dd>
            {address}
            {settings.mapUrl ? (
              <>
                {' '}
                <a href={settings.mapUrl} rel="noopener" target="_blank">
                  {t(CONTACT_TEXT.map)}
                </a>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
      {hours ? (
        <>
          <dt>{t(CONTACT_TEXT.hours)}</dt>
          <dd>{hours}</dd>
        </>
      ) : null}
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
