import {
  createCipheriv,
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  generateKeyPairSync,
  type KeyObject,
  randomBytes,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for WeChat Pay API v3 in service-provider mode (issue 31 §3), strict as WeChat is,
 * written from WeChat's documentation independently of our client (providers/wechatpay.ts):
 *  - every request's Authorization (WECHATPAY2-SHA256-RSA2048: mchid, serial_no, a timestamp within
 *    5 minutes, the signature with the merchant's PUBLIC key) → 401 SIGN_ERROR otherwise;
 *  - partner JSAPI orders, query by out_trade_no, close, domestic refunds and their query by
 *    out_refund_no, with WeChat's refusals;
 *  - every answer signed with the platform private key (Wechatpay-Timestamp/-Nonce/-Signature/-Serial);
 *  - pay(): marks an order paid and POSTs the notification to its notify_url, signed and its resource
 *    encrypted (AEAD_AES_256_GCM with the API v3 key) exactly as WeChat does;
 *  - finishRefund(): a PROCESSING refund becomes SUCCESS or ABNORMAL, and its notification
 *    (REFUND.SUCCESS / REFUND.ABNORMAL) goes to the refund's notify_url the same way;
 *  - for the end-to-end run: POST /__stand-in/pay (CORS-open), the official account's OAuth
 *    (GET /connect/oauth2/authorize, GET /sns/oauth2/access_token), so one stand-in serves
 *    WECHAT_OAUTH_BASE, WECHAT_API_BASE and WECHATPAY_API_BASE.
 * Plain node: no test-runner imports (the end-to-end support starts it too).
 */

export type WechatPayStandInOptions = {
  spMchid: string;
  spAppid: string;
  apiV3Key: string;
  /** Our merchant certificate's serial and public key: the requests' signatures. */
  certSerial: string;
  merchantPublicKeyPem: string;
  /** WeChat Pay's platform key and serial: the answers' and notifications' signatures. */
  platformPrivateKeyPem: string;
  platformSerial: string;
  /** The sub-merchants bound to spMchid. */
  subMchids: string[];
  /** The official account's secret (GET /sns/oauth2/access_token). */
  mpSecret?: string;
  port?: number;
  host?: string;
  /** How a notification reaches our server; default: an HTTP POST to notify_url. */
  deliver?: (url: string, headers: Record<string, string>, body: string) => Promise<Delivery>;
};

export type Delivery = { status: number; body: string };

export type StandInOrder = {
  spAppid: string;
  subMchid: string;
  outTradeNo: string;
  description: string;
  notifyUrl: string;
  total: number;
  openid: string;
  prepayId: string;
  tradeState: 'NOTPAY' | 'SUCCESS' | 'REFUND' | 'CLOSED';
  transactionId: string | null;
  successTime: string | null;
  refunded: number;
};

export type StandInRefund = {
  refundId: string;
  outRefundNo: string;
  outTradeNo: string;
  subMchid: string;
  refund: number;
  total: number;
  reason: string;
  status: 'SUCCESS' | 'PROCESSING' | 'ABNORMAL' | 'CLOSED';
  createTime: string;
  successTime: string | null;
  /** Where its refund notification goes ('' when the request named none: no notification). */
  notifyUrl: string;
};

export type StandInCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: string;
  headers: IncomingMessage['headers'];
  status: number;
};

/** How an answer or a notification is spoiled: what our client must refuse. */
export type Tamper =
  | 'signature' // signed with another key
  | 'body' // the body changed after signing
  | 'timestamp' // signed, but 6 minutes old
  | 'serial' // signed, but names another platform serial
  | 'apiV3Key'; // (notifications) resource encrypted with another API v3 key

/** A request's JSON body, as sent: anything may be missing or of the wrong type. */
type RequestBody = {
  sp_appid?: unknown;
  sp_mchid?: unknown;
  sub_mchid?: unknown;
  description?: unknown;
  out_trade_no?: unknown;
  out_refund_no?: unknown;
  notify_url?: unknown;
  reason?: unknown;
  amount?: { total?: unknown; refund?: unknown; currency?: unknown };
  payer?: { sp_openid?: unknown };
};

