import path from 'node:path';
import { OWNER } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test';

/*
 * One scale, one code (issue 27 §3): the public page a shopper opens from the scale's sticker on a
 * 375 px phone, signed out, in both languages; a report with a photo; the owner's answer in the
 * console; the answer on the page for the report's reference.
 */

// A shopper's phone and the owner's console in one flow, on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 375, height: 812 };
const PHOTO = path.join(import.meta.dirname, '../fixtures/avatar.png');
/** The demo's fruit scale: verified 200 days ago (db/seed/demo-scale-legal.ts). */
const FRUIT_SCALE = '水果秤 1 号';
const basic = (left: string, right: string) => `Basic ${Buffer.from(`${left}:${right}`).toString('base64')}`;

async function ownerApi(request: APIRequestContext) {
  const signIn = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(OWNER.username, OWNER.password) },
  });
  const token = (await signIn.json()).data.token as string;
  return async <T>(url: string): Promise<T> => {
    const response = await request.get(url, { headers: { authorization: basic(token, 'null') } });
    const body = await response.json();
    expect(body.code, `${url}: ${body.msg}`).toBe(1);
    return body.data as T;
  };
}

/** The path of the fruit scale's public page (as its QR code holds it). */
async function fruitPage(request: APIRequestContext): Promise<string> {
  const api = await ownerApi(request);
  const scales = await api<{ list: { id: number; scale_name: string }[] }>(
    '/api/management/scales?per_page=100',
  );
  const fruit = scales.list.find((scale) => scale.scale_name === FRUIT_SCALE);
  expect(fruit, FRUIT_SCALE).toBeDefined();
  const link = await api<{ url: string; public_code: string }>(
    `/api/management/scales/${fruit!.id}/public_link`,
  );
  expect(link.url).toMatch(/\/external\/scale\/[0-9a-f]{16}$/);
  return new URL(link.url).pathname;
}

async function phonePage(browser: Browser, locale = 'zh-CN'): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, locale, isMobile: true, hasTouch: true });
  return context.newPage();
}

/** Nothing makes the page scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
}

test('the public page shows the verification on a phone, in Chinese and in English', async ({
  browser,
  request,
}) => {
  const pagePath = await fruitPage(request);
  const page = await phonePage(browser);
  await page.goto(pagePath);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('文三路生鲜店');
  const status = page.locator('[data-status]');
  await expect(status).toHaveAttribute('data-status', 'valid');
  await expect(status).toHaveText('检定合格，在有效期内');
  await expect(page.getByText('杭州市质量技术监督检测院')).toBeVisible();
  await expect(page.getByText('JD2026-0418')).toBeVisible();
  await expect(page.locator('.qr svg')).toBeVisible();
  await expect(page.getByRole('button', { name: '提交反馈' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(status).toHaveText('Verified and valid');
  await expect(page.getByText('Next verification due')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send report' })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // A phone set to English gets English at once.
  const english = await phonePage(browser, 'en-US');
  await english.goto(pagePath);
  await expect(english.locator('[data-status]')).toHaveText('Verified and valid');
});

test('a shopper reports a problem with a photo; the owner answers; the page shows the answer', async ({
  browser,
  request,
}) => {
  const pagePath = await fruitPage(request);
  const problem = `秤盘不回零 ${Date.now().toString(36)}`;

  // The shopper, signed out, on a phone.
  const shopper = await phonePage(browser);
  await shopper.goto(pagePath);
  await shopper.getByLabel('问题描述').fill(problem);
  await shopper.getByLabel(/手机号/).fill('13912345678');
  await shopper.getByLabel(/照片/).setInputFiles(PHOTO);
  await shopper.getByRole('button', { name: '提交反馈' }).click();
  await expect(shopper.getByText('已收到您的反馈。')).toBeVisible();
  const reference = (await shopper.locator('[data-reference]').textContent())?.trim() ?? '';
  expect(reference).toMatch(/^[A-Z2-9]{10}$/);
  await expect(shopper.locator('[data-report-status]')).toHaveAttribute('data-report-status', 'open');
  await expectNoSidewaysScroll(shopper);

  // The owner, in the console: the report is there with its photo; answer it.
  const owner = await (await browser.newContext()).newPage();
  await openSignedIn(owner, OWNER, '/project/dashboard');
  await expect(owner).toHaveURL(/\/project\/dashboard/);
  // The dashboard says a report waits for an answer, and leads to the open ones.
  const waiting = owner.getByTestId('attention-scale_reports_open');
  await expect(waiting).toContainText('条秤问题反馈待答复');
  await waiting.getByRole('link').click();
  await expect(owner).toHaveURL(/\/project\/scaleMng\/scaleReports\?status=open$/);
  let row = owner.getByRole('row').filter({ hasText: reference });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('sr-description')).toHaveText(problem);
  await expect(row.locator('img')).toBeVisible();
  await expect(row.getByTestId('sr-status')).toHaveText('待答复');
  await row.getByTestId('sr-answer-button').click();
  const dialog = owner.getByRole('dialog').filter({ has: owner.getByTestId('sr-answer-text') });
  await expect(dialog).toBeVisible();
  await dialog.getByTestId('sr-answer-text').fill('已重新校准，欢迎复称');
  // A stray Esc asks before the answer is lost; keeping it keeps what was typed.
  await owner.keyboard.press('Escape');
  await owner.getByTestId('unsaved-keep-editing').click();
  await expect(dialog.getByTestId('sr-answer-text')).toHaveValue('已重新校准，欢迎复称');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  // Answered, it leaves the open tab for the answered one.
  await expect(row).toHaveCount(0);
  await owner.getByTestId('sr-tab-answered').click();
  row = owner.getByRole('row').filter({ hasText: reference });
  await expect(row.getByTestId('sr-status')).toHaveText('已答复');
  await expect(row.getByTestId('sr-answer')).toHaveText('已重新校准，欢迎复称');

  // The shopper looks the report up by its number, in English this time.
  await shopper.goto(`${pagePath}?lang=en`);
  await shopper.getByLabel('Reference number').fill(reference.toLowerCase());
  await shopper.getByRole('button', { name: 'Look up' }).click();
  await expect(shopper.locator('[data-report-status]')).toHaveText('The shop has answered');
  await expect(shopper.locator('[data-answer]')).toHaveText('已重新校准，欢迎复称');
  await expectNoSidewaysScroll(shopper);
});
