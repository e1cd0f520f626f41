import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { issueDeviceCredential } from '../apps/server/src/modules/scales/service.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { createSalesCompanies, SERVER_URL } from './sales-data.js';
import { listen, stats, triple } from './support.js';

/**
 * Sales ingestion (issue 15): POST /api/devices/trades in batches of 500 new records, several
 * scales at once (one client per scale, each sending its batches one after another), through the
 * real app on a fresh PostgreSQL database holding bench/sales-data.ts's 3 companies (no sales yet).
 * Each batch is stored, added to the day, hour and ticket rollups and posted to the shop's stock in
 * one transaction. Baselines, with the same concurrency and the same rows: a plain
 * `INSERT … SELECT FROM jsonb_populate_recordset … ON CONFLICT DO NOTHING` into a copy of `trades`
 * (same columns, unique key and indexes; no rollups, no stock, no HTTP), and a bare Fastify route
 * that parses the same bodies and stores nothing (HTTP and JSON only).
 *   npm run sales-ingest -w bench   (DATABASE_URL names the server; BENCH_CLIENTS, default 8;
 *   BENCH_BATCHES per client and run, default 25; BENCH_RUNS, default 3)
 */
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 25);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BATCH = 500;

/** mulberry32: the same records on every run of the bench. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Goods = { id: number; plu: number; name: string; unit: string; mode: number; price: number };
type Scale = { id: number; companyId: number; shopId: number; credential: string; goods: Goods[] };

type Record = {
  record_no: number;
  trade_time: string;
  plu: number;
  weighing_mode: number;
  weight: number;
  unit_price: number;
  total_before_discount: number;
  total_price: number;
  ticket_no: number;
  department: number;
};

/**
 * A scale's record stream: tickets of 1–4 records a minute or so apart from 2026-10-01 08:00
 * China time, popular goods more often, 4% discounted; the record number runs on and wraps at
 * 10,000 like a scale's, the ticket number starts again each day.
 */
