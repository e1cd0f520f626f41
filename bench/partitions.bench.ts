import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { ensureSalesData, LAST_DAY, urlOf } from './sales-data.js';
import { listen, type Stats, signInHeaders, stats, triple } from './support.js';

/**
 * Sales partitioned by month against the same sales unpartitioned (issue 33 §2), side by side: two apps
 * of this same code in one process, one on the 10 M-sales database after migration 0032 and one on a
 * copy of it made before (plain `trades` and hourly rollups), called in turn, the order swapped every
 * round, so both sides meet the same machine load. Each case: the analyses of one company's year and
 * the trade page's first page of one shop's month.
 *   1. With the code before 0032 (a checkout of the commit before it): `npm run sales-data -w bench`,
 *      then `createdb -T bench_sales_data bench_sales_before` (the copy: plain tables).
 *   2. From this code: `npm run analysis -w bench` (migrates bench_sales_data), then
 *      `npm run partitions-vs-plain -w bench`   (BENCH_ROUNDS, default 40; BENCH_PLAIN_DB, default bench_sales_before)
 * The plain side is read only: nothing of this code that writes runs against its older schema.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const PLAIN_DB = process.env.BENCH_PLAIN_DB ?? 'bench_sales_before';
const YEAR = { date_from: '2025-11-26', date_to: LAST_DAY };
const MONTH = { date_from: '2026-10-01', date_to: '2026-10-31' };

async function side(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
    serveStatic: false,
  });
  const base = await listen(app);
  const headers = await signInHeaders(base, 'admin', 'Admin@123456');
  return {
    async call(path: string, query: Record<string, string>): Promise<{ ms: number; body: string }> {
      const started = performance.now();
      const response = await fetch(`${base}${path}?${new URLSearchParams(query)}`, { headers });
      const body = await response.text();
      if (!response.ok || !body.includes('"code":1')) throw new Error(`${path}: ${response.status} ${body}`);
      return { ms: performance.now() - started, body };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

async function main() {
  const { url, meta } = await ensureSalesData();
  const company = meta.companies[0]!;
  const shop = company.shops[0]!;
  const partitioned = await side(url);
  const plain = await side(urlOf(PLAIN_DB));
  const inCompany = { ...YEAR, company_id: String(company.id) };
  const cases: { label: string; path: string; query: Record<string, string> }[] = [
    { label: 'orders', path: '/api/management/stats/orders', query: inCompany },
    {
      label: 'sales (by day)',
      path: '/api/management/stats/sales',
      query: { ...inCompany, granularity: 'day' },
    },
    {
      label: 'sales (by month)',
      path: '/api/management/stats/sales',
      query: { ...inCompany, granularity: 'month' },
    },
    {
      label: 'goods (ranking, 50)',
      path: '/api/management/stats/goods',
      query: { ...inCompany, sort: 'amount', limit: '50' },
    },
    { label: 'shops (compared)', path: '/api/management/stats/shops', query: inCompany },
    {
      label: 'trade page 1 (a shop’s month)',
      path: '/api/management/trades',
      query: { ...MONTH, shop_id: String(shop.id), page: '1', per_page: '20' },
    },
  ];
  console.log(
    `${ROUNDS} rounds a case after 3 warm-up, the two sides in turn (order swapped each round); node ${process.version}\n`,
  );
  console.log(
    '| case | partitioned p50 / p95 / p99 ms | plain p50 / p95 / p99 ms | partitioned/plain (p50) | same answer |',
  );
  console.log('|---|---:|---:|---:|---|');
  try {
    for (const c of cases) {
      const times: { partitioned: number[]; plain: number[] } = { partitioned: [], plain: [] };
      let same = true;
      for (let round = -3; round < ROUNDS; round++) {
        const order =
          round % 2 === 0 ? (['partitioned', 'plain'] as const) : (['plain', 'partitioned'] as const);
        const answers: Record<string, string> = {};
        for (const which of order) {
          const { ms, body } = await (which === 'partitioned' ? partitioned : plain).call(c.path, c.query);
          if (round >= 0) times[which].push(ms);
          answers[which] = body;
        }
        same &&= answers.partitioned === answers.plain;
      }
      const a: Stats = stats(times.partitioned);
      const b: Stats = stats(times.plain);
      console.log(
        `| ${c.label} | ${triple(a)} | ${triple(b)} | ${(a.p50 / b.p50).toFixed(2)} | ${same ? 'yes' : 'NO'} |`,
      );
    }
  } finally {
    await partitioned.close();
    await plain.close();
  }
}

await main();
