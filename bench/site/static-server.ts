import { readFile, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

/**
 * A plain static server over apps/site/dist with the app server's rules (file, else
 * folder/index.html, else the 404 page with status 404), no compression like the app server.
 */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

async function isFile(path: string): Promise<boolean> {
  return stat(path).then(
    (info) => info.isFile(),
    () => false,
  );
}

export function startStaticServer(root: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const urlPath = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    (async () => {
      for (const candidate of [join(root, urlPath), join(root, urlPath, 'index.html')]) {
        if (candidate.startsWith(root) && (await isFile(candidate))) {
          const immutable = candidate.includes('/assets/');
          response.writeHead(200, {
            'content-type': TYPES[extname(candidate)] ?? 'application/octet-stream',
            'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          });
          response.end(await readFile(candidate));
          return;
        }
      }
      const notFound = urlPath.startsWith('/en/') || urlPath === '/en' ? 'en/404.html' : '404.html';
      response.writeHead(404, { 'content-type': TYPES['.html'] ?? 'text/html' });
      response.end(await readFile(join(root, notFound)));
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
