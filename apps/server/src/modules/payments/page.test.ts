import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { yuanToFen } from '@dahua/shared';
import { PAYMENT_AMOUNT_MAX_FEN } from '@dahua/shared/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSettings, payments, shops } from '../../db/schema/index.js';
import { inlineScriptHashes } from '../../http/security-headers.js';
import { buildCompanyWith, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { PAY_SCRIPT, TO_FEN_SOURCE } from './page-script.js';

/*
 * The shopper's payment page (issue 31 §2), as a phone gets it: both languages, the way to pay by the
 * phone's browser, its CSP and script, its weight, escaping, the shop that does not take payments, and
 * the result page. On both engines (TEST_ENGINE=postgres).
 */

const KEYS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/payment-keys');
const ENV = {
  WECHATPAY_SP_MCHID: '1900000001',
  WECHAT_MP_APPID: 'wxpagetest0000001',
  WECHAT_MP_SECRET: 'page-test-mp-secret',
  WECHATPAY_API_V3_KEY: 'k'.repeat(32),
  WECHATPAY_CERT_SERIAL: 'SERIALPAGETEST',
  WECHATPAY_PRIVATE_KEY_FILE: path.join(KEYS, 'wechatpay-merchant.key.pem'),
  WECHATPAY_PLATFORM_SERIAL: 'PLATFORMPAGETEST',
  WECHATPAY_PLATFORM_KEY_FILE: path.join(KEYS, 'wechatpay-platform.pub.pem'),
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY_FILE: path.join(KEYS, 'alipay-app.key.pem'),
  ALIPAY_PUBLIC_KEY_FILE: path.join(KEYS, 'alipay-gateway.pub.pem'),
  WECHAT_OAUTH_BASE: 'https://oauth.example.test',
};

const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const ALIPAY_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 AlipayClient/10.5.36.8000 Language/zh-Hans';
const PLAIN_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ENV);
});
afterAll(() => t.close());

let sequence = 0;
/** A shop with payment settings: both channels bound and enabled unless told otherwise. */
async function shopWith(
  settings: { enabled?: boolean; wechat?: boolean; alipay?: boolean } = {},
  name = `鲜果摊 ${++sequence}`,
  timeZone: string | null = null,
) {
  const owner = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, owner.id);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name, timeZone }).returning();
  const code = `pg${String(Date.now() % 1e6).padStart(6, '0')}${String(++sequence).padStart(4, '0')}`.slice(
    0,
    12,
  );
  await t.ctx.db.insert(paymentSettings).values({
    shopId: shop!.id,
    companyId: company.id,
    paymentCode: code,
    enabled: settings.enabled ?? true,
    wechatSubMchid: settings.wechat === false ? null : '1900000109',
    alipayAppAuthToken: settings.alipay === false ? null : 'token-of-the-merchant-01',
    alipayMerchantId: settings.alipay === false ? null : '2088000000000001',
  });
  return { shop: shop!, company, code };
}

async function page(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { 'user-agent': PLAIN_UA, ...headers },
  });
  return { status: response.statusCode, body: response.body, headers: response.headers };
}

/** The page's script path, from its <script src>. */
const scriptSrc = (html: string) => /<script src="([^"]+)"/.exec(html)?.[1];
const dataOf = (html: string) =>
  JSON.parse(/<script type="application\/json" id="pay-data">([\s\S]*?)<\/script>/.exec(html)![1]!);

