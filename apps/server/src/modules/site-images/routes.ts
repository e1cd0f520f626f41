import { siteImagesApi } from '@dahua/shared/contracts/site-images';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSiteEditor } from '../../access/site-editor.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { singleFile } from '../../http/multipart.js';
import { serve } from '../../http/serve.js';
import { sendStoredFile } from '../../http/stored-file.js';
import * as siteImages from './service.js';

const tags = ['site-images'];
const MULTIPART_LIMITS = { fileSize: siteImages.MAX_SITE_IMAGE_BYTES, files: 1, fields: 20, parts: 21 };

/** The multipart field `file`. */
const photoOf = (request: FastifyRequest) =>
  singleFile(request, {
    field: 'file',
    maxBytes: siteImages.MAX_SITE_IMAGE_BYTES,
    missing: () => new AppError('SITE_IMAGE_REQUIRED'),
    tooLarge: () => new AppError('IMAGE_TOO_LARGE', { mb: siteImages.MAX_SITE_IMAGE_BYTES / 1024 / 1024 }),
    emptyIsMissing: true,
  });

const variantParams = z.object({ id: z.string(), file: z.string() });

/**
 * The public site's photos (issue 30 §2): uploads by site editors, their list, and the locally stored
 * variants at /uploads/site-media/<id>/<width>.<ext> (on the object store, its own address serves
 * them). Multipart parsing is registered inside this plugin only.
 */
export const siteImagesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    serve(
      app,
      siteImagesApi.upload,
      {
        tags,
        summary: 'Upload a photo for the site (multipart field "file"): JPEG, PNG or WebP, at most 20 MB',
        description:
          'Site editors (super administrators, administrators with the site-editor right). The type is judged ' +
          'by the bytes. Makes AVIF, WebP and JPEG variants at 320, 640, 1280 and 1920 px wide (never wider ' +
          'than the photo; a photo under 320 px: its own width), upright by its EXIF orientation and without ' +
          'any metadata, and a blurred placeholder as a data URL. A photo that does not decode, or has more ' +
          'than 40 megapixels, is refused (400) and nothing is stored.',
        consumes: ['multipart/form-data'],
        failures: [400, 403, 413, 415, 502],
      },
      async (request) => {
        const auth = authOf(request);
        // Refused before the body is read: a company's person never gets a 20 MB upload parsed.
        requireSiteEditor(auth);
        const sent = await photoOf(request);
        return ok(await siteImages.uploadImage(ctx, auth, sent, request.log));
      },
    );
    serve(
      app,
      siteImagesApi.list,
      { tags, summary: 'The site photos, newest first (site editors)', failures: [400, 403] },
      async (request) => ok(await siteImages.listImages(ctx, authOf(request), request.query)),
    );
    serve(
      app,
      siteImagesApi.one,
      { tags, summary: 'One site photo with its variants (site editors)', failures: [403, 404] },
      async (request) => ok(await siteImages.oneImage(ctx, authOf(request), request.params.id)),
    );

    app.get(
      '/uploads/site-media/:id/:file',
      { config: { public: true }, schema: { hide: true, params: variantParams } },
      async (request, reply) => {
        const found = await siteImages.localVariant(ctx, request.params.id, request.params.file);
        if (!found) throw new AppError('NOT_FOUND');
        return sendStoredFile(reply, found);
      },
    );
  };
