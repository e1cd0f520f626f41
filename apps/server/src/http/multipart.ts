import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/** One multipart file as sent: its bytes, the name and type its sender gave (either may be empty). */
export type SentFile = {
  bytes: Buffer;
  /** The name as sent, or the field's name when none was given. */
  fileName: string;
  /** The name as sent ('' when none). */
  name: string;
  /** The type as declared by the sender (never trusted: the bytes decide). */
  type: string;
};

/**
 * The first file of one multipart field. A form without it (or, with `emptyIsMissing`, with an empty
 * one), with more parts than allowed or malformed is `missing`; a file over `maxBytes` is `tooLarge`:
 * both catalogue errors. Every upload route reads its file through here.
 */
export async function singleFile(
  request: FastifyRequest,
  options: {
    field: string;
    maxBytes: number;
    missing: () => AppError;
    tooLarge: () => AppError;
    emptyIsMissing?: boolean;
  },
): Promise<SentFile> {
  if (!request.isMultipart()) throw options.missing();
  let found: SentFile | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 20, parts: 21 },
    })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === options.field && !found)
        found = {
          bytes,
          fileName: part.filename || options.field,
          name: part.filename ?? '',
          type: part.mimetype ?? '',
        };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw options.missing();
    throw new AppError('BAD_REQUEST');
  }
  if (!found || (options.emptyIsMissing && found.bytes.length === 0)) throw options.missing();
  return found;
}
