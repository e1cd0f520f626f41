import { z } from 'zod';
import { externalPaths } from '../paths/external.js';
import { defineApi } from './define.js';

/**
 * GET /api/external/goods/{id}: the id as text, so that anything that is not a goods id
 * (letters, zero, too large) answers 404 like an unknown one rather than a validation error.
 */
export const publicGoodsParams = z.object({ id: z.string().max(40).describe('goods id') });
export const publicGoodsQuery = z.object({
  scale_id: z
    .string()
    .max(40)
    .optional()
    .describe('the scale that printed the label; names its shop when it belongs to the same company'),
});

export const publicShopSchema = z.object({ name: z.string(), address: z.string(), telephone: z.string() });

/**
 * What a shopper who scans a label's QR code may see: the goods as the label shows them and who
 * sells them. Nothing internal (company id, PLU number, item code, tare, discounts, departments…).
 */
export const publicGoodsSchema = z.object({
  id: z.number().int(),
  name: z.string().describe('the name lines joined by a space'),
  name_lines: z.array(z.string()).describe('up to three lines, as the label prints them'),
  img_url: z.string(),
  unit_price: z.number().int().describe('fen per measure unit'),
  measure_unit: z.string(),
  weighing_mode: z.number().int().describe('0 by weight, 1 by count, 2 fixed weight'),
  origin: z.string(),
  trace_code: z.string(),
  shelf_life_days: z.number().int(),
  description: z.string(),
  company_name: z.string(),
  shop: publicShopSchema.nullable().describe('the shop of scale_id, when that scale is the same company’s'),
});
export type PublicGoods = z.infer<typeof publicGoodsSchema>;

export const externalApi = defineApi(externalPaths, {
  goods: { params: publicGoodsParams, query: publicGoodsQuery, response: publicGoodsSchema },
});
