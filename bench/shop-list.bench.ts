import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 500);
const WARM_UP = 50;
const SHOPS = 100_000;
const COMPANIES = 1_000;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Stats = { p50: number; p95: number; p99: number; mean: number };

function stats(samples: number[]): Stats {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  const mean = sorted.reduce((sum, v) => sum + v, 0) / sorted.length;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), mean };
}

async function timed(run: () => Promise<void>): Promise<Stats> {
  for (let i = 0; i < WARM_UP; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return stats(samples);
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

/** 1,000 companies and 100,000 shops named like 杭州鲜果生活店 012340, the demo company holding 1,030. */
async function fill(pool: pg.Pool, demoCompanyId: number): Promise<void> {
  await pool.query(
    `insert into companies (name, contact_person, phone_number)
     select '批量公司 ' || i, '联系人', '139' || lpad(i::text, 8, '0') from generate_series(1, $1) i`,
    [COMPANIES - 1],
  );
  await pool.query(
    `insert into shops (company_id, name, contact_person, phone_number, address)
     select case when i % 97 = 0 then $2::int
                 else (select min(id) from companies where id <> $2) + (i % ($3::int - 1)) end,
            (array['杭州','上海','北京','广州','深圳','成都','武汉','南京','苏州','西安'])[1 + i % 10]
              || (array['鲜果','生鲜','百货','超市','便利','烘焙','水产','肉铺','粮油','茶叶'])[1 + (i / 10) % 10]
              || (array['生活店','旗舰店','社区店','中心店','直营店'])[1 + (i / 100) % 5]
              || ' ' || lpad(i::text, 6, '0'),
            '店长', '138' || lpad(i::text, 8, '0'), '某市某区某路 ' || i || ' 号'
     from generate_series(1, $1) i`,
    [SHOPS, demoCompanyId, COMPANIES],
  );
  // Some scales, so scale_count has something to count.
  await pool.query(
    `insert into scales (company_id, shop_id, scale_name)
     select s.company_id, s.id, '电子秤 ' || s.id from shops s where s.id % 3 = 0`,
  );
  await pool.query('analyze');
}

/** The API's queries: LIKE for text without cased letters, else ILIKE (see shops/repo.ts). */
const operatorFor = (text: string) => (text.toLowerCase() === text.toUpperCase() ? 'like' : 'ilike');
const LIST_SQL = (company: boolean, op: string) => `
  select s.*, c.name as company_name,
         (select count(*)::int from scales where scales.shop_id = s.id) as scale_count
  from shops s join companies c on c.id = s.company_id
  where s.name ${op} $1 ${company ? 'and s.company_id = $2' : ''}
  order by s.id desc limit 10 offset 0`;
const COUNT_SQL = (company: boolean, op: string) =>
  `select count(*)::int as total from shops where name ${op} $1 ${company ? 'and company_id = $2' : ''}`;

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 10 });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const demo = await raw.query<{ id: number }>(`select id from companies where name = '演示公司'`);
    const demoCompanyId = demo.rows[0]!.id;
    const filled = performance.now();
    await fill(raw, demoCompanyId);
    const counts = await raw.query<{ shops: number; scales: number; companies: number }>(
      `select (select count(*)::int from shops) shops, (select count(*)::int from scales) scales,
              (select count(*)::int from companies) companies`,
    );
    console.log(`filled in ${((performance.now() - filled) / 1000).toFixed(1)} s:`, counts.rows[0]);

    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const tokenOf = async (identifier: string, password: string) => {
      const login = await fetch(`${base}/api/management/users/login/password`, {
        method: 'POST',
        headers: { authorization: `Basic ${Buffer.from(`${identifier}:${password}`).toString('base64')}` },
      });
      const body = (await login.json()) as { data: { token: string } };
      return { authorization: `Basic ${Buffer.from(`${body.data.token}:null`).toString('base64')}` };
    };
    const callers = {
      administrator: await tokenOf('admin', 'Admin@123456'),
      'company user (演示公司, 1,030 shops)': await tokenOf('demo', 'Demo@123456'),
    };

    const substrings = [
      { label: 'rare: 097000 (1 shop)', text: '097000' },
      { label: 'medium: 杭州鲜果 (1% of shops)', text: '杭州鲜果' },
      { label: 'broad: 鲜果 (10% of shops)', text: '鲜果' },
    ];
    const rows: string[] = [];
    for (const [caller, headers] of Object.entries(callers)) {
      const company = caller !== 'administrator';
      for (const { label, text } of substrings) {
        const query = `${base}/api/management/shops?name=${encodeURIComponent(text)}&page=1&per_page=10`;
        let total = -1;
        const api = await timed(async () => {
          const response = await fetch(query, { headers });
          const body = (await response.json()) as { code: number; data: { meta: { total: number } } };
          if (body.code !== 1) throw new Error(`failed: ${JSON.stringify(body)}`);
          total = body.data.meta.total;
        });
        const params = company ? [`%${text}%`, demoCompanyId] : [`%${text}%`];
        const sqlStats = await timed(async () => {
          const op = operatorFor(text);
          await Promise.all([
            raw.query(LIST_SQL(company, op), params),
            raw.query(COUNT_SQL(company, op), params),
          ]);
        });
        const f = (s: Stats) => `${s.p50.toFixed(1)} / ${s.p95.toFixed(1)} / ${s.p99.toFixed(1)}`;
        rows.push(`| ${caller} | ${label} | ${total} | ${f(api)} | ${f(sqlStats)} |`);
      }
    }
    console.log(
      `\n${REQUESTS} sequential requests per case after ${WARM_UP} warm-up, node ${process.version}\n`,
    );
    console.log('| caller | name | meta.total | API p50 / p95 / p99 ms | raw SQL p50 / p95 / p99 ms |');
    console.log('|---|---|---:|---:|---:|');
    for (const row of rows) console.log(row);
    await app.close();
  } finally {
    await raw.end();
    await database.close();
    await scratch.drop();
  }
}

await main();
