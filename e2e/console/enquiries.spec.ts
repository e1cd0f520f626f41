import { ADMIN } from '../support/accounts';
import { api, signedIn } from '../support/request-api';
import { openOptions } from '../support/select';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * Enquiries that reach a person (issue 30 §4): a visitor on a 375 px phone sends an enquiry from a
 * product page of the public site in English (a field error first, then the reference number); a
 * site editor (an administrator given the right) finds it in /admin/leads in Chinese and marks it
 * contacted.
 */

test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 375, height: 812 };

test('a visitor’s enquiry from a product page reaches a site editor, who marks it contacted', async ({
  browser,
  request,
}) => {
  // A super administrator makes an administrator and gives the "site editor" right.
  const root = await signedIn(request, ADMIN);
  const editor = { username: `editor.${Date.now() % 1_000_000}`, password: 'Editor@2026pass' };
  const made = await api<{ id: number }>(request, root, 'post', '/api/management/admins', {
    ...editor,
    nickname: '网站编辑小林',
    // Bound, so the console does not send the editor to phone binding first.
    phone_number: `137${String(Date.now()).slice(-8)}`,
    role_type: 'ADMIN',
  });
  await api(request, root, 'put', `/api/management/admins/${made.id}/site_editor`, { site_editor: true });

  // The visitor: the English product page on a phone.
  const visitor = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await visitor.newPage();
  await page.goto('/en/tmf65');
  const form = page.locator('form[data-enquiry]');
  await form.scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: 'Ask about this product' })).toBeVisible();
  await expect(form).toBeVisible();
  await page.getByLabel('Name').fill('Ann Visitor');
  await page.getByLabel('Message').fill('What does the TM-F65 cost for 12 shops?');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form.locator('[data-error-for="phone"]')).toHaveText(
    'please give a phone number or an e-mail address (at least one)',
  );
  const phone = `139${String(Date.now()).slice(-8)}`;
  await page.getByLabel('Mobile phone').fill(phone);
  await form.getByRole('button', { name: 'Send' }).click();
  const status = form.locator('[data-enquiry-status]');
  await expect(status).toContainText(/reference EQ-\d{8}-\d{4}/);
  const reference = (await status.textContent())!.match(/EQ-\d{8}-\d{4}/)![0];
  await expect(form.locator('[data-error-for="phone"]')).toHaveText('');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  await visitor.close();

  // The site editor, in Chinese: the lead is there, with the product; marked contacted.
  const office = await browser.newContext();
  const editorPage = await office.newPage();
  await openSignedIn(editorPage, editor, `/admin/leads?name=${reference}`, { language: 'ch' });
  const row = editorPage.locator('tr', { hasText: reference });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('lead-status')).toHaveText('新咨询');
  await expect(row).toContainText('tm-f65ai'); // the product page's slug
  await row.getByTestId('lead-reference').click();
  const drawer = editorPage.getByRole('dialog', { name: `线索 ${reference}` });
  await expect(drawer).toContainText('What does the TM-F65 cost for 12 shops?');
  await drawer.getByTestId('lead-status-select').click();
  await openOptions(editorPage).filter({ hasText: '已联系' }).click();
  await expect(editorPage.getByText('已保存')).toBeVisible();
  await drawer.getByTestId('lead-note-input').fill('已电话联系，发送报价单');
  await drawer.getByTestId('lead-note-add').click();
  await expect(drawer.getByTestId('lead-note')).toContainText('网站编辑小林');
  await editorPage.keyboard.press('Escape');
  await expect(row.getByTestId('lead-status')).toHaveText('已联系');
  await office.close();
});
