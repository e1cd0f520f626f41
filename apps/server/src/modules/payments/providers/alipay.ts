import { readFileSync } from 'node:fs';
import { dateTimeSecondsIn, fenToYuanText, instantOfWallClock, yuanToFen } from '@dahua/shared';
import { AlipaySdk, type AlipaySdkCommonResult } from 'alipay-sdk';
import type { AlipayConfig } from '../../../config.js';
import { AppError } from '../../../errors/app-error.js';
import type {
  AlipayProvider,
  PaymentNotice,
  ProviderTrade,
  ProviderTradeState,
  RefundOutcome,
  RefundState,
} from './types.js';

/*
 * Alipay's OpenAPI (gateway.do, version 1.0) as a third-party app, through Alipay's official Node SDK
 * (alipay-sdk v4): it signs our requests with the app key (RSA2, SHA256withRSA over the sorted
 * parameters), checks the signature of every answer with Alipay's public key (exec's validateSign,
 * which is off unless asked: we always ask), builds the signed wap-pay address (pageExecute GET) and
 * checks notifications (checkNotifySignV2). What we do around it, each measured against the stand-in:
 * - `timestamp`: the SDK writes the process's local wall clock (utility's YYYYMMDDHHmmss); Alipay
 *   reads it as Beijing time and refuses a stale one (40002 isv.invalid-timestamp). On a server in UTC
 *   that is 8 hours off (measured: the stand-in refuses the SDK's own timestamp there), so every call
 *   passes its own Beijing-time timestamp (a parameter overrides the SDK's).
 * - answers keep Alipay's snake_case field names (`camelcase: false`).
 * - its package (and its dependency ylru) exports a `source` condition pointing at TypeScript sources,
 *   which this repository resolves for its own packages: tsc reads its types from the built .d.ts
 *   (apps/server/tsconfig.json `paths`; its sources fail our strict settings) and vitest compiles it
 *   inline (vitest.config.ts `server.deps.inline`; Node refuses a .ts file in node_modules).
 */

/** Alipay speaks Beijing time (`yyyy-MM-dd HH:mm:ss`, +08:00) in requests, answers and notifications. */
export const ALIPAY_ZONE = 'Asia/Shanghai';
const PROVIDER = { ch: '支付宝', en: 'Alipay' };
/** Alipay's largest single amount: ¥100,000,000.00. */
const ALIPAY_AMOUNT = { maxFen: 10_000_000_000 };
/** Alipay's subject is at most 256 characters. */
const SUBJECT_MAX = 256;

type Answer = AlipaySdkCommonResult & Record<string, unknown>;

/** Alipay's `yyyy-MM-dd HH:mm:ss` (Beijing time) → the instant; null when it is not one. */
export function alipayTime(text: unknown): Date | null {
  const match =
    typeof text === 'string' && /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const at = instantOfWallClock({ year, month, day, hour, minute, second }, ALIPAY_ZONE);
  return dateTimeSecondsIn(at, ALIPAY_ZONE) === text.trim() ? at : null;
}

/** Now as Alipay's request `timestamp` (Beijing time). */
export const alipayTimestamp = (at: Date = new Date()) => dateTimeSecondsIn(at, ALIPAY_ZONE);

/** Alipay's yuan text (`12.80`) → fen; null when it is not a plain amount. */
export const alipayAmountFen = (text: unknown): number | null =>
  typeof text === 'string' ? yuanToFen(text, ALIPAY_AMOUNT) : null;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function unreachable(cause: unknown): AppError {
  const error = new AppError('PAYMENT_PROVIDER_UNREACHABLE', { provider: PROVIDER });
  error.cause = cause;
  return error;
}

/**
 * Alipay's refusal in its own words (`sub_msg`). A refusal of our own request (not a business answer,
 * 40004) keeps only its first clause: isv.invalid-signature goes on with the whole signed text, which
 * holds the merchant's app_auth_token, and the message reaches whoever made the call.
 */
function reasonOf(answer: Answer): string {
  const words = text(answer.sub_msg) ?? text(answer.msg) ?? String(answer.code);
  return (answer.code === '40004' ? words : (words.split(/[，,：:]/)[0] ?? words)).slice(0, 200);
}

const refused = (answer: Answer) =>
  new AppError('PAYMENT_PROVIDER_REFUSED', { provider: PROVIDER, reason: reasonOf(answer) });

const bindingInvalid = (answer: Answer) =>
  new AppError('PAYMENT_BINDING_INVALID', {
    provider: PROVIDER,
    reason: reasonOf(answer),
  });

const readKey = (file: string) => readFileSync(file, 'utf8').trim();

