import type { ErrorEntry } from '../entry.js';

/**
 * The site's photos (module site-images, issue 30 §2). A photo too large in bytes, or one that does
 * not decode, is the images module's IMAGE_TOO_LARGE / IMAGE_UNREADABLE.
 */
export const siteImagesErrors = {
  SITE_IMAGE_REQUIRED: {
    id: 'ERCO001780',
    status: 400,
    msg: {
      ch: '请在 file 字段中上传一张 JPEG、PNG 或 WebP 照片',
      en: 'Upload one JPEG, PNG or WebP photo in the "file" field.',
    },
  },
  SITE_IMAGE_TYPE_NOT_ALLOWED: {
    id: 'ERCO001781',
    status: 415,
    msg: {
      ch: '网站照片只能是 JPEG、PNG 或 WebP 格式（按文件内容判断，而非文件名）',
      en: 'A site photo must be a JPEG, PNG or WebP image (judged by its content, not its name).',
    },
  },
  SITE_IMAGE_TOO_MANY_PIXELS: {
    id: 'ERCO001782',
    status: 400,
    msg: {
      ch: '照片像素过多（{width} × {height}），最多 {ch} 万像素',
      en: 'The photo has too many pixels ({width} × {height}); at most {en} megapixels.',
    },
  },
} as const satisfies Record<string, ErrorEntry>;
