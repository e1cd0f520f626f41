import { z } from 'zod';
import { siteImagesPaths } from '../paths/site-images.js';
import { pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';

/** The largest photo a site editor may upload: 20 MB. */
export const MAX_SITE_IMAGE_MB = 20;
/** The widths the variants are made at (never wider than the photo; a photo under 320 px: its own width). */
export const SITE_IMAGE_WIDTHS = [320, 640, 1280, 1920] as const;
/** Each width in each format: AVIF first (the smallest), WebP, and JPEG for browsers without either. */
export const SITE_IMAGE_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type SiteImageFormat = (typeof SITE_IMAGE_FORMATS)[number];

/** A site image's id: 16 lower-case hex digits. */
export const SITE_IMAGE_ID = /^[0-9a-f]{16}$/;
export const siteImageId = z.string().regex(SITE_IMAGE_ID);

export const siteImageVariantSchema = z.object({
  width: z.number().int().describe('pixels'),
  format: z.enum(SITE_IMAGE_FORMATS),
  url: z
    .string()
    .describe('where it is served: /uploads/site-media/<id>/<width>.<ext> locally, or on the object store'),
  bytes: z.number().int(),
});
export type SiteImageVariant = z.infer<typeof siteImageVariantSchema>;

/**
 * A photo of the public site and its variants. Width and height are the upright photo's (EXIF
 * orientation applied); a variant's height is `round(height × its width / width)`. `placeholder` is a
 * tiny blurred WebP as a `data:image/webp;base64,…` URL, shown until the photo arrives.
 */
export const siteImageSchema = z.object({
  id: siteImageId,
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  name: z.string().describe('the file name as uploaded'),
  variants: z.array(siteImageVariantSchema),
});
export type SiteImage = z.infer<typeof siteImageSchema>;

/** A photo as the management calls answer it: the photo and when it was uploaded. */
export const siteImageListedSchema = siteImageSchema.extend({
  created_time: z.string(),
});
export type SiteImageListed = z.infer<typeof siteImageListedSchema>;

/** Any text: an id that is not one names no photo (404). */
export const siteImageParams = z.object({ id: z.string().max(64) });

/** Uploads are multipart (field `file`); the answer is the photo with its variants. */
export const siteImagesApi = defineApi(siteImagesPaths, {
  upload: { response: siteImageListedSchema },
  list: { query: pageQuery, response: pageOf(siteImageListedSchema) },
  one: { params: siteImageParams, response: siteImageListedSchema },
});
