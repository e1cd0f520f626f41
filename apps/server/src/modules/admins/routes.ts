import { adminsApi } from '@dahua/shared/contracts/admins';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as admins from './service.js';

const tags = ['admins'];
const failures = [400, 403, 404, 409];

export const adminsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      adminsApi.list,
      {
        tags,
        summary: 'Administrators (administrators may look; super administrators manage)',
        failures: [403],
      },
      async (request) => ok(await admins.listAdmins(ctx, scopeOf(authOf(request)), request.query)),
    );

    serve(
      app,
      adminsApi.create,
      { tags, summary: 'Create an administrator (super administrators)', failures },
      async (request) => ok(await admins.createAdmin(ctx, authOf(request), request.body)),
    );

    serve(
      app,
      adminsApi.setStatus,
      { tags, summary: 'Disable or enable an administrator', failures },
      async (request) => ok(await admins.changeAdmin(ctx, authOf(request), request.params.id, request.body)),
    );
    serve(
      app,
      adminsApi.setRole,
      { tags, summary: "Change an administrator's role", failures },
      async (request) => ok(await admins.changeAdmin(ctx, authOf(request), request.params.id, request.body)),
    );
    serve(
      app,
      adminsApi.resetPassword,
      { tags, summary: "Reset an administrator's password (ends their sessions)", failures },
      async (request) => ok(await admins.changeAdmin(ctx, authOf(request), request.params.id, request.body)),
    );
    serve(
      app,
      adminsApi.setSiteEditor,
      { tags, summary: 'Give or take the "site editor" right (super administrators)', failures },
      async (request) =>
        ok(await admins.setSiteEditor(ctx, authOf(request), request.params.id, request.body.site_editor)),
    );
  };
