import { createVerify } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payments } from '../../db/schema/index.js';
import {
  ALIPAY,
  ALIPAY_TOKEN,
  addresses,
  call,
  data,
  newVisit,
  ORIGIN,
  payingShop,
  paymentRow,
  pem,
  useFlow,
  WECHAT,
} from '../../test/payments-flow.js';
import { openidOfPayerToken } from './payer-token.js';

/*
 * Issue 31 §2–3: the shopper's side against the WeChat Pay and Alipay stand-ins: the shop of a code,
 * orders (one per visit, channel and amount; a visit that paid never pays again), JSAPI parameters
 * signed with the merchant key, notifications verified and recorded once, the status query path.
 * On both engines (TEST_ENGINE=postgres).
 */

const flow = useFlow();

/** Each test from its own address, so the per-IP limits stay out of the way (but for the test of them). */
const freshIp = addresses(31);

type Create = {
  code: string;
  amount_fen: number;
  channel: 'wechat' | 'alipay';
  visit: string;
  wechat_code?: string;
  payer?: string;
  ticket_no?: number;
};
const create = (body: Create, ip = freshIp()) =>
  call(flow.t, 'POST', '/api/external/payments', null, body, { ip });
const created = async (body: Create, ip = freshIp()) => {
  const answer = await create(body, ip);
  if (answer.body.code !== 1) throw new Error(JSON.stringify(answer.body));
  return answer.body.data;
};
const status = (no: string) =>
  data(flow.t, 'GET', `/api/external/payments/${no}`, null, undefined, { ip: freshIp() });

/** A WeChat order paid at the stand-in, its notification held back: what only a query or a resend tells us. */
async function wechatOrder(code: string, amount = 1280, payer = 'o-payer-1') {
  return created({
    code,
    amount_fen: amount,
    channel: 'wechat',
    visit: newVisit(),
    wechat_code: flow.wechat.issueCode(payer),
  });
}

const postAlipay = (form: Record<string, string>) =>
  flow.t.app.inject({
    method: 'POST',
    url: '/api/external/payments/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(form).toString(),
  });

describe('the shop of a payment code', () => {
  it('shows the shop, its logo and the channels it takes; an unknown or disabled code is refused', async () => {
    const shop = await payingShop(flow.t);
    const view = await data(flow.t, 'GET', `/api/external/payment_shops/${shop.code}`, null);
    expect(view).toEqual({
      shop_name: '东门菜场 3号摊',
      logo_url: 'https://img.example.com/logo.png',
      channels: ['wechat', 'alipay'],
    });
    const unknown = await call(flow.t, 'GET', '/api/external/payment_shops/zzzzzzzzzzzz', null);
    expect(unknown.status).toBe(404);
    expect(unknown.body.data.dahua_error).toBe('ERCO001573');

    await data(flow.t, 'PUT', `/api/management/shops/${shop.shopId}/payment_settings`, shop.owner, {
      enabled: false,
    });
    expect((await call(flow.t, 'GET', `/api/external/payment_shops/${shop.code}`, null)).status).toBe(404);
    const refused = await create({ code: shop.code, amount_fen: 100, channel: 'alipay', visit: newVisit() });
    expect(refused.body.data.dahua_error).toBe('ERCO001573');
  });

  it('refuses a channel the shop has not bound', async () => {
    const shop = await payingShop(flow.t);
    await data(flow.t, 'PUT', `/api/management/shops/${shop.shopId}/payment_settings`, shop.owner, {
      alipay_app_auth_token: null,
    });
    const answer = await create({ code: shop.code, amount_fen: 100, channel: 'alipay', visit: newVisit() });
    expect(answer.status).toBe(400);
    expect(answer.body.data.dahua_error).toBe('ERCO001574');
    expect(answer.body.msg).toContain('Alipay');
  });

  it('take a client that sends only the code and the amount: the channel from the payer’s app or the shop’s only one', async () => {
    const both = await payingShop(flow.t);
    const post = (code: string, userAgent?: string) =>
      call(
        flow.t,
        'POST',
        '/api/external/payments',
        null,
        { code, amount_fen: 250 },
        { ip: freshIp(), userAgent },
      );
    // A shop taking both needs the channel named, unless the page is open in Alipay's (or WeChat's) app.
    const unnamed = await post(both.code);
    expect(unnamed.status).toBe(400);
    expect(unnamed.body.data.dahua_error).toBe('ERCO001582');
    const inAlipay = await post(both.code, 'Mozilla/5.0 (iPhone) AlipayClient/10.5.0');
    expect(inAlipay.body.data).toMatchObject({ channel: 'alipay', status: 'created', amount_fen: 250 });
    expect(inAlipay.body.data.alipay_url).toContain('alipay.trade.wap.pay');
    // No visit given: each call is a visit of its own.
    const again = await post(both.code, 'Mozilla/5.0 (iPhone) AlipayClient/10.5.0');
    expect(again.body.data.order_no).not.toBe(inAlipay.body.data.order_no);

    const alipayOnly = await payingShop(flow.t);
    await data(
      flow.t,
      'PUT',
      `/api/management/shops/${alipayOnly.shopId}/payment_settings`,
      alipayOnly.owner,
      {
        wechat_sub_mchid: null,
      },
    );
    const script = await post(alipayOnly.code);
    expect(script.body.data).toMatchObject({ channel: 'alipay', status: 'created' });
  });
});

