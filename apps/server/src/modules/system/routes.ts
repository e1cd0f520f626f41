import { systemApi } from '@dahua/shared/contracts/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';

/** An app's appid when both appid and secret are set, else empty. */
const configured = (app: { appid: string; secret: string }) => (app.appid && app.secret ? app.appid : '');

/** Settings the console reads at start-up (kept as its stored config record). */
export const systemRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      systemApi.config,
      { tags: ['system'], summary: 'Console configuration', route: { config: { public: true } } },
      async () =>
        ok({
          merchant_upload_url: ctx.config.merchantUploadUrl,
          wechat_web_appid: configured(ctx.config.wechat.apps.web),
          wechat_mp_appid: configured(ctx.config.wechat.apps.mp),
        }),
    );
  };
