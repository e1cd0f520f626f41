import { priceChangesApi } from '@dahua/shared/contracts/price-changes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import { startPriceSchedule } from './schedule.js';
import * as priceChanges from './service.js';

const tags = ['price changes'];
const failures = [400, 403, 404, 409];

/** Price changes and promotions (issue 28 §2), and the schedule that starts and ends them. */
export const priceChangeRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    let stop: (() => void) | undefined;
    app.addHook('onListen', async () => {
      stop ??= startPriceSchedule(ctx);
    });
    app.addHook('onClose', async () => stop?.());

    const scope = (request: FastifyRequest) => scopeOf(authOf(request));
    serve(
      app,
      priceChangesApi.list,
      { tags, summary: 'Price changes and promotions: upcoming, active or past', failures },
      async (r) => ok(await priceChanges.list(ctx, scope(r), r.query)),
    );
    serve(
      app,
      priceChangesApi.create,
      { tags, summary: 'Schedule a price change or a promotion (owners and managers)', failures },
      async (r) => ok(await priceChanges.create(ctx, scope(r), r.body)),
    );
    serve(
      app,
      priceChangesApi.one,
      { tags, summary: 'A price change or promotion with its lines and the prices before it', failures },
      async (r) => ok(await priceChanges.one(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      priceChangesApi.edit,
      { tags, summary: 'Edit a price change or promotion before its start', failures },
      async (r) => ok(await priceChanges.edit(ctx, scope(r), r.params.id, r.body)),
    );
    serve(
      app,
      priceChangesApi.cancel,
      { tags, summary: 'Cancel a price change or promotion before its start', failures },
      async (r) => ok(await priceChanges.cancel(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      priceChangesApi.timeline,
      { tags, summary: 'A goods item’s price in each shop now and why, and its changes', failures },
      async (r) => ok(await priceChanges.timeline(ctx, scope(r), r.params.id)),
    );
  };
