import type { ReactElement } from 'react';
import type { Category } from '../../content/categories.js';
import { productsOfCategory } from '../../content/product-queries.js';
import { pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { SITE_TITLE } from '../../site-config.js';
import { Breadcrumb } from '../components/Breadcrumb.js';
import { Layout } from '../components/Layout.js';
import { ProductCardGrid } from '../components/ProductCard.js';
import type { PageContext } from '../page-context.js';

/** A category listing: breadcrumb 'Product Center' → '/', then cards (SPEC §2.6). */
export function CategoryPage({
  category,
  context,
}: {
  category: Category;
  context: PageContext;
}): ReactElement {
  const { lang } = context;
  const name = pick(category.name, lang);
  return (
    <Layout
      context={context}
      title={`${name} | ${pick(SITE_TITLE, lang)}`}
      description={pick(category.description, lang)}
    >
      <Breadcrumb
        context={context}
        crumbs={[{ label: pick(UI_TEXT.productCenterCrumb, lang), route: '/' }, { label: name }]}
      />
      <h1>{name}</h1>
      <p className="lead">{pick(category.description, lang)}</p>
      <ProductCardGrid context={context} products={productsOfCategory(context.content.products, category)} />
    </Layout>
  );
}
