import { shopsApi } from '@dahua/shared/contracts/shops';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as shops from './service.js';

const tags = ['shops'];
const BASE = '/api/management/shops';

export const shopsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      shopsApi.list,
      {
        tags,
        summary:
          "Shops, newest first: a company user's company's shops, administrators all (company_id filters)",
        aliases: [`${BASE}/search`],
      },
      async (request) => ok(await shops.listShops(ctx, scopeOf(authOf(request)), request.query)),
    );

    serve(app, shopsApi.one, { tags, summary: 'A shop with its scales', failures: [404] }, async (request) =>
      ok(await shops.shopDetails(ctx, scopeOf(authOf(request)), request.params.id)),
    );

    // SPEC §7 names /api/management/shops/create and the short /shops forms; both stay.
    serve(
      app,
      shopsApi.create,
      {
        tags,
        summary: 'Create a shop (company owners and managers; administrators name company_id)',
        failures: [403, 404],
        aliases: [BASE, '/shops'],
      },
      async (request) => ok(await shops.createShop(ctx, scopeOf(authOf(request)), request.body)),
    );

    serve(
      app,
      shopsApi.edit,
      {
        tags,
        summary: "Edit a shop's details (company owners and managers, administrators)",
        failures: [403, 404],
        aliases: ['/shops/:id'],
      },
      async (request) =>
        ok(await shops.editShop(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );

    serve(
      app,
      shopsApi.remove,
      {
        tags,
        summary: 'Delete a shop that has no scales (a shop with scales answers 409)',
        failures: [403, 404, 409],
        aliases: ['/shops/:id'],
      },
      async (request) => {
        await shops.deleteShop(ctx, scopeOf(authOf(request)), request.params.id);
        return ok(null);
      },
    );
  };
