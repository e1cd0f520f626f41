import { createVerify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WechatPayConfig } from '../../../config.js';
import { AppError } from '../../../errors/app-error.js';
import { keyFile, pem, WECHAT, wechatPayStandInAccount } from '../../../test/payment-accounts.js';
import {
  type Delivery,
  startWechatPayStandIn,
  type Tamper,
  type WechatPayStandIn,
} from '../../../test/wechatpay-stand-in.js';
import type { PaymentNotice, WechatPayProvider } from './types.js';
import { createWechatPay } from './wechatpay.js';

const { spMchid: SP_MCHID, spAppid: SP_APPID, apiV3Key: API_V3_KEY, certSerial: CERT_SERIAL } = WECHAT;
const SUB = WECHAT.subs[0];
const FOREIGN_SUB = WECHAT.foreignSub;
const NOTIFY_URL = 'https://pay.example.com/api/external/payments/notify/wechat';

let standIn: WechatPayStandIn;
let wechat: WechatPayProvider;
let config: WechatPayConfig;
/** What our side made of each notification the stand-in delivered. */
const received: (PaymentNotice | null)[] = [];

/** Lower-cased, as Fastify hands a handler its request's headers. */
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

beforeAll(async () => {
  standIn = await startWechatPayStandIn({
    ...wechatPayStandInAccount([SUB]),
    // Our notification endpoint in miniature: believe it only when it reads back.
    deliver: async (_url, headers, body): Promise<Delivery> => {
      const notice = wechat.readNotification(lower(headers), body);
      received.push(notice);
      return notice
        ? { status: 204, body: '' }
        : { status: 401, body: '{"code":"FAIL","message":"签名错误"}' };
    },
  });
  config = {
    apiBase: standIn.base,
    spMchid: SP_MCHID,
    spAppid: SP_APPID,
    apiV3Key: API_V3_KEY,
    certSerial: CERT_SERIAL,
    privateKeyFile: keyFile('wechatpay-merchant.key.pem'),
    platformSerial: WECHAT.platformSerial,
    platformKeyFile: keyFile('wechatpay-platform.pub.pem'),
  };
  wechat = createWechatPay(config);
});
afterAll(() => standIn.close());
beforeEach(() => {
  standIn.state.tamper = null;
  standIn.state.outage = false;
  standIn.state.refundStatus = 'SUCCESS';
  received.length = 0;
});

let serial = 0;
const orderNo = () => `T${Date.now()}${String(++serial).padStart(4, '0')}`;
const order = (overrides: Partial<Parameters<WechatPayProvider['createJsapiOrder']>[0]> = {}) => ({
  orderNo: orderNo(),
  amountFen: 1234,
  description: '老王蔬菜摊',
  notifyUrl: NOTIFY_URL,
  subMchid: SUB,
  openid: 'o-payer-1',
  ...overrides,
});

