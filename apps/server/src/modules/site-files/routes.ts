import { siteFilesApi } from '@dahua/shared/contracts/site-files';
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
import * as siteFiles from './service.js';

const tags = ['site-files'];
const MULTIPART_LIMITS = { fileSize: siteFiles.MAX_SITE_FILE_BYTES, files: 1, fields: 20, parts: 21 };

/** The multipart field `file`. */
const fileOf = (request: FastifyRequest) =>
  singleFile(request, {
    field: 'file',
    maxBytes: siteFiles.MAX_SITE_FILE_BYTES,
    missing: () => new AppError('SITE_FILE_REQUIRED'),
    tooLarge: () => new AppError('SITE_FILE_TOO_LARGE', { mb: siteFiles.MAX_SITE_FILE_BYTES / 1024 / 1024 }),
    emptyIsMissing: true,
  });

const fileParams = z.object({ id: z.string(), name: z.string() });

/**
 * The public site's downloads (issue 30 §5): uploads by site editors, their list, and the locally
 * stored files at /uploads/site-files/<id>/<name> (on the object store, its own address serves them).
 * Multipart parsing is registered inside this plugin only.
 */
export const siteFilesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(fastifyMultipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

    serve(
      app,
      siteFilesApi.upload,
      {
        tags,
        summary:
          'Upload a file for the site’s downloads (multipart field "file"): a PDF or a ZIP, at most 100 MB',
        description:
          'Site editors (super administrators, administrators with the site-editor right). The type is judged ' +
          'by the bytes, and the file must be whole (a PDF’s end marker, a ZIP’s central directory). Stored ' +
          'once with its size and SHA-256: the same bytes uploaded again answer the first record. The served ' +
          'name keeps the uploaded name’s letters, digits, `-` and `_`.',
        consumes: ['multipart/form-data'],
        failures: [400, 403, 413, 415, 502],
      },
      async (request) => {
        const auth = authOf(request);
        // Refused before the body is read: a company's person never gets a 100 MB upload parsed.
        requireSiteEditor(auth);
        const sent = await fileOf(request);
        return ok(await siteFiles.uploadFile(ctx, auth, sent, request.log));
      },
    );
    serve(
      app,
      siteFilesApi.list,
      { tags, summary: 'The uploaded downloads, newest first (site editors)', failures: [400, 403] },
      async (request) => ok(await siteFiles.listFiles(ctx, authOf(request), request.query)),
    );

    app.get(
      '/uploads/site-files/:id/:name',
      { config: { public: true }, schema: { hide: true, params: fileParams } },
      async (request, reply) => {
        const found = await siteFiles.localFile(ctx, request.params.id, request.params.name);
        if (!found) throw new AppError('NOT_FOUND');
        reply.header('content-disposition', `attachment; filename="${found.name}"`);
        return sendStoredFile(reply, found);
      },
    );
  };
