import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../errors/app-error.js';
import { type AlipayStandIn, beijingTime, startAlipayStandIn } from '../../../test/alipay-stand-in.js';
import {
  ALIPAY,
  ALIPAY_TOKEN,
  ALIPAY_TOKEN_2,
  alipayStandInAccount,
  keyFile,
  pem,
} from '../../../test/payment-accounts.js';
import { alipayTime, createAlipay } from './alipay.js';
import type { AlipayProvider } from './types.js';

const APP_ID = ALIPAY.appId;
const TOKEN = ALIPAY_TOKEN;
const MERCHANT = ALIPAY.tokens[TOKEN]!;
const OTHER_TOKEN = ALIPAY_TOKEN_2;
const OTHER_MERCHANT = ALIPAY.tokens[OTHER_TOKEN]!;

let standIn: AlipayStandIn;
let alipay: AlipayProvider;
/** Our side of the notifications: what arrived, read by the provider, answered as Alipay requires. */
let notifyServer: Server;
let notifyUrl: string;
const received: Record<string, string>[] = [];

/** What the provider throws, as its error key and its English message. */
async function refusal(promise: Promise<unknown>): Promise<{ key: string; en: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { key: error.key, en: error.messageIn('en') };
    throw error;
  }
  throw new Error('expected a refusal');
}

let orderSeq = 0;
const orderNo = () => `P2026112714000${String(++orderSeq).padStart(7, '0')}`;

/** Makes an order the payer has opened at the cashier (as the payment page does): its wap-pay address fetched. */
async function openOrder(amountFen: number, description = '东门菜场 3号摊', token = TOKEN) {
  const no = orderNo();
  const url = alipay.wapPayUrl({
    orderNo: no,
    amountFen,
    description,
    notifyUrl,
    returnUrl: `http://shop.test/page/payment?o=${no}`,
    appAuthToken: token,
  });
  const { status, html } = await standIn.open(url);
  return { no, url, status, html };
}

