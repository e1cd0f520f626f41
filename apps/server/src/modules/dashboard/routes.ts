import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { scopeOf } from '../../http/scope.js';
import { figures } from './repo.js';

const dashboardSchema = z.object({
  shops: z.number().int(),
  scales: z.number().int(),
  goods: z.number().int(),
  members: z.number().int().describe('people in the company (administrators: in all companies)'),
  companies: z.number().int().nullable().describe('administrators only'),
  users: z.number().int().nullable().describe('company users, administrators only'),
  admins: z.number().int().nullable().describe('administrators only'),
});

/** The dashboard figures of the caller's company, or of all companies for administrators. */
export const dashboardRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/management/dashboard',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Dashboard figures in the caller’s scope',
          response: { 200: envelopeOf(dashboardSchema) },
        },
      },
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
