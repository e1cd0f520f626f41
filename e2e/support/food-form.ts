import { openOptions } from './select';
import type { Locator, Page } from './test';
import { expect } from './test';

/** A wheat flour (marked gluten) and sugar ingredient list, in the open goods form's food section. */
export async function addFlourAndSugar(page: Page, dialog: Locator, glutenName: string): Promise<void> {
  const food = dialog.getByTestId('goods-food');
  await food.getByTestId('food-add-ingredient').click();
  await food.getByTestId('food-add-ingredient').click();
  await dialog.locator('#goods_ingredients_0_zh').fill('小麦粉');
  await dialog.locator('#goods_ingredients_0_en').fill('wheat flour');
  await dialog.locator('#goods_ingredients_1_zh').fill('白砂糖');
  await dialog.locator('#goods_ingredients_1_en').fill('sugar');
  // Marking the flour as gluten declares gluten.
  await food.getByTestId('food-ingredient-allergen').first().click();
  await openOptions(page).filter({ hasText: glutenName }).first().click();
  await expect(food.getByTestId('food-allergens')).toContainText(glutenName);
}

/** Per 100 g: 8×17 + 5×37 + 50×17 = 1171 kJ from the macros. */
export const FLOUR_NUTRITION = {
  energy_kj: '1170',
  protein_g: '8',
  fat_g: '5',
  saturated_fat_g: '2',
  carbohydrate_g: '50',
  sugars_g: '6',
  sodium_mg: '400',
};

/** Turns the nutrition table on and fills its figures. */
export async function fillNutrition(dialog: Locator, figures: Record<string, string>): Promise<void> {
  await dialog.locator('#goods_nutrition_on').click();
  for (const [key, value] of Object.entries(figures))
    await dialog.locator(`#goods_nutrition_${key}`).fill(value);
}
