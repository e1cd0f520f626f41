import { NUTRIENTS } from '@dahua/shared/food/nutrition';
import type { Bilingual, Lang } from '../../lib/language.js';
import { FOOD_COLUMNS } from './food-cells.js';

/** The columns of an export and of the import template, in order (keys are the API's field names). */
export const COLUMNS = [
  'plu_number',
  'item_code',
  'name',
  'unit_price',
  'weighing_mode',
  'measure_unit',
  'tare',
  'shelf_life',
  'special_info_1',
  'special_info_2',
  'special_info_3',
  'department',
  'numeric_code',
  'label_number',
  'discount_enabled',
  'discount_periods',
  'trace_code',
  'origin',
  'img_url',
  'description',
  // The food declaration (issue 29 §1; food-cells.ts reads and writes them).
  ...FOOD_COLUMNS,
] as const;
export type Column = (typeof COLUMNS)[number];

/** The columns an import cannot do without. */
export const REQUIRED_COLUMNS: readonly Column[] = ['plu_number', 'item_code', 'name', 'unit_price'];

/** A column's heading in the template (the goods form's wording) and what its cells must hold. */
type ColumnText = { head: Bilingual; rule: Bilingual };

const whole = (min: number, max: number): Bilingual => ({
  ch: `应为 ${min}–${max} 的整数`,
  en: `must be a whole number from ${min} to ${max}`,
});
const chars = (max: number): Bilingual => ({ ch: `最多 ${max} 个字符`, en: `at most ${max} characters` });
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const special = (n: number): ColumnText => ({
  head: { ch: `特殊信息 ${n}`, en: `Special information ${n}` },
  rule: whole(0, 99),
});

export const COLUMN_TEXT: Record<Column, ColumnText> = {
  plu_number: { head: { ch: 'PLU 号', en: 'PLU number' }, rule: whole(1, 9999) },
  item_code: {
    head: { ch: '商品编码', en: 'Item code' },
    rule: { ch: '应为 1–7 位数字', en: 'must be 1 to 7 digits' },
  },
  name: {
    head: { ch: '名称', en: 'Name' },
    rule: { ch: '最多 120 个字符、3 行', en: 'at most 120 characters on 3 lines' },
  },
  unit_price: {
    head: { ch: '单价（元）', en: 'Unit price (yuan)' },
    rule: {
      ch: '应为 0 至 9999.99 的金额（元），最多两位小数，例如 12.80',
      en: 'must be an amount in yuan from 0 to 9999.99 with at most 2 decimals, e.g. 12.80',
    },
  },
  weighing_mode: {
    head: { ch: '称重方式', en: 'Weighing mode' },
    rule: {
      ch: '应为 0（称重）、1（计件）或 2（定重）',
      en: 'must be 0 (by weight), 1 (by count) or 2 (fixed weight)',
    },
  },
  measure_unit: { head: { ch: '计量单位', en: 'Measure unit' }, rule: chars(8) },
  tare: { head: { ch: '皮重（克）', en: 'Tare (g)' }, rule: whole(0, 99_999) },
  shelf_life: { head: { ch: '保质期（天）', en: 'Shelf life (days)' }, rule: whole(0, 999) },
  special_info_1: special(1),
  special_info_2: special(2),
  special_info_3: special(3),
  department: { head: { ch: '部门', en: 'Department' }, rule: whole(0, 99) },
  numeric_code: {
    head: { ch: '13 位数字码', en: '13-digit numeric code' },
    rule: { ch: '应为 13 位数字，或留空', en: 'must be exactly 13 digits, or empty' },
  },
  label_number: { head: { ch: '标签号', en: 'Label number' }, rule: whole(0, 99) },
  discount_enabled: {
    head: { ch: '定时折扣', en: 'Timed discounts' },
    rule: { ch: '应为“是”或“否”（也可写 1 或 0）', en: 'must be yes or no (or 1 or 0)' },
  },
  discount_periods: {
    head: { ch: '折扣时段', en: 'Discount periods' },
    rule: {
      ch: '应写成 20:00-22:00@80（价格的 1–99%），最多 4 段，用 ; 分隔',
      en: 'must read like 20:00-22:00@80 (1–99% of the price), at most 4, separated by ;',
    },
  },
  trace_code: {
    head: { ch: '追溯码', en: 'Trace code' },
    rule: { ch: '应为最多 20 位数字，或留空', en: 'must be at most 20 digits, or empty' },
  },
  origin: { head: { ch: '产地', en: 'Origin' }, rule: chars(60) },
  img_url: { head: { ch: '图片地址', en: 'Image address' }, rule: chars(500) },
  description: { head: { ch: '描述', en: 'Description' }, rule: chars(2000) },
  ingredients: {
    head: { ch: '配料', en: 'Ingredients' },
    rule: {
      ch: '按用量从多到少，用“、”分隔，致敏物在名称后用方括号标出类别，例如 小麦粉[gluten]、白砂糖、鸡蛋[eggs]（类别写代码或中文名，如 麸质、蛋）',
      en: 'in descending order of weight, separated by 、 or commas; mark an allergen with its category in brackets after the name, e.g. 小麦粉[gluten]、白砂糖、鸡蛋[eggs] (a code or a name such as milk, soy)',
    },
  },
  ingredients_en: {
    head: { ch: '配料（英文）', en: 'Ingredients (English)' },
    rule: {
      ch: '配料的英文名称，与“配料”列逐项对应（同样的顺序和个数），用逗号分隔；可留空',
      en: 'the English names of the ingredients, one per Chinese name in the same order, separated by commas; may be empty',
    },
  },
  allergens: {
    head: { ch: '致敏物', en: 'Allergens' },
    rule: {
      ch: '所含致敏物类别，代码或中文名，用“、”或逗号分隔（如 麸质、蛋、乳）；写“无”表示不含致敏物；留空表示尚未声明。配料中标出的类别必须列出',
      en: 'the allergen categories it contains, as codes or names separated by commas (e.g. gluten, eggs, milk); "none" declares none; empty means not declared yet. Every category marked in the ingredients must be listed',
    },
  },
  may_contain: {
    head: { ch: '可能含有', en: 'May contain' },
    rule: {
      ch: '可能含有（交叉接触）的致敏物类别，写法同“致敏物”；可留空',
      en: 'allergen categories it may contain (cross-contact), written as under Allergens; may be empty',
    },
  },
  ...(Object.fromEntries(
    NUTRIENTS.map((n) => [
      n.key,
      {
        head: {
          ch: `${n.zh.replace('—', '')}（${n.unit}/100g）`,
          en: `${capital(n.en.replace('— ', ''))} (${n.unit}/100 g)`,
        },
        rule: {
          ch: `每 100 克的含量，0 至 ${n.max} 的数；营养成分表的 7 列要么都填，要么都留空${n.key === 'energy_kj' ? '；能量与蛋白质×17、脂肪×37、碳水化合物×17 之和相差不超过 10%' : ''}`,
          en: `per 100 g, a number from 0 to ${n.max}; fill all 7 nutrition columns or none${n.key === 'energy_kj' ? '; within 10% of protein×17 + fat×37 + carbohydrate×17' : ''}`,
        },
      },
    ]),
  ) as Record<(typeof NUTRIENTS)[number]['key'], ColumnText>),
  storage: { head: { ch: '贮存条件', en: 'Storage' }, rule: chars(100) },
  storage_en: { head: { ch: '贮存条件（英文）', en: 'Storage (English)' }, rule: chars(100) },
  date_type: {
    head: { ch: '日期类型', en: 'Date type' },
    rule: {
      ch: '“保质期至”或“最佳食用日期”（也可写 use_by、best_before）；留空即不打印',
      en: '"use by" or "best before" (or 保质期至, 最佳食用日期); empty: none printed',
    },
  },
  producer: { head: { ch: '生产者/包装者', en: 'Producer or packer' }, rule: chars(120) },
};

