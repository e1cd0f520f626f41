import type { FoodFields } from '@dahua/shared/food/declaration';
import { describe, expect, it } from 'vitest';
import { EMPTY_FOOD, foodDraftOf, foodFieldsOf, formPathOf, isFoodField } from './foodDraft';

const declared: FoodFields = {
  ingredients: [
    { zh: '小麦粉', en: 'wheat flour', allergen: 'gluten' },
    { zh: '白砂糖', en: '', allergen: null },
  ],
  allergens: ['gluten'],
  may_contain: ['sesame'],
  nutrition: {
    energy_kj: 1170,
    protein_g: 8,
    fat_g: 5,
    saturated_fat_g: 2,
    carbohydrate_g: 50,
    sugars_g: 6,
    sodium_mg: 400,
  },
  storage: '常温',
  storage_en: 'cool',
  date_type: 'best_before',
  producer: '示例',
};

describe('the goods form’s food draft', () => {
  it('gives back the declaration it was made from', () => {
    expect(foodFieldsOf(foodDraftOf(declared))).toEqual(declared);
  });

  it('keeps "not declared" apart from "declares none"', () => {
    expect(foodDraftOf({ ...declared, allergens: null }).allergen_mode).toBe('undeclared');
    expect(foodDraftOf({ ...declared, allergens: [] }).allergen_mode).toBe('none');
    expect(foodFieldsOf({ ...EMPTY_FOOD, allergen_mode: 'none', allergens: ['milk'] }).allergens).toEqual([]);
    expect(foodFieldsOf({ ...EMPTY_FOOD, allergens: ['milk'] }).allergens).toBeNull();
  });

  it('sends no table while it is off or a figure is missing', () => {
    const draft = foodDraftOf(declared);
    expect(foodFieldsOf({ ...draft, nutrition_on: false }).nutrition).toBeNull();
    expect(foodFieldsOf({ ...draft, nutrition: { ...draft.nutrition, fat_g: null } }).nutrition).toBeNull();
  });

  it('places the server’s nested fields on the form', () => {
    expect(formPathOf('ingredients.1.allergen')).toEqual(['ingredients', 1, 'allergen']);
    expect(formPathOf('nutrition.energy_kj')).toEqual(['nutrition', 'energy_kj']);
    expect(isFoodField('nutrition.energy_kj')).toBe(true);
    expect(isFoodField('plu_number')).toBe(false);
  });
});
