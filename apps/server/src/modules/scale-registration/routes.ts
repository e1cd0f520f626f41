import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { envelopeOf, failureEnvelope, ok } from '../../http/envelope.js';
import { scopeOf } from '../../http/scope.js';
import {
  authorizationRequestSchema,
  authorizeBody,
  collectBody,
  collectSchema,
  deviceRequestBody,
  deviceRequestSchema,
  judgeBody,
  judgeSchema,
  requestIdParams,
} from './schema.js';
import * as registration from './service.js';

const DEVICE_BASE = '/api/devices/scales/authorization_requests';

/**
 * Scale registration and authorisation (SPEC §2.1, §7): the judge call of the register page,
 * the device calls a scale makes to get a fresh credential, and the approval of such a request.
 */
export const scaleRegistrationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/management/scales/register/judge',
      {
        schema: {
          tags: ['scales'],
          summary: 'Whether a scale uuid is registered, and whether to a scale the caller may see',
          body: judgeBody,
          response: { 200: envelopeOf(judgeSchema), 400: failureEnvelope },
        },
      },
      async (request) => ok(await registration.judge(ctx, scopeOf(authOf(request)), request.body.scale_uuid)),
    );

    app.post(
      DEVICE_BASE,
      {
        config: { public: true },
        schema: {
          tags: ['devices'],
          summary: 'A registered scale opens an authorisation request for a fresh credential (rate-limited)',
          body: deviceRequestBody,
          response: {
            200: envelopeOf(deviceRequestSchema),
            400: failureEnvelope,
            404: failureEnvelope,
            429: failureEnvelope,
          },
        },
      },
      async (request) => ok(await registration.openRequest(ctx, request.body.scale_uuid, request.ip)),
    );

    app.post(
      `${DEVICE_BASE}/:request_id/collect`,
      {
        config: { public: true },
        schema: {
          tags: ['devices'],
          summary: 'The scale polls its request; once approved it receives device_credential exactly once',
          params: requestIdParams,
          body: collectBody,
          response: {
            200: envelopeOf(collectSchema),
            400: failureEnvelope,
            404: failureEnvelope,
            410: failureEnvelope,
          },
        },
      },
      async (request) =>
        ok(await registration.collect(ctx, request.params.request_id, request.body.poll_secret)),
    );

    app.get(
      '/api/management/scales/authorization_requests/:request_id',
      {
        schema: {
          tags: ['scales'],
          summary: 'An authorisation request with its scale and shop, for those who may approve it',
          params: requestIdParams,
          response: {
            200: envelopeOf(authorizationRequestSchema),
            403: failureEnvelope,
            404: failureEnvelope,
          },
        },
      },
      async (request) =>
        ok(await registration.requestDetails(ctx, scopeOf(authOf(request)), request.params.request_id)),
    );

    // Public with its own check: a session, or a WeChat code of a linked person (else ERCO000001).
    app.post(
      '/api/management/scales/authorize',
      {
        config: { public: true },
        schema: {
          tags: ['scales'],
          summary:
            'Approve a pending authorisation request (signed in, or identified by wechat_type + code); company owners, managers and administrators',
          body: authorizeBody,
          response: {
            200: envelopeOf(authorizationRequestSchema),
            400: failureEnvelope,
            401: failureEnvelope,
            403: failureEnvelope,
            404: failureEnvelope,
            409: failureEnvelope,
            410: failureEnvelope,
            503: failureEnvelope,
          },
        },
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
