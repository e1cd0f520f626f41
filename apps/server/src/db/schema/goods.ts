import type { DateType, Ingredient } from '@dahua/shared/food/declaration';
import type { Nutrition } from '@dahua/shared/food/nutrition';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/** 0 by weight, 1 by count, 2 fixed weight: the scales' own weighing-mode digit. */
export const WEIGHING_MODES = [0, 1, 2] as const;
export type WeighingMode = (typeof WEIGHING_MODES)[number];

/** One of the 4 discount periods a scale applies by time of day. */
export type DiscountPeriod = { start: string; end: string; rate: number };

/**
 * A company's goods item, modelled on the scales' PLU record (scale-protocol.md) so that it
 * can be sent to a scale unchanged: every field has the record's range.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    pluNumber: integer('plu_number').notNull(),
    itemCode: text('item_code').notNull(),
    /** Up to three lines, as the label prints them (joined by \n). */
    name: text('name').notNull(),
    /** The base price (a price list may set another for its shops: schema/prices.ts). */
    unitPriceFen: integer('unit_price_fen').notNull(),
    /**
     * The started price change that set the base price; null when a person set it (a trigger of
     * migration 0026 clears it when the price changes otherwise). Its foreign key (on delete set null)
     * is in that migration, since prices.ts imports this file.
     */
    priceChangeId: integer('price_change_id'),
    weighingMode: integer('weighing_mode').$type<WeighingMode>().notNull().default(0),
    measureUnit: text('measure_unit').notNull().default('kg'),
    tareGrams: integer('tare_grams').notNull().default(0),
    shelfLifeDays: integer('shelf_life_days').notNull().default(0),
    specialInfo1: integer('special_info_1').notNull().default(0),
    specialInfo2: integer('special_info_2').notNull().default(0),
    specialInfo3: integer('special_info_3').notNull().default(0),
    department: integer('department').notNull().default(0),
    numericCode: text('numeric_code').notNull().default(''),
    labelNumber: integer('label_number').notNull().default(0),
    discountEnabled: boolean('discount_enabled').notNull().default(false),
    discountPeriods: jsonb('discount_periods').$type<DiscountPeriod[]>().notNull().default([]),
    traceCode: text('trace_code').notNull().default(''),
    origin: text('origin').notNull().default(''),
    imgUrl: text('img_url').notNull().default(''),
    description: text('description').notNull().default(''),
    // The food label's declaration (issue 29 §1; packages/shared/src/food/declaration.ts).
    ingredients: jsonb('ingredients').$type<Ingredient[]>().notNull().default([]),
    /** Allergen categories it contains; null: not declared yet ([] declares none). */
    allergens: text('allergens').array(),
    mayContain: text('may_contain').array().notNull().default(sql`'{}'::text[]`),
    /** Per 100 g; null: no nutrition table. */
    nutrition: jsonb('nutrition').$type<Nutrition>(),
    storage: text('storage').notNull().default(''),
    storageEn: text('storage_en').notNull().default(''),
    dateType: text('date_type').$type<DateType>().notNull().default('none'),
    producer: text('producer').notNull().default(''),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_company_plu_key').on(t.companyId, t.pluNumber),
    uniqueIndex('goods_company_item_code_key').on(t.companyId, t.itemCode),
    index('goods_company_id_idx').on(t.companyId, t.id),
    index('goods_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // Two-character searches (goods/repo.ts goodsMatching); text_bigrams() is migration 0007.
    index('goods_name_bigrams_idx').using('gin', sql`text_bigrams(${t.name})`),
    // Digit searches also match item codes (goods/repo.ts goodsMatching).
    index('goods_item_code_trgm_idx').using('gin', t.itemCode.op('gin_trgm_ops')),
    check('goods_weighing_mode_check', sql`${t.weighingMode} in (0, 1, 2)`),
    check('goods_unit_price_check', sql`${t.unitPriceFen} between 0 and 999999`),
    check('goods_date_type_check', sql`${t.dateType} in ('none', 'use_by', 'best_before')`),
  ],
);

export type GoodsRow = typeof goods.$inferSelect;
