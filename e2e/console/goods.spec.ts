import { OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { expect, test } from '../support/test';

const OK = /确\s*定|OK/;
/** PLU numbers and item codes not used by the demo data, goods-import.spec.ts or an earlier run. */
const seed = Date.now() % 4000;
const plu = (n: number) => 5500 + ((seed + n) % 4499);
const code = (n: number) => String(3_000_000 + ((seed * 10 + n) % 999_999));

test('the owner creates a goods item with a price in yuan, and imports a csv with one bad row', async ({
  page,
}) => {
  const name = `测试商品${Date.now().toString(36)}`;
  await new LoginPage(page).open();
  await new LoginPage(page).signIn(OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await page.goto('/project/goodMng/goodList');

  await page.getByTestId('goods-create').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('#goods_plu_number').fill(String(plu(0)));
  await dialog.locator('#goods_item_code').fill(code(0));
  await dialog.locator('#goods_name').fill(name);
  await dialog.getByTestId('goods-price').fill('12.3');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(page.getByText('商品已保存')).toBeVisible();

  await page.getByTestId('goods-search').locator('input').fill(name);
  await page.getByTestId('goods-search').locator('input').press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('¥12.30 / kg');

  const csv = [
    'plu_number,item_code,name,unit_price',
    `${plu(1)},${code(1)},导入${name},199`,
    `${plu(2)},12345678,坏行${name},100`,
  ].join('\n');
  await page.getByTestId('goods-import').click();
  const importDialog = page.getByRole('dialog').filter({ hasText: '导入商品' });
  await importDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'goods.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: /^导\s*入$/ }).click();
  const report = page.getByTestId('goods-import-report');
  await expect(report).toContainText('未导入任何数据');
  await expect(report.getByRole('row').filter({ hasText: 'item_code' })).toContainText('3');

  await importDialog.getByTestId('goods-import-skip').click();
  // antd keeps the loading icon (and its "loading" label) on the button while its exit animation
  // runs, so the name is matched at its end.
  await importDialog.getByRole('button', { name: /导\s*入$/ }).click();
  await expect(report).toContainText('新增 1');
  await importDialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();

  await page.getByTestId('goods-search').locator('input').fill(`导入${name}`);
  await page.getByTestId('goods-search').locator('input').press('Enter');
  await expect(page.getByRole('row').filter({ hasText: `导入${name}` })).toContainText('¥1.99');
});

test('the goods list says how many goods there are in all', async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await page.goto('/project/goodMng/goodList');
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(/^共 \d+ 条$/);
});
