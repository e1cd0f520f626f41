import { z } from 'zod';
import { shopsPaths } from '../paths/shops.js';
import { PHONE_PATTERN } from '../validation.js';
import { idParams, idText, nothing, pageOf, pageQuery, rowId, timeZone } from './common.js';
import { defineApi } from './define.js';
import { scaleSyncSchema } from './devices.js';
import { messageKey } from './messages.js';

/** Field limits of a shop (the console's form uses the same). */
export const SHOP_LIMITS = {
  name: 50,
  contact_person: 30,
  img_url: 500,
  address: 200,
  telephone: 30,
  desc: 500,
} as const;

export const scaleOfShopSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scale_name: z.string(),
  img_url: z.string(),
  desc: z.string(),
  scale_uuid: z.string().nullable(),
  if_verify: z.number().int(),
  created_time: z.string(),
  /** Issue 25 §5, the shop page live: where the scale is, what its bridge last reported, how it audits. */
  model_code: z.string(),
  lan_host: z.string().nullable(),
  lan_port: z.number().int(),
  sync: scaleSyncSchema.nullable(),
  /** PLUs that differed from the console in the latest read-back audit (0: none, or none read yet). */
  differs: z.number().int(),
  /** When every PLU was last read back matching (null: never). */
  verified_time: z.string().nullable(),
});
export type ScaleOfShop = z.infer<typeof scaleOfShopSchema>;

export const shopSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  img_url: z.string(),
  address: z.string(),
  telephone: z.string(),
  desc: z.string(),
  time_zone: z.string().nullable().describe('the shop’s own IANA zone; null: its company’s'),
  effective_time_zone: z.string().describe('the zone of the shop’s labels, documents and scale clocks'),
  scale_count: z.number().int(),
  created_time: z.string(),
  last_modified_time: z.string(),
});
export type ShopAnswer = z.infer<typeof shopSchema>;

export const shopDetailSchema = shopSchema.extend({ scales: z.array(scaleOfShopSchema) });
export type ShopDetailAnswer = z.infer<typeof shopDetailSchema>;

const text = (max: number) => z.string().trim().max(max);

/** A mobile number when given: empty means none; otherwise 11 digits starting with 1 (SPEC §5). */
const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: messageKey('phoneInvalid') });

const shopFields = {
  name: z
    .string({ error: messageKey('shopNameRequired') })
    .trim()
    .min(1, { error: messageKey('shopNameRequired') })
    .max(SHOP_LIMITS.name),
  contact_person: text(SHOP_LIMITS.contact_person),
  phone_number: optionalPhone,
  img_url: text(SHOP_LIMITS.img_url),
  address: text(SHOP_LIMITS.address),
  telephone: z
    .string()
    .trim()
    .max(SHOP_LIMITS.telephone)
    .regex(/^[0-9+\-() ]*$/, { error: messageKey('telephoneInvalid') }),
  desc: text(SHOP_LIMITS.desc),
  /** The shop's own zone; null (or absent on create) keeps its company's. */
  time_zone: timeZone.nullable(),
};

/**
 * POST /api/management/shops/create and POST /shops (SPEC §7): the shop's fields, name required;
 * administrators also name the company (a company user's shops go to their own company).
 */
export const shopBody = z.object({
  ...shopFields,
  contact_person: shopFields.contact_person.default(''),
  phone_number: shopFields.phone_number.default(''),
  img_url: shopFields.img_url.default(''),
  address: shopFields.address.default(''),
  telephone: shopFields.telephone.default(''),
  desc: shopFields.desc.default(''),
  time_zone: shopFields.time_zone.default(null),
  company_id: rowId.optional(),
});
export type ShopBody = z.infer<typeof shopBody>;

/** PUT /shops/{id}: any of the shop's fields; a shop stays in its company. */
export const shopChanges = z.object(shopFields).partial();
export type ShopChanges = z.infer<typeof shopChanges>;

export const shopListQuery = pageQuery.extend({
  name: z.string().trim().max(SHOP_LIMITS.name).optional(),
  company_id: idText.optional(),
});
export type ShopListQuery = z.infer<typeof shopListQuery>;

export const shopIdParams = idParams;

export const shopsApi = defineApi(shopsPaths, {
  list: { query: shopListQuery, response: pageOf(shopSchema) },
  one: { params: shopIdParams, response: shopDetailSchema },
  create: { body: shopBody, response: shopSchema },
  edit: { params: shopIdParams, body: shopChanges, response: shopSchema },
  remove: { params: shopIdParams, response: nothing },
});
