import path from 'node:path';
import { ADMIN, OWNER } from '../support/accounts';
import { api, basic, signedIn as sessionOf } from '../support/request-api';
import { openOptions, pick } from '../support/select';
import { openSignedIn } from '../support/session';
import { lastSmsCode } from '../support/sms-outbox';
import { type APIRequestContext, type Browser, expect, type Page, test } from '../support/test';

/** The demo company's clerk (a USER member; apps/server/src/db/seed/demo.ts DEMO_ACCOUNTS). */
const CLERK = { username: 'clerk', password: 'Demo@123456' };
/** A demo scale (no space in its name: the selector search is matched in the URL). */
const SCALE = '肉类秤';
const PHOTO = path.join(import.meta.dirname, '../fixtures/avatar.png');

// Whole flows across three people on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

/** A new session of `account` on `path`, signed in through the API (no sign-in page and dashboard on the way). */
async function signedIn(browser: Browser, account: { username: string; password: string }, path: string) {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, account, path);
  return page;
}

/** The dialog of a move, with its note (when given) filled and confirmed. */
async function move(page: Page, action: string, label: RegExp, note?: string) {
  await page.getByTestId(`wo-action-${action}`).click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('wo-action-comment') });
  await expect(dialog).toBeVisible();
  if (note) await dialog.getByTestId('wo-action-comment').fill(note);
  return {
    dialog,
    confirm: async () => {
      await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('wo-status')).toContainText(label);
    },
  };
}