describe('WeChat Pay orders', () => {
  it('answer JSAPI parameters signed with the merchant key, and a payer token for the next order', async () => {
    const shop = await payingShop(flow.t);
    const order = await created({
      code: shop.code,
      amount_fen: 1280,
      channel: 'wechat',
      visit: newVisit(),
      ticket_no: 42,
      wechat_code: flow.wechat.issueCode('o-payer-jsapi'),
    });
    expect(order).toMatchObject({
      status: 'created',
      channel: 'wechat',
      amount_fen: 1280,
      shop_name: '东门菜场 3号摊',
    });
    expect(order.order_no).toMatch(/^P\d{20}$/);
    const jsapi = order.wechat_jsapi;
    expect(jsapi).toMatchObject({ appId: WECHAT.spAppid, signType: 'RSA' });
    const standInOrder = flow.wechat.orders.get(order.order_no)!;
    expect(jsapi.package).toBe(`prepay_id=${standInOrder.prepayId}`);
    expect(standInOrder).toMatchObject({
      subMchid: shop.sub,
      total: 1280,
      openid: 'o-payer-jsapi',
      description: '东门菜场 3号摊',
      notifyUrl: `${ORIGIN}/api/external/payments/notify/wechat`,
    });
    const message = `${jsapi.appId}\n${jsapi.timeStamp}\n${jsapi.nonceStr}\n${jsapi.package}\n`;
    const verifier = createVerify('RSA-SHA256').update(message);
    expect(verifier.verify(pem('wechatpay-merchant.pub.pem'), jsapi.paySign, 'base64')).toBe(true);

    expect(openidOfPayerToken(WECHAT.apiV3Key, order.payer, new Date())).toBe('o-payer-jsapi');
    const row = await paymentRow(flow.t, order.order_no);
    expect(row).toMatchObject({ ticketNo: 42, merchantId: shop.sub, status: 'created', payerId: null });
  });

  it('need the payer: an OAuth code or a payer token (not a forged one)', async () => {
    const shop = await payingShop(flow.t);
    const none = await create({ code: shop.code, amount_fen: 500, channel: 'wechat', visit: newVisit() });
    expect(none.status).toBe(400);
    expect(none.body.data.dahua_error).toBe('ERCO001576');
    const first = await wechatOrder(shop.code, 500, 'o-payer-token');
    const [encoded, expiry, mac] = first.payer.split('.');
    const forged = `${Buffer.from('o-someone-else').toString('base64url')}.${expiry}.${mac}`;
    const refused = await create({
      code: shop.code,
      amount_fen: 500,
      channel: 'wechat',
      visit: newVisit(),
      payer: forged,
    });
    expect(refused.body.data.dahua_error).toBe('ERCO001576');
    expect(encoded).toBeTruthy();
    const again = await created({
      code: shop.code,
      amount_fen: 600,
      channel: 'wechat',
      visit: newVisit(),
      payer: first.payer,
    });
    expect(flow.wechat.orders.get(again.order_no)!.openid).toBe('o-payer-token');
  });

  it('make one order per visit, channel and amount, however many ask at once', async () => {
    const shop = await payingShop(flow.t);
    const { payer } = await wechatOrder(shop.code, 100);
    const visit = newVisit();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        create({ code: shop.code, amount_fen: 2500, channel: 'wechat', visit, payer }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const numbers = new Set(answers.map((a) => a.body.data.order_no));
    expect(numbers.size).toBe(1);
    const [counted] = await flow.t.ctx.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.shopId, shop.shopId), eq(payments.visitKey, visit)));
    expect(counted!.n).toBe(1);
  });

  it('close the visit’s older unpaid order of another amount; going back to it opens it under a new number', async () => {
    const shop = await payingShop(flow.t);
    const visit = newVisit();
    const first = await created({
      code: shop.code,
      amount_fen: 1000,
      channel: 'wechat',
      visit,
      wechat_code: flow.wechat.issueCode('o-payer-2'),
    });
    const second = await created({
      code: shop.code,
      amount_fen: 1200,
      channel: 'wechat',
      visit,
      payer: first.payer,
    });
    expect(second.order_no).not.toBe(first.order_no);
    expect((await paymentRow(flow.t, first.order_no)).status).toBe('closed');
    expect(flow.wechat.orders.get(first.order_no)!.tradeState).toBe('CLOSED');

    const back = await created({
      code: shop.code,
      amount_fen: 1000,
      channel: 'wechat',
      visit,
      payer: first.payer,
    });
    expect(back.status).toBe('created');
    expect(back.order_no).not.toBe(first.order_no);
    expect(back.wechat_jsapi).toBeDefined();
    expect((await paymentRow(flow.t, second.order_no)).status).toBe('closed');
  });

  it('leave the order waiting when WeChat Pay cannot be reached; the retry of the visit asks again', async () => {
    const shop = await payingShop(flow.t);
    const visit = newVisit();
    flow.wechat.state.outage = true;
    const failed = await create({
      code: shop.code,
      amount_fen: 800,
      channel: 'wechat',
      visit,
      wechat_code: flow.wechat.issueCode('o-payer-3'),
    });
    expect(failed.status).toBe(502);
    expect(failed.body.data.dahua_error).toBe('ERCO001572');
    flow.wechat.state.outage = false;
    const [row] = await flow.t.ctx.db.select().from(payments).where(eq(payments.visitKey, visit));
    expect(row!.status).toBe('created');
    const retry = await created({
      code: shop.code,
      amount_fen: 800,
      channel: 'wechat',
      visit,
      wechat_code: flow.wechat.issueCode('o-payer-3'),
    });
    expect(retry.order_no).toBe(row!.orderNo);
    expect(retry.wechat_jsapi.package).toMatch(/^prepay_id=/);
  });
});