beforeAll(async () => {
  standIn = await startAlipayStandIn(alipayStandInAccount());
  alipay = createAlipay({
    gateway: standIn.gateway,
    appId: APP_ID,
    privateKeyFile: keyFile('alipay-app.key.pem'),
    alipayPublicKeyFile: keyFile('alipay-gateway.pub.pem'),
  });
  notifyServer = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // Decoded as a form body parser does (application/x-www-form-urlencoded).
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      received.push(form);
      res.end(alipay.readNotification(form) ? 'success' : 'fail');
    });
  });
  await new Promise<void>((resolve) => notifyServer.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(notifyServer.address() as AddressInfo).port}/api/external/payments/notify/alipay`;
});

afterAll(async () => {
  await standIn.close();
  await new Promise<void>((resolve) => notifyServer.close(() => resolve()));
});

describe('Alipay app authorisation', () => {
  it('answers the merchant of a valid token', async () => {
    expect(await alipay.verifyAppAuthToken(TOKEN)).toEqual({ merchantId: MERCHANT });
    expect(await alipay.verifyAppAuthToken(OTHER_TOKEN)).toEqual({ merchantId: OTHER_MERCHANT });
  });

  it("refuses an unknown token with Alipay's words, and a withdrawn one", async () => {
    expect(await refusal(alipay.verifyAppAuthToken('202611BBnot-a-token'))).toEqual({
      key: 'PAYMENT_BINDING_INVALID',
      en: 'Alipay did not accept it: 无效的应用授权令牌',
    });
    const withdrawn = '202611BB0000000000000000000000000000RV03';
    const own = await startAlipayStandIn(alipayStandInAccount({ [withdrawn]: '2088621000000003' }));
    try {
      const client = createAlipay({
        gateway: own.gateway,
        appId: APP_ID,
        privateKeyFile: keyFile('alipay-app.key.pem'),
        alipayPublicKeyFile: keyFile('alipay-gateway.pub.pem'),
      });
      expect(await client.verifyAppAuthToken(withdrawn)).toEqual({ merchantId: '2088621000000003' });
      own.revoke(withdrawn);
      expect(await refusal(client.verifyAppAuthToken(withdrawn))).toEqual({
        key: 'PAYMENT_BINDING_INVALID',
        en: 'Alipay did not accept it: the authorisation is no longer valid',
      });
      // Calls on the merchant's behalf are refused too.
      expect((await refusal(client.query(withdrawn, 'P1'))).key).toBe('PAYMENT_BINDING_INVALID');
    } finally {
      await own.close();
    }
  });

  it('signs every call with the app key, so a request signed with another key is refused by the gateway', async () => {
    const wrongKey = createAlipay({
      gateway: standIn.gateway,
      appId: APP_ID,
      privateKeyFile: keyFile('alipay-gateway.key.pem'),
      alipayPublicKeyFile: keyFile('alipay-gateway.pub.pem'),
    });
    // Alipay's words go on with the signed text, the merchant's token in it: only the first clause is told.
    expect(await refusal(wrongKey.verifyAppAuthToken(TOKEN))).toEqual({
      key: 'PAYMENT_PROVIDER_REFUSED',
      en: 'Alipay refused it: 验签出错',
    });
    expect(String(standIn.calls.at(-1)!.answer!.sub_msg)).toContain(TOKEN);
    const otherApp = createAlipay({
      gateway: standIn.gateway,
      appId: '2021004199999999',
      privateKeyFile: keyFile('alipay-app.key.pem'),
      alipayPublicKeyFile: keyFile('alipay-gateway.pub.pem'),
    });
    expect(await refusal(otherApp.verifyAppAuthToken(TOKEN))).toEqual({
      key: 'PAYMENT_PROVIDER_REFUSED',
      en: 'Alipay refused it: 无效的AppID参数',
    });
    const last = standIn.calls.at(-1)!;
    expect(last.params).toMatchObject({ sign_type: 'RSA2', version: '1.0', charset: 'utf-8' });
    // Beijing time, whatever the server's zone.
    expect(
      Math.abs(Date.parse(`${last.params.timestamp!.replace(' ', 'T')}+08:00`) - Date.now()),
    ).toBeLessThan(60_000);
  });

  it('refuses an answer whose signature does not verify, and an unreachable gateway', async () => {
    standIn.corruptAnswerSignatures(true);
    try {
      expect((await refusal(alipay.verifyAppAuthToken(TOKEN))).key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
      expect((await refusal(alipay.query(TOKEN, orderNo()))).key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
    } finally {
      standIn.corruptAnswerSignatures(false);
    }
    const gone = await startAlipayStandIn(alipayStandInAccount({}));
    await gone.close();
    const nowhere = createAlipay({
      gateway: gone.gateway,
      appId: APP_ID,
      privateKeyFile: keyFile('alipay-app.key.pem'),
      alipayPublicKeyFile: keyFile('alipay-gateway.pub.pem'),
    });
    expect(await refusal(nowhere.verifyAppAuthToken(TOKEN))).toEqual({
      key: 'PAYMENT_PROVIDER_UNREACHABLE',
      en: 'Alipay cannot be reached just now. Please try again shortly.',
    });
  });
});

describe('Alipay wap payment', () => {
  it("opens the stand-in's cashier with the amount, and a changed address is refused", async () => {
    const { no, url, status, html } = await openOrder(1280, '东门菜场 3号摊');
    expect(url.startsWith(`${standIn.gateway}?`)).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('method')).toBe('alipay.trade.wap.pay');
    expect(params.get('app_auth_token')).toBe(TOKEN);
    expect(params.get('notify_url')).toBe(notifyUrl);
    expect(params.get('return_url')).toBe(`http://shop.test/page/payment?o=${no}`);
    expect(JSON.parse(params.get('biz_content')!)).toEqual({
      out_trade_no: no,
      total_amount: '12.80',
      subject: '东门菜场 3号摊',
      product_code: 'QUICK_WAP_WAY',
      quit_url: `http://shop.test/page/payment?o=${no}`,
    });
    expect(status).toBe(200);
    expect(html).toContain('¥12.80');
    expect(html).toContain('东门菜场 3号摊');
    expect(html).toContain('data-testid="standin-alipay-pay"');

    // The payer (or anyone between) cannot change the amount of a signed address.
    const changed = new URL(url);
    changed.searchParams.set('biz_content', params.get('biz_content')!.replace('12.80', '0.01'));
    const tampered = await fetch(changed);
    expect(tampered.status).toBe(400);
    expect(await tampered.text()).toContain('isv.invalid-signature');
  });

  it("maps the trade's states through query, close and refunds", async () => {
    // Not opened at the cashier yet: Alipay has no trade.
    const never = orderNo();
    expect(await alipay.query(TOKEN, never)).toMatchObject({
      orderNo: never,
      state: 'unpaid',
      providerTradeNo: null,
    });
    await alipay.close(TOKEN, never);

    const opened = await openOrder(500);
    expect(await alipay.query(TOKEN, opened.no)).toMatchObject({
      state: 'unpaid',
      amountFen: null,
      paidTime: null,
    });
    await alipay.close(TOKEN, opened.no);
    expect((await alipay.query(TOKEN, opened.no)).state).toBe('closed');
    await alipay.close(TOKEN, opened.no); // already closed: what was asked

    const { no } = await openOrder(8888);
    // Another merchant's token does not see this merchant's order.
    expect((await alipay.query(OTHER_TOKEN, no)).state).toBe('unpaid');
    expect(await standIn.pay(no)).toEqual({ status: 200, body: 'success' });
    const order = standIn.orders.get(no)!;
    const paid = await alipay.query(TOKEN, no);
    expect(paid).toEqual({
      orderNo: no,
      state: 'paid',
      providerTradeNo: order.tradeNo,
      amountFen: 8888,
      merchantId: null,
      payerId: order.buyerId,
      paidTime: alipayTime(order.gmtPayment),
    });
    expect(Math.abs(paid.paidTime!.getTime() - Date.now())).toBeLessThan(5_000);
    expect(await refusal(alipay.close(TOKEN, no))).toEqual({
      key: 'PAYMENT_PROVIDER_ORDER_PAID',
      en: 'This order has already been paid through Alipay, so it cannot be closed.',
    });

    const part = { appAuthToken: TOKEN, orderNo: no, refundNo: `${no}R1`, amountFen: 888, reason: '少称了' };
    expect(await alipay.refund(part)).toEqual({
      status: 'succeeded',
      providerRefundNo: `${no}R1`,
      failure: null,
    });
    // A retry of the same refund number: succeeded, and refunded once.
    expect(await alipay.refund(part)).toEqual({
      status: 'succeeded',
      providerRefundNo: `${no}R1`,
      failure: null,
    });
    expect(order.refundedFen).toBe(888);
    expect(standIn.calls.at(-1)!.method).toBe('alipay.trade.fastpay.refund.query');
    expect(await alipay.refund({ ...part, refundNo: `${no}R2`, amountFen: 8001 })).toEqual({
      status: 'failed',
      providerRefundNo: null,
      failure: '退款金额超限',
    });
    standIn.refuseRefunds({ subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', subMsg: '卖家余额不足' });
    try {
      expect(await alipay.refund({ ...part, refundNo: `${no}R3`, amountFen: 100 })).toMatchObject({
        status: 'failed',
        failure: '卖家余额不足',
      });
    } finally {
      standIn.refuseRefunds(null);
    }
    expect((await alipay.query(TOKEN, no)).state).toBe('paid');
    expect(await alipay.refund({ ...part, refundNo: `${no}R4`, amountFen: 8000 })).toMatchObject({
      status: 'succeeded',
    });
    expect(order.refundedFen).toBe(8888);
    // Refunded in full: Alipay closes the trade, which had been paid.
    expect(await alipay.query(TOKEN, no)).toMatchObject({ state: 'refunded', amountFen: 8888 });
    expect(
      standIn.calls
        .filter((c) => c.method === 'alipay.trade.refund')
        .every((c) => c.params.app_auth_token === TOKEN),
    ).toBe(true);
  });

  it('sends the payer from the cashier button to the return address, signed, after notifying us', async () => {
    const { no } = await openOrder(1999);
    const paid = await fetch(`${standIn.base}/cashier/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ out_trade_no: no }).toString(),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}?o=${back.searchParams.get('o')}`).toBe(
      `http://shop.test/page/payment?o=${no}`,
    );
    expect(back.searchParams.get('method')).toBe('alipay.trade.wap.pay.return');
    expect(back.searchParams.get('total_amount')).toBe('19.99');
    expect(standIn.notifications.at(-1)).toEqual({ orderNo: no, status: 200, body: 'success' });
    // Paid already: the cashier does not open again for it.
    const again = await fetch(
      alipay.wapPayUrl({
        orderNo: no,
        amountFen: 1999,
        description: 'x',
        notifyUrl,
        returnUrl: 'http://shop.test/',
        appAuthToken: TOKEN,
      }),
    );
    expect(again.status).toBe(400);
    expect(await again.text()).toContain('ACQ.TRADE_HAS_SUCCESS');
  });
});

