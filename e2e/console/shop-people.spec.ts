import { ADMIN, OWNER } from '../support/accounts';
import { LoginPage, openSignInApp } from '../support/LoginPage';
import { pageApi } from '../support/page-api';
import { openOptions } from '../support/select';
import { openSignedIn } from '../support/session';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test';

/*
 * Issue 26 §4, what shop people saw: each defect at 1440 and 375 px in both languages. Notices in
 * the reader's language with their statuses in words; label types in words; the designer's new
 * elements in free space with overlap warnings and a canvas fitted to its pane; the dashboard's
 * loading state; the sign-in tabs and form dialogs on a phone; the error pages' titles and
 * breadcrumbs; columns and tags that were cut off; the work order's resolve toast.
 */

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;
const LANGUAGES = ['ch', 'en'] as const;

const HAN = /[\u4e00-\u9fff]/;
const LATIN_WORD = /[A-Za-z]{3,}/;

async function settled(page: Page) {
  await expect(page.getByTestId('breadcrumb-bar')).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

/** A demo shop with the demo's templates (other specs add shops of their own, without any). */
async function demoShopId(request: APIRequestContext): Promise<number> {
  const owner = await tokenOf(request, OWNER);
  const shops = await call<{ list: { id: number }[] }>(
    request,
    owner,
    'get',
    '/api/management/shops?page=1&per_page=50',
  );
  for (const shop of shops.list) {
    const labels = await call(request, owner, 'get', `/api/management/shops/${shop.id}/labels`);
    if ((labels as { type: string }[]).some((l) => l.type === 'weighed')) return shop.id;
  }
  throw new Error('no demo shop with the demo templates');
}

const boxOf = async (locator: Locator) => (await locator.boundingBox())!;
type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) =>
  a.x + 0.5 < b.x + b.width &&
  b.x + 0.5 < a.x + a.width &&
  a.y + 0.5 < b.y + b.height &&
  b.y + 0.5 < a.y + a.height;

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of LANGUAGES) {
      test(`notices: titles in the reader's language only, statuses in words, a resolved order is no "todo" (${language})`, async ({
        page,
      }) => {
        await openSignedIn(page, OWNER, '/project/shopMng/shopList', { language });
        await page.getByTestId('notice-bell').click();
        const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
        const titles: string[] = [];
        const tags: string[] = [];
        for (const tab of await popover.getByRole('tab').all()) {
          await tab.click();
          const panel = popover.getByRole('tabpanel');
          // The tab's list or its empty state (another spec may have cleared a tab of the shared demo).
          await expect(panel.locator('[data-testid="notice-item"], .ant-empty').first()).toBeVisible();
          const items = panel.getByTestId('notice-item');
          for (const item of await items.all()) {
            const title = (await item.locator('.ant-list-item-meta-title').innerText()).trim();
            const tag = item.locator('.ant-tag');
            const status = (await tag.count()) > 0 ? (await tag.innerText()).trim() : '';
            titles.push(title);
            if (status) tags.push(status);
            if (/resolved|解决/i.test(title))
              expect(status, `${title}: ${status}`).not.toMatch(/^(todo|待处理|To do)$/i);
          }
        }
        expect(titles.length).toBeGreaterThan(0);
        expect(tags.length).toBeGreaterThan(0);
        for (const title of titles) {
          if (language === 'ch') expect(title, 'a Chinese title with English in it').not.toMatch(LATIN_WORD);
          else expect(title, 'an English title with Chinese in it').not.toMatch(HAN);
        }
        for (const tag of tags) {
          expect(tag, 'a raw status').not.toMatch(/^(todo|doing|processing|urgent)$/);
          if (language === 'ch') expect(tag).toMatch(HAN);
        }
      });

      test(`label types read as words, not codes (${language})`, async ({ page, request }) => {
        const shopId = await demoShopId(request);
        await openSignedIn(page, OWNER, `/project/shopMng/shopList/manage/${shopId}?tab=labels`, {
          language,
        });
        await settled(page);
        const table = page.locator('.ant-table').first();
        // The templates' rows, not the empty text the table shows until they arrive.
        await expect(table).toContainText(language === 'ch' ? '称重' : 'Weighed');
        const cells = await table.locator('td').allInnerTexts();
        expect(cells.map((c) => c.trim())).not.toContain('weighed');
        expect(cells.map((c) => c.trim())).not.toContain('standard');
        expect(cells.join(' ')).toContain(language === 'ch' ? '称重' : 'Weighed');
        // The slot column's header stays on one line.
        const header = table.locator('th').first();
        const lineHeight =
          Number.parseFloat(await header.evaluate((th) => getComputedStyle(th).lineHeight)) || 22;
        expect((await boxOf(header)).height, 'the slot header wraps').toBeLessThan(lineHeight * 2 + 24);
      });

      test(`label designer: new elements land in free space, overlaps warned, the canvas fits its pane (${language})`, async ({
        page,
        request,
      }) => {
        const shopId = await demoShopId(request);
        await openSignedIn(page, OWNER, `/project/shopMng/shopList/manage/${shopId}/labels/new`, {
          language,
        });
        await settled(page);
        const items = page.locator('[data-testid^="designer-item-"]');
        await page.getByTestId('designer-add').hover();
        await page.getByRole('menuitem', { name: language === 'ch' ? '固定文字' : 'Fixed text' }).click();
        await page.getByTestId('designer-add').hover();
        await page.getByRole('menuitem', { name: language === 'ch' ? '条码' : 'Barcode' }).click();
        await page.getByTestId('designer-add-field').click();
        await openOptions(page)
          .getByText(language === 'ch' ? '单价' : 'Unit price', { exact: true })
          .click();
        await expect(items).toHaveCount(3);
        const boxes = await Promise.all([0, 1, 2].map((i) => boxOf(page.getByTestId(`designer-item-${i}`))));
        for (let i = 0; i < boxes.length; i++)
          for (let j = i + 1; j < boxes.length; j++)
            expect(intersects(boxes[i]!, boxes[j]!), `elements ${i + 1} and ${j + 1} overlap`).toBe(false);
        const warnings = page.getByTestId('designer-warnings');
        await expect(warnings).toContainText(language === 'ch' ? '没有问题' : 'No problems');

        // The canvas fills its pane (at most the pane) and needs no sideways scrolling.
        const pane = await boxOf(page.getByTestId('designer-pane'));
        const stage = await boxOf(page.getByTestId('designer-stage'));
        expect(stage.width, 'the stage is wider than its pane').toBeLessThanOrEqual(pane.width);
        expect(stage.width, 'the stage does not use its pane').toBeGreaterThan(pane.width * 0.6);

        // The demo's full 40 × 30 label: a new barcode has no free space, overlaps, and is warned of.
        const labels = await pageApi(page, 'GET', `/api/management/shops/${shopId}/labels`);
        const full = labels.find((l: { type: string }) => l.type === 'weighed');
        await page.goto(`/project/shopMng/shopList/manage/${shopId}/labels/${full.id}`);
        await settled(page);
        await expect(items).toHaveCount(10);
        await page.getByTestId('designer-add').hover();
        await page.getByRole('menuitem', { name: language === 'ch' ? '条码' : 'Barcode' }).click();
        await expect(items).toHaveCount(11);
        await expect(warnings).not.toContainText(language === 'ch' ? '没有问题' : 'No problems');
        await expect(warnings).toContainText(language === 'ch' ? '重叠' : 'overlap');
      });

      test(`the dashboard shows a spinner while its code loads after sign-in (${language})`, async ({
        page,
      }) => {
        // A slow link: the dashboard's code arrives 3 s after the sign-in.
        await page.route('**/console-assets/DashboardPage-*.js', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 3000));
          await route.continue();
        });
        await page.addInitScript((lang) => localStorage.setItem('lange', lang), language);
        const login = new LoginPage(page);
        await login.open();
        await login.signIn(OWNER.username, OWNER.password);
        await expect(page.getByTestId('breadcrumb-bar')).toBeVisible();
        const content = page.locator('.ant-layout-content');
        await expect(content.locator('.ant-spin-spinning').first(), 'blank while loading').toBeVisible({
          timeout: 2000,
        });
        await expect(page.getByTestId('dashboard-welcome')).toBeVisible();
        await expect(content.locator('.ant-spin-spinning')).toHaveCount(0);
      });

      test(`the error pages name themselves in the tab and the breadcrumb (${language})`, async ({
        page,
      }) => {
        const brand = language === 'en' ? 'Dahua Scales' : '大华电子秤';
        for (const [index, [path, name]] of (
          [
            ['/403', language === 'en' ? /denied|not authori/i : /无权/],
            ['/project/no-such-page', language === 'en' ? /not found/i : /不存在/],
          ] as const
        ).entries()) {
          if (index === 0) await openSignedIn(page, OWNER, path, { language });
          else await page.goto(path);
          await expect(page.getByTestId('breadcrumb-bar')).toBeVisible();
          await expect(page).toHaveTitle(new RegExp(`^.+ - ${brand}$`));
          expect(await page.title()).toMatch(name);
          await expect(
            page.getByTestId('breadcrumb-bar').locator('.ant-breadcrumb li:not(.ant-breadcrumb-separator)'),
          ).toHaveCount(2);
          await expect(page.getByTestId('breadcrumb-bar')).toContainText(name);
        }
      });

      test(`work orders: the priority tag stays clear of "View", the resolve toast says resolved (${language})`, async ({
        page,
      }) => {
        await openSignedIn(page, OWNER, '/project/workorderMng/workorderList', { language });
        await settled(page);
        const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
        await expect(row).toBeVisible();
        const tag = row
          .locator('.ant-tag')
          .filter({ hasText: language === 'ch' ? /普通|紧急/ : /Normal|Urgent/ });
        await expect(tag).toBeVisible();
        await expect(tag).toBeInViewport({ ratio: 1 });
        const view = row.getByRole('link', { name: language === 'ch' ? '查看' : 'View' });
        expect(intersects(await boxOf(tag), await boxOf(view)), 'the priority tag lies under "View"').toBe(
          false,
        );
      });

      test(`form dialogs use the phone's width, the sign-in tabs all show (${language})`, async ({
        page,
      }) => {
        await page.addInitScript((lang) => localStorage.setItem('lange', lang), language);
        await openSignInApp(page);
        // All three tabs in the bar: none scrolled away behind antd's "more" button.
        await expect(page.getByRole('tab')).toHaveCount(3);
        const bar = await boxOf(page.locator('.ant-tabs-nav-wrap'));
        for (const tab of await page.getByRole('tab').all()) {
          const box = await boxOf(tab);
          expect(box.x, 'a tab starts left of the bar').toBeGreaterThanOrEqual(bar.x - 0.5);
          expect(box.x + box.width, 'a tab ends right of the bar').toBeLessThanOrEqual(
            bar.x + bar.width + 0.5,
          );
        }
        await expect(
          page.locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)'),
        ).toHaveCount(0);
        await openSignedIn(page, OWNER, '/project/shopMng/shopList', { language });
        await settled(page);
        await page
          .locator('.ant-layout-content')
          .getByRole('button', { name: language === 'ch' ? /新\s*增|新建|添加/ : /New|Add/ })
          .first()
          .click();
        const dialog = page
          .locator('.ant-modal')
          .filter({ has: page.locator('form') })
          .first();
        await expect(dialog).toBeVisible();
        const box = await boxOf(dialog);
        if (viewport.width < 768)
          expect(box.width, 'a narrow box on the phone').toBeGreaterThanOrEqual(viewport.width - 32);
        else expect(box.width).toBeGreaterThanOrEqual(560);
      });
    }
  });
}

