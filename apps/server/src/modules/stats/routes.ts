import { statsApi } from '@dahua/shared/contracts/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { laggingContext } from '../../http/read-routing.js';
import { serve } from '../../http/serve.js';
import * as stats from './service.js';

const tags = ['stats'];
const failures = [403, 404];

/** The four analyses and their detail pages (issue 15), read from the sales rollups. */
export const statsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      statsApi.orders,
      {
        tags,
        summary: 'Orders: tickets per day, average ticket, weekday × hour heat map, vs the previous period',
        failures,
      },
      async (request) =>
        ok(await stats.orders(await laggingContext(ctx, request), scopeOf(authOf(request)), request.query)),
    );
    serve(
      app,
      statsApi.sales,
      {
        tags,
        summary:
          'Sales over time (day, week, month) vs the previous period and last year, by mode and department',
        failures,
      },
      async (request) =>
        ok(await stats.sales(await laggingContext(ctx, request), scopeOf(authOf(request)), request.query)),
    );
    serve(
      app,
      statsApi.goods,
      { tags, summary: 'Goods ranked by amount, weight or count, ABC classes, slow movers', failures },
      async (request) =>
        ok(
          await stats.goodsRanking(
            await laggingContext(ctx, request),
            scopeOf(authOf(request)),
            request.query,
          ),
        ),
    );
    serve(
      app,
      statsApi.goodsOne,
      { tags, summary: 'One goods item: trend, by shop, by scale, prices as sold, stock moves', failures },
      async (request) =>
        ok(
          await stats.goodsOne(
            await laggingContext(ctx, request),
            scopeOf(authOf(request)),
            request.params.id,
            request.query,
          ),
        ),
    );
    serve(
      app,
      statsApi.shops,
      { tags, summary: 'Shops compared: amount, tickets, average ticket, growth', failures },
      async (request) =>
        ok(
          await stats.shopsCompared(
            await laggingContext(ctx, request),
            scopeOf(authOf(request)),
            request.query,
          ),
        ),
    );
    serve(
      app,
      statsApi.shopOne,
      { tags, summary: 'One shop: trend, top goods, each scale’s use by hour', failures },
      async (request) =>
        ok(
          await stats.shopOne(
            await laggingContext(ctx, request),
            scopeOf(authOf(request)),
            request.params.id,
            request.query,
          ),
        ),
    );
  };
