import { ADMIN } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/**
 * A company's raw-sales retention (issue 33 §2), set where its time zone is set (the company dialog),
 * at 375 px in both languages: empty keeps sales for ever, 3–240 months, refused otherwise.
 */
test('an administrator sets how long a company keeps raw sales, at 375 px, in both languages', async ({
  page,
}) => {
  const name = `留存公司${String(Date.now()).slice(-6)}`;
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, ADMIN, '/admin/companyMng/companyList');
  await page.getByTestId('company-create').click();
  const form = page.getByTestId('company-form');
  // A new company keeps its sales for ever: the setting is on the edit dialog only.
  await expect(form.getByTestId('company-sales-retention')).toHaveCount(0);
  await form.getByLabel('公司名称').fill(name);
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('公司已保存')).toBeVisible();
  // The creation's notice goes before the edit's is awaited (on a slow machine both showed at once).
  await expect(page.getByText('公司已保存')).toHaveCount(0);

  const openEdit = async (edit: RegExp) => {
    await page.getByTestId('company-search').locator('input').fill(name);
    await page.getByTestId('company-search').locator('input').press('Enter');
    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: edit }).click();
  };
  await openEdit(/编\s*辑/);
  const field = form.getByLabel('原始销售记录保留');
  await expect(field).toHaveValue('');
  await expect(form.getByText('个月', { exact: true })).toBeVisible();
  await expect(form).toContainText('统计分析读取汇总数据');
  await field.fill('2');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(form.getByText('请输入 3–240 的整数，或留空表示永久保留')).toBeVisible();
  // No sideways scroll with the help and the message showing.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const dialogBox = await page.getByRole('dialog').boundingBox();
  expect(dialogBox!.x).toBeGreaterThanOrEqual(0);
  expect(dialogBox!.x + dialogBox!.width).toBeLessThanOrEqual(375);
  await field.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('retention-375.png') });
  await field.fill('24');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('公司已保存')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // In English, the value it was saved with; emptied, the company keeps its sales for ever again.
  await page.evaluate(() => localStorage.setItem('lange', 'en'));
  await page.reload();
  await openEdit(/Edit/);
  const english = form.getByLabel('Raw sales kept');
  await expect(english).toHaveValue('24');
  await expect(form.getByText('months', { exact: true })).toBeVisible();
  await english.fill('241');
  await page.getByRole('dialog').getByRole('button', { name: /OK/ }).click();
  await expect(
    form.getByText('Enter a whole number from 3 to 240, or leave empty to keep them for ever'),
  ).toBeVisible();
  await english.fill('');
  await page.getByRole('dialog').getByRole('button', { name: /OK/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await openEdit(/Edit/);
  await expect(form.getByLabel('Raw sales kept')).toHaveValue('');
});
