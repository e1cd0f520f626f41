import path from 'node:path';
import { OWNER } from '../support/accounts';
import { signedIn } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/**
 * A scale's legal life (issue 27 §2): the owner enters a verification with a photo of the
 * certificate on the scale's page and sees the scale valid, in the list too; the demo company's
 * clerk (a USER member) reads the records and the log but gets no button to add or correct; both
 * languages, at 1440 px and at 375 px without the page scrolling sideways.
 */

// Sign-in, an upload and two pages on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

const CLERK = { username: 'clerk', password: 'Demo@123456' };

const WORDS = {
  ch: {
    tab: '检定与履历',
    never: '未检定',
    valid: '检定有效',
    uploaded: 'avatar.png 上传成功',
    saved: '检定记录已保存',
    kind: '检定',
    ok: /确\s*定/,
  },
  en: {
    tab: 'Verification & history',
    never: 'Never verified',
    valid: 'Valid',
    uploaded: 'avatar.png uploaded successfully',
    saved: 'Verification record saved',
    kind: 'Verification',
    ok: /OK/,
  },
};

/** A fresh scale of the demo company's first shop, made through the API as the owner (this test's alone). */
async function freshScale(page: Page, name: string): Promise<number> {
  const headers = { authorization: await signedIn(page.request, OWNER) };
  const shops = await (await page.request.get('/api/management/shops?per_page=1', { headers })).json();
  const shopId = shops.data.list[0].id as number;
  const made = await page.request.post(`/api/shops/${shopId}/scales`, {
    headers,
    data: { scale_name: name },
  });
  const body = await made.json();
  expect(body.code, body.msg).toBe(1);
  return body.data.id as number;
}

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

for (const language of ['ch', 'en'] as const) {
  const words = WORDS[language];

  test(`the owner enters a verification with a certificate photo and the scale is valid (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const name = `检定秤${language}${Date.now().toString(36)}`;
    const scaleId = await freshScale(page, name);

    await openSignedIn(page, OWNER, `/project/scaleMng/scaleList/manage/${scaleId}`, { language });
    await page.getByRole('tab', { name: words.tab }).click();
    const card = page.getByTestId('verifications-card');
    await expect(card.getByTestId('verification-status')).toHaveText(words.never);

    await card.getByTestId('verification-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('verification-body').fill('杭州市计量检定测试所');
    await dialog.getByTestId('verification-certificate').fill(`JD-${Date.now()}`);
    await dialog.getByTestId('verification-seals').fill('QF-0001');
    await dialog
      .getByTestId('verification-attachments')
      .locator('input[type=file]')
      .setInputFiles(path.join(import.meta.dirname, '../fixtures/avatar.png'));
    await expect(page.getByText(words.uploaded)).toBeVisible();
    const saved = page.waitForResponse(
      (r) =>
        r.url().endsWith(`/api/management/scales/${scaleId}/verifications`) &&
        r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: words.ok }).click();
    expect((await (await saved).json()).code).toBe(1);
    await expect(page.getByText(words.saved)).toBeVisible();

    // The record with its photo, and the scale now valid (next due a year on).
    await expect(card.getByTestId('verification-status')).toHaveText(words.valid);
    const record = card.getByTestId('verification-record');
    await expect(record).toHaveCount(1);
    await expect(record).toContainText('杭州市计量检定测试所');
    await expect(record.locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f]{32}\.png$/);
    // The log has the verification, entered by the owner.
    await expect(page.getByTestId('scale-event').first()).toHaveAttribute('data-kind', 'verification');
    await expect(page.getByTestId('event-log-card')).toContainText(words.kind);
    await page.screenshot({
      path: test.info().outputPath(`scale-legal-1440-${language}.png`),
      fullPage: true,
    });

    // On a phone: the same, nothing wider than the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(card.getByTestId('verification-status')).toHaveText(words.valid);
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: test.info().outputPath(`scale-legal-375-${language}.png`),
      fullPage: true,
    });

    // The scale list shows it valid, and filters by status.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/project/scaleMng/scaleList?verification_status=valid');
    await page.getByTestId('scale-search').locator('input').fill(name);
    await page.getByTestId('scale-search').locator('input').press('Enter');
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByTestId('verification-status')).toHaveText(words.valid);
    await page.screenshot({
      path: test.info().outputPath(`scale-list-1440-${language}.png`),
      fullPage: true,
    });
  });

  test(`the clerk reads the records and the log but cannot add or correct (${language})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const headers = { authorization: await signedIn(page.request, CLERK) };
    const scales = await (await page.request.get('/api/management/scales?per_page=100', { headers })).json();
    // A demo scale with records (the seed verifies some).
    const verified = (scales.data.list as { id: number; verification_status: string }[]).find(
      (scale) => scale.verification_status !== 'never',
    );
    expect(verified, 'the demo seed verifies a scale').toBeTruthy();
    await openSignedIn(page, CLERK, `/project/scaleMng/scaleList/manage/${verified!.id}?tab=legal`, {
      language,
    });
    const card = page.getByTestId('verifications-card');
    await expect(card.getByTestId('verification-record').first()).toBeVisible();
    await expect(page.getByTestId('event-log-card')).toBeVisible();
    await expect(page.getByTestId('verification-add')).toHaveCount(0);
    await expect(page.getByTestId('verification-correct')).toHaveCount(0);
    await expect(page.getByTestId('event-add')).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: test.info().outputPath(`scale-legal-clerk-375-${language}.png`),
      fullPage: true,
    });
  });
}
