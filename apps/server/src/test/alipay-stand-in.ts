import { createSign, createVerify, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Alipay's OpenAPI gateway (gateway.do, version 1.0, RSA2), strict where Alipay is,
 * written from Alipay's documented protocol independently of the client (which uses alipay-sdk):
 * - a request's `sign` is checked with the app's public key over every parameter but `sign`, non-empty,
 *   sorted by name, `name=value` joined by `&` (values as sent, before URL encoding); `app_id`,
 *   `sign_type` RSA2, `version` 1.0 and a Beijing-time `timestamp` within 15 minutes (40002 otherwise);
 *   calls on a merchant's behalf need a known `app_auth_token` (20001 otherwise);
 * - an answer is `{"<method>_response":{…},"sign":"…"}`, signed with the gateway key over the exact
 *   JSON text of the response node;
 * - alipay.trade.wap.pay (the payer's browser) shows a cashier page whose button pays: the order is
 *   paid, the signed trade_status_sync notification is POSTed to notify_url, and the browser is sent
 *   (302) to return_url with the signed synchronous parameters.
 * Used by integration tests and by the end-to-end run (e2e/support), so it imports nothing of vitest.
 */

export type AlipayStandInOptions = {
  /** The maker's app (our ALIPAY_APP_ID) and its public key: requests must be signed with its private key. */
  appId: string;
  appPublicKeyPem: string;
  /** Alipay's key: answers, notifications and return parameters are signed with it. */
  gatewayPrivateKeyPem: string;
  /** The merchants who authorised our app: app_auth_token → the merchant's Alipay user id (2088…). */
  merchants: Record<string, string>;
  port?: number;
};

export type AlipayStandInOrder = {
  outTradeNo: string;
  tradeNo: string;
  appAuthToken: string;
  sellerId: string;
  /** Yuan text with 2 decimals, as Alipay answers it. */
  totalAmount: string;
  subject: string;
  notifyUrl: string | null;
  returnUrl: string | null;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  gmtCreate: string;
  gmtPayment: string | null;
  gmtClose: string | null;
  buyerId: string | null;
  /** out_request_no → refund amount (yuan text). */
  refunds: Map<string, string>;
  refundedFen: number;
};

export type AlipayStandInCall = {
  method: string;
  params: Record<string, string>;
  answer: Record<string, unknown> | null;
};

const ZONE_OFFSET_MS = 8 * 3_600_000;
const TIMESTAMP_WINDOW_MS = 15 * 60_000;
const AMOUNT = /^(\d{1,9})(?:\.(\d{1,2}))?$/;
const MAX_FEN = 10_000_000_000;
const BUYER_ID = '2088102177846880';
const BUYER_LOGON = '159****5620';

/** Beijing time `yyyy-MM-dd HH:mm:ss` (Alipay's clock; fixed +08:00, no daylight saving). */
export function beijingTime(at: Date = new Date()): string {
  return new Date(at.getTime() + ZONE_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

function parseBeijingTime(text: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return null;
  const ms = Date.parse(`${text.replace(' ', 'T')}+08:00`);
  return Number.isNaN(ms) ? null : ms;
}

/** Alipay's amount text → fen; null unless one decimal point at most, up to 2 decimals, > 0, ≤ ¥100,000,000. */
export function amountFen(text: unknown): number | null {
  const match = typeof text === 'string' ? AMOUNT.exec(text) : null;
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen > 0 && fen <= MAX_FEN ? fen : null;
}

const yuan = (fen: number) => `${Math.trunc(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** What Alipay signs: every parameter but the excluded, non-empty, sorted by name, `k=v&…`. */
export function alipaySignContent(params: Record<string, string>, exclude: string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== '' && params[key] !== undefined)
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

const rsa2Sign = (content: string, privateKeyPem: string) =>
  createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');

function rsa2Verify(content: string, signature: string, publicKeyPem: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** Signs notification or return parameters as Alipay does (all but sign and sign_type). */
export function signAlipayNotification(
  fields: Record<string, string>,
  privateKeyPem: string,
): Record<string, string> {
  const unsigned = { ...fields, sign_type: 'RSA2' };
  delete (unsigned as Record<string, string>).sign;
  return { ...unsigned, sign: rsa2Sign(alipaySignContent(unsigned, ['sign', 'sign_type']), privateKeyPem) };
}

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Methods a merchant's app_auth_token must come with (third-party app mode). */
const ON_BEHALF = new Set([
  'alipay.trade.wap.pay',
  'alipay.trade.query',
  'alipay.trade.close',
  'alipay.trade.refund',
  'alipay.trade.fastpay.refund.query',
]);
const METHODS = new Set([...ON_BEHALF, 'alipay.open.auth.token.app.query']);

type Node = Record<string, unknown>;
const ok = (fields: Node): Node => ({ code: '10000', msg: 'Success', ...fields });
const business = (subCode: string, subMsg: string): Node => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: subCode,
  sub_msg: subMsg,
});
const invalidArguments = (subCode: string, subMsg: string): Node => ({
  code: '40002',
  msg: 'Invalid Arguments',
  sub_code: subCode,
  sub_msg: subMsg,
});

export async function startAlipayStandIn(options: AlipayStandInOptions) {
  const orders = new Map<string, AlipayStandInOrder>();
  const calls: AlipayStandInCall[] = [];
  const revoked = new Set<string>();
  const notifications: { orderNo: string; status: number; body: string }[] = [];
  let corruptAnswers = false;
  let refundRefusal: { subCode: string; subMsg: string } | null = null;
  let tradeSeq = 0;

  const authAppIdOf = (userId: string) => `2021${userId.slice(-12).padStart(12, '0')}`;

  /** The common checks of every gateway request: null when it passes, else the refusal node. */
  function checkRequest(params: Record<string, string>): Node | null {
    if (params.app_id !== options.appId) return invalidArguments('isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2') return invalidArguments('isv.invalid-signature-type', '无效的签名类型');
    if (params.version !== '1.0') return invalidArguments('isv.invalid-version', '无效的版本号');
    if (params.charset && params.charset.toLowerCase() !== 'utf-8')
      return invalidArguments('isv.invalid-charset', '字符集不合法');
    const sent = parseBeijingTime(params.timestamp ?? '');
    if (sent === null || Math.abs(Date.now() - sent) > TIMESTAMP_WINDOW_MS)
      return invalidArguments('isv.invalid-timestamp', '非法的时间戳参数');
    if (!params.sign) return invalidArguments('isv.missing-signature', '缺少签名参数');
    const content = alipaySignContent(params, ['sign']);
    if (!rsa2Verify(content, params.sign, options.appPublicKeyPem))
      return invalidArguments(
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
      );
    return null;
  }

  function merchantOf(params: Record<string, string>): string | null {
    const token = params.app_auth_token ?? '';
    return !revoked.has(token) ? (options.merchants[token] ?? null) : null;
  }

  const invalidToken: Node = {
    code: '20001',
    msg: 'Insufficient Token Permissions',
    sub_code: 'aop.invalid-app-auth-token',
    sub_msg: '无效的应用授权令牌',
  };

  function orderFor(params: Record<string, string>, biz: Node): AlipayStandInOrder | null {
    const order =
      typeof biz.out_trade_no === 'string'
        ? orders.get(biz.out_trade_no)
        : [...orders.values()].find((o) => o.tradeNo === biz.trade_no);
    // Another merchant's order does not exist for this one.
    return order && order.sellerId === merchantOf(params) ? order : null;
  }

  /** The business answer of a gateway method (after the common checks). */
  function answerOf(method: string, params: Record<string, string>, biz: Node): Node {
    if (method === 'alipay.open.auth.token.app.query') {
      const token = typeof biz.app_auth_token === 'string' ? biz.app_auth_token : '';
      const userId = options.merchants[token];
      if (!userId) return business('isv.invalid-app-auth-token', '无效的应用授权令牌');
      return ok({
        user_id: userId,
        auth_app_id: authAppIdOf(userId),
        expires_in: revoked.has(token) ? 0 : 31_536_000,
        auth_methods: [
          'alipay.trade.wap.pay',
          'alipay.trade.query',
          'alipay.trade.close',
          'alipay.trade.refund',
        ],
        auth_start: '2026-01-01 00:00:00',
        auth_end: '2027-01-01 00:00:00',
        status: revoked.has(token) ? 'invalid' : 'valid',
      });
    }
    const order = orderFor(params, biz);
    if (method === 'alipay.trade.query') {
      if (!order) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      const paid = order.gmtPayment !== null;
      return ok({
        trade_no: order.tradeNo,
        out_trade_no: order.outTradeNo,
        buyer_logon_id: paid ? BUYER_LOGON : '',
        trade_status: order.status,
        total_amount: order.totalAmount,
        ...(paid
          ? {
              buyer_pay_amount: order.totalAmount,
              receipt_amount: order.totalAmount,
              send_pay_date: order.gmtPayment,
              buyer_user_id: order.buyerId,
            }
          : {}),
      });
    }
    if (method === 'alipay.trade.close') {
      if (!order) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      if (order.status !== 'WAIT_BUYER_PAY') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      order.status = 'TRADE_CLOSED';
      order.gmtClose = beijingTime();
      return ok({ trade_no: order.tradeNo, out_trade_no: order.outTradeNo });
    }
    if (method === 'alipay.trade.refund') {
      const fen = amountFen(biz.refund_amount);
      if (fen === null) return business('ACQ.INVALID_PARAMETER', '参数无效');
      if (!order) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      const requestNo = typeof biz.out_request_no === 'string' ? biz.out_request_no : order.outTradeNo;
      const done = (fundChange: 'Y' | 'N') =>
        ok({
          trade_no: order.tradeNo,
          out_trade_no: order.outTradeNo,
          buyer_logon_id: BUYER_LOGON,
          fund_change: fundChange,
          refund_fee: yuan(order.refundedFen),
          buyer_user_id: order.buyerId,
          gmt_refund_pay: beijingTime(),
        });
      const earlier = order.refunds.get(requestNo);
      if (earlier !== undefined) {
        // The same out_request_no again: the refund is not made twice, and this call moved no money.
        return amountFen(earlier) === fen
          ? done('N')
          : business('ACQ.REFUND_AMT_RESTRICTION', '退款金额与原请求不一致');
      }
      if (order.status !== 'TRADE_SUCCESS') return business('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
      if (refundRefusal) return business(refundRefusal.subCode, refundRefusal.subMsg);
      if (order.refundedFen + fen > amountFen(order.totalAmount)!)
        return business('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
      order.refunds.set(requestNo, yuan(fen));
      order.refundedFen += fen;
      if (order.refundedFen === amountFen(order.totalAmount)) {
        order.status = 'TRADE_CLOSED';
        order.gmtClose = beijingTime();
      }
      return done('Y');
    }
    if (method === 'alipay.trade.fastpay.refund.query') {
      const requestNo = typeof biz.out_request_no === 'string' ? biz.out_request_no : '';
      if (!order) return business('ACQ.TRADE_NOT_EXIST', '交易不存在');
      const refunded = order.refunds.get(requestNo);
      // A request Alipay has not received (or did not make): no refund data.
      if (refunded === undefined) return ok({ trade_no: order.tradeNo, out_trade_no: order.outTradeNo });
      return ok({
        trade_no: order.tradeNo,
        out_trade_no: order.outTradeNo,
        out_request_no: requestNo,
        total_amount: order.totalAmount,
        refund_amount: refunded,
        refund_status: 'REFUND_SUCCESS',
      });
    }
    return invalidArguments('isv.invalid-method', '不存在的方法名');
  }

  function sendAnswer(res: ServerResponse, method: string, node: Node) {
    const key = METHODS.has(method) ? `${method.replaceAll('.', '_')}_response` : 'error_response';
    const nodeText = JSON.stringify(node);
    // A corrupted answer: the signature is over other text than what is sent.
    const sign = rsa2Sign(corruptAnswers ? `${nodeText} ` : nodeText, options.gatewayPrivateKeyPem);
    res.writeHead(200, { 'content-type': 'application/json;charset=utf-8' });
    res.end(`{"${key}":${nodeText},"sign":"${sign}"}`);
  }

  function page(res: ServerResponse, status: number, title: string, body: string) {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
        `<title>${esc(title)}</title><style>body{font-family:sans-serif;margin:0;padding:24px;text-align:center}` +
        `.amount{font-size:32px;margin:16px 0}button{width:100%;padding:14px;font-size:18px;background:#1677ff;color:#fff;border:0;border-radius:8px}</style>` +
        `</head><body>${body}</body></html>`,
    );
  }

  /** alipay.trade.wap.pay: opens the cashier for the order (made or found), or an error page. */
  function cashier(res: ServerResponse, params: Record<string, string>, biz: Node) {
    const refuse = (code: string, message: string) =>
      page(
        res,
        400,
        '支付宝 错误',
        `<h1>抱歉，无法付款</h1><p data-code="${esc(code)}">${esc(code)}: ${esc(message)}</p>`,
      );
    const sellerId = merchantOf(params);
    if (!sellerId) return refuse('aop.invalid-app-auth-token', '无效的应用授权令牌');
    const outTradeNo = typeof biz.out_trade_no === 'string' ? biz.out_trade_no : '';
    const fen = amountFen(biz.total_amount);
    const subject = typeof biz.subject === 'string' ? biz.subject : '';
    if (!/^[A-Za-z0-9_]{1,64}$/.test(outTradeNo)) return refuse('ACQ.INVALID_PARAMETER', 'out_trade_no 无效');
    if (fen === null) return refuse('ACQ.INVALID_PARAMETER', 'total_amount 无效');
    if (!subject || subject.length > 256) return refuse('ACQ.INVALID_PARAMETER', 'subject 无效');
    if (biz.product_code !== 'QUICK_WAP_WAY') return refuse('ACQ.INVALID_PARAMETER', 'product_code 无效');
    let order = orders.get(outTradeNo);
    if (order) {
      if (order.sellerId !== sellerId || amountFen(order.totalAmount) !== fen)
        return refuse('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      if (order.status === 'TRADE_SUCCESS') return refuse('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      if (order.status === 'TRADE_CLOSED') return refuse('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      order.notifyUrl = params.notify_url || order.notifyUrl;
      order.returnUrl = params.return_url || order.returnUrl;
    } else {
      tradeSeq += 1;
      order = {
        outTradeNo,
        tradeNo: `${beijingTime().replace(/\D/g, '').slice(0, 8)}22001${String(tradeSeq).padStart(15, '0')}`,
        appAuthToken: params.app_auth_token ?? '',
        sellerId,
        totalAmount: yuan(fen),
        subject,
        notifyUrl: params.notify_url || null,
        returnUrl: params.return_url || null,
        status: 'WAIT_BUYER_PAY',
        gmtCreate: beijingTime(),
        gmtPayment: null,
        gmtClose: null,
        buyerId: null,
        refunds: new Map(),
        refundedFen: 0,
      };
      orders.set(outTradeNo, order);
    }
    page(
      res,
      200,
      '支付宝 收银台',
      `<p>${esc(order.subject)}</p><p class="amount" data-testid="standin-alipay-amount">¥${esc(order.totalAmount)}</p>` +
        `<form method="post" action="/cashier/pay"><input type="hidden" name="out_trade_no" value="${esc(order.outTradeNo)}">` +
        `<button type="submit" data-testid="standin-alipay-pay">确认付款 Pay</button></form>`,
    );
  }

  /** The trade_status_sync notification of an order, signed (changes go in before signing). */
  function notificationOf(
    orderNo: string,
    changes: Record<string, string> = {},
    signWithPem: string = options.gatewayPrivateKeyPem,
  ): Record<string, string> {
    const order = orders.get(orderNo);
    if (!order) throw new Error(`Alipay stand-in: no order ${orderNo}`);
    const fields: Record<string, string> = {
      notify_time: beijingTime(),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      app_id: options.appId,
      auth_app_id: authAppIdOf(order.sellerId),
      trade_no: order.tradeNo,
      out_trade_no: order.outTradeNo,
      buyer_id: order.buyerId ?? BUYER_ID,
      buyer_logon_id: BUYER_LOGON,
      seller_id: order.sellerId,
      trade_status: order.status,
      total_amount: order.totalAmount,
      receipt_amount: order.totalAmount,
      buyer_pay_amount: order.totalAmount,
      point_amount: '0.00',
      invoice_amount: order.totalAmount,
      subject: order.subject,
      gmt_create: order.gmtCreate,
      ...(order.gmtPayment ? { gmt_payment: order.gmtPayment } : {}),
      ...(order.gmtClose ? { gmt_close: order.gmtClose } : {}),
      // Alipay sends this JSON with its quotes as &quot; (and signs it so): the check takes values as they come.
      fund_bill_list: JSON.stringify([
        { amount: order.totalAmount, fundChannel: 'ALIPAYACCOUNT' },
      ]).replaceAll('"', '&quot;'),
      ...changes,
    };
    return signAlipayNotification(fields, signWithPem);
  }

  /** POSTs a notification (form-urlencoded) to the order's notify_url: what our server answered. */
  async function post(
    orderNo: string,
    form: Record<string, string>,
  ): Promise<{ status: number; body: string }> {
    const order = orders.get(orderNo);
    if (!order?.notifyUrl) throw new Error(`Alipay stand-in: order ${orderNo} has no notify_url`);
    const response = await fetch(order.notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(form).toString(),
    });
    const answer = { status: response.status, body: await response.text() };
    notifications.push({ orderNo, ...answer });
    return answer;
  }

  /** The payer pays: the order is paid and notified; answers what our server said to the notification. */
  async function pay(orderNo: string): Promise<{ status: number; body: string }> {
    const order = orders.get(orderNo);
    if (!order) throw new Error(`Alipay stand-in: no order ${orderNo} (open its wap-pay address first)`);
    if (order.status === 'WAIT_BUYER_PAY') {
      order.status = 'TRADE_SUCCESS';
      order.gmtPayment = beijingTime();
      order.buyerId = BUYER_ID;
    } else if (order.status !== 'TRADE_SUCCESS') {
      throw new Error(`Alipay stand-in: order ${orderNo} is ${order.status}`);
    }
    return post(orderNo, notificationOf(orderNo));
  }

  /** The synchronous return address: return_url with Alipay's signed parameters. */
  function returnAddress(order: AlipayStandInOrder): string | null {
    if (!order.returnUrl) return null;
    const url = new URL(order.returnUrl);
    const fields = signAlipayNotification(
      {
        charset: 'utf-8',
        out_trade_no: order.outTradeNo,
        method: 'alipay.trade.wap.pay.return',
        total_amount: order.totalAmount,
        trade_no: order.tradeNo,
        auth_app_id: authAppIdOf(order.sellerId),
        version: '1.0',
        app_id: options.appId,
        seller_id: order.sellerId,
        timestamp: beijingTime(),
      },
      options.gatewayPrivateKeyPem,
    );
    for (const [key, value] of Object.entries(fields)) url.searchParams.set(key, value);
    return url.toString();
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const body = req.method === 'POST' ? await readBody(req) : '';
    if (url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' });
      return res.end('ok');
    }
    if (url.pathname === '/cashier/pay' && req.method === 'POST') {
      const orderNo = new URLSearchParams(body).get('out_trade_no') ?? '';
      const order = orders.get(orderNo);
      if (!order || order.status === 'TRADE_CLOSED')
        return page(res, 400, '支付宝 错误', '<h1>交易不存在或已关闭</h1>');
      try {
        await pay(orderNo);
      } catch {
        // Our server did not take the notification: Alipay would retry later; the payer still goes back.
      }
      const back = returnAddress(order);
      if (!back) return page(res, 200, '支付宝', '<h1>支付成功</h1>');
      res.writeHead(302, { location: back });
      return res.end();
    }
    if (url.pathname !== '/gateway.do') {
      res.writeHead(404, { 'content-type': 'text/plain' });
      return res.end('not found');
    }
    const params: Record<string, string> = {};
    for (const [key, value] of url.searchParams) params[key] = value;
    const contentType = String(req.headers['content-type'] ?? '');
    if (body && contentType.includes('application/x-www-form-urlencoded'))
      for (const [key, value] of new URLSearchParams(body)) params[key] = value;
    const method = params.method ?? '';
    const call: AlipayStandInCall = { method, params, answer: null };
    calls.push(call);
    const refuse = (node: Node) => {
      call.answer = node;
      if (method === 'alipay.trade.wap.pay')
        return page(
          res,
          400,
          '支付宝 错误',
          `<h1>抱歉，无法付款</h1><p data-code="${esc(String(node.sub_code))}">${esc(String(node.sub_code))}: ${esc(String(node.sub_msg))}</p>`,
        );
      return sendAnswer(res, method, node);
    };
    if (!METHODS.has(method)) return refuse(invalidArguments('isv.invalid-method', '不存在的方法名'));
    const refusal = checkRequest(params);
    if (refusal) return refuse(refusal);
    let biz: Node;
    try {
      const parsed: unknown = JSON.parse(params.biz_content ?? '');
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        throw new Error('not an object');
      biz = parsed as Node;
    } catch {
      return refuse(invalidArguments('isv.invalid-parameter', 'biz_content 不是 JSON 对象'));
    }
    if (ON_BEHALF.has(method) && !merchantOf(params)) return refuse(invalidToken);
    if (method === 'alipay.trade.wap.pay') {
      if (req.method !== 'GET' && req.method !== 'POST')
        return refuse(invalidArguments('isv.invalid-parameter', 'GET/POST'));
      return cashier(res, params, biz);
    }
    const node = answerOf(method, params, biz);
    call.answer = node;
    return sendAnswer(res, method, node);
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    /** What ALIPAY_GATEWAY is set to. */
    gateway: `${base}/gateway.do`,
    calls,
    orders,
    /** Every notification POSTed, with what our server answered. */
    notifications,
    /** Opens a wap-pay address as the payer's browser does (the order exists from then on): the cashier page. */
    async open(wapPayUrl: string): Promise<{ status: number; html: string }> {
      const response = await fetch(wapPayUrl);
      return { status: response.status, html: await response.text() };
    },
    /** Same as the cashier's button: pays the order and notifies our server. */
    pay,
    /** Sends the order's notification again (as Alipay retries): what our server answered. */
    notify: (orderNo: string) => post(orderNo, notificationOf(orderNo)),
    /** POSTs any notification form to the order's notify_url (a forged one, say). */
    postNotification: post,
    notificationOf,
    /** From now on answers carry a signature that does not verify (or again one that does). */
    corruptAnswerSignatures(on: boolean) {
      corruptAnswers = on;
    },
    /** Refunds are refused with this business error (e.g. ACQ.SELLER_BALANCE_NOT_ENOUGH), or again made. */
    refuseRefunds(refusal: { subCode: string; subMsg: string } | null) {
      refundRefusal = refusal;
    },
    /** The merchant withdraws the authorisation: the token is no longer valid. */
    revoke(appAuthToken: string) {
      revoked.add(appAuthToken);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type AlipayStandIn = Awaited<ReturnType<typeof startAlipayStandIn>>;
