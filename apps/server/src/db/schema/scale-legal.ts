import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  pgView,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { scales } from './scales.js';
import { shops } from './shops.js';
import { users } from './users.js';
import { workOrders } from './work-orders.js';

/*
 * A scale's legal and physical life (issue 27): verification records, its event log, the reminders
 * sent about them, the public reports shoppers file, the incidents that opened a work order by
 * themselves, and which shops an inspector (market supervision) may read. Records and events are
 * append-only (migration 0024's triggers refuse UPDATE and DELETE): a wrong record is corrected by a
 * new one that names it. A scale with legal records cannot be deleted (the references restrict):
 * it is retired instead, and its history stays.
 */

/** A file kept with a record: an uploaded image or PDF (our storage's address) and its kind. */
export type LegalAttachment = { url: string; kind: 'image' | 'pdf'; name?: string };

export const VERIFICATION_RESULTS = ['pass', 'fail'] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

/** One compulsory verification (强制检定) of a scale, as its certificate states it. */
export const scaleVerifications = pgTable(
  'scale_verifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'restrict' }),
    /** The shop the scale stood in when verified. */
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    /** The day of the verification, in the shop's calendar. */
    verifiedOn: date('verified_on', { mode: 'string' }).notNull(),
    body: text('body').notNull(),
    certificateNo: text('certificate_no').notNull().default(''),
    result: text('result').$type<VerificationResult>().notNull(),
    /** Next due day (default: verified_on + 1 year). */
    nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
    sealNumbers: text('seal_numbers').notNull().default(''),
    note: text('note').notNull().default(''),
    attachments: jsonb('attachments').$type<LegalAttachment[]>().notNull().default([]),
    /** The earlier record this one corrects (that one no longer counts). */
    correctsId: integer('corrects_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scale_verifications_scale_idx').on(t.scaleId, t.verifiedOn),
    index('scale_verifications_company_idx').on(t.companyId, t.nextDueOn),
    // A record is corrected at most once (two people correcting it at once: one wins, 409).
    uniqueIndex('scale_verifications_corrects_key').on(t.correctsId),
    check('scale_verifications_result_check', sql`${t.result} in ('pass', 'fail')`),
  ],
);

/**
 * Each scale's verification that counts now: its newest record (by day, then id) that no later
 * record corrects. Defined in migration 0024 (drizzle-kit leaves an `.existing()` view alone).
 * The status (valid, due, overdue, failed, never) follows from result and next_due_on on the shop's
 * day: packages/shared verificationStatusOf.
 */
export const scaleVerificationCurrent = pgView('scale_verification_current', {
  scaleId: integer('scale_id').notNull(),
  verificationId: integer('verification_id').notNull(),
  companyId: integer('company_id').notNull(),
  shopId: integer('shop_id').notNull(),
  verifiedOn: date('verified_on', { mode: 'string' }).notNull(),
  body: text('body').notNull(),
  certificateNo: text('certificate_no').notNull(),
  result: text('result').$type<VerificationResult>().notNull(),
  nextDueOn: date('next_due_on', { mode: 'string' }).notNull(),
}).existing();

export const SCALE_EVENT_KINDS = [
  'verification',
  'calibration',
  'seal_broken',
  'seal_replaced',
  'repair',
  'software_change',
  'moved',
  'retired',
  'note',
] as const;
export type ScaleEventKind = (typeof SCALE_EVENT_KINDS)[number];

/** A scale's event log: append-only, like the sales. */
export const scaleEvents = pgTable(
  'scale_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ScaleEventKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    attachments: jsonb('attachments').$type<LegalAttachment[]>().notNull().default([]),
    /** repair: the work order it belongs to. */
    workOrderId: integer('work_order_id').references(() => workOrders.id, { onDelete: 'restrict' }),
    /** verification: the record it belongs to. */
    verificationId: integer('verification_id').references(() => scaleVerifications.id, {
      onDelete: 'restrict',
    }),
    /** software_change: the identification before and after, as read or entered. */
    softwareBefore: text('software_before'),
    softwareAfter: text('software_after'),
    /** moved: from which shop to which. */
    fromShopId: integer('from_shop_id').references(() => shops.id, { onDelete: 'restrict' }),
    toShopId: integer('to_shop_id').references(() => shops.id, { onDelete: 'restrict' }),
    /** null = written by the system (a bridge's software report, an automatic work order). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('scale_events_scale_idx').on(t.scaleId, t.occurredAt),
    index('scale_events_company_idx').on(t.companyId, t.occurredAt),
    check(
      'scale_events_kind_check',
      sql`${t.kind} in ('verification', 'calibration', 'seal_broken', 'seal_replaced', 'repair', 'software_change', 'moved', 'retired', 'note')`,
    ),
  ],
);

export const REMINDER_KINDS = ['due_30', 'due_7', 'overdue'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** A verification reminder that was sent: once per record and kind (the key makes it once). */
export const verificationReminders = pgTable(
  'verification_reminders',
  {
    verificationId: integer('verification_id')
      .notNull()
      .references(() => scaleVerifications.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<ReminderKind>().notNull(),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    sentTime: timestamp('sent_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('verification_reminders_key').on(t.verificationId, t.kind),
    check('verification_reminders_kind_check', sql`${t.kind} in ('due_30', 'due_7', 'overdue')`),
  ],
);

export const SCALE_REPORT_STATUSES = ['open', 'answered'] as const;
export type ScaleReportStatus = (typeof SCALE_REPORT_STATUSES)[number];

/** A problem a shopper or inspector reported from the scale's public page (no account). */
export const scaleReports = pgTable(
  'scale_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The reporter's reference number (random, shown once on the page, looked up with the code). */
    reference: text('reference').notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'restrict' }),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    phone: text('phone').notNull().default(''),
    photoUrl: text('photo_url').notNull().default(''),
    status: text('status').$type<ScaleReportStatus>().notNull().default('open'),
    answer: text('answer').notNull().default(''),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredTime: timestamp('answered_time', { withTimezone: true }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('scale_reports_reference_key').on(t.reference),
    index('scale_reports_company_idx').on(t.companyId, t.createdTime),
    index('scale_reports_scale_idx').on(t.scaleId, t.createdTime),
    check('scale_reports_status_check', sql`${t.status} in ('open', 'answered')`),
  ],
);

/**
 * A scale unreachable for longer than its company allows while its shop has other scales in step:
 * one row per incident, which opened one work order. The incident ends when the scale is back in
 * step (ended_time set); the partial key keeps one open incident per scale.
 */
export const scaleUnreachableIncidents = pgTable(
  'scale_unreachable_incidents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** When the scale was last in step (or first unreachable). */
    since: timestamp('since', { withTimezone: true }).notNull(),
    workOrderId: integer('work_order_id').references(() => workOrders.id, { onDelete: 'set null' }),
    openedTime: timestamp('opened_time', { withTimezone: true }).notNull().defaultNow(),
    endedTime: timestamp('ended_time', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scale_unreachable_incidents_open_key').on(t.scaleId).where(sql`${t.endedTime} is null`),
  ],
);

/**
 * Which companies (shop_id null: all of its shops) or shops an inspector may read. Given by an
 * administrator; an inspector sees nothing else.
 */
export const inspectorAssignments = pgTable(
  'inspector_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('inspector_assignments_key').on(t.userId, t.companyId, sql`coalesce(${t.shopId}, 0)`),
    index('inspector_assignments_user_idx').on(t.userId),
  ],
);
