import { inspectorsApi } from '@dahua/shared/contracts/inspectors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as inspectors from './service.js';

const tags = ['inspectors'];
const failures = [400, 403, 404, 409];

/** Inspectors' accounts (issue 27): administrators only; none of these is open to an inspector. */
export const inspectorsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      inspectorsApi.list,
      { tags, summary: 'Inspectors, with their companies and shops (administrators)', failures: [403] },
      async (request) => ok(await inspectors.listInspectors(ctx, authOf(request), request.query)),
    );
    serve(
      app,
      inspectorsApi.create,
      {
        tags,
        summary: 'Create an inspector, optionally with its companies and shops (administrators)',
        failures,
      },
      async (request) => ok(await inspectors.createInspector(ctx, authOf(request), request.body)),
    );
    serve(
      app,
      inspectorsApi.setAssignments,
      {
        tags,
        summary: "Replace an inspector's companies and shops, all or nothing (administrators)",
        failures,
      },
      async (request) =>
        ok(
          await inspectors.setAssignments(ctx, authOf(request), request.params.id, request.body.assignments),
        ),
    );
    serve(
      app,
      inspectorsApi.setStatus,
      { tags, summary: 'Disable (ending its sessions) or enable an inspector (administrators)', failures },
      async (request) =>
        ok(await inspectors.changeInspector(ctx, authOf(request), request.params.id, request.body)),
    );
    serve(
      app,
      inspectorsApi.resetPassword,
      { tags, summary: "Set an inspector's password (ends its sessions; administrators)", failures },
      async (request) =>
        ok(await inspectors.changeInspector(ctx, authOf(request), request.params.id, request.body)),
    );
  };
