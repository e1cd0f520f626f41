import { z } from 'zod';
import {
  lossesPaths,
  purchaseOrdersPaths,
  receiptsPaths,
  stockLocationsPaths,
  stockPaths,
  stocktakesPaths,
  supplierReturnsPaths,
  suppliersPaths,
  transfersPaths,
} from '../paths/stock.js';
import { PHONE_PATTERN } from '../validation.js';
import { fileAnswer, idParams, idText, nothing, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';

/*
 * Stock (issue 14). Quantities are integers in the goods' base unit: grams for weighed and
 * fixed-weight goods, pieces for counted goods. Costs are integer fen per kg (weighed) or per
 * piece (counted); values are integer fen. Every change of stock is an immutable ledger move.
 */

/** The largest quantity or cost one line may hold (10 t in grams, 1 000 000 pieces…): int8-safe. */
export const STOCK_QUANTITY_MAX = 1_000_000_000;
export const STOCK_COST_MAX = 100_000_000;
/**
 * The name stored for a company's transit location (made on its first shipment), the same in both
 * languages; the console shows transit in the page's language instead (issue 26).
 */
export const TRANSIT_LOCATION_NAME = '在途 In transit';

export const STOCK_LIMITS = {
  name: 100,
  text: 200,
  notes: 500,
  lines: 1000,
  lot: 50,
} as const;

export const DOCUMENT_KINDS = [
  'purchase_order',
  'receipt',
  'supplier_return',
  'transfer',
  'loss',
  'stocktake',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Every status a document can be in; each kind uses some (see DOCUMENT_STATUSES). */
export const STATUSES = [
  'draft',
  'submitted',
  'partially_received',
  'received',
  'closed',
  'posted',
  'shipped',
  'counting',
  'cancelled',
] as const;
export type DocumentStatus = (typeof STATUSES)[number];

export const DOCUMENT_STATUSES: Record<DocumentKind, readonly DocumentStatus[]> = {
  purchase_order: ['draft', 'submitted', 'partially_received', 'received', 'closed', 'cancelled'],
  receipt: ['draft', 'posted', 'cancelled'],
  supplier_return: ['draft', 'posted', 'cancelled'],
  transfer: ['draft', 'shipped', 'received', 'cancelled'],
  loss: ['draft', 'posted', 'cancelled'],
  stocktake: ['counting', 'posted', 'cancelled'],
};

export const DOCUMENT_ACTIONS = [
  'edit',
  'delete',
  'submit',
  'post',
  'ship',
  'receive',
  'cancel',
  'close',
  'count',
] as const;
export type DocumentAction = (typeof DOCUMENT_ACTIONS)[number];

/** Why stock was lost; the same list in reports. */
export const LOSS_REASONS = ['expired', 'damaged', 'shrink', 'theft', 'sampling', 'other'] as const;
export type LossReason = (typeof LOSS_REASONS)[number];

/** Why a ledger move was posted. */
export const MOVE_REASONS = [
  'receipt',
  'supplier_return',
  'transfer_out',
  'transfer_in',
  'transit_loss',
  'loss',
  'stocktake',
  'sale',
  'reversal',
] as const;
export type MoveReason = (typeof MOVE_REASONS)[number];

export const LOCATION_KINDS = ['shop', 'warehouse', 'transit'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

const text = (max: number) => z.string().trim().max(max);

/** A calendar date `YYYY-MM-DD` that exists. */
export const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: messageKey('dateInvalid') })
  .refine(
    (value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: messageKey('dateInvalid') },
  );

const quantity = z
  .number()
  .int()
  .min(1, { error: messageKey('quantityPositive') })
  .max(STOCK_QUANTITY_MAX);
const cost = z.number().int().min(0).max(STOCK_COST_MAX);

// ---------------------------------------------------------------- suppliers

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: messageKey('phoneInvalid') });

