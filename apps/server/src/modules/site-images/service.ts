import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_SITE_IMAGE_MB,
  SITE_IMAGE_ID,
  type SiteImage,
  type SiteImageFormat,
  type SiteImageListed,
} from '@dahua/shared/contracts/site-images';
import type { AuthContext } from '../../access/auth-context.js';
import { requireSiteEditor } from '../../access/site-editor.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { StorageError } from '../../storage/storage.js';
import { recordAudit } from '../audit/service.js';
import { displayNameOf } from '../images/document.js';
import { detectImageType } from '../images/service.js';
import { CONTENT_TYPES, EXTENSIONS, makeVariants } from './pipeline.js';
import * as repo from './repo.js';

export const MAX_SITE_IMAGE_BYTES = MAX_SITE_IMAGE_MB * 1024 * 1024;

/** Where a photo's variants are stored: `site-media/<id>/<width>.<ext>` (local disk or object store). */
export const SITE_MEDIA_FOLDER = 'site-media';

function answerOf(row: repo.SiteImageRow): SiteImageListed {
  return {
    id: row.id,
    width: row.width,
    height: row.height,
    placeholder: row.placeholder,
    name: row.name,
    variants: row.variants.map(({ width, format, url, bytes }) => ({ width, format, url, bytes })),
    created_time: row.createdTime.toISOString(),
  };
}

type Log = { error(details: object, message: string): void };

/**
 * The stored photos of these ids (for content that shows them: the site's items keep the photo as the
 * pipeline made it, never as a client described it). Unknown ids are absent from the answer.
 */
export async function photosById(ctx: AppContext, ids: readonly string[]): Promise<Map<string, SiteImage>> {
  const valid = [...new Set(ids)].filter((id) => SITE_IMAGE_ID.test(id));
  const rows = await repo.findImages(ctx.db, valid);
  return new Map(
    rows.map((row) => {
      const { created_time: _, ...photo } = answerOf(row);
      return [row.id, photo];
    }),
  );
}

/**
 * A site editor's photo (issue 30 §2): JPEG, PNG or WebP by its bytes, at most 20 MB and 40
 * megapixels; every variant is made in memory first (a refusal stores nothing), then each is stored
 * under `site-media/<id>/<width>.<ext>`, then the row and its audit entry are written together. A
 * storage failure is STORAGE_FAILED, and the variants already stored are removed again.
 */
export async function uploadImage(
  ctx: AppContext,
  auth: AuthContext,
  sent: { bytes: Uint8Array; name: string | undefined },
  log: Log,
): Promise<SiteImageListed> {
  requireSiteEditor(auth);
  if (sent.bytes.length > MAX_SITE_IMAGE_BYTES)
    throw new AppError('IMAGE_TOO_LARGE', { mb: MAX_SITE_IMAGE_MB });
  const type = detectImageType(sent.bytes);
  if (!type || type.ext === 'gif') throw new AppError('SITE_IMAGE_TYPE_NOT_ALLOWED');
  const made = await makeVariants(sent.bytes);

  const id = randomBytes(8).toString('hex');
  const variants: repo.StoredVariant[] = [];
  try {
    for (const variant of made.variants) {
      const key = `${SITE_MEDIA_FOLDER}/${id}/${variant.width}.${EXTENSIONS[variant.format]}`;
      const url = await ctx.storage.put(key, variant.bytes, CONTENT_TYPES[variant.format]);
      variants.push({ width: variant.width, format: variant.format, key, url, bytes: variant.bytes.length });
    }
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    log.error({ err: error, id }, 'site image storage failed');
    // The variants already stored would be referenced by nothing: they go (best effort: the store failed).
    const undone = await Promise.allSettled(variants.map((variant) => ctx.storage.remove(variant.key)));
    const left = undone.filter((outcome) => outcome.status === 'rejected').length;
    if (left > 0) log.error({ id, left }, 'site image variants left on the store after a failed upload');
    throw new AppError('STORAGE_FAILED');
  }

  const name = displayNameOf(sent.name);
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertImage(tx, {
      id,
      width: made.width,
      height: made.height,
      variants,
      placeholder: made.placeholder,
      name,
      createdBy: auth.user.id,
      createdTime: ctx.clock(),
    });
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'site_image.upload',
      targetType: 'site_image',
      detail: {
        image_id: id,
        name,
        width: made.width,
        height: made.height,
        bytes: variants.reduce((sum, v) => sum + v.bytes, 0),
      },
    });
    return inserted;
  });
  return answerOf(row);
}

export async function listImages(ctx: AppContext, auth: AuthContext, query: PageQuery) {
  requireSiteEditor(auth);
  const { rows, total } = await repo.list(ctx.db, { limit: query.per_page, offset: offsetOf(query) });
  return paged(rows.map(answerOf), total, query);
}

export async function oneImage(ctx: AppContext, auth: AuthContext, id: string): Promise<SiteImageListed> {
  requireSiteEditor(auth);
  const row = SITE_IMAGE_ID.test(id) ? await repo.findImage(ctx.db, id) : null;
  if (!row) throw new AppError('NOT_FOUND');
  return answerOf(row);
}

/** `<width>.<ext>`: the only names the pipeline makes. */
const VARIANT_FILE = /^([1-9][0-9]{0,4})\.(avif|webp|jpg)$/;
const FORMAT_OF: Record<string, SiteImageFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

/**
 * A variant stored on the local disk, for GET /uploads/site-media/<id>/<file>: only an id of the
 * pipeline's form and a `<width>.<ext>` name it makes, so no other file can be reached.
 */
export async function localVariant(
  ctx: AppContext,
  id: string,
  file: string,
): Promise<{ file: string; size: number; contentType: string } | null> {
  const match = VARIANT_FILE.exec(file);
  if (!SITE_IMAGE_ID.test(id) || !match) return null;
  const full = path.join(ctx.config.storage.localDir, SITE_MEDIA_FOLDER, id, file);
  try {
    const info = await stat(full);
    if (!info.isFile()) return null;
    return { file: full, size: info.size, contentType: CONTENT_TYPES[FORMAT_OF[match[2]!]!] };
  } catch {
    return null;
  }
}
