import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { ensureSalesData, FIRST_DAY, LAST_DAY } from './sales-data.js';
import { listen, signInHeaders, timed, triple } from './support.js';

/**
 * The shrink report (issue 28 §3) for one shop's month over the 10 M-sales data (bench/sales-data.ts),
 * through the real app, beside the same figures by GROUP BY over the raw rows (`stock_moves` for the
 * ledger, opening stock included, and `trades` for the sales), sent through `pg` in parallel.
 *   npx tsx --conditions source bench/shrink.bench.ts   (DATABASE_URL names the server; BENCH_CALLS per case, default 50;
 *   BENCH_RAW_CALLS per raw baseline, default 10)
 *
 * The sales data has no ledger, so the first run gives the first company's 10 shops two years of one
 * (marked by table bench_shrink_meta): a receipt of each goods item every other day, every day's sales
 * as a sale move (from the day rollup, as ingestion posts them), a loss every week and a stocktake
 * adjustment each month, written with `generate_series` straight into `stock_moves`, then the daily
 * rollup by migration 0027's `stock_moves_daily_rebuild`, balances and costs, and `vacuum analyze`.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 50);
const RAW_CALLS = Number(process.env.BENCH_RAW_CALLS ?? 10);
const WARM_UP = 3;

const MONTH = { from: '2026-10-01', to: '2026-10-31' };

async function fillLedger(pool: pg.Pool, companyId: number): Promise<void> {
  const done = await pool.query(
    `select 1 from information_schema.tables where table_name = 'bench_shrink_meta'`,
  );
  if (done.rowCount) return;
  const started = Date.now();
  const shops = `(select l.id as location_id, l.shop_id from stock_locations l join shops s on s.id = l.shop_id
                  where s.company_id = ${companyId})`;
  const goods = `(select id, weighing_mode from goods where company_id = ${companyId})`;
  const days = `generate_series(date '${FIRST_DAY}', date '${LAST_DAY}', interval '1 day') as d(day)`;
  const at = (hour: number) =>
    `((d.day::date + time '${String(hour).padStart(2, '0')}:00') at time zone 'Asia/Shanghai')`;
  const unit = (grams: number, pieces: number) =>
    `case when g.weighing_mode = 1 then ${pieces} else ${grams} end`;
  const cost = `case when g.weighing_mode = 1 then 150 else 800 end`;
  const value = (quantity: string) =>
    `round(${quantity} * ${cost} / case when g.weighing_mode = 1 then 1.0 else 1000.0 end)::bigint`;
  const insert = `insert into stock_moves (company_id, location_id, goods_id, quantity, unit_cost, value, reason, posted_time)`;
  // Receipts every other day (06:00), losses weekly (12:00), stocktake adjustments on the 1st (22:00).
  await pool.query(`${insert}
    select ${companyId}, s.location_id, g.id, ${unit(20_000, 40)}, ${cost}, ${value(unit(20_000, 40))}, 'receipt', ${at(6)}
    from ${shops} s cross join ${goods} g cross join ${days}
    where (extract(doy from d.day)::int + g.id) % 2 = 0`);
  await pool.query(`${insert}
    select ${companyId}, s.location_id, g.id, -${unit(300, 1)}, ${cost}, -${value(unit(300, 1))}, 'loss', ${at(12)}
    from ${shops} s cross join ${goods} g cross join ${days}
    where (extract(doy from d.day)::int + g.id) % 7 = 0`);
  await pool.query(`${insert}
    select ${companyId}, s.location_id, g.id, -${unit(100, 1)}, ${cost}, -${value(unit(100, 1))}, 'stocktake', ${at(22)}
    from ${shops} s cross join ${goods} g cross join ${days}
    where extract(day from d.day) = 1`);
  // Every day's sales of a goods item as one sale move at 21:00 (ingestion posts per batch; one a day is
  // fewer moves, which favours the raw baseline).
  await pool.query(`${insert}
    select ${companyId}, s.location_id, sd.goods_id, -sum(case when g.weighing_mode = 1 then sd.pieces else sd.weight end),
      ${cost}, -${value('sum(case when g.weighing_mode = 1 then sd.pieces else sd.weight end)')}, 'sale',
      ((sd.day + time '21:00') at time zone 'Asia/Shanghai')
    from sales_daily sd join ${shops} s on s.shop_id = sd.shop_id join ${goods} g on g.id = sd.goods_id
    where (g.weighing_mode = 1) = (sd.weighing_mode = 1)
    group by s.location_id, sd.goods_id, sd.day, g.weighing_mode
    having sum(case when g.weighing_mode = 1 then sd.pieces else sd.weight end) > 0`);
  await pool.query(`select stock_moves_daily_rebuild(array(select location_id from ${shops} s))`);
  await pool.query(`insert into stock_balances (location_id, goods_id, company_id, quantity, value)
    select location_id, goods_id, company_id, sum(quantity), sum(value) from stock_moves
    where company_id = ${companyId} group by 1, 2, 3
    on conflict (location_id, goods_id) do update set quantity = excluded.quantity, value = excluded.value`);
  await pool.query(`insert into stock_costs (company_id, goods_id, quantity, value, average_cost)
    select ${companyId}, g.id, 0, 0, ${cost} from ${goods} g on conflict do nothing`);
  await pool.query('vacuum analyze stock_moves, stock_moves_daily, stock_balances, stock_costs');
  await pool.query('create table bench_shrink_meta (made timestamptz default now())');
  await pool.query('insert into bench_shrink_meta default values');
  console.log(`ledger of company ${companyId} written in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** The raw baseline: the report's figures by GROUP BY over `stock_moves` (all of the shop's history, for the opening) and `trades`. */
