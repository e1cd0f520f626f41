import { randomBytes, randomInt } from 'node:crypto';
import { wallClockIn } from '@dahua/shared';
import type {
  PaymentChannel,
  PaymentCreateBody,
  PaymentCreated,
  PaymentOrder,
  PaymentShop,
} from '@dahua/shared/contracts/payments';
import type { Logger } from 'pino';
import type { AppContext } from '../../context.js';
import type { PaymentRow, PaymentSettingsRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import * as limits from '../rate-limit/service.js';
import { exchangeCode } from '../wechat/queries.js';
import { recordNotice } from './notifications.js';
import { issuePayerToken, openidOfPayerToken } from './payer-token.js';
import { paymentProvidersOf } from './providers/index.js';
import type { PaymentProviders } from './providers/types.js';
import * as repo from './repo.js';
import { PROVIDER_NAMES } from './settings.js';

/*
 * The shopper's side (issue 31 §2): the shop of a payment code, an order for it (one per page visit,
 * channel and amount; a visit that paid never pays again), and the order's status (asking the provider
 * while it waits). Public calls, limited per address.
 */

export const PAYMENT_CREATE_LIMITS: limits.Limit[] = [
  { name: 'payment-create-ip-minute', max: 20, windowMs: 60_000 },
  { name: 'payment-create-ip-hour', max: 60, windowMs: 3_600_000 },
];
export const PAYMENT_READ_LIMIT: limits.Limit = { name: 'payment-read-ip', max: 120, windowMs: 60_000 };

/** An order still `created` this long after it was made is asked about at the provider. */
export const QUERY_AFTER_MS = 5_000;

export const NOTIFY_PATHS = {
  wechat: '/api/external/payments/notify/wechat',
  alipay: '/api/external/payments/notify/alipay',
} as const;

type Log = Pick<Logger, 'warn' | 'error'>;

async function limited(ctx: AppContext, list: limits.Limit[], ip: string): Promise<void> {
  try {
    for (const limit of list) await limits.consume(ctx.db, limit, ip);
  } catch (error) {
    if (error instanceof AppError && error.key === 'TOO_MANY_ATTEMPTS')
      throw new AppError('TOO_MANY_REQUESTS', error.params);
    throw error;
  }
}

/** The channels a shopper can pay with at this shop now: bound, and configured on this server. */
export function channelsOf(settings: PaymentSettingsRow, providers: PaymentProviders): PaymentChannel[] {
  if (!settings.enabled) return [];
  const channels: PaymentChannel[] = [];
  if (settings.wechatSubMchid && providers.wechat) channels.push('wechat');
  if (settings.alipayAppAuthToken && settings.alipayMerchantId && providers.alipay) channels.push('alipay');
  return channels;
}

export async function shopOfCode(ctx: AppContext, ip: string, code: string): Promise<PaymentShop> {
  await limited(ctx, [PAYMENT_READ_LIMIT], ip);
  const found = await repo.shopOfCode(ctx.db, code);
  if (!found?.settings.enabled) throw new AppError('PAYMENT_SHOP_UNKNOWN');
  return {
    shop_name: found.shopName,
    logo_url: found.imgUrl,
    channels: channelsOf(found.settings, paymentProvidersOf(ctx)),
  };
}

/** 'P' + the shop's wall clock (yyyymmddHHMMss) + 6 random digits: 20 digits. */
export function newOrderNo(now: Date, zone: string): string {
  const c = wallClockIn(now, zone);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const stamp = `${p(c.year, 4)}${p(c.month)}${p(c.day)}${p(c.hour)}${p(c.minute)}${p(c.second)}`;
  return `P${stamp}${p(randomInt(1_000_000), 6)}`;
}

function orderOf(row: PaymentRow, shopName: string): PaymentOrder {
  return {
    order_no: row.orderNo,
    status: row.status,
    channel: row.channel,
    amount_fen: row.amountFen,
    refunded_fen: row.refundedFen,
    shop_name: shopName,
    created_time: row.createdTime.toISOString(),
    paid_time: row.paidTime ? row.paidTime.toISOString() : null,
  };
}

/** Wraps anything a provider threw that is not already our answer: never a 500 for a provider's fault. */
function providerFailure(error: unknown, channel: PaymentChannel, log: Log): AppError {
  if (error instanceof AppError) return error;
  log.error({ err: error, channel }, 'payment provider call failed');
  return new AppError('PAYMENT_PROVIDER_UNREACHABLE', { provider: PROVIDER_NAMES[channel] });
}

/** The payer's openid: from the page's payer token, else from the official account's OAuth code. */
async function wechatPayerOf(ctx: AppContext, body: OrderRequest, apiV3Key: string): Promise<string> {
  const now = ctx.clock();
  if (body.payer) {
    const openid = openidOfPayerToken(apiV3Key, body.payer, now);
    if (openid) return openid;
    if (!body.wechat_code) throw new AppError('PAYMENT_WECHAT_PAYER_REQUIRED');
  }
  if (!body.wechat_code) throw new AppError('PAYMENT_WECHAT_PAYER_REQUIRED');
  const identity = await exchangeCode(ctx.config.wechat, 'mp', body.wechat_code);
  return identity.openid;
}

/** The visit's order for this channel and amount: made once, whoever asks at the same time. */
async function orderFor(
  ctx: AppContext,
  settings: PaymentSettingsRow,
  zone: string,
  body: OrderRequest,
  merchantId: string,
): Promise<PaymentRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const key = {
      companyId: settings.companyId,
      shopId: settings.shopId,
      visitKey: body.visit,
      channel: body.channel,
      amountFen: body.amount_fen,
    };
    const existing = await repo.orderOfVisit(ctx.db, key);
    if (existing?.status === 'closed') {
      // Asked for again after another amount closed it: the provider keeps a closed number closed.
      const reopened = await repo.reopen(ctx.db, existing.id, newOrderNo(ctx.clock(), zone));
      if (reopened) return reopened;
      continue;
    }
    if (existing) return existing;
    const made = await repo.insertOrder(ctx.db, {
      ...key,
      orderNo: newOrderNo(ctx.clock(), zone),
      ticketNo: body.ticket_no ?? null,
      merchantId,
    });
    if (made) return made;
  }
  throw new Error('no free order number after 5 draws');
}

