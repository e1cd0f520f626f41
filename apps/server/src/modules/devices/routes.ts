import { devicesApi } from '@dahua/shared/contracts/devices';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DeviceScale } from '../../access/device-scale.js';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import { deviceOf } from '../device-auth/service.js';
import { ChangeNotifier } from './notifier.js';
import * as devices from './service.js';

const tags = ['devices'];

/** The device API (issues 17 §3, 25 §4): state, change feed (long-polling), status, audits; credential rotation, verify. */
export const devicesRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const notifier = new ChangeNotifier(ctx.db);
    let pruning: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      pruning = setInterval(() => {
        devices
          .pruneChanges(ctx)
          .catch((error) => ctx.log.error({ err: error }, 'pruning device changes failed'));
      }, 3600_000);
      pruning.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(pruning);
      notifier.close();
    });

    // The scale comes from the credential alone (device-auth/service.deviceOf: one check for every device
    // call), known before anything else of the request is read.
    const known = new WeakMap<FastifyRequest, DeviceScale>();
    const device = {
      config: { public: true },
      onRequest: async (request: FastifyRequest) => {
        known.set(request, await deviceOf(ctx, request.headers, request.ip));
      },
    };
    const deviceOfRequest = (request: FastifyRequest) => {
      const scale = known.get(request);
      if (!scale) throw new AppError('DEVICE_CREDENTIAL_INVALID');
      return scale;
    };

    serve(
      app,
      devicesApi.state,
      {
        tags,
        summary:
          'What the scale should hold now (Authorization: Bearer <device credential>): PLUs, hot keys, label slots, texts, parameters, each with a version',
        failures: [400, 401, 429],
        route: device,
      },
      async (request) => ok(await devices.deviceState(ctx, deviceOfRequest(request))),
    );

    serve(
      app,
      devicesApi.changes,
      {
        tags,
        summary:
          'What changed for the scale since a version; with `wait` (≤ 30 s) held until a change arrives',
        failures: [400, 401, 429],
        route: device,
      },
      async (request, reply) => {
        const scale = deviceOfRequest(request);
        // A bridge that hangs up ends its wait (the response closes before it was sent).
        const gone = new AbortController();
        const onClose = () => gone.abort();
        reply.raw.once('close', onClose);
        // It may have hung up already, before this handler listened (while its credential was checked).
        if (reply.raw.closed || request.raw.socket?.destroyed) gone.abort();
        try {
          const { since, wait } = request.query;
          return ok(await devices.deviceChanges(ctx, notifier, scale, since, wait, gone.signal));
        } finally {
          reply.raw.off('close', onClose);
        }
      },
    );

    serve(
      app,
      devicesApi.status,
      {
        tags,
        summary: 'The scale’s sync state, push progress, last error and firmware, as its bridge reports them',
        failures: [400, 401, 429],
        route: device,
      },
      async (request) => ok(await devices.reportStatus(ctx, deviceOfRequest(request), request.body)),
    );

    serve(
      app,
      devicesApi.audit,
      {
        tags,
        summary:
          'A read-back audit of the scale (PLUs read back, matched, each difference); answers whether to resend them now',
        failures: [400, 401, 429],
        route: device,
      },
      async (request) => ok(await devices.reportAudit(ctx, deviceOfRequest(request), request.body)),
    );

    serve(
      app,
      devicesApi.requestVerify,
      {
        tags: ['scales'],
        summary: 'Asks the scale’s bridge to read every PLU back and compare now',
        failures: [403, 404],
      },
      async (request) => ok(await devices.requestVerify(ctx, scopeOf(authOf(request)), request.params.id)),
    );

    serve(
      app,
      devicesApi.rotateCredential,
      {
        tags: ['scales'],
        summary: 'A new device credential for the scale, answered once; the old one stops working at once',
        failures: [403, 404],
      },
      async (request) => ok(await devices.rotateCredential(ctx, scopeOf(authOf(request)), request.params.id)),
    );

    serve(
      app,
      devicesApi.requestSync,
      {
        tags: ['scales'],
        summary: 'Asks the scale’s bridge to push now (`full`: clear the scale and send everything)',
        failures: [403, 404],
      },
      async (request) =>
        ok(await devices.requestSync(ctx, scopeOf(authOf(request)), request.params.id, request.body.full)),
    );

    serve(
      app,
      devicesApi.goodsSync,
      {
        tags: ['goods'],
        summary: 'The scales holding a goods item, and which of them acknowledged it as it is now',
        failures: [404],
      },
      async (request) => ok(await devices.goodsSync(ctx, scopeOf(authOf(request)), request.params.id)),
    );

    serve(
      app,
      devicesApi.report,
      {
        tags: ['scales'],
        summary: 'The scale’s sync state and what the codec refuses to send it, named by field',
        failures: [404],
      },
      async (request) => ok(await devices.deviceReport(ctx, scopeOf(authOf(request)), request.params.id)),
    );
  };
