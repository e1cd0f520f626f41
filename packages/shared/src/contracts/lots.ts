import { z } from 'zod';
import { DATE_TYPES, ingredientSchema } from '../food/declaration.js';
import { lotsPaths } from '../paths/lots.js';
import { idParams, idText, rowId } from './common.js';
import { defineApi } from './define.js';

/** A lot as the console lists it: a goods item's batch as receipts named it, with its public code. */
export const lotSchema = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  lot: z.string(),
  production_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  supplier: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** 13 digits: the PLU's numeric code while the lot is current, and the public page's code. */
  trace_code: z.string(),
  first_received_time: z.string(),
  /** Received into any location by receipts (net of cancelled ones); grams or pieces. */
  received_quantity: z.number(),
  /** The shops whose scales print it now. */
  current_in: z.array(
    z.object({ shop_id: z.number().int(), shop_name: z.string(), chosen_by_hand: z.boolean() }),
  ),
});
export type Lot = z.infer<typeof lotSchema>;

export const lotListQuery = z.object({ goods_id: idText });

export const shopGoodsLotSchema = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  plu_number: z.number().int(),
  /** 1: held is pieces; else grams. */
  weighing_mode: z.number().int(),
  current: z
    .object({
      lot_id: z.number().int(),
      lot: z.string(),
      trace_code: z.string(),
      expiry_date: z.string().nullable(),
      chosen_by_hand: z.boolean(),
    })
    .nullable(),
  /** The goods item's lots, newest first: what may be chosen by hand. */
  lots: z.array(
    z.object({ id: z.number().int(), lot: z.string(), expiry_date: z.string().nullable(), held: z.number() }),
  ),
});
export type ShopGoodsLot = z.infer<typeof shopGoodsLotSchema>;

export const currentLotsBody = z.object({
  lots: z
    .array(z.object({ goods_id: rowId, lot_id: rowId.nullable() }))
    .min(1)
    .max(500),
});
export type CurrentLotsBody = z.input<typeof currentLotsBody>;

/** A trace code as text: anything that is not 13 digits answers 404 like an unknown one. */
export const traceParams = z.object({ code: z.string().max(64).describe('the lot’s 13-digit trace code') });

/**
 * What anyone who scans a label's QR may see of a lot: the goods item's food declaration and the lot's
 * dates. The supplier's name only when the company allows it; never ids, prices or quantities.
 */
export const publicTraceSchema = z.object({
  trace_code: z.string(),
  lot: z.string(),
  product_name: z.string(),
  company_name: z.string(),
  origin: z.string(),
  producer: z.string(),
  production_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  /** The day it was first received, on the company's calendar. */
  first_received_on: z.string(),
  supplier_name: z.string().nullable(),
  ingredients: z.array(ingredientSchema),
  /** Null: not declared. */
  allergens: z.array(z.string()).nullable(),
  may_contain: z.array(z.string()),
  /** The label's allergen line in the caller's language ('' when nothing is declared). */
  allergen_line: z.string(),
  nutrition: z
    .array(z.object({ key: z.string(), name: z.string(), amount: z.string(), nrv: z.string() }))
    .nullable(),
  storage: z.string(),
  date_type: z.enum(DATE_TYPES),
});
export type PublicTrace = z.infer<typeof publicTraceSchema>;

export const lotsApi = defineApi(lotsPaths, {
  list: { query: lotListQuery, response: z.array(lotSchema) },
  shopLots: { params: idParams, response: z.array(shopGoodsLotSchema) },
  setCurrent: { params: idParams, body: currentLotsBody, response: z.array(shopGoodsLotSchema) },
  trace: { params: traceParams, response: publicTraceSchema },
});
