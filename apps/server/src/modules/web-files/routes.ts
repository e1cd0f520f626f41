import { webFilesApi } from '@dahua/shared/contracts/web-files';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as webFiles from './service.js';

/** Downloads of the files the public site publishes (manuals, software kits, repair notes). */
export const webFilesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      webFilesApi.download,
      {
        tags: ['web-files'],
        summary: 'Address of a published file by name',
        failures: [400, 404],
        route: { config: { public: true } },
      },
      async (request) => ok({ url: await webFiles.downloadUrl(ctx, request.query.file_name) }),
    );
  };
