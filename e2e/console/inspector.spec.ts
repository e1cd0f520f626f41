import { ADMIN } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { pageApi } from '../support/page-api';
import { pick } from '../support/select';
import { openSignedIn } from '../support/session';
import { type Browser, expect, type Page, test } from '../support/test';

/** The demo inspector (README): reads the shop 文三路生鲜店 of 演示公司. */
const DEMO_INSPECTOR = { username: 'inspector', password: 'Demo@123456' };

async function signIn(page: Page, who: { username: string; password: string }, home: RegExp) {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(who.username, who.password);
  await expect(page).toHaveURL(home);
}

async function newPage(browser: Browser, language: 'zh' | 'en' = 'zh'): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (language === 'en') await page.addInitScript(() => localStorage.setItem('lange', 'en'));
  return page;
}

/** An inspector's scale page: the facts, the records and the log, and nothing that adds or changes anything. */
async function expectReadOnlyScalePage(page: Page, scaleName: string, words: RegExp) {
  await expect(page.getByTestId('fleet-scale-name')).toHaveText(scaleName);
  // The verification records, the event log and the public page have loaded…
  await expect(page.getByTestId('verification-summary')).toBeVisible();
  await expect(page.getByTestId('event-log-card')).toBeVisible();
  await expect(page.getByTestId('scale-public-reports')).toBeVisible();
  // …with not one way to add, edit, correct, answer or remove anything.
  for (const testId of ['fleet-manage', 'verification-add', 'verification-correct', 'event-add'])
    await expect(page.getByTestId(testId), testId).toHaveCount(0);
  await expect(page.getByRole('button', { name: words })).toHaveCount(0);
}

test('an administrator creates an inspector for one shop; it sees that shop’s scale only and can change nothing', async ({
  page,
  browser,
}) => {
  // A long walk through two sessions: a minute and a half when the machine is busy.
  test.setTimeout(90_000);
  // Another company with a scale, made through the API as an administrator.
  await openSignedIn(page, ADMIN, '/admin/inspectorMng/inspectorList');
  const suffix = String(Date.now() % 1_000_000);
  const company = await pageApi(page, 'POST', '/api/management/companies/create', {
    name: `乙公司${suffix}`,
  });
  const shop = await pageApi(page, 'POST', '/api/management/shops/create', {
    company_id: company.id,
    name: `乙店${suffix}`,
  });
  await pageApi(page, 'POST', '/api/management/scales/create', {
    shop_id: shop.id,
    scale_name: `乙秤${suffix}`,
  });

  // The administrator creates the inspector for 滨江星光店 of the demo company.
  await page.goto('/admin/inspectorMng/inspectorList');
  await page.getByTestId('inspector-create').click();
  const form = page.getByTestId('inspector-form');
  const username = `insp${suffix}`;
  await form.getByLabel('用户名').fill(username);
  await form.getByLabel('密码').fill('Insp@2026pass');
  await form.getByLabel('姓名或昵称').fill(`监管员${suffix}`);
  await form.getByLabel('所属单位').fill('滨江区市场监督管理局');
  await pick(page, form.getByTestId('inspector-assign-company'), '演示公司');
  await pick(page, form.getByTestId('inspector-assign-shop'), '滨江星光店');
  await form.getByTestId('inspector-assign-add').click();
  await expect(form.getByTestId('inspector-assignment')).toHaveText(/演示公司 · 滨江星光店/);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('监管账号已创建')).toBeVisible();
  const row = page.locator('tr', { hasText: username });
  await expect(row).toContainText('滨江区市场监督管理局');
  await expect(row).toContainText('演示公司 · 滨江星光店');

  // The inspector signs in and lands on its scales: that shop's, not the other shop's or company's.
  const inspector = await newPage(browser);
  await signIn(inspector, { username, password: 'Insp@2026pass' }, /\/inspect\/fleet$/);
  const table = inspector.getByTestId('fleet-table');
  await expect(table).toContainText('称重台 A');
  await expect(table).not.toContainText('水果秤 1 号');
  await expect(table).not.toContainText(`乙秤${suffix}`);
  await expect(inspector.getByTestId('inspect-read-only')).toBeVisible();
  const menu = inspector.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['电子秤', '问题反馈']);
  // No bell and no personal centre: the account is the administrator's to keep.
  await expect(inspector.getByTestId('user-menu')).toBeVisible();

  await table.getByRole('link', { name: '称重台 A' }).click();
  await expect(inspector).toHaveURL(/\/inspect\/fleet\/\d+$/);
  await expectReadOnlyScalePage(inspector, '称重台 A', /新增|添加|录入|编辑|修改|更正|答复|删除|退役/);

  // The company and admin areas refuse it.
  await inspector.goto('/project/dashboard');
  await expect(inspector).toHaveURL(/\/403$/);
  await expect(inspector.getByText('抱歉，您无权访问此页面。')).toBeVisible();
  await inspector.goto('/admin/inspectorMng/inspectorList');
  await expect(inspector).toHaveURL(/\/403$/);
  // The reports are read-only too: no answer or entry button.
  await inspector.goto('/inspect/reports');
  await expect(inspector.getByRole('button', { name: /答复|录入|新增|添加/ })).toHaveCount(0);

  // Disabled, its session ends at its next request.
  await page.reload();
  await row.getByTestId('inspector-status').click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(row).toContainText('已停用');
  await inspector.goto('/inspect/fleet');
  await expect(inspector).toHaveURL(/\/sign\/login/);
});

test('in English: the demo inspector reads its shop’s scale and reports, and nothing else', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const page = await newPage(browser, 'en');
  await signIn(page, DEMO_INSPECTOR, /\/inspect\/fleet$/);
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Scales', 'Reports']);
  const table = page.getByTestId('fleet-table');
  await expect(table).toContainText('水果秤 1 号');
  await expect(table).not.toContainText('称重台 A');
  await table.getByRole('link', { name: '水果秤 1 号' }).click();
  await expect(page).toHaveURL(/\/inspect\/fleet\/\d+$/);
  await expect(page.getByTestId('breadcrumb-bar')).toContainText('Scale details');
  await expectReadOnlyScalePage(page, '水果秤 1 号', /add|new|edit|correct|answer|delete|remove|retire/i);

  await page.goto('/project/dashboard');
  await expect(page).toHaveURL(/\/403$/);
  await expect(page.getByText('Sorry, you are not authorised to access this page.')).toBeVisible();

  // At 375 px the scale page reads without sideways scrolling.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/inspect/fleet');
  await table.getByRole('link', { name: '水果秤 1 号' }).click();
  await expect(page.getByTestId('fleet-scale-name')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The administrators' page lists the demo inspector with its shop, in English.
  const admin = await newPage(browser, 'en');
  await openSignedIn(admin, ADMIN, '/admin/inspectorMng/inspectorList');
  await expect(admin.getByText('Inspector list').first()).toBeVisible();
  await expect(admin.locator('tr', { hasText: DEMO_INSPECTOR.username }).first()).toContainText(
    '演示公司 · 文三路生鲜店',
  );
});
