import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, paymentRefunds } from '../../db/schema/index.js';
import {
  addresses,
  call,
  data,
  newVisit,
  paidWechat,
  payingShop,
  paymentRow,
  person,
  useFlow,
} from '../../test/payments-flow.js';

/*
 * Issue 31 §4: refunds, full or partial, by owners and managers (and super administrators), against
 * the stand-ins: the amount reserved under the payment's lock, so two at once never pass it; a retry by
 * request_id answers the same refund; a refusal gives the amount back. On both engines.
 */

const flow = useFlow();

const ip = addresses(41);

const paid = (amount: number) => paidWechat(flow, amount, { ip: ip(), payer: 'o-refund-payer' });

const refund = (id: number, token: string, body: object) =>
  call(flow.t, 'POST', `/api/management/payments/${id}/refunds`, token, body);

describe('refunds', () => {
  it('refund in full by default: the provider refunds, the payment is refunded, the audit names it', async () => {
    const p = await paid(1000);
    const answer = await refund(p.id, p.shop.owner, { reason: '顾客退货' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: p.id,
      status: 'refunded',
      refunded_fen: 1000,
      can_refund: false,
    });
    expect(answer.body.data.refunds).toHaveLength(1);
    expect(answer.body.data.refunds[0]).toMatchObject({
      amount_fen: 1000,
      reason: '顾客退货',
      status: 'succeeded',
    });
    expect(answer.body.data.refunds[0].refund_no).toMatch(/^R\d{20}$/);
    const atProvider = flow.wechat.refunds.get(answer.body.data.refunds[0].refund_no)!;
    expect(atProvider).toMatchObject({
      outTradeNo: p.orderNo,
      refund: 1000,
      total: 1000,
      subMchid: p.shop.sub,
    });
    const [entry] = await flow.t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'payment.refund'), eq(auditLogs.targetId, p.id)));
    expect(entry!.detail).toMatchObject({ amount_fen: 1000, reason: '顾客退货', order_no: p.orderNo });

    const again = await refund(p.id, p.shop.owner, { reason: 'again' });
    expect(again.status).toBe(400);
    expect(again.body.data.dahua_error).toBe('ERCO001578');
  });

  it('refund in part; more than is left is refused with what is left; the rest completes it', async () => {
    const p = await paid(1000);
    const part = await refund(p.id, p.shop.manager, { amount_fen: 300, reason: '少称' });
    expect(part.body.data).toMatchObject({ status: 'paid', refunded_fen: 300, can_refund: true });
    const tooMuch = await refund(p.id, p.shop.manager, { amount_fen: 800, reason: '少称' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.data.dahua_error).toBe('ERCO001578');
    expect(tooMuch.body.msg).toContain('7.00');
    const rest = await refund(p.id, p.shop.manager, { reason: '退完' });
    expect(rest.body.data).toMatchObject({ status: 'refunded', refunded_fen: 1000 });
    expect(rest.body.data.refunds.map((r: { amount_fen: number }) => r.amount_fen).sort()).toEqual([
      300, 700,
    ]);
  });

  it('need a reason; refuse a payment not paid, and a stale version', async () => {
    const p = await paid(500);
    const noReason = await refund(p.id, p.shop.owner, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data.dahua_error).toBe('ERCO000002');
    const stale = await refund(p.id, p.shop.owner, { reason: 'x', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.data.dahua_error).toBe('ERCO001580');

    const unpaid = await data(
      flow.t,
      'POST',
      '/api/external/payments',
      null,
      {
        code: p.shop.code,
        amount_fen: 300,
        channel: 'wechat',
        visit: newVisit(),
        wechat_code: flow.wechat.issueCode(),
      },
      { ip: ip() },
    );
    const row = await paymentRow(flow.t, unpaid.order_no);
    const notPaid = await refund(row.id, p.shop.owner, { reason: 'x' });
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.data.dahua_error).toBe('ERCO001577');
    expect((await paymentRow(flow.t, p.orderNo)).refundedFen).toBe(0);
  });

  it('two full refunds at once: one goes through, the other is refused', async () => {
    const p = await paid(900);
    const answers = await Promise.all([
      refund(p.id, p.shop.owner, { reason: 'first' }),
      refund(p.id, p.shop.manager, { reason: 'second' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)!.body.data.dahua_error).toBe('ERCO001578');
    const refunds = [...flow.wechat.refunds.values()].filter((r) => r.outTradeNo === p.orderNo);
    expect(refunds).toHaveLength(1);
    expect(await paymentRow(flow.t, p.orderNo)).toMatchObject({ status: 'refunded', refundedFen: 900 });
  });

  it('a retry with the same request_id answers the same refund, once at the provider', async () => {
    const p = await paid(1000);
    const body = { amount_fen: 200, reason: 'retry', request_id: 'req-7f3a' };
    const answers = await Promise.all([refund(p.id, p.shop.owner, body), refund(p.id, p.shop.owner, body)]);
    const later = await refund(p.id, p.shop.owner, body);
    for (const a of [...answers, later]) {
      expect(a.status).toBe(200);
      expect(a.body.data).toMatchObject({ refunded_fen: 200, status: 'paid' });
      expect(a.body.data.refunds).toHaveLength(1);
    }
    expect([...flow.wechat.refunds.values()].filter((r) => r.outTradeNo === p.orderNo)).toHaveLength(1);
  });

  it('a refusal by the provider gives the amount back and answers its words', async () => {
    const p = await paid(600);
    flow.wechat.state.refundStatus = 'ABNORMAL';
    const refused = await refund(p.id, p.shop.owner, { amount_fen: 400, reason: 'abnormal' });
    expect(refused.status).toBe(502);
    expect(refused.body.data.dahua_error).toBe('ERCO001579');
    expect(refused.body.msg).toContain('ABNORMAL');
    expect(await paymentRow(flow.t, p.orderNo)).toMatchObject({ status: 'paid', refundedFen: 0 });
    const [row] = await flow.t.ctx.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, p.id));
    expect(row).toMatchObject({ status: 'failed', amountFen: 400 });
    expect(row!.failure).toContain('ABNORMAL');

    // A 4xx refusal too (WeChat says the order has not that much left).
    flow.wechat.state.refundStatus = 'SUCCESS';
    flow.wechat.orders.get(p.orderNo)!.refunded = 600;
    const notEnough = await refund(p.id, p.shop.owner, { reason: 'not enough' });
    expect(notEnough.status).toBe(502);
    expect(notEnough.body.msg).toContain('申请退款金额超过订单可退金额');
    expect((await paymentRow(flow.t, p.orderNo)).refundedFen).toBe(0);
    flow.wechat.orders.get(p.orderNo)!.refunded = 0;
    const ok = await refund(p.id, p.shop.owner, { reason: 'now' });
    expect(ok.body.data).toMatchObject({ status: 'refunded', refunded_fen: 600 });
  });

  it('an unreachable provider leaves the refund pending (reserved); the retry asks again and settles it', async () => {
    const p = await paid(700);
    flow.wechat.state.outage = true;
    const body = { reason: 'outage', request_id: 'req-outage' };
    const failed = await refund(p.id, p.shop.owner, body);
    expect(failed.status).toBe(502);
    expect(failed.body.data.dahua_error).toBe('ERCO001572');
    expect((await paymentRow(flow.t, p.orderNo)).refundedFen).toBe(700);
    flow.wechat.state.outage = false;
    const retried = await refund(p.id, p.shop.owner, body);
    expect(retried.body.data).toMatchObject({ status: 'refunded', refunded_fen: 700 });
    expect(retried.body.data.refunds).toHaveLength(1);
    expect(retried.body.data.refunds[0].status).toBe('succeeded');
  });

  it('a refund the provider is still processing stays pending, its amount reserved', async () => {
    const p = await paid(800);
    flow.wechat.state.refundStatus = 'PROCESSING';
    const answer = await refund(p.id, p.shop.owner, { amount_fen: 800, reason: 'processing' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'paid', refunded_fen: 800, can_refund: false });
    expect(answer.body.data.refunds[0]).toMatchObject({ status: 'pending', finished_time: null });
    const more = await refund(p.id, p.shop.owner, { amount_fen: 1, reason: 'more' });
    expect(more.body.data.dahua_error).toBe('ERCO001578');
  });

  it('Alipay: refunds through the shop’s authorisation; a refusal gives the amount back', async () => {
    const shop = await payingShop(flow.t);
    const order = await data(
      flow.t,
      'POST',
      '/api/external/payments',
      null,
      { code: shop.code, amount_fen: 1500, channel: 'alipay', visit: newVisit() },
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
    const { id } = await paymentRow(flow.t, order.order_no);

    flow.alipay.refuseRefunds({ subCode: 'ACQ.SELLER_BALANCE_NOT_ENOUGH', subMsg: '卖家余额不足' });
    const refused = await refund(id, shop.owner, { amount_fen: 500, reason: 'balance' });
    expect(refused.status).toBe(502);
    expect(refused.body.msg).toContain('卖家余额不足');
    expect((await paymentRow(flow.t, order.order_no)).refundedFen).toBe(0);
    flow.alipay.refuseRefunds(null);
    const done = await refund(id, shop.owner, { amount_fen: 500, reason: 'partial' });
    expect(done.body.data).toMatchObject({ status: 'paid', refunded_fen: 500 });
    expect(standIn.refundedFen).toBe(500);
  });

  it('are for the payment company’s owners and managers and super administrators only', async () => {
    const p = await paid(400);
    const other = await payingShop(flow.t);
    const admin = await person(flow.t, 'ADMIN');
    const superAdmin = await person(flow.t, 'SUPER_ADMIN');
    const staff = await refund(p.id, p.shop.staff, { reason: 'x' });
    expect(staff.status).toBe(403);
    const foreign = await refund(p.id, other.owner, { reason: 'x' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.data.dahua_error).toBe('ERCO001575');
    expect((await refund(p.id, admin.token, { reason: 'x' })).status).toBe(403);
    expect((await paymentRow(flow.t, p.orderNo)).refundedFen).toBe(0);
    const bySuper = await refund(p.id, superAdmin.token, { amount_fen: 100, reason: 'by the maker' });
    expect(bySuper.body.data).toMatchObject({ refunded_fen: 100, can_refund: true });
  });
});
