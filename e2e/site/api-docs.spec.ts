import { expect, test } from '../support/test';

// The API reference runs under its own Content-Security-Policy (the fixture fails on a violation).
test('the API reference renders under its content security policy', async ({ page }) => {
  const response = await page.goto('/api/docs');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Scale platform API/ })).toBeVisible();
});
