import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { scales } from './scales.js';
import { shops } from './shops.js';
import { users } from './users.js';

export type Photo = { img_url: string };

/**
 * A service work order (issue 16): one company's scale, taken from `new` to `closed` by the maker's
 * service. Its service levels are copied at submission (a later change of the settings moves no
 * due time); `version` rises with every move, so two people moving it at once cannot both win.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    number: text('number').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'restrict' }),
    type: text('type').notNull(),
    priority: text('priority').notNull(),
    status: text('status').notNull().default('new'),
    waitFor: text('wait_for'),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
    contactPerson: text('contact_person').notNull(),
    contactPhone: text('contact_phone').notNull(),
    preferredTime: text('preferred_time').notNull().default(''),
    submittedBy: integer('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    responseHours: integer('response_hours').notNull(),
    resolutionHours: integer('resolution_hours').notNull(),
    /** Time spent waiting for the customer (paused resolution clock), in seconds, and since when it waits now. */
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    pausedSince: timestamp('paused_since', { withTimezone: true }),
    satisfaction: integer('satisfaction'),
    satisfactionComment: text('satisfaction_comment').notNull().default(''),
    version: integer('version').notNull().default(0),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    acceptedTime: timestamp('accepted_time', { withTimezone: true }),
    resolvedTime: timestamp('resolved_time', { withTimezone: true }),
    closedTime: timestamp('closed_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('work_orders_number_key').on(t.number),
    index('work_orders_company_idx').on(t.companyId, t.createdTime),
    index('work_orders_scale_idx').on(t.scaleId, t.createdTime),
    index('work_orders_status_idx').on(t.status, t.resolvedTime),
    check(
      'work_orders_status_check',
      sql`${t.status} in ('new', 'accepted', 'in_progress', 'waiting', 'resolved', 'closed', 'cancelled')`,
    ),
    check('work_orders_satisfaction_check', sql`${t.satisfaction} between 1 and 5`),
  ],
);

/** The order's timeline: every move and comment, never edited afterwards. */
export const workOrderEvents = pgTable(
  'work_order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** The move, or null for a comment. */
    action: text('action'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    text: text('text').notNull().default(''),
    photos: jsonb('photos').$type<Photo[]>().notNull().default([]),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'company', 'service' (an administrator) or 'system' (the automatic closing). */
    side: text('side').notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_order_events_order_idx').on(t.workOrderId, t.id)],
);

/** The service levels (one row, id 1), hours by priority. */
export const workOrderSettings = pgTable('work_order_settings', {
  id: integer('id').primaryKey(),
  urgentResponseHours: integer('urgent_response_hours').notNull().default(2),
  urgentResolutionHours: integer('urgent_resolution_hours').notNull().default(24),
  normalResponseHours: integer('normal_response_hours').notNull().default(8),
  normalResolutionHours: integer('normal_resolution_hours').notNull().default(72),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
});

/** The last order number of each China day (`WO-20261122-0001`), across the platform. */
export const workOrderCounters = pgTable('work_order_counters', {
  day: text('day').primaryKey(),
  last: integer('last').notNull(),
});