/** The AppError a promise rejects with (fails the test when it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('WeChat Pay client: requests the strict stand-in accepts', () => {
  it('makes a partner JSAPI order and answers the JSAPI parameters, paySign verifying with the merchant public key', async () => {
    const input = order();
    const params = await wechat.createJsapiOrder(input);
    const made = standIn.orders.get(input.orderNo)!;
    expect(made).toMatchObject({
      subMchid: SUB,
      total: 1234,
      openid: 'o-payer-1',
      description: '老王蔬菜摊',
      notifyUrl: NOTIFY_URL,
      tradeState: 'NOTPAY',
    });
    expect(params).toMatchObject({ appId: SP_APPID, package: `prepay_id=${made.prepayId}`, signType: 'RSA' });
    expect(Math.abs(Number(params.timeStamp) - Date.now() / 1000)).toBeLessThan(5);
    expect(params.nonceStr).toMatch(/^[0-9a-f]{32}$/);
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(pem('wechatpay-merchant.pub.pem'), params.paySign, 'base64'),
    ).toBe(true);
    // …and not with any other key: the signature is the merchant's.
    expect(
      createVerify('RSA-SHA256')
        .update(message)
        .verify(pem('wechatpay-platform.pub.pem'), params.paySign, 'base64'),
    ).toBe(false);

    const call = standIn.calls.at(-1)!;
    expect(call.status).toBe(200);
    expect(call.headers.authorization).toMatch(
      new RegExp(
        `^WECHATPAY2-SHA256-RSA2048 mchid="${SP_MCHID}",nonce_str="[0-9a-f]{32}",signature="[A-Za-z0-9+/=]+",timestamp="\\d+",serial_no="${CERT_SERIAL}"$`,
      ),
    );
    expect(call.headers.accept).toBe('application/json');
    expect(call.headers['user-agent']).toBeTruthy();
    expect(JSON.parse(call.body)).toEqual({
      sp_appid: SP_APPID,
      sp_mchid: SP_MCHID,
      sub_mchid: SUB,
      description: '老王蔬菜摊',
      out_trade_no: input.orderNo,
      notify_url: NOTIFY_URL,
      amount: { total: 1234, currency: 'CNY' },
      payer: { sp_openid: 'o-payer-1' },
    });
  });

  it('asks again for the same order and gets the same prepay_id; a changed amount for it is refused', async () => {
    const input = order();
    const first = await wechat.createJsapiOrder(input);
    const again = await wechat.createJsapiOrder(input);
    expect(again.package).toBe(first.package);
    expect(again.paySign).not.toBe(first.paySign); // a fresh nonce each time
    const changed = await refusal(wechat.createJsapiOrder({ ...input, amountFen: 999 }));
    expect(changed.key).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(changed.messageIn('ch')).toBe('微信支付拒绝了此操作：201 商户订单号重复');
    expect(changed.messageIn('en')).toBe('WeChat Pay refused it: 201 商户订单号重复');
    expect(standIn.orders.get(input.orderNo)!.total).toBe(1234);
  });

  it('is refused by WeChat when signed with a key that is not the merchant key, and says WeChat Pay cannot be reached', async () => {
    const impostor = createWechatPay(config, { privateKeyPem: pem('wechatpay-platform.key.pem') });
    const error = await refusal(impostor.createJsapiOrder(order()));
    expect(error.key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
    expect(error.messageIn('ch')).toBe('暂时无法连接微信支付，请稍后再试');
    expect(standIn.calls.at(-1)!.status).toBe(401);
    // A clock 6 minutes off: WeChat refuses the request's timestamp.
    const late = createWechatPay(config, { now: () => Date.now() - 6 * 60_000 });
    expect((await refusal(late.query(SUB, orderNo()))).key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
    expect(standIn.calls.at(-1)!.status).toBe(401);
  });
});

describe('WeChat Pay client: answers are believed only when WeChat signed them', () => {
  const tampers: Tamper[] = ['signature', 'body', 'timestamp', 'serial'];
  it.each(tampers)('refuses an order answer whose %s is spoiled', async (tamper) => {
    standIn.state.tamper = tamper;
    const error = await refusal(wechat.createJsapiOrder(order()));
    expect(error.key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
    expect(standIn.calls.at(-1)!.status).toBe(200); // WeChat did answer; we did not believe it
  });

  it.each(tampers)(
    'refuses a spoiled (%s) "order does not exist": no false binding, no false "unpaid"',
    async (tamper) => {
      standIn.state.tamper = tamper;
      expect((await refusal(wechat.verifySubMerchant(SUB))).key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
      expect((await refusal(wechat.query(SUB, orderNo()))).key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
      expect(standIn.calls.at(-1)!.status).toBe(404);
    },
  );

  it('refuses the genuine answers when configured with another platform key', async () => {
    const other = createWechatPay(config, { platformKeyPem: pem('alipay-gateway.pub.pem') });
    expect((await refusal(other.query(SUB, orderNo()))).key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
  });

  it('says WeChat Pay cannot be reached on its 5xx and when nothing listens', async () => {
    standIn.state.outage = true;
    expect((await refusal(wechat.query(SUB, orderNo()))).key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
    const nowhere = createServer();
    await new Promise<void>((resolve) => nowhere.listen(0, '127.0.0.1', resolve));
    const port = (nowhere.address() as AddressInfo).port;
    await new Promise<void>((resolve) => nowhere.close(() => resolve()));
    const closed = createWechatPay({ ...config, apiBase: `http://127.0.0.1:${port}` });
    expect((await refusal(closed.verifySubMerchant(SUB))).key).toBe('PAYMENT_PROVIDER_UNREACHABLE');
  });
});

describe('WeChat Pay client: query, close and refund in our terms', () => {
  it('follows an order from unpaid to paid to refunded', async () => {
    expect(await wechat.query(SUB, orderNo())).toMatchObject({
      state: 'unpaid',
      providerTradeNo: null,
      amountFen: null,
    });
    const input = order({ amountFen: 1000 });
    await wechat.createJsapiOrder(input);
    expect(await wechat.query(SUB, input.orderNo)).toMatchObject({
      orderNo: input.orderNo,
      state: 'unpaid',
      amountFen: null,
      merchantId: SUB,
    });

    await standIn.pay(input.orderNo, 'o-payer-2');
    const paid = await wechat.query(SUB, input.orderNo);
    const transactionId = standIn.orders.get(input.orderNo)!.transactionId;
    expect(paid).toMatchObject({
      state: 'paid',
      providerTradeNo: transactionId,
      amountFen: 1000,
      merchantId: SUB,
      payerId: 'o-payer-2',
    });
    expect(Math.abs(paid.paidTime!.getTime() - Date.now())).toBeLessThan(5_000);

    const refundBase = {
      subMchid: SUB,
      orderNo: input.orderNo,
      totalFen: 1000,
      reason: '称重有误',
      notifyUrl: NOTIFY_URL,
    };
    const first = await wechat.refund({ ...refundBase, refundNo: `R${input.orderNo}1`, amountFen: 300 });
    expect(first).toEqual({
      status: 'succeeded',
      providerRefundNo: standIn.refunds.get(`R${input.orderNo}1`)!.refundId,
      failure: null,
    });
    // The same refund asked twice is one refund.
    expect(await wechat.refund({ ...refundBase, refundNo: `R${input.orderNo}1`, amountFen: 300 })).toEqual(
      first,
    );
    expect(standIn.orders.get(input.orderNo)!.refunded).toBe(300);
    // Our reasons may be longer than WeChat's 80 characters: it gets the first 80.
    const long = '称'.repeat(200);
    expect(
      await wechat.refund({ ...refundBase, reason: long, refundNo: `R${input.orderNo}L`, amountFen: 1 }),
    ).toMatchObject({ status: 'succeeded' });
    expect(standIn.refunds.get(`R${input.orderNo}L`)!.reason).toBe('称'.repeat(80));
    expect((await wechat.query(SUB, input.orderNo)).state).toBe('refunded');

    const tooMuch = await wechat.refund({ ...refundBase, refundNo: `R${input.orderNo}2`, amountFen: 700 });
    expect(tooMuch).toEqual({
      status: 'failed',
      providerRefundNo: null,
      failure: '申请退款金额超过订单可退金额',
    });
    standIn.state.refundStatus = 'PROCESSING';
    expect(
      await wechat.refund({ ...refundBase, refundNo: `R${input.orderNo}3`, amountFen: 100 }),
    ).toMatchObject({
      status: 'pending',
      failure: null,
    });
    standIn.state.refundStatus = 'ABNORMAL';
    expect(
      await wechat.refund({ ...refundBase, refundNo: `R${input.orderNo}4`, amountFen: 100 }),
    ).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('ABNORMAL'),
    });
  });

  it('refuses to refund an unpaid order (a failed refund, not an error)', async () => {
    const input = order();
    await wechat.createJsapiOrder(input);
    const outcome = await wechat.refund({
      subMchid: SUB,
      orderNo: input.orderNo,
      refundNo: `R${input.orderNo}`,
      amountFen: 100,
      totalFen: input.amountFen,
      reason: '',
      notifyUrl: NOTIFY_URL,
    });
    expect(outcome).toEqual({ status: 'failed', providerRefundNo: null, failure: '订单未支付，不能退款' });
  });

  it('closes an unpaid order; a paid one cannot be closed; one WeChat never took needs no closing', async () => {
    const input = order();
    await wechat.createJsapiOrder(input);
    await wechat.close(SUB, input.orderNo);
    expect(standIn.calls.at(-1)!.status).toBe(204);
    expect(await wechat.query(SUB, input.orderNo)).toMatchObject({ state: 'closed', amountFen: null });
    // A closed order cannot be ordered again under its number.
    expect((await refusal(wechat.createJsapiOrder(input))).key).toBe('PAYMENT_PROVIDER_REFUSED');

    const paid = order();
    await wechat.createJsapiOrder(paid);
    await standIn.pay(paid.orderNo);
    const error = await refusal(wechat.close(SUB, paid.orderNo));
    expect(error.key).toBe('PAYMENT_PROVIDER_REFUSED');
    expect(standIn.orders.get(paid.orderNo)!.tradeState).toBe('SUCCESS');

    await expect(wechat.close(SUB, orderNo())).resolves.toBeUndefined();
  });
});

describe('WeChat Pay client: the sub-merchant binding', () => {
  it('accepts a sub-merchant bound to our service-provider merchant', async () => {
    await expect(wechat.verifySubMerchant(SUB)).resolves.toBeUndefined();
    const call = standIn.calls.at(-1)!;
    expect(call.status).toBe(404);
    expect(call.query.get('sp_mchid')).toBe(SP_MCHID);
    expect(call.query.get('sub_mchid')).toBe(SUB);
  });

  it("refuses a foreign sub-merchant with WeChat Pay's words, in both languages", async () => {
    const error = await refusal(wechat.verifySubMerchant(FOREIGN_SUB));
    expect(error.key).toBe('PAYMENT_BINDING_INVALID');
    expect(error.messageIn('ch')).toBe('微信支付没有通过验证：子商户号与服务商不匹配');
    expect(error.messageIn('en')).toBe('WeChat Pay did not accept it: 子商户号与服务商不匹配');
    // Ordering for it is the binding's fault too.
    expect((await refusal(wechat.createJsapiOrder(order({ subMchid: FOREIGN_SUB })))).key).toBe(
      'PAYMENT_BINDING_INVALID',
    );
    expect((await refusal(wechat.query(FOREIGN_SUB, orderNo()))).key).toBe('PAYMENT_BINDING_INVALID');
  });
});

describe('WeChat Pay client: notifications', () => {
  it('reads back the notification WeChat sends when the payer pays', async () => {
    const input = order({ amountFen: 880 });
    await wechat.createJsapiOrder(input);
    const delivered = await standIn.pay(input.orderNo);
    expect(delivered.status).toBe(204);
    const made = standIn.orders.get(input.orderNo)!;
    expect(received).toEqual([
      {
        channel: 'wechat',
        orderNo: input.orderNo,
        paid: true,
        providerTradeNo: made.transactionId,
        amountFen: 880,
        merchantId: SUB,
        payerId: 'o-payer-1',
        paidTime: new Date(made.successTime!),
      },
    ]);
    // WeChat's retries say the same.
    await standIn.notify(input.orderNo);
    expect(received[1]).toEqual(received[0]);
  });

  it('gives null for a forged or spoiled notification, and the sender hears it refused', async () => {
    const input = order();
    await wechat.createJsapiOrder(input);
    await standIn.pay(input.orderNo);
    received.length = 0;
    for (const tamper of ['signature', 'body', 'timestamp', 'serial', 'apiV3Key'] as const) {
      expect((await standIn.notify(input.orderNo, tamper)).status, tamper).toBe(401);
    }
    expect(received).toEqual([null, null, null, null, null]);

    const genuine = standIn.notification(input.orderNo);
    const headers = lower(genuine.headers);
    expect(wechat.readNotification(headers, genuine.body)).not.toBeNull();
    const without = (name: string) => Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name));
    for (const name of ['wechatpay-signature', 'wechatpay-timestamp', 'wechatpay-nonce', 'wechatpay-serial'])
      expect(wechat.readNotification(without(name), genuine.body), name).toBeNull();
    expect(wechat.readNotification(headers, `${genuine.body} `)).toBeNull();
    expect(wechat.readNotification({}, 'not json')).toBeNull();
    expect(wechat.readNotification(headers, '')).toBeNull();
    // Another API v3 key cannot read WeChat's resource.
    const otherKey = createWechatPay({ ...config, apiV3Key: 'ffffffffffffffffffffffffffffffff' });
    expect(otherKey.readNotification(headers, genuine.body)).toBeNull();
    // A clock 6 minutes ahead of WeChat's finds it stale.
    const ahead = createWechatPay(config, { now: () => Date.now() + 6 * 60_000 });
    expect(ahead.readNotification(headers, genuine.body)).toBeNull();
  });

  it('POSTs the notification to notify_url over HTTP when no deliverer is given', async () => {
    const bodies: { headers: Record<string, string>; body: string }[] = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        bodies.push({ headers: req.headers as Record<string, string>, body });
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end('{"code":"SUCCESS"}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const plain = await startWechatPayStandIn({
      ...wechatPayStandInAccount([SUB]),
    });
    try {
      const client = createWechatPay({ ...config, apiBase: plain.base });
      const notifyUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/notify`;
      const input = order({ notifyUrl });
      const params = await client.createJsapiOrder(input);
      // What the payment page's stand-in button does in the end-to-end run.
      const paid = await fetch(`${plain.base}/__stand-in/pay`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prepay_id: params.package.slice('prepay_id='.length) }),
      });
      expect(paid.headers.get('access-control-allow-origin')).toBe('*');
      expect(await paid.json()).toEqual({
        out_trade_no: input.orderNo,
        notify: { status: 200, body: '{"code":"SUCCESS"}' },
      });
      expect(bodies).toHaveLength(1);
      expect(client.readNotification(bodies[0]!.headers, bodies[0]!.body)).toMatchObject({
        orderNo: input.orderNo,
        paid: true,
      });

      // The official account's OAuth: a code for the payer, exchanged once for the openid.
      const authorize = await fetch(
        `${plain.base}/connect/oauth2/authorize?appid=${SP_APPID}&redirect_uri=${encodeURIComponent('http://shop.test/page/payment?s=abc')}&response_type=code&scope=snsapi_base&state=xyz`,
        { redirect: 'manual' },
      );
      expect(authorize.status).toBe(302);
      const back = new URL(authorize.headers.get('location')!);
      expect(back.searchParams.get('s')).toBe('abc');
      expect(back.searchParams.get('state')).toBe('xyz');
      const exchange = (code: string, secret = WECHAT.mpSecret) =>
        fetch(
          `${plain.base}/sns/oauth2/access_token?appid=${SP_APPID}&secret=${secret}&code=${code}&grant_type=authorization_code`,
        ).then((r) => r.json());
      const code = back.searchParams.get('code')!;
      expect(await exchange(code, 'wrong')).toMatchObject({ errcode: 40125 });
      expect(await exchange(code)).toMatchObject({ openid: 'o-standin-payer', scope: 'snsapi_base' });
      expect(await exchange(code)).toMatchObject({ errcode: 40029 });
      const foreignApp = await fetch(
        `${plain.base}/connect/oauth2/authorize?appid=wx0000&redirect_uri=http://x/&response_type=code&scope=snsapi_base`,
        {
          redirect: 'manual',
        },
      );
      expect(foreignApp.status).toBe(400);
    } finally {
      await plain.close();
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

describe('WeChat Pay client: a refund it is still processing', () => {
  it('queries a refund by its number in our terms: processing, then succeeded; none, another merchant’s none', async () => {
    const input = order({ amountFen: 900 });
    await wechat.createJsapiOrder(input);
    await standIn.pay(input.orderNo);
    standIn.state.refundStatus = 'PROCESSING';
    const refundNo = `R${input.orderNo}Q`;
    const base = {
      subMchid: SUB,
      orderNo: input.orderNo,
      totalFen: 900,
      reason: '退货',
      notifyUrl: NOTIFY_URL,
    };
    expect(await wechat.refund({ ...base, refundNo, amountFen: 400 })).toMatchObject({ status: 'pending' });
    const refundId = standIn.refunds.get(refundNo)!.refundId;
    expect(await wechat.queryRefund({ subMchid: SUB, refundNo })).toEqual({
      status: 'pending',
      providerRefundNo: refundId,
      failure: null,
      amountFen: 400,
    });
    standIn.refunds.get(refundNo)!.status = 'SUCCESS';
    expect(await wechat.queryRefund({ subMchid: SUB, refundNo })).toMatchObject({
      status: 'succeeded',
      amountFen: 400,
    });
    standIn.refunds.get(refundNo)!.status = 'CLOSED';
    expect(await wechat.queryRefund({ subMchid: SUB, refundNo })).toMatchObject({
      status: 'failed',
      failure: expect.stringContaining('CLOSED'),
    });
    expect(await wechat.queryRefund({ subMchid: SUB, refundNo: 'R00000000000000000009' })).toMatchObject({
      status: 'missing',
    });
    // A spoiled answer is no answer.
    standIn.state.tamper = 'body';
    expect((await refusal(wechat.queryRefund({ subMchid: SUB, refundNo }))).key).toBe(
      'PAYMENT_PROVIDER_UNREACHABLE',
    );
  });

  it('reads a refund notification as a refund notice (and never as a payment notice)', async () => {
    const input = order({ amountFen: 700 });
    await wechat.createJsapiOrder(input);
    await standIn.pay(input.orderNo);
    standIn.state.refundStatus = 'PROCESSING';
    const refundNo = `R${input.orderNo}N`;
    await wechat.refund({
      subMchid: SUB,
      orderNo: input.orderNo,
      refundNo,
      amountFen: 700,
      totalFen: 700,
      reason: '',
      notifyUrl: NOTIFY_URL,
    });
    received.length = 0;
    // The deliverer reads payments only: a refund notice is not one.
    expect(await standIn.finishRefund(refundNo, 'ABNORMAL')).toMatchObject({ status: 401 });
    expect(received).toEqual([null]);
    const note = standIn.refundNotification(refundNo);
    expect(note.url).toBe(NOTIFY_URL);
    const headers = lower(note.headers);
    expect(wechat.readRefundNotification(headers, note.body)).toEqual({
      channel: 'wechat',
      orderNo: input.orderNo,
      refundNo,
      providerRefundNo: standIn.refunds.get(refundNo)!.refundId,
      merchantId: SUB,
      status: 'failed',
      amountFen: 700,
      totalFen: 700,
      failure: expect.stringContaining('ABNORMAL'),
    });
    // A payment notification is no refund notice; a spoiled refund notification is nothing.
    const paid = standIn.notification(input.orderNo);
    expect(wechat.readRefundNotification(lower(paid.headers), paid.body)).toBeNull();
    for (const tamper of ['signature', 'body', 'timestamp', 'serial', 'apiV3Key'] as const) {
      const spoiled = standIn.refundNotification(refundNo, tamper);
      expect(wechat.readRefundNotification(lower(spoiled.headers), spoiled.body), tamper).toBeNull();
    }
  });
});
