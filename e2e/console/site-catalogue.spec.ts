import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN } from '../support/accounts';
import { fitsTheWidth, onScreen } from '../support/layout';
import { api, signedIn } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

/*
 * The site's catalogue in the console (issue 30 §1): an administrator creates a product by copying
 * TM-Ab, renames it, publishes it (its page is served in both languages) and withdraws it (its page
 * answers 404); writes a news article in both languages and publishes it (/news lists it, its page
 * shows it); edits a caption of the quality honours gallery in both languages and publishes it (/houer
 * and /en/houer show it). At 375 px in both languages the news and gallery editors and the new-item
 * dialogs fit the screen with their actions at hand. What the honours showed before is published
 * again, the article withdrawn, at the end.
 */

test.describe.configure({ timeout: 180_000 });

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };
const ITEMS = '/api/management/site/items';
const HONOURS = `${ITEMS}/gallery/honours`;

type Detail = {
  key: string;
  version: number;
  published_revision: number | null;
  changed: boolean;
  withdrawn: boolean;
  draft: unknown;
};

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(name), fullPage: false });
}

/** Publishes what the editor shows, through its confirmation; waits for the message. */
async function publish(page: Page) {
  await page.getByTestId('site-publish').click();
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /发\s*布|Publish/ })
    .click();
  await expect(page.getByText(/已发布第 \d+ 版|Revision \d+ published/)).toBeVisible({ timeout: 20_000 });
}

/** The text a public page answers, once it holds `text` (pages are rendered again within seconds). */
async function served(request: APIRequestContext, path: string, text: string) {
  await expect
    .poll(async () => (await request.get(path)).text(), { timeout: 15_000, message: `${path} shows ${text}` })
    .toContain(text);
}

