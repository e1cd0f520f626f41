import { createHash } from 'node:crypto';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { fitsTheWidth, onScreen } from '../support/layout';
import { api, signedIn } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * The site's downloads (issue 30 §5), edited in the console: an administrator uploads a PDF, makes a
 * manual entry for TM-Ab in both languages, saves and publishes; the public /instructions then lists
 * it with its version, size and SHA-256, /en/instructions with its English title, and its link
 * answers the very bytes uploaded. At 375 px, in both languages, the editor with an entry and its file
 * fits the screen and its actions are reachable; removing an entry asks first. What the downloads
 * showed before is published again at the end.
 */

test.describe.configure({ timeout: 180_000 });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const ITEM = '/api/management/site/items/downloads/files';

type Entry = { id: string; title: { ch: string; en?: string }; file: { sha256: string } };
type Detail = {
  version: number;
  published_revision: number | null;
  changed: boolean;
  draft: { entries: Entry[] };
};

/** A small PDF (its header, a page with the stamp, padded past a kilobyte, its end marker). */
function makePdf(stamp: string): Buffer {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
    `% TM-Ab manual, e2e ${stamp}`,
    `% ${'x'.repeat(1600)}`,
    'trailer << /Root 1 0 R >>',
    '%%EOF',
    '',
  ].join('\n');
  return Buffer.from(body, 'latin1');
}

/** The size as the site and the console write it (1 KB = 1024 bytes). */
const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Puts back what the site showed: the revision published before the test, published again. */
async function publishAgain(request: APIRequestContext, auth: string, revision: number) {
  const restored = await api<Detail>(request, auth, 'post', `${ITEM}/revisions/${revision}/restore`, {});
  if (restored.changed) await api(request, auth, 'post', `${ITEM}/publish`, {});
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(name), fullPage: false });
}

/** Opens the downloads' editor from the site list; answers how many entries it holds. */
async function openEditor(page: Page, language: 'ch' | 'en'): Promise<number> {
  await openSignedIn(page, ADMIN, '/admin/site', { language });
  const row = page.getByTestId('site-row-files');
  await expect(row).toContainText(language === 'en' ? 'Downloads' : '下载文件');
  await row.getByTestId('site-item-title').click();
  await expect(page).toHaveURL(/\/admin\/site\/downloads\/files$/);
  await expect(page.getByTestId('site-editor-title')).toHaveText(
    language === 'en' ? 'Downloads' : '下载文件',
  );
  await expect(page.getByTestId('add-download')).toBeVisible();
  return page.locator('[data-testid^="entry-entries."]').count();
}

/** Adds an entry at the end: its box. */
async function addEntry(page: Page, index: number): Promise<Locator> {
  await page.getByTestId('add-download').click();
  const entry = page.getByTestId(`entry-entries.${index}`);
  await expect(entry).toBeVisible();
  return entry;
}

/** Uploads the PDF into entry `index` and waits for it to be chosen. */
async function uploadInto(page: Page, index: number, name: string, bytes: Buffer) {
  const field = page.getByTestId(`download-${index}-file`);
  await field.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await expect(field.getByTestId('site-file-name')).toHaveText(name, { timeout: 30_000 });
}

