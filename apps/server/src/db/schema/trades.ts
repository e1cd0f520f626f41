import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/**
 * A sale as the scale recorded it (issue 15), kept as it was sold: goods name, unit and price are
 * copied, so a later edit or deletion of the goods, the scale or the shop changes no history (hence no
 * foreign keys but the company's). Append-only: a trigger refuses UPDATE and DELETE. The record's
 * identity is (scale, record number, trade time); a record sent twice is stored once.
 *
 * Range-partitioned by UTC month on `trade_time` (issue 33 §2; migration 0032 and `trades/partitions.ts`,
 * which Drizzle does not model): every unique key holds `trade_time`, so the id's key is (id, trade_time)
 * and the record key already was. A month past a company's retention is archived and its rows leave.
 */
export const trades = pgTable(
  'trades',
  {
    /** bigint: a maker's fleet writes about a billion sales a year. */
    id: bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id').notNull(),
    scaleId: integer('scale_id').notNull(),
    recordNo: integer('record_no').notNull(),
    tradeTime: timestamp('trade_time', { withTimezone: true }).notNull(),
    plu: integer('plu').notNull(),
    /** The goods item the PLU meant on that scale when the sale came in; null when none (unmapped). */
    goodsId: integer('goods_id'),
    goodsName: text('goods_name').notNull(),
    measureUnit: text('measure_unit').notNull(),
    weighingMode: smallint('weighing_mode').notNull(),
    /** Grams (weighed, fixed weight) or pieces (counted). */
    weight: integer('weight').notNull(),
    unitPrice: integer('unit_price').notNull(),
    /**
     * Which of our prices the scale sold at (issue 28): 'base', 'list', 'change' or 'promotion' (with
     * `price_source_id`: the list's, change's or promotion's id), judged when the sale came in against
     * what was in force at its trade time; 'other' when its price is none of them (typed at the scale, or a
     * scale not yet in step); null for unmapped PLUs and sales stored before issue 28.
     */
    priceSource: text('price_source'),
    priceSourceId: integer('price_source_id'),
    totalBeforeDiscount: integer('total_before_discount').notNull(),
    totalPrice: integer('total_price').notNull(),
    /**
     * The lot the scale printed (issue 29 §3): the shop's current lot of the goods item when the sale
     * came in (schema/lots.ts); null when it had none.
     */
    lotId: integer('lot_id'),
    ticketNo: integer('ticket_no'),
    department: smallint('department'),
    unmapped: boolean('unmapped').notNull(),
    clockAhead: boolean('clock_ahead').notNull(),
    /** 'device' (the bridge) or 'import' (a file of the maker's PC software). */
    source: text('source').notNull(),
    receivedTime: timestamp('received_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'trades_pkey', columns: [t.id, t.tradeTime] }),
    uniqueIndex('trades_record_key').on(t.scaleId, t.recordNo, t.tradeTime),
    index('trades_time_brin').using('brin', t.tradeTime),
    index('trades_company_time_idx').on(t.companyId, t.tradeTime),
    index('trades_shop_time_idx').on(t.shopId, t.tradeTime),
    index('trades_goods_time_idx').on(t.goodsId, t.tradeTime).where(sql`${t.goodsId} is not null`),
    index('trades_lot_idx').on(t.lotId, t.shopId).where(sql`${t.lotId} is not null`),
  ],
);

/** Measures every rollup row carries: records, grams, pieces, fen after and before discount. */
const measures = {
  count: integer('count').notNull(),
  weight: bigint('weight', { mode: 'number' }).notNull(),
  pieces: bigint('pieces', { mode: 'number' }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  discount: bigint('discount', { mode: 'number' }).notNull(),
};

/** The goods key of a rollup: goods id 0 for an unmapped PLU, the PLU apart so unmapped ones stay apart. */
const goodsKey = {
  companyId: integer('company_id').notNull(),
  shopId: integer('shop_id').notNull(),
  scaleId: integer('scale_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  plu: integer('plu').notNull(),
  weighingMode: smallint('weighing_mode').notNull(),
  department: smallint('department').notNull(),
};

/**
 * Sales per China calendar day × shop × scale × goods (× weighing mode × department), kept in the same
 * transaction as each stored batch. Every analysis reads rollups, never `trades`.
 */
export const salesDaily = pgTable(
  'sales_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    ...goodsKey,
    ...measures,
    /** Lowest and highest unit price sold at (fen per unit): the price history as sold. */
    minPrice: integer('min_price').notNull(),
    maxPrice: integer('max_price').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'sales_daily_pkey',
      columns: [t.day, t.shopId, t.scaleId, t.goodsId, t.plu, t.weighingMode, t.department],
    }),
    index('sales_daily_company_day_idx').on(t.companyId, t.day),
    index('sales_daily_shop_day_idx').on(t.shopId, t.day),
    index('sales_daily_goods_day_idx').on(t.goodsId, t.day),
  ],
);