const supplierFields = {
  name: z
    .string({ error: messageKey('supplierNameRequired') })
    .trim()
    .min(1, { error: messageKey('supplierNameRequired') })
    .max(STOCK_LIMITS.name),
  contact_person: text(50).default(''),
  phone_number: optionalPhone.default(''),
  address: text(STOCK_LIMITS.text).default(''),
  tax_number: text(30).default(''),
  bank_account: text(100).default(''),
  payment_terms: text(100).default(''),
  notes: text(STOCK_LIMITS.notes).default(''),
  active: z.boolean().default(true),
};

export const supplierBody = z.object({ ...supplierFields, company_id: rowId.optional() });
export type SupplierBody = z.infer<typeof supplierBody>;
export const supplierChanges = z
  .object({
    name: supplierFields.name,
    contact_person: text(50),
    phone_number: optionalPhone,
    address: text(STOCK_LIMITS.text),
    tax_number: text(30),
    bank_account: text(100),
    payment_terms: text(100),
    notes: text(STOCK_LIMITS.notes),
    active: z.boolean(),
  })
  .partial();
export type SupplierChanges = z.infer<typeof supplierChanges>;

export const supplierSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  tax_number: z.string(),
  bank_account: z.string(),
  payment_terms: z.string(),
  notes: z.string(),
  active: z.boolean(),
  document_count: z.number().int(),
  created_time: z.string(),
  last_modified_time: z.string(),
});
export type SupplierAnswer = z.infer<typeof supplierSchema>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const supplierListQuery = pageQuery.extend({
  search: text(STOCK_LIMITS.name).optional(),
  active: flag.optional(),
  company_id: idText.optional(),
});

/** Deleting answers whether the supplier was deleted or, having documents, deactivated. */
export const supplierRemoval = z.object({ outcome: z.enum(['deleted', 'deactivated']) });

export const suppliersApi = defineApi(suppliersPaths, {
  list: { query: supplierListQuery, response: pageOf(supplierSchema) },
  create: { body: supplierBody, response: supplierSchema },
  one: { params: idParams, response: supplierSchema },
  edit: { params: idParams, body: supplierChanges, response: supplierSchema },
  remove: { params: idParams, response: supplierRemoval },
});

// ---------------------------------------------------------------- locations

export const locationSchema = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  company_name: z.string(),
  kind: z.enum(LOCATION_KINDS),
  shop_id: z.number().int().nullable(),
  name: z.string(),
  active: z.boolean(),
});
export type LocationAnswer = z.infer<typeof locationSchema>;

const locationName = z
  .string({ error: messageKey('locationNameRequired') })
  .trim()
  .min(1, { error: messageKey('locationNameRequired') })
  .max(STOCK_LIMITS.name);

export const stockLocationsApi = defineApi(stockLocationsPaths, {
  list: {
    query: z.object({ company_id: idText.optional(), include_transit: flag.optional() }),
    response: z.array(locationSchema),
  },
  /** A warehouse location (shops are locations of their own from the day they are made). */
  create: { body: z.object({ name: locationName, company_id: rowId.optional() }), response: locationSchema },
  edit: {
    params: idParams,
    body: z.object({ name: locationName, active: z.boolean() }).partial(),
    response: locationSchema,
  },
  remove: { params: idParams, response: nothing },
});

// ---------------------------------------------------------------- documents

/** A document line as written: goods and quantity, and what its kind uses of the rest. */
export const lineInput = z.object({
  goods_id: rowId,
  quantity,
  unit_cost: cost.optional(),
  lot: text(STOCK_LIMITS.lot).optional(),
  production_date: dateText.optional(),
  expiry_date: dateText.optional(),
  reason: text(STOCK_LIMITS.text).optional(),
  /** The line of the source document (purchase order line for a receipt, receipt line for a return). */
  source_line_id: rowId.optional(),
});
export type LineInput = z.infer<typeof lineInput>;

