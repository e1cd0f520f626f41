import { expect, test } from '../support/test';

test('the language switch persists across pages and reloads', async ({ page }) => {
  await page.goto('/Tmab');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.locator('h1')).toHaveText('TM-Ab 立杆式条码秤');

  await page.getByRole('button', { name: /语言/ }).click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/Tmab$/);
  await expect(page.locator('h1')).toHaveText('TM-Ab pole-mounted label scale');
  expect(await page.evaluate(() => localStorage.getItem('lange'))).toBe('en');

  // A Chinese address now opens the English page, before and after a reload.
  await page.goto('/acsten');
  await expect(page).toHaveURL(/\/en\/acsten$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page).toHaveURL(/\/en\/acsten$/);

  // Links on English pages stay English.
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About us' })
    .click();
  await expect(page).toHaveURL(/\/en\/about$/);

  // Back to Chinese: stored, kept across pages and reloads.
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('link', { name: '中文' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  expect(await page.evaluate(() => localStorage.getItem('lange'))).toBe('ch');
  await page.goto('/tcsa');
  await expect(page).toHaveURL(/\/tcsa$/);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

test('only text switches: both languages share the same layout', async ({ page }) => {
  await page.goto('/tmhp');
  const chinese = await page
    .locator('main *')
    .evaluateAll((elements) => elements.map((element) => element.tagName));
  await page.goto('/en/tmhp');
  const english = await page
    .locator('main *')
    .evaluateAll((elements) => elements.map((element) => element.tagName));
  expect(english).toEqual(chinese);
});

test('a Chinese-only page keeps an English reader informed and links back', async ({ page }) => {
  await page.goto('/Tmab');
  await page.evaluate(() => localStorage.setItem('lange', 'en'));
  await page.goto('/tmaa');
  // Chinese-only pages do not redirect, so the link back cannot loop.
  await expect(page).toHaveURL(/\/tmaa$/);
  await page.goto('/en/tmaa');
  await expect(page.locator('main')).toContainText('This page is available in Chinese only');
  await page.getByRole('link', { name: 'Read the Chinese page' }).click();
  await expect(page).toHaveURL(/\/tmaa$/);
  await expect(page.locator('h1')).toHaveText('TM-Aa 条码秤');
});
