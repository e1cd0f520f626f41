import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { pageOf } from '../../http/paging.js';
import { scopeOf } from '../../http/scope.js';
import {
  shopBody,
  shopChanges,
  shopDetailSchema,
  shopIdParams,
  shopListQuery,
  shopSchema,
} from './schema.js';
import * as shops from './service.js';

const BASE = '/api/management/shops';
const one = { 200: envelopeOf(shopSchema), 403: failureEnvelope, 404: failureEnvelope };

export const shopsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    for (const url of [BASE, `${BASE}/search`]) {
      app.get(
        url,
        {
          schema: {
            tags: ['shops'],
            summary:
              "Shops, newest first: a company user's company's shops, administrators all (company_id filters)",
            querystring: shopListQuery,
            response: { 200: envelopeOf(pageOf(shopSchema)) },
          },
        },
        async (request) => ok(await shops.listShops(ctx, scopeOf(authOf(request)), request.query)),
      );
    }

    app.get(
      `${BASE}/:id`,
      {
        schema: {
          tags: ['shops'],
          summary: 'A shop with its scales',
          params: shopIdParams,
          response: { 200: envelopeOf(shopDetailSchema), 404: failureEnvelope },
        },
      },
      async (request) => ok(await shops.shopDetails(ctx, scopeOf(authOf(request)), request.params.id)),
    );

    // SPEC §7 names /api/management/shops/create and the short /shops forms; both stay.
    for (const url of [`${BASE}/create`, BASE, '/shops']) {
      app.post(
        url,
        {
          schema: {
            tags: ['shops'],
            summary: 'Create a shop (company owners and managers; administrators name company_id)',
            body: shopBody,
            response: one,
          },
        },
        async (request) => ok(await shops.createShop(ctx, scopeOf(authOf(request)), request.body)),
      );
    }

    for (const url of [`${BASE}/:id`, '/shops/:id']) {
      app.put(
        url,
        {
          schema: {
            tags: ['shops'],
            summary: "Edit a shop's details (company owners and managers, administrators)",
            params: shopIdParams,
            body: shopChanges,
            response: one,
          },
        },
        async (request) =>
          ok(await shops.editShop(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
      );

      app.delete(
        url,
        {
          schema: {
            tags: ['shops'],
            summary: 'Delete a shop that has no scales (a shop with scales answers 409)',
            params: shopIdParams,
            response: {
              200: envelopeOf(z.null()),
              403: failureEnvelope,
              404: failureEnvelope,
              409: failureEnvelope,
            },
          },
        },
        async (request) => {
          await shops.deleteShop(ctx, scopeOf(authOf(request)), request.params.id);
          return ok(null);
        },
      );
    }
  };
