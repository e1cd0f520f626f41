import { recallsApi } from '@dahua/shared/contracts/recalls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { laggingContext } from '../../http/read-routing.js';
import { serve, serveFile } from '../../http/serve.js';
import { recallWorkbook } from './export.js';
import * as recalls from './service.js';

const tags = ['recalls'];
const failures = [400, 403, 404, 409];

/** Recalls (issue 29 §3): read by the company's people, acted on by its owners and managers. */
export const recallsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scope = (request: FastifyRequest) => scopeOf(authOf(request));
    serve(app, recallsApi.list, { tags, summary: 'Recalls, open first', failures }, async (r) =>
      ok(await recalls.list(ctx, scope(r), r.query)),
    );
    serve(
      app,
      recallsApi.create,
      {
        tags,
        summary:
          'Recall a lot (or what a supplier delivered in a range of days): finds where it went; notifies, stops',
        failures,
      },
      async (r) => ok(await recalls.create(ctx, scope(r), r.body)),
    );
    serve(
      app,
      recallsApi.one,
      {
        tags,
        summary: 'A recall: receipts, transfers, shops, scales and sales days that carried it; events',
        failures,
      },
      async (r) => ok(await recalls.one(ctx, scope(r), r.params.id)),
    );
    serveFile(
      app,
      recallsApi.export,
      { tags, summary: 'A recall as xlsx, a sheet per section', failures },
      async (r, reply) => {
        const detail = await recalls.forExport(await laggingContext(ctx, r), scope(r), r.params.id);
        const body = await recallWorkbook(detail, languageOf(r));
        return reply
          .headers({
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="recall-${detail.id}.xlsx"`,
            'cache-control': 'no-store',
          })
          .send(body);
      },
    );
    serve(
      app,
      recallsApi.notify,
      { tags, summary: 'Send the affected shops a todo notice (once per recall)', failures },
      async (r) => ok(await recalls.notify(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      recallsApi.stop,
      { tags, summary: 'Stop selling: take the recalled goods off the affected shops’ scales', failures },
      async (r) => ok(await recalls.stop(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      recallsApi.release,
      { tags, summary: 'Release: the goods go back on the scales; the recall is closed', failures },
      async (r) => ok(await recalls.release(ctx, scope(r), r.params.id)),
    );
  };
