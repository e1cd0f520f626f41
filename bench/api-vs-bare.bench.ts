import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { hashToken, newToken } from '../apps/server/src/lib/token.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { fillGoods, listen, signInHeaders } from './support.js';

/**
 * Requests per second of the real API beside a bare Fastify route that sends the same SQL through
 * `pg` directly, side by side in one process on one PostgreSQL database (both pools 10
 * connections), loaded in turn by autocannon from a worker thread (10 connections):
 *   npx tsx --conditions source bench/api-vs-bare.bench.ts   (DATABASE_URL, BENCH_SECONDS=8, BENCH_ONLY=shops,goods-list,…)
 * The read cases' bare routes replay the very statements the API sent for a first request (captured
 * at the driver), so they include the exact count; the write cases' bare routes send the statements
 * of the goods service by hand (printed beside the API's, counted per request).
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const GOODS = 110_000;
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const ONLY = process.env.BENCH_ONLY?.split(',');
const ROTATE = fileURLToPath(new URL('./autocannon-rotate.cjs', import.meta.url));

// Every statement any pg client sends, counted; recorded while `capture` is set.
type Sent = { text: string; values: unknown[] };
let capture: Sent[] | null = null;
let sentCount = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  sentCount++;
  const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (capture) {
    const text = typeof config === 'string' ? config : config.text;
    capture.push({ text, values: (typeof config === 'string' ? undefined : config.values) ?? values ?? [] });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

type Result = { label: string; rps: number; p50: number; p90: number; p99: number; bad: number; sql: number };

async function load(
  label: string,
  url: string,
  options: { method?: 'GET' | 'PUT' | 'POST'; headers?: Record<string, string>; rotate?: object } = {},
): Promise<Result> {
  process.env.BENCH_ROTATE = JSON.stringify(options.rotate ?? {});
  const before = sentCount;
  const run = await autocannon({
    url,
    method: options.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...options.headers },
    connections: CONNECTIONS,
    duration: SECONDS,
    workers: 1,
    ...(options.rotate ? { requests: [{ setupRequest: ROTATE }] } : {}),
  } as autocannon.Options);
  const total = run.requests.total || 1;
  return {
    label,
    rps: run.requests.average,
    p50: run.latency.p50,
    p90: run.latency.p90,
    p99: run.latency.p99,
    bad: run.non2xx + run.errors,
    sql: (sentCount - before) / total,
  };
}

const envelope = (data: unknown) => ({ code: 1, msg: '', data });

/** A bare route answering with the statements captured from one API request, replayed as they were. */
function replay(bare: FastifyInstance, raw: pg.Pool, path: string, statements: Sent[]) {
  bare.get(path, async () => {
    const results = await Promise.all(statements.map((s) => raw.query(s.text, s.values)));
    return envelope(results.map((r) => r.rows));
  });
}

