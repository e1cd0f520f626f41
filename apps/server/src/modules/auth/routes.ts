import { authApi } from '@dahua/shared/contracts/auth';
import { smsApi } from '@dahua/shared/contracts/sms';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { serve } from '../../http/serve.js';
import { parseBasicAuth } from '../../lib/basic-auth.js';
import { sendCode } from '../sms/service.js';
import { userInfoAfterSignIn } from '../users/service.js';
import * as auth from './service.js';

const tags = ['auth'];
const publicRoute = { config: { public: true } };

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      authApi.loginWithPassword,
      {
        tags,
        summary: 'Sign in with username (or phone) and password',
        failures: [401, 429],
        route: publicRoute,
      },
      async (request) => {
        const credentials = parseBasicAuth(request.headers.authorization);
        if (!credentials?.left || !credentials.right) throw new AppError('BAD_CREDENTIALS');
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        const { user, session } = await auth.loginWithPassword(
          ctx,
          credentials.left,
          credentials.right,
          client,
        );
        return ok(await userInfoAfterSignIn(ctx.db, user, session, languageOf(request)));
      },
    );

    serve(
      app,
      smsApi.sendCode,
      {
        tags,
        summary: 'Send a 4-digit SMS code (sign-in or phone binding)',
        failures: [400, 429],
        route: publicRoute,
      },
      async (request) => {
        await sendCode(ctx, request.query.phone_number, request.ip);
        return ok(null);
      },
    );

    serve(
      app,
      authApi.loginWithSms,
      {
        tags,
        summary: 'Sign in with phone number and SMS code; an unknown phone gets a new account',
        failures: [400, 429],
        route: publicRoute,
      },
      async (request) => {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        const { phone_number, verify_code } = request.body;
        const { user, session } = await auth.loginWithSms(ctx, phone_number, verify_code, client);
        return ok(await userInfoAfterSignIn(ctx.db, user, session, languageOf(request)));
      },
    );

    serve(
      app,
      authApi.logout,
      {
        tags,
        summary: 'Sign out: revokes the token in use',
        failures: [401],
        route: { config: { inspector: true } },
      },
      async (request) => {
        await auth.logout(ctx, authOf(request));
        return ok(null);
      },
    );
  };