const basic = (left: string, right: string) => `Basic ${Buffer.from(`${left}:${right}`).toString('base64')}`;

async function call<T>(
  request: APIRequestContext,
  auth: string,
  method: 'get' | 'post',
  url: string,
  data?: object,
) {
  const response = await request[method](url, {
    headers: { authorization: auth },
    ...(data ? { data } : {}),
  });
  const body = await response.json();
  expect(body.code, `${method} ${url}: ${body.msg}`).toBe(1);
  return body.data as T;
}

async function tokenOf(request: APIRequestContext, account: { username: string; password: string }) {
  const response = await request.post('/api/management/users/login/password', {
    headers: { authorization: basic(account.username, account.password) },
  });
  return basic((await response.json()).data.token, 'null');
}

/** A work order of this test's own (the demo's are other specs'), reported by the owner and started by the service. */
async function orderInProgress(request: APIRequestContext, title: string): Promise<number> {
  const owner = await tokenOf(request, OWNER);
  const scales = await call<{ list: { id: number }[] }>(
    request,
    owner,
    'get',
    '/api/management/scales?per_page=1',
  );
  let order = await call<{ id: number; version: number }>(
    request,
    owner,
    'post',
    '/api/management/work_orders',
    {
      scale_id: scales.list[0]!.id,
      type: 'repair',
      title,
      contact_person: '王经理',
      contact_phone: '13800000000',
    },
  );
  const admin = await tokenOf(request, ADMIN);
  const admins = await call<{ list: { id: number; username: string | null }[] }>(
    request,
    admin,
    'get',
    '/api/management/admins?per_page=100',
  );
  const engineer = admins.list.find((a) => a.username === ADMIN.username)!;
  const move = async (body: object) => {
    order = await call(request, admin, 'post', `/api/management/work_orders/${order.id}/transitions`, {
      ...body,
      version: order.version,
    });
  };
  await move({ action: 'accept', assignee_id: engineer.id });
  await move({ action: 'start' });
  return order.id;
}

for (const language of LANGUAGES) {
  test(`the resolve toast says the order is resolved (${language})`, async ({ page, request }) => {
    const id = await orderInProgress(request, `toast ${language} ${Date.now().toString(36)}`);
    await openSignedIn(page, ADMIN, `/admin/workorderMng/workorderList/${id}`, { language });
    await settled(page);
    await page
      .getByRole('button', { name: language === 'ch' ? /^解\s*决$/ : /^Resolve$/ })
      .first()
      .click();
    const dialog = page.locator('.ant-modal').last();
    await dialog.locator('textarea').first().fill('已更换打印头');
    await dialog.getByRole('button', { name: language === 'ch' ? /确\s*定/ : /OK/ }).click();
    const toast = page.locator('.ant-message');
    await expect(toast).toContainText(language === 'ch' ? '已解决' : 'resolved');
    await expect(toast).not.toContainText(language === 'ch' ? '：解决' : ': Resolve');
  });
}