describe('Alipay notifications', () => {
  it('reads a notification from the stand-in as the payment notice', async () => {
    // A subject with %, + and spaces: the signature is over the decoded values, decoded once.
    const { no } = await openOrder(1280, '100% 鲜肉+青菜 A&B');
    const answer = await standIn.pay(no);
    expect(answer).toEqual({ status: 200, body: 'success' });
    const form = received.at(-1)!;
    expect(form).toMatchObject({
      notify_type: 'trade_status_sync',
      trade_status: 'TRADE_SUCCESS',
      sign_type: 'RSA2',
    });
    const order = standIn.orders.get(no)!;
    expect(alipay.readNotification(form)).toEqual({
      channel: 'alipay',
      orderNo: no,
      paid: true,
      providerTradeNo: order.tradeNo,
      amountFen: 1280,
      merchantId: MERCHANT,
      payerId: order.buyerId,
      paidTime: alipayTime(order.gmtPayment),
    });
    expect(await standIn.notify(no)).toEqual({ status: 200, body: 'success' });
  });

  it('gives null for a forged or altered notification', async () => {
    const { no } = await openOrder(2500);
    await standIn.pay(no);
    const genuine = standIn.notificationOf(no);
    expect(alipay.readNotification(genuine)).not.toBeNull();
    // Altered after Alipay signed it.
    expect(alipay.readNotification({ ...genuine, total_amount: '0.01' })).toBeNull();
    expect(alipay.readNotification({ ...genuine, seller_id: OTHER_MERCHANT })).toBeNull();
    // Signed with a key that is not Alipay's.
    expect(alipay.readNotification(standIn.notificationOf(no, {}, pem('alipay-app.key.pem')))).toBeNull();
    // Genuinely signed, for another app.
    expect(alipay.readNotification(standIn.notificationOf(no, { app_id: '2021004199999999' }))).toBeNull();
    // Without a signature, or with another signature type.
    const { sign: _sign, ...unsigned } = genuine;
    expect(alipay.readNotification(unsigned)).toBeNull();
    expect(alipay.readNotification({ ...genuine, sign_type: 'RSA' })).toBeNull();
    expect(alipay.readNotification({ ...genuine, sign: 'bm90IGEgc2lnbmF0dXJl' })).toBeNull();
    // Garbage never throws.
    expect(alipay.readNotification({})).toBeNull();
    expect(alipay.readNotification(null as unknown as Record<string, string>)).toBeNull();
    // A forged notification posted to our endpoint is answered fail.
    expect(await standIn.postNotification(no, { ...genuine, total_amount: '0.01' })).toEqual({
      status: 200,
      body: 'fail',
    });
  });

  it('reads a closed trade as not paid', async () => {
    const { no } = await openOrder(300);
    await alipay.close(TOKEN, no);
    const notice = alipay.readNotification(standIn.notificationOf(no));
    expect(notice).toMatchObject({ orderNo: no, paid: false, amountFen: 300, merchantId: MERCHANT });
  });

  it("reads Alipay's times as Beijing time", () => {
    expect(alipayTime('2026-11-27 12:00:05')?.toISOString()).toBe('2026-11-27T04:00:05.000Z');
    expect(alipayTime('2026-02-30 12:00:00')).toBeNull();
    expect(alipayTime('2026-11-27T12:00:00')).toBeNull();
    expect(alipayTime(beijingTime(new Date('2026-01-01T16:30:00Z')))?.toISOString()).toBe(
      '2026-01-01T16:30:00.000Z',
    );
  });
});
