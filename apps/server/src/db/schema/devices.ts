import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companies } from './companies.js';
import { scales } from './scales.js';

/*
 * The device API's versioning (issue 17 §3). Every change that alters what a scale should hold is
 * recorded by triggers (migration 0018) in the writing transaction: the scale's counter row in
 * `device_versions` is bumped (its row lock orders the writers of one scale, so versions commit in
 * order and "changes since N" never skips one committed late) and one `device_changes` row names what
 * changed. Kinds: `plu` (ref = PLU number: upserted or removed, the current state tells which),
 * `hot_keys`, `label` (ref = slot), `texts`, `params`, `all` (the scale moved shop or model, or a
 * full resync was asked for), `push` (the console asked for a push now), `verify` (the console asked
 * for a whole read-back verification now).
 */
export const deviceVersions = pgTable('device_versions', {
  scaleId: integer('scale_id')
    .primaryKey()
    .references(() => scales.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
  /** Changes up to this version were pruned: a feed reader behind it must resync in full. */
  prunedVersion: bigint('pruned_version', { mode: 'number' }).notNull().default(0),
});

/** How long the change feed keeps a change (a bridge away longer resyncs in full). */
export const DEVICE_CHANGES_KEPT_DAYS = 30;

export const DEVICE_CHANGE_KINDS = [
  'plu',
  'hot_keys',
  'label',
  'texts',
  'params',
  'all',
  'push',
  'verify',
] as const;
export type DeviceChangeKind = (typeof DEVICE_CHANGE_KINDS)[number];

export const deviceChanges = pgTable(
  'device_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    version: bigint('version', { mode: 'number' }).notNull(),
    kind: text('kind').$type<DeviceChangeKind>().notNull(),
    ref: integer('ref'),
    /** The writing transaction: repeated identical changes within one transaction are written once. */
    txid: bigint('txid', { mode: 'number' }).notNull(),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('device_changes_scale_version_idx').on(t.scaleId, t.version)],
);

export const SYNC_STATES = ['in_step', 'pushing', 'unreachable', 'error'] as const;
export type SyncState = (typeof SYNC_STATES)[number];

/** What the scale (its bridge) last reported (POST /api/devices/status). */
export const scaleSyncStatus = pgTable('scale_sync_status', {
  scaleId: integer('scale_id')
    .primaryKey()
    .references(() => scales.id, { onDelete: 'cascade' }),
  state: text('state').$type<SyncState>(),
  /** When the state last changed (an unreachable scale is reported on every try: "since" is this). */
  stateSince: timestamp('state_since', { withTimezone: true }),
  lastContact: timestamp('last_contact', { withTimezone: true }).notNull().defaultNow(),
  lastFullSync: timestamp('last_full_sync', { withTimezone: true }),
  lastDeltaSync: timestamp('last_delta_sync', { withTimezone: true }),
  acknowledgedVersion: bigint('acknowledged_version', { mode: 'number' }),
  pushed: integer('pushed'),
  total: integer('total'),
  error: text('error'),
  errorTime: timestamp('error_time', { withTimezone: true }),
  firmware: text('firmware'),
  /** When the scale's sales last reached the server (POST /api/devices/trades). */
  lastSalesUpload: timestamp('last_sales_upload', { withTimezone: true }),
});

/** One difference a read-back found (packages/shared auditDifferenceSchema). */
export type AuditDifferenceRow = {
  plu: number;
  kind: 'differs' | 'missing' | 'unexpected';
  name: string;
  fields: { field: string; scale: string | null; console: string | null }[];
};

/** How many audits are kept per scale (older ones are dropped as a new one is stored). */
export const SCALE_AUDITS_KEPT = 50;

/**
 * Read-back audits (issue 25 §4, POST /api/devices/audits): the bridge read PLUs back from the scale
 * and compared them with what the console says it should hold.
 */
export const scaleAudits = pgTable(
  'scale_audits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    scaleId: integer('scale_id')
      .notNull()
      .references(() => scales.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    checkedTime: timestamp('checked_time', { withTimezone: true }).notNull().defaultNow(),
    checked: integer('checked').notNull(),
    matched: integer('matched').notNull(),
    /** Every PLU of the scale was read (a whole verification), else a rolling sample. */
    full: boolean('full').notNull().default(false),
    version: bigint('version', { mode: 'number' }),
    differences: jsonb('differences').$type<AuditDifferenceRow[]>().notNull().default([]),
    /** Differences beyond those listed. */
    more: integer('more').notNull().default(0),
    /** The bridge had already resent the differing PLUs and read them back matching. */
    repaired: boolean('repaired').notNull().default(false),
  },
  (t) => [index('scale_audits_scale_id_idx').on(t.scaleId, t.id.desc())],
);
