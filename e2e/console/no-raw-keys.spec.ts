import { ADMIN, OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { expect, type Page, test } from '../support/test';

// Issue 12 §3: no screen shows an i18n key (`profile.bindWechat`) or an unfilled placeholder.
// Every page of the route table the menu reaches, the detail pages their lists link to, each of
// their tabs, and the personal centre, for an owner and an administrator, in both languages.

const KEY_LIKE = /\b[a-z][a-zA-Z]+\.[a-z][a-zA-Z.]+\b/g;
/** Dotted words that are not keys: file names and host names. */
const NOT_A_KEY = /\.(com|cn|net|org|png|jpe?g|svg|xlsx|csv|pdf|zip|plu|txt|json)$/;

/** Key-like words of a text (with a little context), and `{{placeholders}}` left unfilled. */
function rawKeys(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(KEY_LIKE)) {
    const before = text[match.index - 1] ?? '';
    if (NOT_A_KEY.test(match[0]) || before === '@' || before === '/') continue;
    found.push(text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20));
  }
  for (const match of text.matchAll(/\{\{\s*\w+\s*\}\}/g)) found.push(match[0]);
  return found;
}

/** Every page the sidebar offers (all groups opened). */
async function menuPaths(page: Page): Promise<string[]> {
  const menu = page.getByTestId('side-menu');
  const groups = menu.locator('.ant-menu-submenu-title');
  for (let i = 0; i < (await groups.count()); i++) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  }
  const ids = await menu
    .locator('li.ant-menu-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-menu-id') ?? ''));
  return ids.map((id) => id.slice(id.indexOf('-/') + 1)).filter((path) => path.startsWith('/'));
}

async function settled(page: Page) {
  await expect(page.getByTestId('breadcrumb-bar')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
}

/** The visible text of the page and of each of its tabs. */
async function textsOf(page: Page): Promise<string[]> {
  const texts = [await page.locator('body').innerText()];
  const tabs = page.locator(
    'main .ant-tabs-tab:not(.ant-tabs-tab-disabled), .ant-layout-content .ant-tabs-tab',
  );
  for (let i = 0; i < (await tabs.count()); i++) {
    await tabs.nth(i).click();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    texts.push(await page.locator('body').innerText());
  }
  return texts;
}

/** The console pages a page links to from its content (list rows → detail pages), one of each kind. */
async function detailLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('.ant-layout-content a[href^="/project/"], .ant-layout-content a[href^="/admin/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => /\/(\d+|new)$/.test(href));
}

/** The route a concrete path belongs to, so one detail page of each kind is enough. */
const shapeOf = (path: string) => path.replace(/\/\d+(?=\/|$)/g, '/:id');

/** Detail pages each walk must reach through its lists' links. */
const OWNER_DETAILS = [
  '/project/shopMng/shopList/manage/:id',
  '/project/scaleMng/scaleList/manage/:id',
  '/project/stockMng/importOrder/:id',
  '/project/stockMng/stockCheck/:id',
  '/project/shopMng/shopList/manage/:id/labels/new',
];
const ADMIN_DETAILS = ['/admin/companyMng/companyList/manage/:id', '/admin/shopMng/shopList/manage/:id'];

for (const [who, account, details] of [
  ['a company owner', OWNER, OWNER_DETAILS],
  ['an administrator', ADMIN, ADMIN_DETAILS],
] as const) {
  for (const language of ['ch', 'en'] as const) {
    test(`${who} sees no raw i18n key on any page (${language})`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.addInitScript((lang) => localStorage.setItem('lange', lang), language);
      const login = new LoginPage(page);
      await login.open();
      expect(rawKeys(await page.locator('body').innerText()), '/sign/login').toEqual([]);
      await login.signIn(account.username, account.password);
      await expect(page.getByTestId('side-menu')).toBeVisible();

      const queue = await menuPaths(page);
      expect(queue.length).toBeGreaterThan(5);
      const seen = new Set(queue.map(shapeOf));
      const found: string[] = [];
      while (queue.length > 0) {
        const path = queue.shift()!;
        await page.goto(path);
        await settled(page);
        for (const text of await textsOf(page)) found.push(...rawKeys(text).map((key) => `${path}: ${key}`));
        // After the tabs: links inside them count too (a shop's label templates → the designer).
        for (const link of await detailLinks(page)) {
          if (seen.has(shapeOf(link))) continue;
          seen.add(shapeOf(link));
          queue.push(link);
        }
      }

      expect([...seen]).toEqual(expect.arrayContaining(details));

      await page.getByTestId('user-menu').hover();
      await page.getByRole('menuitem', { name: language === 'en' ? 'Personal centre' : '个人中心' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
      found.push(...rawKeys(await dialog.innerText()).map((key) => `personal centre: ${key}`));

      expect(found).toEqual([]);
    });
  }
}
