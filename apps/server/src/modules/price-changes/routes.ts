import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { startPriceSchedule } from './schedule.js';

/** Price changes and promotions (issue 28 §2), and the schedule that starts and ends them. */
export const priceChangeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    let stop: (() => void) | undefined;
    app.addHook('onListen', async () => {
      stop ??= startPriceSchedule(ctx);
    });
    app.addHook('onClose', async () => stop?.());
  };
