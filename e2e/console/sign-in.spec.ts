import { ADMIN, OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { expect, test } from '../support/test';

test.describe('sign-in and role redirects', () => {
  test('the demo company owner signs in and lands on /project/dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(OWNER.username, OWNER.password);
    await expect(page).toHaveURL(/\/project\/dashboard$/);
    await expect(page.getByTestId('dashboard-welcome')).toContainText('欢迎');
    await expect(page.getByText('当前公司：演示公司')).toBeVisible();
  });

  test('the administrator signs in and lands on /admin/dashboard', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId('side-menu')).toContainText('公司管理');
  });

  test('signs in by bound phone number too', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(OWNER.phone, OWNER.password);
    await expect(page).toHaveURL(/\/project\/dashboard$/);
  });

  test('a wrong password shows the server message in the 错误消息 dialog', async ({ page }) => {
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(OWNER.username, 'not-my-password');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('错误消息');
    await expect(dialog).toContainText('账号或密码错误');
    await expect(page).toHaveURL(/\/sign\/login$/);
  });

  test('/console redirects by role', async ({ page }) => {
    await page.goto('/console');
    await expect(page).toHaveURL(/\/sign\/login$/);
    await new LoginPage(page).signIn(OWNER.username, OWNER.password);
    await expect(page).toHaveURL(/\/project\/dashboard$/);
    await page.goto('/console');
    await expect(page).toHaveURL(/\/project\/dashboard$/);
  });

  test('/console sends an administrator to /admin', async ({ page }) => {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(ADMIN.username, ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.goto('/console');
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('a signed-out visit is remembered and used once after sign-in', async ({ page }) => {
    await page.goto('/project/goodMng/goodList');
    await expect(page).toHaveURL(/\/sign\/login$/);
    await new LoginPage(page).signIn(OWNER.username, OWNER.password);
    await expect(page).toHaveURL(/\/project\/goodMng\/goodList$/);
    await expect(page.getByTestId('breadcrumb-bar')).toContainText('商品列表');
  });
});

test.describe('guards and error pages', () => {
  test('a company user opening /admin/dashboard gets /403 inside the console, with ways home and to login', async ({
    page,
  }) => {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(OWNER.username, OWNER.password);
    await expect(page).toHaveURL(/\/project\/dashboard$/);
    await page.goto('/admin/dashboard');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByText('抱歉，您无权访问此页面。')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeVisible();
    await expect(page.getByRole('button', { name: '返回登录' })).toBeVisible();
    await page.getByTestId('error-home').click();
    await expect(page).toHaveURL(/\/project\/dashboard$/);
  });

  test('an unknown console path shows the 404 text, in both languages', async ({ page }) => {
    await page.goto('/sign/nothing-here');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lange', 'en'));
    await page.reload();
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  });

  test('an unknown path inside the company area shows the 404 text in the layout', async ({ page }) => {
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(OWNER.username, OWNER.password);
    await expect(page).toHaveURL(/\/project\/dashboard$/);
    await page.goto('/project/no-such-page');
    await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    await expect(page.getByTestId('side-menu')).toBeVisible();
  });

  test('/403 and /500 show their texts', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByText('抱歉，服务器出错了。')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('lange', 'en'));
    await new LoginPage(page).open();
    await new LoginPage(page).signIn(OWNER.username, OWNER.password);
    await expect(page).toHaveURL(/\/project\/dashboard$/);
    await page.goto('/403');
    await expect(page.getByText('Sorry, you are not authorised to access this page.')).toBeVisible();
  });
});
