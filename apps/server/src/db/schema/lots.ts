import { sql } from 'drizzle-orm';
import {
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
import { stockDocumentLines, suppliers } from './stock.js';
import { users } from './users.js';

/*
 * Lots from the supplier to the shopper (issue 29 §3). A lot is a goods item's batch as receipts name
 * it (stock_document_lines.lot); it gets a public 13-digit trace code when first received. Each shop
 * has a current lot per goods item: the one its scales print (the PLU's numeric code carries the
 * lot's trace code, the label's QR opens /external/trace/{code}) and the one its sales are recorded
 * against (trades.lot_id). A recall lists where a lot went and can stop its goods item selling in the
 * shops that had it: sales_stops takes the PLU off those shops' scales until released. Migration
 * 0028's triggers turn current-lot and stop changes into device changes in the same transaction.
 */

export const lots = pgTable(
  'lots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    lot: text('lot').notNull(),
    productionDate: date('production_date'),
    expiryDate: date('expiry_date'),
    /** The supplier of the receipt that first brought it (null: received without one). */
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'set null' }),
    /** The receipt line that first brought it. */
    firstLineId: integer('first_line_id').references(() => stockDocumentLines.id, { onDelete: 'set null' }),
    firstReceivedTime: timestamp('first_received_time', { withTimezone: true }).notNull().defaultNow(),
    /** 13 random digits, unique across companies: the public page's code and the PLU's numeric code. */
    traceCode: text('trace_code').notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lots_goods_lot_key').on(t.goodsId, t.lot),
    uniqueIndex('lots_trace_code_key').on(t.traceCode),
    index('lots_company_goods_idx').on(t.companyId, t.goodsId),
    index('lots_supplier_idx').on(t.supplierId, t.firstReceivedTime),
    check('lots_trace_code_check', sql`${t.traceCode} ~ '^[0-9]{13}$'`),
    check('lots_lot_check', sql`${t.lot} <> ''`),
  ],
);

export type LotRow = typeof lots.$inferSelect;

/** The lot a shop's scales print for a goods item now. */
export const shopCurrentLots = pgTable(
  'shop_current_lots',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'cascade' }),
    /** Chosen on the shop's goods page: a receipt no longer replaces it by first-expiry-first. */
    chosenByHand: boolean('chosen_by_hand').notNull().default(false),
    setBy: integer('set_by').references(() => users.id, { onDelete: 'set null' }),
    setTime: timestamp('set_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.goodsId] }), index('shop_current_lots_lot_idx').on(t.lotId)],
);

export const RECALL_STATUSES = ['open', 'released'] as const;
export type RecallStatus = (typeof RECALL_STATUSES)[number];

/**
 * A recall: what it covers is given either as a goods item and lot or as a supplier and a range of
 * receipt days; the lots it resolved to are recall_lots, the shops that had them recall_shops.
 */
export const recalls = pgTable(
  'recalls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id').references(() => goods.id, { onDelete: 'restrict' }),
    lot: text('lot'),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    receivedFrom: date('received_from'),
    receivedTo: date('received_to'),
    reason: text('reason').notNull().default(''),
    status: text('status').$type<RecallStatus>().notNull().default('open'),
    /** When the affected shops were sent their todo notice (null: not yet). */
    notifiedTime: timestamp('notified_time', { withTimezone: true }),
    /** When "stop selling" took the goods off the affected shops' scales (null: selling). */
    stoppedTime: timestamp('stopped_time', { withTimezone: true }),
    releasedTime: timestamp('released_time', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('recalls_company_idx').on(t.companyId, t.id),
    check('recalls_status_check', sql`${t.status} in ('open', 'released')`),
    check(
      'recalls_criteria_check',
      sql`(${t.goodsId} is not null and ${t.lot} is not null and ${t.supplierId} is null)
        or (${t.supplierId} is not null and ${t.goodsId} is null and ${t.lot} is null)`,
    ),
  ],
);

export const recallLots = pgTable(
  'recall_lots',
  {
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id, { onDelete: 'cascade' }),
    lotId: integer('lot_id')
      .notNull()
      .references(() => lots.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.lotId] }), index('recall_lots_lot_idx').on(t.lotId)],
);

export const recallShops = pgTable(
  'recall_shops',
  {
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recallId, t.shopId] })],
);

/** Every step of a recall, who and when: created, notified, stopped, released, exported. */
export const recallEvents = pgTable(
  'recall_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('recall_events_recall_idx').on(t.recallId, t.id)],
);

/**
 * A goods item that must not sell in a shop while a recall holds it: its PLU is left out of that
 * shop's scales (devices: what a scale should hold) until the recall is released.
 */
export const salesStops = pgTable(
  'sales_stops',
  {
    recallId: integer('recall_id')
      .notNull()
      .references(() => recalls.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.recallId, t.shopId, t.goodsId] }),
    index('sales_stops_shop_goods_idx').on(t.shopId, t.goodsId),
  ],
);
