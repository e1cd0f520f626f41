import { dashboardApi } from '@dahua/shared/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import { dashboardOf } from './service.js';

/** The dashboard of the caller's company, or of all companies for administrators. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      dashboardApi.figures,
      { tags: ['dashboard'], summary: 'Dashboard counters and what needs attention, in the caller’s scope' },
      async (request) => {
        const auth = authOf(request);
        return ok(await dashboardOf(ctx, scopeOf(auth), auth.user.id));
      },
    );
  };