test('a new product copied from TM-Ab is renamed, published in both languages, then withdrawn', async ({
  page,
  request,
}) => {
  const stamp = String(Date.now()).slice(-7);
  const slug = `tm-e2e-${stamp}`;
  const route = `/tm-e2e-${stamp}`;
  const nameCh = `测试新秤 ${stamp}`;
  const nameEn = `Test scale ${stamp}`;
  await page.setViewportSize(WIDE);
  await openSignedIn(page, ADMIN, '/admin/site', { language: 'ch' });
  await expect(page.getByTestId('site-group-product')).toContainText('产品');
  await expect(page.getByTestId('site-group-news')).toContainText('新闻');
  await expect(page.getByTestId('site-group-gallery')).toContainText('图片展示');
  await expect(page.getByTestId('site-row-honours')).toContainText('品质荣誉');
  await shoot(page, 'list-1440-ch.png');

  await page.getByTestId('site-new-product').click();
  const form = page.getByTestId('site-new-product-form');
  await expect(form).toBeVisible();
  // Copied from TM-Ab unless another is chosen.
  await expect(form).toContainText('/Tmab');
  await page.getByTestId('site-new-product-slug').fill(slug);
  await page.getByTestId('site-new-product-route').fill(route);
  await page.getByTestId('site-new-product-model').fill(`TM-E${stamp}`);
  await page.getByTestId('site-new-product-name-ch').fill(`${nameCh} 草稿`);
  await page.getByTestId('site-new-product-name-en').fill(`${nameEn} draft`);
  await shoot(page, 'new-product-1440-ch.png');
  await page.getByTestId('site-new-product-ok').click();
  await expect(page).toHaveURL(new RegExp(`/admin/site/product/${slug}$`), { timeout: 15_000 });
  const editor = page.getByTestId('site-editor');
  await expect(editor.locator('.ant-card-head')).toContainText('未发布');
  // Never published: it can be deleted, not withdrawn; the copy holds TM-Ab's specs, no photo.
  await expect(page.getByTestId('site-delete')).toBeVisible();
  await expect(page.getByTestId('site-withdraw')).toHaveCount(0);
  await expect(page.getByTestId('text-body.specs.0.name-ch')).not.toHaveValue('');
  await expect(page.getByTestId('photos').getByTestId('site-photo')).toHaveCount(0);

  await page.getByTestId('text-name-ch').fill(nameCh);
  await page.getByTestId('text-name-en').fill(nameEn);
  await publish(page);
  await expect(page.getByTestId('site-withdraw')).toBeVisible();
  await expect(page.getByTestId('site-delete')).toHaveCount(0);
  await served(request, route, nameCh);
  await served(request, `/en${route}`, nameEn);

  // Withdrawn: after its confirmation, naming the page that goes.
  await page.getByTestId('site-withdraw').click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText(route);
  await shoot(page, 'withdraw-1440-ch.png');
  await page.getByTestId('site-withdraw-ok').click();
  await expect(page.getByText(/已下架；\d+ 个页面已更新/)).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('site-editor-withdrawn')).toBeVisible();
  await expect.poll(async () => (await request.get(route)).status(), { timeout: 15_000 }).toBe(404);
  await expect.poll(async () => (await request.get(`/en${route}`)).status(), { timeout: 15_000 }).toBe(404);
  // The history marks the withdrawal.
  await page.getByTestId('site-history').click();
  await expect(
    page.getByTestId('site-revision').first().getByTestId('site-revision-withdrawn'),
  ).toBeVisible();
  await shoot(page, 'history-withdrawn-1440-ch.png');
  await page.keyboard.press('Escape');
  // The list marks it withdrawn.
  await page.goto('/admin/site');
  await page.getByTestId('site-search').locator('input').fill(slug);
  await page.getByTestId('site-search').locator('input').press('Enter');
  await expect(page.getByTestId('site-group-product')).toBeVisible();
  await expect(page.getByTestId('site-group-news')).toHaveCount(0);
  await expect(page.getByTestId(`site-row-${slug}`).getByTestId('site-status')).toHaveText('已下架');

  // A product at one of SPEC's addresses is never withdrawn: the server's reason is shown.
  await page.goto('/admin/site/product/tm-ab');
  await page.getByTestId('site-withdraw').click();
  await page.getByTestId('site-withdraw-ok').click();
  await expect(page.locator('.ant-modal-confirm-error')).toContainText('不能下架');
  await page.locator('.ant-modal-confirm-error').getByRole('button').click();
});

