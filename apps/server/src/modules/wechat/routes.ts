import { wechatApi } from '@dahua/shared/contracts/wechat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { serve } from '../../http/serve.js';
import { freshUserInfo, userInfoAfterSignIn } from '../users/service.js';
import * as wechat from './service.js';

const failures = [400, 409, 503];

export const wechatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      wechatApi.login,
      {
        tags: ['auth'],
        summary: 'Sign in with a WeChat authorisation code',
        failures,
        route: { config: { public: true } },
      },
      async (request) => {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        const { code, wechat_type } = request.body;
        const { user, session } = await wechat.loginWithWechat(ctx, wechat_type, code, client);
        return ok(await userInfoAfterSignIn(ctx.db, user, session, languageOf(request)));
      },
    );

    serve(
      app,
      wechatApi.bind,
      { tags: ['users'], summary: 'Bind a WeChat identity to the signed-in account', failures },
      async (request) => {
        const auth = authOf(request);
        await wechat.bindWechat(ctx, auth.user.id, request.body.wechat_type, request.body.code);
        return ok(await freshUserInfo(ctx, auth, languageOf(request)));
      },
    );
  };
