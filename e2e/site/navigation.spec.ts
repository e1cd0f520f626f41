import { expect, test } from '../support/test';

const GROUPS: Record<string, [string, string][]> = {
  'AI 智能识别秤': [
    ['TMF651 AI 识别秤', '/tmf65'],
    ['TMF652 AI 识别秤', '/tmf66'],
    ['TMH651 AI 识别秤', '/tmh65'],
  ],
  生鲜供应链: [
    ['TM-Ab 条码秤', '/Tmab'],
    ['TM-Aa 条码秤', '/tmaa'],
    ['ACS-Aa 计价秤', '/aAcsthree'],
    ['TM-Q 触屏价签秤', '/acsten'],
  ],
  配送与工厂: [
    ['贴标机', '/tiebiao'],
    ['包装机', '/baozhuang'],
  ],
  民用秤: [
    ['TCS 收银台秤', '/tcsa'],
    ['SY-A5 收银秤', '/syafive'],
    ['TM-H 系列', '/tmhp'],
    ['TM-P2 打印秤', '/tmptwo'],
  ],
};

for (const [group, links] of Object.entries(GROUPS)) {
  test(`the Products Center group ${group} navigates to its products`, async ({ page }) => {
    for (const [label, path] of links) {
      await page.goto('/about');
      await page.getByRole('button', { name: '产品中心' }).click();
      const menu = page.locator('#products-menu');
      await expect(menu).toBeVisible();
      await menu.getByRole('region', { name: group }).getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator('.breadcrumb [aria-current="page"]')).toBeVisible();
    }
  });
}

test('the header links reach quality honours, equipment centre, about and sign-in', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await nav.getByRole('link', { name: '品质荣誉' }).click();
  await expect(page).toHaveURL(/\/houer$/);
  await expect(page.locator('.gallery img')).toHaveCount(12);
  await nav.getByRole('link', { name: '设备中心' }).click();
  await expect(page).toHaveURL(/\/device$/);
  await expect(page.locator('.gallery img')).toHaveCount(9);
  await nav.getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await nav.getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(nav.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/sign/login');
});

test('the Products Center menu works from the keyboard', async ({ page }) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: '产品中心' });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'TMF651 AI 识别秤', exact: true })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('link', { name: 'TMF652 AI 识别秤', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#products-menu')).toBeVisible();
});

test('the mobile menu opens and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const nav = page.locator('#site-nav');
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: '菜单' }).click();
  await expect(nav).toBeHidden();
});

test('the side screens share their left menu', async ({ page }) => {
  for (const path of ['/weixiu', '/pinzhi', '/shebei']) {
    await page.goto(path);
    const menu = page.getByRole('navigation', { name: '服务菜单' });
    await expect(menu.getByRole('link', { name: '维修中心' })).toBeVisible();
    await expect(menu.getByRole('link', { name: '条码标签秤' })).toBeVisible();
  }
  await expect(page.locator('.gallery img')).toHaveCount(9);
  await page.goto('/weixiu');
  await expect(page.locator('.documents > li')).toHaveCount(11);
});

test('the /classjijia demo pages 100 items five at a time', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/classjijia');
  const visibleRows = page.locator('.goods-table tbody tr:visible');
  await expect(visibleRows).toHaveCount(5);
  await expect(visibleRows.first().locator('td').first()).toHaveText('0001');
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(visibleRows.first().locator('td').first()).toHaveText('0006');
  await page.getByRole('button', { name: '第 20 页' }).click();
  await expect(visibleRows).toHaveCount(5);
  await expect(visibleRows.last().locator('td').first()).toHaveText('0100');
  await expect(page.getByRole('button', { name: '下一页' })).toBeDisabled();
  await expect(page.locator('[data-pager-status]')).toHaveText('第 20 页，共 20 页');
  expect(errors).toEqual([]);
});
