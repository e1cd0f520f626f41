import { and, eq, isNull, max, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Executor } from '../../db/client.js';
import { type TradeArchiveRow, tradeArchives } from '../../db/schema/index.js';

/** The SQL of sales retention (issue 33 §2); the rules are retention.ts's. */

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The advisory-lock key of the archiver ('retent' in ASCII): one archiving run at a time. */
const RETENTION_LOCK_KEY = 0x726574656e74;

/**
 * Runs fn while holding the archiver's session lock, or answers null at once when another session
 * holds it (another server, or the command). On PostgreSQL the lock is held on a connection of its
 * own (fn's queries use the rest of the pool); PGlite has one session, and one process per DATA_DIR.
 */
export async function withRetentionLock<T>(db: Db, fn: () => Promise<T>): Promise<T | null> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) {
    const holder = await client.connect();
    try {
      const got = await holder.query<{ got: boolean }>('select pg_try_advisory_lock($1) as got', [
        RETENTION_LOCK_KEY,
      ]);
      if (!got.rows[0]?.got) return null;
      try {
        return await fn();
      } finally {
        await holder.query('select pg_advisory_unlock($1)', [RETENTION_LOCK_KEY]).catch(() => {});
      }
    } finally {
      holder.release();
    }
  }
  const got = rowsOf<{ got: boolean }>(
    await db.execute(sql`select pg_try_advisory_lock(${RETENTION_LOCK_KEY}::bigint) as got`),
  );
  if (!got[0]?.got) return null;
  try {
    return await fn();
  } finally {
    await db.execute(sql`select pg_advisory_unlock(${RETENTION_LOCK_KEY}::bigint)`);
  }
}

export type ExpiredMonth = { companyId: number; month: string; rows: number };

/**
 * Every (company, UTC month) past the company's retention that still has rows in `trades`: the
 * month ends on or before the first day of this UTC month less `sales_retention_months` months, and no
 * archive part of it is kept (restored) past `now`.
 */
export async function expiredMonths(db: Executor, now: Date): Promise<ExpiredMonth[]> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    with "policy" as (
      select "id" as "company_id",
        (date_trunc('month', ${at}::timestamptz at time zone 'UTC')
          - make_interval(months => "sales_retention_months")) at time zone 'UTC' as "cutoff"
      from "companies" where "sales_retention_months" is not null
    ), "months" as (
      select t."company_id", date_trunc('month', t."trade_time" at time zone 'UTC')::date as "month",
        count(*)::int as "rows"
      from "policy" p join "trades" t on t."company_id" = p."company_id" and t."trade_time" < p."cutoff"
      group by 1, 2
    )
    select "company_id" as "companyId", to_char("month", 'YYYY-MM-DD') as "month", "rows" from "months" m
    where not exists (
      select 1 from "trade_archives" a
      where a."company_id" = m."company_id" and a."month" = m."month" and a."kept_until" > ${at}::timestamptz
    )
    order by 1, 2`);
  return rowsOf<ExpiredMonth>(result);
}

/** The columns of `trades` in table order, with their types. */
export async function tradeColumns(db: Executor): Promise<{ name: string; type: string }[]> {
  const result = await db.execute(sql`
    select "attname" as "name", format_type("atttypid", "atttypmod") as "type"
    from pg_attribute where "attrelid" = 'trades'::regclass and "attnum" > 0 and not "attisdropped"
    order by "attnum"`);
  return rowsOf<{ name: string; type: string }>(result);
}

/** A column as text: timestamps ISO 8601 in UTC with Z (to the microsecond), the rest as PostgreSQL writes it. */
function asText(column: { name: string; type: string }) {
  const id = sql.identifier(column.name);
  return column.type === 'timestamp with time zone'
    ? sql`to_char(${id} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql`${id}::text`;
}

/** A sale's time within the UTC month starting on `month` ('YYYY-MM-01'). */
function inMonth(month: string) {
  const first = new Date(`${month}T00:00:00Z`);
  const next = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1));
  return sql`"trade_time" >= ${first.toISOString()}::timestamptz and "trade_time" < ${next.toISOString()}::timestamptz`;
}

/** A company's rows of a month after `afterId`, ordered by id, every column as text (null kept). */
export async function monthRowsAfter(
  db: Executor,
  columns: readonly { name: string; type: string }[],
  companyId: number,
  month: string,
  afterId: string,
  limit: number,
): Promise<(string | null)[][]> {
  const list = sql.join(
    columns.map((c) => asText(c)),
    sql`, `,
  );
  const result = await db.execute(sql`
    select array[${list}] as "values" from "trades"
    where "company_id" = ${companyId} and ${inMonth(month)}
      and "id" > ${afterId}::bigint
    order by "id" limit ${limit}`);
  return rowsOf<{ values: (string | null)[] }>(result).map((r) => r.values);
}

