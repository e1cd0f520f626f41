import type { PaymentChannel } from '@dahua/shared/contracts/payments';

/*
 * What the payments service asks of a payment provider (issue 31 §3), in the provider's own terms
 * underneath: wechatpay.ts speaks WeChat Pay API v3 as a service provider (partner JSAPI orders for a
 * sub-merchant), alipay.ts speaks Alipay's OpenAPI as a third-party app (calls on a merchant's behalf
 * with its app_auth_token). Amounts are integer fen. A provider that cannot be reached, or answers
 * what we cannot verify, throws AppError('PAYMENT_PROVIDER_UNREACHABLE'); a refusal that is the
 * caller's to fix (a wrong binding) throws AppError('PAYMENT_BINDING_INVALID').
 */

/** An order's state at the provider, normalised. */
export type ProviderTradeState = 'unpaid' | 'paid' | 'closed' | 'refunded' | 'unknown';

export type ProviderTrade = {
  orderNo: string;
  state: ProviderTradeState;
  /** The provider's transaction number (WeChat transaction_id, Alipay trade_no), once paid. */
  providerTradeNo: string | null;
  /** What the payer paid, in fen (null while unpaid). */
  amountFen: number | null;
  /** The merchant the provider says the order is for (sub_mchid; Alipay seller id), when it says. */
  merchantId: string | null;
  payerId: string | null;
  paidTime: Date | null;
};

/** A verified, decrypted payment notification: the provider's word that an order was paid. */
export type PaymentNotice = {
  channel: PaymentChannel;
  orderNo: string;
  /** Only a success notification marks a payment paid; anything else is recorded and answered. */
  paid: boolean;
  providerTradeNo: string;
  amountFen: number;
  merchantId: string;
  payerId: string | null;
  paidTime: Date;
};

export type RefundOutcome = {
  status: 'pending' | 'succeeded' | 'failed';
  providerRefundNo: string | null;
  /** The provider's words when it refused. */
  failure: string | null;
};

/**
 * A refund as the provider tells it when asked (the refund query): `missing` when it has no such refund
 * (it never took the request). `amountFen` is the refund's amount as it says, when it says.
 */
export type RefundState = {
  status: 'pending' | 'succeeded' | 'failed' | 'missing';
  providerRefundNo: string | null;
  failure: string | null;
  amountFen: number | null;
};

/** A verified, decrypted refund notification (WeChat Pay REFUND.SUCCESS / REFUND.ABNORMAL / REFUND.CLOSED). */
export type RefundNotice = {
  channel: 'wechat';
  orderNo: string;
  /** Our refund number (out_refund_no). */
  refundNo: string;
  providerRefundNo: string;
  merchantId: string;
  status: 'pending' | 'succeeded' | 'failed';
  /** The refund's amount and the order's total, in fen. */
  amountFen: number;
  totalFen: number;
  failure: string | null;
};

export type OrderBasics = {
  orderNo: string;
  amountFen: number;
  /** The order's description as the payer sees it (the shop's name). */
  description: string;
  /** Where the provider sends the payment notification (absolute https URL in production). */
  notifyUrl: string;
};

export interface WechatPayProvider {
  readonly channel: 'wechat';
  /** The official account (sp_appid) whose openids pay: the OAuth of the payment page uses it. */
  readonly appId: string;
  /** Resolves when the sub-merchant is bound to the maker's service-provider merchant; else throws. */
  verifySubMerchant(subMchid: string): Promise<void>;
  /** A partner JSAPI order; answers what the page hands to WeixinJSBridge (signed with the merchant key). */
  createJsapiOrder(order: OrderBasics & { subMchid: string; openid: string }): Promise<{
    appId: string;
    timeStamp: string;
    nonceStr: string;
    package: string;
    signType: 'RSA';
    paySign: string;
  }>;
  query(subMchid: string, orderNo: string): Promise<ProviderTrade>;
  close(subMchid: string, orderNo: string): Promise<void>;
  refund(input: {
    subMchid: string;
    orderNo: string;
    refundNo: string;
    amountFen: number;
    totalFen: number;
    reason: string;
    notifyUrl: string;
  }): Promise<RefundOutcome>;
  /** GET /v3/refund/domestic/refunds/{out_refund_no}?sub_mchid=…: where a refund stands. */
  queryRefund(input: { subMchid: string; refundNo: string }): Promise<RefundState>;
  /**
   * Verifies a notification's signature (Wechatpay-Signature over timestamp, nonce and the raw body, with
   * the platform key; the timestamp within 5 minutes) and decrypts its resource (AEAD_AES_256_GCM, API v3
   * key). Null when it cannot be verified or decrypted: the caller changes nothing.
   */
  readNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): PaymentNotice | null;
  /**
   * The same check and decryption for a refund notification (event_type REFUND.*): null when it is not
   * one, or cannot be verified or decrypted. readNotification answers null to a refund notification.
   */
  readRefundNotification(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): RefundNotice | null;
}

export interface AlipayProvider {
  readonly channel: 'alipay';
  /** Resolves to the merchant's Alipay user id when the token is a valid authorisation of the maker's app. */
  verifyAppAuthToken(appAuthToken: string): Promise<{ merchantId: string }>;
  /** The signed alipay.trade.wap.pay address (GET) the payer's browser opens. */
  wapPayUrl(order: OrderBasics & { appAuthToken: string; returnUrl: string }): string;
  query(appAuthToken: string, orderNo: string): Promise<ProviderTrade>;
  close(appAuthToken: string, orderNo: string): Promise<void>;
  refund(input: {
    appAuthToken: string;
    orderNo: string;
    refundNo: string;
    amountFen: number;
    reason: string;
  }): Promise<RefundOutcome>;
  /**
   * alipay.trade.fastpay.refund.query: REFUND_SUCCESS (or the refunded amount answered) is succeeded,
   * no refund data is missing, ACQ.TRADE_NOT_EXIST is failed.
   */
  queryRefund(input: { appAuthToken: string; orderNo: string; refundNo: string }): Promise<RefundState>;
  /** Verifies an asynchronous notification's RSA2 signature; null when it does not verify. */
  readNotification(form: Record<string, string>): PaymentNotice | null;
}

/** The providers the maker has configured on this server (config.payments); null: not configured. */
export type PaymentProviders = { wechat: WechatPayProvider | null; alipay: AlipayProvider | null };
