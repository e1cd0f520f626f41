import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * What an answer that is not a page may do: nothing. JSON, downloads and uploaded files (an SVG
 * with a script, say) run no script and load nothing even when opened directly.
 */
const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The policy of the console's and the site's pages: scripts only from our origin plus the inline
 * scripts whose hashes are given (the site's language redirect); antd writes its styles inline.
 * Images may come from the object store's public address.
 */
export function pageCsp(inlineScriptHashes: readonly string[], imageOrigins: readonly string[] = []): string {
  const scripts = ["'self'", ...inlineScriptHashes.map((hash) => `'${hash}'`)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", 'data:', 'blob:', ...imageOrigins].join(' ')}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** `sha256-…` of each inline script of an HTML page that a browser runs (JSON data blocks are not run). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/type\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.add(`sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`);
  }
  return [...hashes];
}

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Conservative headers on every answer: no framing, no MIME sniffing, no referrer leaks, a
 * locked-down CSP that pages replace with theirs (static.ts, the API docs), HSTS over HTTPS
 * (`request.protocol` believes X-Forwarded-Proto only from a TRUST_PROXY hop), and no caching of
 * any API answer: they carry tokens and personal data.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'content-security-policy': LOCKED_DOWN_CSP,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (request.url === '/api' || request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
    done();
  });
}