const RAW_MOVES = `select goods_id, reason,
    coalesce(sum(quantity) filter (where posted_time < $2::timestamptz), 0)::bigint as before,
    coalesce(sum(quantity) filter (where posted_time >= $2::timestamptz), 0)::bigint as within
  from stock_moves where location_id = $1 and posted_time < $3::timestamptz group by 1, 2`;
const RAW_SALES = `select goods_id, weighing_mode,
    coalesce(sum(weight) filter (where weighing_mode <> 1), 0)::bigint as weight,
    coalesce(sum(weight) filter (where weighing_mode = 1), 0)::bigint as pieces, sum(total_price)::bigint as amount
  from trades where shop_id = $1 and trade_time >= $2::timestamptz and trade_time < $3::timestamptz
    and goods_id is not null group by 1, 2`;

async function main() {
  const { url, meta } = await ensureSalesData();
  const company = meta.companies[0]!;
  const shop = company.shops[0]!;
  const raw = new pg.Pool({ connectionString: url, max: 10 });
  await fillLedger(raw, company.id);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    const sizes = await raw.query(
      `select relname, n_live_tup from pg_stat_user_tables where relname in ('stock_moves', 'stock_moves_daily', 'trades', 'sales_daily', 'sales_hourly') order by 1`,
    );
    for (const row of sizes.rows)
      console.log(`${row.relname}: ${Number(row.n_live_tup).toLocaleString('en')} rows`);
    const location = (await raw.query(`select id from stock_locations where shop_id = $1`, [shop.id])).rows[0]
      .id;
    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = await signInHeaders(base, 'admin', 'Admin@123456');
    const start = `${MONTH.from}T00:00:00+08:00`;
    const end = `2026-11-01T00:00:00+08:00`;

    const cases = [
      { label: 'month, per month', group: 'month', ...MONTH },
      { label: 'month, per week', group: 'week', ...MONTH },
      { label: 'month, per day', group: 'day', ...MONTH },
    ];
    console.log(
      `shop ${shop.id} (${shop.name}), ${MONTH.from}..${MONTH.to}; ${CALLS} calls per case after ${WARM_UP} warm-up`,
    );
    let sold = 0;
    let rows = 0;
    let monthRows = 0;
    for (const c of cases) {
      const url = `${base}/api/management/stock/shrink?shop_id=${shop.id}&from=${c.from}&to=${c.to}&group=${c.group}&per_page=20`;
      const stats = await timed(
        async () => {
          const response = await fetch(url, { headers });
          const body = (await response.json()) as {
            code: number;
            msg: string;
            data: { meta: { total: number }; list: { sold: number }[] };
          };
          if (body.code !== 1) throw new Error(body.msg);
          rows = body.data.meta.total;
          if (c.group === 'month') monthRows = rows;
        },
        CALLS,
        WARM_UP,
      );
      console.log(`API ${c.label}: ${rows} rows, p50 / p95 / p99 ms ${triple(stats)}`);
    }
    // The whole month's sold and received figures (every row, page by page) from the API beside the raw GROUP BY's.
    let received = 0;
    for (let page = 1; page <= Math.ceil(monthRows / 100) || page === 1; page++) {
      const answer = await fetch(
        `${base}/api/management/stock/shrink?shop_id=${shop.id}&from=${MONTH.from}&to=${MONTH.to}&group=month&per_page=100&page=${page}`,
        { headers },
      );
      const report = (await answer.json()) as { data: { list: { sold: number; received: number }[] } };
      sold += report.data.list.reduce((s, r) => s + r.sold, 0);
      received += report.data.list.reduce((s, r) => s + r.received, 0);
    }

    let rawSold = 0;
    let rawReceived = 0;
    const rawStats = await timed(
      async () => {
        const [moves, sales] = await Promise.all([
          raw.query(RAW_MOVES, [location, start, end]),
          raw.query(RAW_SALES, [shop.id, start, end]),
        ]);
        rawReceived = moves.rows
          .filter((r) => r.reason === 'receipt')
          .reduce((s, r) => s + Number(r.within), 0);
        rawSold = sales.rows.reduce(
          (s, r) => s + Number(Number(r.weighing_mode) === 1 ? r.pieces : r.weight),
          0,
        );
      },
      RAW_CALLS,
      1,
    );
    console.log(`raw GROUP BY over stock_moves + trades: p50 / p95 / p99 ms ${triple(rawStats)}`);
    console.log(
      `figures: API sold ${sold.toLocaleString('en')} / raw ${rawSold.toLocaleString('en')}; API received ${received.toLocaleString('en')} / raw ${rawReceived.toLocaleString('en')}`,
    );
    await app.close();
  } finally {
    await database.close();
    await raw.end();
  }
}

await main();
