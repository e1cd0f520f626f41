import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { adminOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { pageOf, pageQuery } from '../../http/paging.js';
import { listAudit } from './service.js';

const auditEntrySchema = z.object({
  id: z.number().int(),
  actor_user_id: z.number().int().nullable(),
  actor_name: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.number().int().nullable(),
  company_id: z.number().int().nullable(),
  detail: z.record(z.string(), z.unknown()),
  created_time: z.string(),
});

export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/management/audit_logs',
      {
        schema: {
          tags: ['audit'],
          summary: 'Administrative changes, newest first (administrators)',
          querystring: pageQuery.extend({
            company_id: z.coerce.number().int().positive().optional(),
            action: z.string().max(60).optional(),
          }),
          response: { 200: envelopeOf(pageOf(auditEntrySchema)), 403: failureEnvelope },
        },
      },
      async (request) => {
        adminOf(request);
        return ok(await listAudit(ctx, request.query));
      },
    );
  };
