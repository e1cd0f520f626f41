import { z } from 'zod';
import { shrinkPaths } from '../paths/shrink.js';
import { fileAnswer, idText, pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';
import { DOCUMENT_KINDS, dateText, LOSS_REASONS, MOVE_REASONS } from './stock.js';

export const SHRINK_GROUPS = ['day', 'week', 'month'] as const;
export type ShrinkGroup = (typeof SHRINK_GROUPS)[number];

/** The figures of a row a drill-down explains. */
export const SHRINK_FIGURES = [
  'received',
  'transferred_in',
  'transferred_out',
  'sold',
  'written_off',
  'counted_difference',
] as const;
export type ShrinkFigure = (typeof SHRINK_FIGURES)[number];

/** The longest range one report covers (in the shop's calendar days). */
export const SHRINK_MAX_DAYS = 366;

const rangeQuery = z.object({
  shop_id: idText,
  /** The shop's calendar days, both ends included; default the current month to today. */
  from: dateText.optional(),
  to: dateText.optional(),
});

export const shrinkQuery = pageQuery.extend({
  ...rangeQuery.shape,
  group: z.enum(SHRINK_GROUPS).default('month'),
  goods_id: idText.optional(),
});

/**
 * One shop × goods × period. Quantities in the ledger's units (grams for weighed and fixed-weight
 * goods, pieces for counted ones), values in fen. The identity (ARCHITECTURE.md "Shrink"):
 *   closing = opening + received + transferred_in − transferred_out − sold_posted − written_off + counted_difference
 *   shrink  = opening + received + transferred_in − transferred_out − sold − written_off − closing
 *           = −counted_difference − (sold − sold_posted)
 */
export const shrinkRowSchema = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  plu_number: z.number().int(),
  item_code: z.string(),
  weighing_mode: z.number().int(),
  /** The period's first and last day within the range (shop calendar). */
  period_from: z.string(),
  period_to: z.string(),
  opening: z.number().int(),
  /** Receipts net of supplier returns (and of cancelled ones). */
  received: z.number().int(),
  transferred_in: z.number().int(),
  transferred_out: z.number().int(),
  /** What the sales rollups say was sold (in the stock unit). */
  sold: z.number().int(),
  /** What of it the ledger's sale moves took out of stock. */
  sold_posted: z.number().int(),
  /** The sales amount in fen (the sales rollups). */
  sales_amount: z.number().int(),
  written_off: z.number().int(),
  written_off_by_reason: z.partialRecord(z.enum(LOSS_REASONS), z.number().int()),
  /** Stocktake adjustments: counted − expected (negative: less was found). */
  counted_difference: z.number().int(),
  closing: z.number().int(),
  /** The unexplained loss (negative: an unexplained gain). */
  shrink: z.number().int(),
  /** At the company's moving-average cost of the goods item, in fen. */
  shrink_value: z.number().int(),
  /** shrink_value / sales_amount × 100; null without sales. */
  shrink_percent: z.number().nullable(),
  /** Fen per kg or per piece: the cost shrink_value is taken at. */
  unit_cost: z.number().int(),
});
export type ShrinkRow = z.infer<typeof shrinkRowSchema>;

export const shrinkReportSchema = pageOf(shrinkRowSchema).extend({
  shop_id: z.number().int(),
  shop_name: z.string(),
  time_zone: z.string(),
  from: z.string(),
  to: z.string(),
  group: z.enum(SHRINK_GROUPS),
  /** The whole range's shrink value over every row (fen). */
  total_shrink_value: z.number().int(),
});
export type ShrinkReport = z.infer<typeof shrinkReportSchema>;

export const shrinkExportQuery = shrinkQuery.omit({ page: true, per_page: true });

export const shrinkMovesQuery = z.object({
  ...rangeQuery.shape,
  goods_id: idText,
  kind: z.enum(SHRINK_FIGURES),
});

export const shrinkMoveSchema = z.object({
  id: z.number().int(),
  posted_time: z.string(),
  /** The shop's calendar day of the move. */
  day: z.string(),
  reason: z.enum(MOVE_REASONS),
  loss_reason: z.enum(LOSS_REASONS).nullable(),
  quantity: z.number().int(),
  value: z.number().int(),
  document_id: z.number().int().nullable(),
  document_kind: z.enum(DOCUMENT_KINDS).nullable(),
  document_number: z.string().nullable(),
});
export const shrinkSalesDaySchema = z.object({
  day: z.string(),
  /** In the stock unit. */
  quantity: z.number().int(),
  amount: z.number().int(),
  records: z.number().int(),
});
export const shrinkMovesSchema = z.object({
  kind: z.enum(SHRINK_FIGURES),
  /** The figure as the report shows it (same sign). */
  total: z.number().int(),
  moves: z.array(shrinkMoveSchema),
  /** For `sold`: the sales per day. */
  sales: z.array(shrinkSalesDaySchema),
});
export type ShrinkMoves = z.infer<typeof shrinkMovesSchema>;

/** The dashboard's card: the worst 20 of the current month (each shop's calendar). */
export const shrinkWorstSchema = z.object({
  month: z.string(),
  rows: z.array(
    shrinkRowSchema
      .pick({
        goods_id: true,
        goods_name: true,
        weighing_mode: true,
        shrink: true,
        shrink_value: true,
        shrink_percent: true,
      })
      .extend({ shop_id: z.number().int(), shop_name: z.string() }),
  ),
});
export type ShrinkWorst = z.infer<typeof shrinkWorstSchema>;

export const shrinkApi = defineApi(shrinkPaths, {
  report: { query: shrinkQuery, response: shrinkReportSchema },
  export: { query: shrinkExportQuery, response: fileAnswer },
  moves: { query: shrinkMovesQuery, response: shrinkMovesSchema },
});
