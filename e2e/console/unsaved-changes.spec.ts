import { OWNER } from '../support/accounts';
import { LoginPage } from '../support/LoginPage';
import { expect, type Page, test } from '../support/test';

// Issue 12 §3: leaving the hot-key editor with unsaved changes asks first, on a change of page
// (Leave / Stay) and on closing or reloading the tab (the browser's own question).
test.beforeEach(async ({ page }) => {
  const login = new LoginPage(page);
  await login.open();
  await login.signIn(OWNER.username, OWNER.password);
  await expect(page).toHaveURL(/\/project\/dashboard$/);
});

const EDITOR = /\/project\/scaleMng\/scaleList\/manage\/1\?tab=hotKeys$/;

async function changeAKey(page: Page) {
  await page.goto('/project/scaleMng/scaleList/manage/1?tab=hotKeys');
  await page.getByTestId('hot-key-clear-1').click();
  await expect(page.getByTestId('hot-key-unsaved')).toBeVisible();
}

test('leaving the hot-key editor with unsaved keys asks: Stay keeps them, Leave goes', async ({ page }) => {
  await changeAKey(page);
  const home = page.getByTestId('breadcrumb-bar').getByRole('link', { name: '首页' });

  await home.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('离开此页？');
  await expect(dialog).toContainText('有未保存的更改，离开后将丢失。');
  await dialog.getByRole('button', { name: '留在此页' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(EDITOR);
  await expect(page.getByTestId('hot-key-unsaved')).toBeVisible();

  // Another tab of the same page is not leaving.
  await page.getByRole('tab', { name: '基本信息' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('tab', { name: '热键' }).click();
  await expect(page.getByTestId('hot-key-unsaved')).toBeVisible();

  await home.click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /^离\s*开$/ })
    .click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
});

test('closing the tab with unsaved keys asks the browser first', async ({ page }) => {
  await changeAKey(page);
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const question = await asked;
  expect(question.type()).toBe('beforeunload');
  await question.dismiss();
  await expect(page.getByTestId('hot-key-unsaved')).toBeVisible();
});

test('in English the question is English', async ({ page }) => {
  await page.evaluate(() => localStorage.setItem('lange', 'en'));
  await changeAKey(page);
  await page.getByTestId('breadcrumb-bar').getByRole('link', { name: 'Home' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Leave this page?');
  await dialog.getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
});

test('asked before the dialogs’ code has arrived (a slow link), the question shows once, and Stay keeps the keys', async ({
  page,
}) => {
  // The dialogs load after the first page, when the browser is idle (src/feedback): hold them back.
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/console-assets\/FeedbackHolders-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await changeAKey(page);
  await page.getByTestId('breadcrumb-bar').getByRole('link', { name: '首页' }).click();
  await page.waitForTimeout(300);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  release();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByRole('dialog')).toContainText('离开此页？');
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await page.getByRole('dialog').getByRole('button', { name: '留在此页' }).click();
  await expect(page).toHaveURL(EDITOR);
  await expect(page.getByTestId('hot-key-unsaved')).toBeVisible();
});