const lines = z
  .array(lineInput)
  .min(1, { error: messageKey('linesRequired') })
  .max(STOCK_LIMITS.lines);

/** The header fields of every kind; each kind's body picks what it uses. */
const header = {
  company_id: rowId.optional(),
  location_id: rowId,
  doc_date: dateText.optional(),
  notes: text(STOCK_LIMITS.notes).default(''),
};

export const purchaseOrderBody = z.object({
  ...header,
  supplier_id: rowId,
  expected_date: dateText.optional(),
  lines,
});
export const receiptBody = z.object({
  ...header,
  supplier_id: rowId.optional(),
  /** The purchase order received against (optional). */
  source_id: rowId.optional(),
  lines,
});
export const supplierReturnBody = z.object({
  ...header,
  supplier_id: rowId.optional(),
  /** The receipt returned from (optional). */
  source_id: rowId.optional(),
  reason: text(STOCK_LIMITS.text).min(1),
  lines,
});
export const transferBody = z.object({ ...header, to_location_id: rowId, lines });
export const lossBody = z.object({ ...header, reason: z.enum(LOSS_REASONS), lines });
export const stocktakeBody = z.object({
  ...header,
  /** The goods to count; absent or empty: every goods item of the company. */
  goods_ids: z.array(rowId).max(20_000).optional(),
});

export const lineSchema = z.object({
  id: z.number().int(),
  line_no: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  plu_number: z.number().int(),
  item_code: z.string(),
  /** 0 by weight (grams), 1 by count (pieces), 2 fixed weight (grams). */
  weighing_mode: z.number().int(),
  quantity: z.number().int(),
  unit_cost: z.number().int().nullable(),
  /** quantity × unit cost in fen (null without a cost). */
  value: z.number().int().nullable(),
  lot: z.string(),
  production_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  reason: z.string(),
  source_line_id: z.number().int().nullable(),
  /**
   * What later documents did with this line: received so far (purchase order), returned so far
   * (receipt), received at the destination (transfer, once received), counted (stocktake).
   */
  done_quantity: z.number().int().nullable(),
  /** Stocktake: the book quantity when the count started. */
  book_quantity: z.number().int().nullable(),
});
export type LineAnswer = z.infer<typeof lineSchema>;

export const eventSchema = z.object({
  action: z.string(),
  user_name: z.string(),
  time: z.string(),
  note: z.string(),
});

export const documentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  number: z.string(),
  status: z.enum(STATUSES),
  company_id: z.number().int(),
  company_name: z.string(),
  location_id: z.number().int(),
  location_name: z.string(),
  to_location_id: z.number().int().nullable(),
  to_location_name: z.string().nullable(),
  supplier_id: z.number().int().nullable(),
  supplier_name: z.string().nullable(),
  source_id: z.number().int().nullable(),
  source_number: z.string().nullable(),
  doc_date: z.string(),
  expected_date: z.string().nullable(),
  reason: z.string(),
  notes: z.string(),
  line_count: z.number().int(),
  /** Grams and pieces added together (kept for old clients; means little on a mixed document). */
  total_quantity: z.number().int(),
  /** Grams of the lines of weighed and fixed-weight goods (issue 26). */
  total_weight: z.number().int().optional(),
  /** Pieces of the lines of counted goods (issue 26). */
  total_count: z.number().int().optional(),
  /** Sum of line values in fen (null when no line has a cost). */
  total_value: z.number().int().nullable(),
  created_by: z.string(),
  created_time: z.string(),
  posted_time: z.string().nullable(),
  last_modified_time: z.string(),
  /** What the caller may do with the document now (status and role). */
  actions: z.array(z.enum(DOCUMENT_ACTIONS)),
});
export type DocumentAnswer = z.infer<typeof documentSchema>;

export const documentDetailSchema = documentSchema.extend({
  lines: z.array(lineSchema),
  events: z.array(eventSchema),
});
export type DocumentDetailAnswer = z.infer<typeof documentDetailSchema>;

