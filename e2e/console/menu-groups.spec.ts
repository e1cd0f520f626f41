import { OWNER } from '../support/accounts';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

// Issue 12 §2: single-child menu groups stay groups, but the sidebar opens the current page's
// group on load and remembers which groups were left open. Each test opens its first page signed in.

const group = (page: Page, name: string) =>
  page.getByTestId('side-menu').locator('li.ant-menu-submenu').filter({ hasText: name });

test('a deep link opens its group and selects its list entry', async ({ page }) => {
  await openSignedIn(page, OWNER, '/project/shopMng/shopList/manage/1');
  await expect(page.getByTestId('breadcrumb-bar')).toContainText('店铺详情');
  await expect(group(page, '店铺管理')).toHaveClass(/ant-menu-submenu-open/);
  await expect(
    page.getByTestId('side-menu').locator('li.ant-menu-item-selected', { hasText: '店铺列表' }),
  ).toBeVisible();
});

test('groups left open stay open after a reload, and a closed one stays closed', async ({ page }) => {
  await openSignedIn(page, OWNER, '/project/shopMng/shopList');
  await expect(group(page, '店铺管理')).toHaveClass(/ant-menu-submenu-open/);
  await group(page, '商品管理').locator('.ant-menu-submenu-title').click();
  await expect(group(page, '商品管理')).toHaveClass(/ant-menu-submenu-open/);
  await group(page, '店铺管理').locator('.ant-menu-submenu-title').click();
  await expect(group(page, '店铺管理')).not.toHaveClass(/ant-menu-submenu-open/);

  await page.goto('/project/dashboard');
  await expect(group(page, '商品管理')).toHaveClass(/ant-menu-submenu-open/);
  await expect(page.getByTestId('side-menu').getByText('商品列表')).toBeVisible();
  await expect(group(page, '店铺管理')).not.toHaveClass(/ant-menu-submenu-open/);
});
