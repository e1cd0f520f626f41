import type { ReactElement } from 'react';
import { pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import type { PageContext } from '../page-context.js';

/** The English page of a Chinese-only page: says so and links back to the Chinese page. */
export function ChineseOnlyNotice({
  context,
  heading,
  summary,
}: {
  context: PageContext;
  heading: string;
  summary?: string;
}): ReactElement {
  return (
    <section className="notice" aria-labelledby="notice-heading">
      <h1 id="notice-heading">{heading}</h1>
      {summary ? <p>{summary}</p> : null}
      <p className="notice-box">
        <strong>{pick(UI_TEXT.chineseOnlyTitle, context.lang)}.</strong>{' '}
        {pick(UI_TEXT.chineseOnlyBody, context.lang)}
      </p>
      <p>
        <a className="button" href={context.path} hrefLang="zh-CN">
          {pick(UI_TEXT.viewChinesePage, context.lang)}
        </a>
      </p>
    </section>
  );
}