function streamOf(scale: Scale, department: number) {
  const next = random(scale.id);
  let clock = Date.parse('2026-10-01T08:00:00+08:00');
  let recordNo = 0;
  let ticketNo = 0;
  let day = '';
  return (): Record[] => {
    const records: Record[] = [];
    while (records.length < BATCH) {
      clock += 20_000 + Math.floor(next() * 100_000);
      const time = new Date(Math.floor(clock / 60_000) * 60_000);
      const today = new Date(time.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
      if (today !== day) {
        day = today;
        ticketNo = 0;
      }
      ticketNo += 1;
      const items = Math.min(1 + Math.floor(next() * 4), BATCH - records.length);
      for (let j = 0; j < items; j++) {
        const item = scale.goods[Math.floor(scale.goods.length * next() ** 2)]!;
        const weight =
          item.mode === 1 ? 1 + Math.floor(next() ** 2 * 5) : 150 + Math.floor(next() ** 1.5 * 1850);
        const before = item.mode === 1 ? item.price * weight : Math.floor((item.price * weight + 500) / 1000);
        recordNo = (recordNo % 10_000) + 1;
        records.push({
          record_no: recordNo,
          trade_time: time.toISOString().replace('Z', '+00:00'),
          plu: item.plu,
          weighing_mode: item.mode,
          weight,
          unit_price: item.price,
          total_before_discount: before,
          total_price: next() < 0.04 ? before - Math.floor(before / 10) : before,
          ticket_no: ticketNo,
          department,
        });
      }
    }
    return records;
  };
}

/** The row the service writes for a record (goods copied as sold), for the plain-SQL baseline. */
const rowOf = (scale: Scale, byPlu: Map<number, Goods>) => (r: Record) => {
  const item = byPlu.get(r.plu);
  return {
    company_id: scale.companyId,
    shop_id: scale.shopId,
    scale_id: scale.id,
    record_no: r.record_no,
    trade_time: new Date(r.trade_time).toISOString(),
    plu: r.plu,
    goods_id: item?.id ?? null,
    goods_name: item?.name ?? '',
    measure_unit: item?.unit ?? 'kg',
    weighing_mode: r.weighing_mode,
    weight: r.weight,
    unit_price: r.unit_price,
    total_before_discount: r.total_before_discount,
    total_price: r.total_price,
    ticket_no: r.ticket_no,
    department: r.department,
    unmapped: !item,
    clock_ahead: false,
    source: 'device',
  };
};

type Result = { seconds: number; records: number; latencies: number[] };

/** Every client sends its batches one after another, all clients at once. */
async function load(clients: (() => Promise<number>)[][]): Promise<Result> {
  const latencies: number[] = [];
  const started = performance.now();
  const stored = await Promise.all(
    clients.map(async (batches) => {
      let records = 0;
      for (const send of batches) {
        const start = performance.now();
        records += await send();
        latencies.push(performance.now() - start);
      }
      return records;
    }),
  );
  return {
    seconds: (performance.now() - started) / 1000,
    records: stored.reduce((a, b) => a + b, 0),
    latencies,
  };
}

const line = (label: string, r: Result) => {
  const rate = Math.round(r.records / r.seconds);
  return {
    rate,
    text: `| ${label} | ${r.records.toLocaleString('en')} | ${r.seconds.toFixed(2)} | **${rate.toLocaleString('en')}** | ${triple(stats(r.latencies))} |`,
  };
};

async function main() {
  const scratch = await createScratchDatabase(SERVER_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: CLIENTS });
  try {
    await migrate(database.db);
    const companies = await createSalesCompanies(raw);
    await raw.query('create table trades_baseline (like trades including all)');
    await raw.query('analyze');

    // One scale per client, spread over the companies, shops and departments.
    const scales: (Scale & { department: number })[] = [];
    for (let i = 0; i < CLIENTS; i++) {
      const company = companies[i % companies.length]!;
      const shop = company.shops[Math.floor(i / companies.length) % company.shops.length]!;
      const department = i % shop.scales.length;
      const scaleId = shop.scales[department]!;
      const goods = await raw.query<Goods>(
        `select g.id, g.plu_number as plu, g.name, g.measure_unit as unit, g.weighing_mode as mode,
                g.unit_price_fen as price
         from scale_goods sg join goods g on g.id = sg.goods_id where sg.scale_id = $1 order by g.plu_number`,
        [scaleId],
      );
      scales.push({
        id: scaleId,
        companyId: company.id,
        shopId: shop.id,
        credential: await issueDeviceCredential(database.db, scaleId),
        goods: goods.rows.slice(0, 65),
        department: department + 1,
      });
    }

    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const bare = Fastify({ logger: false, bodyLimit: 2 * 1024 * 1024 });
    bare.post('/api/devices/trades', async (request) => {
      const records = (request.body as { records: unknown[] }).records;
      return {
        code: 1,
        msg: 'ok',
        data: { received: records.length, stored: records.length, duplicates: 0 },
      };
    });
    const bareBase = await listen(bare);

    const streams = scales.map((scale) => streamOf(scale, scale.department));
    /** Each client's next `count` batches, as request bodies (built before the clock starts). */
    const nextBatches = (count: number) =>
      streams.map((stream) => Array.from({ length: count }, () => stream()));
    const post = (url: string, credential: string, body: string) => async () => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${credential}`, 'content-type': 'application/json' },
        body,
      });
      const answer = (await response.json()) as {
        code: number;
        data: { stored: number; duplicates: number };
      };
      if (answer.code !== 1) throw new Error(`batch refused: ${JSON.stringify(answer)}`);
      return answer.data.stored;
    };
    const insert = (rows: string) => async () => {
      const result = await raw.query(
        `insert into trades_baseline (company_id, shop_id, scale_id, record_no, trade_time, plu, goods_id, goods_name,
           measure_unit, weighing_mode, weight, unit_price, total_before_discount, total_price, ticket_no,
           department, unmapped, clock_ahead, source)
         select company_id, shop_id, scale_id, record_no, trade_time, plu, goods_id, goods_name,
           measure_unit, weighing_mode, weight, unit_price, total_before_discount, total_price, ticket_no,
           department, unmapped, clock_ahead, source
         from jsonb_populate_recordset(null::trades_baseline, $1::jsonb)
         on conflict (scale_id, record_no, trade_time) do nothing returning id`,
        [rows],
      );
      return result.rowCount ?? 0;
    };
    const byPlu = scales.map((scale) => new Map(scale.goods.map((g) => [g.plu, g])));

    // Warm-up: one batch per client on each path.
    const warm = nextBatches(1);
    await load(
      warm.map((batches, i) =>
        batches.map((b) =>
          post(`${base}/api/devices/trades`, scales[i]!.credential, JSON.stringify({ records: b })),
        ),
      ),
    );
    await load(
      warm.map((batches, i) =>
        batches.map((b) => insert(JSON.stringify(b.map(rowOf(scales[i]!, byPlu[i]!))))),
      ),
    );
    await load(
      warm.map((batches, i) =>
        batches.map((b) =>
          post(`${bareBase}/api/devices/trades`, scales[i]!.credential, JSON.stringify({ records: b })),
        ),
      ),
    );

    const rows: string[] = [];
    const rates: { api: number[]; sql: number[]; bare: number[] } = { api: [], sql: [], bare: [] };
    for (let run = 1; run <= RUNS; run++) {
      const batches = nextBatches(BATCHES);
      const bodies = batches.map((list) => list.map((b) => JSON.stringify({ records: b })));
      const api = await load(
        bodies.map((list, i) =>
          list.map((body) => post(`${base}/api/devices/trades`, scales[i]!.credential, body)),
        ),
      );
      const plainRows = batches.map((list, i) =>
        list.map((b) => JSON.stringify(b.map(rowOf(scales[i]!, byPlu[i]!)))),
      );
      const plain = await load(plainRows.map((list) => list.map(insert)));
      const bareRun = await load(
        bodies.map((list, i) =>
          list.map((body) => post(`${bareBase}/api/devices/trades`, scales[i]!.credential, body)),
        ),
      );
      for (const [key, label, result] of [
        ['api', `run ${run}: POST /api/devices/trades`, api],
        ['sql', `run ${run}: plain INSERT … ON CONFLICT into a copy of trades`, plain],
        ['bare', `run ${run}: bare route (parse the body, store nothing)`, bareRun],
      ] as const) {
        const { rate, text } = line(label, result);
        rates[key].push(rate);
        rows.push(text);
        console.log(text);
      }
    }

    const held = await raw.query<{ trades: number; daily: number; hourly: number; moves: number }>(
      `select (select count(*)::int from trades) trades, (select count(*)::int from sales_daily) daily,
              (select count(*)::int from sales_hourly) hourly, (select count(*)::int from stock_moves) moves`,
    );
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(
      `\n${CLIENTS} clients (one scale each) × ${BATCHES} batches of ${BATCH} per run, ${RUNS} runs after 1 warm-up batch each; node ${process.version}`,
    );
    console.log('held afterwards:', held.rows[0]);
    console.log('\n| run | records | seconds | records/s | batch p50 / p95 / p99 ms |');
    console.log('|---|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
    const api = median(rates.api);
    console.log(
      `\nmedian records/s: API ${api.toLocaleString('en')}, plain SQL ${median(rates.sql).toLocaleString('en')} ` +
        `(API/SQL ${(api / median(rates.sql)).toFixed(2)}), bare route ${median(rates.bare).toLocaleString('en')} ` +
        `(API/bare ${(api / median(rates.bare)).toFixed(2)})`,
    );
    await bare.close();
    await app.close();
  } finally {
    await raw.end();
    await database.close();
    await scratch.drop();
  }
}

await main();
