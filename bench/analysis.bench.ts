import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { ensureSalesData, LAST_DAY, SALES_DB, tableSizes } from './sales-data.js';
import { listen, signInHeaders, timed, triple } from './support.js';

/**
 * The analyses of issue 15 over 10,000,000 sales (bench/sales-data.ts, generated once into its own
 * database), each for one company and one year, through the real app; beside each, the same figures
 * by GROUP BY over the raw `trades` rows of the same ranges, sent through `pg` in parallel as the
 * service sends its own statements. Then the trade page (one shop, one month, 20 rows) and its two
 * statements as plain SQL.
 *   npm run analysis -w bench   (DATABASE_URL names the server; BENCH_CALLS per analysis, default 30;
 *   BENCH_RAW_CALLS per raw baseline, default 5; BENCH_REQUESTS per trade page case, default 100;
 *   BENCH_EXPLAIN=1 prints EXPLAIN (ANALYZE, BUFFERS) of every statement the app sent for each call)
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const RAW_CALLS = Number(process.env.BENCH_RAW_CALLS ?? 5);
const PAGE_REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
const WARM_UP = 3;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';

/** One year ending on the data's last day; the previous period and last year are the year before. */
const TO = LAST_DAY;
const FROM = '2025-11-26';
const PREVIOUS = { from: '2024-11-26', to: '2025-11-25' };
/** The trade page's month. */
const MONTH = { from: '2026-10-01', to: '2026-10-31' };

const addDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
/** The instants bounding China days `from`..`to`. */
const span = (from: string, to: string) => [`${from}T00:00:00+08:00`, `${addDay(to)}T00:00:00+08:00`];

// The raw baselines: $1 company (or shop), $2 and $3 the range's instants.
const DAY = `(trade_time at time zone 'Asia/Shanghai')::date`;
const MEASURES = `sum(total_price)::bigint as amount,
  coalesce(sum(weight) filter (where weighing_mode <> 1), 0)::bigint as weight,
  coalesce(sum(weight) filter (where weighing_mode = 1), 0)::bigint as pieces,
  count(*)::bigint as count, sum(total_before_discount - total_price)::bigint as discount`;
const TICKETS = `(count(distinct (scale_id, ${DAY}, ticket_no)) filter (where ticket_no is not null)
  + count(*) filter (where ticket_no is null))::bigint as tickets, count(*)::bigint as items,
  sum(total_price)::bigint as amount`;
const where = (column: 'company_id' | 'shop_id') =>
  `${column} = $1 and trade_time >= $2::timestamptz and trade_time < $3::timestamptz`;
/** Each record with `opens`: the record that counts its ticket (its earliest), as rebuildRollups says. */
const openers = (column: 'company_id' | 'shop_id') => `select *, (ticket_no is null or row_number() over (
    partition by scale_id, ${DAY}, ticket_no order by trade_time, id) = 1) as opens
  from trades where ${where(column)}`;

