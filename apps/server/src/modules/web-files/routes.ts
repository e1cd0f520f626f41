import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { downloadAnswerSchema, downloadQuerySchema } from './schema.js';
import * as webFiles from './service.js';

/** Downloads of the files the public site publishes (manuals, software kits, repair notes). */
export const webFilesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/management/web_files/download',
      {
        config: { public: true },
        schema: {
          tags: ['web-files'],
          summary: 'Address of a published file by name',
          querystring: downloadQuerySchema,
          response: { 200: envelopeOf(downloadAnswerSchema), 400: failureEnvelope, 404: failureEnvelope },
        },
      },
      async (request) => ok({ url: await webFiles.downloadUrl(ctx, request.query.file_name) }),
    );
  };
