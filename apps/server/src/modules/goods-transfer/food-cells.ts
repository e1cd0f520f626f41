import { ALLERGEN_SHORT, ALLERGENS, type AllergenCode } from '@dahua/shared/food/allergens';
import type { DateType, Ingredient } from '@dahua/shared/food/declaration';
import { NUTRIENT_KEYS, type NutrientKey, type Nutrition } from '@dahua/shared/food/nutrition';
import type { GoodsRow } from '../../db/schema/index.js';
import type { Lang } from '../../lib/language.js';

/*
 * The food declaration as spreadsheet cells (issue 29 §1): ingredients as one text cell
 * ("小麦粉[gluten]、白砂糖、鸡蛋[eggs]") with the English names in a second one aligned by position,
 * allergens as names or codes, the nutrition table as seven number columns, the date type as words.
 * Lists split at 、 , ， ; ； outside brackets, so a compound ingredient "植物油（大豆油、菜籽油）" stays one.
 */

export const FOOD_COLUMNS = [
  'ingredients',
  'ingredients_en',
  'allergens',
  'may_contain',
  ...NUTRIENT_KEYS,
  'storage',
  'storage_en',
  'date_type',
  'producer',
] as const;
export type FoodColumn = (typeof FOOD_COLUMNS)[number];

const NONE_WORDS = ['无', '没有', 'none', 'no', '-'];
const normal = (text: string) => text.trim().toLowerCase().replace(/\s+/g, ' ');

/** Every way a file may name an allergen category: code, short and full names in both languages. */
const ALLERGEN_OF = new Map<string, AllergenCode>(
  ALLERGENS.flatMap((a) =>
    [a.code, a.zh, a.en, ALLERGEN_SHORT[a.code].zh, ALLERGEN_SHORT[a.code].en].map(
      (name) => [normal(name), a.code] as const,
    ),
  ),
);

export const DATE_WORDS: Record<Exclude<DateType, 'none'>, Record<Lang, string>> = {
  use_by: { ch: '保质期至', en: 'use by' },
  best_before: { ch: '最佳食用日期', en: 'best before' },
};
const DATE_OF = new Map<string, DateType>([
  ['none', 'none'],
  ['无', 'none'],
  ['use_by', 'use_by'],
  ['best_before', 'best_before'],
  ...Object.entries(DATE_WORDS).flatMap(([code, words]) =>
    Object.values(words).map((word) => [normal(word), code as DateType] as const),
  ),
  ['use-by', 'use_by'],
  ['best-before', 'best_before'],
]);

/** A list cell's items: split at separators outside brackets, each trimmed (empty ones kept). */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('(（[【'.includes(char)) depth += 1;
    if (')）]】'.includes(char)) depth = Math.max(0, depth - 1);
    if (depth === 0 && '、,，;；'.includes(char)) {
      items.push(current.trim());
      current = '';
    } else current += char;
  }
  items.push(current.trim());
  return items;
}

const MARKED = /^(.*?)\s*[[【]\s*([^\]】]+?)\s*[\]】]$/;

/** A cell that cannot be read: the import reports the column's rule. */
export const BAD = Symbol('bad cell');
type Read<T> = T | typeof BAD | undefined;

/** Allergen codes of a cell: empty → undefined (not declared), "无"/"none" → [], a name unknown → BAD. */
export function readAllergens(text: string): Read<AllergenCode[]> {
  if (text.trim() === '') return undefined;
  if (NONE_WORDS.includes(normal(text))) return [];
  const codes = splitList(text)
    .filter((item) => item !== '')
    .map((item) => ALLERGEN_OF.get(normal(item)));
  return codes.some((code) => code === undefined) ? BAD : (codes as AllergenCode[]);
}

/** The ingredients of the Chinese and English cells, aligned by position. */
export function readIngredients(zhText: string, enText: string | undefined): Read<Ingredient[]> | 'bad_en' {
  if (zhText.trim() === '') return enText?.trim() ? 'bad_en' : undefined;
  const items = splitList(zhText).filter((item) => item !== '');
  const english = enText?.trim() ? splitList(enText) : [];
  // Extra English names are refused (a name without its Chinese); empty extras are a trailing separator.
  if (english.slice(items.length).some((name) => name !== '')) return 'bad_en';
  const ingredients: Ingredient[] = [];
  for (const [i, item] of items.entries()) {
    const marked = MARKED.exec(item);
    const allergen = marked ? ALLERGEN_OF.get(normal(marked[2]!)) : null;
    if (allergen === undefined) return BAD;
    ingredients.push({ zh: marked ? marked[1]!.trim() : item, en: english[i] ?? '', allergen });
  }
  return ingredients;
}

/** The seven nutrient cells: all empty → null (no table); a number missing or unreadable → its column. */
export function readNutrition(cells: Partial<Record<NutrientKey, string>>): Nutrition | null | NutrientKey[] {
  const texts = NUTRIENT_KEYS.map((key) => (cells[key] ?? '').trim());
  if (texts.every((text) => text === '')) return null;
  const bad = NUTRIENT_KEYS.filter((_key, i) => !/^\d+(\.\d+)?$/.test(texts[i]!));
  if (bad.length > 0) return bad;
  return Object.fromEntries(NUTRIENT_KEYS.map((key, i) => [key, Number(texts[i])])) as Nutrition;
}

export function readDateType(text: string): Read<DateType> {
  if (text.trim() === '') return undefined;
  return DATE_OF.get(normal(text)) ?? BAD;
}

/** One goods row's declaration as the export's cells, in the caller's language. */
export function foodCellsOf(row: GoodsRow, lang: Lang): Record<FoodColumn, string | number> {
  const names = (codes: readonly string[]) =>
    lang === 'ch'
      ? codes.map((code) => ALLERGEN_SHORT[code as AllergenCode]?.zh ?? code).join('、')
      : codes.join(', ');
  const english = row.ingredients.map((i) => i.en);
  return {
    ingredients: row.ingredients.map((i) => (i.allergen ? `${i.zh}[${i.allergen}]` : i.zh)).join('、'),
    ingredients_en: english.every((name) => name === '') ? '' : english.join(', '),
    allergens:
      row.allergens === null
        ? ''
        : row.allergens.length === 0
          ? lang === 'ch'
            ? '无'
            : 'none'
          : names(row.allergens),
    may_contain: names(row.mayContain),
    ...(Object.fromEntries(
      NUTRIENT_KEYS.map((key) => [key, row.nutrition ? row.nutrition[key] : '']),
    ) as Record<NutrientKey, number | string>),
    storage: row.storage,
    storage_en: row.storageEn,
    date_type: row.dateType === 'none' ? '' : DATE_WORDS[row.dateType][lang],
    producer: row.producer,
  };
}
