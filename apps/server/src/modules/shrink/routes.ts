import { compactDay } from '@dahua/shared';
import { shrinkApi } from '@dahua/shared/contracts/shrink';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { laggingContext } from '../../http/read-routing.js';
import { serve, serveFile } from '../../http/serve.js';
import { shrinkWorkbook } from './export.js';
import * as shrink from './service.js';

const tags = ['stock'];
const failures = [400, 403, 404];

/** The shrink report (issue 28 §3): read by everyone of the company, as the stock pages are. */
export const shrinkRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scope = (request: FastifyRequest) => scopeOf(authOf(request));
    serve(
      app,
      shrinkApi.report,
      {
        tags,
        summary: 'Shrink per shop × goods × period: in, out, sold, written off, counted, and what vanished',
        failures,
      },
      async (r) => ok(await shrink.report(ctx, scope(r), r.query)),
    );
    serveFile(
      app,
      shrinkApi.export,
      { tags, summary: 'The shrink report as xlsx (every row)', failures },
      async (r, reply) => {
        const { shop, range, rows } = await shrink.reportRows(
          await laggingContext(ctx, r),
          scope(r),
          r.query,
        );
        const body = await shrinkWorkbook(rows, languageOf(r), { shop: shop.shopName, ...range });
        const name = `shrink-${shop.shopId}-${compactDay(range.from)}-${compactDay(range.to)}.xlsx`;
        return reply
          .headers({
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'no-store',
          })
          .send(body);
      },
    );
    serve(
      app,
      shrinkApi.moves,
      { tags, summary: 'The moves (or daily sales) behind one figure of the shrink report', failures },
      async (r) => ok(await shrink.figureMoves(ctx, scope(r), r.query)),
    );
  };
