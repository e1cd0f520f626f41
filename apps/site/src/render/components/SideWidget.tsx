import type { ReactElement } from 'react';
import { localizePath, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import type { PageContext } from '../page-context.js';

/** The floating side widget of SPEC §2.6: quick links and back to top. */
export function SideWidget({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  return (
    <aside className="side-widget" aria-label={pick(UI_TEXT.quickLinks, lang)}>
      <a href={localizePath('/instructions', lang)}>{pick(UI_TEXT.manuals, lang)}</a>
      <a href={localizePath('/weixiu', lang)}>{pick(UI_TEXT.maintenance, lang)}</a>
      <a href="#top">{pick(UI_TEXT.backToTop, lang)}</a>
    </aside>
  );
}
