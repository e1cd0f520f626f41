import { SPEC_CATEGORY_CARDS } from '../site-map/spec-routes.js';
import { type Category, categoryById } from './categories.js';
import type { Product } from './types.js';

/** The products a page lists: the published ones (or a preview's), passed in the page's context. */
export type ProductList = readonly Product[];

export function productByRoute(products: ProductList, route: string): Product | undefined {
  return products.find((product) => product.route === route);
}

export function productBySlug(products: ProductList, slug: string): Product {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`Unknown product ${slug}`);
  return product;
}

/** A category's cards: SPEC §2.6's listed products first, in its order, then the rest. */
export function productsOfCategory(products: ProductList, category: Category): Product[] {
  const listed = (SPEC_CATEGORY_CARDS[category.route] ?? [])
    .map((route) => productByRoute(products, route))
    .filter((product): product is Product => product !== undefined);
  const others = products.filter((product) => product.category === category.id && !listed.includes(product));
  return [...listed, ...others];
}

export function categoryOf(product: Product): Category {
  return categoryById(product.category);
}
