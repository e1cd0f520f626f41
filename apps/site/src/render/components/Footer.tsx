import type { ReactElement } from 'react';
import { CATEGORIES } from '../../content/categories.js';
import { localizePath, pick } from '../../i18n/lang.js';
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
  { route: '/houer', label: UI_TEXT.honours },
  { route: '/device', label: UI_TEXT.equipment },
  { route: '/page/privacy', label: UI_TEXT.privacy },
] as const;

export function Footer({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
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
      <p className="copyright">
        © {pick(SITE_TITLE, lang)} · {pick(UI_TEXT.copyright, lang)}
      </p>
    </footer>
  );
}
