import type { ReactElement } from 'react';
import { CATEGORIES } from '../../content/categories.js';
import { PRODUCT_MENU_GROUPS } from '../../content/menu.js';
import { HOME_COPY } from '../../content/pages/home.js';
import { productByRoute, productsOfCategory } from '../../content/product-queries.js';
import type { Product } from '../../content/types.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { SITE_TITLE } from '../../site-config.js';
import { Layout } from '../components/Layout.js';
import { ProductCardGrid } from '../components/ProductCard.js';
import type { PageContext } from '../page-context.js';

export function HomePage({ context }: { context: PageContext }): ReactElement {
  const { lang } = context;
  const t = (key: keyof typeof HOME_COPY): string => pick(HOME_COPY[key], lang);
  return (
    <Layout
      context={context}
      title={`${t('title')} | ${pick(SITE_TITLE, lang)}`}
      description={t('description')}
    >
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
      </section>

      <section aria-labelledby="groups-heading">
        <h2 id="groups-heading">{t('groupsHeading')}</h2>
        {PRODUCT_MENU_GROUPS.map((group) => {
          const products = group.links
            .map((link) => productByRoute(context.content.products, link.route))
            .filter((product): product is Product => product !== undefined);
          return (
            <section key={group.title.en} className="home-group" aria-label={pick(group.title, lang)}>
              <h3 className="group-title">{pick(group.title, lang)}</h3>
              <ProductCardGrid context={context} products={products} />
            </section>
          );
        })}
      </section>

      <section aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t('categoriesHeading')}</h2>
        <ul className="category-grid">
          {CATEGORIES.map((category) => (
            <li key={category.id} className="category-tile">
              <a href={localizePath(category.route, lang)}>
                <span className="category-name">{pick(category.name, lang)}</span>
                <span className="category-count">
                  {productsOfCategory(context.content.products, category).length}{' '}
                  {lang === 'en' ? 'products' : '款产品'}
                </span>
              </a>
              <p>{pick(category.description, lang)}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="two-columns">
        <section aria-labelledby="service-heading">
          <h2 id="service-heading">{t('serviceHeading')}</h2>
          <p>{t('serviceBody')}</p>
          <p>
            <a href={localizePath('/instructions', lang)}>{t('manualsLink')}</a>
            {' · '}
            <a href={localizePath('/weixiu', lang)}>{t('maintenanceLink')}</a>
          </p>
        </section>
        <section aria-labelledby="about-heading">
          <h2 id="about-heading">{t('aboutHeading')}</h2>
          <p>{t('aboutBody')}</p>
          <p>
            <a href={localizePath('/about', lang)}>{t('aboutLink')}</a>
          </p>
        </section>
      </div>
    </Layout>
  );
}
