import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Text worth compressing: text/* (not event streams), JSON, XML, JavaScript and SVG. Spreadsheets,
 * images, PDFs, zips and other binaries are compressed already (or are not ours to guess about).
 */
export const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|\/javascript(?:;|$)|^image\/svg\+xml/;

/**
 * Brotli or gzip (as the client accepts) for every text answer of 1 KB or more (issue 18): the
 * API's JSON (the envelope, long-poll answers, streamed CSV exports, error answers) and the API
 * docs. Built static files arrive precompressed (`.br`/`.gz` beside them, see static.ts), which
 * this leaves alone because they carry their Content-Encoding already. Request bodies are not
 * decompressed: clients send plain JSON and uploads as before.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: COMPRESSIBLE_TYPES,
  });
}
