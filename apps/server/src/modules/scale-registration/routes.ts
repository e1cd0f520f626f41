import { scaleRegistrationApi } from '@dahua/shared/contracts/scale-registration';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import * as registration from './service.js';

/**
 * Scale registration and authorisation (SPEC §2.1, §7): the judge call of the register page,
 * the device calls a scale makes to get a fresh credential, and the approval of such a request.
 */
export const scaleRegistrationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    serve(
      app,
      scaleRegistrationApi.judge,
      {
        tags: ['scales'],
        summary: 'Whether a scale uuid is registered, and whether to a scale the caller may see',
        failures: [400],
      },
      async (request) => ok(await registration.judge(ctx, scopeOf(authOf(request)), request.body.scale_uuid)),
    );

    serve(
      app,
      scaleRegistrationApi.openRequest,
      {
        tags: ['devices'],
        summary: 'A registered scale opens an authorisation request for a fresh credential (rate-limited)',
        failures: [400, 404, 429],
        route: { config: { public: true } },
      },
      async (request) => ok(await registration.openRequest(ctx, request.body.scale_uuid, request.ip)),
    );

    serve(
      app,
      scaleRegistrationApi.collect,
      {
        tags: ['devices'],
        summary: 'The scale polls its request; once approved it receives device_credential exactly once',
        failures: [400, 404, 410],
        route: { config: { public: true } },
      },
      async (request) =>
        ok(await registration.collect(ctx, request.params.request_id, request.body.poll_secret)),
    );

    serve(
      app,
      scaleRegistrationApi.request,
      {
        tags: ['scales'],
        summary: 'An authorisation request with its scale and shop, for those who may approve it',
        failures: [403, 404],
      },
      async (request) =>
        ok(await registration.requestDetails(ctx, scopeOf(authOf(request)), request.params.request_id)),
    );

    // Public with its own check: a session, or a WeChat code of a linked person (else ERCO000001).
    serve(
      app,
      scaleRegistrationApi.authorize,
      {
        tags: ['scales'],
        summary:
          'Approve a pending authorisation request (signed in, or identified by wechat_type + code); company owners, managers and administrators',
        failures: [400, 401, 403, 404, 409, 410, 503],
        route: { config: { public: true } },
      },
      async (request) => {
        const approver = await registration.identifyApprover(
          ctx,
          request.headers.authorization,
          request.body,
        );
        return ok(await registration.authorize(ctx, approver, request.body.request_id));
      },
    );
  };
