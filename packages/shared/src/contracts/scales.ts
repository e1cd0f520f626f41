import { z } from 'zod';
import { scalesPaths } from '../paths/scales.js';
import { HOT_KEY_GROUPS, SCALE_MODEL_CODES, type ScaleModelCode } from '../scale-models.js';
import { DEFAULT_LAN_PORT, LAN_HOST_PATTERN } from '../validation.js';
import { VERIFICATION_STATUSES } from '../verification.js';
import { INT4_MAX, idParams, idText, nothing, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { scaleSyncSchema } from './devices.js';
import { goodsSchema } from './goods.js';
import { messageKey } from './messages.js';

/** Field limits of a scale (the console's form uses the same). */
export const SCALE_LIMITS = { scale_name: 50, img_url: 500, desc: 500 } as const;

/** A scale's own identifier as its registration QR code carries it (as scale registration checks it). */
export const SCALE_UUID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The most goods one POST /api/scales/{id}/goods adds or removes. */
export const MAX_GOODS_PER_CHANGE = 1000;
/** The protocol's hot-key slots (layers 00–03 of 36); no model has more keys. */
const MAX_HOT_KEY_ITEMS = 144;

/** A model as a scale's answer carries it. */
export const scaleModelSchema = z.object({
  code: z.string(),
  name_zh: z.string(),
  name_en: z.string(),
  plu_limit: z.number().int().describe('the highest PLU number, and so the most goods, the scale takes'),
  hot_key_count: z.number().int(),
});

/** One model of the catalogue (GET /api/management/scales/models). */
export const scaleModelEntrySchema = scaleModelSchema.extend({
  plu_capacity: z.number().int().nullable().describe('goods the model holds as SPEC states it; null unknown'),
  sales_record_capacity: z.number().int().nullable(),
  max_print_width_mm: z.number().int().nullable(),
});
export type ScaleModelEntry = z.infer<typeof scaleModelEntrySchema>;

/**
 * The answer shape of a scale (ARCHITECTURE.md "Scales API"). The first six fields are the scale
 * selector's (SPEC §3), so list rows serve it unchanged.
 */
export const scaleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scale_name: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  company_id: z.number().int(),
  img_url: z.string(),
  desc: z.string(),
  scale_uuid: z.string().nullable(),
  if_verify: z.number().int(),
  model_code: z.enum(SCALE_MODEL_CODES as [ScaleModelCode, ...ScaleModelCode[]]),
  model: scaleModelSchema,
  goods_count: z.number().int(),
  registered: z.number().int().describe('1 when the scale holds a device credential'),
  created_time: z.string(),
  last_modified_time: z.string(),
  /** Where the scale listens on the shop's LAN (issue 25): the bridge connects there; null: not set. */
  lan_host: z.string().nullable(),
  lan_port: z.number().int(),
  /** What the scale's bridge last reported (issue 17 §3); null before its first contact. */
  sync: scaleSyncSchema.nullable().optional(),
});
export type ScaleAnswer = z.infer<typeof scaleSchema>;

/** A row of the scale list: the scale and its verification status on its shop's day (issue 27). */
export const scaleListRowSchema = scaleSchema.extend({
  verification_status: z.enum(VERIFICATION_STATUSES),
  /** The next due day of the record that counts; null when never verified. */
  next_due_on: z.string().nullable(),
});
export type ScaleListRow = z.infer<typeof scaleListRowSchema>;

/** What creating a scale answers: with a uuid, also its device credential, this once. */
export const createdScaleSchema = scaleSchema.extend({
  device_credential: z
    .string()
    .optional()
    .describe('only when created with scale_uuid: shown this once, stored only as a hash'),
});
export type CreatedScaleAnswer = z.infer<typeof createdScaleSchema>;

export const hotKeyItemSchema = z.object({
  key: z.number().int(),
  plu: z.number().int(),
  name: z.string().describe('first line of the goods name'),
  type: z.enum(HOT_KEY_GROUPS),
  good_id: z.number().int(),
});
export type HotKeyItem = z.infer<typeof hotKeyItemSchema>;

export const hotKeysSchema = z.object({
  hot_keys: z.object({ UP: z.array(hotKeyItemSchema), DOWN: z.array(hotKeyItemSchema) }),
  key_count: z.number().int(),
});
export type HotKeysAnswer = z.infer<typeof hotKeysSchema>;

/** PUT of a scale answers the scale; with `hot_keys` in the body also the new layout. */
export const editedScaleSchema = scaleSchema.extend({
  hot_keys: hotKeysSchema.shape.hot_keys.optional(),
  key_count: z.number().int().optional(),
});
export type EditedScaleAnswer = z.infer<typeof editedScaleSchema>;

