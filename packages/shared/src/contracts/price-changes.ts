import { z } from 'zod';
import { isDay } from '../calendar.js';
import { MAX_PRICE_FEN } from '../money.js';
import { priceChangesPaths } from '../paths/price-changes.js';
import { idParams, idText, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';

export const PRICE_CHANGE_KINDS = ['change', 'promotion'] as const;
export type PriceChangeKind = (typeof PRICE_CHANGE_KINDS)[number];
/**
 * upcoming: not started and not cancelled; active: a started promotion not ended; past: a started
 * change, an ended promotion, or a cancelled one.
 */
export const PRICE_CHANGE_STATUSES = ['upcoming', 'active', 'past'] as const;
export type PriceChangeStatus = (typeof PRICE_CHANGE_STATUSES)[number];
export const PRICE_CHANGE_ACTIONS = ['edit', 'cancel'] as const;
export type PriceChangeAction = (typeof PRICE_CHANGE_ACTIONS)[number];
/** Why a price sells where it sells (modules/prices/queries.ts). */
export const PRICE_SOURCES = ['base', 'list', 'change', 'promotion'] as const;

export const PRICE_CHANGE_LIMITS = { name: 100, reason: 500, lines: 5000 } as const;

/** ISO 8601 with its offset (`Z` or `+08:00`). */
const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, {
    error: messageKey('tradeTimeInvalid'),
  })
  .refine((value) => isDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), {
    error: messageKey('tradeTimeNoSuchDay'),
  });

export const priceChangeLineBody = z.object({
  goods_id: rowId,
  unit_price: z.number().int().min(0).max(MAX_PRICE_FEN).describe('fen per measure unit'),
});

const name = z
  .string()
  .trim()
  .max(PRICE_CHANGE_LIMITS.name)
  .min(1, { error: messageKey('priceChangeNameRequired') });
const reason = z.string().trim().max(PRICE_CHANGE_LIMITS.reason);
const lines = z
  .array(priceChangeLineBody)
  .min(1, { error: messageKey('priceChangeLinesRequired') })
  .max(PRICE_CHANGE_LIMITS.lines, { error: messageKey('priceChangeLinesRequired') });

export const priceChangeBody = z.object({
  kind: z.enum(PRICE_CHANGE_KINDS),
  /** Not in issue 28's body: absent, the change is named by its reason, else by kind and start. */
  name: name.optional(),
  reason: reason.default(''),
  /** The list whose prices it sets; absent or null: the base prices. */
  price_list_id: rowId.nullable().optional(),
  /** Not in the past. */
  starts_at: instant,
  /** A promotion's end (after its start); a change has none. */
  ends_at: instant.nullable().optional(),
  lines,
  /** Administrators name the company. */
  company_id: rowId.optional(),
});
export type PriceChangeBody = z.input<typeof priceChangeBody>;

export const priceChangeEditBody = z.object({
  kind: z.enum(PRICE_CHANGE_KINDS).optional(),
  name: name.optional(),
  reason: reason.optional(),
  price_list_id: rowId.nullable().optional(),
  starts_at: instant.optional(),
  ends_at: instant.nullable().optional(),
  lines: lines.optional(),
  /** The version the person saw: when given and stale, refused ("reload"). */
  version: z.number().int().min(0).optional(),
});
export type PriceChangeEditBody = z.input<typeof priceChangeEditBody>;

export const priceChangeSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  kind: z.enum(PRICE_CHANGE_KINDS),
  name: z.string(),
  reason: z.string(),
  price_list_id: z.number().int().nullable(),
  /** null: the base prices. */
  price_list_name: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  started_time: z.string().nullable(),
  ended_time: z.string().nullable(),
  cancelled_time: z.string().nullable(),
  status: z.enum(PRICE_CHANGE_STATUSES),
  lines_count: z.number().int(),
  created_by_name: z.string().nullable(),
  version: z.number().int(),
  /** What the caller may do now. */
  actions: z.array(z.enum(PRICE_CHANGE_ACTIONS)),
});
export type PriceChangeAnswer = z.infer<typeof priceChangeSchema>;

export const priceChangeLineSchema = z.object({
  goods_id: z.number().int(),
  plu_number: z.number().int(),
  name: z.string(),
  unit_price: z.number().int(),
  /** The price in force for its target now: the base price, or the list's (else the base). */
  price_before: z.number().int(),
});

export const priceChangeDetail = priceChangeSchema.extend({ lines: z.array(priceChangeLineSchema) });
export type PriceChangeDetail = z.infer<typeof priceChangeDetail>;

export const priceChangeListQuery = pageQuery.extend({
  status: z.enum(PRICE_CHANGE_STATUSES).optional(),
  kind: z.enum(PRICE_CHANGE_KINDS).optional(),
  price_list_id: idText.optional(),
  goods_id: idText.optional(),
  company_id: idText.optional(),
});
export type PriceChangeListQuery = z.output<typeof priceChangeListQuery>;

export const priceTimelineSchema = z.object({
  goods_id: z.number().int(),
  base_price: z.number().int(),
  /** The price in force in each of the company's shops now, and why. */
  now: z.array(
    z.object({
      shop_id: z.number().int(),
      shop_name: z.string(),
      price_list_id: z.number().int().nullable(),
      unit_price: z.number().int(),
      source: z.enum(PRICE_SOURCES),
      /** The list's id for 'list', the change's or promotion's for those, null for 'base'. */
      source_id: z.number().int().nullable(),
      source_name: z.string().nullable(),
    }),
  ),
  /** Its changes and promotions, past, active and upcoming (cancelled ones as past), newest first, at most 100. */
  entries: z.array(
    z.object({
      price_change_id: z.number().int(),
      kind: z.enum(PRICE_CHANGE_KINDS),
      name: z.string(),
      price_list_id: z.number().int().nullable(),
      price_list_name: z.string().nullable(),
      unit_price: z.number().int(),
      starts_at: z.string(),
      ends_at: z.string().nullable(),
      cancelled_time: z.string().nullable(),
      status: z.enum(PRICE_CHANGE_STATUSES),
    }),
  ),
});
export type PriceTimeline = z.infer<typeof priceTimelineSchema>;

export const priceChangesApi = defineApi(priceChangesPaths, {
  list: { query: priceChangeListQuery, response: pageOf(priceChangeSchema) },
  create: { body: priceChangeBody, response: priceChangeDetail },
  one: { params: idParams, response: priceChangeDetail },
  edit: { params: idParams, body: priceChangeEditBody, response: priceChangeDetail },
  cancel: { params: idParams, response: priceChangeDetail },
  timeline: { params: idParams, response: priceTimelineSchema },
});
