import { z } from 'zod';
import { paymentsPaths } from '../paths/payments.js';
import { fileAnswer, INT4_MAX, idParams, idText, pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { dateText } from './stock.js';

/*
 * Pay at the scale (issue 31). Amounts are integer fen. A shopper's payment page is
 * /page/payment?s={payment code}&a={amount in fen}&t={ticket number}; the public calls below are what
 * it (or any client written to this contract) uses.
 */

export const PAYMENT_CHANNELS = ['wechat', 'alipay'] as const;
export type PaymentChannel = (typeof PAYMENT_CHANNELS)[number];
export const PAYMENT_STATUSES = ['created', 'paid', 'closed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_MATCH_KINDS = ['ticket', 'amount_time'] as const;
export type PaymentMatchKind = (typeof PAYMENT_MATCH_KINDS)[number];
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** The most one payment may be: ¥100,000.00. */
export const PAYMENT_AMOUNT_MAX_FEN = 10_000_000;
export const PAYMENT_LIMITS = { reason: 200, requestId: 64 } as const;

export const paymentCode = z.string().regex(/^[a-z0-9]{12}$/, { error: messageKey('paymentCodeInvalid') });
export const paymentAmountFen = z
  .number()
  .int({ error: messageKey('paymentAmountInvalid') })
  .min(1, { error: messageKey('paymentAmountInvalid') })
  .max(PAYMENT_AMOUNT_MAX_FEN, { error: messageKey('paymentAmountInvalid') });

// ── The shop's merchant binding ─────────────────────────────────────────────

export const paymentSettingsSchema = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  /** Shoppers can pay only when enabled and at least one channel is bound. */
  enabled: z.boolean(),
  payment_code: z.string(),
  /** The QR's address: `<origin>/page/payment?s=<code>`; a scale appends `&a=<fen>&t=<ticket>`. */
  payment_url: z.string(),
  wechat: z.object({ sub_mchid: z.string(), verified_time: z.string() }).nullable(),
  /** The token itself is never answered: only its last four characters. */
  alipay: z.object({ merchant_id: z.string(), token_tail: z.string(), verified_time: z.string() }).nullable(),
  /** Which providers the maker has configured on this server (a shop can bind only those). */
  providers: z.object({ wechat: z.boolean(), alipay: z.boolean() }),
  /** What the caller may change (owners and managers; administrators). */
  can_edit: z.boolean(),
  version: z.number().int(),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * Every field optional: one left out is unchanged, null unbinds. A binding given is verified with its
 * provider before it is stored. `version`, when given, must be the stored one (else 409).
 */
export const paymentSettingsBody = z.object({
  enabled: z.boolean().optional(),
  wechat_sub_mchid: z
    .string()
    .trim()
    .regex(/^\d{8,12}$/, { error: messageKey('subMchidInvalid') })
    .nullable()
    .optional(),
  alipay_app_auth_token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_.-]{10,128}$/, { error: messageKey('appAuthTokenInvalid') })
    .nullable()
    .optional(),
  version: z.number().int().min(1).max(INT4_MAX).optional(),
});
export type PaymentSettingsBody = z.infer<typeof paymentSettingsBody>;

// ── Payments in the console ────────────────────────────────────────────────

export const paymentFilters = z.object({
  /** Days of the payment's creation, in the shop's calendar (both ends included). */
  date_from: dateText.optional(),
  date_to: dateText.optional(),
  company_id: idText.optional(),
  shop_id: idText.optional(),
  channel: z.enum(PAYMENT_CHANNELS).optional(),
  status: z.enum(PAYMENT_STATUSES).optional(),
  /** 'yes': matched to a sale; 'no': paid and not matched (the unmatched list). */
  matched: z.enum(['yes', 'no']).optional(),
});
export type PaymentFilters = z.output<typeof paymentFilters>;
export const paymentListQuery = pageQuery.extend(paymentFilters.shape);
export type PaymentListQuery = z.output<typeof paymentListQuery>;

