import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A session's write is marked before its answer leaves (db/read-router.ts), so the next read the
 * person makes, on any instance, cannot reach a replica that has not replayed it yet.
 */
export function registerWriteMarks(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.reads.hasReplica) return;
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.auth && !READS.has(request.method)) await ctx.reads.markWrite(request.auth.sessionId);
    return payload;
  });
}

/**
 * The context of a read that may lag (the analyses, the trade list and its totals, the exports, the
 * fleet list): its `db` is the replica when the caller's own last write has reached it.
 */
export async function laggingContext(ctx: AppContext, request: FastifyRequest): Promise<AppContext> {
  const db = await ctx.reads.forSession(request.auth?.sessionId ?? null);
  return db === ctx.db ? ctx : { ...ctx, db };
}
