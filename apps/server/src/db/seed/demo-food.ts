import type { AllergenCode } from '@dahua/shared/food/allergens';
import type { DateType, Ingredient } from '@dahua/shared/food/declaration';
import type { Nutrition } from '@dahua/shared/food/nutrition';

/**
 * The food declarations of the demo's deli counter (issue 29 §1), by PLU number: ingredients
 * in descending order with their allergens marked, nutrition per 100 g that passes the rules
 * (energy = 17P + 37F + 17C). The other goods are left undeclared, so the goods list shows
 * both a complete label and what an undeclared item lacks; the cut pineapple declares no
 * allergens but has no table.
 */
export type DemoFood = {
  ingredients: Ingredient[];
  allergens: AllergenCode[] | null;
  mayContain?: AllergenCode[];
  nutrition?: Nutrition;
  storage?: string;
  storageEn?: string;
  dateType?: DateType;
  producer?: string;
};

const ing = (zh: string, en: string, allergen: AllergenCode | null = null): Ingredient => ({
  zh,
  en,
  allergen,
});
const KITCHEN = '鲜达社区生鲜 中央厨房（浙江省杭州市西湖区文三路 100 号）';
const CHILLED = { storage: '0–4 °C 冷藏', storageEn: 'Keep refrigerated at 0–4 °C' };

export const DEMO_FOOD: Record<number, DemoFood> = {
  13: { ingredients: [ing('菠萝', 'pineapple')], allergens: [], dateType: 'use_by', ...CHILLED },
  41: {
    ingredients: [
      ing('牛腱肉', 'beef shank'),
      ing('酱油', 'soy sauce', 'soybeans'),
      ing('小麦粉', 'wheat flour', 'gluten'),
      ing('白砂糖', 'sugar'),
      ing('食用盐', 'salt'),
      ing('香辛料', 'spices'),
    ],
    allergens: ['soybeans', 'gluten'],
    nutrition: {
      energy_kj: 1029,
      protein_g: 31.4,
      fat_g: 11.9,
      saturated_fat_g: 5,
      carbohydrate_g: 3.2,
      sugars_g: 1.5,
      sodium_mg: 869,
    },
    dateType: 'use_by',
    producer: KITCHEN,
    ...CHILLED,
  },
  46: {
    ingredients: [
      ing('猪五花肉', 'pork belly'),
      ing('黄酒', 'rice wine', 'gluten'),
      ing('酱油', 'soy sauce', 'soybeans'),
      ing('冰糖', 'rock sugar'),
      ing('葱', 'spring onion'),
      ing('姜', 'ginger'),
    ],
    allergens: ['gluten', 'soybeans'],
    nutrition: {
      energy_kj: 1593,
      protein_g: 9.5,
      fat_g: 35,
      saturated_fat_g: 13,
      carbohydrate_g: 8,
      sugars_g: 6,
      sodium_mg: 620,
    },
    dateType: 'use_by',
    producer: KITCHEN,
    ...CHILLED,
  },
  47: {
    ingredients: [
      ing('海带', 'kelp'),
      ing('芝麻油', 'sesame oil', 'sesame'),
      ing('酱油', 'soy sauce', 'soybeans'),
      ing('食醋', 'vinegar'),
      ing('蒜', 'garlic'),
      ing('辣椒', 'chilli'),
    ],
    allergens: ['sesame', 'soybeans'],
    mayContain: ['peanuts'],
    nutrition: {
      energy_kj: 266,
      protein_g: 1.2,
      fat_g: 3.5,
      saturated_fat_g: 0.5,
      carbohydrate_g: 6.8,
      sugars_g: 1.5,
      sodium_mg: 780,
    },
    dateType: 'use_by',
    producer: KITCHEN,
    ...CHILLED,
  },
  48: {
    ingredients: [
      ing('鸡蛋', 'eggs', 'eggs'),
      ing('酱油', 'soy sauce', 'soybeans'),
      ing('食用盐', 'salt'),
      ing('八角', 'star anise'),
      ing('桂皮', 'cinnamon'),
    ],
    allergens: ['eggs', 'soybeans'],
    nutrition: {
      energy_kj: 627,
      protein_g: 12.6,
      fat_g: 10,
      saturated_fat_g: 3.1,
      carbohydrate_g: 2.5,
      sugars_g: 1,
      sodium_mg: 540,
    },
    dateType: 'use_by',
    producer: KITCHEN,
    ...CHILLED,
  },
  49: {
    ingredients: [
      ing('猪梅花肉', 'pork shoulder'),
      ing('蜂蜜', 'honey'),
      ing('白砂糖', 'sugar'),
      ing('酱油', 'soy sauce', 'soybeans'),
      ing('叉烧酱（含小麦、芝麻）', 'char siu sauce (wheat, sesame)', 'gluten'),
      ing('芝麻', 'sesame seeds', 'sesame'),
    ],
    allergens: ['soybeans', 'gluten', 'sesame'],
    nutrition: {
      energy_kj: 1295,
      protein_g: 23.8,
      fat_g: 16.9,
      saturated_fat_g: 6,
      carbohydrate_g: 15.6,
      sugars_g: 13,
      sodium_mg: 818,
    },
    dateType: 'use_by',
    producer: KITCHEN,
    ...CHILLED,
  },
  50: {
    ingredients: [
      ing('烤麸', 'wheat gluten', 'gluten'),
      ing('香菇', 'shiitake'),
      ing('木耳', 'wood ear'),
      ing('花生', 'peanuts', 'peanuts'),
      ing('酱油', 'soy sauce', 'soybeans'),
      ing('白砂糖', 'sugar'),
    ],
    allergens: ['gluten', 'peanuts', 'soybeans'],
    mayContain: ['sesame'],
    nutrition: {
      energy_kj: 738,
      protein_g: 14,
      fat_g: 8,
      saturated_fat_g: 1.2,
      carbohydrate_g: 12,
      sugars_g: 4,
      sodium_mg: 650,
    },
    dateType: 'best_before',
    producer: KITCHEN,
    ...CHILLED,
  },
};

/** A demo goods item's food columns (its declaration, or none: not declared). */
export function foodColumnsOf(plu: number) {
  const food = DEMO_FOOD[plu];
  if (!food) return {};
  return {
    ingredients: food.ingredients,
    allergens: food.allergens,
    mayContain: food.mayContain ?? [],
    nutrition: food.nutrition ?? null,
    storage: food.storage ?? '',
    storageEn: food.storageEn ?? '',
    dateType: food.dateType ?? 'none',
    producer: food.producer ?? '',
  };
}
