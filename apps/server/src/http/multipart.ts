import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';

/**
 * The bytes and file name of one multipart file field. A form without it, with more parts than
 * allowed or malformed is `missing`; a file over `maxBytes` is `tooLarge`: both catalogue errors.
 */
export async function singleFile(
  request: FastifyRequest,
  options: { field: string; maxBytes: number; missing: () => AppError; tooLarge: () => AppError },
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw options.missing();
  let found: { bytes: Buffer; fileName: string } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: options.maxBytes, files: 1, fields: 20, parts: 21 },
    })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === options.field && !found)
        found = { bytes, fileName: part.filename || options.field };
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw options.missing();
    throw new AppError('BAD_REQUEST');
  }
  if (!found) throw options.missing();
  return found;
}
