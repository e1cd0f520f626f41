import type { PaymentDetail } from '@dahua/shared/contracts/payments';
import type { Logger } from 'pino';
import type { AppContext } from '../../context.js';
import type { PaymentRefundRow, PaymentRow } from '../../db/schema/index.js';
import { retryingTransaction } from '../../lib/pg-errors.js';
import { paymentProvidersOf } from './providers/index.js';
import type { RefundNotice, RefundOutcome, RefundState } from './providers/types.js';
import { paymentDetail } from './records.js';
import * as repo from './repo.js';
import type { Caller } from './settings.js';

/*
 * Refunds the provider is still processing (issue 31 §3/§4): WeChat Pay usually answers a refund with
 * PROCESSING and finishes it later. Such a refund stays `pending`, its amount reserved, until the
 * provider's word settles it: WeChat's refund notification (REFUND.SUCCESS / ABNORMAL / CLOSED, to the
 * refund's notify_url), or our query of the refund, made when someone reads the payment's detail (a
 * refund pending for more than SETTLE_AFTER_MS) and by a sweep every few minutes (pending for more than
 * SWEEP_AFTER_MS). Every settling is settleRefund's one conditional update from `pending`, under the
 * payment's lock: whoever settles first (notification, query, the refund call itself) settles it once.
 * Succeeded adds nothing (the amount was reserved); failed gives the amount back.
 */

type Log = Pick<Logger, 'warn' | 'error'>;

/** A refund pending this long is asked about when its payment's detail is read. */
export const SETTLE_AFTER_MS = 5_000;
/** The sweep asks about refunds pending this long… */
export const SWEEP_AFTER_MS = 60_000;
/** …this often, at most this many payments a run. */
export const SWEEP_INTERVAL_MS = 3 * 60_000;
const SWEEP_BATCH = 50;
/**
 * A refund the provider still has no trace of this long after it was asked for never went through (our
 * call takes at most 10 s): it fails, its amount given back. Younger, it may be on its way: pending.
 */
export const MISSING_FAILS_AFTER_MS = 60_000;
const MISSING_FAILURE = '退款请求未被受理 / the provider has no such refund (never received)';

/** Settles one refund under its payment's lock: the row when this call settled it, null when it was not pending. */
async function settle(
  ctx: AppContext,
  refund: PaymentRefundRow,
  outcome: RefundOutcome,
): Promise<PaymentRefundRow | null> {
  return retryingTransaction(() =>
    ctx.db.transaction(async (tx) => {
      await repo.lockPayment(tx, refund.paymentId);
      return repo.settleRefund(tx, refund.id, outcome, ctx.clock());
    }),
  );
}

/** Where the provider says the refund stands; throws when it cannot be asked (not configured, unreachable). */
async function askProvider(
  ctx: AppContext,
  payment: PaymentRow,
  refund: PaymentRefundRow,
): Promise<RefundState> {
  const providers = paymentProvidersOf(ctx);
  if (payment.channel === 'wechat') {
    if (!providers.wechat) throw new Error('WeChat Pay is not configured');
    return providers.wechat.queryRefund({ subMchid: payment.merchantId, refundNo: refund.refundNo });
  }
  const { settings } = await repo.shopOfPayment(ctx.db, payment.shopId);
  if (!providers.alipay || !settings?.alipayAppAuthToken)
    throw new Error('Alipay is not configured, or the shop is no longer bound');
  return providers.alipay.queryRefund({
    appAuthToken: settings.alipayAppAuthToken,
    orderNo: payment.orderNo,
    refundNo: refund.refundNo,
  });
}

/**
 * Asks the provider about each of the payment's refunds pending for more than `olderThanMs` and settles
 * what it says. A provider that cannot be asked leaves them pending (logged). Answers how many it settled.
 */
