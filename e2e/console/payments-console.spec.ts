import { readFileSync } from 'node:fs';
import { OWNER } from '../support/accounts';
import { fitsTheWidth, onScreen } from '../support/layout';
import {
  ALIPAY_STAND_IN_PORT,
  STAND_IN_ALIPAY_MERCHANT,
  STAND_IN_APP_AUTH_TOKEN,
  STAND_IN_SUB_MCHID,
} from '../support/payment-stand-ins';
import { api } from '../support/request-api';
import { ownerAuthorization } from '../support/sales';
import { openOptions, pick } from '../support/select';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/*
 * Payments in the console (issue 31 §1, §4), against the payment providers' stand-ins
 * (support/payment-stand-ins.ts). The demo owner opens a new shop's Payments tab, sees both providers
 * offered and nothing bound, binds the stand-ins' WeChat Pay sub-merchant and Alipay authorisation
 * (each verified), and downloads the payment sticker (a PDF). A shopper pays that shop through the
 * public API and Alipay's stand-in cashier; the payments page lists it unmatched (its filters in the
 * address), the owner refunds part of it, then the scale's sale of that ticket arrives: the payment
 * shows the scale and ticket, and trade records tag the sale "Paid by Alipay". In Chinese at 1440 px
 * and in English at 375 px, where nothing scrolls sideways and every action is on screen.
 */
test.describe.configure({ timeout: 120_000 });

const seed = Date.now();
/**
 * The sale's PLU: one no goods item has (a scale holds PLU 1–4000, so the goods block 9600–9699 this
 * spec was given cannot be sold); the ticket matches by its number, whatever was on it.
 */
const UNMAPPED_PLU = 3980;

const WORDS = {
  ch: {
    paid: '已支付',
    unmatched: '未匹配',
    alipayBound: `已绑定 商户 ${STAND_IN_ALIPAY_MERCHANT}（令牌尾号 ${STAND_IN_APP_AUTH_TOKEN.slice(-4)}）`,
    wechatBound: `已绑定 子商户号 ${STAND_IN_SUB_MCHID}`,
    verified: /^已验证 \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    alipay: '支付宝',
    reasonRequired: '请填写退款原因',
    refunded: '已退款',
    ticket: (scale: string, ticket: number) => `秤 ${scale} 单号 ${ticket}`,
    paidBy: '支付宝',
  },
  en: {
    paid: 'Paid',
    unmatched: 'Unmatched',
    alipayBound: `Bound: merchant ${STAND_IN_ALIPAY_MERCHANT} (token ending ${STAND_IN_APP_AUTH_TOKEN.slice(-4)})`,
    wechatBound: `Bound: sub-merchant ${STAND_IN_SUB_MCHID}`,
    verified: /^Verified \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    alipay: 'Alipay',
    reasonRequired: 'Give the reason for the refund',
    refunded: 'Refunded',
    ticket: (scale: string, ticket: number) => `Scale ${scale} ticket ${ticket}`,
    paidBy: 'Paid by Alipay',
  },
};

/** A new shop of the demo company with a scale (and its device credential). */
async function prepare(request: APIRequestContext, tag: string) {
  const auth = await ownerAuthorization(request);
  const unique = `${tag}${seed.toString(36)}`;
  const shop = { name: `收款店${unique}`, id: 0 };
  shop.id = (await api<{ id: number }>(request, auth, 'post', '/api/management/shops/create', shop)).id;
  const scaleName = `收银秤${unique}`;
  const scale = await api<{ id: number; device_credential: string }>(
    request,
    auth,
    'post',
    '/api/management/scales/create',
    { shop_id: shop.id, scale_name: scaleName, scale_uuid: `e2e-pay-${unique}` },
  );
  return { auth, shop, scale: { ...scale, name: scaleName } };
}

/** A shopper pays `amount_fen` at the shop's code with Alipay: the order, the stand-in's cashier, its pay button. */
async function payWithAlipay(request: APIRequestContext, code: string, amountFen: number, ticketNo: number) {
  const created = await api<{ order_no: string; alipay_url: string }>(
    request,
    '',
    'post',
    '/api/external/payments',
    {
      code,
      amount_fen: amountFen,
      channel: 'alipay',
      ticket_no: ticketNo,
      visit: `e2e${seed.toString(36)}${ticketNo}visit`,
    },
  );
  const cashier = await request.get(created.alipay_url);
  expect(cashier.status(), 'the stand-in cashier opens').toBe(200);
  const paid = await request.post(`http://127.0.0.1:${ALIPAY_STAND_IN_PORT}/cashier/pay`, {
    form: { out_trade_no: created.order_no },
    maxRedirects: 0,
  });
  expect(paid.status(), 'the cashier pays and sends the payer back').toBe(302);
  await expect
    .poll(
      async () =>
        (await api<{ status: string }>(request, '', 'get', `/api/external/payments/${created.order_no}`))
          .status,
    )
    .toBe('paid');
  return created.order_no;
}

