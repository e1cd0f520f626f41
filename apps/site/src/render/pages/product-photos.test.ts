import type { SiteImage } from '@dahua/shared/contracts/site-images';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../content/default-content.js';
import { renderOnePage } from '../../site-map/render-site.js';

const ASSETS = { css: '/a.css', js: '/a.js', favicon: '/f.svg' };

function photo(id: string): SiteImage {
  return {
    id,
    width: 1600,
    height: 1200,
    name: `${id}.jpg`,
    placeholder: 'data:image/webp;base64,UklGRg==',
    variants: [320, 640, 1280].flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({
        width,
        format,
        url: `/uploads/site-media/${id}/${width}.${format === 'jpeg' ? 'jpg' : format}`,
        bytes: width * 20,
      })),
    ),
  };
}

/** A product with photos (issue 30 §2): its page leads with the first, preloaded; its card shows it too. */
describe('product photos', () => {
  const base = defaultSiteContent();
  const content = {
    ...base,
    products: base.products.map((product) =>
      product.slug === 'tm-ab'
        ? { ...product, photos: [photo('a1b2c3d4e5f60718'), photo('0f1e2d3c4b5a6978')] }
        : product,
    ),
  };

  it('the page leads with the first photo (eager, high priority, sized), preloads it and lists the others lazily', () => {
    const html = renderOnePage(content, ASSETS, '/Tmab', 'ch')!;
    expect(html).toContain('<link rel="preload" as="image" type="image/avif"');
    expect(html).toContain('/uploads/site-media/a1b2c3d4e5f60718/640.avif 640w');
    expect(html).toMatch(/<img[^>]*src="\/uploads\/site-media\/a1b2c3d4e5f60718\/1280\.jpg"[^>]*>/);
    const hero = /<img[^>]*a1b2c3d4e5f60718\/1280\.jpg[^>]*>/.exec(html)![0];
    expect(hero).toContain('width="1600"');
    expect(hero).toContain('height="1200"');
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
    const second = /<img[^>]*0f1e2d3c4b5a6978\/1280\.jpg[^>]*>/.exec(html)![0];
    expect(second).toContain('loading="lazy"');
    // The drawing is no longer the page's image.
    expect(html).not.toContain('/assets/img/products/tm-ab.svg');
  });

  it('the category card shows the photo; products without photos keep their drawing', () => {
    const html = renderOnePage(content, ASSETS, '/chanpincontain', 'en')!;
    expect(html).toContain('/uploads/site-media/a1b2c3d4e5f60718/320.avif 320w');
    expect(renderOnePage(content, ASSETS, '/TmF', 'ch')).toContain('/assets/img/products/tm-f.svg');
  });
});
