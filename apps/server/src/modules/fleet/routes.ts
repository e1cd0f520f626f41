import { dateTimeSecondsIn } from '@dahua/shared';
import { fleetApi } from '@dahua/shared/contracts/fleet';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readScopeOf } from '../../access/read-scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { laggingContext } from '../../http/read-routing.js';
import { serve, serveFile } from '../../http/serve.js';
import { MAKER_TIME_ZONE } from '../time-zones/index.js';
import { fleetWorkbook } from './export.js';
import * as fleet from './service.js';
import { runUnreachableCheck, UNREACHABLE_CHECK_MS } from './unreachable.js';

const tags = ['fleet'];
const failures = [400, 403, 404];
/** Inspectors reach these reads (their assigned shops only: readScopeOf). */
const inspector = { config: { inspector: true } };

/** The maker's fleet (issue 27 §1), and the timer of the automatic work orders for unreachable scales. */
export const fleetRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const scope = (request: FastifyRequest) => readScopeOf(authOf(request));
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        runUnreachableCheck(ctx).catch((error) =>
          ctx.log.error({ err: error }, 'the unreachable scales check failed'),
        );
      }, UNREACHABLE_CHECK_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));

    serve(
      app,
      fleetApi.scales,
      {
        tags,
        summary:
          'Every scale with its link, software, verification and open work orders (administrators, inspectors)',
        failures,
        route: inspector,
      },
      async (r) => ok(await fleet.list(await laggingContext(ctx, r), scope(r), r.query)),
    );
    serve(
      app,
      fleetApi.summary,
      {
        tags,
        summary: 'The fleet’s counts per verification status, online, with open work orders',
        failures,
        route: inspector,
      },
      async (r) => ok(await fleet.summary(await laggingContext(ctx, r), scope(r), r.query)),
    );
    serveFile(
      app,
      fleetApi.export,
      { tags, summary: 'The filtered fleet as xlsx', failures, route: inspector },
      async (r, reply) => {
        const rows = await fleet.all(await laggingContext(ctx, r), scope(r), r.query);
        const now = ctx.clock();
        const body = await fleetWorkbook(rows, languageOf(r), MAKER_TIME_ZONE);
        const stamp = dateTimeSecondsIn(now, MAKER_TIME_ZONE).slice(0, 10).replaceAll('-', '');
        return reply
          .headers({
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="fleet-${stamp}.xlsx"`,
            'cache-control': 'no-store',
          })
          .send(body);
      },
    );
    serve(
      app,
      fleetApi.scale,
      {
        tags,
        summary: 'One scale of the fleet: its facts, bridges and latest work orders',
        failures,
        route: inspector,
      },
      async (r) => ok(await fleet.scale(ctx, scope(r), r.params.id)),
    );
  };
