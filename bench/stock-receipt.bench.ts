import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { valueAt } from '../apps/server/src/modules/stock/quantities.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { listen, signInHeaders } from './support.js';

/**
 * Posting a 1,000-line receipt (POST /api/management/receipts/{id}/post) through the real app,
 * against the same 1,000 ledger moves written as one raw multi-row INSERT.
 *   npm run stock-receipt -w bench     (DATABASE_URL, BENCH_RUNS)
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const LINES = 1000;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Line = { goods_id: number; quantity: number; unit_cost: number; weighing_mode: number };

/** 1,000 goods in the demo company: PLU 1001…2000 (the demo goods hold 1–51), every third counted. */
async function fill(pool: pg.Pool, companyId: number): Promise<void> {
  await pool.query(
    `insert into goods (company_id, plu_number, item_code, name, unit_price_fen, weighing_mode, measure_unit, origin)
     select $2::int, 1000 + i, (3000000 + i)::text,
            (array['苹果','香梨','香蕉','葡萄','西红柿','黄瓜','五花肉','牛腱子','鸡翅','酱牛肉'])[1 + i % 10]
              || ' ' || lpad(i::text, 4, '0'),
            100 + i % 9000, i % 3, case when i % 3 = 1 then '个' else 'kg' end, '产地'
     from generate_series(1, $1) i`,
    [LINES, companyId],
  );
  await pool.query('analyze goods');
}

/** The value in fen the ledger gives an incoming move. */
const lineValue = (line: Line) => valueAt(line.quantity, line.unit_cost, line.weighing_mode);

/** A receipt's lines: 0.5–50 kg of weighed goods at 5–50 yuan/kg, 1–100 pieces at 1–10 yuan. */
function linesOf(goods: { id: number; weighing_mode: number }[], run: number): Line[] {
  return goods.map((g, i) => ({
    goods_id: g.id,
    weighing_mode: g.weighing_mode,
    quantity: g.weighing_mode === 1 ? 1 + ((i + run) % 100) : 500 + ((i * 37 + run * 101) % 49_500),
    unit_cost: g.weighing_mode === 1 ? 100 + ((i + run) % 900) : 500 + ((i * 13 + run) % 4500),
  }));
}

/** The baseline: the 1,000 moves as one multi-row INSERT of the columns the ledger writes. */
async function rawMoves(pool: pg.Pool, companyId: number, locationId: number, lines: Line[]) {
  const values: unknown[] = [];
  const at = `$${lines.length * 6 + 1}`;
  const tuples = lines.map((line) => {
    const start = values.length;
    values.push(companyId, locationId, line.goods_id, line.quantity, line.unit_cost, lineValue(line));
    return `($${start + 1},$${start + 2},$${start + 3},$${start + 4},$${start + 5},$${start + 6},'receipt',${at})`;
  });
  await pool.query(
    `insert into stock_moves (company_id, location_id, goods_id, quantity, unit_cost, value, reason, posted_time)
     values ${tuples.join(',')}`,
    [...values, new Date()],
  );
}

/**
 * A second baseline: the whole of the ledger's work for the receipt written by hand, one transaction
 * of seven statements with array parameters: make the missing cost and balance rows, lock them (the
 * ledger's order), append the moves, write the new balances and the moving-average costs. It keeps
 * balances equal to their moves, as the ledger does.
 */
