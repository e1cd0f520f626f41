import { createHash } from 'node:crypto';
import { fenToYuanText, formatMoney } from '@dahua/shared';
import {
  PAYMENT_AMOUNT_MAX_FEN,
  type PaymentChannel,
  type PaymentStatus,
} from '@dahua/shared/contracts/payments';
import { esc, styleSource } from '../../lib/html.js';
import type { Lang } from '../../lib/language.js';
import { channelOfBrowser } from './orders.js';
import { PAY_SCRIPT } from './page-script.js';

/*
 * The shopper's payment page, /page/payment (issue 31 §2): what a phone opens from the scale's QR.
 * Server-rendered HTML, one inline stylesheet allowed by its hash and one same-origin script file
 * (`PAY_SCRIPT_PATH`: its content hash in the name, cached for a year) that creates the order and hands
 * it to WeChat's or Alipay's browser. What the script needs (texts, the shop's code, the WeChat code) is
 * a JSON data block, which a browser never runs. Every value from the database or the request is escaped.
 */

export type PayChannelChoice = PaymentChannel | 'none';

const TEXTS = {
  ch: {
    htmlLang: 'zh-CN',
    other: 'English',
    otherLang: 'en',
    title: '付款',
    amount: '金额（元）',
    amountHint: '最多两位小数',
    pay: '付款',
    payWechat: '用微信支付付款',
    payAlipay: '用支付宝付款',
    ticket: '小票号',
    scan: '请用微信或支付宝扫描店铺的付款码付款。',
    onlyAlipay: '此店铺只收支付宝：请用支付宝扫描付款码。',
    onlyWechat: '此店铺只收微信支付：请用微信扫描付款码。',
    notAcceptingTitle: '无法在此付款',
    notAccepting: '付款码无效，或店铺尚未开通扫码收款。请向店铺工作人员付款。',
    noCode: '请扫描店铺的付款码。',
    amountInvalid: `请输入金额（元），最多两位小数，不超过 ${formatMoney(PAYMENT_AMOUNT_MAX_FEN)}。`,
    paying: '正在付款…',
    cancelled: '已取消付款，可以再次付款。',
    failed: '付款没有完成，请再试一次。',
    network: '网络不通，请稍后再试。',
    resultTitle: '付款结果',
    paid: '已支付',
    refunded: '已退款',
    notPaid: '尚未支付',
    closed: '未支付，订单已关闭',
    checking: '正在查询付款结果…',
    stillNotPaid: '还没有收到付款。如果已经付款，请稍后刷新。',
    refresh: '刷新',
    shop: '店铺',
    time: '付款时间',
    created: '下单时间',
    orderNo: '订单号',
    refundedAmount: '已退金额',
    orderNotFoundTitle: '找不到此订单',
    orderNotFound: '订单号无效。请向店铺工作人员确认是否已付款。',
    failedTitle: '出错了',
  },
  en: {
    htmlLang: 'en',
    other: '中文',
    otherLang: 'ch',
    title: 'Pay',
    amount: 'Amount (yuan)',
    amountHint: 'At most 2 decimals',
    pay: 'Pay',
    payWechat: 'Pay with WeChat Pay',
    payAlipay: 'Pay with Alipay',
    ticket: 'Ticket',
    scan: 'To pay, scan the shop’s payment code with WeChat or Alipay.',
    onlyAlipay: 'This shop takes Alipay only: scan the payment code with Alipay.',
    onlyWechat: 'This shop takes WeChat Pay only: scan the payment code with WeChat.',
    notAcceptingTitle: 'You cannot pay here',
    notAccepting:
      'The payment code is not valid, or the shop does not take payments by code. Please pay the shop’s staff.',
    noCode: 'Scan the shop’s payment code.',
    amountInvalid: `Enter the amount in yuan, at most 2 decimals, up to ${formatMoney(PAYMENT_AMOUNT_MAX_FEN)}.`,
    paying: 'Paying…',
    cancelled: 'Payment cancelled. You can pay again.',
    failed: 'The payment did not go through. Please try again.',
    network: 'No connection. Please try again in a moment.',
    resultTitle: 'Payment',
    paid: 'Paid',
    refunded: 'Refunded',
    notPaid: 'Not paid yet',
    closed: 'Not paid, the order is closed',
    checking: 'Checking the payment…',
    stillNotPaid: 'No payment has come through yet. If you paid, refresh in a moment.',
    refresh: 'Refresh',
    shop: 'Shop',
    time: 'Paid at',
    created: 'Ordered at',
    orderNo: 'Order number',
    refundedAmount: 'Refunded',
    orderNotFoundTitle: 'Order not found',
    orderNotFound: 'The order number is not valid. Please ask the shop’s staff whether you have paid.',
    failedTitle: 'Something went wrong',
  },
} as const;