/** Closes the visit's other unpaid orders at the provider (best effort); closed here once the provider closed them. */
async function closeOthers(
  ctx: AppContext,
  settings: PaymentSettingsRow,
  keep: PaymentRow,
  log: Log,
): Promise<void> {
  const providers = paymentProvidersOf(ctx);
  for (const other of await repo.otherOpenOrdersOfVisit(ctx.db, keep.shopId, keep.visitKey, keep.id)) {
    try {
      if (other.channel === 'wechat') {
        if (!providers.wechat) continue;
        await providers.wechat.close(other.merchantId, other.orderNo);
      } else {
        if (!providers.alipay || !settings.alipayAppAuthToken) continue;
        await providers.alipay.close(settings.alipayAppAuthToken, other.orderNo);
      }
      await repo.markClosed(ctx.db, other.id, ctx.clock());
    } catch (error) {
      // Paid meanwhile: recorded as its notification would be (the visit then answers that payment).
      if (error instanceof AppError && error.key === 'PAYMENT_PROVIDER_ORDER_PAID') {
        await askProvider(ctx, other, log);
        continue;
      }
      // Left `created`: a notification for it still pays it, and a later visit may close it.
      log.warn({ err: error, orderNo: other.orderNo }, 'closing an older order of the visit failed');
    }
  }
}

/** An order request with its defaults filled: the channel chosen, the visit named. */
type OrderRequest = PaymentCreateBody & { channel: PaymentChannel; visit: string };

/** The channel of the payer's app by its browser's user agent, if it is one. */
export function channelOfBrowser(userAgent: string | undefined): PaymentChannel | null {
  if (/MicroMessenger/i.test(userAgent ?? '')) return 'wechat';
  if (/AlipayClient/i.test(userAgent ?? '')) return 'alipay';
  return null;
}

/** The request's channel: as given, else the payer's app's, else the shop's only one. */
function channelFor(given: PaymentCreateBody, available: PaymentChannel[], userAgent: string | undefined) {
  if (given.channel) return given.channel;
  const browser = channelOfBrowser(userAgent);
  if (browser && available.includes(browser)) return browser;
  if (available.length === 1) return available[0]!;
  throw new AppError('PAYMENT_CHANNEL_REQUIRED');
}

