import { TRADE_LIMITS, tradesApi } from '@dahua/shared/contracts/trades';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { singleFile } from '../../http/multipart.js';
import { laggingContext } from '../../http/read-routing.js';
import { serve, serveFile } from '../../http/serve.js';
import { deviceOf } from '../device-auth/service.js';
import { csvStream, xlsxStream } from './export-file.js';
import type { DeviceScale } from './ingest.js';
import { registerSalesJobs } from './jobs.js';
import * as trades from './service.js';

const tags = ['trades'];

/** Sales records: the scales' batches (device credential), the trade page, its export and the file import. */
export const tradesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: TRADE_LIMITS.file, files: 1 },
      throwFileSizeLimit: true,
    });
    const scope = (request: FastifyRequest) => scopeOf(authOf(request));

    registerSalesJobs(app, ctx);

    // The device is known before the body is read, so a caller without a credential learns nothing else.
    const devices = new WeakMap<FastifyRequest, DeviceScale>();
    serve(
      app,
      tradesApi.ingest,
      {
        tags,
        summary:
          'A batch of a scale’s sales records (Authorization: Bearer <device credential>); each record stored once',
        failures: [400, 401, 429],
        route: {
          config: { public: true },
          bodyLimit: 2 * 1024 * 1024,
          onRequest: async (request) => {
            devices.set(request, await deviceOf(ctx, request.headers, request.ip));
          },
        },
      },
      async (request) => {
        const device = devices.get(request);
        if (!device) throw new AppError('DEVICE_CREDENTIAL_INVALID');
        return ok(await trades.ingestFromDevice(ctx, device, request.body.records));
      },
    );

    serve(
      app,
      tradesApi.list,
      {
        tags,
        summary: 'Trade records: filtered, newest first, with the totals of the filtered set',
        failures: [400],
      },
      async (request) =>
        ok(
          await trades.listTrades(
            await laggingContext(ctx, request),
            scope(request),
            request.query,
            languageOf(request),
          ),
        ),
    );

    serveFile(
      app,
      tradesApi.export,
      { tags, summary: 'The filtered trade records as xlsx or csv, streamed', failures: [400] },
      async (request, reply) => {
        const { format, ...filters } = request.query;
        const lang = languageOf(request);
        const reads = await laggingContext(ctx, request);
        const chunks = trades.tradesFor(reads, scope(request), filters);
        const name = await trades.exportName(reads, scope(request), filters, format, lang);
        const body =
          format === 'csv'
            ? csvStream(chunks, lang)
            : xlsxStream(chunks, lang, (error) => request.log.error({ err: error }, 'trade export failed'));
        return reply
          .headers({
            'content-type':
              format === 'csv'
                ? 'text/csv; charset=utf-8'
                : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'no-store',
          })
          .send(body);
      },
    );

    serve(
      app,
      tradesApi.import,
      {
        tags,
        summary: 'Sales exported by the maker’s PC software (multipart `file`, csv or xlsx) for one scale',
        consumes: ['multipart/form-data'],
        failures: [400, 403, 404, 413, 415],
      },
      async (request) => {
        const file = await singleFile(request, {
          field: 'file',
          maxBytes: TRADE_LIMITS.file,
          missing: () => new AppError('IMPORT_FILE_REQUIRED'),
          tooLarge: () => new AppError('IMPORT_FILE_TOO_LARGE', { mb: TRADE_LIMITS.file / 1024 / 1024 }),
        });
        return ok(
          await trades.importTrades(
            ctx,
            scope(request),
            request.query.scale_id,
            file.bytes,
            languageOf(request),
          ),
        );
      },
    );
  };
