import { and, asc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  companies,
  type PaymentRefundRow,
  type PaymentRow,
  type PaymentSettingsRow,
  paymentRefunds,
  paymentSettings,
  payments,
  shops,
} from '../../db/schema/index.js';

/*
 * The money flow's SQL (issue 31): shops' payment settings, orders and their payment, refunds. The
 * statements that must hold under concurrency are single conditional writes (see markPaid, insertOrder).
 */

// ── Settings ────────────────────────────────────────────────────────────────

export async function settingsOf(db: Executor, shopId: number): Promise<PaymentSettingsRow | null> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.shopId, shopId));
  return row ?? null;
}

/** The shop's row, locked until the transaction ends (a save without a version acts on it as it is). */
export async function lockSettings(tx: Executor, shopId: number): Promise<PaymentSettingsRow | null> {
  const [row] = await tx
    .select()
    .from(paymentSettings)
    .where(eq(paymentSettings.shopId, shopId))
    .for('update');
  return row ?? null;
}

/** Makes the shop's row unless it exists; null when the code was taken (the caller draws another). */
export async function insertSettings(
  db: Executor,
  values: { shopId: number; companyId: number; paymentCode: string },
): Promise<'made' | 'exists' | 'code taken'> {
  const made = await db
    .insert(paymentSettings)
    .values(values)
    .onConflictDoNothing()
    .returning({ shopId: paymentSettings.shopId });
  if (made.length > 0) return 'made';
  return (await settingsOf(db, values.shopId)) ? 'exists' : 'code taken';
}

export type SettingsPatch = Partial<
  Pick<
    PaymentSettingsRow,
    | 'enabled'
    | 'wechatSubMchid'
    | 'wechatVerifiedTime'
    | 'alipayAppAuthToken'
    | 'alipayMerchantId'
    | 'alipayVerifiedTime'
  >
>;

/** Saves a patch when the row still has `version`; null when someone saved meanwhile. */
export async function updateSettings(
  db: Executor,
  shopId: number,
  version: number,
  patch: SettingsPatch,
  userId: number,
  now: Date,
): Promise<PaymentSettingsRow | null> {
  const [row] = await db
    .update(paymentSettings)
    .set({ ...patch, version: sql`${paymentSettings.version} + 1`, updatedBy: userId, updatedTime: now })
    .where(and(eq(paymentSettings.shopId, shopId), eq(paymentSettings.version, version)))
    .returning();
  return row ?? null;
}

export type ShopOfCode = {
  settings: PaymentSettingsRow;
  shopName: string;
  imgUrl: string;
  zone: string;
};