export async function create(
  ctx: AppContext,
  ip: string,
  given: PaymentCreateBody,
  origin: string,
  log: Log,
  userAgent?: string,
): Promise<PaymentCreated> {
  await limited(ctx, PAYMENT_CREATE_LIMITS, ip);
  const found = await repo.shopOfCode(ctx.db, given.code);
  if (!found?.settings.enabled) throw new AppError('PAYMENT_SHOP_UNKNOWN');
  const { settings, shopName, zone } = found;
  const providers = paymentProvidersOf(ctx);
  const available = channelsOf(settings, providers);
  if (available.length === 0) throw new AppError('PAYMENT_SHOP_UNKNOWN');
  const body: OrderRequest = {
    ...given,
    channel: channelFor(given, available, userAgent),
    visit: given.visit ?? randomBytes(18).toString('base64url'),
  };
  if (!available.includes(body.channel))
    throw new AppError('PAYMENT_CHANNEL_UNAVAILABLE', { channel: PROVIDER_NAMES[body.channel] });

  // A visit that paid answers its payment: a refreshed page never pays twice.
  const paid = await repo.paidOrderOfVisit(ctx.db, settings.shopId, body.visit);
  if (paid) return orderOf(paid, shopName);

  if (body.channel === 'wechat') {
    const wechat = providers.wechat!;
    const apiV3Key = ctx.config.payments.wechat!.apiV3Key;
    const openid = await wechatPayerOf(ctx, body, apiV3Key);
    const order = await orderFor(ctx, settings, zone, body, settings.wechatSubMchid!);
    if (order.status !== 'created') return orderOf(order, shopName);
    await closeOthers(ctx, settings, order, log);
    const paidMeanwhile = await repo.paidOrderOfVisit(ctx.db, settings.shopId, body.visit);
    if (paidMeanwhile) return orderOf(paidMeanwhile, shopName);
    try {
      const jsapi = await wechat.createJsapiOrder({
        orderNo: order.orderNo,
        amountFen: order.amountFen,
        description: shopName,
        notifyUrl: `${origin}${NOTIFY_PATHS.wechat}`,
        subMchid: order.merchantId,
        openid,
      });
      return {
        ...orderOf(order, shopName),
        payer: issuePayerToken(apiV3Key, openid, ctx.clock()),
        wechat_jsapi: jsapi,
      };
    } catch (error) {
      throw providerFailure(error, 'wechat', log);
    }
  }

  const alipay = providers.alipay!;
  const order = await orderFor(ctx, settings, zone, body, settings.alipayMerchantId!);
  if (order.status !== 'created') return orderOf(order, shopName);
  await closeOthers(ctx, settings, order, log);
  const paidMeanwhile = await repo.paidOrderOfVisit(ctx.db, settings.shopId, body.visit);
  if (paidMeanwhile) return orderOf(paidMeanwhile, shopName);
  try {
    const url = alipay.wapPayUrl({
      orderNo: order.orderNo,
      amountFen: order.amountFen,
      description: shopName,
      notifyUrl: `${origin}${NOTIFY_PATHS.alipay}`,
      returnUrl: `${origin}/page/payment?o=${order.orderNo}`,
      appAuthToken: settings.alipayAppAuthToken!,
    });
    return { ...orderOf(order, shopName), alipay_url: url };
  } catch (error) {
    throw providerFailure(error, 'alipay', log);
  }
}

/** Asks the provider about a waiting order; when it says paid, records it as its notification would. */
async function askProvider(ctx: AppContext, order: PaymentRow, log: Log): Promise<void> {
  const providers = paymentProvidersOf(ctx);
  const { settings } = await repo.shopOfPayment(ctx.db, order.shopId);
  try {
    let trade: Awaited<ReturnType<NonNullable<PaymentProviders['wechat']>['query']>> | null = null;
    if (order.channel === 'wechat' && providers.wechat)
      trade = await providers.wechat.query(order.merchantId, order.orderNo);
    else if (order.channel === 'alipay' && providers.alipay && settings?.alipayAppAuthToken)
      trade = await providers.alipay.query(settings.alipayAppAuthToken, order.orderNo);
    if (trade?.state !== 'paid' || !trade.providerTradeNo) return;
    await recordNotice(
      ctx,
      {
        channel: order.channel,
        orderNo: order.orderNo,
        paid: true,
        providerTradeNo: trade.providerTradeNo,
        amountFen: trade.amountFen ?? -1,
        merchantId: trade.merchantId ?? order.merchantId,
        payerId: trade.payerId,
        paidTime: trade.paidTime ?? ctx.clock(),
      },
      log,
    );
  } catch (error) {
    // The page asks again; the notification may still come.
    log.warn({ err: error, orderNo: order.orderNo }, 'asking the provider about an order failed');
  }
}

export async function status(ctx: AppContext, ip: string, orderNo: string, log: Log): Promise<PaymentOrder> {
  await limited(ctx, [PAYMENT_READ_LIMIT], ip);
  let order = await repo.orderByNo(ctx.db, orderNo);
  if (!order) throw new AppError('PAYMENT_NOT_FOUND');
  if (order.status === 'created' && ctx.clock().getTime() - order.createdTime.getTime() >= QUERY_AFTER_MS) {
    await askProvider(ctx, order, log);
    order = (await repo.orderByNo(ctx.db, orderNo)) ?? order;
  }
  const { shopName } = await repo.shopOfPayment(ctx.db, order.shopId);
  return orderOf(order, shopName ?? '');
}
