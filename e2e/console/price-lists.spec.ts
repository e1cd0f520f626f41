import { OWNER } from '../support/accounts';
import { api, signedIn } from '../support/request-api';
import { openOptions } from '../support/select';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 28 §1, end to end: an owner makes a price list for one shop in the console's dialog, sets
 * a goods item's price in it on the list's page, and sees that price in the list's column of the
 * goods list (at 1440 px; on a phone the column folds away and the goods form shows it). In
 * Chinese at 1440 px and in English at 375 px, without sideways scrolling.
 */

const WORDS = {
  ch: { base: '基础价', saved: '已保存', pricesByList: '分组价格', open: '价格' },
  en: { base: 'base', saved: 'Saved', pricesByList: 'Prices by list', open: 'Prices' },
};

async function expectNoSidewaysScroll(page: Page) {
  const [scrollWidth, innerWidth] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    window.innerWidth,
  ]);
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(innerWidth);
}

for (const [language, width] of [
  ['ch', 1440],
  ['en', 375],
] as const) {
  const words = WORDS[language];

  test(`an owner makes a price list for a shop, prices a goods item in it and sees it on the goods list (${language}, ${width} px)`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const phone = width === 375;
    await page.setViewportSize({ width, height: phone ? 740 : 900 });

    // A shop and a goods item, through the API.
    const tag = `${language}${Date.now().toString(36)}`;
    const auth = await signedIn(page.request, OWNER);
    const shop = await api<{ id: number; name: string }>(
      page.request,
      auth,
      'post',
      '/api/management/shops/create',
      {
        name: `城区店${tag}`,
      },
    );
    const plu = 7000 + (Date.now() % 900) + (language === 'en' ? 1000 : 0);
    const goodsName = `城区苹果${tag}`;
    await api(page.request, auth, 'post', '/api/management/goods', {
      plu_number: plu,
      item_code: String(6_600_000 + plu),
      name: goodsName,
      unit_price: 1000,
    });

    // The list, made in the dialog with its one shop.
    await openSignedIn(page, OWNER, '/project/goodMng/priceLists', { language });
    await page.getByTestId('price-list-create').click();
    const form = page.getByTestId('price-list-form');
    await expect(form).toBeVisible();
    const listName = `城区价${tag}`;
    await page.getByTestId('price-list-form-name').fill(listName);
    const shops = page.getByTestId('price-list-form-shops');
    await shops.click();
    await shops.locator('input').fill(shop.name);
    await openOptions(page).filter({ hasText: shop.name }).first().click();
    await expect(shops).toContainText(shop.name);
    // A multiple select stays open after a pick: close it (it covers the dialog's buttons).
    await page.getByTestId('price-list-form-name').click();
    await expect(openOptions(page)).toHaveCount(0);
    if (phone) await expectNoSidewaysScroll(page);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /OK|确\s*定/ })
      .click();
    await expect(form).toBeHidden();
    const row = page.getByRole('row').filter({ hasText: listName });
    await expect(row).toContainText(shop.name);
    if (phone) await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: test.info().outputPath(`price-lists-${width}-${language}.png`),
      fullPage: true,
    });

    // Its page: the goods item at the base price; a list price typed and saved.
    // The row's "prices" action (in the actions column, which stays in view on a phone).
    await row.getByRole('link', { name: words.open, exact: true }).click();
    await expect(page).toHaveURL(/\/project\/goodMng\/priceLists\/\d+$/);
    await page.getByTestId('list-prices-search').locator('input').fill(goodsName);
    await page.getByTestId('list-prices-search').locator('input').press('Enter');
    const input = page.getByTestId(`list-price-${plu}`);
    await expect(input).toHaveAttribute('placeholder', words.base);
    await input.fill('12.8');
    await page.getByTestId('list-prices-save').click();
    await expect(page.getByText(words.saved).first()).toBeVisible();
    await expect(input).toHaveValue('12.80');
    if (phone) await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: test.info().outputPath(`price-list-prices-${width}-${language}.png`),
      fullPage: true,
    });

    // The goods list: the list's column says ¥12.80 (a phone folds the column away; the form shows it).
    await page.goto('/project/goodMng/goodList');
    await page.getByTestId('goods-search').locator('input').fill(goodsName);
    await page.getByTestId('goods-search').locator('input').press('Enter');
    const goodsRow = page.getByRole('row').filter({ hasText: goodsName });
    await expect(goodsRow).toBeVisible();
    if (!phone) {
      await expect(page.getByRole('columnheader', { name: listName })).toBeVisible();
      await expect(goodsRow).toContainText('¥12.80');
    } else {
      await expect(page.getByRole('columnheader', { name: listName })).toHaveCount(0);
      await expectNoSidewaysScroll(page);
      await goodsRow.getByRole('button', { name: /Edit|编辑/ }).click();
      const goodsForm = page.getByTestId('goods-form');
      await expect(goodsForm).toContainText(words.pricesByList);
      await expect(goodsForm.getByLabel(listName)).toHaveValue('12.80');
      await expectNoSidewaysScroll(page);
    }
    await page.screenshot({
      path: test.info().outputPath(`price-list-goods-${width}-${language}.png`),
      fullPage: true,
    });
  });
}
