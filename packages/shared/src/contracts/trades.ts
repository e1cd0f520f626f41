import { z } from 'zod';
import { tradesPaths } from '../paths/trades.js';
import { fileAnswer, INT4_MAX, idText, pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { tradePaymentSchema } from './payments.js';
import { dateText } from './stock.js';

/** What one record and one batch may carry (the scale's `!0J` record fields, bounded). */
export const TRADE_LIMITS = {
  batch: 1000,
  plu: 999_999,
  /** Grams (weighed, fixed weight) or pieces (counted). */
  weight: 9_999_999,
  /** Fen per kg, or per piece. */
  unitPrice: 99_999_999,
  total: 999_999_999,
  department: 99,
  /** How far ahead of the server's clock a trade time is still taken as sold (and then flagged). */
  clockAheadMinutes: 10,
  /** An import file. */
  file: 20 * 1024 * 1024,
  importRows: 200_000,
} as const;

export const WEIGHING_MODES = [0, 1, 2] as const;

const EARLIEST = Date.parse('2000-01-01T00:00:00Z');
const YEAR_MS = 366 * 24 * 3600 * 1000;

/**
 * Whether the day and time of day written exist: `Date.parse` rolls 30 February over to 2 March and
 * 24:30 to the next day, so they are checked as written (as stock documents' `dateText` does).
 */
export function writtenTimeExists(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?/.exec(value);
  if (!m) return true; // not this shape: the pattern refuses it
  const [year, month, day, hour, minute] = m.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const second = m[6] === undefined ? 0 : Number(m[6]);
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return (
    month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth && hour <= 23 && minute <= 59 && second <= 59
  );
}

/** ISO 8601 with its offset (`Z` or `+08:00`), of a day that exists, from 2000 to a year ahead of now. */
export const tradeTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, {
    error: messageKey('tradeTimeInvalid'),
  })
  .refine(writtenTimeExists, { error: messageKey('tradeTimeNoSuchDay') })
  .refine((value) => !Number.isNaN(Date.parse(value)), { error: messageKey('tradeTimeInvalid') })
  .refine(
    (value) => {
      const at = Date.parse(value);
      return Number.isNaN(at) || (at >= EARLIEST && at <= Date.now() + YEAR_MS);
    },
    { error: messageKey('tradeTimeOutOfRange') },
  );

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/** One sale as the scale recorded it: weight in grams (pieces when counted), money in fen. */
export const tradeRecord = z.object({
  /** The record's number on the scale; with the scale and the time, the record's identity. */
  record_no: int(0, INT4_MAX),
  trade_time: tradeTime,
  plu: int(1, TRADE_LIMITS.plu),
  weighing_mode: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  weight: int(0, TRADE_LIMITS.weight),
  unit_price: int(0, TRADE_LIMITS.unitPrice),
  total_before_discount: int(0, TRADE_LIMITS.total),
  total_price: int(0, TRADE_LIMITS.total),
  /** The scale's ticket number (it wraps); records of one ticket share it. */
  ticket_no: int(0, INT4_MAX).nullish(),
  department: int(0, TRADE_LIMITS.department).nullish(),
});
export type TradeRecordInput = z.infer<typeof tradeRecord>;

export const tradeBatch = z.object({
  records: z
    .array(tradeRecord)
    .min(1, { error: messageKey('tradeRecordsRequired') })
    .max(TRADE_LIMITS.batch),
});

/** What a batch did: `stored` new records, `duplicates` already held (or twice in the batch). */
export const batchResult = z.object({
  received: z.number().int(),
  stored: z.number().int(),
  duplicates: z.number().int(),
  /** Stored records whose PLU maps to no goods item on the scale (kept with their own PLU and price). */
  unmapped: z.number().int(),
  /** Stored records more than ten minutes ahead of the server's clock. */
  clock_ahead: z.number().int(),
});
export type BatchResult = z.infer<typeof batchResult>;

