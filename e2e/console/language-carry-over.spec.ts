import { expect, test } from '../support/test';

// Issue 12 §2: the site and the console share one language choice, `lange` (SPEC §1, §9).
test('English chosen on the site opens an English console; Chinese chosen there brings the site back in Chinese', async ({
  page,
}) => {
  await page.goto('/about');
  await page.getByRole('button', { name: /语言/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(page).toHaveURL(/\/sign\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();

  await page.getByTestId('language-switch').hover();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('tab', { name: '账号密码登录' })).toBeVisible();

  // Back to the English page the visitor came from: it now shows in Chinese.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).not.toHaveURL(/\/en\//);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  // And an English address kept from before (a bookmark) too.
  await page.goto('/en/tmhp');
  await expect(page).toHaveURL(/\/tmhp$/);
  await expect(page).not.toHaveURL(/\/en\//);
});

test('a visitor who arrived on an English page and signs in gets an English console', async ({ page }) => {
  await page.goto('/en/tmhp');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Sign in' })
    .click();
  await expect(page).toHaveURL(/\/sign\/login$/);
  await expect(page.getByRole('tab', { name: 'Password' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
