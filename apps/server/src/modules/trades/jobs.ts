import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { AHEAD_CHECK_MS, ensureMonthsAhead } from './partitions.js';
import { archiveExpired, RETENTION_FIRST_RUN_MS, RETENTION_RUN_MS } from './retention.js';

/**
 * The sales' background work (issue 33 §2), started when the server is ready and stopped when it
 * closes: the coming months' partitions at start and every few hours, and the archiving of sales past
 * a company's retention once a day (one server at a time: retention.ts takes an advisory lock).
 * A failure is logged and tried again at the next turn.
 */
export function registerSalesJobs(app: FastifyInstance, ctx: AppContext): void {
  const ensureAhead = () =>
    ensureMonthsAhead(ctx).catch((error) =>
      ctx.log.error({ err: error }, 'making the coming months’ sales partitions failed'),
    );
  const archive = () =>
    archiveExpired(ctx, ctx.clock()).catch((error) =>
      ctx.log.error({ err: error }, 'archiving expired sales failed'),
    );
  const timers: NodeJS.Timeout[] = [];
  app.addHook('onReady', async () => {
    await ensureAhead();
    timers.push(
      setInterval(ensureAhead, AHEAD_CHECK_MS),
      setTimeout(archive, RETENTION_FIRST_RUN_MS),
      setInterval(archive, RETENTION_RUN_MS),
    );
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
}
