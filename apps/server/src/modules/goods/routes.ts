import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { pageOf } from '../../http/paging.js';
import { scopeOf } from '../../http/scope.js';
import { goodsChanges, goodsIdParams, goodsListQuery, goodsSchema, newGoods } from './schema.js';
import * as goods from './service.js';

const BASE = '/api/management/goods';
const one = {
  200: envelopeOf(goodsSchema),
  400: failureEnvelope,
  403: failureEnvelope,
  404: failureEnvelope,
  409: failureEnvelope,
};

export const goodsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      {
        schema: {
          tags: ['goods'],
          summary: 'Goods by name or item code, paged, in the caller’s scope',
          querystring: goodsListQuery,
          response: { 200: envelopeOf(pageOf(goodsSchema)) },
        },
      },
      async (request) => ok(await goods.listGoods(ctx, scopeOf(authOf(request)), request.query)),
    );

    app.post(
      BASE,
      { schema: { tags: ['goods'], summary: 'Create a goods item (PLU)', body: newGoods, response: one } },
      async (request) => ok(await goods.createGoods(ctx, scopeOf(authOf(request)), request.body)),
    );

    app.get(
      `${BASE}/:id`,
      { schema: { tags: ['goods'], summary: 'One goods item', params: goodsIdParams, response: one } },
      async (request) => ok(await goods.getGoods(ctx, scopeOf(authOf(request)), request.params.id)),
    );

    app.put(
      `${BASE}/:id`,
      {
        schema: {
          tags: ['goods'],
          summary: 'Edit a goods item',
          params: goodsIdParams,
          body: goodsChanges,
          response: one,
        },
      },
      async (request) =>
        ok(await goods.editGoods(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );

    app.delete(
      `${BASE}/:id`,
      {
        schema: {
          tags: ['goods'],
          summary: 'Delete a goods item',
          params: goodsIdParams,
          response: { 200: envelopeOf(z.null()), 403: failureEnvelope, 404: failureEnvelope },
        },
      },
      async (request) => {
        await goods.deleteGoods(ctx, scopeOf(authOf(request)), request.params.id);
        return ok(null);
      },
    );
  };
