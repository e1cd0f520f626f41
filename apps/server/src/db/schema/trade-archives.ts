import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';

/**
 * One archived file of a company's raw sales of one UTC month (issue 33 §2, trades/retention.ts): the
 * rows the archiver exported as gzip-compressed CSV to the private archive store and then removed from
 * `trades`. A month has parts 1, 2, … when late sales arrived after it was archived (parts are
 * disjoint); a restore sets `kept_until` on every part it brought back, and the next export of that
 * month (after kept_until) holds all of its rows again, so the parts before it are `superseded` (their
 * objects deleted). Restore reads every part not superseded.
 */
export const tradeArchives = pgTable(
  'trade_archives',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'restrict' }),
    /** The first day of the UTC month. */
    month: date('month', { mode: 'string' }).notNull(),
    part: integer('part').notNull(),
    /** The object's key in the archive store: sales-archive/<company id>/<YYYY-MM>/part-<n>.csv.gz */
    storageKey: text('storage_key').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the stored .csv.gz, checked after the upload and before a restore. */
    sha256: text('sha256').notNull(),
    archivedTime: timestamp('archived_time', { withTimezone: true }).notNull().defaultNow(),
    /** Set by a restore: the month's rows are back and the archiver leaves it alone until then. */
    keptUntil: timestamp('kept_until', { withTimezone: true }),
    /** Set when a later part holds this part's rows again (after a restore); its object is gone. */
    supersededTime: timestamp('superseded_time', { withTimezone: true }),
  },
  (t) => [primaryKey({ name: 'trade_archives_pkey', columns: [t.companyId, t.month, t.part] })],
);
export type TradeArchiveRow = typeof tradeArchives.$inferSelect;
