import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { pageOf } from '../../http/paging.js';
import { scopeOf } from '../../http/scope.js';
import {
  barcodeChanges,
  companyChanges,
  companyIdParams,
  companyListQuery,
  companySchema,
  newCompany,
} from './schema.js';
import * as companies from './service.js';

const one = {
  200: envelopeOf(companySchema),
  400: failureEnvelope,
  403: failureEnvelope,
  404: failureEnvelope,
};
const many = { 200: envelopeOf(pageOf(companySchema)), 403: failureEnvelope };

export const companiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/management/companies/create',
      {
        schema: {
          tags: ['companies'],
          summary: 'Create a company (administrators)',
          body: newCompany,
          response: one,
        },
      },
      async (request) => ok(await companies.createCompany(ctx, scopeOf(authOf(request)), request.body)),
    );

    // The selector and the company list: same answer under both paths (SPEC §7).
    for (const url of ['/api/management/companies', '/api/management/companies/search']) {
      app.get(
        url,
        {
          schema: {
            tags: ['companies'],
            summary: 'Companies by name, paged (administrators)',
            querystring: companyListQuery,
            response: many,
          },
        },
        async (request) => ok(await companies.listCompanies(ctx, scopeOf(authOf(request)), request.query)),
      );
    }

    app.get(
      '/api/management/companies/:id',
      {
        schema: {
          tags: ['companies'],
          summary: 'A company with its counts (administrators, or its own members)',
          params: companyIdParams,
          response: one,
        },
      },
      async (request) => ok(await companies.getCompany(ctx, scopeOf(authOf(request)), request.params.id)),
    );

    // SPEC §7 names the short form; the /api/management form follows the API's convention.
    for (const url of ['/companies/:id', '/api/management/companies/:id']) {
      app.put(
        url,
        {
          schema: {
            tags: ['companies'],
            summary: "Edit a company's details (its owner, or an administrator)",
            params: companyIdParams,
            body: companyChanges,
            response: one,
          },
        },
        async (request) =>
          ok(await companies.editCompany(ctx, scopeOf(authOf(request)), request.params.id, request.body)),
      );
    }

    for (const url of ['/companies/:id/barcode', '/api/management/companies/:id/barcode']) {
      app.put(
        url,
        {
          schema: {
            tags: ['companies'],
            summary: 'Set the price barcode format and flag (its owner or managers, or an administrator)',
            params: companyIdParams,
            body: barcodeChanges,
            response: one,
          },
        },
        async (request) =>
          ok(
            await companies.setCompanyBarcode(ctx, scopeOf(authOf(request)), request.params.id, request.body),
          ),
      );
    }

    for (const [action, status] of [
      ['disable', 'disabled'],
      ['enable', 'active'],
    ] as const) {
      app.post(
        `/api/management/companies/:id/${action}`,
        {
          schema: {
            tags: ['companies'],
            summary: `${action} a company (administrators)`,
            params: companyIdParams,
            response: one,
          },
        },
        async (request) =>
          ok(await companies.setCompanyStatus(ctx, scopeOf(authOf(request)), request.params.id, status)),
      );
    }
  };
