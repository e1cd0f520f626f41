import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { type Database, openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed/demo.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type Result = { label: string; rps: number; p50: number; p99: number; errors: number };

async function load(label: string, url: string, headers: Record<string, string>): Promise<Result> {
  // The load runs in a worker thread so it does not share the server's event loop.
  const run = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS, workers: 1 });
  const non2xx = run.non2xx + run.errors;
  return { label, rps: run.requests.average, p50: run.latency.p50, p99: run.latency.p99, errors: non2xx };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function measureEngine(engine: 'pglite' | 'postgres'): Promise<Result[]> {
  let database: Database;
  let dropDatabase = async () => {};
  if (engine === 'postgres') {
    const scratch = await createScratchDatabase(PG_URL, 'bench');
    database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
    dropDatabase = scratch.drop;
  } else {
    database = await openDatabase({ dataDir: null });
  }
  await migrate(database.db);
  await seedDemo(database.db);

  const config = loadConfig({
    LOG_LEVEL: 'silent',
    SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS ?? '5',
  });
  const app = await buildApp(createContext(database.db, config), { serveStatic: false });
  const base = await listen(app);
  const login = await fetch(`${base}/api/management/users/login/password`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('demo:Demo@123456').toString('base64')}` },
  });
  const body = (await login.json()) as { data: { token: string } };
  const headers = { authorization: `Basic ${Buffer.from(`${body.data.token}:null`).toString('base64')}` };
  const sample = await (await fetch(`${base}/api/management/users/info`, { headers })).text();

  // The baseline: a bare Fastify route answering the very same JSON, no auth, no database.
  const bare = Fastify();
  bare.get('/api/management/users/info', async (_req, reply) => reply.type('application/json').send(sample));
  const bareBase = await listen(bare);

  await load('warm-up', `${base}/api/management/users/info`, headers);
  const baseline = await load(`bare route (${engine} run)`, `${bareBase}/api/management/users/info`, {});
  const real = await load(`users/info on ${engine}`, `${base}/api/management/users/info`, headers);

  await bare.close();
  await app.close();
  await database.close();
  await dropDatabase();
  return [baseline, real];
}

const rows: Result[] = [];
for (const engine of ['pglite', 'postgres'] as const) {
  try {
    rows.push(...(await measureEngine(engine)));
  } catch (error) {
    console.error(`${engine}: skipped (${(error as Error).message})`);
  }
}

console.log(`\n${SECONDS}s per run, ${CONNECTIONS} connections, node ${process.version}\n`);
console.log('| run | req/s | p50 ms | p99 ms | non-2xx+errors | vs bare route |');
console.log('|---|---:|---:|---:|---:|---:|');
for (let i = 0; i < rows.length; i += 2) {
  const [bare, real] = [rows[i]!, rows[i + 1]!];
  for (const r of [bare, real]) {
    const ratio = r === bare ? '100%' : `${((real.rps / bare.rps) * 100).toFixed(1)}%`;
    console.log(`| ${r.label} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.errors} | ${ratio} |`);
  }
}
