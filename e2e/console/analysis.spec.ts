import { OWNER } from '../support/accounts';
import { type SoldBatch, sellOnNewScale } from '../support/sales';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/** PLU 2950–2999 are this spec's alone (trades.spec.ts has 2900–2949). */
const PLU_BASE = 2950;

// Each test is a whole flow (API set-up, sign-in, several pages with charts) on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

/** The page's figures, by their test ids. */
async function expectFigures(page: Page, prefix: string, figures: Record<string, string>) {
  for (const [key, value] of Object.entries(figures))
    await expect(page.getByTestId(`${prefix}-${key}`), key).toContainText(value);
}

/** A chart draws on its canvas; its table view shows the same rows. */
async function expectChartAndTable(page: Page, id: string, texts: string[]) {
  await expect(page.getByTestId(`chart-${id}-canvas`).locator('canvas').first()).toBeVisible();
  await page
    .getByTestId(`chart-${id}-view`)
    .getByText(/表格|Table/)
    .click();
  const table = page.getByTestId(`chart-${id}-table`);
  for (const text of texts) await expect(table).toContainText(text);
  await page
    .getByTestId(`chart-${id}-view`)
    .getByText(/图表|Chart/)
    .click();
}

/** The filters of this shop's own batch: its shop, the last 7 days. */
const scope = (sold: SoldBatch) => `?period=7d&shop=${sold.shop.id}`;

test('each analysis and its detail pages show the figures of a batch a scale sent', async ({ page }) => {
  const sold = await sellOnNewScale(page.request, '分析', PLU_BASE);
  expect(sold.answer.stored).toBe(3);

  // Orders: 2 tickets, 36.50 yuan, 18.25 a ticket, 1.5 records a ticket.
  await openSignedIn(page, OWNER, `/project/statsMng/orderAnalysis${scope(sold)}`);
  await expect(page.getByTestId('analysis-shop')).toContainText(sold.shop.name);
  await expectFigures(page, 'orders-summary', {
    tickets: '2',
    amount: '36.50',
    avg_ticket: '18.25',
    items_per_ticket: '1.50',
  });
  await expectChartAndTable(page, 'orders-series', ['36.50', '18.25']);
  await expect(page.getByTestId('chart-orders-heatmap-canvas').locator('canvas').first()).toBeVisible();

  // Sales: 36.50 yuan, 1.750 kg, 3 pieces, 3 records, 0.50 discount; by weighing mode.
  await page.goto(`/project/statsMng/saleAnalysis${scope(sold)}`);
  await expectFigures(page, 'sales-summary', {
    amount: '36.50',
    weight: '1.750',
    pieces: '3',
    count: '3',
    discount: '0.50',
  });
  await expectChartAndTable(page, 'sales-series', ['36.50']);
  await expectChartAndTable(page, 'sales-by-mode', ['称重', '26.00', '计件', '10.50']);
  await page.getByTestId('sales-granularity').getByText('按月').click();
  await expectFigures(page, 'sales-summary', { amount: '36.50' });

  // Goods: ranked by amount, with the unmapped PLU named as such; a row opens the goods' page.
  await page.goto(`/project/statsMng/goodAnalysis${scope(sold)}`);
  const ranking = page.getByTestId('goods-ranking-table');
  await expect(ranking.getByRole('row').filter({ hasText: sold.weighed.name })).toContainText('16.00');
  await expect(ranking.getByRole('row').filter({ hasText: sold.counted.name })).toContainText('10.50');
  await expect(ranking).toContainText(`未对应商品 PLU ${sold.unmappedPlu}`);
  await expect(page.getByTestId('chart-goods-ranking-canvas').locator('canvas').first()).toBeVisible();
  await ranking.getByRole('link', { name: sold.weighed.name }).click();
  await expect(page).toHaveURL(
    new RegExp(`/goodAnalysis/${sold.weighed.id}\\?period=7d&shop=${sold.shop.id}$`),
  );
  await expectFigures(page, 'goods-one-summary', { amount: '16.00', quantity: '1.250 kg', count: '1' });
  await expectChartAndTable(page, 'goods-one-by-scale', [sold.scale.name, '16.00']);
  await expectChartAndTable(page, 'goods-one-prices', ['12.80/kg']);

  // Shops: this shop with its figures; its row opens the shop's page.
  await page.goto(`/project/statsMng/shopAnalysis?period=7d`);
  const shops = page.getByTestId('shops-table');
  const row = shops.getByRole('row').filter({ hasText: sold.shop.name });
  await expect(row).toContainText('36.50');
  await expect(row).toContainText('18.25');
  await row.getByRole('link', { name: sold.shop.name }).click();
  await expect(page).toHaveURL(new RegExp(`/shopAnalysis/${sold.shop.id}\\?period=7d$`));
  await expectFigures(page, 'shop-one-summary', {
    amount: '36.50',
    tickets: '2',
    avg_ticket: '18.25',
    weight: '1.750',
    pieces: '3',
  });
  await expectChartAndTable(page, 'shop-one-top-goods', [sold.weighed.name, sold.counted.name]);
  await expectChartAndTable(page, 'shop-one-scale-hours', [sold.scale.name]);
});

test('the analyses read at 375 px in English with no sideways scroll; the dashboard shows today’s sales', async ({
  page,
}) => {
  const sold = await sellOnNewScale(page.request, '手机分析', PLU_BASE);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, OWNER, '/project/dashboard');
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await expect(page.getByTestId('dashboard-sales')).toBeVisible();
  // Below the fold at 375 px: the chart is drawn once it comes near the window.
  await page.getByTestId('dashboard-sales-trend').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('dashboard-sales-chart').locator('canvas').first()).toBeVisible();

  await page.evaluate(() => localStorage.setItem('lange', 'en'));
  for (const path of [
    `orderAnalysis${scope(sold)}`,
    `saleAnalysis${scope(sold)}`,
    `goodAnalysis${scope(sold)}`,
    `goodAnalysis/${sold.counted.id}${scope(sold)}`,
    `shopAnalysis?period=7d`,
    `shopAnalysis/${sold.shop.id}?period=7d`,
  ]) {
    await page.goto(`/project/statsMng/${path}`);
    await expect(page.getByTestId('analysis-filters')).toBeVisible();
    await expect(page.getByText('36.50').or(page.getByText('10.50')).first()).toBeVisible();
    await expect(page.locator('canvas').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(375);
  }
  // The counted goods' page says its quantity in its own unit.
  await page.goto(`/project/statsMng/goodAnalysis/${sold.counted.id}${scope(sold)}`);
  await expectFigures(page, 'goods-one-summary', { amount: '10.50', quantity: '3 个' });
});
