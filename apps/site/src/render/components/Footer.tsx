import type { ReactElement } from 'react';
import { CATEGORIES } from '../../content/categories.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { textIn } from '../../i18n/text-in.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { SITE_TITLE } from '../../site-config.js';
import type { PageContext } from '../page-context.js';

const SERVICE_LINKS = [
  { route: '/instructions', label: { ch: '说明书与软件下载', en: 'Manuals and software' } },
  { route: '/tmfdoc', label: { ch: 'TM-Q 资料', en: 'TM-Q documents' } },
  { route: '/weixiu', label: { ch: '维修中心', en: 'Maintenance centre' } },
  { route: '/classjijia', label: { ch: '计价商品示例', en: 'Sample price list' } },
] as const;

const COMPANY_LINKS = [
  { route: '/about', label: UI_TEXT.about },
  { route: '/contact', label: UI_TEXT.contact },
  { route: '/news', label: UI_TEXT.news },
  { route: '/houer', label: UI_TEXT.honours },
  { route: '/device', label: UI_TEXT.equipment },
  { route: '/page/privacy', label: UI_TEXT.privacy },
] as const;

/** The footer's phone, e-mail and QR codes, as the site settings publish them. */
function FooterSettings({ context }: { context: PageContext }): ReactElement | null {
  const { lang, content } = context;
  const { phone, email, socialQr } = content.settings;
  if (!phone && !email && socialQr.length === 0) return null;
  return (
    <div className="footer-contact">
      {phone ? <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</a> : null}
      {email ? <a href={`mailto:${email}`}>{email}</a> : null}
      {socialQr.map((qr) => {
        const smallest = [...qr.image.variants].sort((a, b) => a.width - b.width)[0];
        return (
          <figure key={qr.image.id} className="footer-qr">
            <img src={smallest?.url} alt={textIn(qr.label, lang)} width={96} height={96} loading="lazy" />
            <figcaption>{textIn(qr.label, lang)}</figcaption>
          </figure>
        );
      })}
    </div>
  );
}

/** The ICP and public-security record numbers a Chinese site shows, linked to their registers. */
function FooterRecords({ context }: { context: PageContext }): ReactElement | null {
  const { icpRecord, psbRecord } = context.content.settings;
  if (!icpRecord && !psbRecord) return null;
  const psbCode = psbRecord.replace(/\D/g, '');
  return (
    <p className="footer-records">
      {icpRecord ? (
        <a href="https://beian.miit.gov.cn/" rel="noopener" target="_blank">
          {icpRecord}
        </a>
      ) : null}
      {psbRecord ? (
        <a href={`https://beian.mps.gov.cn/#/query/webSearch?code=${psbCode}`} rel="noopener" target="_blank">
          {psbRecord}
        </a>
      ) : null}
    </p>
  );
}

export function Footer({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const { settings } = context.content;
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <nav aria-label={pick(UI_TEXT.footerProducts, lang)}>
          <p className="footer-title">{pick(UI_TEXT.footerProducts, lang)}</p>
          <ul>
            {CATEGORIES.map((category) => (
              <li key={category.id}>
                <a href={localizePath(category.route, lang)}>{pick(category.name, lang)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={pick(UI_TEXT.footerService, lang)}>
          <p className="footer-title">{pick(UI_TEXT.footerService, lang)}</p>
          <ul>
            {SERVICE_LINKS.map((link) => (
              <li key={link.route}>
                <a href={localizePath(link.route, lang)}>{pick(link.label, lang)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={pick(UI_TEXT.footerCompany, lang)}>
          <p className="footer-title">{pick(UI_TEXT.footerCompany, lang)}</p>
          <ul>
            {COMPANY_LINKS.map((link) => (
              <li key={link.route}>
                <a href={localizePath(link.route, lang)}>{pick(link.label, lang)}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <FooterSettings context={context} />
      <p className="copyright">
        © {textIn(settings.companyName, lang) || pick(SITE_TITLE, lang)} · {pick(UI_TEXT.copyright, lang)}
      </p>
      <FooterRecords context={context} />
    </footer>
  );
}
