import { priceListsApi } from '@dahua/shared/contracts/price-lists';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as lists from './service.js';

const tags = ['price lists'];

/** Price lists for groups of shops (issue 28 §1): company people read, owners and managers write. */
export const priceListsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      priceListsApi.list,
      {
        tags,
        summary:
          "Price lists, newest first, with their shops and how many goods each prices: a company's people their company's, administrators all (company_id filters)",
      },
      async (request) => ok(await lists.listPriceLists(ctx, scopeOf(authOf(request)), request.query)),
    );

    serve(
      app,
      priceListsApi.create,
      {
        tags,
        summary:
          'Create a price list with its shops (owners and managers; administrators name company_id). A shop in another list answers 409 naming it unless move_shops',
        failures: [403, 404, 409],
      },
      async (request) => ok(await lists.createPriceList(ctx, scopeOf(authOf(request)), request.body)),
    );

    serve(
      app,
      priceListsApi.edit,
      {
        tags,
        summary:
          'Rename a price list, or replace its shops (shop_ids; move_shops takes them from their lists)',
        failures: [403, 404, 409],
      },
      async (request) =>
        ok(await lists.editPriceList(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );

    serve(
      app,
      priceListsApi.remove,
      {
        tags,
        summary:
          'Delete a price list; its shops sell at the base prices again. A change or promotion of it not yet ended answers 409',
        failures: [403, 404, 409],
      },
      async (request) => {
        await lists.deletePriceList(ctx, scopeOf(authOf(request)), request.params.id);
        return ok(null);
      },
    );

    serve(
      app,
      priceListsApi.prices,
      {
        tags,
        summary: "The company's goods by PLU with their base price and the list's (null: the base)",
        failures: [404],
      },
      async (request) =>
        ok(await lists.listPrices(ctx, scopeOf(authOf(request)), request.params.id, request.query)),
    );

    serve(
      app,
      priceListsApi.setPrices,
      {
        tags,
        summary:
          "Set a list's prices in bulk (null: back to the base), all or nothing: a bad row answers 400 naming prices.<i>",
        failures: [403, 404],
      },
      async (request) =>
        ok(await lists.setListPrices(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );
  };
