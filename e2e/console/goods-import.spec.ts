import ExcelJS from 'exceljs';
import { OWNER } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/** Columns as the Chinese template heads them (apps/server/src/modules/goods-transfer/columns.ts). */
const HEADER = [
  'PLU 号',
  '商品编码',
  '名称',
  '单价（元）',
  '称重方式',
  '计量单位',
  '皮重（克）',
  '保质期（天）',
  '部门',
  '追溯码',
  '产地',
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
      // Yuan, as the goods form takes them: 5.00, 5.01, … (text, so Excel keeps the decimals).
      row === BAD.price
        ? '10000'
        : `${Math.trunc((500 + i) / 100)}.${String((500 + i) % 100).padStart(2, '0')}`,
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
  await openSignedIn(page, OWNER, '/project/goodMng/goodList');

  const dialog = page.getByRole('dialog').filter({ hasText: '导入商品' });
  const report = page.getByTestId('goods-import-report');
  await page.getByTestId('goods-import').click();
  await dialog.locator('input[type=file]').setInputFiles(file);
  await dialog.getByRole('button', { name: /^导\s*入$/ }).click();

  await expect(report).toContainText('未导入任何数据：发现 3 处错误');
  const errorRows = report.locator('tbody tr');
  await expect(errorRows).toHaveCount(3);
  // Each names the column as the template heads it and says what is wrong in plain words.
  await expect(errorRows.nth(0)).toContainText(String(BAD.price));
  await expect(errorRows.nth(0)).toContainText('单价（元）');
  await expect(errorRows.nth(0)).toContainText('应为 0 至 9999.99 的金额（元），最多两位小数，例如 12.80');
  await expect(errorRows.nth(1)).toContainText(String(BAD.emptyName));
  await expect(errorRows.nth(1)).toContainText('名称');
  await expect(errorRows.nth(1)).toContainText('不能为空');
  await expect(errorRows.nth(2)).toContainText(String(BAD.duplicatePlu));
  await expect(errorRows.nth(2)).toContainText('PLU 号');
  await expect(report).not.toContainText(/expected|received|unit_price|plu_number/);
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

test('the import dialog offers the template in xlsx and csv, headed in the current language; an English file reports in English', async ({
  page,
}) => {
  await openSignedIn(page, OWNER, '/project/goodMng/goodList', { language: 'en' });
  await page.getByTestId('goods-import').click();
  const dialog = page.getByRole('dialog').filter({ hasText: 'Import goods' });
  await expect(dialog).toContainText('Prices are in yuan');

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('goods-template-xlsx').click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await streamBytes(await xlsx.createReadStream())) as unknown as ArrayBuffer);
  const heads = book.worksheets[0]!.getRow(1).values as unknown[];
  expect(heads.slice(1, 5)).toEqual(['PLU number', 'Item code', 'Name', 'Unit price (yuan)']);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByTestId('goods-template-csv').click(),
  ]);
  const template = (await streamBytes(await csv.createReadStream())).toString('utf8');
  expect(template).toMatch(/^\uFEFFPLU number,Item code,Name,Unit price \(yuan\),/);

  // The template filled in: one good row, one whose price goes below the fen (nothing is written).
  const head = template.trim();
  const blank = head
    .split(',')
    .slice(4)
    .map(() => '');
  const file = [
    head,
    ['5600', '8600000', 'Template pear', '3.20', ...blank],
    ['5601', '8600001', 'Bad', '1.205', ...blank],
  ]
    .map((row) => (Array.isArray(row) ? row.join(',') : row))
    .join('\r\n');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'goods.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
  await dialog.getByRole('button', { name: /^Import$/ }).click();
  const report = page.getByTestId('goods-import-report');
  await expect(report).toContainText('Nothing was imported');
  await expect(report.locator('tbody tr')).toHaveCount(1);
  await expect(report.locator('tbody tr')).toContainText('Unit price (yuan)');
  await expect(report.locator('tbody tr')).toContainText('must be an amount in yuan');
});

async function streamBytes(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
