import { OWNER } from '../support/accounts';
import { signedIn } from '../support/request-api';
import { lastSmsCode } from '../support/sms-outbox';
import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/test';

const SHOP = '文三路生鲜店';

// The scale pages are opened on a phone, from the QR code on the scale's screen.
test.use({ viewport: { width: 375, height: 812 } });
// Each test is a whole flow (sign-in, several calls, reloads) on a shared two-core machine.
test.describe.configure({ timeout: 60_000 });

const uniqueUuid = () => `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function api<T>(request: APIRequestContext, url: string, data: object, authorization?: string) {
  const response = await request.post(url, {
    data,
    headers: authorization ? { authorization } : {},
  });
  const body = await response.json();
  expect(body.code, `${url}: ${body.msg}`).toBe(1);
  return body.data as T;
}

/** The page fits a 375 px screen: nothing forces sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

/** Opens the shop selector, searches by name and picks the option. */
async function pickShop(page: Page, select: Locator, name: string) {
  await select.click();
  const answered = page.waitForResponse((response) =>
    decodeURIComponent(response.url()).includes(`name=${name}`),
  );
  await select.locator('input').fill(name);
  await answered;
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: name })
    .first()
    .click();
  await expect(select).toContainText(name);
}

test('a signed-out phone registers a scale by SMS sign-in, sees the credential once, then "already registered"', async ({
  page,
}) => {
  const uuid = uniqueUuid();
  await page.goto(`/page/scales/register?scale_uuid=${uuid}`);
  await expect(page.getByRole('heading', { name: '注册电子秤' })).toBeVisible();
  await expect(page.getByTestId('scale-uuid')).toHaveText(uuid);

  const signIn = page.getByTestId('inline-sms-form');
  await expect(signIn).toBeVisible();
  await signIn.getByPlaceholder('手机号').fill(OWNER.phone);
  const before = lastSmsCode(OWNER.phone);
  await signIn.getByTestId('send-code').click();
  await expect.poll(() => lastSmsCode(OWNER.phone)).not.toBe(before);
  await signIn.getByPlaceholder('短信验证码').fill(lastSmsCode(OWNER.phone)!);
  await signIn.getByRole('button', { name: /登\s*录/ }).click();

  // Signed in on the same page: the uuid is free, so the registration form shows.
  await expect(page).toHaveURL(new RegExp(`/page/scales/register\\?scale_uuid=${uuid}$`));
  const form = page.getByTestId('scale-register-form');
  await expect(form).toBeVisible();
  await expect(page.getByTestId('signed-in-as')).toBeVisible();
  await expectNoSidewaysScroll(page);

  await form.getByRole('button', { name: /注\s*册/ }).click();
  const errors = form.locator('.ant-form-item-explain-error');
  await expect(errors.filter({ hasText: '请选择店铺' })).toBeVisible();
  await expect(errors.filter({ hasText: '请输入电子秤名称' })).toBeVisible();

  await pickShop(page, form.getByTestId('register-shop'), SHOP);
  await form.getByLabel('电子秤名称').fill('扫码注册的秤');
  await form.getByLabel('描述').fill('e2e');
  await form.getByRole('button', { name: /注\s*册/ }).click();

  const done = page.getByTestId('scale-registered');
  await expect(done).toBeVisible();
  await expect(done).toContainText(`电子秤「扫码注册的秤」已注册到店铺「${SHOP}」`);
  const credential = (await page.getByTestId('device-credential').innerText()).trim();
  expect(credential).toMatch(/^[A-Za-z0-9_-]{20,}$/);
  await expect(done).toContainText('设备凭证只显示这一次');
  await expect(done.getByRole('button', { name: /复制|Copy/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // Reopened: the scale is ours, the credential is not shown again.
  await page.reload();
  const mine = page.getByTestId('scale-already-mine');
  await expect(mine).toContainText(`这台电子秤已注册到店铺「${SHOP}」`);
  await expect(mine).toContainText('扫码注册的秤');
  await expect(page.getByTestId('device-credential')).toHaveCount(0);
  await expect(page.getByText(credential)).toHaveCount(0);
  await expect(mine.getByRole('link')).toHaveAttribute(
    'href',
    /\/project\/scaleMng\/scaleList\/manage\/\d+$/,
  );
});

test('a scale without its credential asks for one; the owner approves it on the phone; the scale collects it once', async ({
  page,
}) => {
  await page.goto('/page/scales/register');
  await expect(page.getByText('链接中缺少电子秤编号')).toBeVisible();

  // A scale registered earlier (through the API, as the owner).
  const owner = await signedIn(page.request, OWNER);
  const shops = await page.request.get(`/api/management/shops?name=${encodeURIComponent(SHOP)}`, {
    headers: { authorization: owner },
  });
  const shopId = (await shops.json()).data.list[0].id as number;
  const uuid = uniqueUuid();
  await api(
    page.request,
    '/api/management/scales/create',
    { shop_id: shopId, scale_name: '丢了凭证的秤', img_url: '', if_verify: 0, desc: '', scale_uuid: uuid },
    owner,
  );

  // The scale opens a request (no session) and polls it.
  const opened = await api<{ request_id: string; poll_secret: string }>(
    page.request,
    '/api/devices/scales/authorization_requests',
    { scale_uuid: uuid },
  );
  const collectUrl = `/api/devices/scales/authorization_requests/${opened.request_id}/collect`;
  expect(await api(page.request, collectUrl, { poll_secret: opened.poll_secret })).toEqual({
    status: 'pending',
  });

  await page.goto(`/page/scales/authorize?request_id=${opened.request_id}`);
  await expect(page.getByRole('heading', { name: '电子秤授权' })).toBeVisible();
  await page.getByRole('tab', { name: '账号密码登录' }).click();
  const signIn = page.getByTestId('inline-password-form');
  await signIn.getByPlaceholder('用户名或手机号').fill(OWNER.username);
  await signIn.getByPlaceholder('密码').fill(OWNER.password);
  await signIn.getByRole('button', { name: /登\s*录/ }).click();

  const facts = page.getByTestId('authorization-request');
  await expect(facts).toContainText('丢了凭证的秤');
  await expect(facts).toContainText(SHOP);
  await expect(facts).toContainText(uuid);
  await expect(page.getByTestId('request-status')).toHaveText('待授权');
  await expectNoSidewaysScroll(page);
  await page.getByTestId('authorize-button').click();
  await expect(page.getByTestId('authorize-success')).toContainText('授权成功');

  const collected = await api<{ status: string; scale_id: number; device_credential?: string }>(
    page.request,
    collectUrl,
    { poll_secret: opened.poll_secret },
  );
  expect(collected.status).toBe('collected');
  expect(collected.device_credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(await api(page.request, collectUrl, { poll_secret: opened.poll_secret })).toEqual({
    status: 'collected',
  });

  // Opened again, the page tells it is done and offers no second approval.
  await page.reload();
  await expect(page.getByTestId('request-status')).toHaveText('已完成');
  await expect(page.getByTestId('authorize-button')).toHaveCount(0);
});
