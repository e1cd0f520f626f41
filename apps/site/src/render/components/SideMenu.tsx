import type { ReactElement, ReactNode } from 'react';
import { SIDE_MENU } from '../../content/menu.js';
import { localizePath, pick } from '../../i18n/lang.js';
import type { PageContext } from '../page-context.js';

/** The left menu shared by the side screens (device centre, quality honours, maintenance centre). */
export function SideScreen({
  context,
  children,
}: {
  context: PageContext;
  children: ReactNode;
}): ReactElement {
  const { lang } = context;
  return (
    <div className="side-screen">
      <nav className="side-menu" aria-label={lang === 'en' ? 'Service menu' : '服务菜单'}>
        {SIDE_MENU.map((group) => (
          <section key={group.title.en}>
            <p className="side-menu-title">{pick(group.title, lang)}</p>
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
      </nav>
      <div className="side-screen-content">{children}</div>
    </div>
  );
}