test('a news article written in both languages is published: /news lists it and its page shows it', async ({
  page,
  request,
  browser,
}) => {
  const root = await signedIn(request, ADMIN);
  const stamp = String(Date.now()).slice(-7);
  const slug = `e2e-news-${stamp}`;
  const titleCh = `测试新闻 ${stamp}`;
  const titleEn = `Test news ${stamp}`;
  try {
    await page.setViewportSize(WIDE);
    await openSignedIn(page, ADMIN, '/admin/site', { language: 'ch' });
    await page.getByTestId('site-new-article').click();
    await expect(page.getByTestId('site-new-article-form')).toBeVisible();
    await expect(page.getByTestId('site-new-article-date')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await page.getByTestId('site-new-article-slug').fill(slug);
    await page.getByTestId('site-new-article-title-ch').fill(titleCh);
    await page.getByTestId('site-new-article-title-en').fill(titleEn);
    await page.getByTestId('site-new-article-ok').click();
    await expect(page).toHaveURL(new RegExp(`/admin/site/news/${slug}$`), { timeout: 15_000 });
    await expect(page.getByTestId('site-news-address')).toContainText(`/news/${slug}`);
    // What is still empty is marked and counted: the summary and the paragraph, in both languages.
    await expect(page.getByTestId('site-missing')).toContainText('还有 4 处文字未填写');
    await page.getByTestId('text-summary-ch').fill(`摘要 ${stamp}`);
    await page.getByTestId('text-summary-en').fill(`Summary ${stamp}`);
    await page.getByTestId('text-paragraphs.0-ch').fill(`第一段 ${stamp}`);
    await page.getByTestId('text-paragraphs.0-en').fill(`First paragraph ${stamp}`);
    await page.getByTestId('add-news-paragraph').click();
    await page.getByTestId('text-paragraphs.1-ch').fill(`第二段 ${stamp}`);
    await page.getByTestId('text-paragraphs.1-en').fill(`Second paragraph ${stamp}`);
    // The second paragraph leads: moved up.
    await page.getByTestId('entry-paragraphs.1').getByRole('button', { name: '上移' }).click();
    await expect(page.getByTestId('text-paragraphs.0-ch')).toHaveValue(`第二段 ${stamp}`);
    await expect(page.getByTestId('site-missing')).toHaveCount(0);
    await shoot(page, 'news-1440-ch.png');
    await page.getByTestId('site-save').click();
    await expect(page.getByText('草稿已保存')).toBeVisible();
    await page.getByTestId('site-preview-en').click();
    await expect(page.frameLocator('[data-testid=site-preview-frame]').locator('body')).toContainText(
      `Second paragraph ${stamp}`,
    );
    await page.keyboard.press('Escape');
    await publish(page);

    await served(request, '/news', titleCh);
    await served(request, '/en/news', titleEn);
    await served(request, `/news/${slug}`, `第一段 ${stamp}`);
    await served(request, `/en/news/${slug}`, `Second paragraph ${stamp}`);
    const visitor = await browser.newContext({ viewport: WIDE });
    const site = await visitor.newPage();
    await site.goto('/news');
    await site.getByRole('link', { name: titleCh }).first().click();
    await expect(site).toHaveURL(new RegExp(`/news/${slug}`));
    await expect(site.locator('body')).toContainText(`第二段 ${stamp}`);
    await visitor.close();
  } finally {
    const detail = await api<Detail>(request, root, 'get', `${ITEMS}/news/${slug}`).catch(() => null);
    if (detail?.published_revision && !detail.withdrawn)
      await api(request, root, 'post', `${ITEMS}/news/${slug}/withdraw`, {});
  }
});

test('a caption of the quality honours, edited in both languages and published, shows on /houer and /en/houer', async ({
  page,
  request,
}) => {
  const root = await signedIn(request, ADMIN);
  const before = await api<Detail>(request, root, 'get', HONOURS);
  const stamp = String(Date.now()).slice(-7);
  const captionCh = `荣誉说明 ${stamp}`;
  const captionEn = `Honour caption ${stamp}`;
  try {
    await page.setViewportSize(WIDE);
    await openSignedIn(page, ADMIN, '/admin/site', { language: 'en' });
    await page.getByTestId('site-row-honours').click();
    await expect(page).toHaveURL(/\/admin\/site\/gallery\/honours$/);
    await expect(page.getByTestId('site-editor-title')).toContainText('Quality honours');
    // Both languages side by side.
    const [ch, en] = [
      (await page.getByTestId('text-items.0.caption-ch').boundingBox())!,
      (await page.getByTestId('text-items.0.caption-en').boundingBox())!,
    ];
    expect(en.x).toBeGreaterThan(ch.x + ch.width - 1);
    await page.getByTestId('text-items.0.caption-ch').fill(captionCh);
    await page.getByTestId('text-items.0.caption-en').fill(captionEn);
    await shoot(page, 'gallery-1440-en.png');
    await publish(page);
    await served(request, '/houer', captionCh);
    await served(request, '/en/houer', captionEn);
  } finally {
    if (before.published_revision !== null) {
      const restored = await api<Detail>(
        request,
        root,
        'post',
        `${HONOURS}/revisions/${before.published_revision}/restore`,
        {},
      );
      if (restored.changed) await api(request, root, 'post', `${HONOURS}/publish`, {});
    }
  }
});

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  return { context, page: await context.newPage() };
}