export const documentListQuery = pageQuery.extend({
  search: text(STOCK_LIMITS.name).optional(),
  status: z.enum(STATUSES).optional(),
  location_id: idText.optional(),
  supplier_id: idText.optional(),
  company_id: idText.optional(),
  date_from: dateText.optional(),
  date_to: dateText.optional(),
});
export type DocumentListQuery = z.infer<typeof documentListQuery>;

const withNote = z.object({ note: text(STOCK_LIMITS.text).default('') });

/** The files stock exports come as. */
export const STOCK_EXPORT_FORMATS = ['pdf', 'xlsx'] as const;
export type StockExportFormat = (typeof STOCK_EXPORT_FORMATS)[number];
/** How many rows a list export holds at most (the file says so when there were more). */
export const STOCK_EXPORT_ROW_LIMIT = 5000;
const exportFormat = (fallback: StockExportFormat) =>
  z.enum(STOCK_EXPORT_FORMATS).default(fallback).describe('pdf or xlsx');

/** One document as a file: pdf (default) or xlsx; labels in the caller's language (`lang` header). */
export const documentExportQuery = z.object({ format: exportFormat('pdf') });
/** A list as a file: xlsx (default) or pdf, with the list's filters, every page. */
export const documentListExportQuery = documentListQuery
  .omit({ page: true, per_page: true })
  .extend({ format: exportFormat('xlsx') });

/** The calls every kind shares, with that kind's create body. */
function documentCalls<B extends z.ZodObject>(body: B) {
  return {
    list: { query: documentListQuery, response: pageOf(documentSchema) },
    create: { body, response: documentDetailSchema },
    one: { params: idParams, response: documentDetailSchema },
    /** Drafts only: the header and the whole line list, as in create. */
    edit: { params: idParams, body: body.omit({ company_id: true }), response: documentDetailSchema },
    remove: { params: idParams, response: nothing },
    /** A posted document's moves are reversed by new moves; a draft is just marked cancelled. */
    cancel: { params: idParams, body: withNote.nullish(), response: documentDetailSchema },
    export: { query: documentListExportQuery, response: fileAnswer },
    exportOne: { params: idParams, query: documentExportQuery, response: fileAnswer },
  };
}

const action = { params: idParams, response: documentDetailSchema };

export const purchaseOrdersApi = defineApi(purchaseOrdersPaths, {
  ...documentCalls(purchaseOrderBody),
  submit: action,
  close: action,
});
export const receiptsApi = defineApi(receiptsPaths, { ...documentCalls(receiptBody), post: action });
export const supplierReturnsApi = defineApi(supplierReturnsPaths, {
  ...documentCalls(supplierReturnBody),
  post: action,
});

/** Received quantities per transfer line; a line left out arrives as shipped. A shortfall needs a reason. */
export const transferReceiveBody = z.object({
  lines: z
    .array(
      z.object({
        line_id: rowId,
        quantity: z.number().int().min(0).max(STOCK_QUANTITY_MAX),
        reason: text(STOCK_LIMITS.text).optional(),
      }),
    )
    .max(STOCK_LIMITS.lines)
    .default([]),
});
export const transfersApi = defineApi(transfersPaths, {
  ...documentCalls(transferBody),
  ship: action,
  receive: { params: idParams, body: transferReceiveBody, response: documentDetailSchema },
});
export const lossesApi = defineApi(lossesPaths, { ...documentCalls(lossBody), post: action });

export const countBody = z.object({
  lines: z
    .array(z.object({ goods_id: rowId, quantity: z.number().int().min(0).max(STOCK_QUANTITY_MAX) }))
    .min(1, { error: messageKey('linesRequired') })
    .max(STOCK_LIMITS.lines),
});