/** Opens the bell's 待办 tab and follows the notice of this order and move. */
async function followNotice(page: Page, number: string, title: string, target: RegExp) {
  await page.getByTestId('notice-bell').click();
  await page.getByRole('tab', { name: /待办/ }).click();
  const notice = page.getByTestId('notice-item').filter({ hasText: number }).filter({ hasText: title });
  await expect(notice.first()).toBeVisible();
  await notice.first().click();
  await expect(page).toHaveURL(target);
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('a clerk reports a fault with a photo; the administrator accepts, starts, waits for parts, resumes and resolves; the owner confirms with 5 stars; notices on both sides; the scale’s history; another company sees nothing', async ({
  browser,
  request,
}) => {
  const stamp = Date.now().toString(36);
  const title = `打印头故障${stamp}`;

  // The clerk reports from the unfinished list.
  const clerk = await signedIn(browser, CLERK, '/project/workorderMng/workorderProcessList');
  await clerk.getByTestId('wo-report').click();
  const form = clerk.getByRole('dialog').filter({ has: clerk.getByTestId('wo-form-title') });
  await pick(clerk, form.getByTestId('wo-form-scale'), SCALE);
  await form.getByText('紧急').click();
  await form.getByTestId('wo-form-title').fill(title);
  await form.getByTestId('wo-form-description').fill('标签打印发虚，条码扫不出');
  await form.getByTestId('wo-form-photos').locator('input[type=file]').setInputFiles(PHOTO);
  await expect(form.getByTestId('wo-form-photos').locator('img')).toHaveCount(1);
  await form.getByTestId('wo-form-phone').fill('1234');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form.getByText('请输入正确的手机号')).toBeVisible();
  await form.getByTestId('wo-form-phone').fill('13800000002');
  await form.getByTestId('wo-form-preferred').fill('工作日上午');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(clerk).toHaveURL(/\/project\/workorderMng\/workorderList\/\d+$/);
  const id = Number(clerk.url().split('/').pop());
  const number = (await clerk.getByTestId('wo-number').textContent()) ?? '';
  expect(number).toMatch(/^WO-\d{8}-\d{4}$/);
  await expect(clerk.getByTestId('wo-status')).toContainText('待受理');
  await expect(clerk.getByTestId('wo-title')).toContainText(title);
  await expect(clerk.getByTestId('wo-photos').locator('img')).toHaveCount(1);
  // A clerk may not cancel (the server's actions say so): no buttons.
  await expect(clerk.getByTestId('wo-actions').getByRole('button')).toHaveCount(0);
  await clerk.goto('/project/workorderMng/workorderProcessList');
  await expect(clerk.getByTestId('wo-table').getByRole('row').filter({ hasText: number })).toContainText(
    '紧急',
  );

  // The administrator hears of it and follows the notice to the order.
  const admin = await signedIn(browser, ADMIN, '/admin/companyMng/companyList');
  await followNotice(admin, number, '工单已提交', new RegExp(`/admin/workorderMng/workorderList/${id}$`));
  await expect(admin.getByTestId('wo-status')).toContainText('待受理');

  const accept = await move(admin, 'accept', /已受理/, '安排工程师上门');
  await accept.dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(accept.dialog.getByText('请选择工程师')).toBeVisible();
  await pick(admin, accept.dialog.getByTestId('wo-action-engineer'), '超级管理员');
  await accept.confirm();
  await expect(admin.getByTestId('wo-engineer')).toContainText('超级管理员');

  await (await move(admin, 'start', /处理中/)).confirm();
  const wait = await move(admin, 'wait', /等待配件/, '打印头配件两天到货');
  await wait.dialog.getByText('等待配件').click();
  await wait.confirm();
  await (await move(admin, 'resume', /处理中/)).confirm();

  const resolve = await move(admin, 'resolve', /已解决/);
  await resolve.dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(resolve.dialog.getByText('请填写说明')).toBeVisible();
  await resolve.dialog.getByTestId('wo-action-comment').fill('更换打印头，打印清晰');
  // A stray Esc asks before the note is lost; keeping it keeps what was typed.
  await admin.keyboard.press('Escape');
  await admin.getByTestId('unsaved-keep-editing').click();
  await expect(resolve.dialog.getByTestId('wo-action-comment')).toHaveValue('更换打印头，打印清晰');
  await resolve.confirm();
  const timeline = admin.getByTestId('wo-timeline');
  for (const text of [
    '提交工单',
    '受理',
    '开始处理',
    '打印头配件两天到货',
    '继续处理',
    '更换打印头，打印清晰',
  ])
    await expect(timeline).toContainText(text);

  // The clerk, who reported it, heard of the acceptance.
  await clerk.reload();
  await followNotice(clerk, number, '工单已受理', new RegExp(`/project/workorderMng/workorderList/${id}$`));

  // The owner follows the resolution notice and confirms with five stars.
  const owner = await signedIn(browser, OWNER, '/project/goodMng/goodList');
  await followNotice(owner, number, '工单已解决', new RegExp(`/project/workorderMng/workorderList/${id}$`));
  const confirm = await move(owner, 'confirm', /已关闭/, '师傅很专业');
  await confirm.dialog.getByTestId('wo-action-rate').getByRole('radio').nth(4).click();
  await confirm.confirm();
  await expect(owner.getByTestId('wo-satisfaction').locator('.ant-rate-star-full')).toHaveCount(5);
  await expect(owner.getByTestId('wo-actions').getByRole('button')).toHaveCount(0);

  // The administrator hears of the confirmation.
  await admin.reload();
  await followNotice(admin, number, '工单已确认关闭', new RegExp(`/admin/workorderMng/workorderList/${id}$`));
  await expect(admin.getByTestId('wo-status')).toContainText('已关闭');

  // The order is on the scale's history, reached from the order.
  await owner.getByTestId('wo-scale-link').click();
  await expect(owner).toHaveURL(/\/project\/scaleMng\/scaleList\/manage\/\d+$/);
  await owner.getByRole('tab', { name: '工单' }).click();
  await expect(
    owner.getByTestId('scale-wo-table').getByRole('row').filter({ hasText: number }),
  ).toContainText('已关闭');
  // The closed order left the unfinished list and stays in all orders.
  await owner.goto('/project/workorderMng/workorderList');
  await owner.getByTestId('wo-search').locator('input').fill(number);
  await owner.getByTestId('wo-search').locator('input').press('Enter');
  await expect(owner.getByTestId('wo-table').locator('tbody tr.ant-table-row')).toHaveCount(1);

  // Another company's owner sees nothing of it.
  const adminAuth = await sessionOf(request, ADMIN);
  const company = await api<{ id: number }>(request, adminAuth, 'post', '/api/management/companies/create', {
    name: `工单隔离公司${stamp}`,
  });
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await api(request, adminAuth, 'post', `/api/management/companies/${company.id}/members`, {
    phone_number: phone,
    join_type: 'OWNER',
  });
  await api(request, '', 'get', `/api/management/users/login/code?phone_number=${phone}`);
  await expect.poll(() => lastSmsCode(phone)).not.toBeNull();
  const other = await api<{ token: string }>(
    request,
    '',
    'post',
    '/api/management/users/login/phone_number',
    {
      phone_number: phone,
      verify_code: lastSmsCode(phone),
    },
  );
  const otherAuth = basic(other.token, 'null');
  const refused = await request.get(`/api/management/work_orders/${id}`, {
    headers: { authorization: otherAuth },
  });
  expect(refused.status()).toBe(404);
  const list = await api<{ meta: { total: number } }>(
    request,
    otherAuth,
    'get',
    `/api/management/work_orders?view=all&search=${number}`,
  );
  expect(list.meta.total).toBe(0);

  for (const page of [clerk, admin, owner]) await page.context().close();
});

