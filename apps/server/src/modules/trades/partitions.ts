import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';

/**
 * Sales and the hourly rollups are range-partitioned by UTC month (issue 33 §2, migration 0032).
 * A month's partitions are made by the SQL function `ensure_sales_month` (one home for the naming and
 * the bounds); this module says when: the months ahead, by the server every few hours and by
 * `npm run partitions -w apps/server`, and any month a batch of sales falls in, before it is stored
 * (a scale's clock or an imported file can name any month since 2000).
 */

/** The first day of each UTC month these instants fall in, once each, as 'YYYY-MM-01'. */
export function monthsOf(times: readonly Date[]): string[] {
  return [...new Set(times.map((t) => `${t.toISOString().slice(0, 7)}-01`))].sort();
}

/** The first day of this UTC month and the `ahead` after it. */
export function monthsAhead(now: Date, ahead: number): string[] {
  const months: string[] = [];
  for (let i = 0; i <= ahead; i++) {
    const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    months.push(first.toISOString().slice(0, 10));
  }
  return months;
}

/**
 * Makes the partitions of these months that are missing; answers how many tables it made. Cheap when
 * they exist (a catalogue lookup per table, no lock), so every batch calls it. Outside a long
 * transaction where it can be: making a partition locks its parent until the transaction ends.
 */
export async function ensureSalesMonths(db: Executor, months: readonly string[]): Promise<number> {
  if (months.length === 0) return 0;
  const result = await db.execute(
    sql`select coalesce(sum(ensure_sales_month(m)), 0)::int as made
        from unnest(${`{${months.join(',')}}`}::date[]) m`,
  );
  return (result as unknown as { rows: { made: number }[] }).rows[0]?.made ?? 0;
}

/** This month and the three after it: partitions are ready before the first sale of a month arrives. */
export const MONTHS_AHEAD = 3;
/** How often the server checks the months ahead (the check is a few catalogue lookups). */
export const AHEAD_CHECK_MS = 6 * 3600_000;

export async function ensureMonthsAhead(ctx: AppContext): Promise<number> {
  return ensureSalesMonths(ctx.db, monthsAhead(ctx.clock(), MONTHS_AHEAD));
}
