import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An enquiry from the public site (issue 30 §4): a visitor's question or a dealer application,
 * worked by the site editors as a lead (new → contacted → won / lost). `version` rises with every
 * change (status, owner, note), so a change made on a stale copy is refused when it says so.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** EQ-YYYYMMDD-NNNN (the day in Beijing time, its sequence from enquiry_days). */
    reference: text('reference').notNull(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull().default(''),
    region: text('region').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    message: text('message').notNull(),
    product: text('product').notNull().default(''),
    language: text('language').notNull().default('ch'),
    status: text('status').notNull().default('new'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(0),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('enquiries_reference_key').on(t.reference),
    index('enquiries_status_created_idx').on(t.status, t.createdTime),
    index('enquiries_created_idx').on(t.createdTime),
    check('enquiries_kind_check', sql`${t.kind} in ('enquiry', 'dealer')`),
    check('enquiries_status_check', sql`${t.status} in ('new', 'contacted', 'won', 'lost')`),
    check('enquiries_language_check', sql`${t.language} in ('ch', 'en')`),
  ],
);
export type EnquiryRow = typeof enquiries.$inferSelect;

/** The notes on a lead, oldest first: who wrote what, when. */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    enquiryId: integer('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_notes_enquiry_idx').on(t.enquiryId, t.id)],
);

/** The last reference number given on a day: one row per day, raised by an upsert (parallel posts queue on it). */
export const enquiryDays = pgTable('enquiry_days', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});
