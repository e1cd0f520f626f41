import { SITE_IMAGE_WIDTHS, type SiteImageFormat } from '@dahua/shared/contracts/site-images';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../../errors/app-error.js';

/** The most pixels a photo may have: 40 megapixels (as the images module), checked before decoding. */
export const MAX_SITE_IMAGE_PIXELS = 40_000_000;

/**
 * Each format's settings. AVIF at quality 50 (effort 3: a 1920-px variant in about a second and a
 * half, effort 4 takes three times as long for a few per cent), WebP at 75, JPEG at 78 with mozjpeg
 * (progressive, optimised tables). A typical 1280-px product photo: AVIF about 10–40 KB.
 */
const SETTINGS: Record<
  SiteImageFormat,
  { quality: number; apply: (image: Sharp, quality: number) => Sharp }
> = {
  avif: { quality: 50, apply: (image, quality) => image.avif({ quality, effort: 3 }) },
  webp: { quality: 75, apply: (image, quality) => image.webp({ quality, effort: 4 }) },
  jpeg: { quality: 78, apply: (image, quality) => image.jpeg({ quality, mozjpeg: true }) },
};

/**
 * What a phone may download for a product page (issue 30 §2): at most 120 KB. An AVIF or WebP variant
 * up to 1280 px wide (a 375-px phone at 3× picks it) that comes out larger is made again at lower
 * quality (two steps of 12 at most), so even a grainy photo keeps the budget.
 */
export const PHONE_BUDGET_BYTES = 120 * 1024;
const BUDGET_MAX_WIDTH = 1280;
const QUALITY_STEP = 12;
const QUALITY_STEPS = 2;

/** The placeholder: this many pixels wide, blurred, a low-quality WebP of a few hundred bytes. */
const PLACEHOLDER_WIDTH = 20;

export const EXTENSIONS: Record<SiteImageFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };
export const CONTENT_TYPES: Record<SiteImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The widths a photo this wide gets: the site's widths up to its own; under 320 px, its own width alone. */
export function widthsFor(width: number): number[] {
  const widths = SITE_IMAGE_WIDTHS.filter((w) => w <= width);
  return widths.length > 0 ? widths : [width];
}

export type MadeVariant = { width: number; format: SiteImageFormat; bytes: Buffer };
export type MadeImage = { width: number; height: number; placeholder: string; variants: MadeVariant[] };

/** The decoder's options: the pixel limit again (sharp refuses on its own), a truncated or bad file fails. */
const DECODE = { limitInputPixels: MAX_SITE_IMAGE_PIXELS, failOn: 'warning' } as const;

const tooManyPixels = (width: number, height: number) =>
  new AppError('SITE_IMAGE_TOO_MANY_PIXELS', {
    width,
    height,
    ch: MAX_SITE_IMAGE_PIXELS / 10_000,
    en: MAX_SITE_IMAGE_PIXELS / 1_000_000,
  });

/** A failure of sharp on the caller's file (corrupt, truncated, over the pixel limit): never a 500. */
function refusal(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return new AppError('IMAGE_UNREADABLE');
}

/** The raw decoder's description of a decoded photo (8 bits a channel: sharp's raw output). */
const rawOf = (info: OutputInfo) => ({
  width: info.width,
  height: info.height,
  channels: info.channels as 1 | 2 | 3 | 4,
});

async function encode(
  upright: { data: Buffer; info: OutputInfo },
  width: number,
  format: SiteImageFormat,
): Promise<Buffer> {
  const { quality, apply } = SETTINGS[format];
  const { channels } = upright.info;
  const resized = () => {
    let image = sharp(upright.data, { raw: rawOf(upright.info) }).resize({ width, kernel: 'lanczos3' });
    // JPEG has no transparency: a cut-out photo goes on white.
    if (format === 'jpeg' && channels === 4) image = image.flatten({ background: '#ffffff' });
    return image;
  };
  let bytes = await apply(resized(), quality).toBuffer();
  if (format === 'jpeg' || width > BUDGET_MAX_WIDTH) return bytes;
  for (let step = 1; step <= QUALITY_STEPS && bytes.length > PHONE_BUDGET_BYTES; step += 1)
    bytes = await apply(resized(), quality - step * QUALITY_STEP).toBuffer();
  return bytes;
}

/**
 * Makes a photo's variants (the site's widths × AVIF, WebP, JPEG) and its placeholder, all in memory:
 * the header is read first (over 40 megapixels: refused before anything decodes), then the whole
 * photo is decoded once, turned upright by its EXIF orientation and converted to sRGB; the outputs
 * carry no metadata at all (no EXIF, no GPS, no ICC profile: sRGB is assumed). A file that does not
 * decode whole is IMAGE_UNREADABLE (400), nothing made.
 */
export async function makeVariants(bytes: Uint8Array): Promise<MadeImage> {
  let upright: { data: Buffer; info: OutputInfo };
  try {
    // The header alone (sharp's own limit would refuse here without the size): nothing is decoded yet.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new AppError('IMAGE_UNREADABLE');
    if (meta.width * meta.height > MAX_SITE_IMAGE_PIXELS) throw tooManyPixels(meta.width, meta.height);
    upright = await sharp(bytes, DECODE)
      .rotate()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw refusal(error);
  }
  const { width, height } = upright.info;
  const variants: MadeVariant[] = [];
  for (const w of widthsFor(width)) {
    const made = await Promise.all(
      (['avif', 'webp', 'jpeg'] as const).map(async (format) => ({
        width: w,
        format,
        bytes: await encode(upright, w, format),
      })),
    );
    variants.push(...made);
  }
  const tiny = await sharp(upright.data, { raw: rawOf(upright.info) })
    .resize({ width: Math.min(PLACEHOLDER_WIDTH, width) })
    .blur(1)
    .webp({ quality: 40, alphaQuality: 40, effort: 6 })
    .toBuffer();
  return {
    width,
    height,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
    variants,
  };
}
