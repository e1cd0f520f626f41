import { OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { expect, test } from '../support/test';

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).open();
  await new LoginPage(page).signIn(OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/project\/dashboard$/);
});

test('logout asks for confirmation, then goes to /sign/login', async ({ page }) => {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('退出确认');
  await expect(dialog).toContainText('确定注销当前用户吗？');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);

  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page).toHaveURL(/\/sign\/login$/);
  // The session is gone: the company area sends us back to sign in.
  await page.goto('/project/dashboard');
  await expect(page).toHaveURL(/\/sign\/login$/);
});

test('switching language changes the menu and survives a reload', async ({ page }) => {
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('店铺管理');
  await page.getByTestId('language-switch').hover();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(menu).toContainText('Shops');
  await expect(menu).not.toContainText('店铺管理');
  expect(await page.evaluate(() => localStorage.getItem('lange'))).toBe('en');
  await page.reload();
  await expect(page.getByTestId('side-menu')).toContainText('Shops');
  await expect(page.getByTestId('side-menu')).toContainText('Goods');
});

test('the menu navigates and the breadcrumb follows, with a home link', async ({ page }) => {
  await page.getByTestId('side-menu').getByText('店铺管理').click();
  await page.getByTestId('side-menu').getByText('店铺列表').click();
  await expect(page).toHaveURL(/\/project\/shopMng\/shopList$/);
  const breadcrumb = page.getByTestId('breadcrumb-bar');
  await expect(breadcrumb).toContainText('店铺管理');
  await expect(breadcrumb).toContainText('店铺列表');
  await breadcrumb.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
});

test('a detail page shows a back button in the breadcrumb bar', async ({ page }) => {
  await page.goto('/project/shopMng/shopList');
  await page.goto('/project/shopMng/shopList/manage/1');
  const bar = page.getByTestId('breadcrumb-bar');
  await expect(bar).toContainText('店铺详情');
  await bar.getByRole('button', { name: '返回' }).click();
  await expect(page).toHaveURL(/\/project\/shopMng\/shopList$/);
});

test('the owner sees the company user list; the merchant-upload link carries the company id', async ({
  page,
}) => {
  await expect(page.getByTestId('side-menu')).toContainText('用户管理');
  const upload = page.getByRole('link', { name: /商户上传/ });
  await expect(upload).toHaveAttribute('href', /^https:\/\/merchant\.example\.com\/upload\?company_id=\d+$/);
});

test('the personal centre shows the profile', async ({ page }) => {
  await page.getByTestId('user-menu').hover();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('13800000000');
  await expect(dialog).toContainText('演示公司');
});

test('a revoked session clears the login with the 用户登录错误 dialog', async ({ page, request }) => {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('dahua.token') ?? '{}').token as string,
  );
  // Revoked while no page of the console is open: the dashboard's own requests still in flight
  // would otherwise meet the revoked session first and end it before the reload.
  await page.goto('about:blank');
  const revoked = await request.post('/api/management/users/logout', {
    headers: { authorization: `Basic ${Buffer.from(`${token}:null`).toString('base64')}` },
  });
  expect((await revoked.json()).code).toBe(1);
  await page.goto('/project/dashboard');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('用户登录错误');
  await expect(dialog).toContainText('用户登录信息失效，请重新登录');
  expect(await page.evaluate(() => localStorage.getItem('dahua.userInfo'))).toBeNull();
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/sign\/login$/);
});
