import { sql } from 'drizzle-orm';
import {
  check,
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

/*
 * Prices beyond the goods' own (issue 28). A company's base price is `goods.unit_price_fen`; a price
 * list holds other prices for some goods, for the shops assigned to it (a shop is in at most one).
 * Price changes (from a time) and promotions (from a start to an end) are made ahead and started and
 * ended by the server's schedule (modules/price-changes). The price a scale holds is the one in force
 * in its shop now, and why (modules/prices/queries.ts):
 *   an active promotion of the shop's list for the goods item → the list's own price →
 *   an active promotion of the base → the base price.
 * A started change writes its prices into the base (goods) or the list (price_list_prices) and is
 * named there (`price_change_id`) until a person sets that price by hand. Migration 0026's triggers
 * turn each of these writes into device changes for the scales holding the goods item, in the same
 * transaction, as every other change a scale must receive.
 */

export const priceLists = pgTable(
  'price_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('price_lists_company_name_key').on(t.companyId, sql`lower(${t.name})`)],
);

/** A shop's price list: at most one per shop (the key). */
export const priceListShops = pgTable(
  'price_list_shops',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (t) => [index('price_list_shops_list_idx').on(t.priceListId)],
);

/** A list's price for one goods item (a goods item not in the list sells at the base price). */
export const priceListPrices = pgTable(
  'price_list_prices',
  {
    priceListId: integer('price_list_id')
      .notNull()
      .references(() => priceLists.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    unitPriceFen: integer('unit_price_fen').notNull(),
    /** The started price change that set this price; null when a person set it. */
    priceChangeId: integer('price_change_id').references(() => priceChanges.id, { onDelete: 'set null' }),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.priceListId, t.goodsId] }),
    index('price_list_prices_goods_idx').on(t.goodsId),
    check('price_list_prices_unit_price_check', sql`${t.unitPriceFen} between 0 and 999999`),
  ],
);

export const PRICE_CHANGE_KINDS = ['change', 'promotion'] as const;
export type PriceChangeKind = (typeof PRICE_CHANGE_KINDS)[number];

/**
 * A price change (new prices from `starts_at`, for good) or a promotion (prices from `starts_at` to
 * `ends_at`, then what applies without it), for the base (`price_list_id` null) or one list.
 * `started_time` / `ended_time` are set once, by the schedule, when it started or ended it: the
 * device changes are written in that transaction. Editable and cancellable until started.
 */
export const priceChanges = pgTable(
  'price_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PriceChangeKind>().notNull(),
    name: text('name').notNull(),
    reason: text('reason').notNull().default(''),
    priceListId: integer('price_list_id').references(() => priceLists.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    startedTime: timestamp('started_time', { withTimezone: true }),
    endedTime: timestamp('ended_time', { withTimezone: true }),
    cancelledTime: timestamp('cancelled_time', { withTimezone: true }),
    /** Optimistic edits: a PUT may carry the version it saw (absent: acts on the current one). */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('price_changes_company_starts_idx').on(t.companyId, t.startsAt),
    // What the schedule looks for: not yet started, and started promotions not yet ended.
    index('price_changes_to_start_idx')
      .on(t.startsAt)
      .where(sql`${t.startedTime} is null and ${t.cancelledTime} is null`),
    index('price_changes_to_end_idx')
      .on(t.endsAt)
      .where(sql`${t.startedTime} is not null and ${t.endedTime} is null and ${t.endsAt} is not null`),
    check('price_changes_kind_check', sql`${t.kind} in ('change', 'promotion')`),
    check(
      'price_changes_ends_check',
      sql`(${t.kind} = 'change' and ${t.endsAt} is null) or (${t.kind} = 'promotion' and ${t.endsAt} > ${t.startsAt})`,
    ),
  ],
);

/** One goods item's price in a change or promotion. */
export const priceChangeLines = pgTable(
  'price_change_lines',
  {
    priceChangeId: integer('price_change_id')
      .notNull()
      .references(() => priceChanges.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    unitPriceFen: integer('unit_price_fen').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.priceChangeId, t.goodsId] }),
    index('price_change_lines_goods_idx').on(t.goodsId),
    check('price_change_lines_unit_price_check', sql`${t.unitPriceFen} between 0 and 999999`),
  ],
);

export type PriceListRow = typeof priceLists.$inferSelect;
export type PriceChangeRow = typeof priceChanges.$inferSelect;
