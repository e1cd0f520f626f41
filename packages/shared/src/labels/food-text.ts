import { addDays } from '../calendar.js';
import { allergenLine } from '../food/allergens.js';
import type { DateType, Ingredient } from '../food/declaration.js';
import { type Nutrition, nutritionRows } from '../food/nutrition.js';
import type { Emphasis, FoodLang } from './model.js';

/*
 * The food label's texts (issue 29 §2) as one item prints them, in its language: each a labelled
 * line ("配料：…" / "Ingredients: …"). The ingredients mark which characters are an allergen
 * ingredient's, for the renderer to emphasise.
 */

/** What a goods item declares for its label (the goods contract's food fields). */
export type FoodData = {
  ingredients?: readonly Ingredient[];
  allergens?: readonly string[] | null;
  may_contain?: readonly string[];
  nutrition?: Nutrition | null;
  storage?: string;
  storage_en?: string;
  date_type?: DateType;
  producer?: string;
};

/** The shop's current lot of the goods item. */
export type LotData = {
  lot: string;
  trace_code: string;
  production_date: string | null;
  expiry_date: string | null;
};

/** A text and, per character (code point), whether it is emphasised. */
export type MarkedText = { text: string; marks: boolean[] | null };

const LABELS = {
  ingredients: { zh: '配料：', en: 'Ingredients: ' },
  storage: { zh: '贮存条件：', en: 'Storage: ' },
  producer: { zh: '生产者：', en: 'Producer: ' },
  packed: { zh: '包装日期：', en: 'Packed: ' },
  use_by: { zh: '食用期限至：', en: 'Use by: ' },
  best_before: { zh: '保质期至：', en: 'Best before: ' },
  lot: { zh: '批号：', en: 'Lot: ' },
} as const;

/** The ingredients in order, allergen ones marked (and upper-cased when the emphasis is caps). */
export function ingredientsText(
  ingredients: readonly Ingredient[],
  lang: FoodLang,
  emphasis: Emphasis | undefined,
): MarkedText {
  if (ingredients.length === 0) return { text: '', marks: null };
  let text = LABELS.ingredients[lang];
  const marks: boolean[] = [...text].map(() => false);
  ingredients.forEach((ingredient, index) => {
    if (index > 0) {
      const sep = lang === 'zh' ? '、' : ', ';
      text += sep;
      for (const _ of sep) marks.push(false);
    }
    let name = lang === 'en' ? ingredient.en || ingredient.zh : ingredient.zh;
    const allergen = ingredient.allergen !== null && ingredient.allergen !== undefined;
    if (allergen && emphasis === 'caps') name = name.toUpperCase();
    text += name;
    for (const _ of name) marks.push(allergen && emphasis !== undefined && emphasis !== 'caps');
  });
  return { text, marks: marks.some(Boolean) ? marks : null };
}

/** A food field's text for a goods item packed on `packedDay` (the shop's calendar). */
export function foodFieldText(
  key: string,
  food: FoodData,
  lot: LotData | null | undefined,
  shelfLife: number,
  packedDay: string,
  lang: FoodLang,
  emphasis?: Emphasis,
): MarkedText {
  const plain = (text: string): MarkedText => ({ text, marks: null });
  switch (key) {
    case 'ingredients':
      return ingredientsText(food.ingredients ?? [], lang, emphasis);
    case 'allergen_line':
      return plain(allergenLine(food.allergens ?? null, food.may_contain ?? [], lang));
    case 'storage': {
      const text = lang === 'en' ? food.storage_en || food.storage : food.storage;
      return plain(text ? `${LABELS.storage[lang]}${text}` : '');
    }
    case 'producer':
      return plain(food.producer ? `${LABELS.producer[lang]}${food.producer}` : '');
    case 'packed_date_line':
      return plain(`${LABELS.packed[lang]}${packedDay}`);
    case 'expiry_date_line': {
      const type = food.date_type ?? 'none';
      if (type === 'none' || shelfLife <= 0) return plain('');
      // Shelf life in calendar days from the packed day, as sell_by_date counts it.
      return plain(`${LABELS[type][lang]}${addDays(packedDay, shelfLife)}`);
    }
    case 'lot':
      return plain(lot ? `${LABELS.lot[lang]}${lot.lot}` : '');
    default:
      return plain('');
  }
}

/** The nutrition table's header and rows (only `keys` when given), in a language. */
export function nutritionTable(nutrition: Nutrition, lang: FoodLang, keys: readonly string[] | undefined) {
  return {
    title: lang === 'zh' ? '营养成分表' : 'Nutrition',
    per: lang === 'zh' ? '每100克' : 'per 100 g',
    nrv: 'NRV%',
    rows: nutritionRows(nutrition, lang, keys && keys.length > 0 ? keys : undefined),
  };
}