const text = (max: number) => z.string().trim().max(max);
/** 0/1 as the old client sends it, or a boolean. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
/** A code of the model catalogue (what isScaleModelCode accepts), listed in the OpenAPI document. */
const modelCode = z.enum(SCALE_MODEL_CODES as [ScaleModelCode, ...ScaleModelCode[]], {
  error: messageKey('scaleModelUnknown'),
});

// Value-importable from '@dahua/shared' (validation.ts): the console checks the same rule.
export { DEFAULT_LAN_PORT, LAN_HOST_PATTERN };

/** A scale's LAN address; empty (or null) clears it. */
export const lanHost = z
  .string({ error: messageKey('lanHostInvalid') })
  .trim()
  .max(253, { error: messageKey('lanHostInvalid') })
  .refine((value) => value === '' || LAN_HOST_PATTERN.test(value), { error: messageKey('lanHostInvalid') })
  .nullable()
  .transform((value) => (value ? value : null));
export const lanPort = z
  .number({ error: messageKey('lanPortInvalid') })
  .int({ error: messageKey('lanPortInvalid') })
  .min(1, { error: messageKey('lanPortInvalid') })
  .max(65_535, { error: messageKey('lanPortInvalid') });

const scaleFields = {
  scale_name: z
    .string({ error: messageKey('scaleNameRequired') })
    .trim()
    .min(1, { error: messageKey('scaleNameRequired') })
    .max(SCALE_LIMITS.scale_name),
  img_url: text(SCALE_LIMITS.img_url),
  desc: text(SCALE_LIMITS.desc),
  if_verify: flag,
  model_code: modelCode,
  lan_host: lanHost,
  lan_port: lanPort,
};

/** The scale's uuid when given; empty means none. */
const scaleUuid = z
  .string({ error: messageKey('scaleUuidInvalid') })
  .trim()
  .refine((value) => value === '' || SCALE_UUID_PATTERN.test(value), {
    error: messageKey('scaleUuidInvalid'),
  });

/** POST /api/shops/{shopId}/scales: the shop comes from the path. */
export const scaleBody = z.object({
  scale_name: scaleFields.scale_name,
  img_url: scaleFields.img_url.default(''),
  desc: scaleFields.desc.default(''),
  if_verify: scaleFields.if_verify.default(false),
  model_code: scaleFields.model_code.optional(),
  scale_uuid: scaleUuid.optional().describe('the scale’s own id; answers device_credential once'),
  lan_host: scaleFields.lan_host
    .optional()
    .describe('IPv4 or host name on the shop’s LAN (managers, owners)'),
  lan_port: scaleFields.lan_port.optional().describe('TCP port; default 4001'),
});
export type ScaleBody = z.infer<typeof scaleBody>;

/** POST /api/management/scales/create and POST /api/management/scales: the shop in the body. */
export const scaleCreateBody = scaleBody.extend({ shop_id: rowId });
export type ScaleCreateBody = z.infer<typeof scaleCreateBody>;

/** One hot key of a PUT: its key and the goods by good_id or plu; type, when given, must be the key's group. */
const hotKeyInput = z
  .object({
    key: z.number().int().positive(),
    good_id: rowId.optional(),
    plu: z.number().int().positive().max(INT4_MAX).optional(),
    type: z.enum(HOT_KEY_GROUPS).optional(),
    name: z.string().optional().describe('ignored (the goods name is used)'),
  })
  .refine((item) => item.good_id !== undefined || item.plu !== undefined, {
    error: messageKey('hotKeyGoodsRequired'),
  });
export type HotKeyInput = z.infer<typeof hotKeyInput>;

const hotKeyList = z.array(hotKeyInput).max(MAX_HOT_KEY_ITEMS);

/** The layout of a PUT: grouped as GET answers it (the group is each key's given type), or a flat list. */
export const hotKeysInput = z.union([
  z.array(hotKeyInput).max(MAX_HOT_KEY_ITEMS),
  z.object({ UP: hotKeyList.default([]), DOWN: hotKeyList.default([]) }),
]);
export type HotKeysInput = z.infer<typeof hotKeysInput>;

export const hotKeysBody = z.object({ hot_keys: hotKeysInput });
export type HotKeysBody = z.infer<typeof hotKeysBody>;

/**
 * PUT of a scale: any of its fields, `shop_id` to move it to another shop of its company, and/or
 * `hot_keys` to replace its layout (SPEC §7: "scale body, or {hot_keys}"). scale_uuid is not
 * editable (registration sets it).
 */
export const scaleChanges = z.object({ ...scaleFields, shop_id: rowId, hot_keys: hotKeysInput }).partial();
export type ScaleChanges = z.infer<typeof scaleChanges>;