export const varianceSchema = z.object({
  goods_id: z.number().int(),
  goods_name: z.string(),
  plu_number: z.number().int(),
  weighing_mode: z.number().int(),
  book_quantity: z.number().int(),
  /** Moves at the location after the start, up to the last count of the goods. */
  moved_quantity: z.number().int(),
  expected_quantity: z.number().int(),
  /** Sum of every count entry; null when nobody counted it (no adjustment is posted). */
  counted_quantity: z.number().int().nullable(),
  variance_quantity: z.number().int(),
  variance_value: z.number().int(),
  entries: z.array(z.object({ quantity: z.number().int(), user_name: z.string(), time: z.string() })),
});
export const variancesSchema = z.object({
  lines: z.array(varianceSchema),
  total_variance_value: z.number().int(),
  counted: z.number().int(),
  uncounted: z.number().int(),
});
export type VarianceReport = z.infer<typeof variancesSchema>;

export const stocktakesApi = defineApi(stocktakesPaths, {
  ...documentCalls(stocktakeBody),
  counts: { params: idParams, body: countBody, response: variancesSchema },
  variances: { params: idParams, response: variancesSchema },
  post: action,
});

// ---------------------------------------------------------------- balances and ledger

export const balanceSchema = z.object({
  location_id: z.number().int(),
  location_name: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  plu_number: z.number().int(),
  item_code: z.string(),
  weighing_mode: z.number().int(),
  quantity: z.number().int(),
  value: z.number().int(),
  /** Shipped to this location and not yet received. */
  in_transit: z.number().int(),
  low_threshold: z.number().int().nullable(),
  below_threshold: z.boolean(),
  negative: z.boolean(),
  last_move_time: z.string().nullable(),
});
export type BalanceAnswer = z.infer<typeof balanceSchema>;

export const balanceQuery = pageQuery.extend({
  location_id: idText.optional(),
  goods_id: idText.optional(),
  company_id: idText.optional(),
  search: text(STOCK_LIMITS.name).optional(),
  below_threshold: flag.optional(),
});

export const moveSchema = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  location_name: z.string(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  quantity: z.number().int(),
  value: z.number().int(),
  unit_cost: z.number().int(),
  /** The balance of the location and goods after this move. */
  balance: z.number().int(),
  reason: z.enum(MOVE_REASONS),
  document_id: z.number().int().nullable(),
  document_kind: z.enum(DOCUMENT_KINDS).nullable(),
  document_number: z.string().nullable(),
  user_name: z.string(),
  posted_time: z.string(),
});
export type MoveAnswer = z.infer<typeof moveSchema>;

export const moveQuery = pageQuery.extend({
  location_id: idText.optional(),
  goods_id: idText.optional(),
  document: text(40).optional(),
  company_id: idText.optional(),
  date_from: dateText.optional(),
  date_to: dateText.optional(),
});

/** The stock overview as a file: xlsx (default) or pdf, with the balances' filters, every page. */
export const balanceExportQuery = balanceQuery
  .omit({ page: true, per_page: true })
  .extend({ format: exportFormat('xlsx') });

export const stockSettingsSchema = z.object({
  company_id: z.number().int(),
  allow_negative_stock: z.boolean(),
});

export const stockApi = defineApi(stockPaths, {
  balances: { query: balanceQuery, response: pageOf(balanceSchema) },
  moves: { query: moveQuery, response: pageOf(moveSchema) },
  /** The low-stock threshold of one goods item at one location (null: none). */
  threshold: {
    body: z.object({
      location_id: rowId,
      goods_id: rowId,
      threshold: z.number().int().min(0).max(STOCK_QUANTITY_MAX).nullable(),
    }),
    response: balanceSchema,
  },
  settings: { query: z.object({ company_id: idText.optional() }), response: stockSettingsSchema },
  editSettings: {
    body: z.object({ company_id: rowId.optional(), allow_negative_stock: z.boolean() }),
    response: stockSettingsSchema,
  },
  export: { query: balanceExportQuery, response: fileAnswer },
});
