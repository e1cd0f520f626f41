import type { ErrorEntry } from '../entry.js';

/** Uploaded images and where they are stored (modules images, web-files; storage/). */
export const imagesErrors = {
  IMAGE_REQUIRED: {
    id: 'ERCO000012',
    status: 400,
    msg: {
      ch: '请在 image 字段中上传一个图片文件',
      en: 'Upload one image file in the "image" field.',
    },
  },
  IMAGE_TYPE_NOT_ALLOWED: {
    id: 'ERCO000013',
    status: 415,
    msg: {
      ch: '只能上传 PNG、JPEG、WebP 或 GIF 格式的图片',
      en: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
    },
  },
  IMAGE_TOO_LARGE: {
    id: 'ERCO000014',
    status: 413,
    msg: { ch: '图片大小不能超过 {mb} MB', en: 'The image must not be larger than {mb} MB.' },
  },
  IMAGE_TOO_MANY_PIXELS: {
    id: 'ERCO000024',
    status: 413,
    msg: {
      ch: '图片像素过多（{width} × {height}），最多 {ch} 万像素',
      en: 'The image has too many pixels ({width} × {height}); at most {en} megapixels.',
    },
  },
  IMAGE_UNREADABLE: {
    id: 'ERCO000025',
    status: 400,
    msg: {
      ch: '图片无法读取：文件已损坏或不完整',
      en: 'The image cannot be read: the file is damaged or incomplete.',
    },
  },
  STORAGE_FAILED: {
    id: 'ERCO000015',
    status: 502,
    msg: { ch: '文件保存失败，请稍后再试', en: 'The file could not be stored. Please try again later.' },
  },
} as const satisfies Record<string, ErrorEntry>;