async function main() {
  const scratch = await createScratchDatabase(PG_URL, 'bench');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const raw = new pg.Pool({ connectionString: scratch.url, max: 10 });
  // As the app's pool does: a connection the server drops is replaced, not fatal.
  raw.on('error', (error) => console.error('bare pool:', error.message));
  const apps: FastifyInstance[] = [];
  const bare = Fastify();
  const rows: [Result, Result][] = [];
  const notes: string[] = [];
  try {
    await migrate(database.db);
    await seedDemo(database.db);
    const ids = await raw.query<{ company: number; owner: number; admin: number }>(
      `select (select id from companies where name = '演示公司') company,
              (select id from users where username = 'demo') owner,
              (select id from users where username = 'admin') admin`,
    );
    const { company, owner, admin } = ids.rows[0]!;
    await fillGoods(raw, company, GOODS);
    // Companies the create case writes into (PLU numbers 1…9999 each), one set per route.
    const made = await raw.query<{ id: number }>(
      `insert into companies (name, contact_person, phone_number)
       select '压测公司 ' || i, '联系人', '137' || lpad(i::text, 8, '0') from generate_series(1, 40) i returning id`,
    );
    const createCompanies = made.rows.map((r) => r.id);
    const editIds = (
      await raw.query<{ id: number }>('select id from goods where company_id = $1 order by id limit 1000', [
        company,
      ])
    ).rows.map((r) => r.id);
    // 1,000 sessions of the demo owner, each with its own token.
    const tokens = Array.from({ length: 1000 }, () => newToken());
    await raw.query(
      `insert into sessions (user_id, token_hash, expires_at)
       select $1, h, now() + interval '1 day' from unnest($2::text[]) h`,
      [owner, tokens.map(hashToken)],
    );

    const appWith = async (cacheSeconds: string) => {
      const config = loadConfig({ LOG_LEVEL: 'silent', SESSION_CACHE_SECONDS: cacheSeconds });
      const app = await buildApp(createContext(database.db, config), { serveStatic: false });
      apps.push(app);
      return listen(app);
    };
    const api = await appWith('5');
    const apiNoCache = await appWith('0');
    const ownerHeaders = await signInHeaders(api, 'demo', 'Demo@123456');
    const adminHeaders = await signInHeaders(api, 'admin', 'Admin@123456');

    /** The statements one API request sends (the first: nothing cached yet). */
    const statementsOf = async (base: string, path: string, headers: Record<string, string>) => {
      capture = [];
      const response = await fetch(`${base}${path}`, { headers });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      // The session lookup is left out: the bare routes have no sign-in (the API caches it).
      const sent = capture.filter((s) => !/from "sessions"/.test(s.text));
      capture = null;
      return sent;
    };

    const shopsPath = '/api/management/shops?page=1&per_page=10';
    const goodsPath = '/api/management/goods?page=1&per_page=20';
    const goodsSearchPath = `/api/management/goods?page=1&per_page=20&name=${encodeURIComponent('苹果')}`;
    const infoPath = '/api/management/users/info';
    replay(bare, raw, '/bare/shops', await statementsOf(api, shopsPath, ownerHeaders));
    replay(bare, raw, '/bare/goods', await statementsOf(api, goodsPath, ownerHeaders));
    replay(bare, raw, '/bare/goods-search', await statementsOf(api, goodsSearchPath, ownerHeaders));
    capture = [];
    await fetch(`${apiNoCache}${infoPath}`, { headers: ownerHeaders });
    const infoStatements = capture;
    capture = null;
    const sessionSql = infoStatements[0]!;
    const ownerHash = hashToken(
      Buffer.from(ownerHeaders.authorization.slice(6), 'base64').toString().split(':')[0]!,
    );
    notes.push(`users/info sends ${infoStatements.length} statement(s) without the cache`);
    bare.get('/bare/users/info', async (request) => {
      const token = Buffer.from((request.headers.authorization ?? '').slice(6), 'base64')
        .toString()
        .split(':')[0]!;
      const hash = createHash('sha256').update(token).digest('hex');
      const values = sessionSql.values.map((v) => (v === ownerHash ? hash : v));
      const result = await raw.query({ name: 'bare_session', text: sessionSql.text, values });
      if (result.rows.length !== 1) throw new Error('no session');
      return envelope(result.rows[0]);
    });

    // Goods edit as the service does it: the item in scope, then in one transaction the update,
    // the audit names and the audit row.
    const writeAudit = async (
      client: pg.PoolClient,
      action: string,
      row: Record<string, unknown>,
      detail: object,
    ) => {
      const names = await client.query(
        `select (select replace(name, chr(10), ' ') from goods where id = $1)::text as target,
                (select name from companies where id = $2)::text as company`,
        [row.id, row.company_id],
      );
      await client.query(
        `insert into audit_logs (actor_user_id, action, target_type, target_id, company_id, detail)
         values ($1, $2, 'goods', $3, $4, $5)`,
        [admin, action, row.id, row.company_id, { ...detail, ...names.rows[0] }],
      );
    };
    bare.put<{ Params: { id: string }; Body: { unit_price: number; origin: string } }>(
      '/bare/goods/:id',
      async (request) => {
        const found = await raw.query('select * from goods where id = $1 and company_id = $2 limit 1', [
          Number(request.params.id),
          company,
        ]);
        if (!found.rows[0]) throw new Error('missing');
        const client = await raw.connect();
        try {
          await client.query('begin');
          const changed = await client.query(
            'update goods set unit_price_fen = $1, origin = $2, last_modified_time = $3 where id = $4 returning *',
            [request.body.unit_price, request.body.origin, new Date(), Number(request.params.id)],
          );
          await writeAudit(client, 'goods.edit', changed.rows[0], { changes: {} });
          await client.query('commit');
          return envelope(changed.rows[0]);
        } catch (error) {
          await client.query('rollback');
          throw error;
        } finally {
          client.release();
        }
      },
    );
    bare.post<{
      Body: { company_id: number; plu_number: number; item_code: string; name: string; unit_price: number };
    }>('/bare/goods', async (request) => {
      const b = request.body;
      const client = await raw.connect();
      try {
        await client.query('begin');
        const made = await client.query(
          `insert into goods (company_id, plu_number, item_code, name, unit_price_fen) values ($1, $2, $3, $4, $5)
             returning *`,
          [b.company_id, b.plu_number, b.item_code, b.name, b.unit_price],
        );
        await writeAudit(client, 'goods.create', made.rows[0], {});
        await client.query('commit');
        return envelope(made.rows[0]);
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    });
    const bareBase = await listen(bare);
    if (process.env.BENCH_DEBUG) {
      for (const path of ['/bare/shops', '/bare/goods', '/bare/users/info']) {
        const r = await fetch(`${bareBase}${path}`, { headers: ownerHeaders });
        console.log(path, r.status, (await r.text()).slice(0, 300));
      }
    }

    const cases: { name: string; run: () => Promise<[Result, Result]> }[] = [
      {
        name: 'shops',
        run: async () => [
          await load('bare: shops page + count', `${bareBase}/bare/shops`),
          await load('API: shops list (demo owner)', `${api}${shopsPath}`, { headers: ownerHeaders }),
        ],
      },
      {
        name: 'goods-edit',
        run: async () => [
          await load('bare: goods edit', `${bareBase}/bare/goods`, {
            method: 'PUT',
            rotate: { path: '/bare/goods', editIds },
          }),
          await load('API: goods edit (PUT, administrator)', `${api}/api/management/goods`, {
            method: 'PUT',
            headers: adminHeaders,
            rotate: { path: '/api/management/goods', editIds },
          }),
        ],
      },
      {
        name: 'goods-create',
        run: async () => [
          await load('bare: goods create', `${bareBase}/bare/goods`, {
            method: 'POST',
            rotate: { createCompanies: createCompanies.slice(0, 20) },
          }),
          await load('API: goods create (POST, administrator)', `${api}/api/management/goods`, {
            method: 'POST',
            headers: adminHeaders,
            rotate: { createCompanies: createCompanies.slice(20) },
          }),
        ],
      },
      {
        name: 'users-info',
        run: async () => [
          await load('bare: session lookup', `${bareBase}/bare/users/info`, { headers: ownerHeaders }),
          await load('API: users/info, SESSION_CACHE_SECONDS=0', `${apiNoCache}${infoPath}`, {
            headers: ownerHeaders,
          }),
        ],
      },
      {
        name: 'users-info-1000',
        run: async () => [
          await load('bare: session lookup, 1,000 sessions', `${bareBase}/bare/users/info`, {
            rotate: { tokens },
          }),
          await load('API: users/info, 1,000 sessions, cache 0', `${apiNoCache}${infoPath}`, {
            rotate: { tokens },
          }),
        ],
      },
      {
        name: 'users-info-1000-cached',
        run: async () => [
          await load('bare: session lookup, 1,000 sessions', `${bareBase}/bare/users/info`, {
            rotate: { tokens },
          }),
          await load('API: users/info, 1,000 sessions, cache 5 s', `${api}${infoPath}`, {
            rotate: { tokens },
          }),
        ],
      },
      {
        name: 'goods-list',
        run: async () => [
          await load(`bare: goods page 1 + count (${GOODS} goods)`, `${bareBase}/bare/goods`),
          await load('API: goods list page 1 (demo owner)', `${api}${goodsPath}`, { headers: ownerHeaders }),
        ],
      },
      {
        name: 'goods-search',
        run: async () => [
          await load('bare: goods 苹果 page 1 + count', `${bareBase}/bare/goods-search`),
          await load('API: goods list 苹果 page 1', `${api}${goodsSearchPath}`, { headers: ownerHeaders }),
        ],
      },
    ];
    // Warm both (JIT, plans, caches) before measuring.
    await load('warm-up', `${api}${shopsPath}`, { headers: ownerHeaders });
    await load('warm-up', `${bareBase}/bare/shops`);
    for (const c of cases) {
      if (ONLY && !ONLY.includes(c.name)) continue;
      rows.push(await c.run());
    }
  } finally {
    await bare.close();
    for (const app of apps) await app.close();
    await raw.end();
    await database.close();
    await scratch.drop();
  }
  console.log(
    `\n${SECONDS} s per run, ${CONNECTIONS} connections, node ${process.version}; ${notes.join('; ')}\n`,
  );
  console.log(
    '| run | req/s | p50 / p90 / p99 ms | non-2xx + errors | statements per request | API / bare |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const [b, a] of rows) {
    for (const r of [b, a]) {
      const ratio = r === b ? '' : `**${((a.rps / b.rps) * 100).toFixed(0)}%**`;
      console.log(
        `| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} / ${r.p90} / ${r.p99} | ${r.bad} | ${r.sql.toFixed(2)} | ${ratio} |`,
      );
    }
  }
}

await main();
