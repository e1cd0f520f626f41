import { z } from 'zod';
import { recallsPaths } from '../paths/recalls.js';
import { fileAnswer, idParams, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { dateText } from './stock.js';

export const RECALL_STATUSES = ['open', 'released'] as const;
export type RecallStatus = (typeof RECALL_STATUSES)[number];
export const RECALL_ACTIONS = ['notify', 'stop', 'release'] as const;
export type RecallAction = (typeof RECALL_ACTIONS)[number];
/** What recall_events records. */
export const RECALL_EVENTS = ['created', 'notified', 'stopped', 'released', 'exported'] as const;
export type RecallEvent = (typeof RECALL_EVENTS)[number];

export const RECALL_LIMITS = { lot: 64, reason: 500 } as const;

/**
 * What a recall covers: a goods item and its lot, or a supplier and a range of receipt days (the
 * company's calendar, both ends included). `notify` (default true) sends the affected shops their
 * notice at once, `stop_selling` (default false) takes the goods off their scales at once.
 */
export const recallBody = z
  .object({
    goods_id: rowId.optional(),
    lot: z.string().trim().min(1).max(RECALL_LIMITS.lot).optional(),
    supplier_id: rowId.optional(),
    received_from: dateText.optional(),
    received_to: dateText.optional(),
    reason: z.string().trim().max(RECALL_LIMITS.reason).default(''),
    notify: z.boolean().default(true),
    stop_selling: z.boolean().default(false),
    /** Administrators name the company; a company's people leave it out. */
    company_id: rowId.optional(),
  })
  .superRefine((body, ctx) => {
    const byLot = body.goods_id !== undefined || body.lot !== undefined;
    const bySupplier =
      body.supplier_id !== undefined || body.received_from !== undefined || body.received_to !== undefined;
    const lotComplete = body.goods_id !== undefined && body.lot !== undefined;
    const supplierComplete =
      body.supplier_id !== undefined && body.received_from !== undefined && body.received_to !== undefined;
    if (byLot === bySupplier || (byLot && !lotComplete) || (bySupplier && !supplierComplete)) {
      ctx.addIssue({
        code: 'custom',
        path: [byLot ? (body.goods_id === undefined ? 'goods_id' : 'lot') : 'supplier_id'],
        message: messageKey('recallCriteria'),
      });
      return;
    }
    if (bySupplier && body.received_from! > body.received_to!)
      ctx.addIssue({ code: 'custom', path: ['received_to'], message: messageKey('recallRange') });
  });
export type RecallBody = z.infer<typeof recallBody>;

export const recallListQuery = pageQuery.extend({ status: z.enum(RECALL_STATUSES).optional() });
export type RecallListQuery = z.infer<typeof recallListQuery>;

export const recallSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  goods_id: z.number().int().nullable(),
  goods_name: z.string().nullable(),
  plu_number: z.number().int().nullable(),
  lot: z.string().nullable(),
  supplier_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  received_from: z.string().nullable(),
  received_to: z.string().nullable(),
  reason: z.string(),
  status: z.enum(RECALL_STATUSES),
  notified_time: z.string().nullable(),
  stopped_time: z.string().nullable(),
  released_time: z.string().nullable(),
  created_time: z.string(),
  created_by_name: z.string().nullable(),
  lots_count: z.number().int(),
  shops_count: z.number().int(),
  /** What the caller may do now (owners, managers and administrators; in this state). */
  actions: z.array(z.enum(RECALL_ACTIONS)),
});
export type RecallAnswer = z.infer<typeof recallSchema>;

const goodsColumns = {
  goods_id: z.number().int(),
  goods_name: z.string(),
  plu_number: z.number().int(),
  /** 1: counted (quantities in pieces); otherwise quantities in grams. */
  weighing_mode: z.number().int(),
};

export const recallLotSchema = z.object({
  lot_id: z.number().int(),
  ...goodsColumns,
  lot: z.string(),
  trace_code: z.string(),
  production_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  supplier_name: z.string().nullable(),
  first_received_time: z.string(),
});

export const recallReceiptSchema = z.object({
  document_id: z.number().int(),
  number: z.string(),
  /** The receipt's day (its location's calendar). */
  day: z.string(),
  location_name: z.string(),
  shop_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  ...goodsColumns,
  lot: z.string(),
  quantity: z.number().int(),
});

export const recallTransferSchema = z.object({
  document_id: z.number().int(),
  number: z.string(),
  from_name: z.string(),
  to_name: z.string(),
  from_shop_id: z.number().int().nullable(),
  to_shop_id: z.number().int().nullable(),
  sent_time: z.string().nullable(),
  received_time: z.string().nullable(),
  ...goodsColumns,
  lot: z.string(),
  quantity: z.number().int(),
  /** What arrived (null until received). */
  received_quantity: z.number().int().nullable(),
});

/** A shop × goods item that had the recalled lots: left = received − sent out − sold. */
export const recallShopSchema = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  ...goodsColumns,
  received: z.number().int(),
  sent_out: z.number().int(),
  sold: z.number().int(),
  left: z.number().int(),
  /** Its sale is stopped there by this recall. */
  stopped: z.boolean(),
});

export const recallScaleSchema = z.object({
  scale_id: z.number().int(),
  scale_name: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  /** It holds a recalled goods item (its PLU). */
  holds_goods: z.boolean(),
  /** It sold a recalled lot. */
  sold_lot: z.boolean(),
});

export const recallSalesDaySchema = z.object({
  shop_id: z.number().int(),
  shop_name: z.string(),
  /** The shop's calendar day. */
  day: z.string(),
  ...goodsColumns,
  quantity: z.number().int(),
  /** Fen. */
  amount: z.number().int(),
  records: z.number().int(),
});

export const recallEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(RECALL_EVENTS),
  user_name: z.string().nullable(),
  time: z.string(),
  note: z.string(),
});

export const recallDetailSchema = recallSchema.extend({
  lots: z.array(recallLotSchema),
  receipts: z.array(recallReceiptSchema),
  transfers: z.array(recallTransferSchema),
  shops: z.array(recallShopSchema),
  scales: z.array(recallScaleSchema),
  sales: z.array(recallSalesDaySchema),
  events: z.array(recallEventSchema),
});
export type RecallDetail = z.infer<typeof recallDetailSchema>;

export const recallsApi = defineApi(recallsPaths, {
  list: { query: recallListQuery, response: pageOf(recallSchema) },
  create: { body: recallBody, response: recallDetailSchema },
  one: { params: idParams, response: recallDetailSchema },
  export: { params: idParams, response: fileAnswer },
  notify: { params: idParams, response: recallDetailSchema },
  stop: { params: idParams, response: recallDetailSchema },
  release: { params: idParams, response: recallDetailSchema },
});
