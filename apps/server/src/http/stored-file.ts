import { createReadStream } from 'node:fs';
import type { FastifyReply } from 'fastify';

/**
 * Sends a file we stored (an upload, a photo variant) as it is: its own type, never sniffed, no script
 * of it given an origin (a PDF's viewer runs sandboxed), cached for a year (a stored name never
 * changes content: a new file is a new name).
 */
export function sendStoredFile(
  reply: FastifyReply,
  found: { file: string; size: number; contentType: string },
): FastifyReply {
  return reply
    .headers({
      'content-type': found.contentType,
      'content-length': found.size,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
      'cache-control': 'public, max-age=31536000, immutable',
    })
    .send(createReadStream(found.file));
}
