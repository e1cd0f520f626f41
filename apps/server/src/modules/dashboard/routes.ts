import { dashboardApi } from '@dahua/shared/contracts/dashboard';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { scopeOf } from '../../http/scope.js';
import { serve } from '../../http/serve.js';
import { figures } from './repo.js';

/** The dashboard figures of the caller's company, or of all companies for administrators. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      dashboardApi.figures,
      { tags: ['dashboard'], summary: 'Dashboard figures in the caller’s scope' },
      async (request) => {
        const f = await figures(ctx.db, scopeOf(authOf(request)));
        return ok({
          shops: f.shopCount,
          scales: f.scaleCount,
          goods: f.goodsCount,
          members: f.memberCount,
          companies: f.companyCount,
          users: f.userCount,
          admins: f.adminCount,
        });
      },
    );
  };
