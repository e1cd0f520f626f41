import { goodsApi } from '@dahua/shared/contracts/goods';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as goods from './service.js';

const tags = ['goods'];
const failures = [400, 403, 404, 409];

export const goodsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      goodsApi.list,
      { tags, summary: 'Goods by name or item code, paged, in the caller’s scope' },
      async (request) => ok(await goods.listGoods(ctx, scopeOf(authOf(request)), request.query)),
    );
    serve(
      app,
      goodsApi.nextPlu,
      { tags, summary: "The company's next free PLU number", failures },
      async (request) => ok(await goods.nextPlu(ctx, scopeOf(authOf(request)), request.query.company_id)),
    );
    serve(
      app,
      goodsApi.usage,
      { tags, summary: 'The scales and hot keys holding a goods item (asked before deleting it)', failures },
      async (request) => ok(await goods.goodsUsage(ctx, scopeOf(authOf(request)), request.params.id)),
    );
    serve(app, goodsApi.create, { tags, summary: 'Create a goods item (PLU)', failures }, async (request) =>
      ok(await goods.createGoods(ctx, scopeOf(authOf(request)), request.body)),
    );
    serve(app, goodsApi.one, { tags, summary: 'One goods item', failures }, async (request) =>
      ok(await goods.getGoods(ctx, scopeOf(authOf(request)), request.params.id)),
    );
    serve(app, goodsApi.edit, { tags, summary: 'Edit a goods item', failures }, async (request) =>
      ok(await goods.editGoods(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );
    serve(
      app,
      goodsApi.remove,
      {
        tags,
        summary: 'Delete a goods item (one stock history names answers 409)',
        failures: [403, 404, 409],
      },
      async (request) => {
        await goods.deleteGoods(ctx, scopeOf(authOf(request)), request.params.id);
        return ok(null);
      },
    );
  };
