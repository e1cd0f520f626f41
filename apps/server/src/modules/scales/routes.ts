import { scalesApi } from '@dahua/shared/contracts/scales';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as hotKeys from './hot-keys.js';
import * as scaleGoods from './scale-goods.js';
import * as scales from './service.js';

const tags = ['scales'];
const failures = [400, 403, 404, 409];
const summaries = {
  one: 'One scale',
  create:
    'Create a scale in the shop named by shop_id; with scale_uuid it is registered and answers its device_credential once',
  edit: 'Edit a scale (shop_id moves it to another shop of its company), and/or replace its hot keys with {hot_keys}',
  remove: 'Delete a scale with its goods list and hot keys',
  hotKeys: "A scale's hot keys by group (UP, DOWN), each by key",
  saveHotKeys: "Replace a scale's whole hot-key layout (grouped as GET answers it, or a flat list)",
};

/**
 * Every call on one scale is served by the scale's own path and by its shop's path (SPEC §7);
 * the shop in a path must own the scale.
 */
export const scalesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      scalesApi.list,
      {
        tags,
        summary: "Scales the caller may see (a company user their company's), by shop, company and name",
        aliases: ['/api/management/scales/search'],
      },
      async (request) => ok(await scales.listScales(ctx, scopeOf(authOf(request)), request.query)),
    );
    serve(
      app,
      scalesApi.models,
      { tags, summary: 'The scale model catalogue, with the PLU limit and hot-key count of each model' },
      async () => ok(scales.listModels()),
    );

    // ── one scale ──
    serve(app, scalesApi.one, { tags, summary: summaries.one, failures: [404] }, async (request) =>
      ok(await scales.getScale(ctx, scopeOf(authOf(request)), request.params.id)),
    );
    serve(app, scalesApi.oneOfShop, { tags, summary: summaries.one, failures: [404] }, async (request) =>
      ok(await scales.getScale(ctx, scopeOf(authOf(request)), request.params.id, request.params.shopId)),
    );

    // ── create ──
    serve(
      app,
      scalesApi.createInShop,
      { tags, summary: 'Create a scale in a shop (company owners and managers, administrators)', failures },
      async (request) =>
        ok(await scales.createScale(ctx, scopeOf(authOf(request)), request.params.shopId, request.body)),
    );
    serve(
      app,
      scalesApi.create,
      { tags, summary: summaries.create, failures, aliases: ['/api/management/scales'] },
      async (request) => {
        const { shop_id, ...body } = request.body;
        return ok(await scales.createScale(ctx, scopeOf(authOf(request)), shop_id, body));
      },
    );

    // ── edit and delete ──
    serve(
      app,
      scalesApi.editOfShop,
      { tags, summary: summaries.edit, failures, aliases: ['/shops/:shopId/scales/:id'] },
      async (request) => {
        const { id, shopId } = request.params;
        return ok(await scales.editScale(ctx, scopeOf(authOf(request)), id, shopId, request.body));
      },
    );
    serve(app, scalesApi.edit, { tags, summary: summaries.edit, failures }, async (request) =>
      ok(await scales.editScale(ctx, scopeOf(authOf(request)), request.params.id, undefined, request.body)),
    );
    serve(
      app,
      scalesApi.removeOfShop,
      { tags, summary: summaries.remove, failures: [403, 404], aliases: ['/shops/:shopId/scales/:id'] },
      async (request) => {
        await scales.deleteScale(ctx, scopeOf(authOf(request)), request.params.id, request.params.shopId);
        return ok(null);
      },
    );
    serve(
      app,
      scalesApi.remove,
      { tags, summary: summaries.remove, failures: [403, 404] },
      async (request) => {
        await scales.deleteScale(ctx, scopeOf(authOf(request)), request.params.id);
        return ok(null);
      },
    );

    // ── goods on a scale ──
    serve(
      app,
      scalesApi.goods,
      {
        tags,
        summary: 'The goods on a scale by PLU number, paged, searched by name or item code',
        failures: [404],
      },
      async (request) =>
        ok(await scaleGoods.listScaleGoods(ctx, scopeOf(authOf(request)), request.params.id, request.query)),
    );
    serve(
      app,
      scalesApi.changeGoods,
      {
        tags,
        summary:
          'Add (op_flag=1) or remove (op_flag=0) goods of the company, all or nothing; within the model’s PLU limit',
        failures,
      },
      async (request) =>
        ok(
          await scaleGoods.changeScaleGoods(
            ctx,
            scopeOf(authOf(request)),
            request.params.id,
            request.query.op_flag === '1' ? 'add' : 'remove',
            request.body.good_ids,
          ),
        ),
    );

    // ── hot keys ──
    serve(app, scalesApi.hotKeys, { tags, summary: summaries.hotKeys, failures: [404] }, async (request) =>
      ok(await hotKeys.getHotKeys(ctx, scopeOf(authOf(request)), request.params.id)),
    );
    serve(
      app,
      scalesApi.hotKeysOfShop,
      { tags, summary: summaries.hotKeys, failures: [404] },
      async (request) =>
        ok(await hotKeys.getHotKeys(ctx, scopeOf(authOf(request)), request.params.id, request.params.shopId)),
    );
    serve(app, scalesApi.saveHotKeys, { tags, summary: summaries.saveHotKeys, failures }, async (request) =>
      ok(
        await hotKeys.putHotKeys(
          ctx,
          scopeOf(authOf(request)),
          request.params.id,
          undefined,
          request.body.hot_keys,
        ),
      ),
    );
    serve(
      app,
      scalesApi.saveHotKeysOfShop,
      { tags, summary: summaries.saveHotKeys, failures },
      async (request) => {
        const { id, shopId } = request.params;
        return ok(await hotKeys.putHotKeys(ctx, scopeOf(authOf(request)), id, shopId, request.body.hot_keys));
      },
    );
    serve(
      app,
      scalesApi.copyHotKeys,
      {
        tags,
        summary:
          "Copy a scale's layout to scales of its company and model, adding the goods they lack (all or none)",
        failures,
      },
      async (request) =>
        ok(
          await hotKeys.copyHotKeys(
            ctx,
            scopeOf(authOf(request)),
            request.params.id,
            request.body.target_scale_ids,
          ),
        ),
    );
  };