export async function settlePending(
  ctx: AppContext,
  paymentId: number,
  log: Log,
  olderThanMs = SETTLE_AFTER_MS,
): Promise<number> {
  const pending = await repo.pendingRefundsOf(ctx.db, paymentId, olderThanMs);
  if (pending.length === 0) return 0;
  const payment = await repo.paymentById(ctx.db, paymentId);
  if (!payment) return 0;
  let settled = 0;
  for (const { refund, ageMs } of pending) {
    let state: RefundState;
    try {
      state = await askProvider(ctx, payment, refund);
    } catch (error) {
      log.warn({ err: error, refundNo: refund.refundNo }, 'refund query: the provider did not answer');
      continue;
    }
    let outcome: RefundOutcome;
    if (state.status === 'pending') continue;
    if (state.status === 'missing') {
      if (ageMs < MISSING_FAILS_AFTER_MS) continue;
      outcome = { status: 'failed', providerRefundNo: null, failure: MISSING_FAILURE };
    } else {
      if (state.amountFen !== null && state.amountFen !== refund.amountFen) {
        log.error(
          { refundNo: refund.refundNo, ours: refund.amountFen, theirs: state.amountFen },
          'refund query: the provider names another amount; the refund is left pending',
        );
        continue;
      }
      outcome = { status: state.status, providerRefundNo: state.providerRefundNo, failure: state.failure };
    }
    if (await settle(ctx, refund, outcome)) settled += 1;
  }
  return settled;
}

/**
 * The payment's detail, as records.paymentDetail answers it (the caller's rights checked there first);
 * when one of its refunds has been pending for a while, the provider is asked about it and the detail
 * answered as settled.
 */
export async function paymentDetailSettled(
  ctx: AppContext,
  caller: Caller,
  id: number,
  log: Log,
): Promise<PaymentDetail> {
  const detail = await paymentDetail(ctx.db, caller, id);
  if (!detail.refunds.some((r) => r.status === 'pending')) return detail;
  const settled = await settlePending(ctx, id, log);
  return settled > 0 ? paymentDetail(ctx.db, caller, id) : detail;
}

export type RefundNoticeOutcome = 'settled' | 'already' | 'pending' | 'mismatch';

/**
 * A verified refund notification: the refund must be ours, of that order, merchant and amounts; then it
 * settles the refund (one conditional update from pending, so any number of the same notice at once
 * settle it once).
 */
export async function recordRefundNotice(
  ctx: AppContext,
  notice: RefundNotice,
  log: Log,
): Promise<RefundNoticeOutcome> {
  const refuse = (why: string): RefundNoticeOutcome => {
    log.warn(
      {
        refundNo: notice.refundNo,
        orderNo: notice.orderNo,
        merchantId: notice.merchantId,
        amountFen: notice.amountFen,
        why,
      },
      'refund notice refused: it changes nothing',
    );
    return 'mismatch';
  };
  const refund = await repo.refundByNo(ctx.db, notice.refundNo);
  if (!refund) return refuse('no such refund');
  const payment = await repo.paymentById(ctx.db, refund.paymentId);
  if (!payment) return refuse('no such payment');
  if (payment.channel !== notice.channel) return refuse(`the payment is for ${payment.channel}`);
  if (payment.orderNo !== notice.orderNo) return refuse(`the refund is of order ${payment.orderNo}`);
  if (payment.merchantId !== notice.merchantId)
    return refuse(`the payment is for merchant ${payment.merchantId}`);
  if (refund.amountFen !== notice.amountFen) return refuse(`the refund is of ${refund.amountFen} fen`);
  if (payment.amountFen !== notice.totalFen) return refuse(`the payment is of ${payment.amountFen} fen`);
  if (notice.status === 'pending') return 'pending';
  const settled = await settle(ctx, refund, {
    status: notice.status,
    providerRefundNo: notice.providerRefundNo,
    failure: notice.failure,
  });
  return settled ? 'settled' : 'already';
}

/** One sweep: the payments with a refund pending for more than SWEEP_AFTER_MS, asked about and settled. */
export async function sweepPendingRefunds(ctx: AppContext, log: Log): Promise<{ settled: number }> {
  const ids = await repo.paymentsWithPendingRefunds(ctx.db, SWEEP_AFTER_MS, SWEEP_BATCH);
  let settled = 0;
  for (const id of ids) settled += await settlePending(ctx, id, log, SWEEP_AFTER_MS);
  return { settled };
}

/** The sweep's timer for a listening server (tests that only inject run the sweep themselves). */
export function startRefundSweep(ctx: AppContext): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sweepPendingRefunds(ctx, ctx.log)
      .then(({ settled }) => {
        if (settled > 0) ctx.log.info({ settled }, 'pending refunds settled');
      })
      .catch((error) => ctx.log.error({ err: error }, 'the pending refunds sweep failed'))
      .finally(() => {
        running = false;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