test('an administrator uploads a PDF, makes a manual for TM-Ab in both languages, publishes, and /instructions offers it', async ({
  page,
  request,
  browser,
}) => {
  const root = await signedIn(request, ADMIN);
  const before = await api<Detail>(request, root, 'get', ITEM);
  expect(before.published_revision).not.toBeNull();
  const stamp = String(Date.now()).slice(-6);
  const titleCh = `TM-Ab 使用说明书 ${stamp}`;
  const titleEn = `TM-Ab user manual ${stamp}`;
  const descriptionCh = `安装、标定与日常使用 ${stamp}`;
  const descriptionEn = `Installing, calibrating and daily use ${stamp}`;
  const version = `V2.${stamp.slice(-2)}.1`;
  const fileName = `tm-ab-manual-${stamp}.pdf`;
  const pdf = makePdf(stamp);
  const sha256 = createHash('sha256').update(pdf).digest('hex');

  try {
    await page.setViewportSize(WIDE);
    const index = await openEditor(page, 'ch');
    const entry = await addEntry(page, index);
    // A new entry: a manual, to be titled; its texts are counted as missing until written.
    await expect(
      page.getByTestId(`download-${index}-section`).getByRole('radio', { name: '说明书' }),
    ).toBeChecked();
    await expect(page.getByTestId('site-missing')).toBeVisible();

    // Its file: uploaded, then shown with its name, size and SHA-256.
    await uploadInto(page, index, fileName, pdf);
    const chosen = page.getByTestId(`download-${index}-file-chosen`);
    await expect(chosen.getByTestId('site-file-size')).toHaveText(sizeText(pdf.length));
    await expect(chosen.getByTestId('site-file-sha256')).toHaveText(sha256);

    // Title and description in both languages, side by side; version, release date, product.
    await page.getByTestId(`text-entries.${index}.title-ch`).fill(titleCh);
    await page.getByTestId(`text-entries.${index}.title-en`).fill(titleEn);
    const [chBox, enBox] = [
      (await page.getByTestId(`text-entries.${index}.title-ch`).boundingBox())!,
      (await page.getByTestId(`text-entries.${index}.title-en`).boundingBox())!,
    ];
    expect(enBox.x).toBeGreaterThan(chBox.x + chBox.width - 1);
    expect(Math.abs(enBox.y - chBox.y)).toBeLessThan(2);
    await page.getByTestId(`add-entries.${index}.description`).click();
    await page.getByTestId(`text-entries.${index}.description-ch`).fill(descriptionCh);
    await page.getByTestId(`text-entries.${index}.description-en`).fill(descriptionEn);
    await page.getByTestId(`download-${index}-version`).fill(version);
    const released = entry.getByRole('textbox', { name: '发布日期' });
    await released.click();
    await released.fill('2026-11-20');
    await released.press('Enter');
    await expect(released).toHaveValue('2026-11-20');
    const products = page.getByTestId(`download-${index}-products`);
    await products.click();
    await page.keyboard.type('TM-Ab');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: /^TM-Ab\s/ })
      .first()
      .click();
    await page.keyboard.press('Escape');
    await expect(products).toContainText('TM-Ab');
    await expect(page.getByTestId('site-missing')).toHaveCount(0);
    await expect(entry).toContainText('保存时根据标题或文件名生成页面锚点');
    await shoot(page, 'downloads-1440-ch.png');

    await page.getByTestId('site-save').click();
    await expect(page.getByText('草稿已保存')).toBeVisible();
    // The new entry's id: made from its English title, shown as the page's anchor.
    const saved = await api<Detail>(request, root, 'get', ITEM);
    const made = saved.draft.entries.find((one) => one.title.en === titleEn)!;
    expect(made.id).toBe(`tm-ab-user-manual-${stamp}`);
    expect(made.file.sha256).toBe(sha256);
    await expect(entry).toContainText(`#${made.id}`);

    // The preview: the real /instructions page with the draft's entry.
    await page.getByTestId('site-preview-ch').click();
    const frame = page.frameLocator('[data-testid=site-preview-frame]');
    await expect(frame.locator(`#download-${made.id}`)).toContainText(titleCh);
    await page.keyboard.press('Escape');

    await page.getByTestId('site-publish').click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /发\s*布/ })
      .click();
    await expect(page.getByText(/已发布第 \d+ 版，\d+ 个页面已更新/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('site-editor').locator('.ant-card-head')).toContainText('已发布');

    // The public page lists it: title, version, size, SHA-256; its link answers the same bytes.
    const visitor = await browser.newContext({ viewport: WIDE });
    const site = await visitor.newPage();
    await expect
      .poll(async () => (await site.request.get('/instructions')).text(), { timeout: 10_000 })
      .toContain(titleCh);
    await site.goto('/instructions');
    const listed = site.locator(`#download-${made.id}`);
    await expect(listed).toContainText(titleCh);
    await expect(listed).toContainText(descriptionCh);
    await expect(listed).toContainText(version);
    await expect(listed).toContainText('2026-11-20');
    await expect(listed).toContainText(sizeText(pdf.length));
    await expect(listed).toContainText(sha256);
    await expect(listed).toContainText('TM-Ab');
    const href = await listed.locator(`a[href$="/${fileName}"]`).getAttribute('href');
    expect(href).toBeTruthy();
    const download = await site.request.get(href!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(pdf)).toBe(true);
    await site.goto('/en/instructions');
    await expect(site.locator(`#download-${made.id}`)).toContainText(titleEn);
    await expect(site.locator(`#download-${made.id}`)).toContainText(sha256);
    await visitor.close();

    // The history holds the new revision; the editor in English reads the same entry.
    await page.getByTestId('site-history').click();
    await expect(page.getByTestId('site-history-drawer').getByTestId('site-revision').first()).toContainText(
      '线上版本',
    );
    const english = await browser.newPage({ viewport: WIDE });
    await openSignedIn(english, ADMIN, ITEM.replace('/api/management/site/items', '/admin/site'), {
      language: 'en',
    });
    await expect(english.getByTestId(`text-entries.${index}.title-en`)).toHaveValue(titleEn);
    await expect(english.getByTestId(`download-${index}-file-chosen`)).toContainText(sha256);
    await shoot(english, 'downloads-1440-en.png');
    await english.close();
  } finally {
    await publishAgain(request, root, before.published_revision!);
  }
  await expect
    .poll(async () => (await request.get('/instructions')).text(), { timeout: 10_000 })
    .not.toContain(titleCh);
});

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

