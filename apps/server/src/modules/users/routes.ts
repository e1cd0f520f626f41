import { userInfoSchema } from '@dahua/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { phoneWithCode } from '../sms/schema.js';
import { profileChangesSchema } from './schema.js';
import * as users from './service.js';

const userInfoAnswer = { 200: envelopeOf(userInfoSchema), 400: failureEnvelope, 401: failureEnvelope };

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/management/users/info',
      {
        schema: {
          tags: ['users'],
          summary: 'The signed-in user, with the token in use and their company',
          response: { 200: envelopeOf(userInfoSchema), 401: failureEnvelope },
        },
      },
      async (request) => ok(users.userInfoOf(authOf(request), languageOf(request))),
    );

    // SPEC §7 names the short form; the /api/management form follows the API's convention.
    for (const url of ['/users/info', '/api/management/users/info']) {
      app.put(
        url,
        {
          schema: {
            tags: ['users'],
            summary: 'Edit the profile (nickname) or the avatar (img_url); the phone changes by binding',
            body: profileChangesSchema,
            response: userInfoAnswer,
          },
        },
        async (request) => {
          const auth = authOf(request);
          await users.updateProfile(ctx, auth.user, request.body);
          return ok(await users.freshUserInfo(ctx, auth, languageOf(request)));
        },
      );
    }

    app.post(
      '/api/management/users/bind/phone_number',
      {
        schema: {
          tags: ['users'],
          summary: 'Bind a phone number with its SMS code',
          body: phoneWithCode,
          response: { ...userInfoAnswer, 409: failureEnvelope },
        },
      },
      async (request) => {
        const auth = authOf(request);
        await users.bindPhone(ctx, auth.user.id, request.body.phone_number, request.body.verify_code);
        return ok(await users.freshUserInfo(ctx, auth, languageOf(request)));
      },
    );
  };
