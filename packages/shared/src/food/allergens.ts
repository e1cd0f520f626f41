/*
 * The allergen categories a food label declares (issue 29 §1): the eight of GB 7718-2025 (China,
 * compulsory from 2027-03; the 2011 edition recommended the same eight) and the fourteen of EU
 * Regulation 1169/2011 Annex II (compulsory for loose food since 2014). One list, each category
 * marked with the law(s) naming it, so one declaration serves a label for either market.
 */

export const ALLERGENS = [
  { code: 'gluten', gb: true, eu: true, zh: '含麸质的谷物及其制品', en: 'Cereals containing gluten' },
  { code: 'crustaceans', gb: true, eu: true, zh: '甲壳纲类动物及其制品', en: 'Crustaceans' },
  { code: 'fish', gb: true, eu: true, zh: '鱼类及其制品', en: 'Fish' },
  { code: 'eggs', gb: true, eu: true, zh: '蛋类及其制品', en: 'Eggs' },
  { code: 'peanuts', gb: true, eu: true, zh: '花生及其制品', en: 'Peanuts' },
  { code: 'soybeans', gb: true, eu: true, zh: '大豆及其制品', en: 'Soybeans' },
  { code: 'milk', gb: true, eu: true, zh: '乳及乳制品（包括乳糖）', en: 'Milk (including lactose)' },
  { code: 'nuts', gb: true, eu: true, zh: '坚果及其果仁类制品', en: 'Nuts' },
  { code: 'celery', gb: false, eu: true, zh: '芹菜及其制品', en: 'Celery' },
  { code: 'mustard', gb: false, eu: true, zh: '芥末及其制品', en: 'Mustard' },
  { code: 'sesame', gb: false, eu: true, zh: '芝麻及其制品', en: 'Sesame seeds' },
  {
    code: 'sulphites',
    gb: false,
    eu: true,
    zh: '二氧化硫和亚硫酸盐（>10 mg/kg）',
    en: 'Sulphur dioxide and sulphites (>10 mg/kg)',
  },
  { code: 'lupin', gb: false, eu: true, zh: '羽扇豆及其制品', en: 'Lupin' },
  { code: 'molluscs', gb: false, eu: true, zh: '软体动物及其制品', en: 'Molluscs' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];
export const ALLERGEN_CODES = ALLERGENS.map((a) => a.code) as [AllergenCode, ...AllergenCode[]];

const byCode = new Map<string, (typeof ALLERGENS)[number]>(ALLERGENS.map((a) => [a.code, a]));

/** A category's name in a language (`zh` or `en`); an unknown code is returned as it is. */
export function allergenName(code: string, lang: 'zh' | 'en'): string {
  return byCode.get(code)?.[lang] ?? code;
}

/** Short names as a label prints them in its allergen line ("含有：乳、蛋" / "Contains: milk, eggs"). */
export const ALLERGEN_SHORT: Record<AllergenCode, { zh: string; en: string }> = {
  gluten: { zh: '麸质', en: 'gluten' },
  crustaceans: { zh: '甲壳类', en: 'crustaceans' },
  fish: { zh: '鱼', en: 'fish' },
  eggs: { zh: '蛋', en: 'eggs' },
  peanuts: { zh: '花生', en: 'peanuts' },
  soybeans: { zh: '大豆', en: 'soy' },
  milk: { zh: '乳', en: 'milk' },
  nuts: { zh: '坚果', en: 'nuts' },
  celery: { zh: '芹菜', en: 'celery' },
  mustard: { zh: '芥末', en: 'mustard' },
  sesame: { zh: '芝麻', en: 'sesame' },
  sulphites: { zh: '亚硫酸盐', en: 'sulphites' },
  lupin: { zh: '羽扇豆', en: 'lupin' },
  molluscs: { zh: '软体动物', en: 'molluscs' },
};

/** The label's allergen line: what the item contains, then what it may contain, in a language. */
export function allergenLine(
  contains: readonly string[] | null,
  mayContain: readonly string[],
  lang: 'zh' | 'en',
): string {
  const name = (code: string) => ALLERGEN_SHORT[code as AllergenCode]?.[lang] ?? code;
  const parts: string[] = [];
  if (contains && contains.length > 0)
    parts.push(
      lang === 'zh' ? `含有：${contains.map(name).join('、')}` : `Contains: ${contains.map(name).join(', ')}`,
    );
  if (mayContain.length > 0)
    parts.push(
      lang === 'zh'
        ? `可能含有：${mayContain.map(name).join('、')}`
        : `May contain: ${mayContain.map(name).join(', ')}`,
    );
  return parts.join(lang === 'zh' ? '；' : '. ');
}
