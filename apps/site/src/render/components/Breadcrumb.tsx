import type { ReactElement } from 'react';
import { localizePath, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import type { PageContext } from '../page-context.js';

export interface Crumb {
  readonly label: string;
  /** Chinese path; the last crumb (the current page) has none. */
  readonly route?: string;
}

export function Breadcrumb({
  context,
  crumbs,
}: {
  context: PageContext;
  crumbs: readonly Crumb[];
}): ReactElement {
  return (
    <nav className="breadcrumb" aria-label={pick(UI_TEXT.breadcrumb, context.lang)}>
      <ol>
        {crumbs.map((crumb) => (
          <li key={`${crumb.route ?? ''}${crumb.label}`}>
            {crumb.route === undefined ? (
              <span aria-current="page">{crumb.label}</span>
            ) : (
              <a href={localizePath(crumb.route, context.lang)}>{crumb.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
