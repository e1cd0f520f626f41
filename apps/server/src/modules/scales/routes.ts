import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { pageOf } from '../../http/paging.js';
import { scopeOf } from '../../http/scope.js';
import { goodsSchema } from '../goods/schema.js';
import * as hotKeys from './hot-keys.js';
import * as scaleGoods from './scale-goods.js';
import {
  createdScaleSchema,
  editedScaleSchema,
  hotKeysBody,
  hotKeysCopyBody,
  hotKeysCopySchema,
  hotKeysSchema,
  scaleBody,
  scaleChanges,
  scaleCreateBody,
  scaleGoodsBody,
  scaleGoodsChangeSchema,
  scaleGoodsOpQuery,
  scaleGoodsQuery,
  scaleIdParams,
  scaleListQuery,
  scaleModelEntrySchema,
  scaleSchema,
  shopParams,
  shopScaleParams,
} from './schema.js';
import * as scales from './service.js';

const BASE = '/api/management/scales';
const failures = {
  400: failureEnvelope,
  403: failureEnvelope,
  404: failureEnvelope,
  409: failureEnvelope,
};
const tags = ['scales'];

/** The route's shop, when its path names one (the scale must be of that shop). */
const shopOf = (params: { shopId?: number }) => params.shopId;

export const scalesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of [BASE, `${BASE}/search`]) {
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "Scales the caller may see (a company user their company's), by shop, company and name",
            querystring: scaleListQuery,
            response: { 200: envelopeOf(pageOf(scaleSchema)) },
          },
        },
        async (request) => ok(await scales.listScales(ctx, scopeOf(authOf(request)), request.query)),
      );
    }

    app.get(
      `${BASE}/models`,
      {
        schema: {
          tags,
          summary: 'The scale model catalogue, with the PLU limit and hot-key count of each model',
          response: { 200: envelopeOf(z.array(scaleModelEntrySchema)) },
        },
      },
      async () => ok(scales.listModels()),
    );

    // ── one scale ──
    app.get(
      `${BASE}/:id`,
      {
        schema: {
          tags,
          summary: 'One scale',
          params: scaleIdParams,
          response: { 200: envelopeOf(scaleSchema), 404: failureEnvelope },
        },
      },
      async (request) => ok(await scales.getScale(ctx, scopeOf(authOf(request)), request.params.id)),
    );
    app.get(
      '/api/shops/:shopId/scales/:id',
      {
        schema: {
          tags,
          summary: 'One scale of a shop',
          params: shopScaleParams,
          response: { 200: envelopeOf(scaleSchema), 404: failureEnvelope },
        },
      },
      async (request) =>
        ok(await scales.getScale(ctx, scopeOf(authOf(request)), request.params.id, request.params.shopId)),
    );

    // ── create ──
    app.post(
      '/api/shops/:shopId/scales',
      {
        schema: {
          tags,
          summary: 'Create a scale in a shop (company owners and managers, administrators)',
          params: shopParams,
          body: scaleBody,
          response: { 200: envelopeOf(createdScaleSchema), ...failures },
        },
      },
      async (request) =>
        ok(await scales.createScale(ctx, scopeOf(authOf(request)), request.params.shopId, request.body)),
    );
    for (const url of [`${BASE}/create`, BASE]) {
      app.post(
        url,
        {
          schema: {
            tags,
            summary:
              'Create a scale in the shop named by shop_id; with scale_uuid it is registered and answers its device_credential once',
            body: scaleCreateBody,
            response: { 200: envelopeOf(createdScaleSchema), ...failures },
          },
        },
        async (request) => {
          const { shop_id, ...body } = request.body;
          return ok(await scales.createScale(ctx, scopeOf(authOf(request)), shop_id, body));
        },
      );
    }

    // ── edit and delete ──
    const byShop = ['/api/shops/:shopId/scales/:id', '/shops/:shopId/scales/:id'];
    for (const url of [...byShop, `${BASE}/:id`]) {
      const params = url.includes(':shopId') ? shopScaleParams : scaleIdParams;
      app.put(
        url,
        {
          schema: {
            tags,
            summary:
              'Edit a scale (shop_id moves it to another shop of its company), and/or replace its hot keys with {hot_keys}',
            params,
            body: scaleChanges,
            response: { 200: envelopeOf(editedScaleSchema), ...failures },
          },
        },
        async (request) => {
          const p = request.params as { id: number; shopId?: number };
          return ok(await scales.editScale(ctx, scopeOf(authOf(request)), p.id, shopOf(p), request.body));
        },
      );
      app.delete(
        url,
        {
          schema: {
            tags,
            summary: 'Delete a scale with its goods list and hot keys',
            params,
            response: { 200: envelopeOf(z.null()), 403: failureEnvelope, 404: failureEnvelope },
          },
        },
        async (request) => {
          const p = request.params as { id: number; shopId?: number };
          await scales.deleteScale(ctx, scopeOf(authOf(request)), p.id, shopOf(p));
          return ok(null);
        },
      );
    }

    // ── goods on a scale ──
    app.get(
      '/api/scales/:id/goods',
      {
        schema: {
          tags,
          summary: 'The goods on a scale by PLU number, paged, searched by name or item code',
          params: scaleIdParams,
          querystring: scaleGoodsQuery,
          response: { 200: envelopeOf(pageOf(goodsSchema)), 404: failureEnvelope },
        },
      },
      async (request) =>
        ok(await scaleGoods.listScaleGoods(ctx, scopeOf(authOf(request)), request.params.id, request.query)),
    );
    app.post(
      '/api/scales/:id/goods',
      {
        schema: {
          tags,
          summary:
            'Add (op_flag=1) or remove (op_flag=0) goods of the company, all or nothing; within the model’s PLU limit',
          params: scaleIdParams,
          querystring: scaleGoodsOpQuery,
          body: scaleGoodsBody,
          response: { 200: envelopeOf(scaleGoodsChangeSchema), ...failures },
        },
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
    for (const url of ['/api/scales/:id/hot_keys', '/api/shops/:shopId/scales/:id/hot_keys']) {
      const params = url.includes(':shopId') ? shopScaleParams : scaleIdParams;
      app.get(
        url,
        {
          schema: {
            tags,
            summary: "A scale's hot keys by group (UP, DOWN), each by key",
            params,
            response: { 200: envelopeOf(hotKeysSchema), 404: failureEnvelope },
          },
        },
        async (request) => {
          const p = request.params as { id: number; shopId?: number };
          return ok(await hotKeys.getHotKeys(ctx, scopeOf(authOf(request)), p.id, shopOf(p)));
        },
      );
      app.put(
        url,
        {
          schema: {
            tags,
            summary: "Replace a scale's whole hot-key layout (grouped as GET answers it, or a flat list)",
            params,
            body: hotKeysBody,
            response: { 200: envelopeOf(hotKeysSchema), ...failures },
          },
        },
        async (request) => {
          const p = request.params as { id: number; shopId?: number };
          return ok(
            await hotKeys.putHotKeys(ctx, scopeOf(authOf(request)), p.id, shopOf(p), request.body.hot_keys),
          );
        },
      );
    }
    app.post(
      '/api/scales/:id/hot_keys/copy',
      {
        schema: {
          tags,
          summary:
            "Copy a scale's layout to scales of its company and model, adding the goods they lack (all or none)",
          params: scaleIdParams,
          body: hotKeysCopyBody,
          response: { 200: envelopeOf(hotKeysCopySchema), ...failures },
        },
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
