import { OWNER } from '../support/accounts';
import { fitsTheWidth, onScreen } from '../support/layout';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

// Issue 12 §3: leaving the hot-key editor with unsaved changes asks first, on a change of page
// (Leave / Stay) and on closing or reloading the tab (the browser's own question). Each test opens its
// first page signed in as the owner.

const EDITOR = /\/project\/scaleMng\/scaleList\/manage\/1\?tab=hotKeys$/;

async function changeAKey(page: Page, language?: 'ch' | 'en') {
  await openSignedIn(page, OWNER, '/project/scaleMng/scaleList/manage/1?tab=hotKeys', { language });
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
  await changeAKey(page, 'en');
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

// Issue 32: every form dialog (the form-dialog scaffold) asks before closing with touched fields
// (Cancel, the X, Esc), and closes at once when untouched or saved. The shop dialog stands for all.
const SHOP_LIST = '/project/shopMng/shopList';

function shopDialog(page: Page) {
  return page.getByRole('dialog').filter({ has: page.getByTestId('shop-form') });
}
const question = (page: Page) => page.locator('.ant-modal-confirm');

test('a form dialog closes at once untouched, asks when touched (Cancel, Esc, the X), and a saved one closes without asking', async ({
  page,
}) => {
  await openSignedIn(page, OWNER, SHOP_LIST);
  const dialog = shopDialog(page);
  const create = page.getByRole('button', { name: /新建店铺/ });

  await create.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);

  await create.click();
  await dialog.getByLabel('店铺名称').fill('未保存的店铺');
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(question(page)).toContainText('放弃未保存的更改？');
  await expect(question(page)).toContainText('表单中有未保存的更改，关闭后将丢失。');
  await question(page).getByRole('button', { name: '继续编辑' }).click();
  await expect(question(page)).toHaveCount(0);
  await expect(dialog.getByLabel('店铺名称')).toHaveValue('未保存的店铺');

  await dialog.getByLabel('店铺名称').press('Escape');
  await expect(question(page)).toContainText('放弃未保存的更改？');
  await question(page)
    .getByRole('button', { name: /^放\s*弃$/ })
    .click();
  await expect(dialog).toHaveCount(0);

  await create.click();
  await expect(dialog.getByLabel('店铺名称')).toHaveValue('');
  await dialog.getByLabel('店铺名称').fill('又一家未保存的店铺');
  await dialog.locator('.ant-modal-close').click();
  await expect(question(page)).toContainText('放弃未保存的更改？');
  await question(page)
    .getByRole('button', { name: /^放\s*弃$/ })
    .click();
  await expect(dialog).toHaveCount(0);

  // Saved: the dialog closes, nothing is asked, and the page is left freely.
  await create.click();
  await dialog.getByLabel('店铺名称').fill(`保存的店铺${Date.now().toString(36)}`);
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('店铺已保存')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(question(page)).toHaveCount(0);
  await page.getByTestId('breadcrumb-bar').getByRole('link', { name: '首页' }).click();
  await expect(page).toHaveURL(/\/project\/dashboard$/);
});

test('closing the tab with a touched dialog open asks the browser first', async ({ page }) => {
  await openSignedIn(page, OWNER, SHOP_LIST);
  await page.getByRole('button', { name: /新建店铺/ }).click();
  await shopDialog(page).getByLabel('店铺名称').fill('未保存的店铺');
  const asked = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const browserQuestion = await asked;
  expect(browserQuestion.type()).toBe('beforeunload');
  await browserQuestion.dismiss();
});

test('in English at 375 px the dialog’s question is English and fits the phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, OWNER, SHOP_LIST, { language: 'en' });
  const dialog = shopDialog(page);
  await page.getByRole('button', { name: /New shop/ }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Shop name').fill('Unsaved shop');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(question(page)).toContainText('Discard changes?');
  await expect(question(page)).toContainText(
    'You have unsaved changes in this form. They will be lost if you close it.',
  );
  const keep = question(page).getByRole('button', { name: 'Keep editing' });
  const discard = question(page).getByRole('button', { name: 'Discard' });
  await onScreen(page, keep, 'Keep editing');
  await onScreen(page, discard, 'Discard');
  await fitsTheWidth(page);
  await page.screenshot({ path: test.info().outputPath('unsaved-dialog-en-375.png') });
  await discard.click();
  await expect(dialog).toHaveCount(0);
});