const RAW = {
  ticketsByDay: (c: 'company_id' | 'shop_id') =>
    `select ${DAY} as day, ${TICKETS} from trades where ${where(c)} group by 1 order by 1`,
  heatmap: `select extract(isodow from trade_time at time zone 'Asia/Shanghai')::int as weekday,
      extract(hour from trade_time at time zone 'Asia/Shanghai')::int as hour, count(*) filter (where opens) as tickets
    from (${openers('company_id')}) r group by 1, 2 order by 1, 2`,
  salesByDay: (c: 'company_id' | 'shop_id') =>
    `select ${DAY} as day, ${MEASURES} from trades where ${where(c)} group by 1 order by 1`,
  byMode: `select weighing_mode, ${MEASURES} from trades where ${where('company_id')} group by 1 order by 1`,
  byDepartment: `select coalesce(department, 0), ${MEASURES} from trades where ${where('company_id')} group by 1 order by 1`,
  goods: (c: 'company_id' | 'shop_id', limit = '') => `with t as (
      select coalesce(goods_id, 0) as goods_id, case when goods_id is null then plu else 0 end as unmapped_plu,
        min(plu) as plu, min(weighing_mode) as mode, ${MEASURES}
      from trades where ${where(c)} group by 1, 2)
    select t.*, g.name, g.measure_unit from t left join goods g on g.id = t.goods_id and t.goods_id > 0
    order by t.amount desc, t.goods_id = 0, t.goods_id, t.unmapped_plu ${limit}`,
  slowMovers: `select g.id, g.plu_number, g.name, count(distinct sg.scale_id) as scales
    from scale_goods sg join scales s on s.id = sg.scale_id join goods g on g.id = sg.goods_id
    where s.company_id = $1 and not exists (select 1 from trades t where t.goods_id = g.id
      and t.trade_time >= $2::timestamptz and t.trade_time < $3::timestamptz)
    group by g.id, g.plu_number, g.name order by g.plu_number, g.id limit 200`,
  goodsByDay: `select ${DAY} as day, ${MEASURES}, min(unit_price) as min_price, max(unit_price) as max_price
    from trades where ${where('company_id')} and goods_id = $4 group by 1 order by 1`,
  goodsByShop: `select t.shop_id, sh.name, t.amount, t.weight, t.pieces, t.count, t.discount from (
      select shop_id, ${MEASURES} from trades where ${where('company_id')} and goods_id = $4 group by 1) t
    left join shops sh on sh.id = t.shop_id order by t.amount desc`,
  goodsByScale: `select t.scale_id, s.scale_name, sh.name, t.amount from (
      select scale_id, shop_id, ${MEASURES} from trades where ${where('company_id')} and goods_id = $4 group by 1, 2) t
    left join scales s on s.id = t.scale_id left join shops sh on sh.id = t.shop_id order by t.amount desc`,
  ticketsByShop: `select shop_id, ${TICKETS} from trades where ${where('company_id')} group by 1`,
  quantitiesByShop: `select shop_id, ${MEASURES} from trades where ${where('company_id')} group by 1`,
  shops: `select id, name from shops where company_id = $1 order by id`,
  scaleHours: `select r.scale_id, extract(hour from r.trade_time at time zone 'Asia/Shanghai')::int as hour,
      count(*) filter (where opens) as tickets, count(*) as count
    from (${openers('shop_id')}) r group by 1, 2 order by 1, 2`,
};

type Figures = { amount: number; count: number; tickets?: number };
type Call = {
  label: string;
  path: string;
  query: Record<string, string>;
  /** The raw statements with their parameters. */
  raw: () => [string, unknown[]][];
  /** The figure both sides must agree on: from the API answer, and from the first raw result. */
  figure: (data: unknown) => number;
  rawFigure: (results: pg.QueryResult[]) => number;
};

const sum = (rows: Record<string, unknown>[], column: string) =>
  rows.reduce((total, row) => total + Number(row[column] ?? 0), 0);

