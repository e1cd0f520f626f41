import { OWNER } from '../support/accounts';
import {
  STAND_IN_APP_AUTH_TOKEN,
  STAND_IN_SUB_MCHID,
  WECHATPAY_STAND_IN_PORT,
} from '../support/payment-stand-ins';
import { api, signedIn } from '../support/request-api';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

/*
 * Issue 31 §2 end to end: the shopper's payment page on a 375 px phone, against the payment providers'
 * stand-ins (support/payment-stand-ins.ts). The demo owner binds a new shop of the demo company with the
 * stand-ins' WeChat Pay sub-merchant and Alipay authorisation; a plain browser is told to scan with WeChat
 * or Alipay, Alipay's browser pays through the stand-in's cashier, WeChat's through the official
 * account's OAuth and WeixinJSBridge (injected here, paying at the stand-in), and paying again after
 * a refresh never pays twice.
 */

const PHONE = { width: 375, height: 812 };
const ALIPAY_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 AlipayClient/10.5.36.8000 Language/zh-Hans';
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 MicroMessenger/8.0.47.2560(0x28002F35) NetType/WIFI Language/zh_CN';

type Settings = {
  shop_id: number;
  payment_code: string;
  payment_url: string;
  enabled: boolean;
  version: number;
};
type PaymentRow = {
  order_no: string;
  status: string;
  amount_fen: number;
  channel: string;
  ticket_no: number | null;
};

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let shopId = 0;
let code = '';

/** A new shop of the demo company, bound to both stand-ins and enabled (once per worker). */
async function boundShop(request: APIRequestContext): Promise<void> {
  if (code) return;
  const auth = await signedIn(request, OWNER);
  const shop = await api<{ id: number }>(request, auth, 'post', '/api/management/shops', {
    name: `付款摊 ${stamp}`,
  });
  shopId = shop.id;
  const before = await api<Settings>(
    request,
    auth,
    'get',
    `/api/management/shops/${shopId}/payment_settings`,
  );
  const after = await api<Settings>(
    request,
    auth,
    'put',
    `/api/management/shops/${shopId}/payment_settings`,
    {
      wechat_sub_mchid: STAND_IN_SUB_MCHID,
      alipay_app_auth_token: STAND_IN_APP_AUTH_TOKEN,
      enabled: true,
      version: before.version,
    },
  );
  expect(after.enabled).toBe(true);
  expect(after.payment_url).toMatch(new RegExp(`/page/payment\\?s=${after.payment_code}$`));
  code = after.payment_code;
}

async function paymentsOfShop(request: APIRequestContext): Promise<PaymentRow[]> {
  const auth = await signedIn(request, OWNER);
  const page = await api<{ list: PaymentRow[] }>(
    request,
    auth,
    'get',
    `/api/management/payments?shop_id=${shopId}&per_page=100`,
  );
  return page.list;
}

async function fitsThePhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

test.describe('in a plain browser', () => {
  test.use({ viewport: PHONE });

  test('shows the shop and the amount and says to scan with WeChat or Alipay, in both languages', async ({
    page,
    request,
  }) => {
    await boundShop(request);
    await page.goto(`/page/payment?s=${code}&a=1280&t=9501&lang=ch`);
    await expect(page.getByTestId('pay-shop')).toHaveText(`付款摊 ${stamp}`);
    await expect(page.getByTestId('pay-amount-text')).toHaveText('¥12.80');
    await expect(page.getByTestId('pay-scan')).toHaveText('请用微信或支付宝扫描店铺的付款码付款。');
    await expect(page.getByTestId('pay-button')).toHaveCount(0);
    await fitsThePhone(page);

    await page.getByTestId('pay-lang').click();
    await expect(page).toHaveURL(/lang=en/);
    await expect(page.getByTestId('pay-amount-text')).toHaveText('¥12.80');
    await expect(page.getByTestId('pay-scan')).toHaveText(
      'To pay, scan the shop’s payment code with WeChat or Alipay.',
    );
    await fitsThePhone(page);

    // A code that takes no payments: a plain page with status 404.
    const unknown = await page.goto('/page/payment?s=zzzzzzzzzzzz&a=100&lang=en');
    expect(unknown?.status()).toBe(404);
    await expect(page.getByTestId('pay-message-title')).toHaveText('You cannot pay here');
  });
});

