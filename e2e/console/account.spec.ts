import path from 'node:path';
import { ADMIN, NO_PHONE, OWNER } from '../support/accounts';
import { LoginPage, openSignInApp } from '../support/LoginPage';
import { openSignedIn } from '../support/session';
import { lastSmsCode } from '../support/sms-outbox';
import { expect, type Page, test } from '../support/test';

/** Clicks "send code" and waits for the code to reach the test outbox. */
async function requestCode(page: Page, phone: string): Promise<string> {
  const before = lastSmsCode(phone);
  await page.getByTestId('send-code').click();
  await expect(page.getByText('系统消息：验证码发送成功')).toBeVisible();
  await expect.poll(() => lastSmsCode(phone)).not.toBe(before);
  return lastSmsCode(phone)!;
}

test('SMS sign-in of a new phone: countdown, code from the outbox, a company-less account', async ({
  page,
}) => {
  const phone = `137${String(Date.now()).slice(-8)}`;
  await openSignInApp(page);
  await page.getByRole('tab', { name: '短信验证码登录' }).click();
  const form = page.getByTestId('sms-form');

  // SPEC §5: the phone is checked before a code is sent.
  await form.getByTestId('send-code').click();
  await expect(form.getByText('请输入手机号')).toBeVisible();
  await form.getByPlaceholder('手机号').fill('12345');
  await form.getByTestId('send-code').click();
  await expect(form.getByText('请输入正确的手机号')).toBeVisible();

  await form.getByPlaceholder('手机号').fill(phone);
  const code = await requestCode(page, phone);
  await expect(form.getByTestId('send-code')).toBeDisabled();
  await expect(form.getByTestId('send-code')).toHaveText(/\d+ 秒后重发/);

  await form.getByPlaceholder('短信验证码').fill(code);
  await form.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
  await expect(page.getByText('您尚未加入任何公司，请联系公司管理员邀请您加入。')).toBeVisible();
});

test('an account without a phone must bind one first, with the countdown visible', async ({ page }) => {
  await new LoginPage(page).open();
  await new LoginPage(page).signIn(NO_PHONE.username, NO_PHONE.password);
  await expect(page).toHaveURL(/\/sign\/bind\/phone$/);
  // The console stays closed until a phone is bound.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/sign\/bind\/phone$/);

  const phone = `135${String(Date.now()).slice(-8)}`;
  const form = page.getByTestId('phone-bind-form');
  await form.getByPlaceholder('手机号').fill(phone);
  const code = await requestCode(page, phone);
  await expect(form.getByTestId('send-code')).toBeDisabled();
  await expect(form.getByTestId('send-code')).toHaveText(/\d+ 秒后重发/);
  await form.getByPlaceholder('短信验证码').fill(code);
  await form.getByRole('button', { name: '确认绑定' }).click();
  await expect(page.getByText('绑定成功')).toBeVisible();
  // The page the person first asked for is kept for after binding.
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test.describe('signed in as the demo owner', () => {
  test.beforeEach(async ({ page }) => {
    await openSignedIn(page, OWNER, '/project/dashboard');
    await expect(page).toHaveURL(/\/project\/dashboard$/);
  });

  test('notices: the badge counts unread, a click toggles read, a tab clears', async ({ page }) => {
    // 3 notifications and 3 to-dos of the seed, and 7 work-order events of the demo's orders. The badge
    // shows more than 10 as "10+" and the exact count in its title.
    const bell = page.getByTestId('notice-bell');
    await expect(bell.locator('.ant-badge-count')).toHaveAttribute('title', '13');
    await bell.click();
    const items = page.getByTestId('notice-item');
    await expect(items).toHaveCount(3);
    await items.first().click();
    await expect(items.first()).toHaveAttribute('data-read', 'true');
    await expect(bell.locator('.ant-badge-count')).toHaveAttribute('title', '12');
    await items.first().click();
    await expect(items.first()).toHaveAttribute('data-read', 'false');
    await expect(bell.locator('.ant-badge-count')).toHaveAttribute('title', '13');

    await page.getByRole('button', { name: '清空通知' }).click();
    await expect(page.getByText('已清空通知')).toBeVisible();
    await expect(items).toHaveCount(0);
    await expect(bell.locator('.ant-badge-count')).toHaveAttribute('title', '10');
    await page.getByRole('tab', { name: /待办/ }).click();
    await expect(items).toHaveCount(9);
  });

  test('personal centre: nickname edited in place and an avatar uploaded', async ({ page }) => {
    await page.getByTestId('user-menu').hover();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('nickname-edit').click();
    await dialog.getByTestId('nickname-input').fill('王老板');
    await dialog.getByTestId('nickname-save').click();
    await expect(dialog.getByText('王老板')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toContainText('王老板');
    // Put the demo name back for the other tests.
    await dialog.getByTestId('nickname-edit').click();
    await dialog.getByTestId('nickname-input').fill('演示用户');
    await dialog.getByTestId('nickname-save').click();
    await expect(page.getByTestId('user-menu')).toContainText('演示用户');

    await dialog
      .locator('input[type=file]')
      .setInputFiles(path.join(import.meta.dirname, '../fixtures/avatar.png'));
    await expect(page.getByText('avatar.png 上传成功')).toBeVisible();
    const shown = dialog.locator('.ant-upload-list-item-image, .ant-upload-list-item img').first();
    await expect(shown).toHaveAttribute('src', /\/uploads\//);
    const src = await shown.getAttribute('src');
    const image = await page.request.get(src!);
    expect(image.headers()['content-type']).toBe('image/png');
    await expect(page.getByTestId('user-menu').locator('img')).toHaveAttribute('src', /\/uploads\//);
  });
});

test('announcements are readable without signing in', async ({ page }) => {
  await page.goto('/sign/gonggao');
  await expect(page.getByTestId('announcement').first()).toContainText('平台上线公告');
});

test('an administrator sends a notice; it reaches the recipient’s bell', async ({ page }) => {
  await openSignedIn(page, ADMIN, '/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await page.getByTestId('send-notice').click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('手机号', { exact: true }).fill(ADMIN.phone);
  await dialog.getByLabel('标题', { exact: true }).fill('设备巡检提醒');
  await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByText('已发送给 1 人')).toBeVisible();
  await page.reload();
  await page.getByTestId('notice-bell').click();
  await expect(page.getByTestId('notice-item').first()).toContainText('设备巡检提醒');
});
