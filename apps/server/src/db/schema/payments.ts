import type {
  PaymentChannel,
  PaymentMatchKind,
  PaymentStatus,
  RefundStatus,
} from '@dahua/shared/contracts/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { shops } from './shops.js';
import { users } from './users.js';

/*
 * Pay at the scale (issue 31). The maker is the payment service provider: a shop binds its WeChat Pay
 * sub-merchant number (under the maker's `sp_mchid`) and/or its Alipay merchant (an app authorisation
 * token granted to the maker's app); shoppers pay through the shop's payment code
 * (/page/payment?s={code}&a={fen}&t={ticket}). A payment is ours first (created, with our order number),
 * then paid by the provider's verified notification (or our query of it), and is matched to the scale's
 * ticket when the sales arrive. Like trades, payments keep no foreign key to the shop: money records
 * outlive a deleted shop.
 */

/** A shop's merchant binding and payment code; made on first reading, disabled until bound and enabled. */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 12 random lowercase letters and digits: the `s` of the payment URL; unique across companies. */
    paymentCode: text('payment_code').notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** WeChat Pay sub-merchant number under the maker's service-provider merchant; null: not bound. */
    wechatSubMchid: text('wechat_sub_mchid'),
    wechatVerifiedTime: timestamp('wechat_verified_time', { withTimezone: true }),
    /**
     * The Alipay app authorisation token the merchant granted the maker's app (a credential: never
     * answered, only its last four characters); the merchant's Alipay user id as Alipay reported it.
     */
    alipayAppAuthToken: text('alipay_app_auth_token'),
    alipayMerchantId: text('alipay_merchant_id'),
    alipayVerifiedTime: timestamp('alipay_verified_time', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_settings_code_key').on(t.paymentCode),
    index('payment_settings_company_idx').on(t.companyId),
    check('payment_settings_code_check', sql`${t.paymentCode} ~ '^[a-z0-9]{12}$'`),
  ],
);

export type PaymentSettingsRow = typeof paymentSettings.$inferSelect;

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id').notNull(),
    /** Our order number (the providers' out_trade_no): 'P' + 20 digits, unique. */
    orderNo: text('order_no').notNull(),
    /** The payment page's visit: one order per visit, channel and amount (a refresh never pays twice). */
    visitKey: text('visit_key').notNull(),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** The scale's ticket number the payment URL carried (`t`), if any. */
    ticketNo: integer('ticket_no'),
    /** The merchant the order was made for (sub_mchid, or the Alipay merchant id): a notification must name it. */
    merchantId: text('merchant_id').notNull(),
    /** The payer as the provider names them (WeChat openid under the maker's app, Alipay buyer id). */
    payerId: text('payer_id'),
    /** The provider's transaction number (WeChat transaction_id, Alipay trade_no). */
    providerTradeNo: text('provider_trade_no'),
    refundedFen: integer('refunded_fen').notNull().default(0),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    closedTime: timestamp('closed_time', { withTimezone: true }),
    /**
     * The matched sale: a trade of the ticket (its first record), and the ticket's key as sales_tickets
     * keeps it (scale, day, ticket number; the number null for a sale without one). Trades are
     * append-only, so the match lives here.
     */
    matchTradeId: bigint('match_trade_id', { mode: 'number' }),
    matchScaleId: integer('match_scale_id'),
    matchDay: date('match_day', { mode: 'string' }),
    matchTicketNo: integer('match_ticket_no'),
    matchKind: text('match_kind').$type<PaymentMatchKind>(),
    matchedTime: timestamp('matched_time', { withTimezone: true }),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('payments_order_no_key').on(t.orderNo),
    uniqueIndex('payments_visit_key').on(t.shopId, t.visitKey, t.channel, t.amountFen),
    index('payments_company_time_idx').on(t.companyId, t.createdTime),
    index('payments_shop_time_idx').on(t.shopId, t.createdTime),
    index('payments_unmatched_idx')
      .on(t.shopId, t.paidTime)
      .where(sql`${t.status} in ('paid', 'refunded') and ${t.matchTradeId} is null`),
    index('payments_match_idx').on(t.matchScaleId, t.matchDay, t.matchTicketNo),
    /** A sale is matched to one payment at most. */
    uniqueIndex('payments_match_trade_key').on(t.matchTradeId),
    check('payments_channel_check', sql`${t.channel} in ('wechat', 'alipay')`),
    check('payments_status_check', sql`${t.status} in ('created', 'paid', 'closed', 'refunded')`),
    check('payments_amount_check', sql`${t.amountFen} > 0`),
    check('payments_refunded_check', sql`${t.refundedFen} >= 0 and ${t.refundedFen} <= ${t.amountFen}`),
    check(
      'payments_match_kind_check',
      sql`${t.matchKind} is null or ${t.matchKind} in ('ticket', 'amount_time')`,
    ),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;

/** A refund of a paid payment, full or partial; the sum of pending and succeeded ones never passes its amount. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').notNull(),
    /** Our refund number (out_refund_no / out_request_no): 'R' + 20 digits, unique. */
    refundNo: text('refund_no').notNull(),
    amountFen: integer('amount_fen').notNull(),
    reason: text('reason').notNull(),
    /** The caller's retry key (refund body's request_id): a second request with it answers this refund. */
    requestId: text('request_id'),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    providerRefundNo: text('provider_refund_no'),
    /** What the provider said when it refused. */
    failure: text('failure'),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    finishedTime: timestamp('finished_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_refunds_no_key').on(t.refundNo),
    index('payment_refunds_payment_idx').on(t.paymentId),
    // The sweep's look for refunds still pending (refund-settling.ts): empty, and so cheap, nearly always.
    index('payment_refunds_pending_idx').on(t.createdTime).where(sql`${t.status} = 'pending'`),
    uniqueIndex('payment_refunds_request_key').on(t.paymentId, t.requestId),
    check('payment_refunds_amount_check', sql`${t.amountFen} > 0`),
    check('payment_refunds_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
  ],
);

export type PaymentRefundRow = typeof paymentRefunds.$inferSelect;
