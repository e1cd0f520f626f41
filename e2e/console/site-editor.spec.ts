import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { fitsTheWidth, onScreen } from '../support/layout';
import { api, signedIn } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * The site editor (issue 30 §1, §2, §3): a super administrator opens /admin/site, opens TM-Ab, uploads
 * a product photo, edits a spec row in both languages, saves, previews the real page, publishes, and
 * the public pages /Tmab and /en/Tmab show the new texts and photo within seconds. At 375 px the
 * editor fits the screen with its actions reachable; an administrator without the site-editor right
 * has no menu entry and gets the 403 page. What TM-Ab showed before is published again at the end.
 */

test.describe.configure({ timeout: 180_000 });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const ITEM = '/api/management/site/items/product/tm-ab';

type Detail = { version: number; published_revision: number | null; changed: boolean };

/** A JPEG drawn in the browser (a coloured gradient with the stamp on it), as bytes. */
async function makeJpeg(page: Page, stamp: string): Promise<Buffer> {
  const bytes = await page.evaluate(async (text) => {
    const canvas = new OffscreenCanvas(800, 600);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 800, 600);
    gradient.addColorStop(0, '#1d4ed8');
    gradient.addColorStop(1, '#f59e0b');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 800, 600);
    context.fillStyle = '#fff';
    context.font = 'bold 64px sans-serif';
    context.fillText(`TM-Ab ${text}`, 60, 320);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    return [...new Uint8Array(await blob.arrayBuffer())];
  }, stamp);
  return Buffer.from(bytes);
}

/** Puts back what the site showed: the revision published before the test, published again. */
async function publishAgain(request: APIRequestContext, auth: string, revision: number) {
  const restored = await api<Detail>(request, auth, 'post', `${ITEM}/revisions/${revision}/restore`, {});
  if (restored.changed) await api(request, auth, 'post', `${ITEM}/publish`, {});
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(name), fullPage: false });
}