/** How many rows a company has in a month (inside the archiving transaction, after its lock). */
export async function countMonthRows(tx: Executor, companyId: number, month: string): Promise<number> {
  const result = await tx.execute(sql`
    select count(*)::int as "n" from "trades"
    where "company_id" = ${companyId} and ${inMonth(month)}`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** The partition of `trades` holding a month: trades_YYYY_MM (0032's ensure_month_partition names it). */
export function partitionOf(month: string): string {
  return `trades_${month.slice(0, 4)}_${month.slice(5, 7)}`;
}

/** Whether any other company has rows in the month's partition. */
export async function othersInPartition(tx: Executor, companyId: number, month: string): Promise<boolean> {
  const result = await tx.execute(
    sql`select exists (select 1 from ${sql.identifier(partitionOf(month))} where "company_id" <> ${companyId}) as "others"`,
  );
  return rowsOf<{ others: boolean }>(result)[0]?.others ?? false;
}

export async function partitionExists(db: Executor, month: string): Promise<boolean> {
  const result = await db.execute(sql`select to_regclass(${partitionOf(month)}) is not null as "found"`);
  return rowsOf<{ found: boolean }>(result)[0]?.found ?? false;
}

/**
 * Locks for the removal (with a lock timeout: a long reader must not hold the sales' writers behind
 * this transaction; the month waits for the next run). Dropping the partition needs the parent
 * `trades` (inserts of every month wait the moment it takes); deleting needs only the partition.
 * Either way no sale of the month is added between the count and the removal.
 */
export async function lockForRemoval(tx: Executor, month: string, drop: boolean): Promise<void> {
  await tx.execute(sql`set local lock_timeout = '10s'`);
  await tx.execute(
    drop
      ? sql`lock table "trades" in share row exclusive mode`
      : sql`lock table ${sql.identifier(partitionOf(month))} in share row exclusive mode`,
  );
}

export async function dropPartition(tx: Executor, month: string): Promise<void> {
  await tx.execute(sql`drop table ${sql.identifier(partitionOf(month))}`);
}

/** Deletes a company's rows of a month: the append-only trigger lets it through for this transaction. */
export async function deleteCompanyMonth(tx: Executor, companyId: number, month: string): Promise<number> {
  await tx.execute(sql`set local app.trades_retention = 'on'`);
  const result = await tx.execute(sql`
    with "gone" as (delete from ${sql.identifier(partitionOf(month))} where "company_id" = ${companyId} returning 1)
    select count(*)::int as "n" from "gone"`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Every archive part of (company, month), the row locked until the transaction ends. */
export async function partsOf(
  db: Executor,
  companyId: number,
  month: string,
  lock = false,
): Promise<TradeArchiveRow[]> {
  const query = db
    .select()
    .from(tradeArchives)
    .where(and(eq(tradeArchives.companyId, companyId), eq(tradeArchives.month, month)))
    .orderBy(tradeArchives.part);
  return lock ? query.for('update') : query;
}

export async function nextPart(tx: Executor, companyId: number, month: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(tradeArchives.part) })
    .from(tradeArchives)
    .where(and(eq(tradeArchives.companyId, companyId), eq(tradeArchives.month, month)));
  return (row?.last ?? 0) + 1;
}

export async function insertPart(tx: Executor, values: typeof tradeArchives.$inferInsert): Promise<void> {
  await tx.insert(tradeArchives).values(values);
}

export async function supersede(
  tx: Executor,
  companyId: number,
  month: string,
  parts: readonly number[],
  now: Date,
): Promise<void> {
  for (const part of parts) {
    await tx
      .update(tradeArchives)
      .set({ supersededTime: now })
      .where(
        and(
          eq(tradeArchives.companyId, companyId),
          eq(tradeArchives.month, month),
          eq(tradeArchives.part, part),
          isNull(tradeArchives.supersededTime),
        ),
      );
  }
}

export async function keepParts(
  tx: Executor,
  companyId: number,
  month: string,
  keptUntil: Date,
): Promise<void> {
  await tx
    .update(tradeArchives)
    .set({ keptUntil })
    .where(
      and(
        eq(tradeArchives.companyId, companyId),
        eq(tradeArchives.month, month),
        isNull(tradeArchives.supersededTime),
      ),
    );
}

/** Inserts archived rows (objects keyed by column name, values as text) with their own ids; a row already there is left. */
export async function insertArchivedRows(
  tx: Executor,
  rows: readonly Record<string, string | null>[],
): Promise<number> {
  const result = await tx.execute(sql`
    with "added" as (
      insert into "trades" overriding system value
      select * from json_populate_recordset(null::"trades", ${JSON.stringify(rows)}::json)
      on conflict do nothing returning 1
    )
    select count(*)::int as "n" from "added"`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** How many of a company's months are archived and not back in `trades` (not restored, or kept no longer). */
export async function monthsAway(db: Executor, companyId: number, now: Date): Promise<number> {
  const result = await db.execute(sql`
    select count(distinct "month")::int as "n" from "trade_archives"
    where "company_id" = ${companyId} and "superseded_time" is null
      and ("kept_until" is null or "kept_until" <= ${now.toISOString()}::timestamptz)`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}