export const TRADE_FLAGS = ['unmapped', 'clock_ahead'] as const;
/** Which rule set the price a trade sold at (issue 28). */
export const TRADE_PRICE_SOURCES = ['base', 'list', 'change', 'promotion', 'other'] as const;
export type TradePriceSource = (typeof TRADE_PRICE_SOURCES)[number];
export const TRADE_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/** The filters of the trade page, its totals and its export; dates are China calendar days. */
export const tradeFilters = z.object({
  date_from: dateText.optional(),
  date_to: dateText.optional(),
  company_id: idText.optional(),
  shop_id: idText.optional(),
  scale_id: idText.optional(),
  goods_id: idText.optional(),
  /** Weighing mode: 0 weighed, 1 counted, 2 fixed weight. */
  type: z.enum(['0', '1', '2']).transform(Number).optional(),
  flag: z.enum(TRADE_FLAGS).optional(),
});
export type TradeFilters = z.output<typeof tradeFilters>;

/**
 * Where the page after another starts (issue 33 §3): the `next` of the page before it, given with the
 * next page's number. Optional: a list call without it reads the page by its number alone.
 */
export const TRADE_CURSOR = /^\d{1,15}-\d{1,15}$/;
export const tradeListQuery = pageQuery.extend({
  ...tradeFilters.shape,
  after: z.string().regex(TRADE_CURSOR).optional(),
});

const named = z.object({ name: z.string(), img_url: z.string() });

/** A trade record of SPEC §3 (money in fen, weight in grams or pieces), with what we add. */
export const tradeSchema = z.object({
  id: z.number().int(),
  trade_info: z.object({
    trade_time: z.string(),
    /** Fen per measure unit (per kg for weighed goods, per piece for counted ones). */
    unit_price: z.number().int(),
    /** Grams, or pieces when counted. */
    weight: z.number().int(),
    measure_unit_name: z.string(),
    total_price: z.number().int(),
    total_before_discount: z.number().int(),
    /** The weighing mode's name in the caller's language. */
    type_name: z.string(),
    weighing_mode: z.number().int(),
    plu: z.number().int(),
    record_no: z.number().int(),
    ticket_no: z.number().int().nullable(),
    department: z.number().int().nullable(),
    /** The PLU mapped to no goods item on the scale when it was sold. */
    unmapped: z.boolean(),
    /** The scale's clock was more than ten minutes ahead of the server's. */
    clock_ahead: z.boolean(),
    /**
     * Which of our prices the scale sold at (issue 28), judged when the sale came in: the base, a
     * price list, a started change or a promotion (`price_source_id` names the list, change or
     * promotion, `price_source_name` its name); 'other' for a price none of ours set; null when unmapped
     * or stored before issue 28.
     */
    price_source: z.enum(TRADE_PRICE_SOURCES).nullable(),
    price_source_id: z.number().int().nullable(),
    price_source_name: z.string().nullable(),
  }),
  good_info: named.extend({ id: z.number().int().nullable() }),
  scale_info: named.extend({ id: z.number().int() }),
  shop_info: named.extend({ id: z.number().int() }),
  /**
   * The payment the record's ticket was matched to (issue 31 §4: "paid by WeChat"); null when none.
   * Optional: an answer made before issue 31 has none.
   */
  payment: tradePaymentSchema.nullable().optional(),
});
export type TradeAnswer = z.infer<typeof tradeSchema>;

/** Totals of the whole filtered set: grams and pieces apart, money in fen. */
export const tradeTotals = z.object({
  count: z.number().int(),
  weight: z.number().int(),
  pieces: z.number().int(),
  amount: z.number().int(),
  discount: z.number().int(),
});
export type TradeTotals = z.infer<typeof tradeTotals>;

export const tradeImportQuery = z.object({ scale_id: idText });

export const tradesApi = defineApi(tradesPaths, {
  ingest: {
    headers: z.object({ authorization: z.string().max(200).optional() }),
    body: tradeBatch,
    response: batchResult,
  },
  list: {
    query: tradeListQuery,
    response: pageOf(tradeSchema).extend({
      totals: tradeTotals,
      /** The cursor of this page's last row: give it as `after` with the next page (null: no rows). */
      next: z.string().nullable(),
    }),
  },
  export: {
    query: tradeFilters.extend({ format: z.enum(TRADE_EXPORT_FORMATS).default('xlsx') }),
    response: fileAnswer,
  },
  import: { query: tradeImportQuery, response: batchResult },
});
