import type { ReactElement } from 'react';
import type { Product } from '../../content/types.js';
import { localizePath, pick } from '../../i18n/lang.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { productImagePath } from '../../images/image-paths.js';
import type { PageContext } from '../page-context.js';
import { Picture } from './Picture.js';

/** A card's image box: a column of the card grid, the whole width on a phone. */
const CARD_SIZES = '(min-width: 700px) 300px, 100vw';

/** A category card: image, title, description and link to the detail page. */
export function ProductCard({ context, product }: { context: PageContext; product: Product }): ReactElement {
  const { lang } = context;
  const name = pick(product.name, lang);
  const photo = product.photos?.[0];
  return (
    <li className="card">
      <a className="card-link" href={localizePath(product.route, lang)}>
        {photo ? (
          <Picture image={photo} alt={name} sizes={CARD_SIZES} />
        ) : (
          <img
            src={productImagePath(product.slug)}
            alt={pick(UI_TEXT.illustrationOf, lang).replace('{name}', name)}
            width={400}
            height={300}
            loading="lazy"
            decoding="async"
          />
        )}
        <h3>{name}</h3>
      </a>
      <p>{pick(product.summary, lang)}</p>
    </li>
  );
}

export function ProductCardGrid({
  context,
  products,
}: {
  context: PageContext;
  products: readonly Product[];
}): ReactElement {
  return (
    <ul className="card-grid">
      {products.map((product) => (
        <ProductCard key={product.slug} context={context} product={product} />
      ))}
    </ul>
  );
}
