import { OWNER } from '../support/accounts';
import { expect, type Page, test } from '../support/test';

// Issue 33 §3: /sign/login comes painted (dist/sign-login.html, rendered at build): the form is laid
// out before any of the console's script files arrive, in the stored language, and the app takes it
// over without a layout shift, doing what was typed and pressed meanwhile.

const TEXTS = {
  ch: { tab: '账号密码登录', username: '用户名或手机号', password: '密码', submit: /登\s*录/ },
  en: { tab: 'Password', username: 'Username or phone number', password: 'Password', submit: 'Sign in' },
} as const;

async function expectForm(page: Page, language: keyof typeof TEXTS) {
  const texts = TEXTS[language];
  await expect(page.getByRole('tab', { name: texts.tab })).toBeVisible();
  const form = page.getByTestId('password-form');
  for (const field of [
    form.getByPlaceholder(texts.username),
    form.getByPlaceholder(texts.password, { exact: true }),
  ]) {
    await expect(field).toBeVisible();
    // Polled: the painted page's input may be replaced by the app's between two reads (a null box).
    await expect
      .poll(async () => (await field.boundingBox())?.height ?? 0, { message: 'a laid-out input' })
      .toBeGreaterThan(20);
  }
  await expect(form.getByRole('button', { name: texts.submit })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', language === 'en' ? 'en' : 'zh-CN');
}

for (const language of ['ch', 'en'] as const) {
  test(`the sign-in form shows with the console's script files blocked (${language})`, async ({ page }) => {
    await page.route('**/*.js', (route) => route.abort());
    // No stylesheet is fetched: the page's CSS, the entry's too, is inline (nothing blocks its paint).
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.addInitScript((lang) => localStorage.setItem('lange', lang), language);
    await page.goto('/sign/login');
    await expectForm(page, language);
    // Nothing of the app ran: this is the pre-rendered page.
    await expect(page.locator('#root > [data-prerendered]')).toHaveCount(1);
    expect(stylesheets).toEqual([]);
  });

  test(`the app takes the painted page over without a layout shift (${language})`, async ({ page }) => {
    await page.addInitScript((lang) => {
      localStorage.setItem('lange', lang);
      (window as unknown as { __shift: number }).__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (!entry.hadRecentInput) (window as unknown as { __shift: number }).__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    }, language);
    await page.goto('/sign/login');
    await expectForm(page, language);
    await expect(page.locator('#root > [data-prerendered]')).toHaveCount(0); // the app's own page now
    await expectForm(page, language);
    await page.waitForTimeout(500);
    const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
    expect(shift, 'layout shift (CLS) from the first paint to the app').toBeLessThanOrEqual(0.05);
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });
  test('the sign-in form shows, in Chinese (the stored choice cannot be read)', async ({ page }) => {
    await page.goto('/sign/login');
    await expectForm(page, 'ch');
  });
});

test('what is typed and submitted before the script arrives signs in once the app is in', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/console-assets/**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/sign/login', { waitUntil: 'commit' });
  const form = page.locator('#root > [data-prerendered]').getByTestId('password-form');
  await form.getByPlaceholder(TEXTS.ch.username).fill(OWNER.username);
  await form.getByPlaceholder(TEXTS.ch.password, { exact: true }).fill(OWNER.password);
  await form.getByRole('button', { name: TEXTS.ch.submit }).click();
  await expect(page).toHaveURL(/\/sign\/login$/); // held, not a native submit that reloads the page
  release();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
});
