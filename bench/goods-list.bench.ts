import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { fillGoods, listen, signInHeaders, timed, triple } from './support.js';

/**
 * The goods list as the console calls it (GET /api/management/goods, 20 a page, name search) over
 * 100,000 goods of one company, through the real app and as the same SQL sent raw.
 *   npm run goods-list -w bench     (DATABASE_URL, BENCH_REQUESTS, BENCH_EXPLAIN=1 for the plans)
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const GOODS = 100_000;
const PER_PAGE = 20;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A case's list and count statements and their parameters (the list's offset comes last). */
type Statements = (text: string, companyId: number) => [string, string, unknown[]];

const listOf = (where: string, offset: string) =>
  `select * from goods where ${where} order by plu_number, id desc limit ${PER_PAGE} offset ${offset}`;
const countOf = (where: string) => `select count(*)::int as total from goods where ${where}`;

/**
 * The statements the goods repository sends (apps/server/src/modules/goods/repo.ts goodsMatching):
 * LIKE for text without cased letters, and the item code only for digits.
 */
const repositoryStatements: Statements = (text, companyId) => {
  if (!text) return [listOf('company_id = $1', '$2'), countOf('company_id = $1'), [companyId]];
  const op = text.toLowerCase() === text.toUpperCase() ? 'like' : 'ilike';
  const bigram = [...text].length === 2;
  const name = bigram ? `text_bigrams(name) @> array[lower($3)] and name ${op} $2` : `name ${op} $2`;
  const where = `company_id = $1 and ${/^\d+$/.test(text) ? `(${name} or item_code like $2)` : name}`;
  const params = bigram ? [companyId, `%${text}%`, text] : [companyId, `%${text}%`];
  return [listOf(where, `$${params.length + 1}`), countOf(where), params];
};

const CASES = [
  { label: 'no search, page 1', text: '', page: 1 },
  { label: 'no search, page 500', text: '', page: 500 },
  { label: 'rare: 012345 (name or item code)', text: '012345', page: 1 },
  { label: 'medium: 山东苹果 (1%)', text: '山东苹果', page: 1 },
  { label: 'medium: 山东苹果, page 50 (last)', text: '山东苹果', page: 50 },
  { label: 'broad: 苹果 (10%)', text: '苹果', page: 1 },
  { label: 'broad: 苹果, page 100', text: '苹果', page: 100 },
  { label: 'none: 榴莲 (0 items)', text: '榴莲', page: 1 },
];

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 10 });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const demo = await raw.query<{ id: number }>(`select id from companies where name = '演示公司'`);
    const companyId = demo.rows[0]!.id;
    const started = performance.now();
    await fillGoods(raw, companyId, GOODS);
    const counted = await raw.query<{ n: number }>(
      'select count(*)::int n from goods where company_id = $1',
      [companyId],
    );
    console.log(
      `filled in ${((performance.now() - started) / 1000).toFixed(1)} s: ${counted.rows[0]!.n} goods in 演示公司`,
    );

    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = await signInHeaders(base, 'demo', 'Demo@123456');

    const url = (text: string, page: number) =>
      `${base}/api/management/goods?page=${page}&per_page=${PER_PAGE}${
        text ? `&name=${encodeURIComponent(text)}` : ''
      }`;
    const apiCall = (text: string, page: number, seen: { total: number; listed: number }) => async () => {
      const response = await fetch(url(text, page), { headers });
      const body = (await response.json()) as {
        code: number;
        data: { list: unknown[]; meta: { total: number } };
      };
      if (body.code !== 1) throw new Error(`failed: ${JSON.stringify(body)}`);
      seen.total = body.data.meta.total;
      seen.listed = body.data.list.length;
    };
    const sqlCall = (statements: Statements, text: string, page: number) => {
      const [list, total, params] = statements(text, companyId);
      return async () => {
        await Promise.all([raw.query(list, [...params, (page - 1) * PER_PAGE]), raw.query(total, params)]);
      };
    };
    const explain = async (label: string, statements: Statements, text: string, page: number) => {
      if (process.env.BENCH_EXPLAIN !== '1') return;
      const [list, total, params] = statements(text, companyId);
      for (const [name, statement, values] of [
        ['list', list, [...params, (page - 1) * PER_PAGE]],
        ['count', total, params],
      ] as const) {
        const plan = await raw.query(`explain (analyze, buffers) ${statement}`, [...values]);
        console.log(`\n--- ${label}: ${name}\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
      }
    };

    const rows: string[] = [];
    for (const { label, text, page } of CASES) {
      const seen = { total: -1, listed: -1 };
      const api = await timed(apiCall(text, page, seen), REQUESTS, WARM_UP);
      const sqlStats = await timed(sqlCall(repositoryStatements, text, page), REQUESTS, WARM_UP);
      rows.push(`| ${label} | ${seen.total} | ${seen.listed} | ${triple(api)} | ${triple(sqlStats)} |`);
      await explain(label, repositoryStatements, text, page);
    }

    console.log(
      `\n${REQUESTS} sequential requests per case after ${WARM_UP} warm-up, ${PER_PAGE} a page, node ${process.version}\n`,
    );
    console.log('| case | meta.total | listed | API p50 / p95 / p99 ms | raw SQL p50 / p95 / p99 ms |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    await app.close();
  } finally {
    await raw.end();
    await database.close();
    await scratch.drop();
  }
}

await main();
