import { dayIn } from '@dahua/shared';
import {
  publicReportBody,
  SCALE_REPORT_LIMITS,
  scaleReportsApi,
} from '@dahua/shared/contracts/scale-reports';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { readScopeOf } from '../../access/read-scope.js';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { type Lang, languageOf } from '../../http/language.js';
import { serve, serveFile } from '../../http/serve.js';
import { unsafeTextPaths } from '../../http/unsafe-text.js';
import { RequestValidationError } from '../../http/validation.js';
import { type FormState, formErrorText, messagePage, PAGE_CSP, pageLang, scalePage } from './public-page.js';
import * as reports from './service.js';
import { stickerSheet } from './stickers.js';

const tags = ['scale reports'];
const MAX_PHOTO_BYTES = SCALE_REPORT_LIMITS.photoMb * 1024 * 1024;
const MULTIPART_LIMITS = { fileSize: MAX_PHOTO_BYTES, files: 1, fields: 10, parts: 11 };

type ReportForm = { fields: Record<string, string>; photo: Buffer | null };

/** The fields and the `photo` file of a multipart report; limits and malformed forms become catalogue errors. */
async function reportFormOf(request: FastifyRequest): Promise<ReportForm> {
  const form: ReportForm = { fields: {}, photo: null };
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'photo' && bytes.length > 0) form.photo = bytes;
      } else if (typeof part.value === 'string' && !(part.fieldname in form.fields)) {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('IMAGE_TOO_LARGE', { mb: SCALE_REPORT_LIMITS.photoMb });
    throw new AppError('BAD_REQUEST');
  }
  return form;
}

/** A report's fields checked as the JSON body is (NUL and broken characters first, then the schema). */
function reportFields(input: unknown) {
  const unsafe = unsafeTextPaths(input);
  if (unsafe.length > 0) throw new RequestValidationError(publicReportBody, input, 'body', unsafe);
  const result = publicReportBody.safeParse(input);
  if (!result.success) throw new RequestValidationError(publicReportBody, input, 'body');
  return result.data;
}

/**
 * The public page of a scale and its reports (issue 27 §3): the JSON calls, the server-rendered
 * page `/external/scale/{code}` with its report form, the reports' handling in the console, and
 * the QR stickers. Multipart parsing is registered inside this plugin only.
 */
