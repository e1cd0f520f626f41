import { companiesApi } from '@dahua/shared/contracts/companies';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as companies from './service.js';

const tags = ['companies'];
/** The failures of a call on one company. */
const failures = [400, 403, 404];

export const companiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      companiesApi.create,
      { tags, summary: 'Create a company (administrators)', failures },
      async (request) => ok(await companies.createCompany(ctx, scopeOf(authOf(request)), request.body)),
    );

    // The selector and the company list: same answer under both paths (SPEC §7).
    serve(
      app,
      companiesApi.list,
      {
        tags,
        summary: 'Companies by name, paged (administrators)',
        failures: [403],
        aliases: ['/api/management/companies/search'],
      },
      async (request) => ok(await companies.listCompanies(ctx, scopeOf(authOf(request)), request.query)),
    );

    serve(
      app,
      companiesApi.one,
      { tags, summary: 'A company with its counts (administrators, or its own members)', failures },
      async (request) => ok(await companies.getCompany(ctx, scopeOf(authOf(request)), request.params.id)),
    );

    // SPEC §7 names the short form; the /api/management form follows the API's convention.
    serve(
      app,
      companiesApi.edit,
      {
        tags,
        summary: "Edit a company's details (its owner, or an administrator)",
        failures,
        aliases: ['/companies/:id'],
      },
      async (request) =>
        ok(await companies.editCompany(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );

    serve(
      app,
      companiesApi.setBarcode,
      {
        tags,
        summary: 'Set the price barcode format and flag (its owner or managers, or an administrator)',
        failures,
        aliases: ['/companies/:id/barcode'],
      },
      async (request) =>
        ok(await companies.setCompanyBarcode(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );

    serve(
      app,
      companiesApi.setFleetSettings,
      {
        tags,
        summary:
          'Automatic work orders for scales unreachable this many hours (its owner or managers, or an administrator)',
        failures,
      },
      async (request) =>
        ok(await companies.setFleetSettings(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );

    serve(
      app,
      companiesApi.setLabelSettings,
      {
        tags,
        summary:
          'Food label settings: minimum x-height the label check accepts, whether the trace page names suppliers (its owner or managers, or an administrator)',
        failures,
      },
      async (request) =>
        ok(await companies.setLabelSettings(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
    );

    for (const [endpoint, action, status] of [
      [companiesApi.disable, 'disable', 'disabled'],
      [companiesApi.enable, 'enable', 'active'],
    ] as const) {
      serve(
        app,
        endpoint,
        { tags, summary: `${action} a company (administrators)`, failures },
        async (request) =>
          ok(await companies.setCompanyStatus(ctx, scopeOf(authOf(request)), request.params.id, status)),
      );
    }
  };
