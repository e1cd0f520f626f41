import { randomInt } from 'node:crypto';
import { fenToYuanText, wallClockIn } from '@dahua/shared';
import type { PaymentDetail, RefundBody } from '@dahua/shared/contracts/payments';
import type { Logger } from 'pino';
import { canManageCompany, canSeeCompany } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { PaymentRefundRow, PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { isUniqueViolation, retryingTransaction } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/service.js';
import { MAKER_TIME_ZONE } from '../time-zones/index.js';
import { NOTIFY_PATHS } from './orders.js';
import { paymentProvidersOf } from './providers/index.js';
import type { RefundOutcome } from './providers/types.js';
import { paymentDetail } from './records.js';
import * as repo from './repo.js';
import { type Caller, PROVIDER_NAMES } from './settings.js';

/*
 * Refunds (issue 31 §4): by the payment company's owners and managers, and super administrators. The
 * amount is reserved first (the payment row locked, the pending refund and the refunded amount written in
 * one transaction, so two refunds at once can never pass the amount), the provider is asked outside any
 * transaction, then the outcome is settled: a failed refund gives its amount back. A refund the provider
 * is still processing stays pending until its notification or a query settles it (refund-settling.ts).
 */

type Log = Pick<Logger, 'warn' | 'error'>;

/** 'R' + the maker's wall clock (yyyymmddHHMMss) + 6 random digits. */
function newRefundNo(now: Date): string {
  const c = wallClockIn(now, MAKER_TIME_ZONE);
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  return `R${p(c.year, 4)}${p(c.month)}${p(c.day)}${p(c.hour)}${p(c.minute)}${p(c.second)}${p(randomInt(1_000_000), 6)}`;
}

/** A payment the caller may see (else 404), and may refund (else 403). */
async function paymentFor(ctx: AppContext, caller: Caller, id: number): Promise<PaymentRow> {
  const payment = await repo.paymentById(ctx.db, id);
  if (!payment || !canSeeCompany(caller.scope, payment.companyId)) throw new AppError('PAYMENT_NOT_FOUND');
  const allowed =
    caller.scope.kind === 'all' ? caller.superAdmin : canManageCompany(caller.scope, payment.companyId);
  if (!allowed) throw new AppError('FORBIDDEN');
  return payment;
}

/** Reserves the refund's amount; the refund a retry of the same request made, when there is one. */
async function reserve(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: RefundBody,
): Promise<{ refund: PaymentRefundRow; fresh: boolean }> {
  return retryingTransaction(() =>
    ctx.db.transaction(async (tx) => {
      const payment = await repo.lockPayment(tx, id);
      if (!payment) throw new AppError('PAYMENT_NOT_FOUND');
      if (body.request_id) {
        const earlier = await repo.refundOfRequest(tx, id, body.request_id);
        if (earlier) return { refund: earlier, fresh: false };
      }
      if (body.version !== undefined && body.version !== payment.version)
        throw new AppError('PAYMENT_CHANGED');
      if (payment.status !== 'paid' && payment.status !== 'refunded')
        throw new AppError('PAYMENT_NOT_REFUNDABLE');
      const left = payment.amountFen - payment.refundedFen;
      const amount = body.amount_fen ?? left;
      if (left <= 0 || amount > left)
        throw new AppError('PAYMENT_REFUND_TOO_MUCH', { left: fenToYuanText(Math.max(0, left)) });
      const refund = await repo.reserveRefund(tx, payment, {
        refundNo: newRefundNo(ctx.clock()),
        amountFen: amount,
        reason: body.reason,
        requestId: body.request_id ?? null,
        userId: caller.scope.userId,
      });
      await recordAudit(tx, {
        actorUserId: caller.scope.userId,
        action: 'payment.refund',
        targetType: 'payment',
        targetId: payment.id,
        companyId: payment.companyId,
        detail: {
          order_no: payment.orderNo,
          refund_no: refund.refundNo,
          amount_fen: amount,
          reason: body.reason,
          shop_id: payment.shopId,
        },
      });
      return { refund, fresh: true };
    }),
  );
}

/** Asks the provider to refund; what it throws (unreachable, unknown) leaves the refund pending. */
async function askProvider(
  ctx: AppContext,
  payment: PaymentRow,
  refund: PaymentRefundRow,
  origin: string,
): Promise<RefundOutcome> {
  const providers = paymentProvidersOf(ctx);
  if (payment.channel === 'wechat') {
    if (!providers.wechat)
      throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: PROVIDER_NAMES.wechat });
    return providers.wechat.refund({
      subMchid: payment.merchantId,
      orderNo: payment.orderNo,
      refundNo: refund.refundNo,
      amountFen: refund.amountFen,
      totalFen: payment.amountFen,
      reason: refund.reason,
      // WeChat's refund notification (REFUND.*) settles a refund it answered PROCESSING.
      notifyUrl: `${origin}${NOTIFY_PATHS.wechat}`,
    });
  }
  const { settings } = await repo.shopOfPayment(ctx.db, payment.shopId);
  if (!providers.alipay || !settings?.alipayAppAuthToken)
    throw new AppError('PAYMENT_PROVIDER_NOT_CONFIGURED', { provider: PROVIDER_NAMES.alipay });
  return providers.alipay.refund({
    appAuthToken: settings.alipayAppAuthToken,
    orderNo: payment.orderNo,
    refundNo: refund.refundNo,
    amountFen: refund.amountFen,
    reason: refund.reason,
  });
}

export async function refund(
  ctx: AppContext,
  caller: Caller,
  id: number,
  body: RefundBody,
  log: Log,
  origin: string,
): Promise<PaymentDetail> {
  await paymentFor(ctx, caller, id);
  let reserved: { refund: PaymentRefundRow; fresh: boolean };
  try {
    reserved = await reserve(ctx, caller, id, body);
  } catch (error) {
    // The same request_id twice at once: the other one reserved it; answer that refund.
    if (!body.request_id || !isUniqueViolation(error)) throw error;
    const earlier = await repo.refundOfRequest(ctx.db, id, body.request_id);
    if (!earlier) throw error;
    reserved = { refund: earlier, fresh: false };
  }
  const { refund: pending, fresh } = reserved;
  // A retry of a request still pending asks the provider again with the same refund number (idempotent there).
  if (fresh || pending.status === 'pending') {
    const payment = (await repo.paymentById(ctx.db, id))!;
    let outcome: RefundOutcome;
    try {
      outcome = await askProvider(ctx, payment, pending, origin);
    } catch (error) {
      // Unknown whether it went through: the refund stays pending (its amount reserved); a retry asks again.
      log.warn({ err: error, refundNo: pending.refundNo }, 'refund: the provider did not answer');
      if (error instanceof AppError) throw error;
      throw new AppError('PAYMENT_PROVIDER_UNREACHABLE', { provider: PROVIDER_NAMES[payment.channel] });
    }
    await retryingTransaction(() =>
      ctx.db.transaction(async (tx) => {
        await repo.lockPayment(tx, id);
        await repo.settleRefund(tx, pending.id, outcome, ctx.clock());
      }),
    );
    if (outcome.status === 'failed')
      throw new AppError('PAYMENT_REFUND_FAILED', { reason: outcome.failure ?? '' });
  } else if (pending.status === 'failed') {
    throw new AppError('PAYMENT_REFUND_FAILED', { reason: pending.failure ?? '' });
  }
  return paymentDetail(ctx.db, caller, id);
}
