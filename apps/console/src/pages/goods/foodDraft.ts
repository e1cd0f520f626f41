import type { AllergenCode } from '@dahua/shared/food/allergens';
import type { DateType, FoodFields } from '@dahua/shared/food/declaration';
import { NUTRIENT_KEYS, type NutrientKey, type Nutrition } from '@dahua/shared/food/nutrition';

/** The allergen declaration as the form asks it: not declared, declares none, or contains these. */
export type AllergenMode = 'undeclared' | 'none' | 'contains';

/** The food declaration as the goods form edits it (issue 29 §1). */
export type FoodDraft = {
  /** `allergen` '' : not an allergen (a Select option cannot be null). */
  ingredients: { zh: string; en: string; allergen: AllergenCode | '' }[];
  allergen_mode: AllergenMode;
  allergens: AllergenCode[];
  may_contain: AllergenCode[];
  nutrition_on: boolean;
  nutrition: Partial<Record<NutrientKey, number | null>>;
  storage: string;
  storage_en: string;
  date_type: DateType;
  producer: string;
};

export const EMPTY_FOOD: FoodDraft = {
  ingredients: [],
  allergen_mode: 'undeclared',
  allergens: [],
  may_contain: [],
  nutrition_on: false,
  nutrition: {},
  storage: '',
  storage_en: '',
  date_type: 'none',
  producer: '',
};

/** The form-only keys, which the API does not take. */
export const FORM_ONLY_FOOD_KEYS = ['allergen_mode', 'nutrition_on'] as const;

export function foodDraftOf(food: FoodFields): FoodDraft {
  return {
    ingredients: food.ingredients.map((i) => ({ zh: i.zh, en: i.en, allergen: i.allergen ?? '' })),
    allergen_mode: food.allergens === null ? 'undeclared' : food.allergens.length === 0 ? 'none' : 'contains',
    allergens: food.allergens ?? [],
    may_contain: food.may_contain,
    nutrition_on: food.nutrition !== null,
    nutrition: food.nutrition ?? {},
    storage: food.storage,
    storage_en: food.storage_en,
    date_type: food.date_type,
    producer: food.producer,
  };
}

/** A complete table of numbers, or null while a figure is missing. */
export function nutritionOf(values: FoodDraft['nutrition'] | undefined): Nutrition | null {
  if (!values) return null;
  const figures = NUTRIENT_KEYS.map((key) => values[key]);
  if (figures.some((n) => typeof n !== 'number' || !Number.isFinite(n))) return null;
  return Object.fromEntries(NUTRIENT_KEYS.map((key, i) => [key, figures[i]])) as Nutrition;
}

/** The draft as the API takes it. */
export function foodFieldsOf(draft: FoodDraft): FoodFields {
  return {
    ingredients: (draft.ingredients ?? []).map((i) => ({
      zh: i.zh.trim(),
      en: (i.en ?? '').trim(),
      allergen: i.allergen || null,
    })),
    allergens:
      draft.allergen_mode === 'undeclared'
        ? null
        : draft.allergen_mode === 'none'
          ? []
          : (draft.allergens ?? []),
    may_contain: draft.may_contain ?? [],
    nutrition: draft.nutrition_on ? nutritionOf(draft.nutrition) : null,
    storage: draft.storage ?? '',
    storage_en: draft.storage_en ?? '',
    date_type: draft.date_type ?? 'none',
    producer: draft.producer ?? '',
  };
}

/** A server's field (`ingredients.1.allergen`, `nutrition.energy_kj`) as the form's field path. */
export function formPathOf(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** Whether a refusal's field is one of the food section's. */
export const isFoodField = (field: string) =>
  /^(ingredients|allergens|may_contain|nutrition|storage|storage_en|date_type|producer)(\.|$)/.test(field);