export const scaleReportsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    /** Where the public reaches us: the configured origin, else the one this request came to. */
    const originOf = (request: FastifyRequest) =>
      ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
    const read = (request: FastifyRequest) => readScopeOf(authOf(request));
    const write = (request: FastifyRequest) => scopeOf(authOf(request));

    serve(
      app,
      scaleReportsApi.publicScale,
      {
        tags,
        summary: 'A scale as anyone who scans its sticker sees it (public, rate-limited per IP)',
        failures: [404, 429],
        route: { config: { public: true } },
      },
      async (request) =>
        ok((await reports.publicScale(ctx, request.ip, request.params.code, languageOf(request))).view),
    );

    serve(
      app,
      scaleReportsApi.report,
      {
        tags,
        summary: 'Report a problem with a scale (public; JSON, or multipart with an optional photo)',
        description:
          'Fields description (1–500 characters) and phone (a mainland mobile number, or empty); multipart ' +
          'may add one file `photo` (PNG, JPEG, WebP or GIF, at most 5 MB, judged by its bytes). At most 10 ' +
          'reports an hour from one address and 30 a day about one scale (429). Answers the reference number.',
        consumes: ['application/json', 'multipart/form-data'],
        failures: [400, 404, 413, 415, 429, 502],
        route: { config: { public: true } },
      },
      async (request) => {
        const form = request.isMultipart() ? await reportFormOf(request) : null;
        const fields = reportFields(form ? form.fields : (request.body ?? {}));
        const receipt = await reports.fileReport(
          ctx,
          request.ip,
          request.params.code,
          { ...fields, photo: form?.photo ?? null },
          request.log,
        );
        return ok(receipt);
      },
    );

    serve(
      app,
      scaleReportsApi.reportStatus,
      {
        tags,
        summary: 'A report’s status and the shop’s answer, by its reference under its scale’s code (public)',
        failures: [404, 429],
        route: { config: { public: true } },
      },
      async (request) =>
        ok(await reports.reportStatus(ctx, request.ip, request.params.code, request.params.reference)),
    );

    serve(
      app,
      scaleReportsApi.list,
      {
        tags,
        summary:
          'Reports about scales: a company’s own, all for administrators, assigned shops for inspectors',
        failures: [400, 403],
        route: { config: { inspector: true } },
      },
      async (request) => ok(await reports.listReports(ctx, read(request), write(request), request.query)),
    );

    serve(
      app,
      scaleReportsApi.create,
      {
        tags,
        summary: 'Enter a report taken by phone (the company’s owner or managers, administrators)',
        failures: [400, 403, 404],
      },
      async (request) => ok(await reports.createReport(ctx, write(request), request.body)),
    );

    serve(
      app,
      scaleReportsApi.answer,
      {
        tags,
        summary: 'Answer a report (again: replaces the answer); the reporter sees it with the reference',
        failures: [400, 403, 404],
      },
      async (request) =>
        ok(await reports.answerReport(ctx, write(request), request.params.id, request.body.answer)),
    );

    serve(
      app,
      scaleReportsApi.publicLink,
      {
        tags,
        summary: 'A scale’s public code and the address of its public page',
        failures: [403, 404],
        route: { config: { inspector: true } },
      },
      async (request) =>
        ok(await reports.publicLink(ctx, read(request), request.params.id, originOf(request))),
    );

    serveFile(
      app,
      scaleReportsApi.stickers,
      {
        tags,
        summary: 'QR stickers of a shop’s scales in service: A4 PDF, 3 × 8 labels of 70 × 37 mm',
        failures: [403, 404],
      },
      async (request, reply) => {
        const { shop, scales } = await reports.stickerScales(ctx, write(request), request.params.id);
        const origin = originOf(request);
        const pdf = await stickerSheet(
          shop.name,
          scales.map((scale) => ({
            scaleName: scale.name,
            url: reports.pageUrlOf(origin, scale.publicCode),
          })),
        );
        return reply
          .headers({
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="scale-stickers-${shop.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`${shop.name}-QR.pdf`)}`,
            'cache-control': 'no-store',
          })
          .send(pdf);
      },
    );

    // The page itself: server-rendered HTML, no script. Registered here, it wins over the console's
    // `/external/*` fallback (http/static.ts) for these paths only.
    const sendPage = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': PAGE_CSP,
          'cache-control': 'no-store',
        })
        .send(html);

    type PageRequest = FastifyRequest<{ Params: { code: string }; Querystring: Record<string, unknown> }>;
    const pathOf = (code: string) => `/external/scale/${encodeURIComponent(code)}`;
    const langOf = (request: PageRequest): Lang => pageLang(request.query.lang, languageOf(request));

    /** The scale's page; a failure to find it (or too many views) is a page too, in the caller's language. */
    const renderScale = async (
      request: PageRequest,
      reply: FastifyReply,
      extra: Pick<Parameters<typeof scalePage>[0], 'form' | 'lookup'> = {},
      status = 200,
    ) => {
      const lang = langOf(request);
      const { code } = request.params;
      try {
        const { row, view } = await reports.publicScale(ctx, request.ip, code, lang);
        const url = reports.pageUrlOf(originOf(request), row.publicCode);
        const qrSvg = await QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        const html = scalePage({
          lang,
          path: pathOf(row.publicCode),
          view,
          qrSvg,
          dayOf: (iso) => dayIn(new Date(iso), row.zone),
          ...extra,
        });
        return sendPage(reply, status, html);
      } catch (error) {
        return failurePage(request, reply, error);
      }
    };

    const failurePage = (request: PageRequest, reply: FastifyReply, error: unknown) => {
      const lang = langOf(request);
      const path = pathOf(request.params.code);
      if (!(error instanceof AppError)) throw error;
      if (error.key === 'NOT_FOUND') return sendPage(reply, 404, messagePage(lang, path, 'notFound'));
      return sendPage(reply, error.status, messagePage(lang, path, 'failed', error.messageIn(lang)));
    };

    const page = { config: { public: true }, schema: { hide: true } } as const;

    app.get('/external/scale/:code', page, (request, reply) => renderScale(request as PageRequest, reply));

    /** `?ref=` looks a report up (the form below the page); `new=1` after sending it. */
    app.get('/external/scale/:code/report', page, async (request, reply) => {
      const r = request as PageRequest;
      const ref = typeof r.query.ref === 'string' ? r.query.ref.slice(0, 64) : '';
      if (ref.trim() === '') return renderScale(r, reply);
      try {
        const report = await reports.reportStatus(ctx, r.ip, r.params.code, ref);
        const reference = reports.normalReference(ref);
        return renderScale(r, reply, {
          lookup: { kind: 'found', reference, report, isNew: r.query.new === '1' },
        });
      } catch (error) {
        if (error instanceof AppError && error.key === 'NOT_FOUND')
          return renderScale(r, reply, { lookup: { kind: 'missing', reference: ref } }, 404);
        return failurePage(r, reply, error);
      }
    });

    /** The page's report form (multipart, works without JavaScript): on success, on to the receipt. */
    app.post('/external/scale/:code/report', page, async (request, reply) => {
      const r = request as PageRequest;
      const lang = langOf(r);
      const typed: FormState = { description: '', phone: '', errors: {} };
      let photo: Buffer | null = null;
      try {
        const form = await reportFormOf(r);
        typed.description = (form.fields.description ?? '').slice(0, 2000);
        typed.phone = (form.fields.phone ?? '').slice(0, 100);
        photo = form.photo;
        const fields = reportFields({ description: typed.description, phone: typed.phone });
        const { reference } = await reports.fileReport(ctx, r.ip, r.params.code, { ...fields, photo }, r.log);
        const code = r.params.code.toLowerCase();
        return reply
          .header('cache-control', 'no-store')
          .redirect(`${pathOf(code)}/report?ref=${reference}&new=1&lang=${lang}#report`, 303);
      } catch (error) {
        if (error instanceof RequestValidationError) {
          for (const { field, message } of error.fieldErrors(lang)) {
            const name = field === 'phone' ? 'phone' : 'description';
            typed.errors[name] ??= message;
          }
          typed.errors.form = formErrorText(lang);
          return renderScale(r, reply, { form: typed }, 400);
        }
        if (error instanceof AppError && error.key.startsWith('IMAGE_')) {
          typed.errors.photo = error.messageIn(lang);
          typed.errors.form = formErrorText(lang);
          return renderScale(r, reply, { form: typed }, error.status);
        }
        if (error instanceof AppError && error.key === 'BAD_REQUEST') {
          typed.errors.form = error.messageIn(lang);
          return renderScale(r, reply, { form: typed }, 400);
        }
        return failurePage(r, reply, error);
      }
    });
  };
