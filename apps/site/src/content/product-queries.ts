import { SPEC_CATEGORY_CARDS } from '../site-map/spec-routes.js';
import { type Category, categoryById } from './categories.js';
import { PRODUCTS } from './products/index.js';
import type { Product } from './types.js';

export function productByRoute(route: string): Product | undefined {
  return PRODUCTS.find((product) => product.route === route);
}

export function productBySlug(slug: string): Product {
  const product = PRODUCTS.find((candidate) => candidate.slug === slug);
  if (!product) throw new Error(`Unknown product ${slug}`);
  return product;
}

/** A category's cards: SPEC §2.6's listed products first, in its order, then the rest. */
export function productsOfCategory(category: Category): Product[] {
  const listed = (SPEC_CATEGORY_CARDS[category.route] ?? [])
    .map((route) => productByRoute(route))
    .filter((product): product is Product => product !== undefined);
  const others = PRODUCTS.filter((product) => product.category === category.id && !listed.includes(product));
  return [...listed, ...others];
}

export function categoryOf(product: Product): Category {
  return categoryById(product.category);
}
