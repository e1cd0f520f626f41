import type { PaymentChannel, PaymentStatus } from '@dahua/shared/contracts/payments';
import type { Executor } from '../../db/client.js';
import { type PaymentRow, payments } from '../../db/schema/index.js';

/*
 * Payments as the tests of matching and records need them, written as rows (the money flow that makes
 * them in the product is orders.ts and notifications.ts, tested on their own).
 */

let sequence = 0;

export type PaymentRowInput = {
  companyId: number;
  shopId: number;
  amountFen: number;
  channel?: PaymentChannel;
  status?: PaymentStatus;
  ticketNo?: number | null;
  createdTime?: Date;
  /** Defaults to the created time for a paid or refunded payment. */
  paidTime?: Date | null;
  refundedFen?: number;
};

/** One payment row; paid (at its created time) unless told otherwise. */
export async function insertPayment(db: Executor, input: PaymentRowInput): Promise<PaymentRow> {
  sequence += 1;
  const status = input.status ?? 'paid';
  const createdTime = input.createdTime ?? new Date();
  const paidTime =
    input.paidTime !== undefined
      ? input.paidTime
      : status === 'paid' || status === 'refunded'
        ? createdTime
        : null;
  const [row] = await db
    .insert(payments)
    .values({
      companyId: input.companyId,
      shopId: input.shopId,
      orderNo: `P${String(Date.now()).padStart(14, '0')}${String(sequence).padStart(6, '0')}`,
      visitKey: `test-visit-${sequence}-${Math.random().toString(36).slice(2, 10)}`,
      channel: input.channel ?? 'wechat',
      amountFen: input.amountFen,
      status,
      ticketNo: input.ticketNo ?? null,
      merchantId: '1900000109',
      providerTradeNo: status === 'created' ? null : `42000000${String(sequence).padStart(12, '0')}`,
      refundedFen: input.refundedFen ?? (status === 'refunded' ? input.amountFen : 0),
      createdTime,
      paidTime,
    })
    .returning();
  return row!;
}
