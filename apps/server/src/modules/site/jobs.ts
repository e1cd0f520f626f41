import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { syncPublishedSite } from './service.js';

/** Keeps this server's pages in step with what is published: at start and every few seconds. */
export const SITE_SYNC_MS = 5_000;
export function registerSiteSync(app: FastifyInstance, ctx: AppContext): void {
  let timer: NodeJS.Timeout | undefined;
  const sync = () =>
    syncPublishedSite(ctx).catch((error) =>
      ctx.log.error({ err: error }, 'rendering the published site failed'),
    );
  app.addHook('onReady', async () => {
    await sync();
    timer = setInterval(sync, SITE_SYNC_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