test('a super administrator uploads a photo, edits a spec row in both languages, previews and publishes TM-Ab', async ({
  page,
  request,
  browser,
}) => {
  const root = await signedIn(request, ADMIN);
  const before = await api<Detail>(request, root, 'get', ITEM);
  expect(before.published_revision).not.toBeNull();
  const stamp = String(Date.now()).slice(-6);
  const specCh = `称量范围测试 ${stamp}`;
  const specEn = `Weighing test ${stamp}`;
  const valueCh = `测试值 ${stamp} 公斤`;
  const valueEn = `Test value ${stamp} kg`;

  try {
    await page.setViewportSize(WIDE);
    await openSignedIn(page, ADMIN, '/admin/site', { language: 'ch' });
    await expect(page.getByTestId('side-menu')).toContainText('网站内容');
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toContainText('网站设置'); // the settings first
    const row = page.getByTestId('site-row-tm-ab');
    await expect(row).toBeVisible();
    await expect(row.getByTestId('site-status')).toHaveText(/已发布|有未发布的修改/);
    await row.click();
    await expect(page).toHaveURL(/\/admin\/site\/product\/tm-ab$/);
    const editor = page.getByTestId('site-editor');
    await expect(editor.getByTestId('site-editor-title')).toContainText('TM-Ab');
    // Both languages side by side: Chinese left, English right.
    const nameCh = page.getByTestId('text-name-ch');
    const nameEn = page.getByTestId('text-name-en');
    const [chBox, enBox] = [(await nameCh.boundingBox())!, (await nameEn.boundingBox())!];
    expect(enBox.x).toBeGreaterThan(chBox.x + chBox.width - 1);
    expect(Math.abs(enBox.y - chBox.y)).toBeLessThan(2);

    // A photo: uploaded through the pipeline, shown as a thumbnail of its variants.
    const photos = page.getByTestId('photos');
    const before_ = await photos.getByTestId('site-photo').count();
    await photos.locator('input[type=file]').setInputFiles({
      name: `tm-ab-${stamp}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(page, stamp),
    });
    await expect(photos.getByTestId('site-photo')).toHaveCount(before_ + 1, { timeout: 30_000 });
    const photo = photos.getByTestId('site-photo').last();
    const photoId = (await photo.getAttribute('data-photo-id'))!;
    expect(photoId).toMatch(/^[0-9a-f]{16}$/);
    await expect(photo.locator('img')).toHaveAttribute('src', new RegExp(`/uploads/site-media/${photoId}/`));
    // It leads the page: moved to the front.
    for (let i = before_; i > 0; i--) {
      await photos.getByTestId('site-photo').nth(i).getByRole('button', { name: '前移' }).click();
    }
    await expect(photos.getByTestId('site-photo').first()).toHaveAttribute('data-photo-id', photoId);

    // The first spec row, in both languages; an emptied English text is marked, and counted.
    await page.getByTestId('text-body.specs.0.name-ch').fill(specCh);
    await page.getByTestId('text-body.specs.0.value-ch').fill(valueCh);
    await page.getByTestId('text-body.specs.0.name-en').fill('');
    await expect(page.getByTestId('field-body.specs.0.name')).toContainText('缺少英文');
    await expect(page.getByTestId('site-missing')).toContainText('还有 1 处文字未填写');
    await page.getByTestId('text-body.specs.0.name-en').fill(specEn);
    await page.getByTestId('text-body.specs.0.value-en').fill(valueEn);
    await expect(page.getByTestId('site-missing')).toHaveCount(0);
    await shoot(page, 'editor-1440-ch.png');

    await page.getByTestId('site-save').click();
    await expect(page.getByText('草稿已保存')).toBeVisible();

    // The preview: the real page, rendered by the server from the draft.
    await page.getByTestId('site-preview-ch').click();
    const frame = page.frameLocator('[data-testid=site-preview-frame]');
    await expect(frame.locator('.spec-table')).toContainText(valueCh);
    await expect(
      frame.locator(`img[src*="/uploads/site-media/${photoId}/"], source[srcset*="${photoId}"]`).first(),
    ).toBeAttached();
    await shoot(page, 'preview-1440-ch.png');
    await page.keyboard.press('Escape');
    await page.getByTestId('site-preview-en').click();
    await expect(frame.locator('.spec-table')).toContainText(valueEn);
    await page.keyboard.press('Escape');

    // Publish: the revision and how many pages changed.
    await page.getByTestId('site-publish').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /发\s*布/ })
      .click(); // antd spaces two characters
    await expect(page.getByText(/已发布第 \d+ 版，\d+ 个页面已更新/)).toBeVisible({ timeout: 20_000 });
    await expect(editor.locator('.ant-card-head')).toContainText('已发布');

    // The public pages, within seconds: the new texts and the new photo.
    const visitor = await browser.newContext({ viewport: WIDE });
    const site = await visitor.newPage();
    await expect
      .poll(async () => (await site.request.get('/Tmab')).text(), { timeout: 10_000 })
      .toContain(valueCh);
    await site.goto('/Tmab');
    await expect(site.locator('.spec-table')).toContainText(specCh);
    await expect(site.locator('.spec-table')).toContainText(valueCh);
    await expect(
      site
        .locator(
          `img[src*="/uploads/site-media/${photoId}/"], source[srcset*="/uploads/site-media/${photoId}/"]`,
        )
        .first(),
    ).toBeAttached();
    const shown = site.locator(`img[src*="/uploads/site-media/${photoId}/"]`).first();
    await expect(shown).toBeVisible();
    expect(await shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await site.goto('/en/Tmab');
    await expect(site.locator('.spec-table')).toContainText(specEn);
    await expect(site.locator('.spec-table')).toContainText(valueEn);
    await visitor.close();

    // The list says it is published; the history holds the new revision.
    await page.getByTestId('site-history').click();
    const drawer = page.getByTestId('site-history-drawer');
    await expect(drawer.getByTestId('site-revision').first()).toContainText('线上版本');
    await shoot(page, 'history-1440-ch.png');

    // The same editor in English.
    const english = await browser.newPage({ viewport: WIDE });
    await openSignedIn(english, ADMIN, '/admin/site/product/tm-ab', { language: 'en' });
    await expect(english.getByTestId('site-editor')).toContainText('Save draft');
    await expect(english.getByTestId('text-body.specs.0.value-en')).toHaveValue(valueEn);
    await shoot(english, 'editor-1440-en.png');
    await english.goto('/admin/site');
    await expect(english.getByTestId('site-row-tm-ab')).toContainText('Published');
    await shoot(english, 'list-1440-en.png');
    await english.close();
  } finally {
    await publishAgain(request, root, before.published_revision!);
  }
  // What the other specs read is back.
  await expect
    .poll(async () => (await request.get('/Tmab')).text(), { timeout: 10_000 })
    .not.toContain(valueCh);
});

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

test('at 375 px the editor fits and its actions are reachable; an administrator without the right gets 403', async ({
  browser,
  request,
}) => {
  for (const language of ['ch', 'en'] as const) {
    const { context, page } = await phonePage(browser);
    await openSignedIn(page, ADMIN, '/admin/site', { language });
    await expect(page.getByTestId('site-row-tm-ab')).toBeVisible();
    await fitsTheWidth(page);
    await shoot(page, `list-375-${language}.png`);

    await page.goto('/admin/site/product/tm-ab');
    await expect(page.getByTestId('site-editor')).toBeVisible();
    await expect(page.getByTestId('text-body.specs.0.value-en')).toBeVisible();
    await fitsTheWidth(page);
    for (const action of ['site-save', 'site-preview-ch', 'site-preview-en', 'site-publish', 'site-history'])
      await onScreen(page, page.getByTestId(action), action);
    // One language under the other, each labelled.
    const field = page.getByTestId('field-name');
    await expect(field).toContainText(language === 'en' ? 'Chinese' : '中文');
    await expect(field).toContainText('English');
    const [ch, en] = [
      (await page.getByTestId('text-name-ch').boundingBox())!,
      (await page.getByTestId('text-name-en').boundingBox())!,
    ];
    expect(en.y).toBeGreaterThan(ch.y + ch.height - 1);
    await shoot(page, `editor-375-${language}.png`);
    // Far down the page the actions stay at hand.
    await page.getByTestId('field-body.videoCaption').scrollIntoViewIfNeeded();
    await onScreen(page, page.getByTestId('site-publish'), 'publish, scrolled down');
    await fitsTheWidth(page);
    await shoot(page, `editor-375-${language}-scrolled.png`);

    // The preview takes the whole screen.
    await page.getByTestId('site-preview-ch').click();
    const frame = page.getByTestId('site-preview-frame');
    await expect(frame).toBeVisible();
    const box = (await frame.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 16); // a console dialog's 8 px margins
    await expect(page.frameLocator('[data-testid=site-preview-frame]').locator('.spec-table')).toBeVisible();
    await shoot(page, `preview-375-${language}.png`);
    await page.keyboard.press('Escape');

    // A text page (about us) has its own editor: title, description, sections of paragraphs.
    await page.goto('/admin/site');
    await page.getByTestId('site-row-about').click();
    await expect(page).toHaveURL(/\/admin\/site\/page\/about$/);
    await expect(page.getByTestId('text-sections.0.heading-en')).not.toHaveValue('');
    await fitsTheWidth(page);
    await shoot(page, `page-375-${language}.png`);
    await context.close();
  }

  // An administrator without the site-editor right: no menu entry, and 403 at /admin/site.
  const root = await signedIn(request, ADMIN);
  const plain = { username: `plainadmin.${Date.now() % 1_000_000}`, password: 'Plain@2026pass' };
  await api(request, root, 'post', '/api/management/admins', {
    ...plain,
    nickname: '普通管理员',
    phone_number: `136${String(Date.now()).slice(-8)}`,
    role_type: 'ADMIN',
  });
  const context = await browser.newContext({ viewport: WIDE });
  const page = await context.newPage();
  await openSignedIn(page, plain, '/admin/dashboard', { language: 'ch' });
  const menu = page.getByTestId('side-menu');
  await expect(menu).toContainText('公司管理');
  await expect(menu).not.toContainText('网站内容');
  await page.goto('/admin/site');
  await expect(page).toHaveURL(/\/403$/);
  await page.goto('/admin/site/product/tm-ab');
  await expect(page).toHaveURL(/\/403$/);
  await context.close();
});