export const paymentMatchSchema = z.object({
  kind: z.enum(PAYMENT_MATCH_KINDS),
  trade_id: z.number().int(),
  scale_id: z.number().int(),
  scale_name: z.string().nullable(),
  ticket_no: z.number().int().nullable(),
  trade_time: z.string(),
  /** The ticket's total as the scale recorded it. */
  ticket_total_fen: z.number().int(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  order_no: z.string(),
  company_id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string().nullable(),
  channel: z.enum(PAYMENT_CHANNELS),
  amount_fen: z.number().int(),
  refunded_fen: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  ticket_no: z.number().int().nullable(),
  provider_trade_no: z.string().nullable(),
  created_time: z.string(),
  paid_time: z.string().nullable(),
  match: paymentMatchSchema.nullable(),
  /** Whether the caller may refund it now (owner or manager; paid with something left to refund). */
  can_refund: z.boolean(),
  version: z.number().int(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentRefundSchema = z.object({
  id: z.number().int(),
  refund_no: z.string(),
  amount_fen: z.number().int(),
  reason: z.string(),
  status: z.enum(REFUND_STATUSES),
  failure: z.string().nullable(),
  requested_by_name: z.string().nullable(),
  created_time: z.string(),
  finished_time: z.string().nullable(),
});
export type PaymentRefund = z.infer<typeof paymentRefundSchema>;

export const paymentDetailSchema = paymentSchema.extend({ refunds: z.array(paymentRefundSchema) });
export type PaymentDetail = z.infer<typeof paymentDetailSchema>;

export const paymentDaySchema = z.object({
  day: z.string(),
  channel: z.enum(PAYMENT_CHANNELS),
  count: z.number().int(),
  amount_fen: z.number().int(),
  refunded_fen: z.number().int(),
});
export type PaymentDay = z.infer<typeof paymentDaySchema>;

/**
 * `amount_fen` defaults to what is left to refund. `request_id` (optional) makes a retry safe: a second
 * request with the same id answers the first refund. `version`, when given, must be the payment's.
 */
export const refundBody = z.object({
  amount_fen: paymentAmountFen.optional(),
  reason: z
    .string()
    .trim()
    .min(1, { error: messageKey('refundReasonRequired') })
    .max(PAYMENT_LIMITS.reason),
  request_id: z.string().trim().min(1).max(PAYMENT_LIMITS.requestId).optional(),
  version: z.number().int().min(1).max(INT4_MAX).optional(),
});
export type RefundBody = z.infer<typeof refundBody>;

// ── The shopper's side (public) ─────────────────────────────────────────────

export const paymentShopSchema = z.object({
  shop_name: z.string(),
  logo_url: z.string(),
  /** Channels the shopper can pay with here now (bound, and the shop enabled); empty: not accepting. */
  channels: z.array(z.enum(PAYMENT_CHANNELS)),
});
export type PaymentShop = z.infer<typeof paymentShopSchema>;

export const paymentCreateBody = z.object({
  code: paymentCode,
  amount_fen: paymentAmountFen,
  /**
   * Optional: left out, the channel of the payer's app (WeChat's or Alipay's browser, by its user
   * agent), else the shop's one channel; a shop taking both then needs it (PAYMENT_CHANNEL_REQUIRED).
   */
  channel: z.enum(PAYMENT_CHANNELS).optional(),
  ticket_no: z.number().int().min(0).max(INT4_MAX).optional(),
  /**
   * The page visit (random, made by the page): one order per visit, channel and amount, and a visit that
   * paid never pays again. Optional: left out, each call is a visit of its own (a new order).
   */
  visit: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: messageKey('paymentVisitInvalid') })
    .optional(),
  /** WeChat: the OAuth code the official account's snsapi_base redirect brought (gives the openid). */
  wechat_code: z.string().trim().min(1).max(128).optional(),
  /** WeChat: the payer token an earlier answer gave (instead of a new code, e.g. after a refresh). */
  payer: z.string().trim().min(1).max(512).optional(),
});
export type PaymentCreateBody = z.infer<typeof paymentCreateBody>;

export const paymentOrderSchema = z.object({
  order_no: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  channel: z.enum(PAYMENT_CHANNELS),
  amount_fen: z.number().int(),
  refunded_fen: z.number().int(),
  shop_name: z.string(),
  created_time: z.string(),
  paid_time: z.string().nullable(),
});
export type PaymentOrder = z.infer<typeof paymentOrderSchema>;

export const paymentCreatedSchema = paymentOrderSchema.extend({
  /** WeChat: a token naming the payer, for the next order of this page (signed; not the openid). */
  payer: z.string().optional(),
  /** WeChat JSAPI: what the page passes to WeixinJSBridge's getBrandWCPayRequest. */
  wechat_jsapi: z
    .object({
      appId: z.string(),
      timeStamp: z.string(),
      nonceStr: z.string(),
      package: z.string(),
      signType: z.literal('RSA'),
      paySign: z.string(),
    })
    .optional(),
  /** Alipay: the signed alipay.trade.wap.pay address the page opens. */
  alipay_url: z.string().optional(),
});
export type PaymentCreated = z.infer<typeof paymentCreatedSchema>;

export const paymentsApi = defineApi(paymentsPaths, {
  list: { query: paymentListQuery, response: pageOf(paymentSchema) },
  daily: { query: paymentFilters, response: z.array(paymentDaySchema) },
  export: { query: paymentFilters, response: fileAnswer },
  one: { params: idParams, response: paymentDetailSchema },
  refund: { params: idParams, body: refundBody, response: paymentDetailSchema },
  settings: { params: idParams, response: paymentSettingsSchema },
  saveSettings: { params: idParams, body: paymentSettingsBody, response: paymentSettingsSchema },
  sticker: { params: idParams, response: fileAnswer },
  shopOfCode: { params: z.object({ code: paymentCode }), response: paymentShopSchema },
  create: { body: paymentCreateBody, response: paymentCreatedSchema },
  status: {
    params: z.object({ no: z.string().regex(/^P\d{20}$/, { error: messageKey('idInvalid') }) }),
    response: paymentOrderSchema,
  },
});

/** A trade row's payment, as the trade records page shows it ("paid by WeChat"). */
export const tradePaymentSchema = z.object({ channel: z.enum(PAYMENT_CHANNELS), order_no: z.string() });
