import { z } from 'zod';
import { messageKey, type ValidationMessageKey } from '../contracts/messages.js';
import { ALLERGEN_CODES } from './allergens.js';
import { energyConsistent, NUTRIENTS, type Nutrition } from './nutrition.js';

/*
 * What a goods item declares for its food label (issue 29 §1), as the goods contract carries it.
 * Every field is optional with a default, so a client written before issue 29 keeps working.
 * `allergens` null means "not declared yet" (the completeness check's "no allergen declaration");
 * [] means "declared: contains none".
 */

export const allergenCode = z.enum(ALLERGEN_CODES);

export const ingredientSchema = z.object({
  zh: z
    .string()
    .trim()
    .min(1, { error: messageKey('ingredientNameRequired') })
    .max(60),
  en: z.string().trim().max(60).default(''),
  /** The allergen category this ingredient is (emphasised on the label), or null. */
  allergen: allergenCode.nullable().default(null),
});
export type Ingredient = z.output<typeof ingredientSchema>;

const nutrient = (max: number) => z.number().min(0).max(max);
export const nutritionSchema = z.object(
  Object.fromEntries(NUTRIENTS.map((n) => [n.key, nutrient(n.max)])) as {
    [K in (typeof NUTRIENTS)[number]['key']]: z.ZodNumber;
  },
);

const distinctCodes = z
  .array(allergenCode)
  .max(ALLERGEN_CODES.length)
  .refine((codes) => new Set(codes).size === codes.length, { error: messageKey('allergenRepeated') });

export const DATE_TYPES = ['none', 'use_by', 'best_before'] as const;
export type DateType = (typeof DATE_TYPES)[number];

/** The food fields of a goods item, each with its default (what an item without a declaration holds). */
export const foodFields = z.object({
  ingredients: z.array(ingredientSchema).max(60).default([]).describe('in descending order of weight'),
  allergens: distinctCodes.nullable().default(null).describe('contains; null: not declared yet'),
  may_contain: distinctCodes.default([]).describe('may contain (cross-contact), apart from contains'),
  nutrition: nutritionSchema.nullable().default(null).describe('per 100 g; null: no table'),
  storage: z.string().trim().max(100).default('').describe('storage conditions (Chinese)'),
  storage_en: z.string().trim().max(100).default('').describe('storage conditions (English)'),
  date_type: z
    .enum(DATE_TYPES)
    .default('none')
    .describe('use_by or best_before: the date packed day + shelf life is printed as'),
  producer: z.string().trim().max(120).default('').describe('producer or packer: name and address'),
});
export type FoodFields = z.output<typeof foodFields>;

export type DeclarationProblem = { field: string; key: ValidationMessageKey };

/**
 * The rules across fields (run on the declaration as it will be stored, after an edit merges):
 * energy within 10% of the macros', saturates ≤ fat, sugars ≤ carbohydrate, and every allergen an
 * ingredient is marked with in the declaration.
 */
export function declarationProblems(
  food: Pick<FoodFields, 'ingredients' | 'allergens' | 'nutrition'>,
): DeclarationProblem[] {
  const problems: DeclarationProblem[] = [];
  const n: Nutrition | null = food.nutrition;
  if (n) {
    if (!energyConsistent(n)) problems.push({ field: 'nutrition.energy_kj', key: 'energyMismatch' });
    if (n.saturated_fat_g > n.fat_g)
      problems.push({ field: 'nutrition.saturated_fat_g', key: 'saturatesAboveFat' });
    if (n.sugars_g > n.carbohydrate_g)
      problems.push({ field: 'nutrition.sugars_g', key: 'sugarsAboveCarbohydrate' });
  }
  const declared = new Set(food.allergens ?? []);
  food.ingredients.forEach((ingredient, index) => {
    if (ingredient.allergen && !declared.has(ingredient.allergen))
      problems.push({ field: `ingredients.${index}.allergen`, key: 'allergenNotDeclared' });
  });
  return problems;
}

/** What a goods item's declaration lacks, for the completeness column ("no allergen declaration"). */
export const DECLARATION_GAPS = ['ingredients', 'allergens', 'nutrition', 'date_type', 'producer'] as const;
export type DeclarationGap = (typeof DECLARATION_GAPS)[number];

export function declarationGaps(
  food: Pick<FoodFields, 'ingredients' | 'allergens' | 'nutrition' | 'date_type' | 'producer'>,
): DeclarationGap[] {
  const gaps: DeclarationGap[] = [];
  if (food.ingredients.length === 0) gaps.push('ingredients');
  if (food.allergens === null) gaps.push('allergens');
  if (food.nutrition === null) gaps.push('nutrition');
  if (food.date_type === 'none') gaps.push('date_type');
  if (!food.producer) gaps.push('producer');
  return gaps;
}
