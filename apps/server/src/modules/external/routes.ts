import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { publicGoodsParams, publicGoodsQuery, publicGoodsSchema } from './schema.js';
import * as external from './service.js';

/** Display pages for people outside the platform (no sign-in): /external/qrdetail/{id}. */
export const externalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/external/goods/:id',
      {
        config: { public: true },
        schema: {
          tags: ['external'],
          summary: 'A goods item as a shopper who scans its label sees it (public, rate-limited per IP)',
          params: publicGoodsParams,
          querystring: publicGoodsQuery,
          response: { 200: envelopeOf(publicGoodsSchema), 404: failureEnvelope, 429: failureEnvelope },
        },
      },
      async (request) =>
        ok(await external.publicGoods(ctx, request.ip, request.params.id, request.query.scale_id)),
    );
  };