test('at 375 px in both languages the new-item dialogs, the news and the gallery editors fit, their actions at hand', async ({
  browser,
  request,
}) => {
  const root = await signedIn(request, ADMIN);
  const stamp = String(Date.now()).slice(-7);
  for (const language of ['ch', 'en'] as const) {
    const slug = `e2e-phone-${stamp}-${language}`;
    await api(request, root, 'post', `${ITEMS}/news`, {
      content: {
        slug,
        title: { ch: `手机测试 ${stamp}`, en: `Phone test ${stamp}` },
        date: '2026-11-28',
        summary: { ch: '摘要', en: '' },
        paragraphs: [{ ch: '一段很长的中文正文'.repeat(8), en: 'A long English paragraph '.repeat(8) }],
      },
    });
    const { context, page } = await phonePage(browser);
    await openSignedIn(page, ADMIN, '/admin/site', { language });
    await expect(page.getByTestId('site-new-article')).toBeVisible();
    await fitsTheWidth(page);
    await onScreen(page, page.getByTestId('site-new-product'), 'new product');

    // The new-product dialog fits.
    await page.getByTestId('site-new-product').click();
    await expect(page.getByTestId('site-new-product-form')).toBeVisible();
    await fitsTheWidth(page);
    await onScreen(page, page.getByTestId('site-new-product-ok'), 'create');
    await shoot(page, `new-product-375-${language}.png`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('site-new-product-form')).toHaveCount(0);

    // The article's editor: stacked languages, the missing English summary marked.
    await page.goto(`/admin/site/news/${slug}`);
    await expect(page.getByTestId('site-editor')).toBeVisible();
    await expect(page.getByTestId('field-summary')).toContainText(
      language === 'en' ? 'English missing' : '缺少英文',
    );
    const [ch, en] = [
      (await page.getByTestId('text-title-ch').boundingBox())!,
      (await page.getByTestId('text-title-en').boundingBox())!,
    ];
    expect(en.y).toBeGreaterThan(ch.y + ch.height - 1);
    await fitsTheWidth(page);
    for (const action of [
      'site-save',
      'site-preview-ch',
      'site-preview-en',
      'site-publish',
      'site-history',
      'site-delete',
    ])
      await onScreen(page, page.getByTestId(action), action);
    await shoot(page, `news-375-${language}.png`);
    await page.getByTestId('news-photo').scrollIntoViewIfNeeded();
    await onScreen(page, page.getByTestId('site-delete'), 'delete, scrolled down');
    await fitsTheWidth(page);
    await shoot(page, `news-375-${language}-scrolled.png`);
    // Never published: deleted after its confirmation, back to the list.
    await page.getByTestId('site-delete').click();
    await expect(page.locator('.ant-modal-confirm')).toContainText(
      `${language === 'en' ? 'Phone test' : '手机测试'} ${stamp}`,
    );
    await page.getByTestId('site-delete-ok').click();
    await expect(page).toHaveURL(/\/admin\/site$/);
    await expect(page.getByTestId(`site-row-${slug}`)).toHaveCount(0);

    // The gallery's editor.
    await page.goto('/admin/site/gallery/equipment');
    await expect(page.getByTestId('text-items.0.caption-en')).toBeVisible();
    await fitsTheWidth(page);
    for (const action of ['site-save', 'site-preview-ch', 'site-publish', 'site-history'])
      await onScreen(page, page.getByTestId(action), action);
    await shoot(page, `gallery-375-${language}.png`);
    await page.getByTestId('gallery-new').scrollIntoViewIfNeeded();
    await onScreen(page, page.getByTestId('site-publish'), 'publish, scrolled down');
    await onScreen(page, page.getByTestId('gallery-new-upload'), 'add a picture');
    await fitsTheWidth(page);
    await shoot(page, `gallery-375-${language}-scrolled.png`);
    await context.close();
  }
});
