import type { VerificationStatus } from '@dahua/shared';
import { dayIn } from '@dahua/shared';
import type { VerificationState } from '@dahua/shared/contracts/scale-legal';
import { inArray, type SQL } from 'drizzle-orm';
import type { ReadScope } from '../../access/read-scope.js';
import type { Executor } from '../../db/client.js';
import { scaleVerificationCurrent } from '../../db/schema/index.js';
import { MAKER_TIME_ZONE } from '../time-zones/index.js';
import * as repo from './repo.js';
import { stateOf } from './service.js';

/**
 * What other modules may read of a scale's legal life: its verification status in SQL (lists that
 * filter and page on it: the scale list, the fleet), the next due day, the states of some scales,
 * and the dashboard's count. The column references are written out (`"scales"."id"`), since Drizzle
 * leaves a single-table select's columns unqualified.
 */
export function verificationStatusSql(
  now: Date,
  scaleId: SQL = repo.SCALE_ID_REF,
  shopId: SQL = repo.SCALE_SHOP_REF,
): SQL<VerificationStatus> {
  return repo.statusSql(now, scaleId, shopId);
}

/** The next due day of the record that counts (`YYYY-MM-DD`), or null. */
export function nextDueOnSql(scaleId: SQL = repo.SCALE_ID_REF): SQL<string | null> {
  return repo.nextDueSql(scaleId);
}

/** Scales in service whose passing record falls due by the end of their shop's month, or is overdue. */
export function dueThisMonthCount(db: Executor, scope: ReadScope, now: Date): Promise<number> {
  return repo.dueThisMonthCount(db, scope, now);
}

/** The same scales as a condition on the outer scales row (the scale list's `due_this_month` filter). */
export function dueThisMonthSql(now: Date): SQL {
  return repo.dueThisMonthSql(now);
}

/**
 * The verification state of each of these scales on its shop's day (`zones`: scale id → its shop's
 * zone); a scale without a record is `never`.
 */
export async function verificationStates(
  db: Executor,
  zones: ReadonlyMap<number, string>,
  now: Date,
): Promise<Map<number, VerificationState>> {
  const ids = [...zones.keys()];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(scaleVerificationCurrent)
          .where(inArray(scaleVerificationCurrent.scaleId, ids));
  const byScale = new Map(rows.map((row) => [row.scaleId, row]));
  return new Map(
    ids.map((id) => [id, stateOf(byScale.get(id) ?? null, dayIn(now, zones.get(id) ?? MAKER_TIME_ZONE))]),
  );
}
