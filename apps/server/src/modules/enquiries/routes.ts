import { enquiriesApi } from '@dahua/shared/contracts/enquiries';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { serve, serveFile } from '../../http/serve.js';
import { leadsWorkbook } from './export.js';
import * as enquiries from './service.js';

const tags = ['enquiries'];
const failures = [400, 403, 404, 409];

/** Enquiries from the public site (issue 30 §4) and the site editors' leads. */
export const enquiriesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      enquiriesApi.submit,
      {
        tags,
        summary: 'Send an enquiry or a dealer application (public; rate-limited per address and per contact)',
        description:
          'No account. Phone or e-mail (at least one); a dealer application needs company and region. At most ' +
          '5 in 10 minutes from one address and 3 a day with one phone number or e-mail address (429). ' +
          'Answers the reference number (EQ-YYYYMMDD-NNNN). A filled `website` (honeypot) is answered the same ' +
          'way and stored nowhere.',
        failures: [400, 429],
        route: { config: { public: true } },
      },
      async (request) => ok(await enquiries.submitEnquiry(ctx, request.ip, request.body)),
    );
    serve(app, enquiriesApi.list, { tags, summary: 'The leads (site editors)', failures }, async (request) =>
      ok(await enquiries.listLeads(ctx, authOf(request), request.query)),
    );
    serveFile(
      app,
      enquiriesApi.export,
      { tags, summary: 'The filtered leads as xlsx (site editors)', failures },
      async (request, reply) => {
        const lang = languageOf(request);
        const rows = await enquiries.allLeads(ctx, authOf(request), request.query);
        const body = await leadsWorkbook(rows, lang);
        return reply
          .headers({
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="leads.xlsx"',
            'cache-control': 'no-store',
          })
          .send(body);
      },
    );
    serve(
      app,
      enquiriesApi.one,
      { tags, summary: 'One lead with its notes (site editors)', failures },
      async (request) => ok(await enquiries.oneLead(ctx, authOf(request), request.params.id)),
    );
    serve(
      app,
      enquiriesApi.update,
      { tags, summary: "Change a lead's status or owner (optional version: 409 when stale)", failures },
      async (request) =>
        ok(await enquiries.updateLead(ctx, authOf(request), request.params.id, request.body)),
    );
    serve(
      app,
      enquiriesApi.addNote,
      { tags, summary: 'Add a note to a lead (optional version: 409 when stale)', failures },
      async (request) => ok(await enquiries.addNote(ctx, authOf(request), request.params.id, request.body)),
    );
  };
