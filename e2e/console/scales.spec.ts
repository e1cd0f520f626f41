import { OWNER } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { expect, type Locator, type Page, test } from '../support/test';

const OK = /确\s*定|OK/;
/** PLU 3000–3999 and item codes 7300000–7309999 are this test's alone (TM-Aa takes PLU ≤ 4000). */
const seed = Date.now() % 500;
const plu = (n: number) => 3000 + ((seed * 2 + n) % 1000);
const code = (n: number) => String(7_300_000 + ((seed * 2 + n) % 10_000));

/** The options of the dropdown that is open now. */
function openOptions(page: Page): Locator {
  return page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
}

/** Creates a goods item of the signed-in person's company through the API, with the page's token. */
async function createGoods(page: Page, n: number, name: string): Promise<number> {
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('dahua.token') ?? '{}').token as string,
  );
  const response = await page.request.post('/api/management/goods', {
    headers: { authorization: `Basic ${Buffer.from(`${token}:null`).toString('base64')}` },
    data: { plu_number: plu(n), item_code: code(n), name, unit_price: 990 + n },
  });
  const body = await response.json();
  expect(body.code, body.msg).toBe(1);
  return body.data.id as number;
}

test('the owner creates a scale, puts goods on it, lays out hot keys by click, and removing goods clears their key', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const tag = Date.now().toString(36);
  const scaleName = `测试秤${tag}`;
  const apple = `秤测苹果${tag}`;
  const pear = `秤测香梨${tag}`;
  // The scale list first: the goods are made with its session.
  await openSignedIn(page, OWNER, '/project/scaleMng/scaleList');
  const appleId = await createGoods(page, 0, apple);
  const pearId = await createGoods(page, 1, pear);

  // Create the scale in 文三路生鲜店, model TM-Aa.
  await page.getByTestId('scale-create').click();
  const dialog = page.getByRole('dialog');
  const shop = dialog.getByTestId('scale-form-shop');
  await shop.click();
  const shopsFound = page.waitForResponse((r) => decodeURIComponent(r.url()).includes('name=文三路'));
  await shop.locator('input').fill('文三路');
  await shopsFound;
  await openOptions(page).filter({ hasText: '文三路生鲜店' }).first().click();
  await expect(shop).toContainText('文三路生鲜店');
  await dialog.getByLabel('电子秤名称').fill(scaleName);
  await dialog.getByTestId('scale-form-model').click();
  await openOptions(page)
    .filter({ hasText: /^TM-Aa 条码秤/ })
    .click();
  await expect(dialog.getByTestId('scale-form-model')).toContainText('PLU 4000 · 热键 71');
  const created = page.waitForResponse(
    (r) => /\/api\/shops\/\d+\/scales$/.test(r.url()) && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: OK }).click();
  const scaleId = (await (await created).json()).data.id as number;
  await expect(page.getByText('电子秤已保存')).toBeVisible();

  await page.getByTestId('scale-search').locator('input').fill(scaleName);
  await page.getByTestId('scale-search').locator('input').press('Enter');
  const row = page.getByRole('row').filter({ hasText: scaleName });
  await expect(row).toContainText('文三路生鲜店');
  await expect(row).toContainText('TM-Aa 条码秤');
  await expect(row).toContainText('0 / 4000');
  await row.getByRole('link', { name: '管理' }).click();
  await expect(page).toHaveURL(new RegExp(`/project/scaleMng/scaleList/manage/${scaleId}`));
  await expect(page.getByTestId('scale-details')).toContainText('最多 4000 个商品');

  // Put both goods on the scale.
  await page.getByRole('tab', { name: '秤上商品' }).click();
  await page.getByTestId('scale-goods-add').click();
  const addDialog = page.getByRole('dialog').filter({ hasText: '添加商品到电子秤' });
  const goodsFound = page.waitForResponse((r) => decodeURIComponent(r.url()).includes(`name=${tag}`));
  await addDialog.getByTestId('scale-goods-add-search').locator('input').fill(tag);
  await addDialog.getByTestId('scale-goods-add-search').locator('input').press('Enter');
  await goodsFound;
  for (const name of [apple, pear])
    await addDialog.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
  const added = page.waitForResponse((r) => r.url().includes(`/api/scales/${scaleId}/goods?op_flag=1`));
  await addDialog.getByTestId('scale-goods-add-ok').click();
  expect((await (await added).json()).data).toMatchObject({ changed: 2, goods_count: 2 });
  await expect(page.getByTestId('scale-goods-usage')).toHaveText('已放商品 2 / 4000');
  await expect(page.getByRole('row').filter({ hasText: pear })).toHaveCount(1);

  // Key 1 (UP) gets the apple, key 40 (DOWN on a 71-key TM-Aa) the pear: pick goods, then click the key.
  await page.getByRole('tab', { name: '热键' }).click();
  await page.getByTestId(`hot-key-goods-${appleId}`).click();
  await page.getByTestId('hot-key-1').click();
  await page.getByTestId(`hot-key-goods-${pearId}`).click();
  await page.getByTestId('hot-key-group-DOWN').getByTestId('hot-key-40').click();
  await expect(page.getByTestId('hot-key-unsaved')).toBeVisible();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith(`/api/scales/${scaleId}/hot_keys`) && r.request().method() === 'PUT',
  );
  await page.getByTestId('hot-key-save').click();
  expect((await (await saved).json()).code).toBe(1);
  await expect(page.getByTestId('hot-key-unsaved')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('hot-key-1')).toContainText(apple);
  await expect(page.getByTestId('hot-key-1')).toContainText(`PLU ${plu(0)}`);
  await expect(page.getByTestId('hot-key-40')).toContainText(pear);
  await expect(page.getByTestId('hot-key-summary')).toContainText('已设置 2 个');

  // Removing the pear from the scale clears its key.
  await page.getByRole('tab', { name: '秤上商品' }).click();
  await page.getByRole('row').filter({ hasText: pear }).getByRole('button', { name: '移除' }).click();
  const removed = page.waitForResponse((r) => r.url().includes(`/api/scales/${scaleId}/goods?op_flag=0`));
  await page.getByRole('tooltip').getByRole('button', { name: OK }).click();
  expect((await (await removed).json()).data).toMatchObject({ changed: 1, hot_keys_cleared: 1 });
  await expect(page.getByTestId('scale-goods-usage')).toHaveText('已放商品 1 / 4000');

  await page.goto(`/project/scaleMng/scaleList/manage/${scaleId}?tab=hotKeys`);
  await expect(page.getByTestId('hot-key-1')).toContainText(apple);
  await expect(page.getByTestId('hot-key-40')).toContainText('空');
  await expect(page.getByTestId('hot-key-40')).not.toContainText(pear);
  await expect(page.getByTestId('hot-key-summary')).toContainText('已设置 1 个');
});
