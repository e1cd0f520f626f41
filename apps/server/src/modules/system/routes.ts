import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { envelopeOf, ok } from '../../http/envelope.js';

const consoleConfigSchema = z.object({
  merchant_upload_url: z.string().describe('external merchant-upload address; empty when not configured'),
  wechat_web_appid: z
    .string()
    .describe('open-platform appid for website QR sign-in; empty when not configured'),
  wechat_mp_appid: z
    .string()
    .describe('official-account appid for sign-in inside WeChat; empty when not configured'),
});

/** An app's appid when both appid and secret are set, else empty. */
const configured = (app: { appid: string; secret: string }) => (app.appid && app.secret ? app.appid : '');

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
      async () =>
        ok({
          merchant_upload_url: ctx.config.merchantUploadUrl,
          wechat_web_appid: configured(ctx.config.wechat.apps.web),
          wechat_mp_appid: configured(ctx.config.wechat.apps.mp),
        }),
    );
  };
