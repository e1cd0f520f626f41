import type { DocumentKind, DocumentStatus, LocationKind, MoveReason } from '@dahua/shared/contracts/stock';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { goods } from './goods.js';
import { shops } from './shops.js';
import { users } from './users.js';

const amount = (name: string) => bigint(name, { mode: 'number' });

/**
 * Where stock lives: each shop is one (a trigger makes it with the shop), a company may add
 * warehouses, and each company has one transit location holding what is shipped, not received.
 */
export const stockLocations = pgTable(
  'stock_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LocationKind>().notNull(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    /** A warehouse's own name; a shop location shows its shop's name. */
    name: text('name').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_locations_shop_key').on(t.shopId),
    uniqueIndex('stock_locations_transit_key').on(t.companyId).where(sql`${t.kind} = 'transit'`),
    index('stock_locations_company_idx').on(t.companyId),
    check('stock_locations_kind_check', sql`${t.kind} in ('shop', 'warehouse', 'transit')`),
    check('stock_locations_shop_check', sql`(${t.kind} = 'shop') = (${t.shopId} is not null)`),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contactPerson: text('contact_person').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    address: text('address').notNull().default(''),
    taxNumber: text('tax_number').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    paymentTerms: text('payment_terms').notNull().default(''),
    notes: text('notes').notNull().default(''),
    active: boolean('active').notNull().default(true),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_company_name_key').on(t.companyId, sql`lower(${t.name})`),
    index('suppliers_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Every stock document: purchase orders, receipts, supplier returns, transfers, losses, stocktakes. */
export const stockDocuments = pgTable(
  'stock_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DocumentKind>().notNull(),
    number: text('number').notNull(),
    status: text('status').$type<DocumentStatus>().notNull(),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    toLocationId: integer('to_location_id').references(() => stockLocations.id, { onDelete: 'restrict' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    /** The purchase order of a receipt, the receipt of a supplier return. */
    sourceId: integer('source_id'),
    docDate: date('doc_date').notNull(),
    expectedDate: date('expected_date'),
    reason: text('reason').notNull().default(''),
    notes: text('notes').notNull().default(''),
    /** Stocktake: the last ledger move id when the count started. */
    startMark: amount('start_mark'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    postedTime: timestamp('posted_time', { withTimezone: true }),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_documents_company_number_key').on(t.companyId, t.number),
    index('stock_documents_list_idx').on(t.companyId, t.kind, t.id),
    index('stock_documents_source_idx').on(t.sourceId),
    check(
      'stock_documents_kind_check',
      sql`${t.kind} in ('purchase_order', 'receipt', 'supplier_return', 'transfer', 'loss', 'stocktake')`,
    ),
  ],
);

export const stockDocumentLines = pgTable(
  'stock_document_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => stockDocuments.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    quantity: amount('quantity').notNull(),
    unitCost: amount('unit_cost'),
    lot: text('lot').notNull().default(''),
    productionDate: date('production_date'),
    expiryDate: date('expiry_date'),
    reason: text('reason').notNull().default(''),
    sourceLineId: integer('source_line_id'),
    /** Transfer: what arrived. */
    receivedQuantity: amount('received_quantity'),
    /** Stocktake: the book quantity at the start. */
    bookQuantity: amount('book_quantity'),
  },
  (t) => [
    uniqueIndex('stock_document_lines_no_key').on(t.documentId, t.lineNo),
    index('stock_document_lines_source_idx').on(t.sourceLineId),
    index('stock_document_lines_goods_idx').on(t.goodsId),
  ],
);

/** Who did what to a document, when: the detail view's timeline. */
export const stockDocumentEvents = pgTable(
  'stock_document_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => stockDocuments.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_document_events_document_idx').on(t.documentId, t.id)],
);

/** Stocktake count entries: several people's counts of one goods item are summed; each is kept. */
export const stocktakeCounts = pgTable(
  'stocktake_counts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    documentId: integer('document_id')
      .notNull()
      .references(() => stockDocuments.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    quantity: amount('quantity').notNull(),
    /** The last ledger move id when this count was entered. */
    moveMark: amount('move_mark').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stocktake_counts_document_idx').on(t.documentId, t.goodsId)],
);

/**
 * THE ledger: every change of stock, never updated or deleted (a trigger refuses both). A
 * cancelled document posts reversing moves.
 */
export const stockMoves = pgTable(
  'stock_moves',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    quantity: amount('quantity').notNull(),
    /** Fen per kg (weighed goods) or per piece (counted goods). */
    unitCost: amount('unit_cost').notNull(),
    /** Signed, in fen. */
    value: amount('value').notNull(),
    reason: text('reason').$type<MoveReason>().notNull(),
    documentId: integer('document_id').references(() => stockDocuments.id, { onDelete: 'restrict' }),
    lineId: integer('line_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    postedTime: timestamp('posted_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_moves_pair_idx').on(t.locationId, t.goodsId, t.id),
    index('stock_moves_document_idx').on(t.documentId),
    index('stock_moves_company_idx').on(t.companyId, t.id),
  ],
);

/**
 * The ledger per location × goods × calendar day (the location's shop's zone, else its company's) ×
 * kind (the move's reason; a reversal under its document's kind, so a cancelled receipt nets within
 * receipts) × loss reason (a loss document's reason, else ''): quantity, value, moves. Kept by
 * `ledger.post` in the posting's transaction; rebuilt for a location when its zone changes (migration
 * 0027's triggers). The shrink report reads it instead of the moves.
 */
export const stockMovesDaily = pgTable(
  'stock_moves_daily',
  {
    locationId: integer('location_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    goodsId: integer('goods_id').notNull(),
    kind: text('kind').notNull(),
    lossReason: text('loss_reason').notNull().default(''),
    companyId: integer('company_id').notNull(),
    quantity: amount('quantity').notNull(),
    value: amount('value').notNull(),
    moves: integer('moves').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'stock_moves_daily_pkey',
      columns: [t.locationId, t.day, t.goodsId, t.kind, t.lossReason],
    }),
    index('stock_moves_daily_company_day_idx').on(t.companyId, t.day),
  ],
);

/** The cached balance of one goods item at one location, kept in the transaction of each move. */
export const stockBalances = pgTable(
  'stock_balances',
  {
    locationId: integer('location_id')
      .notNull()
      .references(() => stockLocations.id, { onDelete: 'restrict' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    quantity: amount('quantity').notNull().default(0),
    value: amount('value').notNull().default(0),
    lastMoveTime: timestamp('last_move_time', { withTimezone: true }),
    lowThreshold: amount('low_threshold'),
    /** Set when the low-stock notice went out; cleared when the balance is back at the threshold. */
    lowNotified: boolean('low_notified').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.goodsId] }),
    index('stock_balances_company_idx').on(t.companyId, t.locationId, t.goodsId),
    // Searches start from the matching goods (bench/README.md) and deleting goods checks here.
    index('stock_balances_goods_idx').on(t.goodsId, t.locationId),
    // The low-stock filter reads only the balances that have a threshold.
    index('stock_balances_threshold_idx')
      .on(t.companyId, t.locationId, t.goodsId)
      .where(sql`${t.lowThreshold} is not null`),
  ],
);

/** The moving-average cost of a goods item over the whole company: total quantity and value. */
export const stockCosts = pgTable(
  'stock_costs',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'restrict' }),
    quantity: amount('quantity').notNull().default(0),
    value: amount('value').notNull().default(0),
    /** The last average, used when the quantity is zero or below. */
    averageCost: amount('average_cost').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.goodsId] })],
);

/** Per company, prefix and day: the last number given (PO-20261122-0001). */
export const stockNumberCounters = pgTable(
  'stock_number_counters',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    prefix: text('prefix').notNull(),
    day: text('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.prefix, t.day] })],
);

export type StockDocumentRow = typeof stockDocuments.$inferSelect;
export type StockLineRow = typeof stockDocumentLines.$inferSelect;
export type StockLocationRow = typeof stockLocations.$inferSelect;
export type SupplierRow = typeof suppliers.$inferSelect;
