import { z } from 'zod';
import { DECLARATION_GAPS, foodFields } from '../food/declaration.js';
import { goodsPaths } from '../paths/goods.js';
import { fileAnswer, idParams, idText, nothing, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';

const digits = (max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{1,${max}}$`));
const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** The PLU record's ranges (scale-protocol.md): a goods item always fits a scale unchanged. */
export const goodsFields = z.object({
  plu_number: z.number().int().min(1).max(9999).describe('PLU number on the scales (1–9999)'),
  item_code: digits(7).describe('up to 7 digits; the last 5 reach the printed barcode'),
  name: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .refine((name) => name.split('\n').length <= 3, { error: 'at most 3 lines' })
    .describe('up to three lines, as the label prints them'),
  unit_price: z.number().int().min(0).max(999_999).describe('fen per measure unit (exact)'),
  weighing_mode: z
    .union([z.literal(0), z.literal(1), z.literal(2)])
    .default(0)
    .describe('0 weight, 1 count, 2 fixed weight'),
  measure_unit: z.string().trim().min(1).max(8).default('kg'),
  tare: z.number().int().min(0).max(99_999).default(0).describe('grams'),
  shelf_life: z.number().int().min(0).max(999).default(0).describe('days'),
  special_info_1: z.number().int().min(0).max(99).default(0),
  special_info_2: z.number().int().min(0).max(99).default(0),
  special_info_3: z.number().int().min(0).max(99).default(0),
  department: z.number().int().min(0).max(99).default(0),
  numeric_code: z
    .string()
    .trim()
    .regex(/^(\d{13})?$/)
    .default('')
    .describe('13 digits, or empty'),
  label_number: z.number().int().min(0).max(99).default(0),
  discount_enabled: z.boolean().default(false),
  discount_periods: z
    .array(
      z.object({
        start: hhmm,
        end: hhmm,
        rate: z.number().int().min(1).max(99).describe('percent of the price'),
      }),
    )
    .max(4)
    .default([]),
  trace_code: z
    .string()
    .trim()
    .regex(/^(\d{1,20})?$/)
    .default('')
    .describe('up to 20 digits'),
  origin: z.string().trim().max(60).default(''),
  img_url: z.string().trim().max(500).default(''),
  description: z.string().trim().max(2000).default(''),
  // What the food label declares (issue 29 §1): ingredients, allergens, nutrition, storage, date type, producer.
  ...foodFields.shape,
});
export type GoodsFields = z.infer<typeof goodsFields>;

/**
 * A goods item's prices in the company's price lists (issue 28 §1), as a goods write sets them: a
 * price in fen, or null to take the item out of that list (it sells at the base price there).
 * Absent: the lists are left as they are (clients before issue 28 never send it).
 */
export const goodsListPricesInput = z
  .array(
    z.object({
      price_list_id: rowId,
      unit_price: z.number().int().min(0).max(999_999).nullable().describe('fen; null: the base price'),
    }),
  )
  .max(200)
  .refine((rows) => new Set(rows.map((row) => row.price_list_id)).size === rows.length, {
    error: 'each price list at most once',
  });

export const newGoods = goodsFields.extend({
  company_id: rowId.optional().describe('administrators: the company'),
  list_prices: goodsListPricesInput.optional(),
});
type Shape = typeof goodsFields.shape;
type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S;

/**
 * The fields as an edit names them: each optional and without its default. zod 4 runs an inner
 * default under `.partial()`, so an edit naming only the price would reset every field it does
 * not name (the food declaration too) to its default; an edit keeps what it does not name.
 */
const changeableFields = Object.fromEntries(
  Object.entries(goodsFields.shape).map(([key, schema]) => {
    const bare = schema instanceof z.ZodDefault ? (schema.unwrap() as z.ZodType) : schema;
    return [key, schema.description ? bare.optional().describe(schema.description) : bare.optional()];
  }),
) as { [K in keyof Shape]: z.ZodOptional<WithoutDefault<Shape[K]>> };

export const goodsChanges = z
  .object(changeableFields)
  .extend({ list_prices: goodsListPricesInput.optional() })
  .strict();
export const goodsListQuery = pageQuery.extend({
  name: z.string().trim().max(60).optional().describe('name or item code contains'),
  company_id: idText.optional(),
  declaration: z
    .enum(['incomplete'])
    .optional()
    .describe('incomplete: only goods whose food declaration lacks something (issue 29 §1)'),
});

export const goodsSchema = goodsFields.extend({
  id: z.number().int(),
  company_id: z.number().int(),
  /** What the food declaration lacks (declarationGaps): the completeness column; [] when complete. */
  declaration_gaps: z.array(z.enum(DECLARATION_GAPS)).optional(),
  created_time: z.string(),
  last_modified_time: z.string(),
});
export type GoodsAnswer = z.infer<typeof goodsSchema>;

/** The goods module's answer: the goods item with the prices the company's lists set for it (only those). */
export const goodsWithPricesSchema = goodsSchema.extend({
  list_prices: z.array(z.object({ price_list_id: z.number().int(), unit_price: z.number().int() })),
});
export type GoodsWithPrices = z.infer<typeof goodsWithPricesSchema>;

export const exportQuery = z.object({
  format: z
    .enum(['xlsx', 'csv', 'plu'])
    .default('xlsx')
    .describe('xlsx, csv (UTF-8 with BOM) or plu (plu.plu, GBK)'),
  company_id: idText.optional().describe('administrators: the company'),
});

export const templateQuery = z.object({
  format: z
    .enum(['xlsx', 'csv'])
    .default('xlsx')
    .describe('xlsx (with a sheet saying what each column holds) or csv'),
});

export const importQuery = z.object({
  skip_bad_rows: z.enum(['0', '1']).default('0').describe('1: write the good rows and skip the bad ones'),
  company_id: idText.optional().describe('administrators: the company'),
});

export const importReport = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int().describe('bad rows left out (skip_bad_rows=1)'),
  committed: z.boolean().describe('false: a row was bad and nothing was written'),
  errors: z.array(
    z.object({
      row: z.number().int(),
      field: z.string().describe('the column as the template heads it, in the caller’s language'),
      message: z.string().describe('what is wrong, in plain words in the caller’s language'),
    }),
  ),
});

export const goodsUsageSchema = z.object({
  scale_count: z.number().int(),
  hot_key_count: z.number().int(),
  scales: z.array(z.object({ id: z.number().int(), name: z.string(), shop_name: z.string() })),
  /** Whether stock documents or moves name it (then it cannot be deleted). */
  has_stock_history: z.boolean(),
});
export type GoodsUsage = z.output<typeof goodsUsageSchema>;

export const goodsApi = defineApi(goodsPaths, {
  list: { query: goodsListQuery, response: pageOf(goodsWithPricesSchema) },
  nextPlu: {
    query: z.object({ company_id: idText.optional() }),
    response: z.object({ plu_number: z.number().int().nullable() }),
  },
  usage: { params: idParams, response: goodsUsageSchema },
  create: { body: newGoods, response: goodsWithPricesSchema },
  one: { params: idParams, response: goodsWithPricesSchema },
  edit: { params: idParams, body: goodsChanges, response: goodsWithPricesSchema },
  remove: { params: idParams, response: nothing },
  export: { query: exportQuery, response: fileAnswer },
  importTemplate: { query: templateQuery, response: fileAnswer },
  import: { query: importQuery, response: importReport },
});
export type Goods = z.output<typeof goodsWithPricesSchema>;
export type ImportReport = z.output<typeof importReport>;
export type ExportFormat = z.output<typeof exportQuery>['format'];
