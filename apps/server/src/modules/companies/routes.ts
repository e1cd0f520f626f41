import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { companyChanges, companyIdParams, companySchema } from './schema.js';
import * as companies from './service.js';

export const companiesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
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
            response: { 200: envelopeOf(companySchema), 403: failureEnvelope, 404: failureEnvelope },
          },
        },
        async (request) =>
          ok(await companies.editCompany(ctx, authOf(request), request.params.id, request.body)),
      );
    }
  };