async function rawLedger(pool: pg.Pool, companyId: number, locationId: number, lines: Line[]) {
  const ids = lines.map((l) => l.goods_id);
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query(
      `insert into stock_costs (company_id, goods_id) select $1, g from unnest($2::int[]) g order by g
       on conflict do nothing`,
      [companyId, ids],
    );
    await client.query(
      `insert into stock_balances (location_id, goods_id, company_id) select $1, g, $2 from unnest($3::int[]) g
       order by g on conflict do nothing`,
      [locationId, companyId, ids],
    );
    const costs = await client.query<{ goods_id: number; quantity: string; value: string }>(
      `select goods_id, quantity, value from stock_costs where company_id = $1 and goods_id = any($2::int[])
       order by goods_id for update`,
      [companyId, ids],
    );
    const balances = await client.query<{ goods_id: number; quantity: string; value: string }>(
      `select goods_id, quantity, value from stock_balances where location_id = $1 and goods_id = any($2::int[])
       order by goods_id for update`,
      [locationId, ids],
    );
    const costOf = new Map(costs.rows.map((c) => [c.goods_id, c]));
    const balanceOf = new Map(balances.rows.map((b) => [b.goods_id, b]));
    const values = lines.map(lineValue);
    const at = new Date();
    await client.query(
      `insert into stock_moves (company_id, location_id, goods_id, quantity, unit_cost, value, reason, posted_time)
       select $1, $2, g, q, c, v, 'receipt', $7
       from unnest($3::int[], $4::bigint[], $5::bigint[], $6::bigint[]) as m(g, q, c, v)`,
      [companyId, locationId, ids, lines.map((l) => l.quantity), lines.map((l) => l.unit_cost), values, at],
    );
    await client.query(
      `update stock_balances b set quantity = v.q, value = v.v, last_move_time = $5
       from unnest($2::int[], $3::bigint[], $4::bigint[]) as v(g, q, v)
       where b.location_id = $1 and b.goods_id = v.g`,
      [
        locationId,
        ids,
        lines.map((l) => Number(balanceOf.get(l.goods_id)!.quantity) + l.quantity),
        lines.map((l, i) => Number(balanceOf.get(l.goods_id)!.value) + values[i]!),
        at,
      ],
    );
    const quantities = lines.map((l) => Number(costOf.get(l.goods_id)!.quantity) + l.quantity);
    const totals = lines.map((l, i) => Number(costOf.get(l.goods_id)!.value) + values[i]!);
    await client.query(
      `update stock_costs c set quantity = v.q, value = v.v, average_cost = v.a
       from unnest($2::int[], $3::bigint[], $4::bigint[], $5::bigint[]) as v(g, q, v, a)
       where c.company_id = $1 and c.goods_id = v.g`,
      [
        companyId,
        ids,
        quantities,
        totals,
        lines.map((l, i) =>
          Math.round((totals[i]! * (l.weighing_mode === 1 ? 1 : 1000)) / Math.max(quantities[i]!, 1)),
        ),
      ],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/** Every (location, goods) whose balance differs from the sum of its moves (balances-repo.ts mismatchedBalances). */
const MISMATCHES = `
  select count(*)::int as mismatches
  from stock_balances b
  full join (select location_id, goods_id, sum(quantity) as quantity, sum(value) as value
             from stock_moves group by 1, 2) m
    on m.location_id = b.location_id and m.goods_id = b.goods_id
  where coalesce(b.quantity, 0) <> coalesce(m.quantity, 0) or coalesce(b.value, 0) <> coalesce(m.value, 0)`;

const ms = (v: number) => v.toFixed(0);
function summary(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return `${ms(at(0.5))} / ${ms(at(0.95))} / ${ms(sorted[sorted.length - 1]!)}`;
}

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 4 });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const demo = await raw.query<{ id: number }>(`select id from companies where name = '演示公司'`);
    const companyId = demo.rows[0]!.id;
    await fill(raw, companyId);
    const made = await raw.query<{ id: number; weighing_mode: number }>(
      'select id, weighing_mode from goods where company_id = $1 and plu_number > 1000 order by id',
      [companyId],
    );
    const goods = made.rows;

    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = await signInHeaders(base, 'demo', 'Demo@123456');
    const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
      const response = await fetch(
        `${base}${path}`,
        body === undefined
          ? { method, headers }
          : {
              method,
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify(body),
            },
      );
      const answer = (await response.json()) as { code: number; data: T; msg?: string };
      if (answer.code !== 1) throw new Error(`${method} ${path}: ${JSON.stringify(answer).slice(0, 500)}`);
      return answer.data;
    };

    const locations = await call<{ id: number; kind: string; name: string }[]>(
      'GET',
      '/api/management/stock_locations',
    );
    const shops = locations.filter((l) => l.kind === 'shop');
    const shop = shops[0]!;
    const other = shops[1] ?? shop;
    console.log(
      `${goods.length} goods (${goods.filter((g) => g.weighing_mode === 1).length} counted), location ${shop.id} ${shop.name}, ${RUNS} receipts of ${LINES} lines`,
    );

    const created: number[] = [];
    const posted: number[] = [];
    const read: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lines = linesOf(goods, run).map(({ weighing_mode: _, ...line }) => line);
      let start = performance.now();
      const draft = await call<{ id: number; number: string; line_count: number }>(
        'POST',
        '/api/management/receipts',
        { location_id: shop.id, notes: `bench ${run + 1}`, lines },
      );
      created.push(performance.now() - start);
      if (draft.line_count !== LINES) throw new Error(`draft has ${draft.line_count} lines`);
      start = performance.now();
      const done = await call<{ status: string; lines: unknown[] }>(
        'POST',
        `/api/management/receipts/${draft.id}/post`,
      );
      posted.push(performance.now() - start);
      if (done.status !== 'posted' || done.lines.length !== LINES)
        throw new Error(`post answered ${done.status} with ${done.lines.length} lines`);
      // The answer the post sends back (the document with its lines), read alone.
      start = performance.now();
      await call('GET', `/api/management/receipts/${draft.id}`);
      read.push(performance.now() - start);
      console.log(
        `  ${draft.number}: draft ${ms(created.at(-1)!)} ms, post ${ms(posted.at(-1)!)} ms${run === 0 ? ' (first: makes the balance and cost rows)' : ''}`,
      );
    }

    // The ledger's work by hand, at the same location and goods (balances stay equal to their moves).
    const ledger: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lines = linesOf(goods, RUNS + run);
      const start = performance.now();
      await rawLedger(raw, companyId, shop.id, lines);
      ledger.push(performance.now() - start);
    }

    const counts = await raw.query<{ moves: number; balances: number; documents: number }>(
      `select (select count(*)::int from stock_moves) moves, (select count(*)::int from stock_balances) balances,
              (select count(*)::int from stock_documents where status = 'posted') documents`,
    );
    const check = await raw.query<{ mismatches: number }>(MISMATCHES);
    const mismatches = check.rows[0]!.mismatches;
    console.log(
      `after the postings and the hand-written ledger runs: ${counts.rows[0]!.documents} posted documents (the seed's too), ${counts.rows[0]!.moves} moves, ${counts.rows[0]!.balances} balances; balances not equal to the sum of their moves: ${mismatches}`,
    );

    // Baseline last: these moves have no balance, so they would break the check above.
    const insert: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const lines = linesOf(goods, run);
      const start = performance.now();
      await rawMoves(raw, companyId, other.id, lines);
      insert.push(performance.now() - start);
    }

    console.log(`\n${RUNS} runs per case, one after another, node ${process.version}\n`);
    console.log('| case | p50 / p95 / max ms |');
    console.log('|---|---:|');
    console.log(`| API: create the draft (POST /receipts, ${LINES} lines) | ${summary(created)} |`);
    console.log(`| API: post it (POST /receipts/{id}/post) | **${summary(posted)}** |`);
    console.log(
      `| API: read the posted receipt (GET /receipts/{id}, the post's answer) | ${summary(read)} |`,
    );
    console.log(`| raw SQL: one multi-row INSERT of the ${LINES} moves | ${summary(insert)} |`);
    console.log(
      `| raw SQL: the ledger's work by hand (7 statements, one transaction) | ${summary(ledger)} |`,
    );
    await app.close();
    if (mismatches !== 0) process.exitCode = 1;
  } finally {
    await raw.end();
    await database.close();
    await scratch.drop();
  }
}

await main();
