import type { PGlite } from '@electric-sql/pglite';
import { createPglite, type Database, databaseOnPglite } from '../db/client.js';

/**
 * The test files' PGlite instances, kept per worker and put back as the run's migrated template
 * was, instead of each file opening its own (about a second of CPU each, most of a file's setup):
 * every table emptied with its identities restarted, the template's own rows put back, every
 * sequence where the template had it, the session's state discarded.
 *
 * A file's app can no longer reach an instance once it is handed back (its client refuses), so a
 * late write of one file never lands in the next file's database.
 */

type Snapshot = {
  tables: string[];
  rows: { table: string; columns: string[]; json: string }[];
  sequences: { name: string; value: string; called: boolean }[];
};

type Pooled = { client: PGlite; snapshot: Snapshot };

/** More than this many idle instances are closed: a file rarely holds more than one at once. */
const MAX_IDLE = 2;
const idle: Pooled[] = [];

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** What a freshly loaded template holds, to put it back after each use. */
async function snapshotOf(client: PGlite): Promise<Snapshot> {
  const tables = (
    await client.query<{ name: string }>(
      `select format('%I.%I', schemaname, tablename) as name from pg_tables
        where schemaname not in ('pg_catalog', 'information_schema', 'drizzle') order by 1`,
    )
  ).rows.map((row) => row.name);
  const rows: Snapshot['rows'] = [];
  for (const table of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(t)::text as json from ${table} t`,
    );
    const json = found[0]?.json;
    if (!json) continue;
    const columns = (
      await client.query<{ name: string }>(
        `select attname as name from pg_attribute
          where attrelid = $1::regclass and attnum > 0 and not attisdropped and attgenerated = ''
          order by attnum`,
        [table],
      )
    ).rows.map((row) => row.name);
    rows.push({ table, columns, json });
  }
  const sequences = (
    await client.query<{ name: string; value: string; called: boolean }>(
      `select format('%I.%I', schemaname, sequencename) as name,
              coalesce(last_value, start_value)::text as value, last_value is not null as called
         from pg_sequences`,
    )
  ).rows;
  return { tables, rows, sequences };
}

/** Puts the template's state back; false when the instance cannot be trusted any more. */
async function reset({ client, snapshot }: Pooled): Promise<boolean> {
  try {
    await client.exec('rollback'); // a file that ended mid-transaction
    await client.exec('discard all');
    if (snapshot.tables.length)
      await client.exec(`truncate ${snapshot.tables.join(', ')} restart identity cascade`);
    await client.transaction(async (tx) => {
      // The template's rows as they were, not as triggers would make them.
      await tx.exec(`set local session_replication_role = replica`);
      for (const { table, columns, json } of snapshot.rows) {
        const list = columns.map(quote).join(', ');
        await tx.query(
          `insert into ${table} (${list}) overriding system value
           select ${list} from json_populate_recordset(null::${table}, $1::json)`,
          [json],
        );
      }
      for (const { name, value, called } of snapshot.sequences) {
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [name, value, called]);
      }
    });
    return true;
  } catch {
    return false;
  }
}

/** A client whose every use fails once revoke() was called. */
function revocable(client: PGlite): { client: PGlite; revoke(): void } {
  let revoked = false;
  const proxy = new Proxy(client, {
    get(target, property) {
      const value = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (revoked) throw new Error('this test database was handed back to the pool');
        return value.apply(target, args);
      };
    },
  });
  return { client: proxy, revoke: () => (revoked = true) };
}

/** An in-memory database as the template left it: from the pool, else a new one from the dump. */
export async function borrowPglite(template: Blob): Promise<Database> {
  let pooled = idle.pop();
  if (!pooled) {
    const client = await createPglite(undefined, template);
    pooled = { client, snapshot: await snapshotOf(client) };
  }
  const lent = revocable(pooled.client);
  const held = pooled;
  return databaseOnPglite(lent.client, async () => {
    lent.revoke();
    if (idle.length < MAX_IDLE && (await reset(held))) idle.push(held);
    else await held.client.close();
  });
}
