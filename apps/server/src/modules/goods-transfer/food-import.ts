import { declarationProblems, type FoodFields } from '@dahua/shared/food/declaration';
import { NUTRIENT_KEYS, type NutrientKey } from '@dahua/shared/food/nutrition';
import type { Lang } from '../../lib/language.js';
import { messageKey, renderValidationMessage } from '../../lib/validation-messages.js';
import type { Column } from './columns.js';
import { headOf } from './columns.js';
import {
  BAD,
  FOOD_COLUMNS,
  type FoodColumn,
  readAllergens,
  readDateType,
  readIngredients,
  readNutrition,
} from './food-cells.js';

const isFood = (column: Column | null): column is FoodColumn =>
  column !== null && (FOOD_COLUMNS as readonly string[]).includes(column);

/**
 * A row's food cells as the API's fields (absent columns left out, so an update keeps them), and
 * the columns whose cells cannot be read (reported with the column's rule).
 */
export function foodOfRow(
  columnAt: (Column | null)[],
  cells: string[],
): { fields: Record<string, unknown>; bad: FoodColumn[] } {
  const text = new Map<FoodColumn, string>();
  columnAt.forEach((column, i) => {
    if (isFood(column)) text.set(column, (cells[i] ?? '').trim());
  });
  const fields: Record<string, unknown> = {};
  const bad: FoodColumn[] = [];
  if (text.has('ingredients')) {
    const ingredients = readIngredients(text.get('ingredients')!, text.get('ingredients_en'));
    if (ingredients === BAD) bad.push('ingredients');
    else if (ingredients === 'bad_en') bad.push('ingredients_en');
    else fields.ingredients = ingredients ?? [];
  }
  for (const [column, key] of [
    ['allergens', 'allergens'],
    ['may_contain', 'may_contain'],
  ] as const) {
    if (!text.has(column)) continue;
    const codes = readAllergens(text.get(column)!);
    if (codes === BAD) bad.push(column);
    // An empty allergens cell: not declared (null); an empty may-contain cell: none.
    else fields[key] = codes ?? (column === 'allergens' ? null : []);
  }
  if (NUTRIENT_KEYS.some((key) => text.has(key))) {
    const cellsOfTable = Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, text.get(key) ?? '']));
    const nutrition = readNutrition(cellsOfTable as Record<NutrientKey, string>);
    if (Array.isArray(nutrition)) bad.push(...nutrition);
    else fields.nutrition = nutrition;
  }
  if (text.has('date_type')) {
    const dateType = readDateType(text.get('date_type')!);
    if (dateType === BAD) bad.push('date_type');
    else fields.date_type = dateType ?? 'none';
  }
  for (const column of ['storage', 'storage_en', 'producer'] as const)
    if (text.has(column)) fields[column] = text.get(column);
  return { fields, bad };
}

/** The column an API issue's path names (`ingredients.2.en` → the English ingredients' column). */
export function columnOfPath(path: readonly PropertyKey[]): Column {
  const [first, second, third] = path;
  if (first === 'ingredients') return third === 'en' ? 'ingredients_en' : 'ingredients';
  if (first === 'nutrition')
    return (NUTRIENT_KEYS as readonly PropertyKey[]).includes(second!)
      ? (second as NutrientKey)
      : 'energy_kj';
  return first as Column;
}

type Declared = Pick<FoodFields, 'ingredients' | 'allergens' | 'nutrition'>;

/**
 * A row's declaration judged by the API's rules across fields, as it will be stored (the stored
 * item's for the columns the file lacks): one report line per problem, in the caller's words.
 */
export function declarationErrors(
  row: number,
  declared: Declared,
  lang: Lang,
): { row: number; field: string; message: string }[] {
  return declarationProblems(declared).map((problem) => ({
    row,
    field: headOf(columnOfPath(problem.field.split('.')), lang),
    message: renderValidationMessage(messageKey(problem.key), lang),
  }));
}