export const headOf = (column: Column, lang: Lang): string => COLUMN_TEXT[column].head[lang];

const normal = (text: string) =>
  text.trim().toLowerCase().replace(/\s+/g, ' ').replace(/[（]/g, '(').replace(/[）]/g, ')');

/**
 * Which column a header cell names: the template's heading in either language, or the API field
 * name, except `unit_price`: files before issue 12 carried fen under it, and reading those as yuan
 * would multiply every price by 100, so such a file is refused for lacking the price column.
 */
const COLUMN_OF_HEAD = new Map<string, Column>(
  COLUMNS.flatMap((column) => [
    [normal(COLUMN_TEXT[column].head.ch), column] as const,
    [normal(COLUMN_TEXT[column].head.en), column] as const,
    ...(column === 'unit_price' ? [] : [[column, column] as const]),
  ]),
);

export function columnOfHead(text: string): Column | null {
  return COLUMN_OF_HEAD.get(normal(text)) ?? null;
}

/**
 * A price list's column (issue 28 §1): headed `价格表:<list name>` in a Chinese file and
 * `Price list: <list name>` in an English one; either heading (any case, `:` or `：`) reads back.
 * A cell holds the list's price in yuan, or nothing: the base price (out of the list).
 */
export function listHeadOf(listName: string, lang: Lang): string {
  return lang === 'en' ? `Price list: ${listName}` : `价格表:${listName}`;
}

/** The list a header cell names (`价格表:城区`, `Price list: 城区`), or null when it names none. */
export function listOfHead(text: string): string | null {
  const match = /^\s*(?:价格表|price\s*list)\s*[:：]\s*(.+?)\s*$/i.exec(text);
  return match ? match[1]! : null;
}

export const LIST_PRICE_RULE: Bilingual = {
  ch: '应为 0 至 9999.99 的金额（元），最多两位小数；留空即按基础价',
  en: 'must be an amount in yuan from 0 to 9999.99 with at most 2 decimals; empty means the base price',
};
