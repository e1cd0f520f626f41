import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { rebuildRollups } from '../apps/server/src/modules/trades/rollups.js';

/**
 * Two years of sales of 3 fresh-food chains (issue 15's speed figures), generated once into a named
 * PostgreSQL database that the sales benches share:
 *   npm run sales-data -w bench                   generate unless present (DATABASE_URL names the server)
 *   npm run sales-data -w bench -- --regenerate   drop and generate again
 *   npm run sales-data -w bench -- --drop         drop it
 * BENCH_SALES_DB names the database (default bench_sales_data); BENCH_SALES_RECORDS the target size.
 *
 * Shape: 3 companies × 10 shops × 3 scales (vegetables, fruit, meat and poultry: one department
 * each), 200 goods a company (70% weighed in grams, 30% counted in pieces), each scale carrying its
 * department's goods. Every scale sells tickets of 1–4 records (mean 2.4) from 7:00 to 20:59 China
 * time with morning and evening peaks, Fridays 10% and weekends 35% above other days, 8% growth a
 * year; popular goods sell more (the k-th goods item of a department about as 1/√k); 4% of records
 * carry a 10% discount, 0.2% a PLU the scale does not map. Written with `generate_series` straight
 * into `trades` (its secondary indexes dropped during the load and built again from the migration's
 * own definitions), then the rollups by `rebuildRollups`, then `vacuum analyze`.
 */
export const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const SALES_DB = process.env.BENCH_SALES_DB ?? 'bench_sales_data';
const TARGET_RECORDS = Number(process.env.BENCH_SALES_RECORDS ?? 10_000_000);

/** China days covered: two years up to the figures' date. */
export const FIRST_DAY = '2024-11-26';
export const LAST_DAY = '2026-11-25';
const DAYS = 730;

const COMPANIES = 3;
const SHOPS_PER_COMPANY = 10;
const SCALES_PER_SHOP = 3;
const GOODS_PER_COMPANY = 200;
/** The goods sold of a department: the first 65 of its 66–67 (the rest sit on the scales unsold). */
const SOLD_PER_DEPARTMENT = 65;

/** Tickets by China hour of day: relative weights, 7:00–20:59. */
const HOUR_WEIGHTS: [number, number][] = [
  [7, 3],
  [8, 7],
  [9, 9],
  [10, 7],
  [11, 5],
  [12, 3],
  [13, 2],
  [14, 2],
  [15, 3],
  [16, 5],
  [17, 9],
  [18, 10],
  [19, 6],
  [20, 3],
];
const HOURS = HOUR_WEIGHTS.flatMap(([hour, weight]) => Array<number>(weight).fill(hour));
/** Mean day factor: weekdays 1, Friday 1.1, weekend 1.35; growth 8% a year, 1.08 on average. */
const MEAN_FACTOR = ((4 + 1.1 + 2 * 1.35) / 7) * 1.08;
const RECORDS_PER_TICKET = 2.4;

const DEPARTMENTS = [
  {
    name: '蔬菜',
    goods: [
      '西红柿',
      '黄瓜',
      '土豆',
      '青椒',
      '茄子',
      '西兰花',
      '胡萝卜',
      '白菜',
      '菠菜',
      '芹菜',
      '洋葱',
      '生菜',
      '冬瓜',
      '南瓜',
      '豆角',
      '莲藕',
      '山药',
      '香菇',
      '蒜苔',
      '韭菜',
    ],
  },
  {
    name: '水果',
    goods: [
      '苹果',
      '香梨',
      '香蕉',
      '葡萄',
      '橙子',
      '猕猴桃',
      '芒果',
      '西瓜',
      '哈密瓜',
      '草莓',
      '樱桃',
      '火龙果',
      '柚子',
      '桃子',
      '荔枝',
      '龙眼',
      '菠萝',
      '柠檬',
      '蓝莓',
      '石榴',
    ],
  },
  {
    name: '肉禽',
    goods: [
      '五花肉',
      '里脊',
      '排骨',
      '牛腱子',
      '牛腩',
      '羊肉卷',
      '鸡翅',
      '鸡腿',
      '鸡胸肉',
      '鸭脖',
      '猪蹄',
      '酱牛肉',
      '卤猪耳',
      '鸡蛋',
      '鸭蛋',
      '鲜虾',
      '鲈鱼',
      '带鱼',
      '肉丸',
      '香肠',
    ],
  },
];

export type SalesCompany = {
  id: number;
  name: string;
  shops: { id: number; name: string; scales: number[] }[];
};

