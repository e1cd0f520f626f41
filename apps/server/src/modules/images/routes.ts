import { imagesApi } from '@dahua/shared/contracts/images';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, ok } from '../../http/envelope.js';
import { singleFile } from '../../http/multipart.js';
import { serve } from '../../http/serve.js';
import { sendStoredFile } from '../../http/stored-file.js';
import * as images from './service.js';

/** The old client's address of the same upload. */
const UPLOAD_ALIASES = ['/api/management/images/qiniu'];
const isUploadUrl = (url: string) => url === imagesApi.upload.path || UPLOAD_ALIASES.includes(url);

/**
 * The envelope with the address in `data.url`, repeated at the top level as `url` for clients
 * written for the old upload answer (SPEC §4: "uses returned data or url").
 */
const uploadResponseSchema = envelopeOf(imagesApi.upload.response).extend({
  url: z.string().describe('the same address as data.url'),
});

/** `/uploads/<key>`: the key is checked by the service (a plain generated file name). */
const uploadedFileParamsSchema = z.object({ '*': z.string() });

const MULTIPART_LIMITS = { fileSize: images.MAX_IMAGE_BYTES, files: 1, fields: 20, parts: 21 };

/** The bytes of the multipart field `image`. */
async function imageOf(request: FastifyRequest): Promise<Buffer> {
  const sent = await singleFile(request, {
    field: 'image',
    maxBytes: images.MAX_IMAGE_BYTES,
    missing: () => new AppError('IMAGE_REQUIRED'),
    tooLarge: () => new AppError('IMAGE_TOO_LARGE', { mb: images.MAX_IMAGE_MB }),
  });
  return sent.bytes;
}

/** The multipart field `file` (an image or a PDF). */
const documentOf = (request: FastifyRequest) =>
  singleFile(request, {
    field: 'file',
    maxBytes: images.MAX_DOCUMENT_BYTES,
    missing: () => new AppError('FILE_REQUIRED'),
    tooLarge: () => new AppError('FILE_TOO_LARGE', { mb: images.MAX_DOCUMENT_BYTES / 1024 / 1024 }),
    emptyIsMissing: true,
  });

/**
 * Image uploads (signed-in users) and the public address of locally stored files. Multipart
 * parsing is registered inside this plugin only, so no other route accepts multipart bodies.
 */
export const imagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    // The upload's answer repeats data.url at the top level (see uploadResponseSchema): its 200
    // schema is widened here, before the route is built, so serialization and OpenAPI keep it.
    app.addHook('onRoute', (route) => {
      const response = (route.schema as { response?: Record<number, unknown> } | undefined)?.response;
      if (route.method === imagesApi.upload.method && response?.[200] && isUploadUrl(route.url)) {
        response[200] = uploadResponseSchema;
      }
    });

    serve(
      app,
      imagesApi.upload,
      {
        tags: ['images'],
        summary: 'Upload one image (multipart field "image"): PNG, JPEG, WebP or GIF, at most 5 MB',
        description:
          'The type is judged by the file’s bytes, never by its name or declared type; SVG is refused. ' +
          'The file is stored under a generated name; the answer carries its address in data.url and url.',
        consumes: ['multipart/form-data'],
        failures: [400, 401, 413, 415, 502],
        aliases: UPLOAD_ALIASES,
      },
      async (request) => {
        const url = await images.saveImage(ctx, await imageOf(request), request.log);
        const answer = { ...ok({ url }), url };
        return answer;
      },
    );

    serve(
      app,
      imagesApi.uploadFile,
      {
        tags: ['images'],
        summary:
          'Upload one document (multipart field "file"): an image (as the image upload) or a PDF of at most 10 MB',
        description:
          'For certificates and other attachments (issue 27). Company people and administrators. A PDF must ' +
          'start with %PDF- and end with %%EOF; a file named or typed as a PDF must be one. Answers the ' +
          'stored address, the kind (image or pdf) and the name as sent.',
        consumes: ['multipart/form-data'],
        failures: [400, 401, 403, 413, 415, 502],
      },
      async (request) => {
        if (scopeOf(authOf(request)).kind === 'none') throw new AppError('FORBIDDEN');
        const sent = await documentOf(request);
        return ok(await images.saveDocument(ctx, sent.bytes, sent, request.log));
      },
    );

    app.get(
      '/uploads/*',
      { config: { public: true }, schema: { hide: true, params: uploadedFileParamsSchema } },
      async (request, reply) => {
        const found = await images.localUpload(ctx, request.params['*']);
        if (!found) throw new AppError('NOT_FOUND');
        return sendStoredFile(reply, found);
      },
    );
  };
