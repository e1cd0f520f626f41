import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { listen, signInHeaders, timed, triple } from './support.js';

/**
 * The stock overview as the console calls it (GET /api/management/stock, 20 a page) over 100,000
 * balances of one company (10 warehouses × 10,000 goods), through the real app and as plain SQL.
 *   npm run stock-overview -w bench     (DATABASE_URL, BENCH_REQUESTS, BENCH_EXPLAIN=1 for the plans
 *   of the statements the repository sends, captured from the app's own connection pool)
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARM_UP = 30;
const GOODS = 10_000;
const WAREHOUSES = 10;
const PER_PAGE = 20;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * 10,000 goods in the demo company named like `山东苹果精品 01234` (10 origins × 10 products × 5
 * grades), item codes 4000001…, PLU numbers 101…10100 (the demo goods hold 1–51; a few pass the
 * API's 9999, the table has no such check); 10 warehouses; a balance of every goods item in every
 * warehouse, with a low-stock threshold on every 50th goods item, half of them under it.
 */
async function fill(pool: pg.Pool, companyId: number): Promise<number[]> {
  await pool.query(
    `insert into goods (company_id, plu_number, item_code, name, unit_price_fen, weighing_mode, measure_unit, origin)
     select $2::int, 100 + i, (4000000 + i)::text,
            (array['山东','新疆','海南','云南','浙江','江苏','内蒙古','河北','广西','四川'])[1 + i % 10]
              || (array['苹果','香梨','香蕉','葡萄','西红柿','黄瓜','五花肉','牛腱子','鸡翅','酱牛肉'])[1 + (i / 10) % 10]
              || (array['精品','特级','一级','散装','礼盒'])[1 + (i / 100) % 5]
              || ' ' || lpad(i::text, 5, '0'),
            100 + i % 9000, i % 3, case when i % 3 = 1 then '个' else 'kg' end, '产地'
     from generate_series(1, $1) i`,
    [GOODS, companyId],
  );
  const warehouses = await pool.query<{ id: number }>(
    `insert into stock_locations (company_id, kind, name)
     select $1, 'warehouse', '仓库 ' || lpad(i::text, 2, '0') from generate_series(1, $2) i returning id`,
    [companyId, WAREHOUSES],
  );
  await pool.query(
    `insert into stock_balances (location_id, goods_id, company_id, quantity, value, last_move_time, low_threshold)
     select l.id, g.id, $1, q.quantity, q.quantity * (100 + g.id % 900) / 1000,
            now() - make_interval(mins => (g.id * 7 + l.id) % 100000),
            case when g.plu_number % 50 = 0 then 20000 end
     from stock_locations l
     cross join goods g
     cross join lateral (select case when g.plu_number % 100 = 0 then 5000 + (g.id + l.id) % 10000
                                     else 30000 + (g.id * 31 + l.id * 17) % 970000 end as quantity) q
     where l.company_id = $1 and l.kind = 'warehouse' and g.company_id = $1 and g.plu_number > 100`,
    [companyId],
  );
  // A table in service has been vacuumed (autovacuum): counts can read the index alone.
  await pool.query('vacuum analyze goods, stock_locations, stock_balances');
  return warehouses.rows.map((r) => r.id);
}

