import { userInfoSchema } from '@dahua/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { freshUserInfo, userInfoAfterSignIn } from '../users/service.js';
import { wechatCodeBody } from './schema.js';
import * as wechat from './service.js';

const answers = {
  200: envelopeOf(userInfoSchema),
  400: failureEnvelope,
  409: failureEnvelope,
  503: failureEnvelope,
};

export const wechatRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/management/users/login/wechat',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with a WeChat authorisation code',
          body: wechatCodeBody,
          response: answers,
        },
      },
      async (request) => {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        const { code, wechat_type } = request.body;
        const { user, session } = await wechat.loginWithWechat(ctx, wechat_type, code, client);
        return ok(await userInfoAfterSignIn(ctx.db, user, session, languageOf(request)));
      },
    );

    app.post(
      '/api/management/users/bind/wechat',
      {
        schema: {
          tags: ['users'],
          summary: 'Bind a WeChat identity to the signed-in account',
          body: wechatCodeBody,
          response: answers,
        },
      },
      async (request) => {
        const auth = authOf(request);
        await wechat.bindWechat(ctx, auth.user.id, request.body.wechat_type, request.body.code);
        return ok(await freshUserInfo(ctx, auth, languageOf(request)));
      },
    );
  };