/** An order of the demo company on SCALE, accepted by the administrator (through the API). */
async function acceptedOrder(request: APIRequestContext, title: string) {
  const ownerAuth = await sessionOf(request, OWNER);
  const scales = await api<{ list: { id: number; name: string }[] }>(
    request,
    ownerAuth,
    'get',
    `/api/management/scales?name=${encodeURIComponent(SCALE)}`,
  );
  const scale = scales.list.find((s) => s.name === SCALE)!;
  const order = await api<{ id: number; number: string; version: number }>(
    request,
    ownerAuth,
    'post',
    '/api/management/work_orders',
    {
      scale_id: scale.id,
      type: 'repair',
      title,
      description: '称重读数跳动',
      contact_person: '王经理',
      contact_phone: '13800000000',
    },
  );
  const adminAuth = await sessionOf(request, ADMIN);
  const admins = await api<{ list: { id: number; username: string | null }[] }>(
    request,
    adminAuth,
    'get',
    '/api/management/admins?per_page=100',
  );
  const engineer = admins.list.find((a) => a.username === ADMIN.username)!;
  await api(request, adminAuth, 'post', `/api/management/work_orders/${order.id}/transitions`, {
    action: 'accept',
    version: order.version,
    assignee_id: engineer.id,
  });
  return order;
}

