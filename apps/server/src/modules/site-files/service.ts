import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_SITE_FILE_MB,
  SITE_FILE_ID,
  type SiteFile,
  type SiteFileType,
} from '@dahua/shared/contracts/site-files';
import type { AuthContext } from '../../access/auth-context.js';
import { requireSiteEditor } from '../../access/site-editor.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { StorageError } from '../../storage/storage.js';
import { recordAudit } from '../audit/service.js';
import { displayNameOf, endsAsPdf, startsAsPdf } from '../images/document.js';
import * as repo from './repo.js';

export const MAX_SITE_FILE_BYTES = MAX_SITE_FILE_MB * 1024 * 1024;

/** Where a download is stored: `site-files/<id>/<name>` (local disk or object store). */
export const SITE_FILES_FOLDER = 'site-files';

const EXTENSION: Record<SiteFileType, 'pdf' | 'zip'> = { 'application/pdf': 'pdf', 'application/zip': 'zip' };

function answerOf(row: repo.SiteFileRow): SiteFile {
  return {
    id: row.id,
    name: row.name,
    size: row.size,
    sha256: row.sha256,
    content_type: row.contentType as SiteFileType,
    url: row.url,
    uploaded_time: row.createdTime.toISOString(),
  };
}

const ZIP_START = Buffer.from('PK\x03\x04', 'latin1');
const ZIP_EMPTY = Buffer.from('PK\x05\x06', 'latin1');

/** Whether the bytes are a whole ZIP archive: a local header first, the central directory's end record last. */
function zipState(bytes: Uint8Array): 'zip' | 'incomplete' | null {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!buffer.subarray(0, 4).equals(ZIP_START) && !buffer.subarray(0, 4).equals(ZIP_EMPTY)) return null;
  // The end record (22 bytes) is followed by a comment of at most 65,535 bytes.
  const from = Math.max(0, buffer.length - 22 - 65_535);
  return buffer.lastIndexOf(ZIP_EMPTY) >= from && buffer.length >= 22 ? 'zip' : 'incomplete';
}

/** The type of a download by its bytes: a whole PDF or a whole ZIP; anything else is refused. */
function typeOf(bytes: Uint8Array): SiteFileType {
  if (startsAsPdf(bytes)) {
    if (!endsAsPdf(bytes)) throw new AppError('SITE_FILE_INCOMPLETE');
    return 'application/pdf';
  }
  const zip = zipState(bytes);
  if (zip === 'incomplete') throw new AppError('SITE_FILE_INCOMPLETE');
  if (zip === 'zip') return 'application/zip';
  throw new AppError('SITE_FILE_TYPE_NOT_ALLOWED');
}

/**
 * The name a download is served under: the uploaded name's letters, digits, `-` and `_` (anything else
 * becomes `-`: a Chinese name keeps its model number), with its type's extension; `download` if
 * nothing is left.
 */
export function servedNameOf(raw: string | undefined, type: SiteFileType): string {
  const shown = displayNameOf(raw);
  const stem = shown.replace(/\.[A-Za-z0-9]{1,8}$/, '');
  const plain = stem
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-_]+|[-_]+$/g, '')
    .slice(0, 80)
    .replace(/[-_]+$/, '');
  return `${plain || 'download'}.${EXTENSION[type]}`;
}

type Log = { error(details: object, message: string): void };

/**
 * A site editor's download (issue 30 §5): a whole PDF or ZIP by its bytes, at most 100 MB, stored once
 * under `site-files/<id>/<name>` with its size and SHA-256 (the same bytes uploaded again answer the
 * first upload's record). A storage failure stores no record.
 */
export async function uploadFile(
  ctx: AppContext,
  auth: AuthContext,
  sent: { bytes: Uint8Array; name: string | undefined },
  log: Log,
): Promise<SiteFile> {
  requireSiteEditor(auth);
  if (sent.bytes.length > MAX_SITE_FILE_BYTES)
    throw new AppError('SITE_FILE_TOO_LARGE', { mb: MAX_SITE_FILE_MB });
  const contentType = typeOf(sent.bytes);
  const sha256 = createHash('sha256').update(sent.bytes).digest('hex');
  const id = sha256.slice(0, 16);
  const known = await repo.findFile(ctx.db, id);
  if (known) return answerOf(known);

  const name = servedNameOf(sent.name, contentType);
  const key = `${SITE_FILES_FOLDER}/${id}/${name}`;
  let url: string;
  try {
    url = await ctx.storage.put(key, sent.bytes, contentType);
  } catch (error) {
    if (!(error instanceof StorageError)) throw error;
    log.error({ err: error, id }, 'site file storage failed');
    throw new AppError('STORAGE_FAILED');
  }
  await ctx.db.transaction(async (tx) => {
    // Two uploads of the same bytes at once: one record, one audit entry.
    if (
      !(await repo.insertFile(tx, {
        id,
        name,
        size: sent.bytes.length,
        sha256,
        contentType,
        key,
        url,
        createdBy: auth.user.id,
        createdTime: ctx.clock(),
      }))
    )
      return;
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'site_file.upload',
      targetType: 'site_file',
      detail: { file_id: id, name, bytes: sent.bytes.length, sha256 },
    });
  });
  const stored = await repo.findFile(ctx.db, id);
  if (!stored) throw new AppError('SITE_FILE_NOT_FOUND', { id });
  return answerOf(stored);
}

export async function listFiles(ctx: AppContext, auth: AuthContext, query: PageQuery) {
  requireSiteEditor(auth);
  const { rows, total } = await repo.list(ctx.db, { limit: query.per_page, offset: offsetOf(query) });
  return paged(rows.map(answerOf), total, query);
}

/**
 * The stored files of these ids (a downloads entry keeps the file as we stored it, never as a client
 * described it). Unknown ids are absent from the answer.
 */
export async function filesById(ctx: AppContext, ids: readonly string[]): Promise<Map<string, SiteFile>> {
  const valid = [...new Set(ids)].filter((id) => SITE_FILE_ID.test(id));
  const rows = await repo.findFiles(ctx.db, valid);
  return new Map(rows.map((row) => [row.id, answerOf(row)]));
}

/**
 * A download stored on the local disk, for GET /uploads/site-files/<id>/<name>: only a recorded file
 * under its recorded name, so no other file can be reached.
 */
export async function localFile(
  ctx: AppContext,
  id: string,
  name: string,
): Promise<{ file: string; size: number; contentType: string; name: string } | null> {
  if (!SITE_FILE_ID.test(id)) return null;
  const row = await repo.findFile(ctx.db, id);
  if (!row || row.name !== name || !row.url.startsWith('/uploads/')) return null;
  const full = path.join(ctx.config.storage.localDir, row.key);
  try {
    const info = await stat(full);
    return info.isFile()
      ? { file: full, size: info.size, contentType: row.contentType, name: row.name }
      : null;
  } catch {
    return null;
  }
}
