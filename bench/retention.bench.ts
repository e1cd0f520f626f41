import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { archiveExpired, restoreMonth } from '../apps/server/src/modules/trades/retention.js';
import { createScratchDatabase, onServer } from '../apps/server/src/test/scratch-database.js';

/**
 * Sales retention (issue 33 §2): a month of ~1 M sales of one company in one partition, on a scratch
 * PostgreSQL database (not the shared bench_sales_data). Times (a) dropping the month's partition
 * against (b) deleting the same rows with the retention setting on (the append-only trigger runs per
 * row), each on a fresh copy of the loaded database, 3 runs; then the archiver on a copy (export to
 * gzip CSV, SHA-256, write, read back, drop) and the restore of the month (rows/s, bytes).
 *   npm run retention -w bench   (DATABASE_URL names the server; BENCH_RETENTION_ROWS, default 1,000,000)
 */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ROWS = Number(process.env.BENCH_RETENTION_ROWS ?? 1_000_000);
const RUNS = 3;
const TEMPLATE = 'bench_retention_template';
const MONTH = '2024-01';

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const urlOf = (name: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function load(): Promise<number> {
  await onServer(SERVER_URL, `drop database if exists ${TEMPLATE} with (force)`);
  await onServer(SERVER_URL, `create database ${TEMPLATE}`);
  const database = await openDatabase({ databaseUrl: urlOf(TEMPLATE), dataDir: null });
  await migrate(database.db);
  await database.close();
  return withClient(urlOf(TEMPLATE), async (client) => {
    const company = (
      await client.query<{ id: number }>(
        `insert into companies (name, sales_retention_months) values ('留存公司', 24) returning id`,
      )
    ).rows[0]!.id;
    await client.query(`select ensure_sales_month('${MONTH}-01')`);
    const started = performance.now();
    // 30 shops × 3 scales; a sale every few seconds over the month, 1 in 20 unmapped.
    await client.query(
      `insert into trades (company_id, shop_id, scale_id, record_no, trade_time, plu, goods_id, goods_name,
         measure_unit, weighing_mode, weight, unit_price, total_before_discount, total_price, ticket_no,
         department, unmapped, clock_ahead, source, received_time)
       select $1, 1 + g % 30, 1 + g % 90, g / 90, $2::timestamptz + (g * ($3::float8 / $4)) * interval '1 second',
         1 + g % 200, case when g % 20 = 0 then null else 1 + g % 200 end,
         case when g % 20 = 0 then '' else '商品 ' || (1 + g % 200) end, 'kg', (g % 3 = 0)::int,
         100 + g % 900, 1280, 128 + g % 500, 128 + g % 500 - (g % 25 = 0)::int * 12, g / 3,
         (1 + g % 3)::smallint, g % 20 = 0, false, 'device', $2::timestamptz + (g * ($3::float8 / $4) + 180) * interval '1 second'
       from generate_series(0, $4 - 1) g`,
      [company, `${MONTH}-01T00:00:00Z`, 31 * 86400, ROWS],
    );
    console.log(
      `loaded ${ROWS.toLocaleString('en')} sales in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await client.query('vacuum analyze');
    const size = (
      await client.query<{ size: string }>(
        `select pg_size_pretty(pg_total_relation_size('trades_${MONTH.replace('-', '_')}')) as size`,
      )
    ).rows[0]!.size;
    console.log(`partition trades_${MONTH.replace('-', '_')} with its indexes: ${size}`);
    return company;
  });
}

/**
 * Milliseconds of `statements` in one transaction, on a fresh copy of the loaded database, and of
 * `after` (outside it: the vacuum a delete leaves to do) when given.
 */
async function onCopy(statements: string[], after?: string): Promise<[number, number]> {
  const copy = await createScratchDatabase(SERVER_URL, 'bench_retention', TEMPLATE);
  try {
    return await withClient(copy.url, async (client) => {
      await client.query('checkpoint');
      const started = performance.now();
      await client.query('begin');
      for (const statement of statements) await client.query(statement);
      await client.query('commit');
      const done = performance.now();
      if (after) await client.query(after);
      return [done - started, performance.now() - done];
    });
  } finally {
    await copy.drop();
  }
}

async function main() {
  const company = await load();
  const partition = `trades_${MONTH.replace('-', '_')}`;
  const drops: number[] = [];
  const deletes: number[] = [];
  const vacuums: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    drops.push(
      (await onCopy(['lock table trades in share row exclusive mode', `drop table ${partition}`]))[0],
    );
    const [deleted, vacuumed] = await onCopy(
      [
        `lock table ${partition} in share row exclusive mode`,
        `set local app.trades_retention = 'on'`,
        `delete from ${partition} where company_id = ${company}`,
      ],
      `vacuum ${partition}`,
    );
    deletes.push(deleted);
    vacuums.push(vacuumed);
  }
  const ms = (values: number[]) => values.map((v) => v.toFixed(v < 100 ? 1 : 0)).join(', ');
  console.log(`(a) DROP TABLE ${partition}: ${ms(drops)} ms`);
  console.log(
    `(b) DELETE its ${ROWS.toLocaleString('en')} rows: ${ms(deletes)} ms; then VACUUM: ${ms(vacuums)} ms`,
  );

  const copy = await createScratchDatabase(SERVER_URL, 'bench_retention', TEMPLATE);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-retention-'));
  const database = await openDatabase({ databaseUrl: copy.url, dataDir: null });
  try {
    const ctx = createContext(database.db, loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }));
    const memoryBefore = process.memoryUsage().rss;
    let started = performance.now();
    const run = await archiveExpired(ctx, new Date());
    const archiveMs = performance.now() - started;
    const archived = run.archived[0];
    if (!archived || run.failed.length) throw new Error(`archiving failed: ${JSON.stringify(run.failed)}`);
    console.log(
      `archive (export, gzip, SHA-256, write, read back, ${archived.removal}): ${archived.rows.toLocaleString('en')} rows in ${(archiveMs / 1000).toFixed(1)} s = ${Math.round((archived.rows / archiveMs) * 1000).toLocaleString('en')} rows/s; ${(archived.bytes / 1e6).toFixed(1)} MB gzip (${(archived.bytes / archived.rows).toFixed(1)} bytes a sale); RSS +${((process.memoryUsage().rss - memoryBefore) / 1e6).toFixed(0)} MB`,
    );
    started = performance.now();
    const restored = await restoreMonth(ctx, company, MONTH, 30, new Date());
    const restoreMs = performance.now() - started;
    console.log(
      `restore: ${restored.inserted.toLocaleString('en')} rows in ${(restoreMs / 1000).toFixed(1)} s = ${Math.round((restored.inserted / restoreMs) * 1000).toLocaleString('en')} rows/s`,
    );
  } finally {
    await database.close();
    await copy.drop();
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(SERVER_URL, `drop database if exists ${TEMPLATE} with (force)`);
  }
}

await main();
