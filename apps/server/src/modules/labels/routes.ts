import { LABEL_LIMITS, labelsApi } from '@dahua/shared/contracts/labels';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { singleFile } from '../../http/multipart.js';
import { serve, serveFile } from '../../http/serve.js';
import { type PrintFile, previewPrint, testPrint, warningsHeader } from './print.js';
import * as labels from './service.js';

const tags = ['labels'];
const failures = [400, 403, 404, 409];

/** A test print answered inline, its warnings in `x-label-warnings` (JSON, ASCII only). */
function sendPrint(reply: FastifyReply, file: PrintFile) {
  const warnings = warningsHeader(file.warnings);
  return reply
    .headers({
      'content-type': file.contentType,
      'content-disposition': `inline; filename="${file.fileName}"`,
      'cache-control': 'no-store',
      'x-label-warnings': warnings.value,
      ...(warnings.omitted ? { 'x-label-warnings-omitted': String(warnings.omitted) } : {}),
    })
    .send(file.body);
}

/** The caller's origin (protocol as a trusted proxy reports it, and host): QR paths get it in front. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** Label templates (issue 13): the seed's five calls, edit, delete, copy, and the goods' label slots. */
export const labelsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, {
      limits: { fileSize: LABEL_LIMITS.file, files: 1 },
      throwFileSizeLimit: true,
    });
    const scope = (request: Parameters<typeof authOf>[0]) => scopeOf(authOf(request));

    serve(
      app,
      labelsApi.ofShop,
      { tags, summary: "A shop's label templates, by slot", failures: [404] },
      async (r) => ok(await labels.labelsOfShop(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      labelsApi.one,
      { tags, summary: 'A label template: name, size and style', failures: [404] },
      async (r) => ok(await labels.labelDetails(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      labelsApi.create,
      { tags, summary: 'Create a template in a shop (style is a JSON string)', failures },
      async (r) => ok(await labels.createLabel(ctx, scope(r), r.params.id, r.body)),
    );
    serve(
      app,
      labelsApi.edit,
      { tags, summary: 'Edit a template (name, type, slot, style)', failures },
      async (r) => ok(await labels.editLabel(ctx, scope(r), r.params.id, r.body)),
    );
    serve(app, labelsApi.remove, { tags, summary: 'Delete a template', failures }, async (r) => {
      await labels.deleteLabel(ctx, scope(r), r.params.id);
      return ok(null);
    });
    serve(
      app,
      labelsApi.copy,
      { tags, summary: 'Copy a template to other shops of the company', failures },
      async (r) =>
        ok(await labels.copyLabel(ctx, scope(r), r.params.id, r.body.shop_ids, r.body.confirm_failures)),
    );
    serve(
      app,
      labelsApi.check,
      {
        tags,
        summary:
          'The label check: the template (or an unsaved `style`) with each goods item that prints with it',
        description:
          'Renders the template with every goods item of its company whose label number is its slot, in its shop ' +
          'with the current lot, and lists those whose label overflows a box, prints outside the label, prints ' +
          'mandatory food text below the company’s minimum x-height, or lacks a mandatory element.',
        failures: [400, 404],
      },
      async (r) => ok(await labels.checkLabelTemplate(ctx, scope(r), r.params.id, r.body.style)),
    );
    serve(
      app,
      labelsApi.push,
      {
        tags,
        summary: 'Push a held template to the scales; `confirm_failures` names every failing goods item',
        failures,
      },
      async (r) => ok(await labels.pushLabel(ctx, scope(r), r.params.id, r.body.confirm_failures)),
    );
    serve(
      app,
      labelsApi.ofGoods,
      { tags, summary: "Which template a goods item's label number means per shop", failures: [404] },
      async (r) => ok(await labels.labelsOfGoods(ctx, scope(r), r.params.id, r.query.label_number)),
    );
    serve(
      app,
      labelsApi.download,
      {
        tags,
        summary: 'A ten-minute address of the template file, for the browser to open',
        failures: [404],
      },
      async (r) => ok(await labels.downloadAddress(ctx, scope(r), r.params.id)),
    );
    serve(
      app,
      labelsApi.upload,
      {
        tags,
        summary:
          'Read a label file (multipart field "label"): our template file or a !0T/!0R layout pair; stores nothing',
        consumes: ['multipart/form-data'],
        failures: [400, 413],
      },
      async (r) => {
        const { bytes, fileName } = await singleFile(r, {
          field: 'label',
          maxBytes: LABEL_LIMITS.file,
          missing: () =>
            new AppError('LABEL_FILE_INVALID', { file: 'label', detail: 'no file in field "label"' }),
          tooLarge: () => new AppError('LABEL_FILE_TOO_LARGE', { kb: LABEL_LIMITS.file / 1024 }),
        });
        return ok(labels.previewUpload(bytes, fileName));
      },
    );

    const printDescription =
      'The label drawn as the scale prints it: `png` a 1-bit PNG of the label in dots (203 dpi), `pdf` ' +
      'one page of the label’s size with that PNG at 203 dpi. The sale is the goods item (of the ' +
      'template’s company) and `quantity` in grams, or pieces for counted goods, now. Render warnings ' +
      '(text overflowing its box, barcodes too narrow or impossible for the sale) come in the ' +
      '`x-label-warnings` header as a JSON array, non-ASCII escaped.';
    serveFile(
      app,
      labelsApi.testPrint,
      {
        tags,
        summary: 'A test print of a template for a goods item: PNG or PDF',
        description: printDescription,
        failures: [400, 404],
      },
      async (r, reply) => sendPrint(reply, await testPrint(ctx, scope(r), r.params.id, r.body, originOf(r))),
    );
    serveFile(
      app,
      labelsApi.preview,
      {
        tags,
        summary: 'A test print of a style not saved yet (the designer’s preview): PNG or PDF',
        description: `${printDescription} \`style\` is a JSON string as create takes it; \`shop_id\` names the shop whose name it prints.`,
        failures: [400, 404],
      },
      async (r, reply) => sendPrint(reply, await previewPrint(ctx, scope(r), r.body, originOf(r))),
    );

    // The file behind a download address: public (the browser opens it), the token is the key.
    app.get(
      '/api/management/labels/files/:token',
      {
        config: { public: true },
        schema: { hide: true, params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }) },
      },
      async (request, reply) => {
        const file = await labels.downloadFile(ctx, request.params.token);
        return reply
          .header('content-type', 'application/json; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="label.json"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .send(file.text);
      },
    );
  };
