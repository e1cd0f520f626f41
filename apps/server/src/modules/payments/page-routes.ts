import { dateTimeIn } from '@dahua/shared';
import { paymentCode } from '@dahua/shared/contracts/payments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { shopOfCode } from './orders.js';
import {
  channelOfUserAgent,
  messagePage,
  PAY_SCRIPT_PATH,
  paymentLang,
  paymentPageCsp,
  payPage,
  resultPage,
} from './page.js';
import { orderOfNumber } from './page-queries.js';
import { PAY_SCRIPT } from './page-script.js';

/**
 * The shopper's payment page (issue 31 §2), server-rendered: `/page/payment?s=<code>&a=<fen>&t=<ticket>`
 * pays, `/page/payment?o=<order number>` is the result. Inside WeChat, a visit without an OAuth code is
 * first sent through the official account's snsapi_base authorisation (the order needs the payer's
 * openid); the page's script then creates the order through the public API (POST /api/external/payments).
 * Registered as a module, these routes win over the static fallback (http/static.ts).
 */
export const paymentPageRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    const s3 = ctx.config.storage.s3;
    const imageOrigin = s3 ? new URL(s3.publicUrl).origin : null;
    const csp = paymentPageCsp(imageOrigin ? [imageOrigin] : []);
    const originOf = (request: FastifyRequest) =>
      ctx.config.publicOrigin ?? `${request.protocol}://${request.host}`;

    /** A logo the page's CSP lets through: our own path, or the object store's address. */
    const logoOf = (url: string) =>
      (url.startsWith('/') && !url.startsWith('//')) || (imageOrigin && url.startsWith(`${imageOrigin}/`))
        ? url
        : '';

    const sendPage = (reply: FastifyReply, status: number, html: string) =>
      reply
        .code(status)
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': csp,
          // Per visit and per order: never kept by a cache.
          'cache-control': 'no-store',
          vary: 'Accept-Language, User-Agent',
        })
        .send(html);

    type PageRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;
    const text = (value: unknown) => (typeof value === 'string' ? value : null);

    app.get(PAY_SCRIPT_PATH, { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
      reply
        .headers({
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=31536000, immutable',
        })
        .send(PAY_SCRIPT),
    );

    app.get('/page/payment', { config: { public: true }, schema: { hide: true } }, async (request, reply) => {
      const r = request as PageRequest;
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      const lang: Lang = paymentLang(r.query.lang, request.headers['accept-language']);
      try {
        const orderNo = text(r.query.o);
        if (orderNo !== null) {
          const order = /^P\d{20}$/.test(orderNo) ? await orderOfNumber(ctx, orderNo) : null;
          if (!order) return sendPage(reply, 404, messagePage(lang, query, 'orderNotFound'));
          return sendPage(
            reply,
            200,
            resultPage(lang, query, {
              orderNo: order.orderNo,
              status: order.status,
              amountFen: order.amountFen,
              refundedFen: order.refundedFen,
              shopName: order.shopName,
              createdTime: dateTimeIn(order.createdTime, order.zone),
              paidTime: order.paidTime ? dateTimeIn(order.paidTime, order.zone) : null,
            }),
          );
        }

        const code = text(r.query.s);
        if (code === null) return sendPage(reply, 404, messagePage(lang, query, 'noCode'));
        // The public call's rule (and its per-address limit): unknown or disabled → 404, else its channels.
        const shop = paymentCode.safeParse(code).success ? await shopOfCode(ctx, request.ip, code) : null;
        if (!shop || shop.channels.length === 0)
          return sendPage(reply, 404, messagePage(lang, query, 'notAccepting'));

        // The amount and ticket the scale put in the URL; one that is not a whole number is left out.
        const amountText = text(r.query.a);
        const amount = amountText && /^\d{1,8}$/.test(amountText) ? Number(amountText) : null;
        const ticketText = text(r.query.t);
        const ticket = ticketText && /^\d{1,9}$/.test(ticketText) ? Number(ticketText) : null;

        const channel = channelOfUserAgent(request.headers['user-agent']);
        const wechat = ctx.config.payments.wechat;
        let reauthorizeUrl: string | null = null;
        const wechatCode = text(r.query.code);
        if (channel === 'wechat' && wechat && shop.channels.includes('wechat')) {
          // Back here from the authorisation: this page's address without the code it brought.
          const back = new URLSearchParams(query);
          back.delete('code');
          back.delete('state');
          const redirectUri = `${originOf(request)}/page/payment?${back.toString()}`;
          reauthorizeUrl = `${ctx.config.payments.wechatOauthBase}/connect/oauth2/authorize?${new URLSearchParams(
            {
              appid: wechat.spAppid,
              redirect_uri: redirectUri,
              response_type: 'code',
              scope: 'snsapi_base',
              state: 'pay',
            },
          ).toString()}#wechat_redirect`;
          if (!wechatCode) return reply.header('cache-control', 'no-store').redirect(reauthorizeUrl, 302);
        }

        return sendPage(
          reply,
          200,
          payPage(lang, query, {
            shop: { shopName: shop.shop_name, logoUrl: logoOf(shop.logo_url), channels: shop.channels },
            code,
            amountFen: amount !== null && amount >= 1 ? amount : null,
            ticketNo: ticket,
            channel,
            wechatCode: channel === 'wechat' ? wechatCode : null,
            reauthorizeUrl,
          }),
        );
      } catch (error) {
        if (error instanceof AppError && error.key === 'PAYMENT_SHOP_UNKNOWN')
          return sendPage(reply, 404, messagePage(lang, query, 'notAccepting'));
        if (error instanceof AppError && error.status < 500)
          return sendPage(reply, error.status, messagePage(lang, query, 'failed', error.messageIn(lang)));
        ctx.log.error({ err: error }, 'payment page failed');
        return sendPage(reply, 500, messagePage(lang, query, 'failed'));
      }
    });
  };