type Case = {
  label: string;
  query: Record<string, string>;
  /** The plain statements' extra condition and parameters (after company and offset). */
  where?: string;
  params?: unknown[];
};

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 10 });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const demo = await raw.query<{ id: number }>(`select id from companies where name = '演示公司'`);
    const companyId = demo.rows[0]!.id;
    const filled = performance.now();
    const warehouses = await fill(raw, companyId);
    const counts = await raw.query<{ balances: number; company: number; below: number }>(
      `select (select count(*)::int from stock_balances) balances,
              (select count(*)::int from stock_balances where company_id = $1) company,
              (select count(*)::int from stock_balances where company_id = $1 and quantity < low_threshold) below`,
      [companyId],
    );
    console.log(`filled in ${((performance.now() - filled) / 1000).toFixed(1)} s:`, counts.rows[0]);
    const total = counts.rows[0]!.company;
    const lastPage = Math.ceil(total / PER_PAGE);
    const middlePage = Math.ceil(lastPage / 2);
    const warehouse = warehouses[4]!;

    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = await signInHeaders(base, 'demo', 'Demo@123456');

    const search = `exists (select 1 from goods g where g.id = goods_id and (g.name like $3 or g.item_code like $3 or g.plu_number::text = $4))`;
    const CASES: Case[] = [
      { label: 'page 1', query: { page: '1' } },
      { label: `page ${middlePage} (middle)`, query: { page: String(middlePage) } },
      { label: `page ${lastPage} (last)`, query: { page: String(lastPage) } },
      {
        label: 'one warehouse, page 1',
        query: { page: '1', location_id: String(warehouse) },
        where: 'location_id = $3',
        params: [warehouse],
      },
      {
        label: 'one warehouse, page 500 (last)',
        query: { page: '500', location_id: String(warehouse) },
        where: 'location_id = $3',
        params: [warehouse],
      },
      ...[
        ['rare: 4001234 (item code, 1 goods item)', '4001234', '1'],
        ['medium: 山东苹果 (1% of goods)', '山东苹果', '1'],
        ['medium: 山东苹果, page 50 (last)', '山东苹果', '50'],
        ['broad: 苹果 (10% of goods)', '苹果', '1'],
      ].map(([label, text, page]) => ({
        label: `search ${label}`,
        query: { page: page!, search: text! },
        where: search,
        params: [`%${text}%`, text],
      })),
      ...['1', String(Math.ceil(counts.rows[0]!.below / PER_PAGE))].map((page, i) => ({
        label: `below_threshold=true, page ${page}${i === 1 ? ' (last)' : ''}`,
        query: { page, below_threshold: 'true' },
        where: 'quantity < low_threshold',
      })),
    ];

    // The statements the repository sends, captured from the app's own pool (BENCH_EXPLAIN=1).
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const sendQuery = client.query.bind(client);
    const explain = async (url: string) => {
      const sent: { text: string; values: unknown[] }[] = [];
      client.query = (...args: unknown[]) => {
        const [config, values] = args as [string | { text: string }, unknown[] | undefined];
        sent.push({ text: typeof config === 'string' ? config : config.text, values: values ?? [] });
        return sendQuery(...args);
      };
      try {
        await fetch(url, { headers });
      } finally {
        client.query = sendQuery;
      }
      for (const statement of sent.filter((s) => s.text.includes('stock_balances'))) {
        const plan = await raw.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        );
        console.log(`\n${statement.text}\n-- ${JSON.stringify(statement.values)}`);
        for (const row of plan.rows) console.log(row['QUERY PLAN']);
      }
    };

    const rows: string[] = [];
    for (const c of CASES) {
      const params = new URLSearchParams({ ...c.query, per_page: String(PER_PAGE) });
      const url = `${base}/api/management/stock?${params}`;
      let meta = -1;
      let first = '';
      const api = await timed(
        async () => {
          const response = await fetch(url, { headers });
          const body = (await response.json()) as {
            code: number;
            data: { list: { location_name: string; goods_name: string }[]; meta: { total: number } };
          };
          if (body.code !== 1) throw new Error(`failed: ${JSON.stringify(body)}`);
          meta = body.data.meta.total;
          first = body.data.list[0]
            ? `${body.data.list[0].location_name} / ${body.data.list[0].goods_name}`
            : '-';
        },
        REQUESTS,
        WARM_UP,
      );
      const where = `company_id = $1${c.where ? ` and ${c.where}` : ''}`;
      const offset = (Number(c.query.page) - 1) * PER_PAGE;
      const plain = await timed(
        async () => {
          await Promise.all([
            raw.query(
              `select location_id, goods_id, quantity, value from stock_balances where ${where}
               order by company_id, location_id, goods_id limit ${PER_PAGE} offset $2`,
              [companyId, offset, ...(c.params ?? [])],
            ),
            raw.query(
              `select count(*)::int as total from stock_balances where ${where.replace(/\$(\d)/g, (_, n) => (n === '1' ? '$1' : `$${Number(n) - 1}`))}`,
              [companyId, ...(c.params ?? [])],
            ),
          ]);
        },
        REQUESTS,
        WARM_UP,
      );
      console.log(`${c.label}: total ${meta}, first row ${first}, API ${triple(api)}, SQL ${triple(plain)}`);
      rows.push(`| ${c.label} | ${meta} | ${triple(api)} | ${triple(plain)} |`);
      if (EXPLAIN) await explain(url);
    }

    console.log(
      `\n${REQUESTS} sequential requests per case after ${WARM_UP} warm-up, node ${process.version}\n`,
    );
    console.log('| case | meta.total | API p50 / p95 / p99 ms | plain SQL p50 / p95 / p99 ms |');
    console.log('|---|---:|---:|---:|');
    for (const row of rows) console.log(row);
    await app.close();
  } finally {
    await raw.end();
    await database.close();
    await scratch.drop();
  }
}

await main();
