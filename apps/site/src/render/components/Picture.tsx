import type { DeepReadonly } from '@dahua/shared/contracts/site-content';
import type {
  SiteImageFormat,
  SiteImageVariant,
  SiteImage as StoredImage,
} from '@dahua/shared/contracts/site-images';

/** A photo as the content holds it (never changed by a page). */
type SiteImage = DeepReadonly<StoredImage>;
type Variant = DeepReadonly<SiteImageVariant>;

import type { CSSProperties, ReactElement } from 'react';

/** The variants of one format, narrowest first. */
function variantsOf(image: SiteImage, format: SiteImageFormat): Variant[] {
  return image.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
}

/** `url 320w, url 640w, …` of one format ('' when the image has none of it). */
export function srcSetOf(image: SiteImage, format: SiteImageFormat): string {
  return variantsOf(image, format)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');
}

/** The JPEG a browser without srcset loads: the widest up to 1280 px, else the narrowest there is. */
function fallbackOf(image: SiteImage): Variant | undefined {
  const jpegs = variantsOf(image, 'jpeg');
  return jpegs.filter((v) => v.width <= 1280).at(-1) ?? jpegs[0];
}

type PictureProps = {
  image: SiteImage;
  alt: string;
  /** The `sizes` of the layout it sits in, e.g. `(min-width: 960px) 480px, 100vw`. */
  sizes: string;
  /** The page's main image (above the fold): loaded at once, first. Everything else loads lazily. */
  priority?: boolean;
  className?: string;
};

/**
 * A site photo (issue 30 §2): AVIF, then WebP, then the JPEG fallback, each with its widths, so the
 * browser picks the smallest file its layout needs. Width and height are set (the box has its final
 * size before a byte arrives: no layout shift) and the blurred placeholder is the image's background
 * until the photo paints over it. Lazy below the fold; `priority` for the first image of a page.
 */
export function Picture({ image, alt, sizes, priority = false, className }: PictureProps): ReactElement {
  const avif = srcSetOf(image, 'avif');
  const webp = srcSetOf(image, 'webp');
  const jpeg = srcSetOf(image, 'jpeg');
  const style: CSSProperties = {
    backgroundImage: `url(${image.placeholder})`,
    backgroundSize: 'cover',
  };
  return (
    <picture>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      {webp && <source type="image/webp" srcSet={webp} sizes={sizes} />}
      <img
        src={fallbackOf(image)?.url}
        srcSet={jpeg || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
        className={className}
        style={style}
      />
    </picture>
  );
}

/** The attributes of a page's `<link rel="preload">` for its first image (AVIF: browsers without it skip it). */
export type ImagePreload = {
  rel: 'preload';
  as: 'image';
  type: 'image/avif';
  imageSrcSet: string;
  imageSizes: string;
  fetchPriority: 'high';
};

/**
 * The preload of a product page's first image, for its head: `<link {...preloadLinkFor(image, sizes)} />`
 * renders `<link rel="preload" as="image" type="image/avif" imagesrcset="…" imagesizes="…"
 * fetchpriority="high">`, with the same srcset and sizes as its <Picture priority>, so the browser
 * fetches the very file the picture will use, before it reads the body.
 */
export function preloadLinkFor(image: SiteImage, sizes: string): ImagePreload {
  return {
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    imageSrcSet: srcSetOf(image, 'avif'),
    imageSizes: sizes,
    fetchPriority: 'high',
  };
}