export const STAND_IN_PAYER = 'o-standin-payer';
const SKEW_SECONDS = 300;

/** WeChat's times: RFC 3339 in Beijing time (+08:00, which has no daylight saving). */
function beijingTime(ms: number): string {
  return `${new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19)}+08:00`;
}

/** The body changed after it was signed: a digit changed, else a space added. */
const spoil = (body: string) =>
  /\d/.test(body) ? body.replace(/\d/, (d) => String((Number(d) + 1) % 10)) : body.replace('{', '{ ');

const id = (prefix: string, length = 24) =>
  `${prefix}${randomBytes(length).toString('hex').slice(0, length)}`;

function parseAuthorization(header: string): Record<string, string> | null {
  const prefix = 'WECHATPAY2-SHA256-RSA2048 ';
  if (!header.startsWith(prefix)) return null;
  const fields: Record<string, string> = {};
  for (const part of header.slice(prefix.length).split(',')) {
    const match = /^\s*([a-z_]+)="([^"]*)"\s*$/.exec(part);
    if (!match) return null;
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

export async function startWechatPayStandIn(options: WechatPayStandInOptions) {
  const merchantKey: KeyObject = createPublicKey(options.merchantPublicKeyPem);
  const platformKey: KeyObject = createPrivateKey(options.platformPrivateKeyPem);
  // A key that is not WeChat's: what a forger signs with.
  const { privateKey: forgerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const orders = new Map<string, StandInOrder>();
  const refunds = new Map<string, StandInRefund>();
  const calls: StandInCall[] = [];
  const codes = new Map<string, string>();
  const state = {
    /** Spoils every answer this way until set back to null. */
    tamper: null as Tamper | null,
    /** Answers 500 SYSTEM_ERROR to every API call while true. */
    outage: false,
    /** The status new refunds get (WeChat: usually PROCESSING, then SUCCESS). */
    refundStatus: 'SUCCESS' as StandInRefund['status'],
  };

  const signWith = (key: KeyObject, message: string) =>
    createSign('RSA-SHA256').update(message).sign(key, 'base64');

  /** The four Wechatpay-* headers over a body, spoiled as `tamper` says. */
  function signedHeaders(
    body: string,
    tamper: Tamper | null,
  ): { headers: Record<string, string>; body: string } {
    const timestamp = String(
      Math.floor(Date.now() / 1000) - (tamper === 'timestamp' ? SKEW_SECONDS + 60 : 0),
    );
    const nonce = randomBytes(16).toString('hex');
    const signature = signWith(
      tamper === 'signature' ? forgerKey : platformKey,
      `${timestamp}\n${nonce}\n${body}\n`,
    );
    return {
      headers: {
        'Wechatpay-Timestamp': timestamp,
        'Wechatpay-Nonce': nonce,
        'Wechatpay-Signature': signature,
        'Wechatpay-Serial': tamper === 'serial' ? `${options.platformSerial}0` : options.platformSerial,
      },
      body: tamper === 'body' ? spoil(body) : body,
    };
  }

  function answer(res: ServerResponse, status: number, data: object | null) {
    const raw = data === null ? '' : JSON.stringify(data);
    const signed = signedHeaders(raw, state.tamper);
    const headers: Record<string, string> = { ...signed.headers, 'Request-ID': id('08', 30) };
    if (data !== null) headers['Content-Type'] = 'application/json; charset=utf-8';
    res.writeHead(status, headers);
    res.end(signed.body);
    return status;
  }
  const refuse = (res: ServerResponse, status: number, code: string, message: string) =>
    answer(res, status, { code, message });

  /** null when the request is genuinely ours; else the refusal already answered. */
  function authenticate(
    req: IncomingMessage,
    res: ServerResponse,
    pathAndQuery: string,
    body: string,
  ): number | null {
    const fields = parseAuthorization(String(req.headers.authorization ?? ''));
    if (!fields) return refuse(res, 401, 'SIGN_ERROR', 'Authorization 格式不正确');
    const { mchid, nonce_str: nonce, signature, timestamp, serial_no: serial } = fields;
    if (!mchid || !nonce || !signature || !timestamp || !serial)
      return refuse(res, 401, 'SIGN_ERROR', 'Authorization 缺少字段');
    if (mchid !== options.spMchid) return refuse(res, 401, 'SIGN_ERROR', '商户号不存在');
    if (serial !== options.certSerial) return refuse(res, 401, 'SIGN_ERROR', '商户证书序列号有误');
    if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > SKEW_SECONDS)
      return refuse(res, 401, 'SIGN_ERROR', '请求时间戳已过期');
    const message = `${req.method}\n${pathAndQuery}\n${timestamp}\n${nonce}\n${body}\n`;
    let good = false;
    try {
      good = createVerify('RSA-SHA256').update(message).verify(merchantKey, signature, 'base64');
    } catch {
      good = false;
    }
    if (!good) return refuse(res, 401, 'SIGN_ERROR', '签名错误');
    if (!String(req.headers.accept ?? '').includes('application/json'))
      return refuse(res, 406, 'PARAM_ERROR', 'Accept 必须为 application/json');
    if (!req.headers['user-agent']) return refuse(res, 400, 'PARAM_ERROR', '缺少 User-Agent');
    if (req.method === 'POST' && !String(req.headers['content-type'] ?? '').includes('application/json'))
      return refuse(res, 415, 'PARAM_ERROR', 'Content-Type 必须为 application/json');
    return null;
  }

  const ourSubMerchant = (subMchid: unknown): subMchid is string =>
    typeof subMchid === 'string' && options.subMchids.includes(subMchid);
  const badSubMerchant = (res: ServerResponse) => refuse(res, 400, 'PARAM_ERROR', '子商户号与服务商不匹配');
  const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

  function jsapi(res: ServerResponse, body: RequestBody): number {
    if (body.sp_mchid !== options.spMchid)
      return refuse(res, 400, 'PARAM_ERROR', 'sp_mchid 与发起调用的商户号不一致');
    if (body.sp_appid !== options.spAppid)
      return refuse(res, 400, 'APPID_MCHID_NOT_MATCH', 'sp_appid 和 sp_mchid 不匹配');
    if (!ourSubMerchant(body.sub_mchid)) return badSubMerchant(res);
    const no = body.out_trade_no;
    if (typeof no !== 'string' || !/^[A-Za-z0-9_\-|*]{6,32}$/.test(no))
      return refuse(res, 400, 'PARAM_ERROR', 'out_trade_no 格式不正确');
    const description = body.description;
    if (typeof description !== 'string' || description === '' || [...description].length > 127)
      return refuse(res, 400, 'PARAM_ERROR', 'description 长度不正确');
    if (typeof body.notify_url !== 'string' || !/^https?:\/\/[^\s?#]+$/.test(body.notify_url))
      return refuse(res, 400, 'PARAM_ERROR', 'notify_url 格式不正确');
    const amount = body.amount ?? {};
    if (!isCount(amount.total)) return refuse(res, 400, 'PARAM_ERROR', '订单金额必须大于0');
    if (amount.currency !== undefined && amount.currency !== 'CNY')
      return refuse(res, 400, 'PARAM_ERROR', 'currency 仅支持 CNY');
    const openid = body.payer?.sp_openid;
    if (typeof openid !== 'string' || openid === '')
      return refuse(res, 400, 'PARAM_ERROR', '缺少 payer.sp_openid');
    const existing = orders.get(no);
    if (existing) {
      if (existing.tradeState === 'SUCCESS' || existing.tradeState === 'REFUND')
        return refuse(res, 400, 'ORDERPAID', '该订单已支付');
      if (existing.tradeState === 'CLOSED') return refuse(res, 400, 'ORDER_CLOSED', '订单已关闭');
      const same =
        existing.subMchid === body.sub_mchid &&
        existing.total === amount.total &&
        existing.description === description &&
        existing.openid === openid &&
        existing.notifyUrl === body.notify_url;
      if (!same) return refuse(res, 400, 'INVALID_REQUEST', '201 商户订单号重复');
      return answer(res, 200, { prepay_id: existing.prepayId });
    }
    const order: StandInOrder = {
      spAppid: options.spAppid,
      subMchid: body.sub_mchid,
      outTradeNo: no,
      description,
      notifyUrl: body.notify_url,
      total: amount.total,
      openid,
      prepayId: id('wx', 32),
      tradeState: 'NOTPAY',
      transactionId: null,
      successTime: null,
      refunded: 0,
    };
    orders.set(no, order);
    return answer(res, 200, { prepay_id: order.prepayId });
  }

  const TRADE_DESCRIPTIONS: Record<StandInOrder['tradeState'], string> = {
    NOTPAY: '未支付',
    SUCCESS: '支付成功',
    REFUND: '转入退款',
    CLOSED: '已关闭',
  };

  function transactionOf(order: StandInOrder) {
    return {
      sp_appid: order.spAppid,
      sp_mchid: options.spMchid,
      sub_mchid: order.subMchid,
      out_trade_no: order.outTradeNo,
      ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
      trade_type: 'JSAPI',
      trade_state: order.tradeState,
      trade_state_desc: TRADE_DESCRIPTIONS[order.tradeState],
      ...(order.successTime ? { bank_type: 'OTHERS', success_time: order.successTime } : {}),
      attach: '',
      payer: { sp_openid: order.openid },
      amount: {
        total: order.total,
        ...(order.transactionId ? { payer_total: order.total, payer_currency: 'CNY' } : {}),
        currency: 'CNY',
      },
    };
  }

  /** The order a sub-merchant asks about, or null (another merchant's order is no order of its). */
  const orderFor = (no: string, subMchid: string) => {
    const order = orders.get(no);
    return order && order.subMchid === subMchid ? order : null;
  };

  function queryOrder(res: ServerResponse, no: string, query: URLSearchParams): number {
    if (query.get('sp_mchid') !== options.spMchid)
      return refuse(res, 400, 'PARAM_ERROR', 'sp_mchid 与发起调用的商户号不一致');
    if (!ourSubMerchant(query.get('sub_mchid'))) return badSubMerchant(res);
    const order = orderFor(no, query.get('sub_mchid')!);
    if (!order) return refuse(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    return answer(res, 200, transactionOf(order));
  }

  function closeOrder(res: ServerResponse, no: string, body: RequestBody): number {
    if (body.sp_mchid !== options.spMchid)
      return refuse(res, 400, 'PARAM_ERROR', 'sp_mchid 与发起调用的商户号不一致');
    if (!ourSubMerchant(body.sub_mchid)) return badSubMerchant(res);
    const order = orderFor(no, body.sub_mchid);
    if (!order) return refuse(res, 404, 'ORDER_NOT_EXIST', '订单不存在');
    if (order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND')
      return refuse(res, 400, 'ORDERPAID', '订单已支付，不能关闭');
    order.tradeState = 'CLOSED';
    return answer(res, 204, null);
  }

  function refundAnswer(refund: StandInRefund) {
    const order = orders.get(refund.outTradeNo)!;
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.outRefundNo,
      transaction_id: order.transactionId,
      out_trade_no: refund.outTradeNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: refund.createTime,
      ...(refund.successTime ? { success_time: refund.successTime } : {}),
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: refund.total,
        refund: refund.refund,
        payer_total: refund.total,
        payer_refund: refund.refund,
        settlement_refund: refund.refund,
        settlement_total: refund.total,
        discount_refund: 0,
        currency: 'CNY',
      },
    };
  }

  function refund(res: ServerResponse, body: RequestBody): number {
    if (!ourSubMerchant(body.sub_mchid)) return badSubMerchant(res);
    const no = body.out_refund_no;
    if (typeof no !== 'string' || !/^[A-Za-z0-9_\-|*@]{1,64}$/.test(no))
      return refuse(res, 400, 'PARAM_ERROR', 'out_refund_no 格式不正确');
    const amount = body.amount ?? {};
    if (!isCount(amount.refund) || !isCount(amount.total))
      return refuse(res, 400, 'PARAM_ERROR', '退款金额必须大于0');
    if (amount.currency !== 'CNY') return refuse(res, 400, 'PARAM_ERROR', 'currency 仅支持 CNY');
    if (body.reason !== undefined && (typeof body.reason !== 'string' || [...body.reason].length > 80))
      return refuse(res, 400, 'PARAM_ERROR', 'reason 长度不能超过80个字符');
    if (
      body.notify_url !== undefined &&
      (typeof body.notify_url !== 'string' || !/^https?:\/\/[^\s?#]+$/.test(body.notify_url))
    )
      return refuse(res, 400, 'PARAM_ERROR', 'notify_url 格式不正确');
    const order = typeof body.out_trade_no === 'string' ? orderFor(body.out_trade_no, body.sub_mchid) : null;
    if (!order) return refuse(res, 404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    const earlier = refunds.get(no);
    if (earlier) {
      if (earlier.outTradeNo !== order.outTradeNo || earlier.refund !== amount.refund)
        return refuse(res, 400, 'INVALID_REQUEST', '商户退款单号重复，且与原退款请求参数不一致');
      return answer(res, 200, refundAnswer(earlier));
    }
    if (order.tradeState !== 'SUCCESS' && order.tradeState !== 'REFUND')
      return refuse(res, 400, 'INVALID_REQUEST', '订单未支付，不能退款');
    if (amount.total !== order.total) return refuse(res, 400, 'PARAM_ERROR', '订单金额与原订单金额不一致');
    if (order.refunded + amount.refund > order.total)
      return refuse(res, 403, 'NOT_ENOUGH', '申请退款金额超过订单可退金额');
    const made: StandInRefund = {
      refundId: id('50', 30),
      outRefundNo: no,
      outTradeNo: order.outTradeNo,
      subMchid: order.subMchid,
      refund: amount.refund,
      total: amount.total,
      reason: body.reason ?? '',
      status: state.refundStatus,
      createTime: beijingTime(Date.now()),
      successTime: state.refundStatus === 'SUCCESS' ? beijingTime(Date.now()) : null,
      notifyUrl: typeof body.notify_url === 'string' ? body.notify_url : '',
    };
    refunds.set(no, made);
    if (made.status === 'SUCCESS' || made.status === 'PROCESSING') {
      order.refunded += made.refund;
      if (made.status === 'SUCCESS') order.tradeState = 'REFUND';
    }
    return answer(res, 200, refundAnswer(made));
  }

  /** GET /v3/refund/domestic/refunds/{out_refund_no}?sub_mchid=…: another sub-merchant's refund is none. */
  function queryRefund(res: ServerResponse, no: string, query: URLSearchParams): number {
    if (!ourSubMerchant(query.get('sub_mchid'))) return badSubMerchant(res);
    const made = refunds.get(no);
    if (!made || made.subMchid !== query.get('sub_mchid'))
      return refuse(res, 404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
    return answer(res, 200, refundAnswer(made));
  }

  // ── Notifications ──────────────────────────────────────────────────────────

  /** The resource encrypted with the API v3 key (another key for `apiV3Key`), as WeChat's notifications carry it. */
  function encrypted(resource: string, associatedData: string, tamper: Tamper | null) {
    const nonce = randomBytes(6).toString('hex'); // 12 characters, used as the 12-byte IV
    const key = Buffer.from(
      tamper === 'apiV3Key' ? randomBytes(16).toString('hex') : options.apiV3Key,
      'utf8',
    );
    const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(associatedData, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(resource, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return {
      original_type: associatedData,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: ciphertext.toString('base64'),
      associated_data: associatedData,
      nonce,
    };
  }

  const REFUND_SUMMARIES: Record<StandInRefund['status'], string> = {
    SUCCESS: '退款成功',
    ABNORMAL: '退款异常',
    CLOSED: '退款关闭',
    PROCESSING: '退款处理中',
  };

  /** A refund's notification as WeChat sends it (REFUND.<status>), spoiled as `tamper` says. */
  function refundNotification(refundNo: string, tamper: Tamper | null = null) {
    const made = refunds.get(refundNo);
    if (!made) throw new Error(`wechatpay stand-in: no refund ${refundNo}`);
    const order = orders.get(made.outTradeNo)!;
    const resource = JSON.stringify({
      sp_mchid: options.spMchid,
      sub_mchid: made.subMchid,
      transaction_id: order.transactionId,
      out_trade_no: made.outTradeNo,
      refund_id: made.refundId,
      out_refund_no: made.outRefundNo,
      refund_status: made.status,
      ...(made.successTime ? { success_time: made.successTime } : {}),
      user_received_account: '支付用户零钱',
      amount: { total: made.total, refund: made.refund, payer_total: made.total, payer_refund: made.refund },
    });
    const body = JSON.stringify({
      id: id('EV-', 24),
      create_time: beijingTime(Date.now()),
      resource_type: 'encrypt-resource',
      event_type: `REFUND.${made.status}`,
      summary: REFUND_SUMMARIES[made.status],
      resource: encrypted(resource, 'refund', tamper),
    });
    const signed = signedHeaders(body, tamper === 'apiV3Key' ? null : tamper);
    return {
      url: made.notifyUrl,
      headers: { 'Content-Type': 'application/json', 'User-Agent': 'Mozilla/4.0', ...signed.headers },
      body: signed.body,
    };
  }

  /** A notification for an order, as WeChat sends it (headers and raw body), spoiled as `tamper` says. */
  function notification(orderNo: string, tamper: Tamper | null = null) {
    const order = orders.get(orderNo);
    if (!order) throw new Error(`wechatpay stand-in: no order ${orderNo}`);
    const paid = order.tradeState === 'SUCCESS' || order.tradeState === 'REFUND';
    const resource = JSON.stringify({
      ...transactionOf(order),
      trade_state: paid ? 'SUCCESS' : order.tradeState,
    });
    const body = JSON.stringify({
      id: id('EV-', 24),
      create_time: beijingTime(Date.now()),
      resource_type: 'encrypt-resource',
      event_type: paid ? 'TRANSACTION.SUCCESS' : 'TRANSACTION.CLOSED',
      summary: paid ? '支付成功' : '订单已关闭',
      resource: encrypted(resource, 'transaction', tamper),
    });
    const signed = signedHeaders(body, tamper === 'apiV3Key' ? null : tamper);
    return {
      url: order.notifyUrl,
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'Mozilla/4.0',
        ...signed.headers,
      },
      body: signed.body,
    };
  }

  async function send(orderNo: string, tamper: Tamper | null): Promise<Delivery> {
    return deliver(notification(orderNo, tamper));
  }

  async function deliver(note: { url: string; headers: Record<string, string>; body: string }) {
    if (options.deliver) return options.deliver(note.url, note.headers, note.body);
    const response = await fetch(note.url, {
      method: 'POST',
      headers: note.headers,
      body: note.body,
      signal: AbortSignal.timeout(10_000),
    });
    return { status: response.status, body: await response.text() };
  }

  /**
   * A PROCESSING refund finishes: SUCCESS (the order REFUND once all of it is) or ABNORMAL (the amount
   * refundable again); its notification goes to the refund's notify_url (none when it named none).
   */
  async function finishRefund(refundNo: string, status: 'SUCCESS' | 'ABNORMAL'): Promise<Delivery | null> {
    const made = refunds.get(refundNo);
    if (!made) throw new Error(`wechatpay stand-in: no refund ${refundNo}`);
    if (made.status !== 'PROCESSING')
      throw new Error(`wechatpay stand-in: refund ${refundNo} is ${made.status}`);
    const order = orders.get(made.outTradeNo)!;
    made.status = status;
    if (status === 'SUCCESS') {
      made.successTime = beijingTime(Date.now());
      order.tradeState = 'REFUND';
    } else {
      order.refunded -= made.refund;
    }
    return made.notifyUrl ? deliver(refundNotification(refundNo)) : null;
  }

  /** Marks an order paid (by its out_trade_no or prepay_id) and sends its notification. */
  async function pay(orderNoOrPrepayId: string, openid?: string): Promise<Delivery & { orderNo: string }> {
    const order =
      orders.get(orderNoOrPrepayId) ?? [...orders.values()].find((o) => o.prepayId === orderNoOrPrepayId);
    if (!order) throw new Error(`wechatpay stand-in: no order ${orderNoOrPrepayId}`);
    if (order.tradeState === 'CLOSED')
      throw new Error(`wechatpay stand-in: order ${order.outTradeNo} is closed`);
    if (order.tradeState === 'NOTPAY') {
      order.tradeState = 'SUCCESS';
      // 28 digits, as WeChat's are.
      order.transactionId = `4200${String(Date.now()).padStart(14, '0')}${String(randomBytes(5).readUIntBE(0, 5) % 10_000_000_000).padStart(10, '0')}`;
      order.successTime = beijingTime(Date.now());
      if (openid) order.openid = openid;
    }
    return { orderNo: order.outTradeNo, ...(await send(order.outTradeNo, null)) };
  }

  // ── The official account's OAuth (snsapi_base) and code exchange ───────────

  function authorize(res: ServerResponse, query: URLSearchParams) {
    const redirect = query.get('redirect_uri') ?? '';
    if (query.get('appid') !== options.spAppid) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('appid 参数错误 (10003 redirect_uri 域名与后台配置不一致 / appid invalid)');
    }
    if (
      query.get('response_type') !== 'code' ||
      !['snsapi_base', 'snsapi_userinfo'].includes(query.get('scope') ?? '')
    ) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('scope 参数错误或没有 scope 权限');
    }
    let target: URL;
    try {
      target = new URL(redirect);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
      return void res.end('redirect_uri 参数错误');
    }
    const code = id('code', 24);
    codes.set(code, query.get('openid') || STAND_IN_PAYER);
    target.searchParams.set('code', code);
    target.searchParams.set('state', query.get('state') ?? '');
    res.writeHead(302, { Location: target.toString() });
    res.end();
  }

  function accessToken(res: ServerResponse, query: URLSearchParams) {
    const send = (body: object) => {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(body));
    };
    if (
      query.get('appid') !== options.spAppid ||
      !options.mpSecret ||
      query.get('secret') !== options.mpSecret
    )
      return send({ errcode: 40125, errmsg: 'invalid appsecret' });
    if (query.get('grant_type') !== 'authorization_code')
      return send({ errcode: 40002, errmsg: 'invalid grant_type' });
    const openid = codes.get(query.get('code') ?? '');
    if (!openid) return send({ errcode: 40029, errmsg: 'invalid code' });
    codes.delete(query.get('code')!);
    return send({
      access_token: id('at', 32),
      expires_in: 7200,
      refresh_token: id('rt', 32),
      openid,
      scope: 'snsapi_base',
    });
  }

  // ── The server ─────────────────────────────────────────────────────────────

  async function handle(req: IncomingMessage, res: ServerResponse, raw: string): Promise<number> {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const path = url.pathname;
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'content-type' };
    if (path === '/__stand-in/pay') {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST' });
        res.end();
        return 204;
      }
      let body: { prepay_id?: unknown; openid?: unknown } = {};
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        body = {};
      }
      try {
        const delivered = await pay(
          String(body.prepay_id ?? ''),
          typeof body.openid === 'string' ? body.openid : undefined,
        );
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
        res.end(
          JSON.stringify({
            out_trade_no: delivered.orderNo,
            notify: { status: delivered.status, body: delivered.body },
          }),
        );
        return 200;
      } catch (error) {
        res.writeHead(400, { ...cors, 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ message: error instanceof Error ? error.message : String(error) }));
        return 400;
      }
    }
    if (req.method === 'GET' && path === '/connect/oauth2/authorize') {
      authorize(res, url.searchParams);
      return res.statusCode;
    }
    if (req.method === 'GET' && path === '/sns/oauth2/access_token') {
      accessToken(res, url.searchParams);
      return 200;
    }
    if (!path.startsWith('/v3/')) return refuse(res, 404, 'RESOURCE_NOT_EXISTS', '无效的请求路径');
    const refusal = authenticate(req, res, `${path}${url.search}`, raw);
    if (refusal !== null) return refusal;
    if (state.outage) return refuse(res, 500, 'SYSTEM_ERROR', '系统错误');
    let body: RequestBody = {};
    if (req.method === 'POST') {
      try {
        body = JSON.parse(raw);
      } catch {
        return refuse(res, 400, 'PARAM_ERROR', '请求体不是合法的 JSON');
      }
      if (!body || typeof body !== 'object' || Array.isArray(body))
        return refuse(res, 400, 'PARAM_ERROR', '请求体不是合法的 JSON');
    }
    const orderPath = /^\/v3\/pay\/partner\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (req.method === 'POST' && path === '/v3/pay/partner/transactions/jsapi') return jsapi(res, body);
    if (req.method === 'GET' && orderPath && !orderPath[2])
      return queryOrder(res, decodeURIComponent(orderPath[1]!), url.searchParams);
    if (req.method === 'POST' && orderPath?.[2])
      return closeOrder(res, decodeURIComponent(orderPath[1]!), body);
    if (req.method === 'POST' && path === '/v3/refund/domestic/refunds') return refund(res, body);
    const refundPath = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && refundPath)
      return queryRefund(res, decodeURIComponent(refundPath[1]!), url.searchParams);
    return refuse(res, 404, 'RESOURCE_NOT_EXISTS', '无效的请求路径');
  }

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://stand-in');
      handle(req, res, raw)
        .then((status) =>
          calls.push({
            method: req.method ?? '',
            path: url.pathname,
            query: url.searchParams,
            body: raw,
            headers: req.headers,
            status,
          }),
        )
        .catch((error) => {
          if (!res.headersSent) res.writeHead(500);
          res.end(String(error));
        });
    });
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const base = `http://${options.host ?? '127.0.0.1'}:${(server.address() as AddressInfo).port}`;

  return {
    base,
    calls,
    orders,
    refunds,
    /** Runtime switches: tamper (spoil answers), outage (500s), refundStatus. */
    state,
    pay,
    /** Resends an order's notification (e.g. WeChat retrying), optionally spoiled. */
    notify: (orderNo: string, tamper: Tamper | null = null) => send(orderNo, tamper),
    /** An order's notification without sending it: `{url, headers, body}`. */
    notification,
    finishRefund,
    /** A refund's notification without sending it: `{url, headers, body}`. */
    refundNotification,
    /** Sends a refund's notification (again), optionally spoiled. */
    notifyRefund: (refundNo: string, tamper: Tamper | null = null) =>
      deliver(refundNotification(refundNo, tamper)),
    /** A one-time OAuth code for an openid, as if the payer had been through /connect/oauth2/authorize. */
    issueCode(openid: string = STAND_IN_PAYER): string {
      const code = id('code', 24);
      codes.set(code, openid);
      return code;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

export type WechatPayStandIn = Awaited<ReturnType<typeof startWechatPayStandIn>>;