/** The texts the script shows (the rest are rendered here). */
const SCRIPT_TEXTS = [
  'amountInvalid',
  'paying',
  'cancelled',
  'failed',
  'network',
  'checking',
  'stillNotPaid',
] as const;

const CSS = `*{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;font:17px/1.5 system-ui,-apple-system,"PingFang SC","Microsoft YaHei",sans-serif;color:#1f2329;background:#f2f3f5}
main{max-width:480px;margin:0 auto;padding:12px}section{background:#fff;border-radius:12px;padding:16px;margin:0 0 12px}
.lang{text-align:right;margin:0 4px 8px}.lang a{display:inline-block;padding:8px 4px;color:#1668dc}
.shop{display:flex;align-items:center;gap:12px}.logo{flex:none;width:56px;height:56px;border-radius:10px;object-fit:cover;background:#e8f3ff;color:#1668dc;font-size:26px;font-weight:600;display:flex;align-items:center;justify-content:center}
h1{font-size:21px;margin:0;overflow-wrap:anywhere;min-width:0}h2{font-size:19px;margin:0 0 8px}p{margin:6px 0;overflow-wrap:anywhere}.muted{color:#646a73;font-size:15px}
label{display:block;font-weight:600;margin:0 0 6px}.amount{display:flex;align-items:center;border:2px solid #c9cdd4;border-radius:10px;padding:0 12px;background:#fff}.amount:focus-within{border-color:#1668dc}
.amount span{font-size:28px;color:#646a73}input{flex:1;min-width:0;border:0;outline:0;font:inherit;font-size:32px;font-weight:600;line-height:1.2;padding:10px 8px;background:transparent;color:inherit}
.big{font-size:34px;font-weight:700;margin:4px 0}button{display:block;width:100%;min-height:52px;margin:14px 0 0;border:0;border-radius:10px;font:inherit;font-size:19px;font-weight:600;line-height:1.2;color:#fff;background:#07c160;cursor:pointer}
button.alipay{background:#1677ff}button.plain{background:#fff;color:#1668dc;border:2px solid #1668dc}button:disabled{opacity:.55;cursor:default}
.msg{color:#a8071a;min-height:1.5em}.msg.info{color:#646a73}.status{font-size:26px;font-weight:700;margin:0}.ok{color:#08872f}.no{color:#ad4e00}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 14px;margin:12px 0 0}dt{color:#646a73}dd{margin:0;overflow-wrap:anywhere}`;

/** The script's address: its content hash in the name, so a new script is a new address (cached a year). */
export const PAY_SCRIPT_PATH = `/page/payment/pay-${createHash('sha256').update(PAY_SCRIPT, 'utf8').digest('hex').slice(0, 16)}.js`;

/**
 * Its stylesheet by hash, its script from our own origin (PAY_SCRIPT_PATH), calls to our own API,
 * images (the shop's logo) from us or the object store; no framing, no plugins.
 */