/** The scale sends the ticket's one record: one piece for `totalFen`, sold a minute ago (China time). */
async function sell(
  request: APIRequestContext,
  scale: { device_credential: string },
  ticketNo: number,
  totalFen: number,
) {
  const at = new Date(Date.now() - 60_000 + 8 * 3600_000).toISOString().slice(0, 19);
  const response = await request.post('/api/devices/trades', {
    headers: { authorization: `Bearer ${scale.device_credential}` },
    data: {
      records: [
        {
          record_no: 1,
          trade_time: `${at}+08:00`,
          plu: UNMAPPED_PLU,
          weighing_mode: 1,
          weight: 1,
          unit_price: totalFen,
          total_before_discount: totalFen,
          total_price: totalFen,
          ticket_no: ticketNo,
          department: 1,
        },
      ],
    },
  });
  const body = await response.json();
  expect(body.code, `ingest: ${body.msg}`).toBe(1);
}

async function signInAt(page: Page, language: 'ch' | 'en', width: number, path: string) {
  await page.setViewportSize({ width, height: width < 768 ? 812 : 900 });
  await openSignedIn(page, OWNER, path, { language });
}

for (const [language, width, amountFen, ticketNo] of [
  ['ch', 1440, 2460, 9601],
  ['en', 375, 1870, 9651],
] as const) {
  test(`the owner binds a shop, sees a payment, refunds part of it and sees it matched (${language}, ${width} px)`, async ({
    page,
    request,
  }) => {
    const words = WORDS[language];
    const { auth, shop, scale } = await prepare(request, `${language}${width}`);

    // The shop's Payments tab: both providers offered here, nothing bound yet.
    await signInAt(page, language, width, `/project/shopMng/shopList/manage/${shop.id}?tab=payments`);
    const wechat = page.getByTestId('payment-wechat');
    const alipay = page.getByTestId('payment-alipay');
    await expect(wechat).toHaveAttribute('data-configured', 'yes');
    await expect(alipay).toHaveAttribute('data-configured', 'yes');
    await expect(wechat).toHaveAttribute('data-bound', 'no');
    await expect(alipay).toHaveAttribute('data-bound', 'no');
    await expect(page.getByTestId('payment-url')).toHaveText(/\/page\/payment\?s=[a-z0-9]{12}$/);
    await fitsTheWidth(page);

    // A sub-merchant number WeChat does not know is refused plainly; nothing is stored.
    await page.getByTestId('payment-wechat-input').fill('1900000999');
    await page.getByTestId('payment-settings-save').click();
    await expect(page.getByTestId('payment-settings-refusal')).toBeVisible();
    await expect(wechat).toHaveAttribute('data-bound', 'no');

    // Bind both, turn payments on: each verified by its stand-in; the token is never shown back.
    await page.getByTestId('payment-wechat-input').fill(STAND_IN_SUB_MCHID);
    await page.getByTestId('payment-alipay-input').fill(STAND_IN_APP_AUTH_TOKEN);
    await page.getByTestId('payment-enabled').click();
    await onScreen(page, page.getByTestId('payment-settings-save'), 'Save');
    await page.getByTestId('payment-settings-save').click();
    await expect(page.getByTestId('payment-settings-refusal')).toHaveCount(0);
    await expect(page.getByTestId('payment-wechat-state')).toHaveText(words.wechatBound);
    await expect(page.getByTestId('payment-alipay-state')).toHaveText(words.alipayBound);
    await expect(page.getByTestId('payment-wechat-verified')).toHaveText(words.verified);
    await expect(page.getByTestId('payment-alipay-verified')).toHaveText(words.verified);
    await expect(page.getByTestId('payment-alipay-input')).toHaveValue('');
    await expect(page.getByTestId('payment-enabled')).toHaveAttribute('aria-checked', 'true');
    const settings = await api<{ enabled: boolean; payment_code: string }>(
      request,
      auth,
      'get',
      `/api/management/shops/${shop.id}/payment_settings`,
    );
    expect(settings.enabled).toBe(true);

    // The stand sticker is a PDF.
    await onScreen(page, page.getByTestId('payment-sticker'), 'the sticker button');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('payment-sticker').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await fitsTheWidth(page);

    // A shopper pays with Alipay; the payments page (this shop, from the address) lists it unmatched.
    const orderNo = await payWithAlipay(request, settings.payment_code, amountFen, ticketNo);
    await page.goto(`/project/tradeMng/payments?shop_id=${shop.id}`);
    const row = page.locator(`[data-testid="payment-row"][data-order="${orderNo}"]`);
    await expect(row.getByTestId('payment-amount')).toHaveText(`¥${(amountFen / 100).toFixed(2)}`);
    await expect(row.getByTestId('payment-status')).toHaveText(words.paid);
    await expect(row.getByTestId('payment-channel')).toHaveText(words.alipay);
    await expect(row.getByTestId('payment-match')).toHaveText(words.unmatched);
    await expect(page.getByTestId('payment-days')).toContainText(`¥${(amountFen / 100).toFixed(2)}`);
    await fitsTheWidth(page);

    // A filter goes into the address (and the shop's stays).
    await page.getByTestId('payment-channel-filter').click();
    await openOptions(page).filter({ hasText: words.alipay }).click();
    await expect(page).toHaveURL(
      new RegExp(`shop_id=${shop.id}.*channel=alipay|channel=alipay.*shop_id=${shop.id}`),
    );
    await expect(row).toBeVisible();

    // Refund ¥1.00 of it: the reason is required; the drawer then shows the refund.
    await row.getByTestId('payment-open').click();
    await onScreen(page, page.getByTestId('payment-refund'), 'Refund');
    await page.getByTestId('payment-refund').click();
    await expect(page.getByTestId('refund-amount')).toHaveValue(`${(amountFen / 100).toFixed(2)}`);
    await page.getByTestId('refund-amount').fill('1.00');
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-form')).toContainText(words.reasonRequired);
    await page.getByTestId('refund-reason').fill('少称 e2e');
    // A stray Esc asks before the reason is lost; keeping it keeps what was typed.
    await page.keyboard.press('Escape');
    await page.getByTestId('unsaved-keep-editing').click();
    await expect(page.getByTestId('refund-reason')).toHaveValue('少称 e2e');
    await onScreen(page, page.getByTestId('refund-submit'), 'the refund button');
    await page.getByTestId('refund-submit').click();
    await expect(page.getByTestId('refund-form')).toHaveCount(0);
    await expect(page.getByTestId('payment-detail-refunded')).toHaveText('¥1.00');
    await expect(page.getByTestId('payment-refund-row')).toHaveAttribute('data-status', 'succeeded');
    await expect(page.getByTestId('payment-refund-row')).toContainText('少称 e2e');
    await fitsTheWidth(page);
    await page.keyboard.press('Escape');
    // The list took the refund (its own column at 1440 px, under the amount on a phone).
    await expect(row).toContainText('¥1.00');

    // The scale's sale of that ticket arrives: the payment shows the scale and ticket. (A reload on the
    // loaded two-core CI machine can take seconds: one attempt ran past a 20 s budget there.)
    await sell(request, scale, ticketNo, amountFen);
    await expect(async () => {
      await page.reload();
      await expect(row.getByTestId('payment-match')).toHaveText(words.ticket(scale.name, ticketNo), {
        timeout: 5_000,
      });
    }).toPass({ timeout: 45_000 });
    await fitsTheWidth(page);

    // Trade records tag the sale.
    await page.goto('/project/tradeMng/tradeList');
    await pick(page, page.getByTestId('trade-shop-filter'), shop.name);
    // Until the list has the shop's own rows, it shows the other tests' paid sales too.
    await expect(page).toHaveURL(new RegExp(`shop_id=${shop.id}`));
    const tag = page.getByTestId('trade-paid-by');
    await expect(tag).toHaveCount(1);
    await expect(tag).toHaveText(words.paidBy);
    await expect(tag).toHaveAttribute('data-channel', 'alipay');
    await onScreen(page, tag, 'the paid-by tag');
    await fitsTheWidth(page);
  });
}