test('at 375 px in both languages the downloads editor fits, its actions are reachable, and removing asks first', async ({
  browser,
}) => {
  const stamp = String(Date.now()).slice(-6);
  for (const language of ['ch', 'en'] as const) {
    const { context, page } = await phonePage(browser);
    const index = await openEditor(page, language);
    await fitsTheWidth(page);
    const entry = await addEntry(page, index);
    // A file that only calls itself a PDF: refused by its bytes, the server's reason shown.
    const fake = `not-a-manual-${language}.pdf`;
    await page
      .getByTestId(`download-${index}-file`)
      .locator('input[type=file]')
      .setInputFiles({ name: fake, mimeType: 'application/pdf', buffer: Buffer.from('hello, not a PDF') });
    await expect(page.getByTestId(`download-${index}-file-error`)).toContainText(fake, { timeout: 30_000 });
    await fitsTheWidth(page);
    const fileName = `phone-manual-${stamp}-${language}.pdf`;
    const pdf = makePdf(`${stamp}-${language}`);
    await uploadInto(page, index, fileName, pdf);
    await expect(entry.getByTestId('site-file-sha256')).toHaveText(
      createHash('sha256').update(pdf).digest('hex'),
    );
    // One language under the other, each labelled.
    const title = page.getByTestId(`field-entries.${index}.title`);
    await expect(title).toContainText(language === 'en' ? 'Chinese' : '中文');
    await expect(title).toContainText('English');
    const [ch, en] = [
      (await page.getByTestId(`text-entries.${index}.title-ch`).boundingBox())!,
      (await page.getByTestId(`text-entries.${index}.title-en`).boundingBox())!,
    ];
    expect(en.y).toBeGreaterThan(ch.y + ch.height - 1);
    await page.getByTestId(`text-entries.${index}.title-ch`).fill(`手机测试 ${stamp}`);
    await page.getByTestId(`download-${index}-products`).scrollIntoViewIfNeeded();
    await fitsTheWidth(page);
    await shoot(page, `downloads-375-${language}.png`);
    // Far down, the actions stay at hand.
    await entry.getByTestId(`download-${index}-file`).scrollIntoViewIfNeeded();
    await fitsTheWidth(page);
    for (const action of ['site-save', 'site-preview-ch', 'site-preview-en', 'site-publish', 'site-history'])
      await onScreen(page, page.getByTestId(action), action);
    await shoot(page, `downloads-375-${language}-file.png`);

    // The uploaded files to pick from fit the screen too.
    await page.getByTestId(`download-${index}-file-pick`).click();
    const picker = page.getByTestId('site-file-picker');
    await expect(picker.getByTestId('site-file-choice').first()).toBeVisible();
    await fitsTheWidth(page);
    await shoot(page, `downloads-375-${language}-pick.png`);
    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);

    // Removing asks first; cancelled, the entry stays; confirmed, it goes.
    await page.getByTestId(`remove-entries.${index}`).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(`手机测试 ${stamp}`);
    await confirm.getByRole('button', { name: language === 'en' ? 'Cancel' : /取\s*消/ }).click();
    await expect(entry).toBeVisible();
    await page.getByTestId(`remove-entries.${index}`).click();
    await confirm.getByRole('button', { name: language === 'en' ? 'Remove' : /删\s*除/ }).click();
    await expect(page.getByTestId(`entry-entries.${index}`)).toHaveCount(0);
    await context.close();
  }
});
