import { SCALE_MODEL_CODES } from '@dahua/shared';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { listen, type Stats, signInHeaders, timed, triple } from './support.js';

/**
 * The maker's fleet (issue 27 §1) as the console calls it, over 10,000 scales of 100 companies:
 * GET /api/management/fleet/scales (20 a page), /fleet/summary and /fleet/scales/export (xlsx), as the
 * administrator, through the real app; beside each, the very statements the repository sent for it
 * (captured at the app's own pool on the case's first request) replayed on a plain pg.Pool.
 *   npm run fleet -w bench     (DATABASE_URL, BENCH_REQUESTS, BENCH_EXPORTS, BENCH_EXPLAIN=1 for the
 *   plans of those statements)
 */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARM_UP = 20;
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 5);
const EXPORT_WARM_UP = 1;
const COMPANIES = 100;
const SHOPS = 10;
const SCALES = 10;
const PER_PAGE = 20;
const EXPLAIN = process.env.BENCH_EXPLAIN === '1';
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * 100 companies named like `华东果业 042` (5 regions × 5 trades), 10 shops each (`东门店`…, 70% on the
 * company's zone, 10% each on Asia/Urumqi, America/Los_Angeles and Europe/Berlin), 10 scales a shop
 * (`秤 07`, the models of SCALE_MODELS in turn, 1% retired, a software id on half): 10,000 scales.
 * scale_sync_status for 90% of them (85% in_step, 15% unreachable); 70% of all scales heard from within
 * the online window (their last_contact is set an hour ahead, so they stay online through the run), the
 * rest spread over the last 10 days. A verification record for 80% (verified_on spread over the last 400
 * days, next due a year later, 3% fail), every 20th of them corrected by a second record (corrects_id)
 * that moves its next due day by a month. An open work order on every 40th scale, a closed one on every
 * 25th. Then vacuum analyze.
 */
async function fill(pool: pg.Pool): Promise<void> {
  // One connection throughout: the numbering below is a temporary table.
  const one = await pool.connect();
  try {
    await fillWith(one);
  } finally {
    one.release();
  }
}

async function fillWith(pool: pg.PoolClient): Promise<void> {
  await pool.query(
    `insert into companies (name, contact_person, phone_number)
     select (array['华东','华南','华北','西南','东北'])[1 + i % 5]
              || (array['生鲜','超市','果业','肉联','农贸'])[1 + (i / 5) % 5] || ' ' || lpad(i::text, 3, '0'),
            '联系人 ' || i, '1380000' || lpad(i::text, 4, '0')
     from generate_series(1, $1) i`,
    [COMPANIES],
  );
  await pool.query(
    `insert into shops (company_id, name, time_zone)
     select c.id,
            (array['东门','西门','南门','北门','中心','新区','老街','滨江','高新','开发区'])[j] || '店',
            case when (c.id + j) % 10 = 7 then 'Asia/Urumqi'
                 when (c.id + j) % 10 = 8 then 'America/Los_Angeles'
                 when (c.id + j) % 10 = 9 then 'Europe/Berlin' end
     from companies c cross join generate_series(1, $1) j
     where c.name ~ ' [0-9]{3}$'`,
    [SHOPS],
  );
  await pool.query(
    `insert into scales (company_id, shop_id, scale_name, model_code, software_id, retired_time)
     select s.company_id, s.id, '秤 ' || lpad(k::text, 2, '0'), ($2::text[])[1 + (s.id * 7 + k) % $3],
            case when (s.id + k) % 2 = 0 then 'V2.' || ((s.id + k) % 7) end,
            case when (s.id * 13 + k) % 100 = 0 then now() - interval '30 days' end
     from shops s join companies c on c.id = s.company_id cross join generate_series(1, $1) k
     where c.name ~ ' [0-9]{3}$'`,
    [SCALES, [...SCALE_MODEL_CODES], SCALE_MODEL_CODES.length],
  );
  // The bench's scales (the demo seed's keep their own rows), numbered 0… in id order.
  await pool.query(
    `create temporary table bench_scales as
     select s.id, s.company_id, s.shop_id, (row_number() over (order by s.id) - 1)::int n
     from scales s join companies c on c.id = s.company_id where c.name ~ ' [0-9]{3}$'`,
  );
  await pool.query(
    `insert into scale_sync_status (scale_id, state, state_since, last_contact, last_full_sync,
                                    last_delta_sync, firmware, last_sales_upload, error, error_time)
     select b.id, case when b.n % 20 < 3 then 'unreachable' else 'in_step' end,
            now() - make_interval(hours => 1 + b.n % 200),
            case when b.n % 10 < 7 then now() + interval '1 hour' - make_interval(secs => b.n % 240)
                 else now() - make_interval(secs => 600 + (b.n * 97) % 864000) end,
            now() - make_interval(hours => 2 + b.n % 300), now() - make_interval(mins => 5 + b.n % 600),
            'TM-' || (b.n % 5) || '.0' || (b.n % 3), now() - make_interval(mins => b.n % 1440),
            case when b.n % 20 < 3 then 'connect ETIMEDOUT' end,
            case when b.n % 20 < 3 then now() - make_interval(mins => b.n % 600) end
     from bench_scales b where b.n % 10 <> 9`,
  );
  await pool.query(
    `insert into scale_verifications (company_id, scale_id, shop_id, verified_on, body, certificate_no,
                                      result, next_due_on)
     select b.company_id, b.id, b.shop_id, current_date - (b.n * 37) % 400,
            (array['省计量科学研究院','市计量检定测试所','县市场监督管理局'])[1 + b.n % 3],
            'JD' || lpad(b.n::text, 8, '0'),
            case when b.n % 100 < 3 then 'fail' else 'pass' end,
            current_date - (b.n * 37) % 400 + interval '1 year'
     from bench_scales b where b.n % 5 <> 4`,
  );
  await pool.query(
    `insert into scale_verifications (company_id, scale_id, shop_id, verified_on, body, certificate_no,
                                      result, next_due_on, note, corrects_id)
     select v.company_id, v.scale_id, v.shop_id, v.verified_on, v.body, v.certificate_no, v.result,
            v.next_due_on - interval '1 month', '更正检定日期', v.id
     from scale_verifications v join bench_scales b on b.id = v.scale_id where b.n % 20 = 0`,
  );
  await pool.query(
    `insert into work_orders (number, company_id, shop_id, scale_id, type, priority, status, title,
                              contact_person, contact_phone, response_hours, resolution_hours, created_time)
     select 'WO-BENCH-' || lpad(b.n::text, 6, '0'), b.company_id, b.shop_id, b.id,
            (array['repair','calibration','installation'])[1 + b.n % 3],
            case when b.n % 7 = 0 then 'urgent' else 'normal' end,
            case when b.n % 40 = 0 then (array['new','accepted','in_progress','waiting','resolved'])[1 + (b.n / 40) % 5]
                 else (array['closed','cancelled'])[1 + b.n % 2] end,
            '秤不准 ' || b.n, '店长', '13900000000', 8, 72, now() - make_interval(hours => b.n % 2000)
     from bench_scales b where b.n % 40 = 0 or b.n % 25 = 0`,
  );
  // A table in service has been vacuumed (autovacuum).
  await pool.query(
    'vacuum analyze companies, shops, scales, scale_sync_status, scale_verifications, work_orders',
  );
}

type Case = { label: string; path: string; query: Record<string, string>; file?: boolean };

const ratio = (api: Stats, sql: Stats) =>
  `${(api.p50 / sql.p50).toFixed(1)} / ${(api.p95 / sql.p95).toFixed(1)}`;

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 10 });
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const filled = performance.now();
    await fill(raw);
    const counts = await raw.query(
      `select (select count(*)::int from companies) companies, (select count(*)::int from shops) shops,
              (select count(*)::int from scales) scales,
              (select count(*)::int from scale_sync_status) sync_status,
              (select count(*)::int from scale_verifications) verifications,
              (select count(*)::int from work_orders) work_orders,
              (select count(distinct scale_id)::int from work_orders
                where status in ('new','accepted','in_progress','waiting','resolved')) with_open_orders`,
    );
    console.log(`filled in ${((performance.now() - filled) / 1000).toFixed(1)} s:`, counts.rows[0]);
    const total = counts.rows[0].scales as number;
    const middlePage = Math.ceil(Math.ceil(total / PER_PAGE) / 2);
    const company = await raw.query<{ id: number; name: string }>(
      `select id, name from companies where name ~ ' [0-9]{3}$' order by id offset 41 limit 1`,
    );
    const companyId = String(company.rows[0]!.id);

    const app = await buildApp(createContext(database.db, loadConfig({ LOG_LEVEL: 'silent' })), {
      serveStatic: false,
    });
    const base = await listen(app);
    const headers = await signInHeaders(base, 'admin', 'Admin@123456');

    const list = '/api/management/fleet/scales';
    const CASES: Case[] = [
      { label: 'page 1', path: list, query: { page: '1' } },
      { label: `page ${middlePage} (middle)`, path: list, query: { page: String(middlePage) } },
      { label: 'verification_status=due, page 1', path: list, query: { verification_status: 'due' } },
      {
        label: 'verification_status=overdue, page 1',
        path: list,
        query: { verification_status: 'overdue' },
      },
      { label: 'online=false, page 1', path: list, query: { online: 'false' } },
      {
        label: `company_id (${company.rows[0]!.name}), page 1`,
        path: list,
        query: { company_id: companyId },
      },
      { label: 'name=果业 (20 companies), page 1', path: list, query: { name: '果业' } },
      { label: 'summary', path: '/api/management/fleet/summary', query: {} },
      {
        label: 'export, one company',
        path: '/api/management/fleet/scales/export',
        query: { company_id: companyId },
        file: true,
      },
      { label: 'export, everything', path: '/api/management/fleet/scales/export', query: {}, file: true },
    ];

    // The statements the repository sends, captured from the app's own pool.
    const client = (database.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
      .$client;
    const sendQuery = client.query.bind(client);
    const capture = async (url: string) => {
      const sent: { text: string; values: unknown[] }[] = [];
      client.query = (...args: unknown[]) => {
        const [config, values] = args as [
          string | { text: string; values?: unknown[] },
          unknown[] | undefined,
        ];
        sent.push(
          typeof config === 'string'
            ? { text: config, values: values ?? [] }
            : { text: config.text, values: config.values ?? values ?? [] },
        );
        return sendQuery(...args);
      };
      try {
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
      } finally {
        client.query = sendQuery;
      }
      return sent.filter((s) => s.text.includes('from "scales"'));
    };

    const rows: string[] = [];
    for (const c of CASES) {
      const params = new URLSearchParams(
        c.path === list ? { ...c.query, per_page: String(PER_PAGE) } : c.query,
      );
      const url = `${base}${c.path}?${params}`;
      const statements = await capture(url);
      if (statements.length === 0) throw new Error(`${c.label}: no statement captured`);
      const times = c.file ? EXPORTS : REQUESTS;
      const warmUp = c.file ? EXPORT_WARM_UP : WARM_UP;
      let shown = '';
      const api = await timed(
        async () => {
          const response = await fetch(url, { headers });
          if (c.file) {
            const body = await response.arrayBuffer();
            if (response.status !== 200) throw new Error(`${c.label}: ${response.status}`);
            shown = `${(body.byteLength / 1024).toFixed(0)} KiB`;
            return;
          }
          const body = (await response.json()) as {
            code: number;
            data: { total?: number; meta?: { total: number }; by_status?: Record<string, number> };
          };
          if (body.code !== 1) throw new Error(`${c.label}: ${JSON.stringify(body)}`);
          shown = body.data.meta ? String(body.data.meta.total) : `total ${body.data.total}`;
        },
        times,
        warmUp,
      );
      const plain = await timed(
        async () => {
          await Promise.all(statements.map((s) => raw.query(s.text, s.values)));
        },
        times,
        warmUp,
      );
      console.log(
        `${c.label}: ${shown}, ${statements.length} statement(s), API ${triple(api)}, SQL ${triple(plain)}`,
      );
      rows.push(`| ${c.label} | ${shown} | ${triple(api)} | ${triple(plain)} | ${ratio(api, plain)} |`);
      if (EXPLAIN)
        for (const statement of statements) {
          const plan = await raw.query<{ 'QUERY PLAN': string }>(
            `explain (analyze, buffers) ${statement.text}`,
            statement.values,
          );
          console.log(`\n${statement.text}\n-- ${JSON.stringify(statement.values)}`);
          for (const row of plan.rows) console.log(row['QUERY PLAN']);
          console.log('');
        }
    }

    console.log(
      `\n${REQUESTS} sequential requests per case after ${WARM_UP} warm-up (exports: ${EXPORTS} after ${EXPORT_WARM_UP}), node ${process.version}\n`,
    );
    console.log(
      '| case | meta.total / answer | API p50 / p95 / p99 ms | SQL p50 / p95 / p99 ms | API ÷ SQL p50 / p95 |',
    );
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
