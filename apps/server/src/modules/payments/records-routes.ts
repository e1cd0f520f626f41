import { isSuperAdministrator } from '@dahua/shared';
import { paymentsApi } from '@dahua/shared/contracts/payments';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { authOf } from '../../http/auth.js';
import { ok } from '../../http/envelope.js';
import { languageOf } from '../../http/language.js';
import { laggingContext } from '../../http/read-routing.js';
import { serve, serveFile } from '../../http/serve.js';
import * as records from './records.js';
import { paymentsWorkbook } from './records-export.js';
import { paymentDetailSettled } from './refund-settling.js';
import * as settings from './settings.js';
import { paymentSticker } from './sticker.js';

const tags = ['payments'];

/**
 * The console's payment records (issue 31 §4): the list, its day totals, its export, one payment with
 * its refunds; and the shop's payment stand sticker (§1).
 */
export const paymentRecordsRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    /** Where the public reaches us: the configured origin, else the one this request came to. */
    const originOf = (request: FastifyRequest) =>
      ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;
    const callerOf = (request: FastifyRequest): settings.Caller => {
      const auth = authOf(request);
      return {
        scope: scopeOf(auth),
        userId: auth.user.id,
        superAdmin: isSuperAdministrator(auth.user.roleType),
      };
    };

    serve(
      app,
      paymentsApi.list,
      {
        tags,
        summary: 'Payments, newest first, each with its matched sale (the company’s people; administrators)',
        description:
          'Days are the shop’s calendar days of the payment’s creation. `matched=no` lists the paid payments ' +
          'no sale was matched to. Inspectors are refused.',
        failures: [400, 403],
      },
      async (r) => ok(await records.list(ctx, callerOf(r), r.query)),
    );
    serve(
      app,
      paymentsApi.daily,
      {
        tags,
        summary: 'Paid payments per shop-calendar day and channel: count, amount and refunds (fen)',
        failures: [400, 403],
      },
      async (r) => ok(await records.daily(ctx, callerOf(r), r.query)),
    );
    serveFile(
      app,
      paymentsApi.export,
      {
        tags,
        summary: 'The filtered payments as xlsx (money in yuan, times on the shop’s clock)',
        failures: [400, 403],
      },
      async (r, reply) => {
        const caller = callerOf(r);
        const lang = languageOf(r);
        const reads = await laggingContext(ctx, r);
        const body = await paymentsWorkbook(records.paymentsFor(reads, caller, r.query), lang);
        const name = await records.exportName(reads, caller.scope, r.query, lang);
        return reply
          .headers({
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename="${name}"`,
            'cache-control': 'no-store',
          })
          .send(body);
      },
    );
    serve(
      app,
      paymentsApi.one,
      {
        tags,
        summary: 'A payment with its matched sale and its refunds',
        description:
          'A refund pending for more than a few seconds is asked about at its provider first, and answered settled.',
        failures: [400, 403, 404],
      },
      async (r) => ok(await paymentDetailSettled(ctx, callerOf(r), r.params.id, r.log)),
    );
    serveFile(
      app,
      paymentsApi.sticker,
      {
        tags,
        summary: 'The shop’s payment QR as an A6 stand sticker, PDF (owners, managers, administrators)',
        failures: [400, 403, 404],
      },
      async (r, reply) => {
        // The shop's payment code, made on first reading as the settings call makes it.
        const shop = await settings.read(ctx, callerOf(r), r.params.id, originOf(r));
        const pdf = await paymentSticker(shop.shop_name, shop.payment_url);
        return reply
          .headers({
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="payment-sticker-${shop.shop_id}.pdf"; filename*=UTF-8''${encodeURIComponent(`${shop.shop_name}-payment.pdf`)}`,
            'cache-control': 'no-store',
          })
          .send(pdf);
      },
    );
  };
