import { OWNER } from '../support/accounts';
import { addFlourAndSugar, FLOUR_NUTRITION, fillNutrition } from '../support/food-form';
import { pageApi } from '../support/page-api';
import { openOptions } from '../support/select';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 29 §1: an owner declares a goods item's ingredients (one marked as an allergen), its
 * allergens and its nutrition in the goods form, saves, and the list's completeness tag turns to
 * "label complete"; in both languages, and at 375 px the form's actions stay reachable without
 * sideways scroll. Goods use PLUs 600–699 (item codes 9600600–9600699).
 */

const seed = Date.now() % 30;
let n = 0;
const pluOf = (i: number) => 600 + ((seed * 3 + i) % 100);

const WORDS = {
  ch: {
    gap: '无致敏物声明',
    complete: '标签信息完整',
    gluten: '含麸质的谷物及其制品',
    useBy: '保质期至',
    saved: '商品已保存',
    edit: '编辑',
    ok: /确\s*定/,
    energyHint: '相差超过 10%',
  },
  en: {
    gap: 'No allergen declaration',
    complete: 'Label complete',
    gluten: 'Cereals containing gluten',
    useBy: 'Use by',
    saved: 'Goods item saved',
    edit: 'Edit',
    ok: /OK/,
    energyHint: 'more than 10% off',
  },
};

/** A goods item of the owner's company with nothing declared (PLU and item code in this spec's range). */
async function undeclaredGoods(page: Page, name: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    const plu = pluOf(n++);
    const taken = await pageApi(page, 'GET', `/api/management/goods?name=${9_600_000 + plu}`);
    if (taken.meta.total > 0) continue;
    return pageApi(page, 'POST', '/api/management/goods', {
      plu_number: plu,
      item_code: String(9_600_000 + plu),
      name,
      unit_price: 1500,
    });
  }
  throw new Error('no free PLU in 600–699');
}

async function findRow(page: Page, name: string) {
  await page.goto('/project/goodMng/goodList');
  await page.getByTestId('goods-search').locator('input').fill(name);
  await page.getByTestId('goods-search').locator('input').press('Enter');
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  return row;
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
  test(`the owner declares ingredients, allergens and nutrition, and the label is complete (${language})`, async ({
    page,
  }) => {
    // Two dialogs' worth of typing on a 2-core machine running two browsers.
    test.setTimeout(60_000);
    await openSignedIn(page, OWNER, '/project/goodMng/goodList', { language });
    const name = `配料测试 ${language} ${Date.now().toString(36)}`;
    await undeclaredGoods(page, name);
    const row = await findRow(page, name);
    await expect(row.getByTestId('goods-declaration-gaps')).toContainText(words.gap);

    await row.getByRole('button', { name: words.edit }).click();
    const dialog = page.getByRole('dialog');
    const food = dialog.getByTestId('goods-food');
    await addFlourAndSugar(page, dialog, words.gluten);
    await fillNutrition(dialog, { ...FLOUR_NUTRITION, energy_kj: '1500' });
    // 8×17 + 5×37 + 50×17 = 1171 kJ: 1500 is more than 10% off, and the form says so.
    await expect(food.getByTestId('food-energy-hint')).toContainText(words.energyHint);
    await dialog.locator('#goods_nutrition_energy_kj').fill('1170');
    await expect(food.getByTestId('food-energy-hint')).toHaveCount(0);
    await expect(food.getByTestId('food-nutrition-table')).toContainText('20%');

    await food.getByTestId('food-date-type').click();
    await openOptions(page).filter({ hasText: words.useBy }).first().click();
    await dialog.locator('#goods_producer').fill('示例食品有限公司');
    await dialog.getByRole('button', { name: words.ok }).click();
    await expect(page.getByText(words.saved)).toBeVisible();

    await expect(row.getByTestId('goods-label-complete')).toHaveText(words.complete);
    const saved = (await pageApi(page, 'GET', `/api/management/goods?name=${encodeURIComponent(name)}`))
      .list[0];
    expect(saved.ingredients).toEqual([
      { zh: '小麦粉', en: 'wheat flour', allergen: 'gluten' },
      { zh: '白砂糖', en: 'sugar', allergen: null },
    ]);
    expect(saved.allergens).toEqual(['gluten']);
    expect(saved.nutrition.energy_kj).toBe(1170);
    expect(saved.date_type).toBe('use_by');
  });
}

test('at 375 px the goods form’s food section fits and its actions are reachable', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await openSignedIn(page, OWNER, '/project/goodMng/goodList', { language: 'ch' });
  const name = `配料手机 ${Date.now().toString(36)}`;
  await undeclaredGoods(page, name);
  const row = await findRow(page, name);
  await expectNoSidewaysScroll(page);
  await row.getByRole('button', { name: '编辑' }).click();
  const dialog = page.getByRole('dialog');
  const food = dialog.getByTestId('goods-food');
  await food.getByTestId('food-add-ingredient').click();
  await dialog.locator('#goods_ingredients_0_zh').fill('猪肉');
  await dialog.locator('#goods_nutrition_on').click();
  await expectNoSidewaysScroll(page);
  for (const action of ['上移', '下移', '删除配料']) {
    const button = food.getByRole('button', { name: action });
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeInViewport();
  }
  await page.screenshot({ path: test.info().outputPath('food-375.png') });
  const ok = dialog.getByRole('button', { name: /确\s*定/ });
  await ok.scrollIntoViewIfNeeded();
  await expect(ok).toBeInViewport();
  await expectNoSidewaysScroll(page);
  // Nothing in the dialog reaches past the screen's right edge.
  const overflow = await dialog.evaluate((element) => {
    const right = window.innerWidth;
    return Array.from(element.querySelectorAll('input, button, .ant-select'))
      .map((el) => el.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.right > right + 1).length;
  });
  expect(overflow).toBe(0);
});
