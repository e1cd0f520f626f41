/*
 * The nutrition table per 100 g (issue 29 §1): energy and the six nutrients GB 28050-2025 makes
 * compulsory ("1+6"), with their nutrient reference values (NRV) and the standard's rounding and
 * "0" thresholds, so the console, the label and the public trace page print the same figures.
 * Energy factors (kJ per g): protein 17, fat 37, carbohydrate 17 (GB 28050 and EU 1169/2011 Annex XIV).
 */

export const NUTRIENTS = [
  { key: 'energy_kj', unit: 'kJ', nrv: 8400, zero: 17, decimals: 0, max: 3800, zh: '能量', en: 'Energy' },
  { key: 'protein_g', unit: 'g', nrv: 60, zero: 0.5, decimals: 1, max: 100, zh: '蛋白质', en: 'Protein' },
  { key: 'fat_g', unit: 'g', nrv: 60, zero: 0.5, decimals: 1, max: 100, zh: '脂肪', en: 'Fat' },
  {
    key: 'saturated_fat_g',
    unit: 'g',
    nrv: 20,
    zero: 0.1,
    decimals: 1,
    max: 100,
    zh: '—饱和脂肪',
    en: '— saturates',
  },
  {
    key: 'carbohydrate_g',
    unit: 'g',
    nrv: 300,
    zero: 0.5,
    decimals: 1,
    max: 100,
    zh: '碳水化合物',
    en: 'Carbohydrate',
  },
  { key: 'sugars_g', unit: 'g', nrv: 50, zero: 0.5, decimals: 1, max: 100, zh: '—糖', en: '— sugars' },
  { key: 'sodium_mg', unit: 'mg', nrv: 2000, zero: 5, decimals: 0, max: 40000, zh: '钠', en: 'Sodium' },
] as const;

export type NutrientKey = (typeof NUTRIENTS)[number]['key'];
export const NUTRIENT_KEYS = NUTRIENTS.map((n) => n.key) as [NutrientKey, ...NutrientKey[]];

/** Per 100 g of the food, as declared. */
export type Nutrition = Record<NutrientKey, number>;

/** kJ per g of each energy-giving nutrient. */
export const ENERGY_FACTORS = { protein_g: 17, fat_g: 37, carbohydrate_g: 17 } as const;

/** The energy the macros give, kJ per 100 g. */
export function energyFromMacros(n: Pick<Nutrition, 'protein_g' | 'fat_g' | 'carbohydrate_g'>): number {
  return (
    n.protein_g * ENERGY_FACTORS.protein_g +
    n.fat_g * ENERGY_FACTORS.fat_g +
    n.carbohydrate_g * ENERGY_FACTORS.carbohydrate_g
  );
}

/** How far a declared energy may stray from the macros' (issue 29: within 10%). */
export const ENERGY_TOLERANCE = 0.1;

/**
 * Whether the declared energy agrees with the macros within 10%. Below 17 kJ (the standard's "0")
 * both sides count as nothing, so a table of zeros agrees with itself.
 */
export function energyConsistent(n: Nutrition): boolean {
  const computed = energyFromMacros(n);
  if (computed <= 17 && n.energy_kj <= 17) return true;
  return Math.abs(n.energy_kj - computed) <= ENERGY_TOLERANCE * computed;
}

const spec = new Map<string, (typeof NUTRIENTS)[number]>(NUTRIENTS.map((n) => [n.key, n]));

/** A figure as the table prints it: the standard's decimals, 0 at or below its threshold. */
export function roundedNutrient(key: NutrientKey, value: number): number {
  const s = spec.get(key)!;
  if (value <= s.zero) return 0;
  const factor = 10 ** s.decimals;
  return Math.round(value * factor) / factor;
}

/** NRV% as the table prints it: a whole percent of the printed figure (0 when the figure is 0). */
export function nrvPercent(key: NutrientKey, value: number): number {
  const s = spec.get(key)!;
  return Math.round((roundedNutrient(key, value) / s.nrv) * 100);
}

/** One printed row: name, figure with its unit, NRV%. */
export type NutritionRow = { key: NutrientKey; name: string; amount: string; nrv: string };

/** The table's rows (only `keys`, in the standard's order, when given) in a language. */
export function nutritionRows(n: Nutrition, lang: 'zh' | 'en', keys?: readonly string[]): NutritionRow[] {
  return NUTRIENTS.filter((s) => !keys || keys.includes(s.key)).map((s) => {
    const value = roundedNutrient(s.key, n[s.key]);
    return {
      key: s.key,
      name: s[lang],
      amount: `${value.toFixed(s.decimals)} ${s.unit}`,
      nrv: `${nrvPercent(s.key, n[s.key])}%`,
    };
  });
}