export function paymentPageCsp(imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styleSource(CSS)}`,
    `img-src ${["'self'", 'data:', ...imageOrigins].join(' ')}`,
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The page's language: `?lang=ch|en` (also `zh`), else the phone's Accept-Language (zh* → Chinese, else English), else Chinese. */
export function paymentLang(queryLang: unknown, acceptLanguage: string | undefined): Lang {
  if (queryLang === 'en' || queryLang === 'ch') return queryLang;
  if (queryLang === 'zh') return 'ch';
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim().toLowerCase();
  if (!first || first === '*') return 'ch';
  return first.startsWith('zh') ? 'ch' : 'en';
}

/** Which way the phone pays, by its browser: WeChat's, Alipay's, or neither. */
export function channelOfUserAgent(userAgent: string | undefined): PayChannelChoice {
  return channelOfBrowser(userAgent) ?? 'none';
}

/** The same page in the other language (the query kept, `lang` replaced, a used WeChat code dropped). */
function otherLangHref(lang: Lang, query: URLSearchParams): string {
  const q = new URLSearchParams(query);
  q.delete('code');
  q.delete('state');
  q.set('lang', TEXTS[lang].otherLang);
  return `/page/payment?${q.toString()}`;
}

/** JSON for a data block: `<` never closes the block. */
const jsonBlock = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function frame(lang: Lang, title: string, query: URLSearchParams, body: string, data?: unknown): string {
  const t = TEXTS[lang];
  const other = t.otherLang === 'en' ? 'en' : 'zh-CN';
  const script =
    data === undefined
      ? ''
      : `<script type="application/json" id="pay-data">${jsonBlock(data)}</script><script src="${PAY_SCRIPT_PATH}" defer></script>`;
  return `<!doctype html><html lang="${t.htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><meta name="referrer" content="no-referrer"><title>${esc(title)}</title><style>${CSS}</style></head><body><main><p class="lang"><a href="${esc(otherLangHref(lang, query))}" hreflang="${other}" lang="${other}" data-testid="pay-lang">${t.other}</a></p>${body}</main>${script}</body></html>`;
}

export type PayShopView = {
  shopName: string;
  /** Our own path or the object store's address; '' for none (the name's first letter is shown). */
  logoUrl: string;
  channels: PaymentChannel[];
};

function shopHeader(shop: { shopName: string; logoUrl: string }): string {
  const logo = shop.logoUrl
    ? `<img class="logo" src="${esc(shop.logoUrl)}" alt="">`
    : `<div class="logo" aria-hidden="true">${esc(Array.from(shop.shopName.trim())[0] ?? '¥')}</div>`;
  return `<section class="shop">${logo}<h1 data-testid="pay-shop">${esc(shop.shopName)}</h1></section>`;
}

/**
 * The pay page for a shop that takes payments. `channel` is the phone's browser's; a browser the shop
 * does not take (or neither of the two) gets the amount and where to scan instead of a Pay button.
 */
export function payPage(
  lang: Lang,
  query: URLSearchParams,
  input: {
    shop: PayShopView;
    code: string;
    amountFen: number | null;
    ticketNo: number | null;
    channel: PayChannelChoice;
    wechatCode: string | null;
    /** WeChat: where a fresh OAuth code comes from (this page without its used code). */
    reauthorizeUrl: string | null;
  },
): string {
  const t = TEXTS[lang];
  const { shop, amountFen, ticketNo } = input;
  const canPay = input.channel !== 'none' && shop.channels.includes(input.channel);
  const ticket =
    ticketNo === null ? '' : `<p class="muted" data-testid="pay-ticket">${t.ticket} ${ticketNo}</p>`;
  let body: string;
  if (canPay) {
    const buttonText = input.channel === 'wechat' ? t.payWechat : t.payAlipay;
    body = `${shopHeader(shop)}<section><form id="pay-form" novalidate><label for="pay-amount">${t.amount}</label><div class="amount"><span aria-hidden="true">¥</span><input id="pay-amount" name="amount" inputmode="decimal" autocomplete="off" enterkeyhint="go" placeholder="0.00" aria-describedby="pay-msg" data-testid="pay-amount" value="${amountFen === null ? '' : fenToYuanText(amountFen)}"></div>${ticket}<p id="pay-msg" class="msg" role="alert" data-testid="pay-msg"></p><button type="submit" id="pay-button" class="${input.channel}" data-testid="pay-button">${buttonText}</button></form></section>`;
  } else {
    const why =
      input.channel === 'none' || shop.channels.length === 2
        ? t.scan
        : shop.channels.includes('alipay')
          ? t.onlyAlipay
          : t.onlyWechat;
    const amount =
      amountFen === null
        ? ''
        : `<p class="big" data-testid="pay-amount-text">${esc(formatMoney(amountFen))}</p>`;
    body = `${shopHeader(shop)}<section>${amount}${ticket}<p data-testid="pay-scan">${why}</p></section>`;
  }
  if (!canPay) return frame(lang, `${shop.shopName} · ${t.title}`, query, body);
  return frame(lang, `${shop.shopName} · ${t.title}`, query, body, {
    kind: 'pay',
    lang,
    code: input.code,
    amount_fen: amountFen,
    ticket_no: ticketNo,
    channel: input.channel,
    wechat_code: input.wechatCode,
    reauthorize_url: input.reauthorizeUrl,
    max_fen: PAYMENT_AMOUNT_MAX_FEN,
    texts: Object.fromEntries(SCRIPT_TEXTS.map((key) => [key, t[key]])),
  });
}

