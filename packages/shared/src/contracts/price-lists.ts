import { z } from 'zod';
import { MAX_PRICE_FEN } from '../money.js';
import { priceListsPaths } from '../paths/price-lists.js';
import { idParams, idText, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';

/*
 * Price lists (issue 28 §1): a company's prices for a group of shops. A shop is in at most one
 * list; a goods item the list does not price sells there at the base price (the goods' own).
 */

/** Field limits of a price list (the console's form uses the same). */
export const PRICE_LIST_LIMITS = { name: 40, note: 200, shops: 500, prices: 10_000 } as const;

export const priceListSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  name: z.string(),
  note: z.string(),
  shops: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** How many goods items the list prices. */
  goods_count: z.number().int(),
  updated_time: z.string(),
});
export type PriceListAnswer = z.infer<typeof priceListSchema>;

const name = z
  .string({ error: messageKey('priceListNameRequired') })
  .trim()
  .min(1, { error: messageKey('priceListNameRequired') })
  .max(PRICE_LIST_LIMITS.name);
const note = z.string().trim().max(PRICE_LIST_LIMITS.note);
const shopIds = z
  .array(rowId)
  .max(PRICE_LIST_LIMITS.shops)
  .describe('the list’s shops (replaces them all); a shop in another list answers 409 unless move_shops');
const moveShops = z
  .boolean()
  .describe('take the shops from the lists they are in now, in the same transaction')
  .default(false);

/** POST /api/management/price_lists: administrators also name the company. */
export const priceListBody = z.object({
  name,
  note: note.default(''),
  shop_ids: shopIds.default([]),
  move_shops: moveShops,
  company_id: rowId.optional().describe('administrators: the company'),
});
export type PriceListBody = z.infer<typeof priceListBody>;

/** PUT /api/management/price_lists/{id}: any of its fields; shop_ids replaces the list's shops. */
export const priceListChanges = z.object({
  name: name.optional(),
  note: note.optional(),
  shop_ids: shopIds.optional(),
  move_shops: moveShops,
});
export type PriceListChanges = z.infer<typeof priceListChanges>;

export const priceListQuery = pageQuery.extend({
  name: z.string().trim().max(PRICE_LIST_LIMITS.name).optional(),
  company_id: idText.optional(),
});
export type PriceListQuery = z.infer<typeof priceListQuery>;

/** One goods item of the company in a list: its base price and the list's (null: the base). */
export const listPriceSchema = z.object({
  goods_id: z.number().int(),
  plu_number: z.number().int(),
  name: z.string(),
  base_price: z.number().int().describe('fen'),
  list_price: z.number().int().nullable().describe('fen; null: the base price'),
  /** The started price change that set the list's price (null: a person set it, or no list price). */
  price_change_id: z.number().int().nullable(),
});
export type ListPrice = z.infer<typeof listPriceSchema>;

export const listPricesQuery = pageQuery.extend({
  name: z.string().trim().max(60).optional().describe('name or item code contains'),
  only_listed: z.enum(['true', 'false']).optional().describe('true: only goods the list prices'),
});
export type ListPricesQuery = z.infer<typeof listPricesQuery>;

/** A unit price in fen, or null: back to the base price. */
export const listUnitPrice = z.number().int().min(0).max(MAX_PRICE_FEN).nullable();

export const setListPricesBody = z.object({
  prices: z
    .array(
      z.object({ goods_id: rowId, unit_price: listUnitPrice.describe('fen; null removes it from the list') }),
    )
    .min(1)
    .max(PRICE_LIST_LIMITS.prices),
});
export type SetListPricesBody = z.infer<typeof setListPricesBody>;

export const setListPricesAnswer = z.object({
  set: z.number().int().describe('prices written'),
  removed: z.number().int().describe('goods items taken out of the list'),
});

export const priceListsApi = defineApi(priceListsPaths, {
  list: { query: priceListQuery, response: pageOf(priceListSchema) },
  create: { body: priceListBody, response: priceListSchema },
  edit: { params: idParams, body: priceListChanges, response: priceListSchema },
  remove: { params: idParams, response: z.null() },
  prices: { params: idParams, query: listPricesQuery, response: pageOf(listPriceSchema) },
  setPrices: { params: idParams, body: setListPricesBody, response: setListPricesAnswer },
});
