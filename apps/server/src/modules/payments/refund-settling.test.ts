import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentRefunds, users } from '../../db/schema/index.js';
import {
  addresses,
  call,
  data,
  newVisit,
  ORIGIN,
  paidWechat,
  payingShop,
  paymentRow,
  useFlow,
} from '../../test/payments-flow.js';
import { sweepPendingRefunds } from './refund-settling.js';
import * as repo from './repo.js';

/*
 * Issue 31 §3/§4: a refund the provider is still processing (WeChat's usual PROCESSING) settles by
 * itself: by WeChat's refund notification, by the query made when the payment's detail is read, by the
 * sweep; a refund that ends abnormal gives its amount back; Alipay's refund query; a forged refund
 * notification changes nothing. Against the stand-ins, on both engines.
 */

const flow = useFlow({ refundStatus: 'PROCESSING' });

const silent = { warn: () => {}, error: () => {} };
const ip = addresses(42);

const paid = (amount: number) => paidWechat(flow, amount, { ip: ip(), payer: 'o-settle-payer' });

/** A shop and an Alipay payment of it, paid. */
async function paidAlipay(amount: number) {
  const shop = await payingShop(flow.t);
  const order = await data(
    flow.t,
    'POST',
    '/api/external/payments',
    null,
    { code: shop.code, amount_fen: amount, channel: 'alipay', visit: newVisit() },
    { ip: ip() },
  );
  await fetch(order.alipay_url);
  const standIn = flow.alipay.orders.get(order.order_no)!;
  standIn.status = 'TRADE_SUCCESS';
  standIn.gmtPayment = standIn.gmtCreate;
  const notified = await flow.t.app.inject({
    method: 'POST',
    url: '/api/external/payments/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(flow.alipay.notificationOf(order.order_no)).toString(),
  });
  expect(notified.body).toBe('success');
  const row = await paymentRow(flow.t, order.order_no);
  return { shop, id: row.id, orderNo: order.order_no as string };
}

const refund = (id: number, token: string, body: object) =>
  call(flow.t, 'POST', `/api/management/payments/${id}/refunds`, token, body);
const detail = (id: number, token: string) => data(flow.t, 'GET', `/api/management/payments/${id}`, token);

/** A refund the provider answered PROCESSING: pending, its amount reserved; its refund number. */
async function processing(id: number, token: string, amount: number): Promise<string> {
  const answer = await refund(id, token, { amount_fen: amount, reason: '顾客退货' });
  expect(answer.status).toBe(200);
  const made = answer.body.data.refunds.find((r: { status: string }) => r.status === 'pending');
  expect(made).toMatchObject({ amount_fen: amount, status: 'pending', finished_time: null });
  return made.refund_no as string;
}

async function refundRow(refundNo: string) {
  const [row] = await flow.t.ctx.db
    .select()
    .from(paymentRefunds)
    .where(eq(paymentRefunds.refundNo, refundNo));
  return row!;
}

/** As if the refund had been asked for `ms` ago. */
async function age(refundNo: string, ms: number) {
  await flow.t.ctx.db
    .update(paymentRefunds)
    .set({ createdTime: sql`${paymentRefunds.createdTime} - ${ms}::int * interval '1 millisecond'` })
    .where(eq(paymentRefunds.refundNo, refundNo));
}

const refundQueries = (refundNo: string) =>
  flow.wechat.calls.filter((c) => c.method === 'GET' && c.path === `/v3/refund/domestic/refunds/${refundNo}`)
    .length;