/** `due` or `due,overdue`: one or more verification statuses (issue 27), comma-separated. */
const verificationStatusList = z
  .string()
  .trim()
  .max(60)
  .transform((text) => [...new Set(text.split(',').map((part) => part.trim()))])
  .pipe(z.array(z.enum(VERIFICATION_STATUSES)).min(1));

export const scaleListQuery = pageQuery.extend({
  name: z.string().trim().max(50).optional(),
  shop_id: idText.optional(),
  company_id: idText.optional(),
  verification_status: verificationStatusList
    .optional()
    .describe('valid, due, overdue, failed or never; several comma-separated (absent: all)'),
  due_this_month: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe(
      "true: only scales in service due for verification by the end of their shop's month, overdue included (the dashboard's figure)",
    ),
});
export type ScaleListQuery = z.infer<typeof scaleListQuery>;

export const scaleIdParams = idParams;
export const shopScaleParams = z.object({
  shopId: idText,
  id: idText,
});
export const shopParams = z.object({ shopId: idText });

export const scaleGoodsQuery = pageQuery.extend({
  name: z.string().trim().max(60).optional().describe('name or item code contains'),
});
export type ScaleGoodsQuery = z.infer<typeof scaleGoodsQuery>;

/** Why a goods item sells at its price in a shop (issue 28): the rule of modules/prices. */
export const PRICE_IN_FORCE_SOURCES = ['base', 'list', 'change', 'promotion'] as const;

/** A goods item on the scale, with the price in force in the scale's shop and why (issue 28). */
export const scaleGoodsSchema = goodsSchema.extend({
  price: z.object({
    unit_price: z.number().int().describe('fen: what the scale should hold'),
    source: z.enum(PRICE_IN_FORCE_SOURCES),
    source_id: z.number().int().nullable().describe('the list, change or promotion; null for the base'),
    source_name: z.string().nullable().describe('its name; null for the base'),
  }),
});
export type ScaleGoodsAnswer = z.infer<typeof scaleGoodsSchema>;

export const scaleGoodsOpQuery = z.object({
  op_flag: z.enum(['0', '1']).describe('1 adds the goods, 0 removes them'),
});

export const scaleGoodsBody = z.object({
  good_ids: z.array(rowId).min(1).max(MAX_GOODS_PER_CHANGE),
});

export const scaleGoodsChangeSchema = z.object({
  changed: z.number().int().describe('goods actually added or removed (the others were already so)'),
  goods_count: z.number().int(),
  plu_limit: z.number().int(),
  hot_keys_cleared: z.number().int().describe('keys cleared because their goods left the scale'),
});
export type ScaleGoodsChange = z.infer<typeof scaleGoodsChangeSchema>;

export const hotKeysCopyBody = z.object({
  target_scale_ids: z.array(rowId).min(1).max(100),
});

export const hotKeysCopySchema = z.object({
  targets: z.array(
    z.object({
      id: z.number().int(),
      scale_name: z.string(),
      goods_added: z.number().int(),
      hot_key_count: z.number().int().describe('keys in the layout now'),
    }),
  ),
});
export type HotKeysCopyAnswer = z.infer<typeof hotKeysCopySchema>;

export const scalesApi = defineApi(scalesPaths, {
  list: { query: scaleListQuery, response: pageOf(scaleListRowSchema) },
  models: { response: z.array(scaleModelEntrySchema) },
  one: { params: scaleIdParams, response: scaleSchema },
  oneOfShop: { params: shopScaleParams, response: scaleSchema },
  createInShop: { params: shopParams, body: scaleBody, response: createdScaleSchema },
  create: { body: scaleCreateBody, response: createdScaleSchema },
  editOfShop: { params: shopScaleParams, body: scaleChanges, response: editedScaleSchema },
  edit: { params: scaleIdParams, body: scaleChanges, response: editedScaleSchema },
  removeOfShop: { params: shopScaleParams, response: nothing },
  remove: { params: scaleIdParams, response: nothing },
  goods: { params: scaleIdParams, query: scaleGoodsQuery, response: pageOf(scaleGoodsSchema) },
  changeGoods: {
    params: scaleIdParams,
    query: scaleGoodsOpQuery,
    body: scaleGoodsBody,
    response: scaleGoodsChangeSchema,
  },
  hotKeys: { params: scaleIdParams, response: hotKeysSchema },
  hotKeysOfShop: { params: shopScaleParams, response: hotKeysSchema },
  saveHotKeys: { params: scaleIdParams, body: hotKeysBody, response: hotKeysSchema },
  saveHotKeysOfShop: { params: shopScaleParams, body: hotKeysBody, response: hotKeysSchema },
  copyHotKeys: { params: scaleIdParams, body: hotKeysCopyBody, response: hotKeysCopySchema },
});
