import type { FastifyInstance } from 'fastify';

/** Conservative headers on every answer; no framing, no MIME sniffing, no referrer leaks. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
  };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
