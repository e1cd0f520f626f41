/**
 * Throwaway static server for checking the built site locally (not used by tests or
 * production): GET P answers dist/P if it is a file, else dist/P/index.html, else the 404
 * page (en/404.html under /en) with status 404 — the same rules the API server follows.
 * Usage: npx tsx apps/site/scripts/serve-dist.ts [port]
 */
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const PORT = Number(process.argv[2] ?? 4173);

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolve(urlPath: string): Promise<{ file: string; status: number }> {
  const decoded = decodeURIComponent(urlPath);
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const direct = join(DIST, safe);
  if (direct.startsWith(DIST) && (await isFile(direct))) return { file: direct, status: 200 };
  const index = join(DIST, safe, 'index.html');
  if (index.startsWith(DIST) && (await isFile(index))) return { file: index, status: 200 };
  const english = decoded === '/en' || decoded.startsWith('/en/');
  return { file: join(DIST, english ? 'en/404.html' : '404.html'), status: 404 };
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  resolve(url.pathname)
    .then(async ({ file, status }) => {
      const body = await readFile(file);
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      const compressible = /text|json|xml|svg|javascript/.test(type);
      const gzip = compressible && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
      response.writeHead(status, {
        'content-type': type,
        'cache-control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      response.end(gzip ? gzipSync(body) : body);
    })
    .catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
}).listen(PORT, '127.0.0.1', () => console.log(`serving ${DIST} on http://127.0.0.1:${PORT}`));