describe('WeChat Pay notifications', () => {
  it('pay the order once, however many arrive at once; the visit then answers the payment', async () => {
    const shop = await payingShop(flow.t);
    const visit = newVisit();
    const order = await created({
      code: shop.code,
      amount_fen: 1999,
      channel: 'wechat',
      visit,
      wechat_code: flow.wechat.issueCode('o-payer-4'),
    });
    flow.hold.wechat = true;
    await flow.wechat.pay(order.order_no);
    flow.hold.wechat = false;
    const deliveries = await Promise.all(
      Array.from({ length: 20 }, () => flow.wechat.notify(order.order_no)),
    );
    expect(deliveries.map((d) => d.status)).toEqual(Array(20).fill(200));
    expect(JSON.parse(deliveries[0]!.body)).toEqual({ code: 'SUCCESS' });
    const row = await paymentRow(flow.t, order.order_no);
    expect(row).toMatchObject({ status: 'paid', payerId: 'o-payer-4', version: 2 });
    expect(row.providerTradeNo).toBe(flow.wechat.orders.get(order.order_no)!.transactionId);
    expect(row.paidTime).toBeInstanceOf(Date);

    // A refreshed page (any amount) answers the payment, with nothing to pay.
    const again = await created({ code: shop.code, amount_fen: 5000, channel: 'wechat', visit });
    expect(again).toMatchObject({ order_no: order.order_no, status: 'paid', amount_fen: 1999 });
    expect(again.wechat_jsapi).toBeUndefined();
    expect((await status(order.order_no)).status).toBe('paid');
  });

  it('change nothing when forged, or when the amount or the merchant differs', async () => {
    const shop = await payingShop(flow.t);
    const order = await wechatOrder(shop.code, 700);
    flow.hold.wechat = true;
    await flow.wechat.pay(order.order_no);
    flow.hold.wechat = false;
    for (const tamper of ['signature', 'body', 'apiV3Key'] as const) {
      const forged = await flow.wechat.notify(order.order_no, tamper);
      expect(forged.status).toBe(401);
      expect(JSON.parse(forged.body)).toMatchObject({ code: 'FAIL' });
    }
    const standInOrder = flow.wechat.orders.get(order.order_no)!;
    standInOrder.total = 1;
    const cheaper = await flow.wechat.notify(order.order_no);
    expect(cheaper.status).toBe(400);
    standInOrder.total = 700;
    const realSub = standInOrder.subMchid;
    standInOrder.subMchid = WECHAT.subs.find((s) => s !== realSub)!;
    const otherMerchant = await flow.wechat.notify(order.order_no);
    expect(otherMerchant.status).toBe(400);
    standInOrder.subMchid = realSub;
    expect(await paymentRow(flow.t, order.order_no)).toMatchObject({
      status: 'created',
      version: 1,
      paidTime: null,
    });

    expect((await flow.wechat.notify(order.order_no)).status).toBe(200);
    expect((await paymentRow(flow.t, order.order_no)).status).toBe('paid');
  });

  it('when none arrives, the status call asks WeChat Pay after 5 seconds and records the payment', async () => {
    const shop = await payingShop(flow.t);
    const order = await wechatOrder(shop.code, 880);
    flow.hold.wechat = true;
    await flow.wechat.pay(order.order_no);
    const queries = () =>
      flow.wechat.calls.filter(
        (c) => c.method === 'GET' && c.path.endsWith(`/out-trade-no/${order.order_no}`),
      ).length;
    expect((await status(order.order_no)).status).toBe('created');
    expect(queries()).toBe(0);
    flow.t.ctx.clock = () => new Date(Date.now() + 6_000);
    const later = await status(order.order_no);
    expect(later).toMatchObject({
      order_no: order.order_no,
      status: 'paid',
      amount_fen: 880,
      shop_name: '东门菜场 3号摊',
    });
    expect(queries()).toBe(1);
    expect((await paymentRow(flow.t, order.order_no)).providerTradeNo).toBe(
      flow.wechat.orders.get(order.order_no)!.transactionId,
    );
    // The notification arriving late changes nothing more.
    flow.hold.wechat = false;
    expect((await flow.wechat.notify(order.order_no)).status).toBe(200);
    expect((await paymentRow(flow.t, order.order_no)).version).toBe(2);
  });

  it('an unknown order number is not found', async () => {
    const answer = await call(flow.t, 'GET', '/api/external/payments/P00000000000000000001', null);
    expect(answer.status).toBe(404);
    expect(answer.body.data.dahua_error).toBe('ERCO001575');
  });
});