/** A payment code's shop (any state: the caller judges enabled and bindings). */
export async function shopOfCode(db: Executor, code: string): Promise<ShopOfCode | null> {
  const [row] = await db
    .select({
      settings: paymentSettings,
      shopName: shops.name,
      imgUrl: shops.imgUrl,
      zone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})`,
    })
    .from(paymentSettings)
    .innerJoin(shops, eq(shops.id, paymentSettings.shopId))
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(eq(paymentSettings.paymentCode, code));
  return row ?? null;
}

/** The settings of a payment's shop, with its name (null: the shop is gone). */
export async function shopOfPayment(
  db: Executor,
  shopId: number,
): Promise<{ settings: PaymentSettingsRow | null; shopName: string | null }> {
  const [row] = await db
    .select({ settings: paymentSettings, shopName: shops.name })
    .from(shops)
    .leftJoin(paymentSettings, eq(paymentSettings.shopId, shops.id))
    .where(eq(shops.id, shopId));
  return { settings: row?.settings ?? null, shopName: row?.shopName ?? null };
}

// ── Orders ──────────────────────────────────────────────────────────────────

export type NewOrder = {
  companyId: number;
  shopId: number;
  orderNo: string;
  visitKey: string;
  channel: PaymentRow['channel'];
  amountFen: number;
  ticketNo: number | null;
  merchantId: string;
};

/**
 * One order per (shop, visit, channel, amount): inserts unless one exists, then reads it. Null when
 * the insert met another conflict (the order number was taken): the caller draws another number.
 */
export async function insertOrder(db: Executor, order: NewOrder): Promise<PaymentRow | null> {
  await db.insert(payments).values(order).onConflictDoNothing();
  return orderOfVisit(db, order);
}

export async function orderOfVisit(
  db: Executor,
  key: Pick<NewOrder, 'shopId' | 'visitKey' | 'channel' | 'amountFen'>,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.shopId, key.shopId),
        eq(payments.visitKey, key.visitKey),
        eq(payments.channel, key.channel),
        eq(payments.amountFen, key.amountFen),
      ),
    );
  return row ?? null;
}

/** The visit's paid (or since refunded) order, if any: a visit never pays twice. */
export async function paidOrderOfVisit(db: Executor, shopId: number, visitKey: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.visitKey, visitKey),
        inArray(payments.status, ['paid', 'refunded']),
      ),
    )
    .orderBy(payments.id)
    .limit(1);
  return row ?? null;
}

/** The visit's other unpaid orders (another amount or channel): closed when a new one is made. */
export async function otherOpenOrdersOfVisit(db: Executor, shopId: number, visitKey: string, keepId: number) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.shopId, shopId),
        eq(payments.visitKey, visitKey),
        eq(payments.status, 'created'),
        ne(payments.id, keepId),
      ),
    );
}

export async function markClosed(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'closed', closedTime: now, version: sql`${payments.version} + 1` })
    .where(and(eq(payments.id, id), eq(payments.status, 'created')));
}

/**
 * A closed order of the visit asked for again: the provider closed its number for good, so it is
 * opened again under a new number. Null when it was not closed any more (or the number was taken).
 */
export async function reopen(db: Executor, id: number, orderNo: string): Promise<PaymentRow | null> {
  try {
    const [row] = await db
      .update(payments)
      .set({
        status: 'created',
        orderNo,
        closedTime: null,
        createdTime: sql`now()`,
        version: sql`${payments.version} + 1`,
      })
      .where(and(eq(payments.id, id), eq(payments.status, 'closed')))
      .returning();
    return row ?? null;
  } catch {
    return null;
  }
}

export async function orderByNo(db: Executor, orderNo: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.orderNo, orderNo));
  return row ?? null;
}

/**
 * Marks an order paid: ONE conditional update, so of any number of notifications (and status
 * queries) at once exactly one changes the row. Null when it was already paid (or refunded).
 */
export async function markPaid(
  db: Executor,
  orderNo: string,
  paid: { providerTradeNo: string; payerId: string | null; paidTime: Date },
): Promise<PaymentRow | null> {
  const [row] = await db
    .update(payments)
    .set({
      status: 'paid',
      providerTradeNo: paid.providerTradeNo,
      payerId: paid.payerId,
      paidTime: paid.paidTime,
      closedTime: null,
      version: sql`${payments.version} + 1`,
    })
    .where(and(eq(payments.orderNo, orderNo), inArray(payments.status, ['created', 'closed'])))
    .returning();
  return row ?? null;
}

// ── Refunds ─────────────────────────────────────────────────────────────────

export async function paymentById(db: Executor, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id));
  return row ?? null;
}

export async function lockPayment(db: Executor, id: number): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
  return row ?? null;
}

export async function refundOfRequest(
  db: Executor,
  paymentId: number,
  requestId: string,
): Promise<PaymentRefundRow | null> {
  const [row] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.paymentId, paymentId), eq(paymentRefunds.requestId, requestId)));
  return row ?? null;
}

/** Reserves a refund: the pending refund and the payment's refunded amount, in the caller's transaction. */
export async function reserveRefund(
  db: Executor,
  payment: PaymentRow,
  refund: { refundNo: string; amountFen: number; reason: string; requestId: string | null; userId: number },
): Promise<PaymentRefundRow> {
  const [row] = await db
    .insert(paymentRefunds)
    .values({
      paymentId: payment.id,
      companyId: payment.companyId,
      refundNo: refund.refundNo,
      amountFen: refund.amountFen,
      reason: refund.reason,
      requestId: refund.requestId,
      requestedBy: refund.userId,
    })
    .returning();
  await db
    .update(payments)
    .set({
      refundedFen: sql`${payments.refundedFen} + ${refund.amountFen}`,
      version: sql`${payments.version} + 1`,
    })
    .where(eq(payments.id, payment.id));
  return row!;
}

/**
 * Settles a pending refund with the provider's outcome (a no-op when it is no longer pending):
 * a failed one gives its amount back; the payment is `refunded` once all of it is.
 */
export async function settleRefund(
  db: Executor,
  refundId: number,
  outcome: {
    status: 'pending' | 'succeeded' | 'failed';
    providerRefundNo: string | null;
    failure: string | null;
  },
  now: Date,
): Promise<PaymentRefundRow | null> {
  const [refund] = await db
    .update(paymentRefunds)
    .set({
      status: outcome.status,
      providerRefundNo: outcome.providerRefundNo,
      failure: outcome.failure,
      finishedTime: outcome.status === 'pending' ? null : now,
    })
    .where(and(eq(paymentRefunds.id, refundId), eq(paymentRefunds.status, 'pending')))
    .returning();
  if (!refund) return null;
  if (outcome.status === 'failed') {
    await db
      .update(payments)
      .set({
        refundedFen: sql`${payments.refundedFen} - ${refund.amountFen}`,
        version: sql`${payments.version} + 1`,
      })
      .where(eq(payments.id, refund.paymentId));
  } else if (outcome.status === 'succeeded') {
    await db
      .update(payments)
      .set({ status: 'refunded', version: sql`${payments.version} + 1` })
      .where(
        and(
          eq(payments.id, refund.paymentId),
          eq(payments.status, 'paid'),
          sql`${payments.refundedFen} = ${payments.amountFen}`,
          // Only when no other refund of it is still pending.
          sql`not exists (select 1 from ${paymentRefunds} r where r.payment_id = ${payments.id} and r.status = 'pending')`,
        ),
      );
  }
  return refund;
}

export async function refundByNo(db: Executor, refundNo: string): Promise<PaymentRefundRow | null> {
  const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.refundNo, refundNo));
  return row ?? null;
}

/** A payment's refunds still pending that were made more than `olderThanMs` ago (by the database's clock). */
export async function pendingRefundsOf(
  db: Executor,
  paymentId: number,
  olderThanMs: number,
): Promise<{ refund: PaymentRefundRow; ageMs: number }[]> {
  const rows = await db
    .select({
      refund: paymentRefunds,
      ageMs: sql<string>`(extract(epoch from now() - ${paymentRefunds.createdTime}) * 1000)::bigint`,
    })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.paymentId, paymentId),
        eq(paymentRefunds.status, 'pending'),
        lt(paymentRefunds.createdTime, sql`now() - ${olderThanMs}::int * interval '1 millisecond'`),
      ),
    )
    .orderBy(asc(paymentRefunds.id));
  return rows.map((r) => ({ refund: r.refund, ageMs: Number(r.ageMs) }));
}

/**
 * The payments with a refund pending for more than `olderThanMs`, oldest first: one query on the partial
 * index payment_refunds_pending_idx (empty when nothing is pending).
 */
export async function paymentsWithPendingRefunds(
  db: Executor,
  olderThanMs: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ paymentId: paymentRefunds.paymentId, oldest: sql`min(${paymentRefunds.createdTime})` })
    .from(paymentRefunds)
    .where(
      and(
        eq(paymentRefunds.status, 'pending'),
        lt(paymentRefunds.createdTime, sql`now() - ${olderThanMs}::int * interval '1 millisecond'`),
      ),
    )
    .groupBy(paymentRefunds.paymentId)
    .orderBy(sql`min(${paymentRefunds.createdTime})`)
    .limit(limit);
  return rows.map((r) => r.paymentId);
}
