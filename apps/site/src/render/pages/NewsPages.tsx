import type { DeepReadonly, SiteNewsContent } from '@dahua/shared/contracts/site-content';
import type { ReactElement } from 'react';
import { NEWS_COPY } from '../../content/pages/news.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { textIn } from '../../i18n/text-in.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import { Picture } from '../components/Picture.js';
import type { PageContext } from '../page-context.js';

type Article = DeepReadonly<SiteNewsContent>;

/** /news: the published articles, newest first, each a card with its date, title and summary. */
export function NewsListPage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const title = pick(NEWS_COPY.title, lang);
  const articles = context.content.news;
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={pick(NEWS_COPY.description, lang)}
    >
      <h1>{title}</h1>
      {articles.length === 0 ? (
        <p className="muted">{pick(NEWS_COPY.empty, lang)}</p>
      ) : (
        <ul className="news-list">
          {articles.map((article) => {
            const href = localizePath(`/news/${article.slug}`, lang);
            return (
              <li key={article.slug}>
                {article.photo ? (
                  <Picture
                    image={article.photo}
                    alt={textIn(article.title, lang)}
                    sizes="(min-width: 960px) 240px, 100vw"
                  />
                ) : null}
                <div>
                  <time dateTime={article.date}>{article.date}</time>
                  <h2>
                    <a href={href}>{textIn(article.title, lang)}</a>
                  </h2>
                  <p>{textIn(article.summary, lang)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Layout>
  );
}

/** /news/<slug>: one article, its photo leading. */
export function NewsArticlePage({
  article,
  context,
}: {
  article: Article;
  context: PageContext;
}): ReactElement {
  const { lang } = context;
  const title = textIn(article.title, lang);
  return (
    <Layout
      context={context}
      title={`${title} | ${pick(SITE_TITLE, lang)}`}
      description={textIn(article.summary, lang)}
    >
      <article className="news-article">
        <p>
          <a href={localizePath('/news', lang)}>{pick(NEWS_COPY.back, lang)}</a>
        </p>
        <h1>{title}</h1>
        <p className="muted">
          <time dateTime={article.date}>{article.date}</time>
        </p>
        {article.photo ? (
          <Picture image={article.photo} alt={title} sizes="(min-width: 960px) 720px, 100vw" priority />
        ) : null}
        <p className="lead">{textIn(article.summary, lang)}</p>
        {article.paragraphs.map((paragraph, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their place
          <p key={index}>{textIn(paragraph, lang)}</p>
        ))}
      </article>
    </Layout>
  );
}
