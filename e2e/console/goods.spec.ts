import { OWNER } from '../support/accounts';
import { openSignedIn } from '../support/session';
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
  await openSignedIn(page, OWNER, '/project/goodMng/goodList');

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
    'PLU 号,商品编码,名称,单价（元）',
    `${plu(1)},${code(1)},导入${name},1.99`,
    `${plu(2)},12345678,坏行${name},1`,
  ].join('\n');
  await page.getByTestId('goods-import').click();
  const importDialog = page.getByRole('dialog').filter({ hasText: '导入商品' });
  await importDialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'goods.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importDialog.getByRole('button', { name: /^导\s*入$/ }).click();
  const report = page.getByTestId('goods-import-report');
  await expect(report).toContainText('未导入任何数据');
  await expect(report.getByRole('row').filter({ hasText: '商品编码' })).toContainText('3');

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
  await openSignedIn(page, OWNER, '/project/goodMng/goodList');
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(/^共 \d+ 条$/);
});

test('a new goods item takes the next free PLU from the server; a PLU in use is refused on its field, in plain words', async ({
  page,
}) => {
  await openSignedIn(page, OWNER, '/project/goodMng/goodList');
  // What the server says is next (every number up to it may be taken, on any page of the list).
  const nextPlu = () =>
    page.evaluate(async () => {
      const stored = JSON.parse(localStorage.getItem('dahua.token') ?? '{}') as { token?: string };
      const response = await fetch('/api/management/goods/next_plu', {
        headers: { authorization: `Basic ${btoa(`${stored.token ?? ''}:null`)}` },
      });
      return ((await response.json()) as { data: { plu_number: number } }).data.plu_number;
    });
  const before = await nextPlu();
  await page.getByTestId('goods-create').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('#goods_plu_number')).not.toHaveValue('');
  // Other tests add goods to the demo company meanwhile: the form holds what the server said when it
  // opened, which is the answer before it or the one after.
  const after = await nextPlu();
  expect([String(before), String(after)]).toContain(await dialog.locator('#goods_plu_number').inputValue());

  // PLU 1 is the demo's 红富士苹果.
  await dialog.locator('#goods_plu_number').fill('1');
  await dialog.locator('#goods_item_code').fill(code(7));
  await dialog.locator('#goods_name').fill(`重复PLU${Date.now().toString(36)}`);
  await dialog.getByTestId('goods-price').fill('1');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(dialog.getByText('PLU 1 已被「红富士苹果」使用')).toBeVisible();
  await expect(page.getByText('错误消息')).toHaveCount(0);
});

test('deleting goods that sit on scales says on how many scales and hot keys first', async ({ page }) => {
  await openSignedIn(page, OWNER, '/project/goodMng/goodList');
  // A demo item that sits on a scale and has no stock history (those cannot be deleted at all).
  const name = await page.evaluate(async () => {
    const stored = JSON.parse(localStorage.getItem('dahua.token') ?? '{}') as { token?: string };
    const headers = { authorization: `Basic ${btoa(`${stored.token ?? ''}:null`)}` };
    const get = async (url: string) =>
      ((await (await fetch(url, { headers })).json()) as { data: never }).data;
    const list = (await get('/api/management/goods?per_page=50')) as { list: { id: number; name: string }[] };
    for (const item of list.list) {
      const usage = (await get(`/api/management/goods/${item.id}/usage`)) as {
        scale_count: number;
        has_stock_history: boolean;
      };
      if (usage.scale_count > 0 && !usage.has_stock_history) return item.name.replace(/\n/g, ' ');
    }
    return null;
  });
  expect(name).not.toBeNull();
  await page.goto('/project/goodMng/goodList');
  await page.getByTestId('goods-search').locator('input').fill(name!.split(' ')[0]!);
  await page.getByTestId('goods-search').locator('input').press('Enter');
  const row = page
    .getByRole('row')
    .filter({ hasText: name!.split(' ')[0]! })
    .first();
  await row.getByRole('button', { name: /删\s*除/ }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText(`确定删除商品“${name}”吗？`);
  await expect(confirm).toContainText(/它在 \d+ 台电子秤上/);
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(row).toBeVisible();
});

test('goods with stock history cannot be deleted, and the dialog says why', async ({ page }) => {
  await openSignedIn(page, OWNER, '/project/goodMng/goodList');
  // The demo's 红富士苹果 was received into stock.
  const row = page.getByRole('row').filter({ hasText: '红富士苹果' }).first();
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await expect(page.getByRole('dialog')).toContainText('它已有库存记录');
});
