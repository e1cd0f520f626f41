import type { LabelStyle } from '@dahua/shared/labels/model';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { shops } from './shops.js';

/** The style a template prints: size in mm, items, QR codes (packages/shared labels/model.ts). */
export type StoredLabelStyle = LabelStyle;

/** A shop's label template; a slot (1–16) puts it on the shop's scales as that label number. */
export const labels = pgTable(
  'labels',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull().default(''),
    slot: integer('slot'),
    style: jsonb('style').$type<StoredLabelStyle>().notNull(),
    /**
     * What the shop's scales are sent (issue 29 §2): the style as last pushed. A save whose label check
     * fails keeps the previous one here until someone confirms the failing goods items by name.
     */
    pushedStyle: jsonb('pushed_style').$type<StoredLabelStyle>().notNull(),
    /** The label check's failures of the saved style not pushed yet; null: nothing held back. */
    heldFailures: jsonb('held_failures').$type<unknown[]>(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('labels_shop_idx').on(t.shopId, t.id),
    uniqueIndex('labels_shop_slot_key').on(t.shopId, t.slot),
    check('labels_slot_check', sql`${t.slot} between 1 and 16`),
  ],
);

export type LabelRow = typeof labels.$inferSelect;

/**
 * A label download's address: a random token (its SHA-256 stored) that opens the template file for
 * ten minutes without a session, so the browser can open the URL the download call answers.
 */
export const labelDownloads = pgTable('label_downloads', {
  tokenHash: text('token_hash').primaryKey(),
  labelId: integer('label_id')
    .notNull()
    .references(() => labels.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
