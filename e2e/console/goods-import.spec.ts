import ExcelJS from 'exceljs';
import { OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { expect, type Page, test } from '../support/test';

/** The export's columns, which the import reads (apps/server/src/modules/goods-transfer/sheet.ts). */
const HEADER = [
  'plu_number',
  'item_code',
  'name',
  'unit_price',
  'weighing_mode',
  'measure_unit',
  'tare',
  'shelf_life',
  'department',
  'trace_code',
  'origin',
];
const ROWS = 500;
/** PLU 5000–5499 and item codes 8500000–8500499 are this test's alone (goods.spec.ts uses 5500+). */
const PLU_FROM = 5000;
const CODE_FROM = 8_500_000;
/** Sheet rows (the header is row 1) that are bad on purpose. */
const BAD = { price: 101, emptyName: 252, duplicatePlu: 402 };

async function workbook(tag: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('goods');
  sheet.addRow(HEADER);
  for (let i = 0; i < ROWS; i++) {
    const row = i + 2;
    const counted = i % 5 === 0;
    sheet.addRow([
      row === BAD.duplicatePlu ? PLU_FROM : PLU_FROM + i,
      String(CODE_FROM + i),
      row === BAD.emptyName ? '' : `批量${tag}-${String(i).padStart(3, '0')}`,
      row === BAD.price ? 1_000_000 : 500 + i,
      counted ? 1 : 0,
      counted ? '个' : 'kg',
      0,
      3,
      2,
      i % 2 === 0 ? `3301${String(i).padStart(16, '0')}` : '',
      '山东寿光',
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function search(page: Page, text: string) {
  const box = page.getByTestId('goods-search').locator('input');
  await box.fill(text);
  await box.press('Enter');
}

test('a 500-row xlsx with 3 bad rows is refused with a per-row report, then imported skipping them', async ({
  page,
}) => {
  // Two imports of 500 rows on the embedded database; generous for a busy machine.
  test.setTimeout(180_000);
  const tag = Date.now().toString(36);
  const file = {
    name: 'goods-500.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(tag),
  };
  await new LoginPage(page).open();
  await new LoginPage(page).signIn(OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await page.goto('/project/goodMng/goodList');

  const dialog = page.getByRole('dialog').filter({ hasText: '导入商品' });
  const report = page.getByTestId('goods-import-report');
  await page.getByTestId('goods-import').click();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: /^导\s*入$/ }).click();

  await expect(report).toContainText('未导入任何数据：发现 3 处错误');
  const errorRows = report.locator('tbody tr');
  await expect(errorRows).toHaveCount(3);
  await expect(errorRows.nth(0)).toContainText(String(BAD.price));
  await expect(errorRows.nth(0)).toContainText('unit_price');
  await expect(errorRows.nth(1)).toContainText(String(BAD.emptyName));
  await expect(errorRows.nth(1)).toContainText('name');
  await expect(errorRows.nth(2)).toContainText(String(BAD.duplicatePlu));
  await expect(errorRows.nth(2)).toContainText('plu_number');
  // The duplicate names the row that holds the PLU number first.
  await expect(errorRows.nth(2)).toContainText('与第 2 行重复');

  // Nothing was written: not even the good rows.
  await dialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();
  await expect(dialog).toBeHidden();
  await search(page, `批量${tag}-007`);
  await expect(page.locator('.ant-empty-description')).toHaveText('暂无数据');
  await expect(page.getByRole('row').filter({ hasText: `批量${tag}` })).toHaveCount(0);

  await page.getByTestId('goods-import').click();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByTestId('goods-import-skip').click();
  await dialog.getByRole('button', { name: /^导\s*入$/ }).click();
  // created + updated: a retry of this test finds the first attempt's rows and updates them.
  await expect(report).toContainText(/导入完成：新增 \d+，更新 \d+，跳过 3/);
  const [, created, updated] = /新增 (\d+)，更新 (\d+)/.exec((await report.textContent()) ?? '')!;
  expect(Number(created) + Number(updated)).toBe(ROWS - 3);
  await expect(report.locator('tbody tr')).toHaveCount(3);
  await dialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();
  await expect(dialog).toBeHidden();

  await search(page, `批量${tag}-010`);
  await expect(page.getByRole('row').filter({ hasText: `批量${tag}-010` })).toContainText('¥5.10 / 个');
  // 497 written: 10 a page, so 50 pages, the last holding 7.
  await search(page, `批量${tag}`);
  await expect(page.getByRole('row').filter({ hasText: `批量${tag}` })).toHaveCount(10);
  await page.locator('.ant-pagination-item-50').click();
  await expect(page.getByRole('row').filter({ hasText: `批量${tag}` })).toHaveCount(7);
  await expect(page.locator('.ant-pagination-item-51')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: `批量${tag}-499` })).toContainText(
    String(PLU_FROM + 499),
  );
});
