import { readFileSync } from 'node:fs';
import { OWNER } from '../support/accounts';
import { sellOnNewScale } from '../support/sales';
import { openOptions, pick } from '../support/select';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/** PLU 2900–2949 are this spec's alone (analysis.spec.ts has 2950–2999). */
const PLU_BASE = 2900;

// Each test is a whole flow (API set-up, sign-in, several filters) on a shared two-core machine.
test.describe.configure({ timeout: 60_000 });

/** The owner signed in through the API, on `path` (no sign-in page and dashboard on the way). */
async function signInAt(page: Page, path: string) {
  await openSignedIn(page, OWNER, path);
}

async function expectTotals(page: Page, totals: Record<string, string>) {
  for (const [key, value] of Object.entries(totals))
    await expect(page.getByTestId(`trade-total-${key}`), key).toContainText(value);
}

test('a batch sent as a scale would shows on the trade page in yuan and kg, with totals, flags, filters, export and import', async ({
  page,
}) => {
  const sold = await sellOnNewScale(page.request, '交易', PLU_BASE);
  expect(sold.answer).toMatchObject({ received: 3, stored: 3, duplicates: 0, unmapped: 1, clock_ahead: 0 });

  await signInAt(page, '/project/tradeMng/tradeList');
  await expect(page.getByTestId('trade-filters')).toBeVisible();
  await pick(page, page.getByTestId('trade-shop-filter'), sold.shop.name);

  await expectTotals(page, { count: '3', weight: '1.750', pieces: '3', amount: '36.50', discount: '0.50' });
  const table = page.getByTestId('trade-table');
  const weighed = table.getByRole('row').filter({ hasText: sold.weighed.name });
  await expect(weighed).toContainText(sold.shownTime);
  await expect(weighed).toContainText(sold.scale.name);
  await expect(weighed).toContainText(sold.shop.name);
  await expect(weighed).toContainText('12.80/kg');
  await expect(weighed).toContainText('1.250 kg');
  await expect(weighed).toContainText('16.00');
  const counted = table.getByRole('row').filter({ hasText: sold.counted.name });
  await expect(counted).toContainText('3.50/个');
  await expect(counted).toContainText('3 个');
  await expect(counted).toContainText('10.50');
  const unmapped = table.getByRole('row').filter({ hasText: `未对应商品 PLU ${sold.unmappedPlu}` });
  await expect(unmapped).toContainText('20.00/kg');
  await expect(unmapped).toContainText('0.500 kg');
  await expect(unmapped).toContainText('10.00');
  // The rows are numbered from 1.
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(3);

  // Counted goods only.
  await page.getByTestId('trade-type-filter').click();
  await openOptions(page).filter({ hasText: '计件' }).click();
  await expectTotals(page, { count: '1', weight: '0.000', pieces: '3', amount: '10.50', discount: '0.50' });
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await page.getByTestId('trade-type-filter').hover();
  await page.getByTestId('trade-type-filter').locator('.ant-select-clear').click();

  // Unmapped PLUs only.
  await page.getByTestId('trade-flag-filter').click();
  await openOptions(page).filter({ hasText: '未对应商品' }).click();
  await expectTotals(page, { count: '1', amount: '10.00' });
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(table).toContainText(`未对应商品 PLU ${sold.unmappedPlu}`);
  await page.getByTestId('trade-flag-filter').hover();
  await page.getByTestId('trade-flag-filter').locator('.ant-select-clear').click();
  await expectTotals(page, { count: '3', amount: '36.50' });

  // The export carries the current filters: this shop's three records.
  const downloading = page.waitForEvent('download');
  await page.getByTestId('trade-export-csv').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(sold.weighed.name);
  expect(csv).toContain(sold.counted.name);
  expect(csv).toContain('16.00');
  expect(csv.trim().split(/\r?\n/)).toHaveLength(4);

  // Import a sales file for the scale: one record already held, one new.
  const file = [
    '记录号,交易时间,PLU,称重方式,重量(克)/数量,单价(元),折前金额(元),金额(元),票号,部门',
    `1,${sold.fileTime},${sold.weighed.plu},0,1250,12.80,16.00,16.00,1,1`,
    `4,${sold.fileTime},${sold.weighed.plu},0,2000,12.80,25.60,25.60,3,1`,
  ].join('\n');
  await page.getByTestId('trade-import').click();
  const dialog = page.getByRole('dialog');
  await pick(page, dialog.getByTestId('trade-import-scale'), sold.scale.name);
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'sales.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(file, 'utf8'),
  });
  await dialog.getByTestId('trade-import-start').click();
  await expect(dialog.getByTestId('trade-import-received')).toHaveText('2');
  await expect(dialog.getByTestId('trade-import-stored')).toHaveText('1');
  await expect(dialog.getByTestId('trade-import-duplicates')).toHaveText('1');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expectTotals(page, { count: '4', weight: '3.750', amount: '62.10' });
});

test('on a phone the trade page has no sideways scroll; the table scrolls inside itself', async ({
  page,
}) => {
  const sold = await sellOnNewScale(page.request, '手机', PLU_BASE);
  await page.setViewportSize({ width: 375, height: 812 });
  await signInAt(page, '/project/tradeMng/tradeList');
  await pick(page, page.getByTestId('trade-shop-filter'), sold.shop.name);
  await expect(page.getByTestId('trade-total-amount')).toContainText('36.50');
  await expect(page.getByTestId('trade-table')).toContainText(sold.weighed.name);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);

  // English: the same figures, the unmapped PLU said in English.
  await page.evaluate(() => localStorage.setItem('lange', 'en'));
  await page.reload();
  await pick(page, page.getByTestId('trade-shop-filter'), sold.shop.name);
  await expect(page.getByTestId('trade-total-amount')).toContainText('36.50');
  await expect(page.getByTestId('trade-table')).toContainText(`No goods for PLU ${sold.unmappedPlu}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