test('on a phone (375 px) the engineer comments with a photo and resolves; a stale move is told to reload', async ({
  page,
  request,
}) => {
  const order = await acceptedOrder(request, `读数跳动${Date.now().toString(36)}`);
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, ADMIN, '/admin/workorderMng/workorderProcessList');
  await expect(page.getByTestId('wo-table')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByTestId('wo-search').locator('input').fill(order.number);
  await page.getByTestId('wo-search').locator('input').press('Enter');
  await page.getByTestId('wo-table').getByRole('link', { name: order.number }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/workorderMng/workorderList/${order.id}$`));
  await expect(page.getByTestId('wo-status')).toContainText('已受理');
  await expectNoSidewaysScroll(page);
  await expect(page.getByTestId('wo-action-start')).toBeInViewport();

  await page.getByTestId('wo-comment-text').fill('到店检查，传感器接线松动');
  await page.getByTestId('wo-comment-photos').locator('input[type=file]').setInputFiles(PHOTO);
  await expect(page.getByTestId('wo-comment-photos').locator('img')).toHaveCount(1);
  await page.getByTestId('wo-comment-send').click();
  await expect(page.getByText('留言已发送')).toBeVisible();
  const entry = page.getByTestId('wo-timeline-entry').filter({ hasText: '传感器接线松动' });
  await expect(entry.locator('img')).toHaveCount(1);
  await expect(page.getByTestId('wo-comment-photos').locator('img')).toHaveCount(0);

  // Someone else moves the order meanwhile: this page's move is refused and the order reloaded.
  const adminAuth = await sessionOf(request, ADMIN);
  const now = await api<{ version: number }>(
    request,
    adminAuth,
    'get',
    `/api/management/work_orders/${order.id}`,
  );
  await api(request, adminAuth, 'post', `/api/management/work_orders/${order.id}/transitions`, {
    action: 'start',
    version: now.version,
  });
  await page.getByTestId('wo-action-start').click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('这张工单刚被别人更改过')).toBeVisible();
  await page
    .getByRole('button', { name: /确\s*定|知道了/ })
    .last()
    .click();
  await expect(page.getByTestId('wo-status')).toContainText('处理中');

  await page.getByTestId('wo-action-resolve').click();
  const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('wo-action-comment') });
  await dialog.getByTestId('wo-action-comment').fill('重新压接传感器线，读数稳定');
  await dialog.getByTestId('wo-action-photos').locator('input[type=file]').setInputFiles(PHOTO);
  await expect(dialog.getByTestId('wo-action-photos').locator('img')).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByTestId('wo-status')).toContainText('已解决');
  await expect(page.getByTestId('wo-timeline')).toContainText('重新压接传感器线');
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('wo-detail-resolved-375.png'), fullPage: true });
});

test('screenshots: the lists and the detail page at 375 and 1440 px in both languages', async ({ page }) => {
  await openSignedIn(page, OWNER, '/project/dashboard');
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await expect(page.getByTestId('dashboard-workOrders')).toContainText('未完成工单');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page
    .getByTestId('dashboard-workOrders')
    .screenshot({ path: test.info().outputPath('wo-dashboard-card-1440.png') });
  await page.getByTestId('wo-dash-overdue').click();
  await expect(page).toHaveURL(/\/project\/workorderMng\/workorderProcessList\?overdue=true$/);
  await expect(page.getByTestId('wo-table').locator('tbody tr.ant-table-row').first()).toContainText(
    '已超时',
  );
  for (const lang of ['ch', 'en'] as const) {
    await page.evaluate((value) => localStorage.setItem('lange', value), lang);
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await page.goto('/project/workorderMng/workorderProcessList');
      const table = page.getByTestId('wo-table');
      await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`wo-process-${lang}-${width}.png`),
        fullPage: true,
      });
      await page.goto('/project/workorderMng/workorderList');
      await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: test.info().outputPath(`wo-all-${lang}-${width}.png`), fullPage: true });
      await table.getByTestId('wo-link').first().click();
      await expect(page.getByTestId('wo-timeline')).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: test.info().outputPath(`wo-detail-${lang}-${width}.png`),
        fullPage: true,
      });
    }
  }
  await page.evaluate(() => localStorage.setItem('lange', 'ch'));
});

test('the administrator’s lists: company and engineer filters, service levels, the export', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openSignedIn(page, ADMIN, '/admin/workorderMng/workorderList');
  await pick(page, page.getByTestId('wo-company-filter'), '演示公司');
  const rows = page.getByTestId('wo-table').locator('tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('演示公司');
  await page.getByTestId('wo-priority-filter').click();
  await openOptions(page).filter({ hasText: '紧急' }).click();
  await expect(rows.first()).toContainText('紧急');
  await expect(page.getByTestId('wo-tab-waiting')).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('wo-admin-all-1440.png'), fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByTestId('wo-export').click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);

  await page.getByTestId('wo-settings').click();
  const drawer = page.getByTestId('wo-settings-drawer');
  const urgent = page.getByTestId('wo-setting-urgent_response_hours');
  await expect(urgent).toHaveValue(/\d+/);
  const before = await urgent.inputValue();
  await urgent.fill('3');
  await page.getByTestId('wo-settings-save').click();
  await expect(page.getByText('服务时限已保存')).toBeVisible();
  await page.getByTestId('wo-settings').click();
  await expect(urgent).toHaveValue('3');
  await urgent.fill(before);
  await page.getByTestId('wo-settings-save').click();
  await expect(drawer).toBeHidden();
  await page.screenshot({ path: test.info().outputPath('wo-admin-settings.png') });
});