describe('refunds the provider is still processing', () => {
  it('WeChat’s refund notification settles it: five at once settle it once', async () => {
    const p = await paid(1000);
    const refundNo = await processing(p.id, p.shop.owner, 1000);
    // WeChat is told where to notify.
    expect(flow.wechat.refunds.get(refundNo)!.notifyUrl).toBe(
      `${ORIGIN}/api/external/payments/notify/wechat`,
    );
    const before = await paymentRow(flow.t, p.orderNo);
    expect(before).toMatchObject({ status: 'paid', refundedFen: 1000 });

    flow.hold.wechat = true;
    await flow.wechat.finishRefund(refundNo, 'SUCCESS');
    flow.hold.wechat = false;
    const answers = await Promise.all(Array.from({ length: 5 }, () => flow.wechat.notifyRefund(refundNo)));
    for (const a of answers) expect(a).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });

    const after = await paymentRow(flow.t, p.orderNo);
    // Settled once: refunded in full, its version moved once (the status), nothing added to the amount.
    expect(after).toMatchObject({ status: 'refunded', refundedFen: 1000, version: before.version + 1 });
    const row = await refundRow(refundNo);
    expect(row).toMatchObject({ status: 'succeeded', failure: null });
    expect(row.providerRefundNo).toBe(flow.wechat.refunds.get(refundNo)!.refundId);
    expect(row.finishedTime).not.toBeNull();
    const shown = await detail(p.id, p.shop.owner);
    expect(shown).toMatchObject({ status: 'refunded', refunded_fen: 1000, can_refund: false });
    expect(shown.refunds[0]).toMatchObject({ status: 'succeeded' });
    // WeChat retrying later: still answered, nothing changes.
    expect((await flow.wechat.notifyRefund(refundNo)).status).toBe(200);
    expect(await paymentRow(flow.t, p.orderNo)).toMatchObject({ version: after.version, refundedFen: 1000 });
  });

  it('the detail read asks WeChat about a refund pending for a while, and shows it settled', async () => {
    const p = await paid(1000);
    const refundNo = await processing(p.id, p.shop.manager, 300);
    flow.hold.wechat = true; // the notification is lost
    await flow.wechat.finishRefund(refundNo, 'SUCCESS');

    // Just asked for: not asked about yet.
    const young = await detail(p.id, p.shop.manager);
    expect(young.refunds[0]).toMatchObject({ status: 'pending' });
    expect(refundQueries(refundNo)).toBe(0);

    await age(refundNo, 10_000);
    const settled = await detail(p.id, p.shop.manager);
    expect(refundQueries(refundNo)).toBe(1);
    expect(settled).toMatchObject({ status: 'paid', refunded_fen: 300, can_refund: true });
    expect(settled.refunds[0]).toMatchObject({ refund_no: refundNo, status: 'succeeded' });
    expect(settled.refunds[0].finished_time).not.toBeNull();
    // Settled: the next read asks nobody.
    await detail(p.id, p.shop.manager);
    expect(refundQueries(refundNo)).toBe(1);
  });

  it('a refund still processing at WeChat stays pending when asked; an unreachable WeChat or a forged answer changes nothing', async () => {
    const p = await paid(600);
    const refundNo = await processing(p.id, p.shop.owner, 600);
    await age(refundNo, 10_000);
    flow.wechat.state.outage = true;
    expect((await detail(p.id, p.shop.owner)).refunds[0].status).toBe('pending');
    flow.wechat.state.outage = false;
    // An answer that does not verify is no answer, even when it says SUCCESS.
    flow.wechat.refunds.get(refundNo)!.status = 'SUCCESS';
    flow.wechat.state.tamper = 'signature';
    try {
      expect((await detail(p.id, p.shop.owner)).refunds[0].status).toBe('pending');
    } finally {
      flow.wechat.state.tamper = null;
    }
    flow.wechat.refunds.get(refundNo)!.status = 'PROCESSING';
    const asked = await detail(p.id, p.shop.owner);
    expect(refundQueries(refundNo)).toBe(3);
    expect(asked).toMatchObject({ status: 'paid', refunded_fen: 600, can_refund: false });
    expect(asked.refunds[0].status).toBe('pending');
  });

  it('a refund that ends ABNORMAL gives its amount back (notification), and it can be refunded again', async () => {
    const p = await paid(500);
    const refundNo = await processing(p.id, p.shop.owner, 500);
    const delivered = await flow.wechat.finishRefund(refundNo, 'ABNORMAL');
    expect(delivered).toEqual({ status: 200, body: '{"code":"SUCCESS"}' });
    expect(await paymentRow(flow.t, p.orderNo)).toMatchObject({ status: 'paid', refundedFen: 0 });
    const row = await refundRow(refundNo);
    expect(row.status).toBe('failed');
    expect(row.failure).toContain('ABNORMAL');
    const shown = await detail(p.id, p.shop.owner);
    expect(shown).toMatchObject({ refunded_fen: 0, can_refund: true });

    flow.wechat.state.refundStatus = 'SUCCESS';
    const again = await refund(p.id, p.shop.owner, { reason: '再退' });
    expect(again.body.data).toMatchObject({ status: 'refunded', refunded_fen: 500 });
  });

  it('the sweep settles refunds pending for more than a minute (ABNORMAL gives back), not younger ones', async () => {
    const p = await paid(1000);
    const old = await processing(p.id, p.shop.owner, 400);
    const young = await processing(p.id, p.shop.owner, 300);
    flow.hold.wechat = true;
    await flow.wechat.finishRefund(old, 'ABNORMAL');
    await flow.wechat.finishRefund(young, 'SUCCESS');
    await age(old, 90_000);
    await age(young, 10_000);

    const swept = await sweepPendingRefunds(flow.t.ctx, silent);
    expect(swept.settled).toBeGreaterThanOrEqual(1);
    expect((await refundRow(old)).status).toBe('failed');
    expect((await refundRow(young)).status).toBe('pending');
    expect(refundQueries(young)).toBe(0);
    expect(await paymentRow(flow.t, p.orderNo)).toMatchObject({ status: 'paid', refundedFen: 300 });

    // Nothing left pending that long: the sweep asks no one.
    const calls = flow.wechat.calls.length;
    expect((await sweepPendingRefunds(flow.t.ctx, silent)).settled).toBe(0);
    expect(flow.wechat.calls.length).toBe(calls);
  });

  it('a forged or mismatched refund notification changes nothing; the genuine one settles', async () => {
    const p = await paid(800);
    const refundNo = await processing(p.id, p.shop.owner, 800);
    flow.hold.wechat = true;
    await flow.wechat.finishRefund(refundNo, 'ABNORMAL');
    flow.hold.wechat = false;

    for (const tamper of ['signature', 'body', 'timestamp', 'serial', 'apiV3Key'] as const) {
      const answer = await flow.wechat.notifyRefund(refundNo, tamper);
      expect(answer.status, tamper).toBe(401);
    }
    // Signed by WeChat but not what we asked for (another amount; another order's refund number).
    const made = flow.wechat.refunds.get(refundNo)!;
    made.refund = 1;
    expect((await flow.wechat.notifyRefund(refundNo)).status).toBe(400);
    made.refund = 800;
    made.outRefundNo = 'R00000000000000000000';
    flow.wechat.refunds.set(made.outRefundNo, made);
    expect((await flow.wechat.notifyRefund(made.outRefundNo)).status).toBe(400);
    made.outRefundNo = refundNo;
    flow.wechat.refunds.delete('R00000000000000000000');
    // A payment notification of the order is no refund notification: it settles nothing either.
    expect((await flow.wechat.notify(p.orderNo)).status).toBe(200);

    expect((await refundRow(refundNo)).status).toBe('pending');
    expect(await paymentRow(flow.t, p.orderNo)).toMatchObject({ status: 'paid', refundedFen: 800 });

    expect((await flow.wechat.notifyRefund(refundNo)).status).toBe(200);
    expect((await refundRow(refundNo)).status).toBe('failed');
    expect((await paymentRow(flow.t, p.orderNo)).refundedFen).toBe(0);
  });

  it('Alipay: a refund whose answer was lost is asked about (refund query) and settled on the detail read', async () => {
    const p = await paidAlipay(1500);
    flow.alipay.corruptAnswerSignatures(true);
    const lost = await refund(p.id, p.shop.owner, { amount_fen: 500, reason: 'answer lost' });
    expect(lost.status).toBe(502);
    expect(lost.body.data.dahua_error).toBe('ERCO001572');
    flow.alipay.corruptAnswerSignatures(false);
    expect(flow.alipay.orders.get(p.orderNo)!.refundedFen).toBe(500);
    const [pending] = await flow.t.ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, p.id));
    expect(pending).toMatchObject({ status: 'pending', amountFen: 500 });
    expect((await detail(p.id, p.shop.owner)).refunds[0].status).toBe('pending');

    await age(pending!.refundNo, 10_000);
    const shown = await detail(p.id, p.shop.owner);
    expect(shown).toMatchObject({ status: 'paid', refunded_fen: 500, can_refund: true });
    expect(shown.refunds[0]).toMatchObject({ refund_no: pending!.refundNo, status: 'succeeded' });
    const queries = flow.alipay.calls.filter((c) => c.method === 'alipay.trade.fastpay.refund.query');
    expect(queries.length).toBeGreaterThanOrEqual(1);
  });

  it('Alipay: a refund Alipay never received stays pending a minute, then fails and gives the amount back', async () => {
    const p = await paidAlipay(900);
    // Reserved, and then the server stopped before asking Alipay.
    const payment = (await repo.paymentById(flow.t.ctx.db, p.id))!;
    const [someone] = await flow.t.ctx.db.select({ id: users.id }).from(users).limit(1);
    const reserved = await flow.t.ctx.db.transaction((tx) =>
      repo.reserveRefund(tx, payment, {
        refundNo: 'R20261127000000000001',
        amountFen: 900,
        reason: 'never asked',
        requestId: null,
        userId: someone!.id,
      }),
    );
    await age(reserved.refundNo, 10_000);
    expect((await detail(p.id, p.shop.owner)).refunds[0].status).toBe('pending');
    expect((await paymentRow(flow.t, p.orderNo)).refundedFen).toBe(900);

    await age(reserved.refundNo, 60_000);
    const shown = await detail(p.id, p.shop.owner);
    expect(shown).toMatchObject({ status: 'paid', refunded_fen: 0, can_refund: true });
    expect(shown.refunds[0]).toMatchObject({ status: 'failed' });
    expect(shown.refunds[0].failure).toContain('never received');
  });

  it('Alipay: a trade Alipay does not know has no refund: it fails', async () => {
    const p = await paidAlipay(700);
    flow.alipay.corruptAnswerSignatures(true);
    expect((await refund(p.id, p.shop.owner, { reason: 'lost' })).status).toBe(502);
    flow.alipay.corruptAnswerSignatures(false);
    flow.alipay.orders.delete(p.orderNo);
    const [pending] = await flow.t.ctx.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.paymentId, p.id));
    await age(pending!.refundNo, 10_000);
    const shown = await detail(p.id, p.shop.owner);
    expect(shown).toMatchObject({ refunded_fen: 0 });
    expect(shown.refunds[0]).toMatchObject({ status: 'failed' });
    expect(shown.refunds[0].failure).toContain('交易不存在');
  });
});
