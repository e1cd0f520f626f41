import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { localFileOf } from '../../storage/local.js';
import { StorageError } from '../../storage/storage.js';
import { checkImage } from './image-check.js';

/** The largest image accepted: 5 MB. */
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

export type ImageType = { ext: 'png' | 'jpg' | 'webp' | 'gif'; contentType: string };

const PNG: ImageType = { ext: 'png', contentType: 'image/png' };
const JPEG: ImageType = { ext: 'jpg', contentType: 'image/jpeg' };
const WEBP: ImageType = { ext: 'webp', contentType: 'image/webp' };
const GIF: ImageType = { ext: 'gif', contentType: 'image/gif' };

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The image type judged by the bytes alone (magic numbers), never by the file name or the
 * declared content type: PNG, JPEG, WebP and GIF; anything else (SVG included) is null.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBPVP8'), 8)) return WEBP;
  return null;
}

const CONTENT_TYPES: Record<string, string> = {
  png: PNG.contentType,
  jpg: JPEG.contentType,
  webp: WEBP.contentType,
  gif: GIF.contentType,
};

/**
 * Checks and stores an uploaded image under a generated name (random id + the extension of the
 * detected type) and answers its public URL. A storage failure is logged and answered as
 * STORAGE_FAILED; its details stay in the log.
 */
export async function saveImage(
  ctx: AppContext,
  bytes: Uint8Array,
  log: { error(details: object, message: string): void },
): Promise<string> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new AppError('IMAGE_TOO_LARGE', { mb: MAX_IMAGE_MB });
  const type = detectImageType(bytes);
  if (!type) throw new AppError('IMAGE_TYPE_NOT_ALLOWED');
  await checkImage(bytes, type);
  const key = `${randomBytes(16).toString('hex')}.${type.ext}`;
  try {
    return await ctx.storage.put(key, bytes, type.contentType);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    log.error({ err: error, key }, 'image storage failed');
    throw new AppError('STORAGE_FAILED');
  }
}

/**
 * A file stored on the local disk, for GET /uploads/<key>: only plain names with an image
 * extension under DATA_DIR/uploads, so nothing else on the disk can be reached.
 */
export async function localUpload(
  ctx: AppContext,
  key: string,
): Promise<{ file: string; size: number; contentType: string } | null> {
  const contentType = CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)];
  if (!contentType || !key.includes('.')) return null;
  const found = await localFileOf(ctx.config.storage.localDir, key);
  return found && { ...found, contentType };
}
