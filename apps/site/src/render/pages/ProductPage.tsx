import type { ReactElement } from 'react';
import { CONTACT_TEXT } from '../../content/contact.js';
import { categoryOf, productsOfCategory } from '../../content/product-queries.js';
import type { Product } from '../../content/types.js';
import { pick } from '../../i18n/lang.js';
import { textIn } from '../../i18n/text-in.js';
import { UI_TEXT } from '../../i18n/ui-text.js';
import { productImagePath } from '../../images/image-paths.js';
import { absoluteUrl, SITE_TITLE } from '../../site-config.js';
import { Breadcrumb } from '../components/Breadcrumb.js';
import { ChineseOnlyNotice } from '../components/ChineseOnlyNotice.js';
import { ContactDetails, EnquiryForm, hasContactDetails } from '../components/EnquiryForm.js';
import { Layout } from '../components/Layout.js';
import { Picture, preloadLinkFor } from '../components/Picture.js';
import { ProductCardGrid } from '../components/ProductCard.js';
import type { PageContext } from '../page-context.js';

/** Where the product page's photo is: the first photo's widest JPEG, else the family's drawing. */
function leadImageUrl(product: Product): string {
  const jpegs = (product.photos?.[0]?.variants ?? []).filter((v) => v.format === 'jpeg');
  const widest = jpegs.sort((a, b) => b.width - a.width)[0];
  if (!widest) return absoluteUrl(productImagePath(product.slug));
  return widest.url.startsWith('/') ? absoluteUrl(widest.url) : widest.url;
}

/** The hero photo's box: half the content width on a wide screen, the whole width on a phone. */
export const HERO_SIZES = '(min-width: 960px) 480px, 100vw';
const GALLERY_SIZES = '(min-width: 960px) 300px, 50vw';

function productJsonLd(product: Product, context: PageContext): Record<string, unknown> {
  const { lang } = context;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: pick(product.name, lang),
    model: product.model,
    description: pick(product.summary, lang),
    image: leadImageUrl(product),
    category: pick(categoryOf(product).name, lang),
    brand: { '@type': 'Brand', name: pick(SITE_TITLE, lang) },
    url: absoluteUrl(lang === 'en' ? `/en${product.route}` : product.route),
    additionalProperty: product.body.specs.map((spec) => ({
      '@type': 'PropertyValue',
      name: textIn(spec.name, lang),
      value: textIn(spec.value, lang),
    })),
  };
}

function ProductDetail({ product, context }: { product: Product; context: PageContext }): ReactElement {
  const { lang } = context;
  const body = product.body;
  const name = pick(product.name, lang);
  const [lead, ...morePhotos] = product.photos ?? [];
  const related = productsOfCategory(context.content.products, categoryOf(product))
    .filter((other) => other.slug !== product.slug)
    .slice(0, 4);
  return (
    <article className="product">
      <div className="product-hero">
        <div className="product-intro">
          <h1>{name}</h1>
          <p className="subtitle">{textIn(body.subtitle, lang)}</p>
          <ul className="taglines">
            {body.taglines.map((tagline) => (
              <li key={tagline.ch}>{textIn(tagline, lang)}</li>
            ))}
          </ul>
          <p className="description">{textIn(body.description, lang)}</p>
        </div>
        <figure className="product-figure">
          {lead ? (
            <Picture image={lead} alt={name} sizes={HERO_SIZES} priority />
          ) : (
            <img
              src={productImagePath(product.slug)}
              alt={name}
              width={400}
              height={300}
              fetchPriority="high"
            />
          )}
        </figure>
      </div>

      {morePhotos.length > 0 ? (
        <ul className="product-photos">
          {morePhotos.map((photo, index) => (
            <li key={photo.id}>
              <Picture image={photo} alt={`${name} (${index + 2})`} sizes={GALLERY_SIZES} />
            </li>
          ))}
        </ul>
      ) : null}

      <section aria-labelledby="highlights-heading">
        <h2 id="highlights-heading">{pick(UI_TEXT.highlights, lang)}</h2>
        <ul className="highlights">
          {body.highlights.map((highlight) => (
            <li key={highlight.ch}>{textIn(highlight, lang)}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="specs-heading">
        <h2 id="specs-heading">{pick(UI_TEXT.specifications, lang)}</h2>
        <table className="spec-table">
          <thead>
            <tr>
              <th scope="col">{pick(UI_TEXT.specName, lang)}</th>
              <th scope="col">{pick(UI_TEXT.specValue, lang)}</th>
            </tr>
          </thead>
          <tbody>
            {body.specs.map((spec) => (
              <tr key={spec.name.ch}>
                <th scope="row">{textIn(spec.name, lang)}</th>
                <td>{textIn(spec.value, lang)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section aria-labelledby="video-heading">
        <h2 id="video-heading">{pick(UI_TEXT.video, lang)}</h2>
        <figure className="video-caption">
          <div className="video-frame">
            <svg viewBox="0 0 64 64" width={64} height={64} aria-hidden="true">
              <circle cx={32} cy={32} r={30} fill="#004494" />
              <path d="M26 20 L46 32 L26 44 Z" fill="#fff" />
            </svg>
          </div>
          <figcaption>{textIn(body.videoCaption, lang)}</figcaption>
        </figure>
      </section>

      <section aria-labelledby="features-heading">
        <h2 id="features-heading">{pick(UI_TEXT.features, lang)}</h2>
        <div className="feature-grid">
          {body.features.map((feature) => (
            <section className="feature" key={feature.title.ch}>
              <h3>{textIn(feature.title, lang)}</h3>
              <ul>
                {feature.bullets.map((bullet) => (
                  <li key={bullet.ch}>{textIn(bullet, lang)}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="related-heading">
          <h2 id="related-heading">{pick(UI_TEXT.relatedProducts, lang)}</h2>
          <ProductCardGrid context={context} products={related} />
        </section>
      ) : null}

      <section className="product-enquiry" aria-labelledby="enquiry-heading">
        <h2 id="enquiry-heading">{pick(CONTACT_TEXT.productFormTitle, lang)}</h2>
        {hasContactDetails(context) ? (
          <>
            <p>{pick(CONTACT_TEXT.productFormIntro, lang)}</p>
            <ContactDetails context={context} />
          </>
        ) : (
          <p>{pick(CONTACT_TEXT.productFormIntroFormOnly, lang)}</p>
        )}
        <EnquiryForm context={context} product={product.slug} />
      </section>
    </article>
  );
}

export function ProductPage({ product, context }: { product: Product; context: PageContext }): ReactElement {
  const { lang } = context;
  const lead = product.photos?.[0];
  const category = categoryOf(product);
  const name = pick(product.name, lang);
  const englishNotice = product.languages === 'ch-only' && lang === 'en';
  return (
    <Layout
      context={context}
      title={`${name} | ${pick(SITE_TITLE, lang)}`}
      description={pick(product.summary, lang)}
      chineseOnly={product.languages === 'ch-only'}
      {...(englishNotice ? {} : { jsonLd: productJsonLd(product, context) })}
      {...(lead && !englishNotice ? { preload: preloadLinkFor(lead, HERO_SIZES) } : {})}
    >
      <Breadcrumb
        context={context}
        crumbs={[{ label: pick(category.name, lang), route: category.route }, { label: name }]}
      />
      {englishNotice ? (
        <ChineseOnlyNotice context={context} heading={name} summary={pick(product.summary, lang)} />
      ) : (
        <ProductDetail product={product} context={context} />
      )}
    </Layout>
  );
}
