import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.js';
import { inlineScriptHashes, pageCsp } from './security-headers.js';

/** Paths that belong to the console (a single-page app); everything else is the public site. */
const CONSOLE_PREFIXES = ['/sign', '/project', '/admin', '/inspect', '/console', '/page/scales', '/external'];
const CONSOLE_PAGES = new Set(['/403', '/404', '/500']);

export function isConsolePath(urlPath: string): boolean {
  return (
    CONSOLE_PAGES.has(urlPath) ||
    urlPath.startsWith('/console-assets/') ||
    CONSOLE_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`))
  );
}

/** The signed-in frame's areas, whose pages come with the frame painted (`frame.html`). */
const FRAME_PREFIXES = ['/project', '/admin', '/inspect'];

/**
 * The console's page for a route: index.html (the single-page app's shell), except /sign/login,
 * which the build renders ahead (`sign-login.html`: the sign-in form painted before the script
 * arrives, apps/console/build/prerender-sign-login.mjs), and the signed-in frame's pages (`frame.html`:
 * the frame's shell painted before the script, apps/console/build/prerender-frame.mjs), when
 * those files exist.
 */
function consolePage(consoleRoot: string, urlPath: string): string {
  if (urlPath === '/sign/login' && existsSync(path.join(consoleRoot, 'sign-login.html')))
    return 'sign-login.html';
  if (
    FRAME_PREFIXES.some((p) => urlPath === p || urlPath.startsWith(`${p}/`)) &&
    existsSync(path.join(consoleRoot, 'frame.html'))
  )
    return 'frame.html';
  return 'index.html';
}

/** Resolves a URL path inside root, or null when it escapes root or names no file. */
function fileUnder(root: string, urlPath: string): string | null {
  const relative = path.normalize(urlPath).replace(/^(\.\.(\/|\\|$))+/, '');
  const full = path.join(root, relative);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  for (const candidate of [full, path.join(full, 'index.html')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.relative(root, candidate);
  }
  return null;
}

/**
 * Serves the built console (with SPA fallback for its routes) and the pre-rendered public site
 * (file, else folder/index.html, else its 404 page with status 404). API paths never fall here.
 */
export async function registerStaticSites(
  app: FastifyInstance,
  staticRoot: string,
  imageOrigins: readonly string[] = [],
  /** The site's folder now: the build's, or the release a publish made (issue 30 §3). */
  siteFolder: () => string = () => path.join(staticRoot, 'apps/site/dist'),
): Promise<void> {
  const consoleRoot = path.join(staticRoot, 'apps/console/dist');
  const siteRoot = path.join(staticRoot, 'apps/site/dist');
  // preCompressed: a file's `.br`/`.gz` sibling (written at build, scripts/precompress.mjs) goes to a
  // client that accepts it, with Content-Encoding, the file's own Content-Type and Vary: Accept-Encoding.
  await app.register(fastifyStatic, {
    root: [consoleRoot, siteRoot],
    serve: false,
    cacheControl: false,
    preCompressed: true,
  });

  // A page's policy allows exactly its own inline scripts, hashed once per file version (always
  // of the uncompressed file, whichever encoding is sent).
  const policies = new Map<string, { mtimeMs: number; csp: string }>();
  const cspOf = (full: string) => {
    const { mtimeMs } = statSync(full);
    const known = policies.get(full);
    if (known?.mtimeMs === mtimeMs) return known.csp;
    const csp = pageCsp(inlineScriptHashes(readFileSync(full, 'utf8')), imageOrigins);
    policies.set(full, { mtimeMs, csp });
    return csp;
  };

  const sendFrom = (reply: FastifyReply, root: string, file: string) => {
    const immutable = file.startsWith('console-assets/') || file.startsWith('assets/');
    reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    if (file.endsWith('.html')) reply.header('content-security-policy', cspOf(path.join(root, file)));
    return reply.sendFile(file, root);
  };

  app.get(
    '/*',
    { config: { public: true }, schema: { hide: true } },
    async (request: FastifyRequest, reply) => {
      let urlPath: string;
      try {
        urlPath = decodeURIComponent((request.url.split('?')[0] ?? '/').replace(/\/+$/, '') || '/');
      } catch {
        throw new AppError('BAD_REQUEST');
      }
      if (urlPath === '/api' || urlPath.startsWith('/api/')) {
        throw new AppError('ROUTE_NOT_FOUND', { method: request.method, url: urlPath });
      }
      // The bridge's downloads (bridges/routes.ts) answer their own files; anything else there is
      // a missing file, never a page of the site (a script's curl would save the HTML as the program).
      if (urlPath === '/downloads' || urlPath.startsWith('/downloads/')) throw new AppError('NOT_FOUND');
      if (isConsolePath(urlPath)) {
        const file = urlPath.startsWith('/console-assets/')
          ? fileUnder(consoleRoot, urlPath)
          : consolePage(consoleRoot, urlPath);
        if (file && existsSync(path.join(consoleRoot, file))) return sendFrom(reply, consoleRoot, file);
        throw new AppError('NOT_FOUND');
      }
      // One folder for the whole answer: a publish switching folders meanwhile changes the next one.
      const site = siteFolder();
      const file = fileUnder(site, urlPath);
      if (file) return sendFrom(reply, site, file);
      const notFoundPage = urlPath === '/en' || urlPath.startsWith('/en/') ? 'en/404.html' : '404.html';
      if (existsSync(path.join(site, notFoundPage))) {
        return sendFrom(reply.code(404), site, notFoundPage);
      }
      throw new AppError('NOT_FOUND');
    },
  );
}
