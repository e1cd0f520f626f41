import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelopeOf, ok } from '../../http/envelope.js';

const consoleConfigSchema = z.object({
  merchant_upload_url: z.string().describe('external merchant-upload address; empty when not configured'),
});

/** Settings the console reads at start-up (kept as its stored config record). */
export const systemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/management/system/config',
      {
        config: { public: true },
        schema: {
          tags: ['system'],
          summary: 'Console configuration',
          response: { 200: envelopeOf(consoleConfigSchema) },
        },
      },
      async () => ok({ merchant_upload_url: ctx.config.merchantUploadUrl }),
    );
  };
