import { z } from 'zod';
import { statsPaths } from '../paths/stats.js';
import { idParams, idText } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { dateText } from './stock.js';

/**
 * The analyses' common filters. Dates are China calendar days, both included; without them the
 * last 30 days to today. Administrators may name any company (without one: every company that
 * opened analysis); company people see their own company, when it opened analysis.
 */
const filterFields = {
  date_from: dateText.optional(),
  date_to: dateText.optional(),
  company_id: idText.optional(),
  shop_id: idText.optional(),
};

type DateRange = { date_from?: string | undefined; date_to?: string | undefined };

const ordered = (q: DateRange) => !q.date_from || !q.date_to || q.date_from <= q.date_to;
const shortEnough = (q: DateRange) =>
  !q.date_from ||
  !q.date_to ||
  Date.parse(`${q.date_to}T00:00:00Z`) - Date.parse(`${q.date_from}T00:00:00Z`) <= 1100 * 86_400_000;

/** An analysis query: the common filters plus `extra`, the range checked (end not before start, 3 years at most). */
function statsQuery<E extends z.ZodRawShape>(extra: E) {
  return z
    .object({ ...filterFields, ...extra })
    .refine((q) => ordered(q as DateRange), {
      error: messageKey('dateRangeInvalid'),
      path: ['date_to'],
    })
    .refine((q) => shortEnough(q as DateRange), {
      error: messageKey('dateRangeTooLong'),
      path: ['date_from'],
    });
}

export const statsFilters = statsQuery({});
export type StatsFilters = z.output<typeof statsFilters>;

/** The range an answer covers, after defaults, and the one it is compared with. */
const rangeSchema = z.object({ date_from: z.string(), date_to: z.string() });

/** Sales figures: money in fen, weight in grams (weighed and fixed-weight goods), pieces (counted). */
export const salesFigures = z.object({
  amount: z.number().int(),
  weight: z.number().int(),
  pieces: z.number().int(),
  count: z.number().int(),
  discount: z.number().int(),
});
export type SalesFigures = z.infer<typeof salesFigures>;

export const ticketFigures = z.object({
  tickets: z.number().int(),
  amount: z.number().int(),
  items: z.number().int(),
  /** Fen per ticket, rounded; 0 without tickets. */
  avg_ticket: z.number().int(),
  /** Records per ticket, two decimals. */
  items_per_ticket: z.number(),
});
export type TicketFigures = z.infer<typeof ticketFigures>;

export const GRANULARITIES = ['day', 'week', 'month'] as const;
export const GOODS_SORTS = ['amount', 'weight', 'count'] as const;

const period = z.object({ period: z.string() });

export const ordersAnswer = z.object({
  range: rangeSchema,
  previous_range: rangeSchema,
  summary: ticketFigures,
  previous: ticketFigures,
  /** One point per day of the range (days without tickets included, as zero). */
  series: z.array(period.extend(ticketFigures.shape)),
  /** Tickets by weekday (1 Monday … 7 Sunday) and hour of day (0–23, China time); only non-zero cells. */
  heatmap: z.array(
    z.object({ weekday: z.number().int(), hour: z.number().int(), tickets: z.number().int() }),
  ),
});
export type OrdersAnswer = z.infer<typeof ordersAnswer>;

export const salesAnswer = z.object({
  range: rangeSchema,
  previous_range: rangeSchema,
  last_year_range: rangeSchema,
  granularity: z.enum(GRANULARITIES),
  summary: salesFigures,
  previous: salesFigures,
  last_year: salesFigures,
  /** `period` is the first day of the day, ISO week (Monday) or month. */
  series: z.array(period.extend(salesFigures.shape)),
  /** The previous period and last year's, point for point with `series` (same length, same order). */
  previous_series: z.array(period.extend(salesFigures.shape)),
  last_year_series: z.array(period.extend(salesFigures.shape)),
  by_mode: z.array(z.object({ weighing_mode: z.number().int() }).extend(salesFigures.shape)),
  by_department: z.array(z.object({ department: z.number().int() }).extend(salesFigures.shape)),
});
export type SalesAnswer = z.infer<typeof salesAnswer>;