describe('Alipay orders and notifications', () => {
  it('answer the signed wap-pay address; a verified notification pays once, a forged or mismatched one changes nothing', async () => {
    const shop = await payingShop(flow.t);
    const order = await created({ code: shop.code, amount_fen: 1500, channel: 'alipay', visit: newVisit() });
    expect(order.alipay_url).toContain(flow.alipay.gateway);
    expect(order.payer).toBeUndefined();
    const page = await fetch(order.alipay_url);
    expect(page.status).toBe(200);
    const standInOrder = flow.alipay.orders.get(order.order_no)!;
    expect(standInOrder).toMatchObject({
      totalAmount: '15.00',
      sellerId: ALIPAY.tokens[ALIPAY_TOKEN],
      notifyUrl: `${ORIGIN}/api/external/payments/notify/alipay`,
      returnUrl: `${ORIGIN}/page/payment?o=${order.order_no}`,
    });
    expect((await paymentRow(flow.t, order.order_no)).merchantId).toBe(ALIPAY.tokens[ALIPAY_TOKEN]);

    standInOrder.status = 'TRADE_SUCCESS';
    standInOrder.gmtPayment = standInOrder.gmtCreate;
    standInOrder.buyerId = '2088102177846880';
    const forged = await postAlipay(
      flow.alipay.notificationOf(order.order_no, {}, pem('alipay-app.key.pem')),
    );
    expect(forged.body).toBe('fail');
    const cheaper = await postAlipay(flow.alipay.notificationOf(order.order_no, { total_amount: '0.01' }));
    expect(cheaper.body).toBe('fail');
    const otherSeller = await postAlipay(
      flow.alipay.notificationOf(order.order_no, {
        seller_id: ALIPAY.tokens[Object.keys(ALIPAY.tokens)[1]!]!,
      }),
    );
    expect(otherSeller.body).toBe('fail');
    expect(await paymentRow(flow.t, order.order_no)).toMatchObject({ status: 'created', version: 1 });

    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postAlipay(flow.alipay.notificationOf(order.order_no))),
    );
    expect(answers.map((a) => `${a.statusCode} ${a.body}`)).toEqual(Array(20).fill('200 success'));
    expect(await paymentRow(flow.t, order.order_no)).toMatchObject({
      status: 'paid',
      version: 2,
      providerTradeNo: standInOrder.tradeNo,
      payerId: '2088102177846880',
    });
  });

  it('when none arrives, the status call asks Alipay and records the payment', async () => {
    const shop = await payingShop(flow.t);
    const order = await created({ code: shop.code, amount_fen: 2200, channel: 'alipay', visit: newVisit() });
    await fetch(order.alipay_url);
    const standInOrder = flow.alipay.orders.get(order.order_no)!;
    standInOrder.status = 'TRADE_SUCCESS';
    standInOrder.gmtPayment = standInOrder.gmtCreate;
    flow.t.ctx.clock = () => new Date(Date.now() + 6_000);
    expect((await status(order.order_no)).status).toBe('paid');
    expect((await paymentRow(flow.t, order.order_no)).providerTradeNo).toBe(standInOrder.tradeNo);
  });
});

