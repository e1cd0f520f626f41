import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { shops } from './shops.js';
import { users } from './users.js';

/*
 * Shop bridges (issue 17): the program on a shop's LAN that drives its scales. A bridge pairs once
 * with a one-time code issued in the console for one shop; it then holds a token of its own (stored
 * only as its SHA-256) and the device credentials of that shop's scales.
 */
export const bridges = pgTable(
  'bridges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    version: text('version').notNull().default(''),
    tokenHash: text('token_hash').notNull(),
    /** The scale ids the bridge last said it drives. */
    scaleIds: jsonb('scale_ids').$type<number[]>().notNull().default([]),
    lastSeen: timestamp('last_seen', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bridges_token_hash_key').on(t.tokenHash), index('bridges_shop_id_idx').on(t.shopId)],
);

/** One-time pairing codes (SHA-256 only), valid 30 minutes, spent by the first pairing. */
export const bridgePairingCodes = pgTable(
  'bridge_pairing_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresTime: timestamp('expires_time', { withTimezone: true }).notNull(),
    usedTime: timestamp('used_time', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bridge_pairing_codes_code_hash_key').on(t.codeHash)],
);
