import { ADMIN, OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

// The console on a phone (issue 12 §1): every menu entry at 375 px, for an owner and an
// administrator, in both languages: nothing scrolls sideways, the user menu stays reachable.
test.use({ viewport: { width: 375, height: 812 } });

/** Every page the drawer's menu offers (its groups opened one by one). */
async function menuPaths(page: Page): Promise<string[]> {
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  const groups = drawer.locator('.ant-menu-submenu-title');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  const ids = await drawer
    .locator('li.ant-menu-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-menu-id') ?? ''));
  await page.keyboard.press('Escape');
  return ids.map((id) => id.slice(id.indexOf('-/') + 1)).filter((path) => path.startsWith('/'));
}

async function expectFitsThePhone(page: Page, path: string) {
  const widths = await page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));
  expect(widths.document, `${path} scrolls sideways`).toBeLessThanOrEqual(widths.window);
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toBeInViewport();
  await expect(page.getByTestId('menu-button')).toBeInViewport();
}

for (const [who, account, homePath, home] of [
  ['a company owner', OWNER, '/project/dashboard', /\/project\/dashboard$/],
  ['an administrator', ADMIN, '/admin/dashboard', /\/admin\/dashboard$/],
] as const) {
  for (const language of ['ch', 'en'] as const) {
    test(`${who} reaches every page at 375 px without sideways scrolling (${language})`, async ({ page }) => {
      // About 30 pages, each a full load; under CI load that can take minutes.
      test.setTimeout(300_000);
      await openSignedIn(page, account, homePath, { language });
      await expect(page).toHaveURL(home);

      const paths = await menuPaths(page);
      expect(paths.length).toBeGreaterThan(3);
      for (const path of paths) {
        await page.goto(path);
        await expect(page.getByTestId('breadcrumb-bar')).toBeVisible();
        await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
        await expectFitsThePhone(page, path);
      }

      // The tab names the page and the product, in the current language.
      await page.goto(paths[0]!);
      await expect(page).toHaveTitle(language === 'en' ? / - Dahua Scales$/ : / - 大华电子秤$/);
      // Logging out works from the phone.
      await page.getByTestId('user-menu').click();
      await page.getByText(language === 'en' ? 'Log out' : '退出登录').click();
      await page.getByRole('button', { name: language === 'en' ? 'OK' : /确\s*定/ }).click();
      await expect(page).toHaveURL(/\/sign\/login$/);
    });
  }
}

test('the drawer opens at once after sign-in, closes on the page chosen in it and on going back', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(OWNER.username, OWNER.password);
  // No wait for the dashboard's own code: a redirect still under way must not shut the drawer.
  await page.getByTestId('menu-button').click();
  const drawer = page.getByTestId('menu-drawer');
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await expect(drawer).toBeVisible();

  await drawer.locator('.ant-menu-submenu-title').first().click();
  const entry = drawer.locator('li.ant-menu-item').first();
  const id = (await entry.getAttribute('data-menu-id')) ?? '';
  await entry.click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${id.slice(id.indexOf('-/') + 1)}$`));

  await page.getByTestId('menu-button').click();
  await expect(drawer).toBeVisible();
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
});

test('the notice bell’s list fits the phone: every tab and the whole list on screen, in both languages', async ({
  page,
}) => {
  await openSignedIn(page, OWNER, '/project/dashboard');
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  for (const language of ['ch', 'en']) {
    await page.evaluate((lange) => localStorage.setItem('lange', lange), language);
    await page.reload();
    await page.getByTestId('notice-bell').click();
    const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
    await expect(popover.getByRole('tab')).toHaveCount(3);
    const box = (await popover.boundingBox())!;
    expect(box.x, `${language}: the list starts off screen`).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, `${language}: the list ends off screen`).toBeLessThanOrEqual(375);
    for (const tab of await popover.getByRole('tab').all()) await expect(tab).toBeInViewport({ ratio: 1 });
    await page.keyboard.press('Escape');
  }
});