describe('the notification endpoints', () => {
  it('answer each provider’s protocol to what is not a notification, never a 500', async () => {
    const wechat = (payload: string, contentType = 'application/json') =>
      flow.t.app.inject({
        method: 'POST',
        url: '/api/external/payments/notify/wechat',
        headers: { 'content-type': contentType },
        payload,
      });
    for (const body of ['', 'not json', '{}', '{"resource":{"ciphertext":"x"}}']) {
      const answer = await wechat(body);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'FAIL' });
    }
    expect((await wechat('a=b', 'application/x-www-form-urlencoded')).statusCode).toBe(401);
    const forms: Record<string, string>[] = [
      {},
      { out_trade_no: 'P00000000000000000001', sign: 'x', sign_type: 'RSA2' },
    ];
    for (const form of forms) {
      const answer = await postAlipay(form);
      expect(`${answer.statusCode} ${answer.body}`).toBe('200 fail');
    }
    // The JSON API around them still parses JSON as usual.
    const api = await call(flow.t, 'POST', '/api/external/payments', null, { code: 'x' }, { ip: freshIp() });
    expect(api.status).toBe(400);
    expect(api.body.data.dahua_error).toBe('ERCO000002');
  });
});

describe('limits', () => {
  it('refuse a 21st order from one address within a minute', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      const answer = await create(
        { code: 'zzzzzzzzzzzz', amount_fen: 100, channel: 'alipay', visit: newVisit() },
        ip,
      );
      expect(answer.status).toBe(404);
    }
    const refused = await create(
      { code: 'zzzzzzzzzzzz', amount_fen: 100, channel: 'alipay', visit: newVisit() },
      ip,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.data.dahua_error).toBe('ERCO000640');
  });
});
