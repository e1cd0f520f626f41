import type { SiteImage } from '@dahua/shared/contracts/site-images';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture, preloadLinkFor } from './Picture.js';

const PLACEHOLDER = 'data:image/webp;base64,UklGRkAAAABXRUJQVlA4IDQAAADQAQCdASoUAA0AAUAmJaQAA3AA/vuUAAA=';
const WIDTHS = [320, 640, 1280, 1920];
const ext = { avif: 'avif', webp: 'webp', jpeg: 'jpg' } as const;

const image: SiteImage = {
  id: '0123456789abcdef',
  width: 2400,
  height: 1600,
  placeholder: PLACEHOLDER,
  name: 'tm-f65.jpg',
  variants: (['avif', 'webp', 'jpeg'] as const).flatMap((format) =>
    // Listed widest first: the component orders them itself.
    [...WIDTHS].reverse().map((width) => ({
      width,
      format,
      url: `/uploads/site-media/0123456789abcdef/${width}.${ext[format]}`,
      bytes: width * 10,
    })),
  ),
};
const SIZES = '(min-width: 960px) 480px, 100vw';
const set = (format: keyof typeof ext) =>
  WIDTHS.map((w) => `/uploads/site-media/0123456789abcdef/${w}.${ext[format]} ${w}w`).join(', ');

describe('Picture', () => {
  it('renders AVIF and WebP sources, then the JPEG img with its size, lazily, over its placeholder', () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="TM-F65 电子秤" sizes={SIZES} />);
    expect(html).toBe(
      '<picture>' +
        `<source type="image/avif" srcSet="${set('avif')}" sizes="${SIZES}"/>` +
        `<source type="image/webp" srcSet="${set('webp')}" sizes="${SIZES}"/>` +
        `<img src="/uploads/site-media/0123456789abcdef/1280.jpg" srcSet="${set('jpeg')}" sizes="${SIZES}" ` +
        'width="2400" height="1600" alt="TM-F65 电子秤" loading="lazy" decoding="async" ' +
        `style="background-image:url(${PLACEHOLDER});background-size:cover"/>` +
        '</picture>',
    );
    expect(html).not.toContain('fetchpriority');
  });

  it('loads the priority image at once and first', () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="" sizes="100vw" priority />);
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
    expect(html).toContain('decoding="async"');
    expect(html).not.toContain('loading="lazy"');
  });

  it('takes a photo under 320 px (one width of each format)', () => {
    const small: SiteImage = {
      ...image,
      width: 200,
      height: 100,
      variants: (['avif', 'webp', 'jpeg'] as const).map((format) => ({
        width: 200,
        format,
        url: `/m/200.${ext[format]}`,
        bytes: 900,
      })),
    };
    const html = renderToStaticMarkup(<Picture image={small} alt="small" sizes="200px" />);
    expect(html).toContain('<source type="image/avif" srcSet="/m/200.avif 200w"');
    expect(html).toContain('<img src="/m/200.jpg" srcSet="/m/200.jpg 200w"');
    expect(html).toContain('width="200" height="100"');
  });
});

describe('preloadLinkFor', () => {
  it('preloads the AVIF set with the picture’s sizes', () => {
    const link = preloadLinkFor(image, SIZES);
    expect(link).toEqual({
      rel: 'preload',
      as: 'image',
      type: 'image/avif',
      imageSrcSet: set('avif'),
      imageSizes: SIZES,
      fetchPriority: 'high',
    });
    // As a page's head renders it.
    const html = renderToStaticMarkup(
      <head>
        <link {...link} />
      </head>,
    );
    expect(html).toBe(
      `<head><link rel="preload" as="image" type="image/avif" imageSrcSet="${set('avif')}" ` +
        `imageSizes="${SIZES}" fetchPriority="high"/></head>`,
    );
  });
});
