import { ADMIN, OWNER } from '../support/accounts';
import { pick } from '../support/select';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

test('the owner creates, finds, edits, opens and deletes a shop', async ({ page }) => {
  test.slow(); // a shop's whole life in one flow
  const name = `测试门店${Date.now().toString(36)}`;
  await openSignedIn(page, OWNER, '/project/shopMng/shopList');

  await page.getByRole('button', { name: /新建店铺/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toContainText('请输入店铺名称');
  await dialog.getByLabel('店铺名称').fill(name);
  await dialog.getByLabel('手机号').fill('123');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toContainText('请输入正确的手机号');
  await dialog.getByLabel('手机号').fill('13812345678');
  await dialog.getByLabel('地址').fill('杭州市西湖区');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('店铺已保存')).toBeVisible();

  await page.getByTestId('shop-search').locator('input').fill(name);
  await page.getByTestId('shop-search').locator('input').press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(page.getByRole('row')).toHaveCount(2);

  await row.getByRole('button', { name: '编辑' }).click();
  await page.getByRole('dialog').getByLabel('地址').fill('杭州市滨江区');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(row).toContainText('杭州市滨江区');

  await row.getByRole('link', { name: '管理' }).click();
  await expect(page).toHaveURL(/\/project\/shopMng\/shopList\/manage\/\d+$/);
  await expect(page.getByTestId('shop-details')).toContainText('13812345678');
  await expect(page.getByText('该店铺还没有电子秤')).toBeVisible();
  await page.goBack();

  await page.getByTestId('shop-search').locator('input').fill(name);
  await page.getByTestId('shop-search').locator('input').press('Enter');
  await row.getByRole('button', { name: '删除' }).click();
  await page
    .getByRole('tooltip')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click();
  await expect(page.getByText('店铺已删除')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('an administrator picks the company when creating, and filters the list by company', async ({
  page,
}) => {
  const name = `管理员门店${Date.now().toString(36)}`;
  await openSignedIn(page, ADMIN, '/admin/shopMng/shopList');

  await page.getByRole('button', { name: /新建店铺/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('店铺名称').fill(name);
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toContainText('请选择公司');
  await pick(page, page.getByTestId('shop-form-company'), '演示公司');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('店铺已保存')).toBeVisible();

  await pick(page, page.getByTestId('shop-company-filter'), '演示公司');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('演示公司');
  // Every row is the company's once the filtered list has arrived (until then the whole list shows).
  const companies = page.getByRole('row').locator('td:nth-child(3)');
  await expect.poll(async () => [...new Set(await companies.allTextContents())]).toEqual(['演示公司']);
});

test('a shop name the company already has is refused on the name field, and a new shop opens empty', async ({
  page,
}) => {
  await openSignedIn(page, OWNER, '/project/shopMng/shopList');
  await page.getByRole('button', { name: /新建店铺/ }).click();
  const dialog = page.getByRole('dialog');
  // The demo company's first shop.
  await dialog.getByLabel('店铺名称').fill('文三路生鲜店');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(dialog).toContainText('本公司已有名为「文三路生鲜店」的店铺，请换一个名称');
  await expect(page.getByText('错误消息')).toHaveCount(0);
  await dialog.getByRole('button', { name: /取\s*消|Cancel/ }).click();
  // Typed in, closing asks first (issue 32); discarded, the next new shop starts empty.
  await page.getByTestId('unsaved-discard').click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: /新建店铺/ }).click();
  await expect(page.getByRole('dialog').getByLabel('店铺名称')).toHaveValue('');
});
