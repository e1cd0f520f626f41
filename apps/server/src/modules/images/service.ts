import { randomBytes } from 'node:crypto';
import { MAX_DOCUMENT_MB, type UploadedFile } from '@dahua/shared/contracts/images';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { localFileOf } from '../../storage/local.js';
import { StorageError } from '../../storage/storage.js';
import { displayNameOf, endsAsPdf, namedAsPdf, PDF_CONTENT_TYPE, startsAsPdf } from './document.js';
import { checkImage } from './image-check.js';
import { detectImageType, GIF, JPEG, PNG, WEBP } from './image-type.js';

export { detectImageType, type ImageType } from './image-type.js';

/** The largest image accepted: 5 MB. */
export const MAX_IMAGE_MB = 5;
export const MAX_IMAGE_BYTES = MAX_IMAGE_MB * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  png: PNG.contentType,
  jpg: JPEG.contentType,
  webp: WEBP.contentType,
  gif: GIF.contentType,
  pdf: PDF_CONTENT_TYPE,
};

/** The largest document (a PDF certificate) accepted: 10 MB. */
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;

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

type Log = { error(details: object, message: string): void };

async function store(ctx: AppContext, key: string, bytes: Uint8Array, contentType: string, log: Log) {
  try {
    return await ctx.storage.put(key, bytes, contentType);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    log.error({ err: error, key }, 'file storage failed');
    throw new AppError('STORAGE_FAILED');
  }
}

/**
 * Checks and stores an uploaded document (issue 27: a certificate's photo or PDF): an image as
 * saveImage checks it, or a PDF (`%PDF-` first, `%%EOF` in its last kilobyte, at most 10 MB). A file
 * named or typed as a PDF must be one (a PNG renamed `.pdf` is refused). Answers its address, kind
 * and display name.
 */
export async function saveDocument(
  ctx: AppContext,
  bytes: Uint8Array,
  sent: { name: string | undefined; type: string },
  log: Log,
): Promise<UploadedFile> {
  if (bytes.length > MAX_DOCUMENT_BYTES) throw new AppError('FILE_TOO_LARGE', { mb: MAX_DOCUMENT_MB });
  const name = displayNameOf(sent.name);
  const isPdf = startsAsPdf(bytes);
  if (!isPdf && namedAsPdf(name, sent.type)) throw new AppError('PDF_NOT_A_PDF');
  if (!isPdf) {
    if (!detectImageType(bytes)) throw new AppError('FILE_TYPE_NOT_ALLOWED');
    return { url: await saveImage(ctx, bytes, log), kind: 'image', name };
  }
  if (!endsAsPdf(bytes)) throw new AppError('PDF_INCOMPLETE');
  const key = `${randomBytes(16).toString('hex')}.pdf`;
  return { url: await store(ctx, key, bytes, PDF_CONTENT_TYPE, log), kind: 'pdf', name };
}

/**
 * A file stored on the local disk, for GET /uploads/<key>: only plain names with an image (or PDF)
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
