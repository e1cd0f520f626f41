import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig as serverConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { issuePairingCode } from '../apps/server/src/modules/bridges/service.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { listen } from './support.js';

/**
 * The bridge's single-file executables (issue 25), after `npm run bridge:package`:
 *   1. each platform's file size (the manifest);
 *   2. start time of the linux-x64 file (`--help`: the CLI has no --version), median of 10 runs, beside
 *      the same bundle on this machine's node (`node apps/bridge/release/.build/dist-bundle.cjs --help`);
 *   3. the packaged bridge paired by code with a real server (fresh PostgreSQL database) driving 20
 *      simulated TM-Aa scales (PLUS PLUs each, zero delay): time from the pairing code to the first PLU,
 *      to every scale holding every PLU, and its RSS (/proc/<pid>/status VmRSS, VmHWM) 60 s after the
 *      start; the same for the same bundle run by `node` (the baseline).
 *   npm run bridge-executable -w bench   (DATABASE_URL names the server; PLUS defaults to 4000)
 */
const ROOT = join(import.meta.dirname, '..');
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const VERSION: string = JSON.parse(readFileSync(join(ROOT, 'apps/bridge/package.json'), 'utf8')).version;
const RELEASE = join(ROOT, 'apps/bridge/release', VERSION);
const BUNDLE = join(ROOT, 'apps/bridge/release/.build/dist-bundle.cjs');
const FLEET = 20;
const PLUS = Number(process.env.PLUS ?? 4000);
const RUNS = 10;
const HOLD_MS = 60_000;

type ManifestEntry = { platform: string; version: string; file_name: string; size: number; sha256: string };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

function startTime(command: string, args: string[]): { median: number; min: number; max: number } {
  spawnSync(command, args, { stdio: 'ignore' }); // warm the page cache
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const result = spawnSync(command, args, { stdio: 'ignore' });
    samples.push(performance.now() - t0);
    if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
  }
  return { median: median(samples), min: Math.min(...samples), max: Math.max(...samples) };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

const kib = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith(`${field}:`));
  return Number(line?.match(/(\d+)/)?.[1] ?? Number.NaN);
};

async function main() {
  const manifest: ManifestEntry[] = JSON.parse(readFileSync(join(RELEASE, 'manifest.json'), 'utf8'));
  console.log(`bridge ${VERSION}, Node ${process.versions.node}`);
  console.log('1. file sizes');
  for (const entry of manifest)
    console.log(`   ${entry.platform}: ${entry.size} bytes (${(entry.size / 1024 / 1024).toFixed(1)} MiB)`);

  const linux = manifest.find((entry) => entry.platform === 'linux-x64')!;
  const exe = join(RELEASE, linux.file_name);
  if (!existsSync(BUNDLE)) throw new Error(`${BUNDLE} is missing: run npm run bridge:package`);
  const packaged = startTime(exe, ['--help']);
  const onNode = startTime(process.execPath, [BUNDLE, '--help']);
  const ms = (s: { median: number; min: number; max: number }) =>
    `median ${s.median.toFixed(0)} ms (min ${s.min.toFixed(0)}, max ${s.max.toFixed(0)})`;
  console.log(`2. start (--help, ${RUNS} runs): executable ${ms(packaged)}; node + bundle ${ms(onNode)}`);

  const scratch = await createScratchDatabase(SERVER_URL, 'bench_bridge_exe');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const dirs: string[] = [];
  try {
    await migrate(database.db);
    const db = database.db;
    const ctx = createContext(db, serverConfig({ LOG_LEVEL: 'silent' }));
    const app = await buildApp(ctx, { serveStatic: false });
    const base = await listen(app);
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows;
    const [user] = await rowsOf(sql`insert into users (username, password_hash, nickname, role_type, status)
      values ('bench-exe', 'x', 'bench', 'SUPER_ADMIN', 'active') returning id`);
    const [company] = await rowsOf(
      sql`insert into companies (name, status) values ('可执行文件基准', 'active') returning id`,
    );
    await db.execute(sql`
      insert into goods (company_id, plu_number, item_code, name, unit_price_fen)
      select ${company!.id}, n, (100000 + n)::text, '基准商品' || n, 100 + n from generate_series(1, ${PLUS}) n`);

    for (const [label, command, prefix] of [
      ['the linux-x64 executable', exe, []],
      ['node + the same bundle (baseline)', process.execPath, [BUNDLE]],
    ] as const) {
      const sims: Simulator[] = [];
      for (let i = 0; i < FLEET; i++)
        sims.push(await startSimulator({ port: 0, controlPort: 0, delayMs: 0, log: () => {} }));
      const [shop] = await rowsOf(
        sql`insert into shops (company_id, name) values (${company!.id}, ${`基准店 ${label}`}) returning id`,
      );
      const scaleIds: number[] = [];
      for (const [index, sim] of sims.entries()) {
        const [scale] =
          await rowsOf(sql`insert into scales (company_id, shop_id, scale_name, model_code, lan_host, lan_port)
          values (${company!.id}, ${shop!.id}, ${`秤 ${index + 1}`}, 'TM-Aa', '127.0.0.1', ${sim.port}) returning id`);
        scaleIds.push(Number(scale!.id));
      }
      await db.execute(sql`insert into scale_goods (company_id, scale_id, goods_id) select g.company_id, s, g.id from goods g,
        unnest(${`{${scaleIds.join(',')}}`}::int[]) s where g.company_id = ${company!.id}`);
      const { code } = await issuePairingCode(
        ctx,
        { kind: 'all', userId: Number(user!.id) },
        Number(shop!.id),
      );

      const dir = mkdtempSync(join(tmpdir(), 'bench-bridge-exe-'));
      dirs.push(dir);
      const port = await freePort();
      const started = performance.now();
      const child: ChildProcess = spawn(
        command,
        [...prefix, 'pair', code, '--server', base, '--dir', dir, '--no-open', '--port', String(port)],
        { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let stderr = '';
      child.stderr?.on('data', (chunk) => {
        stderr += chunk;
      });
      let firstPlu: number | null = null;
      let allIn: number | null = null;
      while (performance.now() - started < HOLD_MS) {
        if (child.exitCode !== null) throw new Error(`${label} exited ${child.exitCode}: ${stderr}`);
        const counts = sims.map((sim) => sim.memory.pluCount());
        if (firstPlu === null && counts.some((count) => count > 0)) firstPlu = performance.now() - started;
        if (allIn === null && counts.every((count) => count >= PLUS)) allIn = performance.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const rss = kib(child.pid!, 'VmRSS');
      const peak = kib(child.pid!, 'VmHWM');
      console.log(
        `3. ${label}: pairing code → first PLU ${firstPlu === null ? 'never' : `${(firstPlu / 1000).toFixed(2)} s`}, ` +
          `${FLEET} scales × ${PLUS} PLUs all held ${allIn === null ? 'not within 60 s' : `${(allIn / 1000).toFixed(1)} s`}; ` +
          `after 60 s VmRSS ${(rss / 1024).toFixed(0)} MiB, VmHWM (peak) ${(peak / 1024).toFixed(0)} MiB`,
      );
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(sims.map((sim) => sim.close()));
    }
    app.server.closeAllConnections();
    await app.close();
  } finally {
    await database.close();
    await scratch.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

await main();
process.exit(0);
