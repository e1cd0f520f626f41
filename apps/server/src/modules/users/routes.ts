import { userInfoSchema } from '@dahua/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { userInfoOf } from './service.js';

export const usersRoutes =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
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
      async (request) => ok(userInfoOf(authOf(request), languageOf(request))),
    );
  };
