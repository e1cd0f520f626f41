import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { SALES_DB, urlOf } from './sales-data.js';

/**
 * Times the pending migrations on an existing database: how long a deployment's start-up migration takes
 * on real-sized data (issue 33 §2: 0032 moves 10 M sales into monthly partitions). Generate the data with
 * the code before the migration (a checkout of the commit before it: `npm run sales-data -w bench`), then
 * from this one:
 *   npm run migrate-timed -w bench   (DATABASE_URL names the server; BENCH_SALES_DB the database)
 */
const url = urlOf(SALES_DB);
const raw = new pg.Pool({ connectionString: url, max: 1 });
const count = async () => (await raw.query<{ n: string }>('select count(*) as n from trades')).rows[0]!.n;
const pending = async () =>
  (await raw.query<{ n: string }>('select count(*) as n from drizzle.__drizzle_migrations')).rows[0]!.n;
const before = { rows: await count(), applied: await pending() };
const database = await openDatabase({ databaseUrl: url, dataDir: null });
const started = performance.now();
await migrate(database.db);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
await database.close();
const partitions = await raw.query<{ n: string }>(
  `select count(*) as n from pg_inherits where inhparent = 'trades'::regclass`,
);
console.log(
  `${SALES_DB}: ${Number(before.rows).toLocaleString('en')} sales; migrations applied before ${before.applied}, ` +
    `after ${await pending()}; took ${seconds} s; trades now ${Number(await count()).toLocaleString('en')} rows ` +
    `in ${partitions.rows[0]!.n} partitions`,
);
await raw.end();
