import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { pageOf } from '../../http/paging.js';
import { scopeOf } from '../../http/scope.js';
import { scaleListQuery, scaleOptionSchema } from './schema.js';
import * as scales from './service.js';

export const scalesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of ['/api/management/scales', '/api/management/scales/search']) {
      app.get(
        url,
        {
          schema: {
            tags: ['scales'],
            summary: "Scales the caller may see (a company user their company's), by shop, company and name",
            querystring: scaleListQuery,
            response: { 200: envelopeOf(pageOf(scaleOptionSchema)) },
          },
        },
        async (request) => ok(await scales.listScales(ctx, scopeOf(authOf(request)), request.query)),
      );
    }
  };
