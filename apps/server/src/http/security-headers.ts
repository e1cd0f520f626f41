import type { FastifyInstance } from 'fastify';

/** Conservative headers on every answer; no framing, no MIME sniffing, no referrer leaks. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
}