async function main() {
  const { url, meta } = await ensureSalesData();
  const company = meta.companies[0]!;
  const shop = company.shops[0]!;
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const raw = new pg.Pool({ connectionString: url, max: 10 });
  try {
    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = await signInHeaders(base, 'admin', 'Admin@123456');
    const year = span(FROM, TO);
    const previous = span(PREVIOUS.from, PREVIOUS.to);
    const top = await raw.query<{ goods_id: number }>(
      `select goods_id from trades where ${where('company_id')} and goods_id is not null
       group by 1 order by sum(total_price) desc limit 1`,
      [company.id, ...year],
    );
    const goodsId = top.rows[0]!.goods_id;
    const range = { date_from: FROM, date_to: TO, company_id: String(company.id) };

    const calls: Call[] = [
      {
        label: 'orders',
        path: '/api/management/stats/orders',
        query: range,
        raw: () => [
          [RAW.ticketsByDay('company_id'), [company.id, ...year]],
          [RAW.ticketsByDay('company_id'), [company.id, ...previous]],
          [RAW.heatmap, [company.id, ...year]],
        ],
        figure: (d) => (d as { summary: { tickets: number } }).summary.tickets,
        rawFigure: (r) => sum(r[0]!.rows, 'tickets'),
      },
      {
        label: 'sales (by day)',
        path: '/api/management/stats/sales',
        query: { ...range, granularity: 'day' },
        raw: () => [
          [RAW.salesByDay('company_id'), [company.id, ...year]],
          [RAW.salesByDay('company_id'), [company.id, ...previous]],
          [RAW.salesByDay('company_id'), [company.id, ...previous]],
          [RAW.byMode, [company.id, ...year]],
          [RAW.byDepartment, [company.id, ...year]],
        ],
        figure: (d) => (d as { summary: Figures }).summary.amount,
        rawFigure: (r) => sum(r[0]!.rows, 'amount'),
      },
      {
        label: 'sales (by month)',
        path: '/api/management/stats/sales',
        query: { ...range, granularity: 'month' },
        raw: () => [
          [RAW.salesByDay('company_id'), [company.id, ...year]],
          [RAW.salesByDay('company_id'), [company.id, ...previous]],
          [RAW.salesByDay('company_id'), [company.id, ...previous]],
          [RAW.byMode, [company.id, ...year]],
          [RAW.byDepartment, [company.id, ...year]],
        ],
        figure: (d) => (d as { summary: Figures }).summary.amount,
        rawFigure: (r) => sum(r[0]!.rows, 'amount'),
      },
      {
        label: 'goods (ranking by amount, 50)',
        path: '/api/management/stats/goods',
        query: { ...range, sort: 'amount', limit: '50' },
        raw: () => [
          [RAW.goods('company_id'), [company.id, ...year]],
          [RAW.slowMovers, [company.id, ...year]],
        ],
        figure: (d) => (d as { total: Figures }).total.amount,
        rawFigure: (r) => sum(r[0]!.rows, 'amount'),
      },
      {
        label: `goods/${goodsId} (best seller)`,
        path: `/api/management/stats/goods/${goodsId}`,
        query: range,
        raw: () => [
          [RAW.goodsByDay, [company.id, ...year, goodsId]],
          [RAW.goodsByShop, [company.id, ...year, goodsId]],
          [RAW.goodsByScale, [company.id, ...year, goodsId]],
        ],
        figure: (d) => (d as { summary: Figures }).summary.amount,
        rawFigure: (r) => sum(r[0]!.rows, 'amount'),
      },
      {
        label: 'shops (compared)',
        path: '/api/management/stats/shops',
        query: range,
        raw: () => [
          [RAW.ticketsByShop, [company.id, ...year]],
          [RAW.shops, [company.id]],
          [RAW.quantitiesByShop, [company.id, ...year]],
          [RAW.ticketsByShop, [company.id, ...previous]],
        ],
        figure: (d) => (d as { shops: Figures[] }).shops.reduce((t, s) => t + (s.tickets ?? 0), 0),
        rawFigure: (r) => sum(r[0]!.rows, 'tickets'),
      },
      {
        label: `shops/${shop.id} (one shop)`,
        path: `/api/management/stats/shops/${shop.id}`,
        query: range,
        raw: () => [
          [RAW.ticketsByDay('shop_id'), [shop.id, ...year]],
          [RAW.ticketsByDay('shop_id'), [shop.id, ...previous]],
          [RAW.salesByDay('shop_id'), [shop.id, ...year]],
          [RAW.goods('shop_id', 'limit 10'), [shop.id, ...year]],
          [RAW.scaleHours, [shop.id, ...year]],
        ],
        figure: (d) => (d as { summary: Figures }).summary.tickets ?? -1,
        rawFigure: (r) => sum(r[0]!.rows, 'tickets'),
      },
    ];

    // The statements the app sends, captured from its own pool (BENCH_EXPLAIN=1).
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const sendQuery = client.query.bind(client);
    const explain = async (url: string, tables: RegExp) => {
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
      for (const statement of sent.filter((s) => tables.test(s.text))) {
        const plan = await raw.query<{ 'QUERY PLAN': string }>(
          `explain (analyze, buffers) ${statement.text}`,
          statement.values,
        );
        console.log(`\n${statement.text.replace(/\s+/g, ' ')}\n-- ${JSON.stringify(statement.values)}`);
        for (const row of plan.rows) console.log(row['QUERY PLAN']);
      }
    };

    const rows: string[] = [];
    for (const call of calls) {
      const address = `${base}${call.path}?${new URLSearchParams(call.query)}`;
      let figure = -1;
      let bytes = 0;
      const api = await timed(
        async () => {
          const response = await fetch(address, { headers });
          const text = await response.text();
          const body = JSON.parse(text) as { code: number; data: unknown };
          if (body.code !== 1) throw new Error(`${call.label} failed: ${text.slice(0, 300)}`);
          figure = call.figure(body.data);
          bytes = text.length;
        },
        CALLS,
        WARM_UP,
      );
      let rawFigure = -1;
      const plain = await timed(
        async () => {
          const results = await Promise.all(call.raw().map(([text, values]) => raw.query(text, values)));
          rawFigure = call.rawFigure(results);
        },
        RAW_CALLS,
        1,
      );
      const same = figure === rawFigure ? 'same' : `DIFFERS: API ${figure}, raw ${rawFigure}`;
      const ratio = (plain.p50 / api.p50).toFixed(1);
      console.log(
        `${call.label}: API ${triple(api)} ms (${bytes} bytes), raw ${triple(plain)} ms, raw/API ${ratio}×, figure ${figure} ${same}`,
      );
      rows.push(
        `| ${call.label} | ${triple(api)} | ${triple(plain)} | ${(api.p50 / plain.p50).toFixed(3)} | ${figure.toLocaleString('en')} ${figure === rawFigure ? '=' : '≠'} |`,
      );
      if (EXPLAIN) await explain(address, /sales_daily|sales_hourly|tickets_daily|tickets_hourly|trades/);
    }

    // The trade page: one shop, one month, 20 a page, newest first, with the totals of the set.
    const pageRows: string[] = [];
    const month = span(MONTH.from, MONTH.to);
    const inMonth = await raw.query<{ n: number }>(
      `select count(*)::int as n from trades where ${where('shop_id')}`,
      [shop.id, ...month],
    );
    const lastPage = Math.ceil(inMonth.rows[0]!.n / 20);
    for (const page of [1, Math.ceil(lastPage / 2), lastPage]) {
      const query = new URLSearchParams({
        shop_id: String(shop.id),
        date_from: MONTH.from,
        date_to: MONTH.to,
        page: String(page),
        per_page: '20',
      });
      const address = `${base}/api/management/trades?${query}`;
      let total = -1;
      const api = await timed(
        async () => {
          const response = await fetch(address, { headers });
          const body = (await response.json()) as {
            code: number;
            data: { meta: { total: number }; list: [] };
          };
          if (body.code !== 1 || body.data.list.length === 0) throw new Error(`trade page ${page} failed`);
          total = body.data.meta.total;
        },
        PAGE_REQUESTS,
        10,
      );
      const plain = await timed(
        async () => {
          await Promise.all([
            raw.query(
              `select t.*, g.img_url, s.scale_name, s.img_url, sh.name, sh.img_url from trades t
               left join goods g on g.id = t.goods_id left join scales s on s.id = t.scale_id
               left join shops sh on sh.id = t.shop_id
               where t.shop_id = $1 and t.trade_time >= $2::timestamptz and t.trade_time < $3::timestamptz
               order by t.trade_time desc, t.id desc limit 20 offset $4`,
              [shop.id, ...month, (page - 1) * 20],
            ),
            raw.query(
              `select count(*)::int, coalesce(sum(weight) filter (where weighing_mode <> 1), 0),
                 coalesce(sum(weight) filter (where weighing_mode = 1), 0), coalesce(sum(total_price), 0),
                 coalesce(sum(total_before_discount - total_price), 0)
               from trades where ${where('shop_id')}`,
              [shop.id, ...month],
            ),
          ]);
        },
        PAGE_REQUESTS,
        10,
      );
      const label = `page ${page}${page === lastPage ? ' (last)' : page === 1 ? '' : ' (middle)'}`;
      console.log(`trade page, ${label}: total ${total}, API ${triple(api)} ms, SQL ${triple(plain)} ms`);
      pageRows.push(`| ${label} | ${total} | ${triple(api)} | ${triple(plain)} |`);
      if (EXPLAIN) await explain(address, /trades/);
    }

    console.log(
      `\n${SALES_DB}: ${meta.records.toLocaleString('en')} records generated; company ${company.name} (id ${company.id}), ` +
        `${FROM}..${TO}; ${CALLS} API calls per case after ${WARM_UP} warm-up, ${RAW_CALLS} raw runs after 1, ` +
        `node ${process.version}\n`,
    );
    console.log(
      '| call | API p50 / p95 / p99 ms | raw GROUP BY p50 / p95 / p99 ms | API/raw (p50) | checked figure |',
    );
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    console.log(
      `\nTrade page: ${shop.name}, ${MONTH.from}..${MONTH.to}, 20 a page, ${PAGE_REQUESTS} requests\n`,
    );
    console.log('| case | meta.total | API p50 / p95 / p99 ms | plain SQL p50 / p95 / p99 ms |');
    console.log('|---|---:|---:|---:|');
    for (const row of pageRows) console.log(row);
    console.log('');
    for (const line of await tableSizes(url)) console.log(line);
    await app.close();
  } finally {
    await raw.end();
    await database.close();
  }
}

await main();
