import { isSuperAdministrator } from '@dahua/shared';
import { paymentsApi } from '@dahua/shared/contracts/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { serve } from '../../http/serve.js';
import { recordNotice } from './notifications.js';
import * as orders from './orders.js';
import { NOTIFY_PATHS } from './orders.js';
import { paymentProvidersOf } from './providers/index.js';
import { recordRefundNotice, startRefundSweep } from './refund-settling.js';
import * as refunds from './refunds.js';
import type { Caller } from './settings.js';
import * as settings from './settings.js';

const tags = ['payments'];

/**
 * Pay at the scale, the money flow (issue 31): shops' merchant bindings, the shopper's orders and their
 * status, the providers' notifications, refunds. The notification endpoints speak each provider's
 * protocol (not our envelope) and read the raw body, in a plugin of their own.
 */
export const paymentsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Refunds still pending are asked about every few minutes while the server listens.
    let stopSweep: (() => void) | undefined;
    app.addHook('onListen', async () => {
      stopSweep ??= startRefundSweep(ctx);
    });
    app.addHook('onClose', async () => stopSweep?.());

    /** Where the public reaches us: the configured origin, else the one this request came to. */
    const originOf = (request: FastifyRequest) =>
      ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
    const callerOf = (request: FastifyRequest): Caller => {
      const auth = authOf(request);
      return {
        scope: scopeOf(auth),
        userId: auth.user.id,
        superAdmin: isSuperAdministrator(auth.user.roleType),
      };
    };

    serve(
      app,
      paymentsApi.settings,
      {
        tags,
        summary:
          'A shop’s merchant binding and payment code (made on first reading; owners, managers, administrators)',
        failures: [403, 404],
      },
      async (r) => ok(await settings.read(ctx, callerOf(r), r.params.id, originOf(r))),
    );
    serve(
      app,
      paymentsApi.saveSettings,
      {
        tags,
        summary: 'Bind, unbind, enable: each binding verified with its provider when saved',
        description:
          'A field left out is unchanged, null unbinds. Owners, managers and super administrators. `version`, ' +
          'when given, must be the stored one (409).',
        failures: [400, 403, 404, 409, 502],
      },
      async (r) => ok(await settings.save(ctx, callerOf(r), r.params.id, r.body, originOf(r))),
    );
    serve(
      app,
      paymentsApi.refund,
      {
        tags,
        summary:
          'Refund a payment in full or in part, with the reason (owners, managers, super administrators)',
        description:
          'The amount defaults to what is left to refund. A retry with the same `request_id` answers the same ' +
          'refund. A refund the provider refuses gives its amount back (502 with the provider’s words).',
        failures: [400, 403, 404, 409, 502],
      },
      async (r) => ok(await refunds.refund(ctx, callerOf(r), r.params.id, r.body, r.log, originOf(r))),
    );

    const publicRoute = { config: { public: true } };
    serve(
      app,
      paymentsApi.shopOfCode,
      {
        tags,
        summary: 'What the payment page shows for a shop’s payment code (public, rate-limited per IP)',
        failures: [404, 429],
        route: publicRoute,
      },
      async (r) => ok(await orders.shopOfCode(ctx, r.ip, r.params.code)),
    );
    serve(
      app,
      paymentsApi.create,
      {
        tags,
        summary: 'An order for a shop’s code and amount: one per page visit, channel and amount (public)',
        description:
          'A visit that has paid answers its payment (status paid, nothing to pay). WeChat needs the payer: ' +
          '`wechat_code` (the official account’s OAuth) or `payer` (an earlier answer’s token). At most 20 ' +
          'an IP a minute and 60 an hour (429).',
        failures: [400, 404, 429, 502],
        route: publicRoute,
      },
      async (r) => ok(await orders.create(ctx, r.ip, r.body, originOf(r), r.log, r.headers['user-agent'])),
    );
    serve(
      app,
      paymentsApi.status,
      {
        tags,
        summary: 'An order’s status (public): a waiting order is asked about at its provider',
        failures: [404, 429],
        route: publicRoute,
      },
      async (r) => ok(await orders.status(ctx, r.ip, r.params.no, r.log)),
    );

    await app.register(notificationRoutes(ctx));
  };

/** The providers' notifications: their protocols, their raw bodies (signatures), in their own plugin. */
const notificationRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    const route = { config: { public: true }, schema: { hide: true } } as const;

    const wechatAnswer = (reply: FastifyReply, status: number, message?: string) =>
      reply
        .status(status)
        .header('cache-control', 'no-store')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(message ? { code: 'FAIL', message } : { code: 'SUCCESS' }));

    app.post(NOTIFY_PATHS.wechat, route, async (request, reply) => {
      const wechat = paymentProvidersOf(ctx).wechat;
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!wechat) return wechatAnswer(reply, 404, 'not configured');
      // A refund's notification (event_type REFUND.*) settles the refund; anything else is about a payment.
      let refundNotice: ReturnType<typeof wechat.readRefundNotification>;
      try {
        refundNotice = wechat.readRefundNotification(request.headers, raw);
      } catch {
        refundNotice = null;
      }
      if (refundNotice) {
        const settled = await recordRefundNotice(ctx, refundNotice, request.log);
        if (settled === 'mismatch')
          return wechatAnswer(reply, 400, 'refund, order, merchant or amount mismatch');
        return wechatAnswer(reply, 200);
      }
      let notice: ReturnType<typeof wechat.readNotification>;
      try {
        notice = wechat.readNotification(request.headers, raw);
      } catch {
        notice = null;
      }
      if (!notice) {
        request.log.warn('WeChat Pay notification did not verify: it changes nothing');
        return wechatAnswer(reply, 401, 'signature verification failed');
      }
      const outcome = await recordNotice(ctx, notice, request.log);
      if (outcome === 'mismatch') return wechatAnswer(reply, 400, 'order, merchant or amount mismatch');
      return wechatAnswer(reply, 200);
    });

    app.post(NOTIFY_PATHS.alipay, route, async (request, reply) => {
      const alipay = paymentProvidersOf(ctx).alipay;
      const answer = (text: 'success' | 'fail') =>
        reply.status(200).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send(text);
      const raw = typeof request.body === 'string' ? request.body : '';
      if (!alipay) return answer('fail');
      const form: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(raw)) if (!(key in form)) form[key] = value;
      let notice: ReturnType<typeof alipay.readNotification>;
      try {
        notice = alipay.readNotification(form);
      } catch {
        notice = null;
      }
      if (!notice) {
        request.log.warn('Alipay notification did not verify: it changes nothing');
        return answer('fail');
      }
      const outcome = await recordNotice(ctx, notice, request.log);
      return answer(outcome === 'mismatch' ? 'fail' : 'success');
    });
  };
