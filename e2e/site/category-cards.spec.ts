import { expect, test } from '../support/test';

const CATEGORY_LISTS = [
  '/chanpincontain',
  '/ai',
  '/packmachine',
  '/sya',
  '/tmh',
  '/tmp',
  '/tcs',
  '/acsq',
  '/acspc',
];

for (const listing of CATEGORY_LISTS) {
  test(`every card on ${listing} reaches its detail page`, async ({ page }) => {
    await page.goto(listing);
    await expect(page.locator('.breadcrumb a').first()).toHaveAttribute('href', '/');
    await expect(page.locator('.breadcrumb a').first()).toHaveText('产品中心');
    const cards = page.locator('.card-grid .card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      await page.goto(listing);
      const card = page.locator('.card-grid .card').nth(index);
      await expect(card.locator('img')).toHaveAttribute('alt', /\S/);
      await expect(card.locator('p')).not.toBeEmpty();
      const title = (await card.locator('h3').textContent()) ?? '';
      await card.locator('a.card-link').click();
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.locator('.breadcrumb a').first()).toHaveAttribute('href', listing);
    }
  });
}

test('a detail page has the structure of SPEC §2.6', async ({ page }) => {
  await page.goto('/en/tmptwo');
  await expect(page).toHaveTitle('TM-P2 printing scale | Dahua Scales');
  await expect(page.locator('.highlights li')).toHaveCount(3);
  await expect(page.locator('.spec-table tbody tr')).toHaveCount(9);
  await expect(page.locator('.spec-table')).toContainText('9,999 PLUs');
  await expect(page.locator('.spec-table')).toContainText('48 mm');
  await expect(page.locator('.feature-grid > .feature')).toHaveCount(4);
  await expect(page.locator('.video-caption figcaption')).not.toBeEmpty();
  await expect(page.locator('aside.side-widget')).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(jsonLd['@type']).toBe('Product');
  expect(jsonLd.model).toBe('TM-P2');
});

test('links are #004494', async ({ page }) => {
  await page.goto('/chanpincontain');
  const color = await page
    .locator('.card-link h3')
    .first()
    .evaluate((element) => getComputedStyle(element).color);
  expect(color).toBe('rgb(0, 68, 148)');
});
