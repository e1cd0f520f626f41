import type { Logger } from 'pino';
import type { AppContext } from '../../context.js';
import { matchPaid } from './matching.js';
import type { PaymentNotice } from './providers/types.js';
import * as repo from './repo.js';

/*
 * A provider's word that an order was paid (a verified notification, or our query of the order):
 * the order must exist, be of that channel, be for that merchant and that amount; then one
 * conditional update marks it paid, so any number of the same notice at once pay it once.
 */

export type NoticeOutcome = 'recorded' | 'already' | 'not paid' | 'mismatch';

export async function recordNotice(
  ctx: AppContext,
  notice: PaymentNotice,
  log: Pick<Logger, 'warn' | 'error'>,
): Promise<NoticeOutcome> {
  const order = await repo.orderByNo(ctx.db, notice.orderNo);
  const refuse = (why: string): NoticeOutcome => {
    log.warn(
      {
        orderNo: notice.orderNo,
        channel: notice.channel,
        merchantId: notice.merchantId,
        amountFen: notice.amountFen,
        why,
      },
      'payment notice refused: it changes nothing',
    );
    return 'mismatch';
  };
  if (!order) return refuse('no such order');
  if (order.channel !== notice.channel) return refuse(`the order is for ${order.channel}`);
  if (order.merchantId !== notice.merchantId) return refuse(`the order is for merchant ${order.merchantId}`);
  if (order.amountFen !== notice.amountFen) return refuse(`the order is for ${order.amountFen} fen`);
  if (!notice.paid) return 'not paid';
  const paid = await repo.markPaid(ctx.db, order.orderNo, {
    providerTradeNo: notice.providerTradeNo,
    payerId: notice.payerId,
    paidTime: notice.paidTime,
  });
  if (!paid) return 'already';
  try {
    await matchPaid(ctx.db, paid.id);
  } catch (error) {
    // The payment stands; the sales' arrival (or a later pass) matches it.
    log.error({ err: error, paymentId: paid.id }, 'matching a paid payment to its ticket failed');
  }
  return 'recorded';
}
