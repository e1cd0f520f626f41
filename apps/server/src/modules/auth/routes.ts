import { userInfoSchema } from '@dahua/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { languageOf } from '../../http/language.js';
import { parseBasicAuth } from '../../lib/basic-auth.js';
import { phoneWithCode, sendCodeQuery } from '../sms/schema.js';
import { sendCode } from '../sms/service.js';
import { userInfoAfterSignIn } from '../users/service.js';
import * as auth from './service.js';

const basicCredentials = z.object({
  authorization: z
    .string()
    .describe('Basic base64(identifier:password); identifier is a username or a bound phone number'),
});

export const authRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/management/users/login/password',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with username (or phone) and password',
          headers: basicCredentials,
          response: { 200: envelopeOf(userInfoSchema), 401: failureEnvelope, 429: failureEnvelope },
        },
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

    app.get(
      '/api/management/users/login/code',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Send a 4-digit SMS code (sign-in or phone binding)',
          querystring: sendCodeQuery,
          response: { 200: envelopeOf(z.null()), 400: failureEnvelope, 429: failureEnvelope },
        },
      },
      async (request) => {
        await sendCode(ctx, request.query.phone_number, request.ip);
        return ok(null);
      },
    );

    app.post(
      '/api/management/users/login/phone_number',
      {
        config: { public: true },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with phone number and SMS code; an unknown phone gets a new account',
          body: phoneWithCode,
          response: { 200: envelopeOf(userInfoSchema), 400: failureEnvelope, 429: failureEnvelope },
        },
      },
      async (request) => {
        const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
        const { phone_number, verify_code } = request.body;
        const { user, session } = await auth.loginWithSms(ctx, phone_number, verify_code, client);
        return ok(await userInfoAfterSignIn(ctx.db, user, session, languageOf(request)));
      },
    );

    app.post(
      '/api/management/users/logout',
      {
        schema: {
          tags: ['auth'],
          summary: 'Sign out: revokes the token in use',
          response: { 200: envelopeOf(z.null()), 401: failureEnvelope },
        },
      },
      async (request) => {
        await auth.logout(ctx, authOf(request));
        return ok(null);
      },
    );
  };