const goodsKey = z.object({
  /** null for a PLU that maps to no goods item. */
  goods_id: z.number().int().nullable(),
  plu: z.number().int(),
  name: z.string(),
  measure_unit: z.string(),
  weighing_mode: z.number().int(),
});

export const goodsRankRow = goodsKey.extend(salesFigures.shape).extend({
  /** Share of the range's amount, and the running share down the ranking by amount (0–1). */
  share: z.number(),
  cumulative_share: z.number(),
  /** A: the goods making the first 80% of the amount; B: the next 15%; C: the rest. */
  abc: z.enum(['A', 'B', 'C']),
});

export const goodsAnswer = z.object({
  range: rangeSchema,
  sort: z.enum(GOODS_SORTS),
  total: salesFigures,
  ranking: z.array(goodsRankRow),
  /** Goods on a scale in scope that sold nothing in the range. */
  slow_movers: z.array(
    z.object({
      goods_id: z.number().int(),
      plu: z.number().int(),
      name: z.string(),
      scales: z.number().int(),
    }),
  ),
});
export type GoodsAnswer = z.infer<typeof goodsAnswer>;

const place = z.object({ id: z.number().int(), name: z.string() });

export const goodsOneAnswer = z.object({
  range: rangeSchema,
  goods: goodsKey.extend({ goods_id: z.number().int() }),
  summary: salesFigures,
  series: z.array(period.extend(salesFigures.shape)),
  by_shop: z.array(place.extend(salesFigures.shape)),
  by_scale: z.array(place.extend(salesFigures.shape).extend({ shop_name: z.string() })),
  /** Prices as sold per day: lowest and highest unit price (fen per unit) among that day's sales. */
  prices: z.array(z.object({ period: z.string(), min_price: z.number().int(), max_price: z.number().int() })),
  /** Sold vs received vs lost vs counted in the range, from the stock ledger (base units: grams or pieces). */
  stock: z.object({
    sold: z.number().int(),
    received: z.number().int(),
    returned: z.number().int(),
    lost: z.number().int(),
    /** Stocktake adjustments (counted minus expected): negative is shrink. */
    counted: z.number().int(),
    transferred: z.number().int(),
  }),
});
export type GoodsOneAnswer = z.infer<typeof goodsOneAnswer>;

export const shopRow = place.extend(ticketFigures.shape).extend({
  weight: z.number().int(),
  pieces: z.number().int(),
  previous_amount: z.number().int(),
  /** (amount − previous) / previous; null when the previous period sold nothing. */
  growth: z.number().nullable(),
});

export const shopsAnswer = z.object({
  range: rangeSchema,
  previous_range: rangeSchema,
  shops: z.array(shopRow),
});
export type ShopsAnswer = z.infer<typeof shopsAnswer>;

export const shopOneAnswer = z.object({
  range: rangeSchema,
  previous_range: rangeSchema,
  shop: place.extend({ company_id: z.number().int() }),
  summary: ticketFigures.extend({ weight: z.number().int(), pieces: z.number().int() }),
  previous: ticketFigures,
  series: z.array(period.extend(salesFigures.shape).extend({ tickets: z.number().int() })),
  top_goods: z.array(goodsKey.extend(salesFigures.shape)),
  /** Each scale's tickets and records by hour of day (0–23, China time), summed over the range. */
  scale_hours: z.array(
    z.object({
      scale_id: z.number().int(),
      scale_name: z.string(),
      hour: z.number().int(),
      tickets: z.number().int(),
      count: z.number().int(),
    }),
  ),
});
export type ShopOneAnswer = z.infer<typeof shopOneAnswer>;

export const statsApi = defineApi(statsPaths, {
  orders: { query: statsFilters, response: ordersAnswer },
  sales: {
    query: statsQuery({ granularity: z.enum(GRANULARITIES).default('day') }),
    response: salesAnswer,
  },
  goods: {
    query: statsQuery({
      sort: z.enum(GOODS_SORTS).default('amount'),
      limit: z.coerce.number().int().min(1).max(500).default(50),
    }),
    response: goodsAnswer,
  },
  goodsOne: { params: idParams, query: statsFilters, response: goodsOneAnswer },
  shops: { query: statsFilters, response: shopsAnswer },
  shopOne: { params: idParams, query: statsFilters, response: shopOneAnswer },
});
