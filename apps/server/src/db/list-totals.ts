import type pg from 'pg';
import type { Db } from './db-type.js';

/**
 * Exact list totals without a `count(*)` per page (ARCHITECTURE.md, Decisions: "List totals").
 *
 * A list's total is cached per (table, scope, filter) for a few seconds, and every write to the
 * table through this process drops it: the PostgreSQL pool reports each statement that writes a
 * counted table (whoever sends it: a repository, an import, raw SQL) when it is sent and again
 * when it is committed or rolled back, so no total read before a write's commit outlives it.
 * Another instance's writes show within the TTL, as its sessions do.
 */

/** The tables whose list totals are cached. A company's deletion cascades to them. */
const COUNTED = ['goods', 'shops'] as const;
export type CountedTable = (typeof COUNTED)[number];
const CASCADES_FROM: Record<string, readonly CountedTable[]> = { companies: COUNTED };

const WRITE =
  /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|copy)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;

/** The counted tables a statement writes (directly or by cascade). */
export function countedTablesWrittenBy(text: string): CountedTable[] {
  const found = new Set<CountedTable>();
  for (const [, name] of text.matchAll(WRITE)) {
    const table = name!.toLowerCase();
    if ((COUNTED as readonly string[]).includes(table)) found.add(table as CountedTable);
    for (const cascaded of CASCADES_FROM[table] ?? []) found.add(cascaded);
  }
  return [...found];
}

/** Generations of the counted tables: a total is good only while its table's generation stands. */
class TableGenerations {
  private readonly generation = new Map<CountedTable, number>();
  of(table: CountedTable): number {
    return this.generation.get(table) ?? 0;
  }
  bump(tables: Iterable<CountedTable>): void {
    for (const table of tables) this.generation.set(table, this.of(table) + 1);
  }
}

type QueryArgs = [unknown, ...unknown[]];
const textOf = (config: unknown): string | undefined =>
  typeof config === 'string'
    ? config
    : typeof (config as { text?: unknown })?.text === 'string'
      ? (config as { text: string }).text
      : undefined;

/**
 * Watches every statement of the pool's connections. In a transaction a write counts at once and
 * again at its end; outside one, at once and when it has completed.
 */
function watchClient(client: pg.PoolClient, generations: TableGenerations): void {
  const query = client.query.bind(client) as (...args: QueryArgs) => unknown;
  let inTransaction = false;
  const pending = new Set<CountedTable>();
  (client as unknown as { query: (...args: QueryArgs) => unknown }).query = (...args: QueryArgs) => {
    const text = textOf(args[0]);
    if (text === undefined) return query(...args);
    const written = countedTablesWrittenBy(text);
    const keyword = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
    let after: CountedTable[] = [];
    if (keyword === 'begin' || keyword === 'start') inTransaction = true;
    if (written.length > 0) {
      generations.bump(written);
      if (inTransaction) for (const table of written) pending.add(table);
      else after = written;
    }
    if (keyword === 'commit' || keyword === 'rollback' || keyword === 'end' || keyword === 'abort') {
      inTransaction = false;
      after = [...pending];
      pending.clear();
    }
    if (after.length === 0) return query(...args);
    const settle = () => generations.bump(after);
    const last = args.length - 1;
    if (typeof args[last] === 'function') {
      const callback = args[last] as (...r: unknown[]) => void;
      args[last] = (...r: unknown[]) => {
        settle();
        callback(...r);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result && typeof (result as Promise<unknown>).then === 'function')
      (result as Promise<unknown>).then(settle, settle);
    else settle();
    return result;
  };
}

type Entry = { total: number; generation: number; until: number };

export class ListTotals {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly generations: TableGenerations,
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The cached total of the list `key` of `table`, else `count()` (cached when no write came between). */
  async total(table: CountedTable, key: string, count: () => Promise<number>): Promise<number> {
    const id = `${table}\u0000${key}`;
    const generation = this.generations.of(table);
    const entry = this.entries.get(id);
    if (entry && entry.generation === generation && entry.until > Date.now()) return entry.total;
    const total = await count();
    if (this.ttlMs > 0 && this.generations.of(table) === generation) {
      this.entries.delete(id);
      if (this.entries.size >= this.maxEntries) {
        const oldest = this.entries.keys().next().value;
        if (oldest !== undefined) this.entries.delete(oldest);
      }
      this.entries.set(id, { total, generation, until: Date.now() + this.ttlMs });
    }
    return total;
  }
}

const totalsOfDb = new WeakMap<Db, ListTotals>();

/** Called by openDatabase for a PostgreSQL pool: its lists' totals are cached from now on. */
export function watchPool(db: Db, pool: pg.Pool, ttlMs: number): void {
  const generations = new TableGenerations();
  pool.on('connect', (client) => watchClient(client, generations));
  totalsOfDb.set(db, new ListTotals(generations, ttlMs));
}

/**
 * A list's exact total: cached on PostgreSQL (see above); counted every time on PGlite, whose one
 * connection runs in this process (nothing to spare there by caching, and nothing watched).
 */
export function listTotal(
  db: Db,
  table: CountedTable,
  key: unknown,
  count: () => Promise<number>,
): Promise<number> {
  const totals = totalsOfDb.get(db);
  return totals ? totals.total(table, JSON.stringify(key), count) : count();
}
