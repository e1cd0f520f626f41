import { ADMIN, OWNER } from '../support/accounts';
import { openSignInApp } from '../support/LoginPage';
import { openSignedIn } from '../support/session';
import { lastSmsCode } from '../support/sms-outbox';
import { type APIRequestContext, expect, type Page, test } from '../support/test';

// Issue 12 §3: every empty list says what to do next, with the action where there is one; a list
// emptied by a search says that nothing matches it instead.

const basic = (text: string) => `Basic ${Buffer.from(text).toString('base64')}`;

/** A new company (through the API, as an administrator) with a fresh phone invited as its owner. */
async function freshCompanyOwner(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(`${ADMIN.username}:${ADMIN.password}`) },
  });
  const headers = { authorization: basic(`${(await login.json()).data.token}:null`) };
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const created = await request.post('/api/management/companies/create', {
    headers,
    data: { name: `空公司${phone.slice(-6)}` },
  });
  const companyId = (await created.json()).data.id as number;
  const invited = await request.post(`/api/management/companies/${companyId}/members`, {
    headers,
    data: { phone_number: phone, join_type: 'OWNER' },
  });
  expect((await invited.json()).code).toBe(1);
  return phone;
}

/** The first SMS sign-in of an invited phone joins its company. */
async function signInBySms(page: Page, phone: string) {
  await openSignInApp(page);
  await page.getByRole('tab', { name: '短信验证码登录' }).click();
  const form = page.getByTestId('sms-form');
  await form.getByPlaceholder('手机号').fill(phone);
  await form.getByTestId('send-code').click();
  await expect.poll(() => lastSmsCode(phone)).not.toBeNull();
  await form.getByPlaceholder('短信验证码').fill(lastSmsCode(phone)!);
  await form.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
}

test("a new company's lists say what to do next, and their buttons do it", async ({ page, request }) => {
  // Seven pages and a sign-in by SMS: past 30 s on a loaded two-core CI machine (it failed there twice).
  test.slow();
  await signInBySms(page, await freshCompanyOwner(request));

  await page.goto('/project/shopMng/shopList');
  const hint = page.getByTestId('empty-hint');
  await expect(hint).toContainText('还没有店铺。');
  await expect(hint).toContainText('新建一个店铺，再为它登记电子秤、添加商品。');
  await hint.getByRole('button', { name: '新建店铺' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/project/scaleMng/scaleList');
  await expect(hint).toContainText('还没有电子秤。');
  await expect(hint).toContainText('在秤上扫描登记二维码，或在这里添加电子秤。');
  await expect(hint.getByRole('button', { name: '新建电子秤' })).toBeVisible();

  await page.goto('/project/stockMng/supplierList');
  await expect(hint).toContainText('还没有供应商。');
  await page.goto('/project/stockMng/importOrder');
  await expect(hint).toContainText('还没有单据。');
  await page.goto('/project/stockMng/stockOverview');
  await expect(hint).toContainText('还没有库存。');
  await hint.getByRole('button', { name: '采购入库' }).click();
  await expect(page).toHaveURL(/\/project\/stockMng\/importReceipt$/);

  // In English too.
  await page.evaluate(() => localStorage.setItem('lange', 'en'));
  await page.goto('/project/shopMng/shopList');
  await expect(hint).toContainText('No shops yet.');
  await expect(hint.getByRole('button', { name: 'New shop' })).toBeVisible();

  // And on a phone, without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(hint).toBeVisible();
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
});

test('a search that finds nothing says so, not "add one"', async ({ page }) => {
  await openSignedIn(page, OWNER, '/project/shopMng/shopList');
  await page.getByTestId('shop-search').locator('input').fill('没有这样的店铺');
  await page.getByTestId('shop-search').locator('input').press('Enter');
  const hint = page.getByTestId('empty-hint');
  await expect(hint).toContainText('没有符合当前搜索或筛选条件的结果，请换个关键词或清除筛选。');
  await expect(hint).not.toContainText('还没有店铺');
  await expect(hint.getByRole('button')).toHaveCount(0);
});