export const urlOf = (database: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${database}`;
  return url.toString();
};

async function onServer<T extends pg.QueryResultRow>(statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return (await client.query<T>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

/**
 * The 3 companies (analysis opened), their shops, scales, goods and the goods on the scales, written
 * with `generate_series`; the benches that need no sales history (ingestion) use this alone.
 */
export async function createSalesCompanies(pool: pg.Pool | pg.PoolClient): Promise<SalesCompany[]> {
  const names = DEPARTMENTS.map((d) => `array[${d.goods.map((g) => `'${g}'`).join(',')}]`);
  const result: SalesCompany[] = [];
  for (let c = 0; c < COMPANIES; c++) {
    const name = `生鲜连锁 ${String.fromCharCode(65 + c)}`;
    const [company] = (
      await pool.query<{ id: number }>(
        `insert into companies (name, contact_person, phone_number, if_analysis_open)
         values ($1, '店长', $2, true) returning id`,
        [name, `1370000000${c}`],
      )
    ).rows;
    const companyId = company!.id;
    const shops = await pool.query<{ id: number; name: string }>(
      `insert into shops (company_id, name, contact_person, phone_number, address)
       select $1, $2 || ' ' || lpad(i::text, 2, '0') || '店', '店长', '138' || lpad(($3 * 100 + i)::text, 8, '0'),
              '某市某区某路 ' || i || ' 号'
       from generate_series(1, $4) i order by i returning id, name`,
      [companyId, name, c, SHOPS_PER_COMPANY],
    );
    // Slot s (0–199) is PLU s + 1, in department s % 3; its rank in the department is s / 3.
    await pool.query(
      `insert into goods (company_id, plu_number, item_code, name, unit_price_fen, weighing_mode,
                          measure_unit, department, origin)
       select $1, s + 1, (7000000 + s)::text,
              (case s % 3 ${names.map((n, d) => `when ${d} then (${n})[1 + (s / 3) % 20]`).join(' ')} end)
                || case when s / 60 > 0 then ' ' || (s / 60 + 1) || '号' else '' end,
              case when (s / 3) % 10 in (1, 4, 7) then 150 + (s * 37) % 2850 else 400 + (s * 53) % 11600 end,
              case when (s / 3) % 10 in (1, 4, 7) then 1 else 0 end,
              case when (s / 3) % 10 in (1, 4, 7) then '个' else 'kg' end,
              1 + s % 3, '产地'
       from generate_series(0, $2 - 1) s`,
      [companyId, GOODS_PER_COMPANY],
    );
    const scales = await pool.query<{ id: number; shop_id: number }>(
      `insert into scales (company_id, shop_id, scale_name)
       select $1, sh.id, sh.name || ' ' || (array[${DEPARTMENTS.map((d) => `'${d.name}秤'`).join(',')}])[1 + k]
       from shops sh cross join generate_series(0, $2 - 1) k
       where sh.company_id = $1 order by sh.id, k returning id, shop_id`,
      [companyId, SCALES_PER_SHOP],
    );
    // Each scale carries its department's goods (scale k of a shop: department k).
    await pool.query(
      `insert into scale_goods (scale_id, goods_id, company_id)
       select s.id, g.id, $1
       from (select id, (row_number() over (partition by shop_id order by id) - 1)::int as dept
             from scales where company_id = $1) s
       join goods g on g.company_id = $1 and (g.plu_number - 1) % 3 = s.dept`,
      [companyId],
    );
    result.push({
      id: companyId,
      name,
      shops: shops.rows.map((shop) => ({
        id: shop.id,
        name: shop.name,
        scales: scales.rows.filter((s) => s.shop_id === shop.id).map((s) => s.id),
      })),
    });
  }
  return result;
}

/** The sales records of all scales of `companies`, straight into `trades`. */
async function generateTrades(client: pg.PoolClient, companies: SalesCompany[]): Promise<number> {
  const scaleCount = companies.length * SHOPS_PER_COMPANY * SCALES_PER_SHOP;
  const ticketsPerScaleDay = TARGET_RECORDS / RECORDS_PER_TICKET / scaleCount / DAYS / MEAN_FACTOR;
  await client.query('select setseed(0.15)');
  await client.query(
    `create temp table bench_scales as
    select s.id, s.company_id, s.shop_id, (row_number() over (partition by s.shop_id order by s.id) - 1)::int as dept
    from scales s where s.company_id = any($1::int[])`,
    [companies.map((c) => c.id)],
  );
  await client.query(
    `create temp table bench_goods as
    select company_id, plu_number - 1 as slot, id, plu_number, name, measure_unit, weighing_mode, unit_price_fen
    from goods where company_id = any($1::int[])`,
    [companies.map((c) => c.id)],
  );
  await client.query('create unique index on bench_goods (company_id, slot)');
  await client.query('analyze bench_scales, bench_goods');
  const inserted = await client.query(
    `insert into trades (company_id, shop_id, scale_id, record_no, trade_time, plu, goods_id, goods_name,
       measure_unit, weighing_mode, weight, unit_price, total_before_discount, total_price, ticket_no,
       department, unmapped, clock_ahead, source, received_time)
     select sc.company_id, sc.shop_id, sc.id,
            ((d * 200 + t) * 4 + j) % 10000,
            tk.at, coalesce(g.plu_number, 900 + r.rank), g.id, coalesce(g.name, ''),
            coalesce(g.measure_unit, 'kg'), coalesce(g.weighing_mode, 0), q.weight,
            coalesce(g.unit_price_fen, 1000), q.before,
            case when r.discounted then q.before - q.before / 10 else q.before end,
            t, (sc.dept + 1)::smallint, g.id is null, false, 'device', tk.at + interval '3 minutes'
     from generate_series(0, ${DAYS - 1}) d
     cross join lateral (
       select date '${FIRST_DAY}' + d as day,
              case extract(isodow from date '${FIRST_DAY}' + d) when 5 then 1.1 when 6 then 1.35 when 7 then 1.35 else 1 end
                * (1 + 0.08 * d / 365.0) as factor) dd
     cross join bench_scales sc
     cross join lateral generate_series(1, round(${ticketsPerScaleDay} * dd.factor * (0.8 + 0.4 * random()) + 0 * sc.id)::int) t
     cross join lateral (
       select (dd.day + make_interval(hours => (array[${HOURS.join(',')}])[1 + floor(random() * ${HOURS.length})::int + 0 * t],
                                      mins => floor(random() * 60)::int))::timestamp at time zone 'Asia/Shanghai' as at,
              (array[1, 1, 1, 1, 1, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 4, 4, 4, 4])[1 + floor(random() * 20)::int + 0 * t] as items) tk
     cross join lateral generate_series(1, tk.items) j
     cross join lateral (
       select least(floor(${SOLD_PER_DEPARTMENT} * random() ^ 2)::int, ${SOLD_PER_DEPARTMENT - 1}) + 0 * j as rank,
              random() < 0.04 + 0 * j as discounted, random() < 0.002 + 0 * j as unmapped, random() + 0 * j as size) r
     left join bench_goods g on g.company_id = sc.company_id and g.slot = sc.dept + 3 * r.rank and not r.unmapped
     cross join lateral (
       select w.weight,
              case when coalesce(g.weighing_mode, 0) = 1 then coalesce(g.unit_price_fen, 1000) * w.weight
                   else (coalesce(g.unit_price_fen, 1000) * w.weight + 500) / 1000 end as before
       from (select case when coalesce(g.weighing_mode, 0) = 1 then 1 + floor(r.size ^ 2 * 5)::int
                         else 150 + floor(r.size ^ 1.5 * 1850)::int end as weight) w) q`,
  );
  await client.query('drop table bench_scales, bench_goods');
  return inserted.rowCount ?? 0;
}

type Meta = {
  records: number;
  generate_seconds: number;
  index_seconds: number;
  rebuild_seconds: number;
  vacuum_seconds: number;
  companies: SalesCompany[];
};

async function readMeta(url: string): Promise<Meta | null> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const rows = await pool.query<{ value: Meta }>(
      `select value from bench_sales_meta where key = 'complete'`,
    );
    return rows.rows[0]?.value ?? null;
  } catch {
    return null;
  } finally {
    await pool.end();
  }
}

export async function dropSalesData(): Promise<void> {
  await onServer(`drop database if exists ${SALES_DB} with (force)`);
}

/**
 * The sales database's URL and companies, generated first unless already there (a database left
 * incomplete by an interrupted run is made again). Migrations are applied either way, so a
 * database generated before a new migration gets it.
 */
export async function ensureSalesData(
  options: { regenerate?: boolean; log?: (line: string) => void } = {},
): Promise<{ url: string; meta: Meta }> {
  const log = options.log ?? console.log;
  const url = urlOf(SALES_DB);
  const exists = (await onServer(`select 1 from pg_database where datname = $1`, [SALES_DB])).length > 0;
  let meta = exists && !options.regenerate ? await readMeta(url) : null;
  if (!meta) {
    await dropSalesData();
    await onServer(`create database ${SALES_DB}`);
    meta = await generate(url, log);
  }
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  try {
    await migrate(database.db);
  } finally {
    await database.close();
  }
  return { url, meta };
}

async function generate(url: string, log: (line: string) => void): Promise<Meta> {
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const companies = await createSalesCompanies(pool);
    log(
      `${companies.length} companies, ${companies.length * SHOPS_PER_COMPANY} shops, ` +
        `${companies.length * SHOPS_PER_COMPANY * SCALES_PER_SHOP} scales, ${companies.length * GOODS_PER_COMPANY} goods`,
    );

    const client = await pool.connect();
    let records: number;
    let generateSeconds: number;
    let indexSeconds: number;
    try {
      // The secondary indexes go during the load and come back from their own definitions.
      const indexes = await client.query<{ indexname: string; indexdef: string }>(
        `select indexname, indexdef from pg_indexes where tablename = 'trades' and indexname <> 'trades_pkey'`,
      );
      for (const index of indexes.rows) await client.query(`drop index ${index.indexname}`);
      // Sales are partitioned by month (issue 33 §2): the months of the two years first.
      await client.query(
        `select ensure_sales_month(m::date)
         from generate_series(date '${FIRST_DAY}' - interval '1 month', date '${LAST_DAY}', interval '1 month') m`,
      );
      let started = performance.now();
      records = await generateTrades(client, companies);
      generateSeconds = seconds(started);
      log(`generated ${records.toLocaleString('en')} sales records in ${generateSeconds} s`);
      started = performance.now();
      // A partitioned table's index is defined ON ONLY the parent; made again, it must reach the partitions.
      for (const index of indexes.rows) await client.query(index.indexdef.replace(' ON ONLY ', ' ON '));
      indexSeconds = seconds(started);
      log(`built the ${indexes.rows.length} secondary indexes of trades in ${indexSeconds} s`);
      await client.query('analyze trades');
    } finally {
      client.release();
    }

    let started = performance.now();
    const covered = await rebuildRollups(database.db, FIRST_DAY, LAST_DAY);
    const rebuildSeconds = seconds(started);
    log(
      `rebuildRollups(${FIRST_DAY}, ${LAST_DAY}) over ${covered.toLocaleString('en')} records in ${rebuildSeconds} s`,
    );
    started = performance.now();
    await pool.query(
      'vacuum analyze trades, sales_daily, sales_hourly, sales_tickets, tickets_hourly, tickets_daily',
    );
    const vacuumSeconds = seconds(started);
    log(`vacuum analyze in ${vacuumSeconds} s`);

    const meta: Meta = {
      records,
      generate_seconds: generateSeconds,
      index_seconds: indexSeconds,
      rebuild_seconds: rebuildSeconds,
      vacuum_seconds: vacuumSeconds,
      companies,
    };
    await pool.query('create table bench_sales_meta (key text primary key, value jsonb not null)');
    await pool.query(`insert into bench_sales_meta values ('complete', $1)`, [JSON.stringify(meta)]);
    return meta;
  } finally {
    await pool.end();
    await database.close();
  }
}

/** Rows and sizes (table, indexes) of the sales tables. */
export async function tableSizes(url: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const rows = await pool.query<{
      name: string;
      rows: string;
      table: string;
      indexes: string;
      total: string;
    }>(
      `select c.relname as name, c.reltuples::bigint as rows,
              pg_size_pretty(pg_table_size(c.oid)) as table, pg_size_pretty(pg_indexes_size(c.oid)) as indexes,
              pg_size_pretty(pg_total_relation_size(c.oid)) as total
       from pg_class c where c.relname = any($1) order by pg_total_relation_size(c.oid) desc`,
      [['trades', 'sales_daily', 'sales_hourly', 'sales_tickets', 'tickets_hourly', 'tickets_daily']],
    );
    return [
      '| table | rows | table size | index size | total |',
      '|---|---:|---:|---:|---:|',
      ...rows.rows.map(
        (r) =>
          `| ${r.name} | ${Number(r.rows).toLocaleString('en')} | ${r.table} | ${r.indexes} | ${r.total} |`,
      ),
    ];
  } finally {
    await pool.end();
  }
}

async function main() {
  const args = process.argv.slice(2);
  if (args.includes('--drop')) {
    await dropSalesData();
    console.log(`dropped ${SALES_DB}`);
    return;
  }
  const started = performance.now();
  const { url, meta } = await ensureSalesData({ regenerate: args.includes('--regenerate') });
  console.log(`\n${SALES_DB} ready after ${seconds(started)} s`);
  console.log(
    `records ${meta.records.toLocaleString('en')}: generate ${meta.generate_seconds} s, indexes ${meta.index_seconds} s, ` +
      `rebuildRollups ${meta.rebuild_seconds} s, vacuum analyze ${meta.vacuum_seconds} s\n`,
  );
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    const shape = await pool.query(
      `select count(*)::int as records,
              round(100.0 * count(*) filter (where weighing_mode = 1) / count(*), 1) as counted_pct,
              round(100.0 * count(*) filter (where total_price < total_before_discount) / count(*), 1) as discounted_pct,
              round(100.0 * count(*) filter (where unmapped) / count(*), 2) as unmapped_pct,
              min(trade_time) as first, max(trade_time) as last
       from trades where company_id = any($1::int[])`,
      [meta.companies.map((c) => c.id)],
    );
    console.log('the 3 companies:', shape.rows[0]);
  } finally {
    await pool.end();
  }
  for (const line of await tableSizes(url)) console.log(line);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
