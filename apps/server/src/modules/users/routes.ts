import { usersApi } from '@dahua/shared/contracts/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { serve } from '../../http/serve.js';
import * as users from './service.js';

const tags = ['users'];

export const usersRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      usersApi.info,
      {
        tags,
        summary: 'The signed-in user, with the token in use and their company',
        failures: [401],
        route: { config: { inspector: true } },
      },
      async (request) => ok(users.userInfoOf(authOf(request), languageOf(request))),
    );

    // SPEC §7 names the short form; the /api/management form follows the API's convention.
    serve(
      app,
      usersApi.editInfo,
      {
        tags,
        summary: 'Edit the profile (nickname) or the avatar (img_url); the phone changes by binding',
        failures: [400, 401],
        aliases: ['/users/info'],
      },
      async (request) => {
        const auth = authOf(request);
        await users.updateProfile(ctx, auth.user, request.body);
        return ok(await users.freshUserInfo(ctx, auth, languageOf(request)));
      },
    );

    serve(
      app,
      usersApi.bindPhone,
      { tags, summary: 'Bind a phone number with its SMS code', failures: [400, 401, 409] },
      async (request) => {
        const auth = authOf(request);
        await users.bindPhone(ctx, auth.user.id, request.body.phone_number, request.body.verify_code);
        return ok(await users.freshUserInfo(ctx, auth, languageOf(request)));
      },
    );
  };