/** The same per hour (the start of the hour; China's offset is whole hours, so hours are China hours too). */
export const salesHourly = pgTable(
  'sales_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    ...goodsKey,
    ...measures,
  },
  (t) => [
    primaryKey({
      name: 'sales_hourly_pkey',
      columns: [t.hour, t.shopId, t.scaleId, t.goodsId, t.plu, t.weighingMode, t.department],
    }),
    index('sales_hourly_company_hour_idx').on(t.companyId, t.hour),
    index('sales_hourly_shop_hour_idx').on(t.shopId, t.hour),
  ],
);

/**
 * The tickets (orders) seen: one row per scale, China day and ticket number (numbers wrap, so the
 * day is part of the key). A record without a ticket number is a ticket of its own and has no row.
 * Only ingestion reads it, to tell a new ticket from a further item of one already counted.
 */
export const salesTickets = pgTable(
  'sales_tickets',
  {
    scaleId: integer('scale_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ticketNo: integer('ticket_no').notNull(),
  },
  (t) => [primaryKey({ name: 'sales_tickets_pkey', columns: [t.scaleId, t.day, t.ticketNo] })],
);

/** Tickets, records and amount per hour × shop × scale: the order analyses and the scales' usage by hour. */
export const ticketsHourly = pgTable(
  'tickets_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    companyId: integer('company_id').notNull(),
    shopId: integer('shop_id').notNull(),
    scaleId: integer('scale_id').notNull(),
    tickets: integer('tickets').notNull(),
    items: integer('items').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'tickets_hourly_pkey', columns: [t.hour, t.shopId, t.scaleId] }),
    index('tickets_hourly_company_hour_idx').on(t.companyId, t.hour),
    index('tickets_hourly_shop_hour_idx').on(t.shopId, t.hour),
  ],
);

/** The same per China day. */
export const ticketsDaily = pgTable(
  'tickets_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    shopId: integer('shop_id').notNull(),
    scaleId: integer('scale_id').notNull(),
    tickets: integer('tickets').notNull(),
    items: integer('items').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'tickets_daily_pkey', columns: [t.day, t.shopId, t.scaleId] }),
    index('tickets_daily_company_day_idx').on(t.companyId, t.day),
    index('tickets_daily_shop_day_idx').on(t.shopId, t.day),
  ],
);

/**
 * Sales per China day × shop (× weighing mode × department), without scale and goods: the series,
 * the splits and the shop comparisons read this (a company's year is a few ten thousand rows).
 */
export const salesShopDaily = pgTable(
  'sales_shop_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    shopId: integer('shop_id').notNull(),
    weighingMode: smallint('weighing_mode').notNull(),
    department: smallint('department').notNull(),
    ...measures,
  },
  (t) => [
    primaryKey({ name: 'sales_shop_daily_pkey', columns: [t.day, t.shopId, t.weighingMode, t.department] }),
    index('sales_shop_daily_company_day_idx').on(t.companyId, t.day),
    index('sales_shop_daily_shop_day_idx').on(t.shopId, t.day),
  ],
);

/** Sales per month (its first day) × shop × goods: the goods ranking reads whole months here. */
export const salesGoodsMonthly = pgTable(
  'sales_goods_monthly',
  {
    month: date('month', { mode: 'string' }).notNull(),
    companyId: integer('company_id').notNull(),
    shopId: integer('shop_id').notNull(),
    goodsId: integer('goods_id').notNull(),
    plu: integer('plu').notNull(),
    weighingMode: smallint('weighing_mode').notNull(),
    department: smallint('department').notNull(),
    ...measures,
  },
  (t) => [
    primaryKey({
      name: 'sales_goods_monthly_pkey',
      columns: [t.month, t.shopId, t.goodsId, t.plu, t.weighingMode, t.department],
    }),
    index('sales_goods_monthly_company_month_idx').on(t.companyId, t.month),
    index('sales_goods_monthly_shop_month_idx').on(t.shopId, t.month),
  ],
);

/** Tickets per hour × shop: the weekday × hour heat map. */
export const ticketsShopHourly = pgTable(
  'tickets_shop_hourly',
  {
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    companyId: integer('company_id').notNull(),
    shopId: integer('shop_id').notNull(),
    tickets: integer('tickets').notNull(),
    items: integer('items').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'tickets_shop_hourly_pkey', columns: [t.hour, t.shopId] }),
    index('tickets_shop_hourly_company_hour_idx').on(t.companyId, t.hour),
  ],
);
