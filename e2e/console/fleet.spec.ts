import { ADMIN } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/**
 * The maker's fleet (issue 27 §1): an administrator opens /admin/fleet from the menu, filters by a
 * verification status with its count at the top, opens a scale and reads its facts, in both
 * languages, at 1440 px and at 375 px without the page scrolling sideways. The demo seed gives the
 * meat scale a verification due within 30 days, the fruit scale a valid one, the weighing station none.
 */

// Sign-in, two pages and a filter on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const WORDS = {
  ch: {
    menu: '设备档案',
    due: '30 天内到期',
    valid: '检定有效',
    detail: '连接与同步',
    none: '从未联系',
    software: '软件标识',
  },
  en: {
    menu: 'Fleet',
    software: 'Software ID',
    due: 'Due within 30 days',
    valid: 'Verified',
    detail: 'Link and sync',
    none: 'Never contacted',
  },
};

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

for (const language of ['ch', 'en'] as const) {
  const words = WORDS[language];

  test(`an administrator opens the fleet, filters by status and opens a scale (${language}, 1440 px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await openSignedIn(page, ADMIN, '/admin/dashboard', { language });
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await page.getByRole('menuitem', { name: words.menu }).click();
    await expect(page).toHaveURL(/\/admin\/fleet$/);
    const table = page.getByTestId('fleet-table');
    await expect(table.getByRole('link', { name: '肉类秤' })).toBeVisible();
    await expect(table.getByRole('link', { name: '水果秤 1 号' })).toBeVisible();

    // The counts at the top filter the list.
    const due = page.getByTestId('fleet-count-due');
    await expect(due).toContainText(words.due);
    const dueCount = Number((await due.locator('span').first().textContent()) ?? '0');
    expect(dueCount).toBeGreaterThanOrEqual(1);
    await due.click();
    await expect(page).toHaveURL(/verification_status=due/);
    await expect(due).toHaveAttribute('aria-pressed', 'true');
    const rows = table.locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(dueCount);
    await expect(table.getByRole('link', { name: '水果秤 1 号' })).toHaveCount(0);
    for (const tag of await table.getByTestId('fleet-status').all()) await expect(tag).toHaveText(words.due);
    await page.screenshot({ path: test.info().outputPath(`fleet-1440-${language}.png`), fullPage: true });

    // A row opens the scale's page with the same facts.
    await table.getByRole('link', { name: '肉类秤' }).click();
    await expect(page).toHaveURL(/\/admin\/fleet\/\d+$/);
    await expect(page.getByTestId('fleet-scale-name')).toHaveText('肉类秤');
    await expect(page.getByTestId('fleet-facts')).toContainText(words.due);
    await expect(page.getByTestId('fleet-facts')).toContainText('杭州市质量技术监督检测院');
    await expect(page.getByText(words.detail)).toBeVisible();
    await expect(page.getByTestId('fleet-manage')).toBeVisible();
    // Its verification records and event log, read-only here (written on the scale's own page).
    await expect(page.getByTestId('verifications-card')).toContainText('JD2025-1203');
    await expect(page.getByTestId('event-log-card')).toContainText('HZ-2291');
    await expect(page.getByTestId('verification-add')).toHaveCount(0);
    await expect(page.getByTestId('event-add')).toHaveCount(0);
    await page.screenshot({
      path: test.info().outputPath(`fleet-scale-1440-${language}.png`),
      fullPage: true,
    });

    // Back to the list keeps the filter (it lives in the address).
    await page.goBack();
    await expect(page).toHaveURL(/verification_status=due/);
    await page.getByTestId('fleet-count-all').click();
    await expect(page).not.toHaveURL(/verification_status/);
    await expect(table.getByRole('link', { name: '水果秤 1 号' })).toBeVisible();

    // The software identification filters too (as read or entered): no demo scale runs V9.99.
    const software = page.getByTestId('fleet-software-filter').locator('input');
    await expect(software).toHaveAttribute('placeholder', words.software);
    await software.fill('V9.99');
    await software.press('Enter');
    await expect(page).toHaveURL(/software=V9\.99/);
    await expect(rows).toHaveCount(0);
    await software.fill('');
    await software.press('Enter');
    await expect(page).not.toHaveURL(/software=/);
    await expect(table.getByRole('link', { name: '水果秤 1 号' })).toBeVisible();
  });

  test(`the fleet and a scale fit a 375 px phone (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openSignedIn(page, ADMIN, '/admin/fleet', { language });
    const table = page.getByTestId('fleet-table');
    await expect(table.getByRole('link', { name: '肉类秤' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    // The filters fold behind a button on a phone.
    await expect(page.getByTestId('fleet-filters')).toHaveCount(0);
    await page.getByTestId('fleet-filters-toggle').click();
    await expect(page.getByTestId('fleet-status-filter')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.getByTestId('fleet-count-valid').click();
    await expect(table.getByRole('link', { name: '水果秤 1 号' })).toBeVisible();
    await expect(table.getByRole('link', { name: '肉类秤' })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath(`fleet-375-${language}.png`), fullPage: true });
    await table.getByRole('link', { name: '水果秤 1 号' }).click();
    await expect(page.getByTestId('fleet-scale-name')).toHaveText('水果秤 1 号');
    await expect(page.getByTestId('fleet-facts')).toContainText(words.valid);
    await expect(page.getByTestId('fleet-sync')).toContainText(words.none);
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: test.info().outputPath(`fleet-scale-375-${language}.png`),
      fullPage: true,
    });
  });
}
