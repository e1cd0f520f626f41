import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { pageOf } from '../../http/paging.js';
import { scopeOf } from '../../http/scope.js';
import {
  adminListQuery,
  adminParams,
  adminRoleChange,
  adminSchema,
  newAdmin,
  passwordReset,
  statusChange,
} from './schema.js';
import * as admins from './service.js';

const BASE = '/api/management/admins';
const one = {
  200: envelopeOf(adminSchema),
  400: failureEnvelope,
  403: failureEnvelope,
  404: failureEnvelope,
  409: failureEnvelope,
};

export const adminsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      BASE,
      {
        schema: {
          tags: ['admins'],
          summary: 'Administrators (administrators may look; super administrators manage)',
          querystring: adminListQuery,
          response: { 200: envelopeOf(pageOf(adminSchema)), 403: failureEnvelope },
        },
      },
      async (request) => ok(await admins.listAdmins(ctx, scopeOf(authOf(request)), request.query)),
    );

    app.post(
      BASE,
      {
        schema: {
          tags: ['admins'],
          summary: 'Create an administrator (super administrators)',
          body: newAdmin,
          response: one,
        },
      },
      async (request) => ok(await admins.createAdmin(ctx, authOf(request), request.body)),
    );

    for (const [path, body, summary] of [
      ['status', statusChange, 'Disable or enable an administrator'],
      ['role', adminRoleChange, "Change an administrator's role"],
      ['password', passwordReset, "Reset an administrator's password (ends their sessions)"],
    ] as const) {
      app.put(
        `${BASE}/:id/${path}`,
        { schema: { tags: ['admins'], summary, params: adminParams, body, response: one } },
        async (request) =>
          ok(await admins.changeAdmin(ctx, authOf(request), request.params.id, request.body)),
      );
    }
  };
