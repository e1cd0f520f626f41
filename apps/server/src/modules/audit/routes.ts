import { auditApi } from '@dahua/shared/contracts/audit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { adminOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import { listAudit } from './service.js';

export const auditRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      auditApi.list,
      {
        tags: ['audit'],
        summary: 'Administrative changes, newest first (administrators)',
        failures: [403],
      },
      async (request) => {
        adminOf(request);
        return ok(await listAudit(ctx, request.query));
      },
    );
  };
