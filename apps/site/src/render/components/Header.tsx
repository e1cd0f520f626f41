import type { ReactElement } from 'react';
import { HEADER_LINKS, PRODUCT_MENU_GROUPS, SIGN_IN_PATH } from '../../content/menu.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { SITE_TITLE } from '../../site-config.js';
import type { PageContext } from '../page-context.js';

function Logo({ context }: { context: PageContext }): ReactElement {
  return (
    <a className="logo" href={localizePath('/', context.lang)}>
      <svg aria-hidden="true" viewBox="0 0 40 40" width={32} height={32}>
        <rect width={40} height={40} rx={8} fill="#004494" />
        <path d="M9 27h22M12 27l3-12h10l3 12M17 15v-4h6v4" stroke="#fff" strokeWidth={3} fill="none" />
      </svg>
      <span>{pick(SITE_TITLE, context.lang)}</span>
    </a>
  );
}

function ProductsMenu({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  return (
    <li className="nav-item dropdown" data-dropdown="">
      <button type="button" className="nav-button" aria-expanded="false" aria-controls="products-menu">
        {pick(UI_TEXT.productsCenter, lang)}
      </button>
      <div className="dropdown-panel mega" id="products-menu">
        {PRODUCT_MENU_GROUPS.map((group) => (
          <section key={group.title.en} className="menu-group" aria-label={pick(group.title, lang)}>
            <p className="menu-group-title">{pick(group.title, lang)}</p>
            <ul>
              {group.links.map((link) => (
                <li key={link.route}>
                  <a
                    href={localizePath(link.route, lang)}
                    aria-current={context.path === link.route ? 'page' : undefined}
                  >
                    {pick(link.label, lang)}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </li>
  );
}

function LanguageMenu({ context }: { context: PageContext }): ReactElement {
  const { lang, path } = context;
  return (
    <div className="dropdown language" data-dropdown="">
      <button type="button" className="nav-button" aria-expanded="false" aria-controls="language-menu">
        <span className="visually-hidden">{pick(UI_TEXT.language, lang)}: </span>
        {lang === 'en' ? 'English' : '中文'}
      </button>
      <ul className="dropdown-panel" id="language-menu">
        <li>
          <a
            href={localizePath(path, 'ch')}
            hrefLang="zh-CN"
            lang="zh-CN"
            data-lang="ch"
            aria-current={lang === 'ch' ? 'true' : undefined}
          >
            中文
          </a>
        </li>
        <li>
          <a
            href={localizePath(path, 'en')}
            hrefLang="en"
            lang="en"
            data-lang="en"
            aria-current={lang === 'en' ? 'true' : undefined}
          >
            English
          </a>
        </li>
      </ul>
    </div>
  );
}

export function Header({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {pick(UI_TEXT.skipToContent, lang)}
      </a>
      <div className="header-inner">
        <Logo context={context} />
        <button
          type="button"
          className="nav-toggle"
          data-nav-toggle=""
          aria-expanded="false"
          aria-controls="site-nav"
        >
          {pick(UI_TEXT.openMenu, lang)}
        </button>
        <nav className="site-nav" id="site-nav" aria-label={pick(UI_TEXT.mainNavigation, lang)}>
          <ul className="nav-list">
            <li className="nav-item">
              <a href={localizePath('/', lang)} aria-current={context.path === '/' ? 'page' : undefined}>
                {pick(UI_TEXT.home, lang)}
              </a>
            </li>
            <ProductsMenu context={context} />
            {HEADER_LINKS.map((link) => (
              <li className="nav-item" key={link.route}>
                <a
                  href={localizePath(link.route, lang)}
                  aria-current={context.path === link.route ? 'page' : undefined}
                >
                  {pick(link.label, lang)}
                </a>
              </li>
            ))}
            <li className="nav-item">
              {/* Signing in keeps the language being read: the console follows `lange` too. */}
              <a href={SIGN_IN_PATH} data-lang={lang}>
                {pick(UI_TEXT.signIn, lang)}
              </a>
            </li>
          </ul>
          <LanguageMenu context={context} />
        </nav>
      </div>
    </header>
  );
}
