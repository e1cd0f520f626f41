import { externalApi } from '@dahua/shared/contracts/external';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as external from './service.js';

/** Display pages for people outside the platform (no sign-in): /external/qrdetail/{id}. */
export const externalRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      externalApi.goods,
      {
        tags: ['external'],
        summary: 'A goods item as a shopper who scans its label sees it (public, rate-limited per IP)',
        failures: [404, 429],
        route: { config: { public: true } },
      },
      async (request) =>
        ok(await external.publicGoods(ctx, request.ip, request.params.id, request.query.scale_id)),
    );
  };
