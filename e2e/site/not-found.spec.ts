import { expect, test } from '../support/test';

test('an unknown path shows the 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('h1')).toHaveText('页面不存在');
  await expect(page.locator('main')).toContainText('抱歉，您访问的页面不存在。');
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown English path shows the English 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/en/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.locator('main')).toContainText('Sorry, the page you visited does not exist.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
