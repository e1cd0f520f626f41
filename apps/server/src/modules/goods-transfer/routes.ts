import { goodsApi } from '@dahua/shared/contracts/goods';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
import * as transfer from './service.js';

const MULTIPART_LIMITS = { fileSize: transfer.MAX_IMPORT_BYTES, files: 1, fields: 20, parts: 21 };

/** The bytes of the multipart field `file`. */
async function fileOf(request: FastifyRequest): Promise<Buffer> {
  const sent = await singleFile(request, {
    field: 'file',
    maxBytes: transfer.MAX_IMPORT_BYTES,
    missing: () => new AppError('IMPORT_FILE_REQUIRED'),
    tooLarge: () => new AppError('IMPORT_FILE_TOO_LARGE', { mb: transfer.MAX_IMPORT_MB }),
  });
  return sent.bytes;
}

function sendFile(reply: FastifyReply, file: { body: Buffer; contentType: string; filename: string }) {
  return reply
    .headers({
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${file.filename}"`,
      'cache-control': 'no-store',
    })
    .send(file.body);
}

/** Bulk goods export (xlsx, csv, the maker's plu.plu) and import; multipart is registered here only. */
export const goodsTransferRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    serveFile(
      app,
      goodsApi.export,
      { tags: ['goods'], summary: 'Export the company’s goods as xlsx, csv or the maker’s plu.plu file' },
      async (request, reply) => {
        const file = await transfer.exportGoods(
          await laggingContext(ctx, request),
          scopeOf(authOf(request)),
          request.query.format,
          request.query.company_id,
          languageOf(request),
        );
        return sendFile(reply, file);
      },
    );

    serveFile(
      app,
      goodsApi.importTemplate,
      {
        tags: ['goods'],
        summary: 'The goods import template (xlsx or csv), headed in the caller’s language',
      },
      async (request, reply) => {
        return sendFile(reply, await transfer.importTemplate(request.query.format, languageOf(request)));
      },
    );

    serve(
      app,
      goodsApi.import,
      {
        tags: ['goods'],
        summary: 'Import goods from an xlsx or csv file (multipart field "file"), upserting by PLU number',
        description:
          'At most 10 MB and 20,000 rows; the header row heads the columns as the template does (in ' +
          'Chinese or English; the API field names too, but prices are read as yuan only under the ' +
          'template heading). Any bad row means ' +
          'nothing is written (committed=false) unless skip_bad_rows=1.',
        consumes: ['multipart/form-data'],
        failures: [400, 403, 409, 413, 415],
      },
      async (request) => {
        const scope = scopeOf(authOf(request));
        const bytes = await fileOf(request);
        return ok(
          await transfer.importGoods(ctx, scope, {
            bytes,
            skipBadRows: request.query.skip_bad_rows === '1',
            companyId: request.query.company_id,
            lang: languageOf(request),
          }),
        );
      },
    );
  };