export type PayResultView = {
  orderNo: string;
  status: PaymentStatus;
  amountFen: number;
  refundedFen: number;
  shopName: string;
  /** In the shop's calendar, e.g. `2026-11-27 12:04`. */
  paidTime: string | null;
  createdTime: string;
};

/** The result page (`?o=<order number>`): paid, or not yet (then the script asks for ~30 s). */
export function resultPage(lang: Lang, query: URLSearchParams, view: PayResultView): string {
  const t = TEXTS[lang];
  const paid = view.status === 'paid' || view.status === 'refunded';
  const word =
    view.status === 'paid'
      ? t.paid
      : view.status === 'refunded'
        ? t.refunded
        : view.status === 'closed'
          ? t.closed
          : t.notPaid;
  const rows = [
    `<dt>${t.shop}</dt><dd data-testid="pay-result-shop">${esc(view.shopName)}</dd>`,
    paid && view.paidTime
      ? `<dt>${t.time}</dt><dd data-testid="pay-result-time">${esc(view.paidTime)}</dd>`
      : `<dt>${t.created}</dt><dd>${esc(view.createdTime)}</dd>`,
    view.refundedFen > 0 ? `<dt>${t.refundedAmount}</dt><dd>${esc(formatMoney(view.refundedFen))}</dd>` : '',
    `<dt>${t.orderNo}</dt><dd>${esc(view.orderNo)}</dd>`,
  ].join('');
  const waiting = view.status === 'created';
  const refresh = waiting
    ? `<p id="pay-msg" class="msg info" role="status" data-testid="pay-msg"></p><button type="button" id="pay-refresh" class="plain" data-testid="pay-refresh">${t.refresh}</button>`
    : '';
  const body = `<section><p class="muted">${t.resultTitle}</p><p class="status ${paid ? 'ok' : 'no'}" data-testid="pay-result-status" data-status="${view.status}">${word}</p><p class="big" data-testid="pay-result-amount">${esc(formatMoney(view.amountFen))}</p><dl>${rows}</dl>${refresh}</section>`;
  const title = `${word} · ${view.shopName}`;
  if (!waiting) return frame(lang, title, query, body);
  return frame(lang, title, query, body, {
    kind: 'result',
    lang,
    order_no: view.orderNo,
    texts: Object.fromEntries(SCRIPT_TEXTS.map((key) => [key, t[key]])),
  });
}

export type PayMessage = 'notAccepting' | 'noCode' | 'orderNotFound' | 'failed';

/** A plain message page: a shop not taking payments, no code, an unknown order, a failure. */
export function messagePage(lang: Lang, query: URLSearchParams, which: PayMessage, detail?: string): string {
  const t = TEXTS[lang];
  const [title, text] =
    which === 'notAccepting'
      ? [t.notAcceptingTitle, t.notAccepting]
      : which === 'noCode'
        ? [t.title, t.noCode]
        : which === 'orderNotFound'
          ? [t.orderNotFoundTitle, t.orderNotFound]
          : [t.failedTitle, detail ?? t.failed];
  return frame(
    lang,
    title,
    query,
    `<section><h2 data-testid="pay-message-title">${esc(title)}</h2><p data-testid="pay-message">${esc(text)}</p></section>`,
  );
}