describe('the payment page', () => {
  it('shows the shop and the amount in Chinese by default and in English by the phone or ?lang', async () => {
    const { code } = await shopWith({}, '老王水果');
    const zh = await page(`/page/payment?s=${code}&a=1280&t=42`);
    expect(zh.status).toBe(200);
    expect(zh.headers['content-type']).toContain('text/html');
    expect(zh.body).toContain('<html lang="zh-CN">');
    expect(zh.body).toContain('老王水果');
    expect(zh.body).toContain('¥12.80');
    expect(zh.body).toContain('小票号 42');
    expect(zh.body).toContain('请用微信或支付宝扫描店铺的付款码付款。');
    // A plain browser cannot pay: no Pay button, no script.
    expect(zh.body).not.toContain('data-testid="pay-button"');
    expect(zh.body).toContain(`/page/payment?s=${code}&amp;a=1280&amp;t=42&amp;lang=en`);

    const byPhone = await page(`/page/payment?s=${code}&a=1280`, { 'accept-language': 'en-US,en;q=0.9' });
    expect(byPhone.body).toContain('<html lang="en">');
    expect(byPhone.body).toContain('To pay, scan the shop’s payment code with WeChat or Alipay.');
    expect(byPhone.body).not.toContain('请用微信');
    const zhPhone = await page(`/page/payment?s=${code}&a=1280`, { 'accept-language': 'zh-TW,zh;q=0.9' });
    expect(zhPhone.body).toContain('<html lang="zh-CN">');
    const other = await page(`/page/payment?s=${code}&a=1280`, { 'accept-language': 'fr-FR' });
    expect(other.body).toContain('<html lang="en">');
    const chosen = await page(`/page/payment?s=${code}&a=1280&lang=ch`, { 'accept-language': 'en' });
    expect(chosen.body).toContain('<html lang="zh-CN">');
    const english = await page(`/page/payment?s=${code}&a=1280&t=42&lang=en`);
    expect(english.body).toContain('¥12.80');
    expect(english.body).toContain('Ticket');
  });

  it('inside Alipay: an editable amount and a Pay button, in both languages', async () => {
    const { code } = await shopWith();
    for (const [lang, button, label] of [
      ['ch', '用支付宝付款', '金额（元）'],
      ['en', 'Pay with Alipay', 'Amount (yuan)'],
    ] as const) {
      const html = (
        await page(`/page/payment?s=${code}&a=1280&t=7&lang=${lang}`, { 'user-agent': ALIPAY_UA })
      ).body;
      expect(html).toContain(button);
      expect(html).toContain(label);
      expect(html).toMatch(/<input id="pay-amount"[^>]*value="12.80"/);
      expect(dataOf(html)).toMatchObject({
        kind: 'pay',
        lang,
        code,
        amount_fen: 1280,
        ticket_no: 7,
        channel: 'alipay',
        wechat_code: null,
        max_fen: PAYMENT_AMOUNT_MAX_FEN,
      });
    }
    // Without an amount the shopper types one.
    const empty = (await page(`/page/payment?s=${code}`, { 'user-agent': ALIPAY_UA })).body;
    expect(empty).toMatch(/<input id="pay-amount"[^>]*value=""/);
    expect(dataOf(empty).amount_fen).toBeNull();
  });

  it('inside WeChat: first through the official account’s snsapi_base authorisation, then the Pay button with the code', async () => {
    const { code } = await shopWith();
    const first = await page(`/page/payment?s=${code}&a=500&t=3&lang=en`, {
      'user-agent': WECHAT_UA,
      host: 'pay.example.test',
    });
    expect(first.status).toBe(302);
    const location = new URL(first.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toBe(
      'https://oauth.example.test/connect/oauth2/authorize',
    );
    expect(location.hash).toBe('#wechat_redirect');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      appid: ENV.WECHAT_MP_APPID,
      redirect_uri: `http://pay.example.test/page/payment?s=${code}&a=500&t=3&lang=en`,
      response_type: 'code',
      scope: 'snsapi_base',
      state: 'pay',
    });
    // Back with the code: the page pays with it, and knows where a fresh one comes from.
    const back = await page(`/page/payment?s=${code}&a=500&t=3&lang=en&code=CODE123&state=pay`, {
      'user-agent': WECHAT_UA,
      host: 'pay.example.test',
    });
    expect(back.status).toBe(200);
    expect(back.body).toContain('Pay with WeChat Pay');
    const data = dataOf(back.body);
    expect(data).toMatchObject({ channel: 'wechat', wechat_code: 'CODE123', amount_fen: 500, ticket_no: 3 });
    expect(data.reauthorize_url).toBe(first.headers.location);
    // The language link does not carry the used code.
    expect(back.body).toContain(`href="/page/payment?s=${code}&amp;a=500&amp;t=3&amp;lang=ch"`);
  });

  it('says which app to use when the shop does not take the phone’s', async () => {
    const alipayOnly = await shopWith({ wechat: false });
    const inWechat = await page(`/page/payment?s=${alipayOnly.code}&a=300`, { 'user-agent': WECHAT_UA });
    expect(inWechat.status).toBe(200);
    expect(inWechat.body).toContain('此店铺只收支付宝：请用支付宝扫描付款码。');
    expect(inWechat.body).toContain('¥3.00');
    expect(inWechat.body).not.toContain('pay-button');
    const wechatOnly = await shopWith({ alipay: false });
    const inAlipay = await page(`/page/payment?s=${wechatOnly.code}&a=300&lang=en`, {
      'user-agent': ALIPAY_UA,
    });
    expect(inAlipay.body).toContain('This shop takes WeChat Pay only: scan the payment code with WeChat.');
  });

  it('answers a shop that does not take payments with a plain 404 page, in both languages', async () => {
    const disabled = await shopWith({ enabled: false });
    const unbound = await shopWith({ wechat: false, alipay: false });
    for (const url of [
      '/page/payment?s=zzzzzzzzzzzz&a=100',
      '/page/payment?s=NOT-A-CODE',
      `/page/payment?s=${disabled.code}&a=100`,
      `/page/payment?s=${unbound.code}&a=100`,
    ]) {
      const zh = await page(url, { 'user-agent': ALIPAY_UA });
      expect(zh.status, url).toBe(404);
      expect(zh.headers['content-type']).toContain('text/html');
      expect(zh.body).toContain('无法在此付款');
      expect(zh.body).toContain('请向店铺工作人员付款');
      expect(zh.body).not.toContain('pay-button');
      const en = await page(`${url}&lang=en`, { 'user-agent': WECHAT_UA });
      expect(en.status, url).toBe(404);
      expect(en.body).toContain('You cannot pay here');
    }
    const noCode = await page('/page/payment');
    expect(noCode.status).toBe(404);
    expect(noCode.body).toContain('请扫描店铺的付款码。');
  });

  it('shows a shop named like markup as text', async () => {
    const { code } = await shopWith({}, '<script>alert(1)</script>&"\'');
    for (const ua of [PLAIN_UA, ALIPAY_UA]) {
      const html = (await page(`/page/payment?s=${code}&a=100`, { 'user-agent': ua })).body;
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;&amp;&quot;&#39;');
      expect(html).not.toContain('<script>alert(1)');
      expect(inlineScriptHashes(html)).toEqual([]);
    }
  });

  it('has a CSP that allows its stylesheet and its one same-origin script, and nothing inline', async () => {
    const { code } = await shopWith();
    const html = await page(`/page/payment?s=${code}&a=100`, { 'user-agent': ALIPAY_UA });
    const csp = html.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    const css = /<style>([\s\S]*?)<\/style>/.exec(html.body)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
    // The only executable script is a same-origin file (the JSON block is data, never run).
    expect(inlineScriptHashes(html.body)).toEqual([]);
    const src = scriptSrc(html.body)!;
    expect(src).toMatch(/^\/page\/payment\/pay-[0-9a-f]{16}\.js$/);
    expect(src).toContain(createHash('sha256').update(PAY_SCRIPT, 'utf8').digest('hex').slice(0, 16));
    const script = await page(src);
    expect(script.status).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.body).toBe(PAY_SCRIPT);
    expect(html.headers['cache-control']).toBe('no-store');
  });

  it('weighs at most 60 KB with its script and stylesheet', async () => {
    const { code } = await shopWith({}, '店'.repeat(60));
    const script = PAY_SCRIPT.length;
    for (const ua of [WECHAT_UA, ALIPAY_UA, PLAIN_UA])
      for (const lang of ['ch', 'en']) {
        const html = await page(`/page/payment?s=${code}&a=99999&t=123456&lang=${lang}&code=C`, {
          'user-agent': ua,
        });
        expect(html.status).toBe(200);
        expect(Buffer.byteLength(html.body) + Buffer.byteLength(PAY_SCRIPT)).toBeLessThanOrEqual(60 * 1024);
      }
    expect(script).toBeGreaterThan(1000);
  });

  it('reads typed yuan exactly as the shared money rules do', () => {
    const toFen = new Function(`${TO_FEN_SOURCE}; return toFen;`)() as (
      text: string,
      maxFen: number,
    ) => number | null;
    const typed = [
      '12.80',
      '12.8',
      '12.',
      ' 3. ',
      '0.01',
      '0',
      '0.00',
      '00012.5',
      '1.005',
      '-1',
      '1e3',
      '12,5',
      'NaN',
      '',
      '.5',
      '100000',
      '100000.00',
      '100000.01',
      '999999999999999',
      '0000000000000000001',
      '12.3a',
      '１２',
    ];
    for (const text of typed) {
      const shared = yuanToFen(text, { maxFen: PAYMENT_AMOUNT_MAX_FEN });
      expect(toFen(text, PAYMENT_AMOUNT_MAX_FEN), text).toBe(shared === null || shared < 1 ? null : shared);
    }
  });
});