export function createAlipay(config: AlipayConfig): AlipayProvider {
  const sdk = new AlipaySdk({
    appId: config.appId,
    privateKey: readKey(config.privateKeyFile),
    alipayPublicKey: readKey(config.alipayPublicKeyFile),
    keyType: 'PKCS8',
    signType: 'RSA2',
    gateway: config.gateway,
    camelcase: false,
    timeout: 10_000,
  });

  /**
   * One signed call; answers the verified `<method>_response` node. An unreachable gateway, a non-200,
   * an answer whose signature does not verify or Alipay's own failure (20000) throw
   * PAYMENT_PROVIDER_UNREACHABLE; a merchant token Alipay does not accept (20001) throws
   * PAYMENT_BINDING_INVALID; a refusal of our own app (40001/40002/40006: a wrong key, app id or
   * timestamp, a product not signed) throws PAYMENT_PROVIDER_REFUSED with Alipay's words. A business
   * answer (10000, 40004) is the caller's.
   */
  async function call(
    method: string,
    bizContent: Record<string, unknown>,
    appAuthToken?: string,
  ): Promise<Answer> {
    let answer: Answer;
    try {
      answer = (await sdk.exec(
        method,
        {
          bizContent,
          timestamp: alipayTimestamp(),
          ...(appAuthToken ? { app_auth_token: appAuthToken } : {}),
        },
        { validateSign: true },
      )) as Answer;
    } catch (error) {
      throw unreachable(error);
    }
    const code = String(answer.code);
    if (code === '10000' || code === '40004') return answer;
    if (code === '20001') throw bindingInvalid(answer);
    if (code.startsWith('4')) throw refused(answer);
    throw unreachable(new Error(`${method}: ${code} ${String(answer.sub_code ?? answer.msg)}`));
  }

  async function query(appAuthToken: string, orderNo: string): Promise<ProviderTrade> {
    const answer = await call('alipay.trade.query', { out_trade_no: orderNo }, appAuthToken);
    const none: ProviderTrade = {
      orderNo,
      state: 'unpaid',
      providerTradeNo: null,
      amountFen: null,
      merchantId: null,
      payerId: null,
      paidTime: null,
    };
    if (answer.code !== '10000') {
      // The buyer has not opened the cashier yet: Alipay has no trade.
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return none;
      if (answer.sub_code === 'ACQ.SYSTEM_ERROR')
        throw unreachable(new Error('alipay.trade.query: ACQ.SYSTEM_ERROR'));
      throw refused(answer);
    }
    const paidTime = alipayTime(answer.send_pay_date);
    const status = String(answer.trade_status);
    // TRADE_CLOSED is an unpaid order closed, or a paid one refunded in full (it has a payment time).
    const state: ProviderTradeState =
      status === 'WAIT_BUYER_PAY'
        ? 'unpaid'
        : status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED'
          ? 'paid'
          : status === 'TRADE_CLOSED'
            ? paidTime
              ? 'refunded'
              : 'closed'
            : 'unknown';
    const paidOnce = state === 'paid' || state === 'refunded';
    return {
      orderNo: text(answer.out_trade_no) ?? orderNo,
      state,
      providerTradeNo: text(answer.trade_no),
      amountFen: paidOnce ? alipayAmountFen(answer.total_amount) : null,
      merchantId: text(answer.seller_id),
      payerId: text(answer.buyer_user_id) ?? text(answer.buyer_open_id),
      paidTime: paidOnce ? paidTime : null,
    };
  }

  /**
   * alipay.trade.fastpay.refund.query. Alipay's rule: answered refund data with refund_status
   * REFUND_SUCCESS, or none (older merchants), is a refund made; no refund data, a request Alipay has not
   * received (or did not make); a trade Alipay does not know can have no refund.
   */
  async function queryRefund(input: {
    appAuthToken: string;
    orderNo: string;
    refundNo: string;
  }): Promise<RefundState> {
    const answer = await call(
      'alipay.trade.fastpay.refund.query',
      { out_trade_no: input.orderNo, out_request_no: input.refundNo },
      input.appAuthToken,
    );
    if (answer.code !== '10000') {
      if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST')
        return { status: 'failed', providerRefundNo: null, failure: reasonOf(answer), amountFen: null };
      throw unreachable(new Error(`alipay.trade.fastpay.refund.query: ${String(answer.sub_code)}`));
    }
    const amountFen = alipayAmountFen(answer.refund_amount);
    const status = text(answer.refund_status);
    const answered = text(answer.out_request_no) !== null || amountFen !== null;
    if (answered && (status === 'REFUND_SUCCESS' || (status === null && amountFen !== null)))
      return { status: 'succeeded', providerRefundNo: input.refundNo, failure: null, amountFen };
    if (!answered) return { status: 'missing', providerRefundNo: null, failure: null, amountFen: null };
    return { status: 'pending', providerRefundNo: input.refundNo, failure: null, amountFen };
  }

  return {
    channel: 'alipay',

    /*
     * The token's own authorisation: Alipay answers it only to the third-party app it was issued to (to
     * another app: 40004 isv.invalid-app-auth-token), so a valid status and the merchant's user id settle
     * it; `auth_app_id` is the authorising merchant's app, not ours, and is not compared.
     */
    async verifyAppAuthToken(appAuthToken) {
      const answer = await call('alipay.open.auth.token.app.query', { app_auth_token: appAuthToken });
      if (answer.code !== '10000') throw bindingInvalid(answer);
      const merchantId = text(answer.user_id);
      if (answer.status !== 'valid' || !merchantId)
        throw new AppError('PAYMENT_BINDING_INVALID', {
          provider: PROVIDER,
          reason: { ch: '该授权已失效', en: 'the authorisation is no longer valid' },
        });
      return { merchantId };
    },

    wapPayUrl(order) {
      return sdk.pageExecute('alipay.trade.wap.pay', 'GET', {
        bizContent: {
          out_trade_no: order.orderNo,
          total_amount: fenToYuanText(order.amountFen),
          subject: [...order.description].slice(0, SUBJECT_MAX).join(''),
          product_code: 'QUICK_WAP_WAY',
          // Leaving the cashier goes back to our result page too (it says not paid).
          quit_url: order.returnUrl,
        },
        notify_url: order.notifyUrl,
        return_url: order.returnUrl,
        app_auth_token: order.appAuthToken,
        timestamp: alipayTimestamp(),
      });
    },

    query,

    async close(appAuthToken, orderNo) {
      const answer = await call('alipay.trade.close', { out_trade_no: orderNo }, appAuthToken);
      if (answer.code === '10000' || answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return;
      if (answer.sub_code === 'ACQ.TRADE_STATUS_ERROR') {
        // Already closed is what we asked for; paid (or refunded) cannot be closed.
        const trade = await query(appAuthToken, orderNo);
        if (trade.state === 'closed') return;
        if (trade.state === 'paid' || trade.state === 'refunded')
          throw new AppError('PAYMENT_PROVIDER_ORDER_PAID', { provider: PROVIDER });
      }
      throw refused(answer);
    },

    async refund(input): Promise<RefundOutcome> {
      const answer = await call(
        'alipay.trade.refund',
        {
          out_trade_no: input.orderNo,
          refund_amount: fenToYuanText(input.amountFen),
          out_request_no: input.refundNo,
          refund_reason: input.reason,
        },
        input.appAuthToken,
      );
      if (answer.code !== '10000') {
        // Alipay asks for the same call again on its own failure: the outcome is not known yet.
        if (answer.sub_code === 'ACQ.SYSTEM_ERROR')
          throw unreachable(new Error(`alipay.trade.refund: ${answer.sub_code}`));
        return { status: 'failed', providerRefundNo: null, failure: reasonOf(answer) };
      }
      // Alipay numbers a refund by our out_request_no (under the trade's trade_no): that is its refund number.
      if (answer.fund_change === 'Y')
        return { status: 'succeeded', providerRefundNo: input.refundNo, failure: null };
      /*
       * fund_change N: this call moved no money, as when it repeats an out_request_no already refunded;
       * Alipay's rule is to ask the refund query then (REFUND_SUCCESS: refunded).
       */
      const asked = await queryRefund(input);
      const refunded = asked.status === 'succeeded';
      return { status: refunded ? 'succeeded' : 'pending', providerRefundNo: input.refundNo, failure: null };
    },

    queryRefund,

    readNotification(form): PaymentNotice | null {
      try {
        if (typeof form !== 'object' || form === null) return null;
        const fields: Record<string, string> = {};
        for (const [key, value] of Object.entries(form)) if (typeof value === 'string') fields[key] = value;
        if (fields.sign_type !== 'RSA2' || fields.app_id !== config.appId) return null;
        /*
         * Alipay signs trade_status_sync over every parameter but sign and sign_type, sorted, `k=v&…`, with
         * the values as sent before URL encoding: the form here is already decoded, so the check must not
         * decode again (checkNotifySignV2; checkNotifySign decodes a second time and throws URIError on a
         * subject with `%`).
         */
        if (!sdk.checkNotifySignV2(fields)) return null;
        const orderNo = text(fields.out_trade_no);
        const providerTradeNo = text(fields.trade_no);
        const amountFen = alipayAmountFen(fields.total_amount);
        const merchantId = text(fields.seller_id);
        const status = fields.trade_status;
        const paid = status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED';
        if (!orderNo || !providerTradeNo || amountFen === null || !merchantId) return null;
        // Not paid (a trade closed, say): its time is when Alipay says so.
        const paidTime = paid
          ? alipayTime(fields.gmt_payment)
          : (alipayTime(fields.gmt_close) ?? alipayTime(fields.notify_time));
        if (!paidTime) return null;
        return {
          channel: 'alipay',
          orderNo,
          paid,
          providerTradeNo,
          amountFen,
          merchantId,
          payerId: text(fields.buyer_id) ?? text(fields.buyer_open_id),
          paidTime,
        };
      } catch {
        return null;
      }
    },
  };
}
