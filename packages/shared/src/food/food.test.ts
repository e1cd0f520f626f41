import { describe, expect, it } from 'vitest';
import { ALLERGENS, allergenLine, allergenName } from './allergens.js';
import { declarationGaps, declarationProblems, foodFields } from './declaration.js';
import {
  energyConsistent,
  energyFromMacros,
  type Nutrition,
  nrvPercent,
  nutritionRows,
  roundedNutrient,
} from './nutrition.js';

/** A plain white bread per 100 g: 17×8.5 + 37×3.2 + 17×49 = 1095.9 kJ. */
const bread: Nutrition = {
  energy_kj: 1100,
  protein_g: 8.5,
  fat_g: 3.2,
  saturated_fat_g: 0.8,
  carbohydrate_g: 49,
  sugars_g: 4.1,
  sodium_mg: 450,
};

describe('allergens', () => {
  it('holds the eight categories of GB 7718-2025 and the fourteen of EU 1169/2011 Annex II', () => {
    expect(ALLERGENS.filter((a) => a.gb)).toHaveLength(8);
    expect(ALLERGENS.filter((a) => a.eu)).toHaveLength(14);
    expect(new Set(ALLERGENS.map((a) => a.code)).size).toBe(ALLERGENS.length);
  });

  it('names categories in both languages and writes the label line, may-contain apart', () => {
    expect(allergenName('milk', 'zh')).toBe('乳及乳制品（包括乳糖）');
    expect(allergenName('milk', 'en')).toBe('Milk (including lactose)');
    expect(allergenLine(['gluten', 'eggs'], ['nuts'], 'zh')).toBe('含有：麸质、蛋；可能含有：坚果');
    expect(allergenLine(['gluten', 'eggs'], ['nuts'], 'en')).toBe(
      'Contains: gluten, eggs. May contain: nuts',
    );
    expect(allergenLine([], [], 'en')).toBe('');
  });
});

describe('nutrition', () => {
  it('computes energy from the macros with 17/37/17 kJ per g and accepts 10% either way', () => {
    expect(energyFromMacros(bread)).toBeCloseTo(1095.9, 5);
    expect(energyConsistent(bread)).toBe(true);
    expect(energyConsistent({ ...bread, energy_kj: 1205 })).toBe(true);
    expect(energyConsistent({ ...bread, energy_kj: 1206 })).toBe(false);
    expect(energyConsistent({ ...bread, energy_kj: 987 })).toBe(true);
    expect(energyConsistent({ ...bread, energy_kj: 986 })).toBe(false);
    const water = Object.fromEntries(Object.keys(bread).map((k) => [k, 0])) as Nutrition;
    expect(energyConsistent(water)).toBe(true);
  });

  it('rounds as GB 28050 prints and computes NRV% of the printed figure', () => {
    expect(roundedNutrient('protein_g', 0.5)).toBe(0);
    expect(roundedNutrient('protein_g', 8.46)).toBe(8.5);
    expect(roundedNutrient('sodium_mg', 4)).toBe(0);
    expect(nrvPercent('energy_kj', 1100)).toBe(13);
    expect(nrvPercent('sodium_mg', 450)).toBe(23);
    const rows = nutritionRows(bread, 'zh', ['energy_kj', 'sodium_mg']);
    expect(rows).toEqual([
      { key: 'energy_kj', name: '能量', amount: '1100 kJ', nrv: '13%' },
      { key: 'sodium_mg', name: '钠', amount: '450 mg', nrv: '23%' },
    ]);
    expect(nutritionRows(bread, 'en')).toHaveLength(7);
  });
});

describe('declaration', () => {
  const declared = foodFields.parse({
    ingredients: [
      { zh: '小麦粉', en: 'wheat flour', allergen: 'gluten' },
      { zh: '鸡蛋', allergen: 'eggs' },
      { zh: '水' },
    ],
    allergens: ['gluten', 'eggs'],
    nutrition: bread,
    date_type: 'best_before',
    producer: '上海某食品有限公司',
  });

  it('defaults every field, so a client that sends none stores an undeclared item', () => {
    const none = foodFields.parse({});
    expect(none).toEqual({
      ingredients: [],
      allergens: null,
      may_contain: [],
      nutrition: null,
      storage: '',
      storage_en: '',
      date_type: 'none',
      producer: '',
    });
    expect(declarationGaps(none)).toEqual(['ingredients', 'allergens', 'nutrition', 'date_type', 'producer']);
  });

  it('finds nothing wrong with a consistent declaration, and nothing missing', () => {
    expect(declarationProblems(declared)).toEqual([]);
    expect(declarationGaps(declared)).toEqual([]);
    expect(declarationGaps({ ...declared, allergens: [] })).toEqual([]);
  });

  it('names the field of each rule broken', () => {
    const broken = {
      ...declared,
      allergens: ['gluten'],
      nutrition: { ...bread, energy_kj: 2000, saturated_fat_g: 4, sugars_g: 60 },
    };
    expect(declarationProblems(broken)).toEqual([
      { field: 'nutrition.energy_kj', key: 'energyMismatch' },
      { field: 'nutrition.saturated_fat_g', key: 'saturatesAboveFat' },
      { field: 'nutrition.sugars_g', key: 'sugarsAboveCarbohydrate' },
      { field: 'ingredients.1.allergen', key: 'allergenNotDeclared' },
    ]);
  });

  it('refuses unknown categories, a category twice, out-of-range figures and an unnamed ingredient', () => {
    expect(foodFields.safeParse({ allergens: ['shellfish'] }).success).toBe(false);
    expect(foodFields.safeParse({ allergens: ['milk', 'milk'] }).success).toBe(false);
    expect(foodFields.safeParse({ nutrition: { ...bread, energy_kj: 3801 } }).success).toBe(false);
    expect(foodFields.safeParse({ nutrition: { ...bread, fat_g: -1 } }).success).toBe(false);
    expect(foodFields.safeParse({ ingredients: [{ zh: ' ' }] }).success).toBe(false);
  });
});