test.describe('inside Alipay', () => {
  test.use({ viewport: PHONE, userAgent: ALIPAY_UA, locale: 'zh-CN' });

  test('pays through the cashier, lands on a paid result, and paying again after a refresh pays nothing more', async ({
    page,
    request,
  }) => {
    await boundShop(request);
    const payUrl = `/page/payment?s=${code}&a=1234&t=9502`;
    await page.goto(payUrl);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.getByTestId('pay-amount')).toHaveValue('12.34');
    await fitsThePhone(page);

    // A wrong amount is refused on the page.
    await page.getByTestId('pay-amount').fill('12.345');
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('pay-msg')).toContainText('最多两位小数');
    await page.getByTestId('pay-amount').fill('12.34');

    await page.getByTestId('pay-button').click();
    await page.getByTestId('standin-alipay-pay').click();
    await expect(page).toHaveURL(/\/page\/payment\?o=P\d{20}/);
    await expect(page.getByTestId('pay-result-status')).toHaveText('已支付');
    await expect(page.getByTestId('pay-result-amount')).toHaveText('¥12.34');
    await expect(page.getByTestId('pay-result-shop')).toHaveText(`付款摊 ${stamp}`);
    await expect(page.getByTestId('pay-result-time')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await fitsThePhone(page);
    const orderNo = new URL(page.url()).searchParams.get('o');

    // The result refreshed, then the paying page opened again and Pay tapped: the same, paid order.
    await page.reload();
    await expect(page.getByTestId('pay-result-status')).toHaveText('已支付');
    await page.goto(payUrl);
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(new RegExp(`\\?o=${orderNo}&lang=ch$`));
    await expect(page.getByTestId('pay-result-status')).toHaveText('已支付');

    const ours = (await paymentsOfShop(request)).filter((p) => p.ticket_no === 9502);
    expect(ours).toEqual([
      expect.objectContaining({ order_no: orderNo, status: 'paid', amount_fen: 1234, channel: 'alipay' }),
    ]);
  });

  test('a result page opened before paying says not paid yet, then paid once the payment comes', async ({
    page,
    context,
    request,
  }) => {
    await boundShop(request);
    await page.goto(`/page/payment?s=${code}&a=566&t=9504&lang=en`);
    await page.getByTestId('pay-button').click();
    await expect(page.getByTestId('standin-alipay-pay')).toBeVisible();
    const [order] = (await paymentsOfShop(request)).filter((p) => p.ticket_no === 9504);
    expect(order).toMatchObject({ status: 'created', amount_fen: 566 });

    const result = await context.newPage();
    await result.goto(`/page/payment?o=${order!.order_no}&lang=en`);
    await expect(result.getByTestId('pay-result-status')).toHaveText('Not paid yet');
    await expect(result.getByTestId('pay-msg')).toHaveText('Checking the payment…');
    await expect(result.getByTestId('pay-refresh')).toBeDisabled();
    expect(await result.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    );

    await page.getByTestId('standin-alipay-pay').click();
    await expect(result.getByTestId('pay-result-status')).toHaveText('Paid');
    await expect(result.getByTestId('pay-result-amount')).toHaveText('¥5.66');
  });
});

test.describe('inside WeChat', () => {
  test.use({ viewport: PHONE, userAgent: WECHAT_UA, locale: 'en-US' });

  test('goes through the official account’s OAuth, pays with WeixinJSBridge and lands on a paid result', async ({
    page,
    context,
    request,
  }) => {
    await boundShop(request);
    // WeChat's JSAPI bridge, as WeChat's browser has it: paying is the stand-in's POST /__stand-in/pay
    // with the prepay id, made from here (the page's CSP rightly lets it talk to its own server only).
    const invoked: Record<string, string>[] = [];
    await context.exposeFunction('standInWechatPay', async (params: Record<string, string>) => {
      invoked.push(params);
      const prepayId = params.package?.replace(/^prepay_id=/, '');
      const paid = await request.post(`http://127.0.0.1:${WECHATPAY_STAND_IN_PORT}/__stand-in/pay`, {
        data: { prepay_id: prepayId },
      });
      return paid.status();
    });
    await context.addInitScript(() => {
      const w = window as unknown as {
        standInWechatPay(params: unknown): Promise<number>;
        WeixinJSBridge: unknown;
      };
      w.WeixinJSBridge = {
        invoke(name: string, params: unknown, done: (res: { err_msg: string }) => void) {
          if (name !== 'getBrandWCPayRequest') return;
          void w.standInWechatPay(params).then((status) =>
            done({
              err_msg: status === 200 ? 'get_brand_wcpay_request:ok' : 'get_brand_wcpay_request:fail',
            }),
          );
        },
      };
    });

    const payUrl = `/page/payment?s=${code}&a=880&t=9503&lang=en`;
    await page.goto(payUrl);
    // Back from the authorisation with its code.
    await expect(page).toHaveURL(/[?&]code=[^&]+&state=pay/);
    await expect(page.getByTestId('pay-amount')).toHaveValue('8.80');
    await expect(page.getByTestId('pay-button')).toHaveText('Pay with WeChat Pay');
    await fitsThePhone(page);
    await page.getByTestId('pay-button').click();

    await expect(page).toHaveURL(/\/page\/payment\?o=P\d{20}&lang=en$/);
    await expect(page.getByTestId('pay-result-status')).toHaveText('Paid');
    await expect(page.getByTestId('pay-result-amount')).toHaveText('¥8.80');
    await fitsThePhone(page);
    expect(invoked).toHaveLength(1);
    expect(invoked[0]).toMatchObject({ signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) });
    const orderNo = new URL(page.url()).searchParams.get('o');

    // The paying page refreshed (its code spent) and Pay tapped again: the payer token, the same paid order.
    await page.goBack();
    await page.reload();
    await page.getByTestId('pay-button').click();
    await expect(page).toHaveURL(new RegExp(`\\?o=${orderNo}&lang=en$`));
    await expect(page.getByTestId('pay-result-status')).toHaveText('Paid');
    expect(invoked).toHaveLength(1);

    const ours = (await paymentsOfShop(request)).filter((p) => p.ticket_no === 9503);
    expect(ours).toEqual([
      expect.objectContaining({ order_no: orderNo, status: 'paid', amount_fen: 880, channel: 'wechat' }),
    ]);
  });
});