describe('the result page', () => {
  let orderSeq = 0;
  async function order(
    shop: { shop: { id: number }; company: { id: number } },
    values: { status: 'created' | 'paid' | 'refunded'; paidTime?: Date; refundedFen?: number },
  ) {
    const orderNo = `P2026030112040${String(++orderSeq).padStart(7, '0')}`;
    await t.ctx.db.insert(payments).values({
      companyId: shop.company.id,
      shopId: shop.shop.id,
      orderNo,
      visitKey: `visit-of-the-test-${orderSeq}`,
      channel: 'alipay',
      amountFen: 1280,
      status: values.status,
      merchantId: '2088000000000001',
      createdTime: new Date('2026-03-01T04:03:00Z'),
      paidTime: values.paidTime ?? null,
      refundedFen: values.refundedFen ?? 0,
      providerTradeNo: values.status === 'created' ? null : '2026030122001400000000000001',
    });
    return orderNo;
  }

  it('says paid with the amount, the shop and the time in the shop’s calendar, in both languages', async () => {
    const tokyo = await shopWith({}, '东京鲜鱼', 'Asia/Tokyo');
    const no = await order(tokyo, { status: 'paid', paidTime: new Date('2026-03-01T04:04:30Z') });
    const zh = await page(`/page/payment?o=${no}`);
    expect(zh.status).toBe(200);
    expect(zh.body).toContain('已支付');
    expect(zh.body).toContain('¥12.80');
    expect(zh.body).toContain('东京鲜鱼');
    // 04:04 UTC is 13:04 in Tokyo.
    expect(zh.body).toContain('2026-03-01 13:04');
    expect(zh.body).toContain('付款时间');
    expect(zh.body).toContain(no);
    // Nothing left to wait for: no script.
    expect(scriptSrc(zh.body)).toBeUndefined();
    const en = await page(`/page/payment?o=${no}`, { 'accept-language': 'en-GB' });
    expect(en.body).toContain('data-status="paid">Paid<');
    expect(en.body).toContain('Paid at');
    expect(en.body).toContain('2026-03-01 13:04');

    const shanghai = await shopWith({}, '上海肉铺');
    const refunded = await order(shanghai, {
      status: 'refunded',
      paidTime: new Date('2026-03-01T04:04:30Z'),
      refundedFen: 1280,
    });
    const back = await page(`/page/payment?o=${refunded}&lang=en`);
    expect(back.body).toContain('Refunded');
    expect(back.body).toContain('2026-03-01 12:04');
  });

  it('says not paid yet and asks again for an unpaid order', async () => {
    const shop = await shopWith();
    const no = await order(shop, { status: 'created' });
    for (const [lang, word, refresh] of [
      ['ch', '尚未支付', '刷新'],
      ['en', 'Not paid yet', 'Refresh'],
    ] as const) {
      const html = await page(`/page/payment?o=${no}&lang=${lang}`);
      expect(html.status).toBe(200);
      expect(html.body).toContain(word);
      expect(html.body).toContain(refresh);
      expect(html.body).toContain('¥12.80');
      expect(dataOf(html.body)).toMatchObject({ kind: 'result', order_no: no, lang });
      expect(scriptSrc(html.body)).toMatch(/^\/page\/payment\/pay-/);
    }
  });

  it('answers an unknown order number with a 404 page', async () => {
    for (const no of ['P99999999999999999999', 'nonsense']) {
      const zh = await page(`/page/payment?o=${no}`);
      expect(zh.status).toBe(404);
      expect(zh.body).toContain('找不到此订单');
      const en = await page(`/page/payment?o=${no}&lang=en`);
      expect(en.body).toContain('Order not found');
    }
  });
});
