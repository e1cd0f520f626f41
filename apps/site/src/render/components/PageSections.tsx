import type { DeepReadonly, SitePageContent } from '@dahua/shared/contracts/site-content';
import type { ReactElement } from 'react';
import { type Lang, localizePath } from '../../i18n/lang.js';
import { textIn } from '../../i18n/text-in.js';

type Section = DeepReadonly<SitePageContent>['sections'][number];

/** A text page's section as an editor wrote it: heading, paragraphs, and its link to another page. */
export function PageSection({
  section,
  lang,
  id,
}: {
  section: Section;
  lang: Lang;
  id?: string;
}): ReactElement {
  return (
    <section {...(id ? { 'aria-labelledby': id } : {})}>
      <h2 {...(id ? { id } : {})}>{textIn(section.heading, lang)}</h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph.ch}>{textIn(paragraph, lang)}</p>
      ))}
      {section.link ? (
        <p>
          <a href={localizePath(section.link.path, lang)}>{textIn(section.link.label, lang)}</a>
        </p>
      ) : null}
    </section>
  );
}
