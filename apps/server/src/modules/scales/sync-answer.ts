import type { ScaleSync } from '@dahua/shared/contracts/devices';
import type { scaleSyncStatus } from '../../db/schema/index.js';

type StatusRow = typeof scaleSyncStatus.$inferSelect;

/** The `sync` block of the scale answer; null before the scale's first contact. */
export function syncAnswer(row: StatusRow | null, version: number | null): ScaleSync | null {
  if (!row) return null;
  const iso = (date: Date | null) => (date ? date.toISOString() : null);
  const { lastFullSync: full, lastDeltaSync: delta } = row;
  const lastSync = full && delta ? (full > delta ? full : delta) : (full ?? delta);
  return {
    state: row.state,
    state_since: iso(row.stateSince),
    last_contact: row.lastContact.toISOString(),
    last_sync: iso(lastSync),
    last_full_sync: iso(full),
    last_delta_sync: iso(delta),
    acknowledged_version: row.acknowledgedVersion,
    version: version ?? 0,
    pushed: row.pushed,
    total: row.total,
    error: row.error,
    error_time: iso(row.errorTime),
    firmware: row.firmware,
    last_sales_upload: iso(row.lastSalesUpload),
  };
}
