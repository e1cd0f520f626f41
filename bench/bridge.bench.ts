import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bridge, desiredOf, loadConfig } from '@dahua/bridge';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig as serverConfig } from '../apps/server/src/config.js';
import { createContext } from '../apps/server/src/context.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { issueDeviceCredential } from '../apps/server/src/modules/scales/service.js';
import { createScratchDatabase } from '../apps/server/src/test/scratch-database.js';
import { listen, stats, triple } from './support.js';

/**
 * The shop bridge (issue 17), through the real app on a fresh PostgreSQL database and simulated
 * scales on local sockets:
 *   1. 4,000 PLUs to a zero-delay simulator (a full push, the scale cleared first);
 *   2. a delta push after changing 10 of them: the `!0V` records the simulator received;
 *   3. 50 price changes, one at a time, to a running bridge: time from the UPDATE's commit to the
 *      new price in the simulator's memory;
 *   4. the same 4,000 PLUs at the simulator's default 30 ms a record, against 4,000 × 30 ms;
 *   5. one bridge process driving 20 simulated scales (4,000 PLUs each, zero delay): its CPU and memory.
 *   npm run bridge -w bench   (DATABASE_URL names the server; BENCH_SLOW=0 skips step 4)
 */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PLUS = 4000;
const FLEET = 20;
const quiet = () => {};

/** The baseline of step 4: each line on a raw socket, the next one after the previous reply. */
async function bareSend(port: number, lines: string[]): Promise<void> {
  const socket = connect({ host: '127.0.0.1', port });
  await new Promise((resolve) => socket.once('connect', resolve));
  let buffered = '';
  let wake: (() => void) | null = null;
  socket.on('data', (chunk) => {
    buffered += chunk.toString('latin1');
    if (buffered.includes('\r\n\x03')) {
      buffered = buffered.slice(buffered.indexOf('\r\n\x03') + 3);
      wake?.();
    }
  });
  for (const line of lines) {
    const replied = new Promise<void>((resolve) => {
      wake = resolve;
    });
    socket.write(`${line}\r\n`, 'latin1');
    await replied;
  }
  socket.destroy();
}

async function main() {
  const scratch = await createScratchDatabase(SERVER_URL, 'bench_bridge');
  const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null });
  const dir = mkdtempSync(join(tmpdir(), 'bench-bridge-'));
  const sims: Simulator[] = [];
  try {
    await migrate(database.db);
    const db = database.db;
    const ctx = createContext(db, serverConfig({ LOG_LEVEL: 'silent' }));
    const app = await buildApp(ctx, { serveStatic: false });
    const base = await listen(app);
    const rowsOf = async (query: ReturnType<typeof sql>) =>
      ((await db.execute(query)) as unknown as { rows: { id: number }[] }).rows;
    const [company] = await rowsOf(
      sql`insert into companies (name, status) values ('桥接基准', 'active') returning id`,
    );
    const [shop] = await rowsOf(
      sql`insert into shops (company_id, name) values (${company!.id}, '基准店') returning id`,
    );
    await db.execute(sql`
      insert into goods (company_id, plu_number, item_code, name, unit_price_fen)
      select ${company!.id}, n, (100000 + n)::text, '基准商品' || n, 100 + n from generate_series(1, ${PLUS}) n`);
    const scaleIds = (
      await rowsOf(sql`
        insert into scales (company_id, shop_id, scale_name, model_code)
        select ${company!.id}, ${shop!.id}, '秤 ' || n, 'TM-Aa' from generate_series(1, ${FLEET + 1}) n
        returning id`)
    ).map((row) => Number(row.id));
    await db.execute(sql`insert into scale_goods (company_id, scale_id, goods_id) select g.company_id, s, g.id from goods g,
      unnest(${`{${scaleIds.join(',')}}`}::int[]) s where g.company_id = ${company!.id}`);
    const credentials = await Promise.all(scaleIds.map((id) => issueDeviceCredential(db, id)));

    const configOf = (name: string, entries: { port: number; credential: string }[]) => {
      const path = join(dir, `${name}.json`);
      writeFileSync(
        path,
        JSON.stringify({
          server: base,
          state_dir: `${name}-state`,
          scales: entries.map((entry) => ({ host: '127.0.0.1', ...entry })),
        }),
      );
      return loadConfig(path);
    };

    // 1. A full push of 4,000 PLUs at zero delay.
    const fast = await startSimulator({ port: 0, controlPort: 0, delayMs: 0, log: quiet });
    sims.push(fast);
    const one = new Bridge(configOf('one', [{ port: fast.port, credential: credentials[0]! }]), {
      log: quiet,
    });
    const worker = one.workers[0]!;
    let started = performance.now();
    const full = await worker.push();
    const fullMs = performance.now() - started;
    console.log(
      `1. full push, ${PLUS} PLUs, zero delay: ${(fullMs / 1000).toFixed(2)} s (${full.sent} records sent) — goal ≤ 10 s`,
    );

    // 2. Change 10 of them: a delta push.
    await db.execute(sql`update goods set unit_price_fen = unit_price_fen + 1
      where company_id = ${company!.id} and plu_number in (7, 70, 700, 1000, 1500, 2000, 2500, 3000, 3500, 4000)`);
    const changes = await one.api!.changes(credentials[0]!, full.version, 0);
    worker.absorb(changes);
    const receivedBefore = fast.memory.pluCount();
    const counters = async () =>
      (await (await fetch(`http://127.0.0.1:${fast.controlPort}/counters`)).json()) as {
        received: Record<string, number>;
      };
    const before = await counters();
    started = performance.now();
    const delta = await worker.push();
    const deltaMs = performance.now() - started;
    const after = await counters();
    const counted = { V: (after.received.V ?? 0) - (before.received.V ?? 0) };
    console.log(
      `2. delta after changing 10 of ${PLUS}: ${counted.V} !0V records received (${delta.sent} sent) in ${deltaMs.toFixed(0)} ms; ${receivedBefore} PLUs held`,
    );

    // 3. 50 price changes to a running bridge.
    const stop = new AbortController();
    const running = one.run(stop.signal);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const latencies: number[] = [];
    for (let i = 0; i < 50; i++) {
      const plu = 1 + ((i * 79) % PLUS);
      const price = 50_000 + i;
      const at = performance.now();
      await db.execute(
        sql`update goods set unit_price_fen = ${price} where company_id = ${company!.id} and plu_number = ${plu}`,
      );
      while (fast.memory.pluRecord(plu)?.unitPrice !== price)
        await new Promise((resolve) => setTimeout(resolve, 5));
      latencies.push(performance.now() - at);
    }
    stop.abort();
    await running;
    const l = stats(latencies);
    console.log(
      `3. a price change to the simulator's memory, 50 changes: p50 / p95 / p99 ms ${triple(l)} — goal p95 ≤ 2,000 ms`,
    );

    // 4. The same push at the default 30 ms a record, beside (at the same time) a bare client on
    // another simulator: a raw socket sending the very same lines, each after the previous reply.
    if (process.env.BENCH_SLOW !== '0') {
      const slow = await startSimulator({ port: 0, controlPort: 0, delayMs: 30, log: quiet });
      const bare = await startSimulator({ port: 0, controlPort: 0, delayMs: 30, log: quiet });
      sims.push(slow, bare);
      const bridge = new Bridge(configOf('slow', [{ port: slow.port, credential: credentials[1]! }]), {
        log: quiet,
      });
      const state = await one.api!.state(credentials[1]!);
      const lines = ['!0IA', ...[...desiredOf(state)].map(([, line]) => line)];
      // Both at once, so the machine's load falls on both alike.
      const timedRun = async (run: () => Promise<unknown>) => {
        const at = performance.now();
        const result = await run();
        return { ms: performance.now() - at, result };
      };
      const [bridged, bareRun] = await Promise.all([
        timedRun(() => bridge.workers[0]!.push()),
        timedRun(() => bareSend(bare.port, lines)),
      ]);
      bridge.workers[0]!.close();
      const pushed = bridged.result as Awaited<ReturnType<(typeof bridge.workers)[0]['push']>>;
      const slowMs = bridged.ms;
      const bareMs = bareRun.ms;
      const floor = (pushed.sent + 1) * 30;
      console.log(
        `4. full push at 30 ms a record (${pushed.sent + 1} records): bridge ${(slowMs / 1000).toFixed(1)} s, bare socket ${(bareMs / 1000).toFixed(1)} s: bridge = ${((slowMs / bareMs) * 100).toFixed(1)}% of bare (nominal device time ${(floor / 1000).toFixed(1)} s) — goal ≤ 105%`,
      );
    }

    // 5. One bridge process, 20 scales.
    const fleet: Simulator[] = [];
    for (let i = 0; i < FLEET; i++)
      fleet.push(await startSimulator({ port: 0, controlPort: 0, delayMs: 0, log: quiet }));
    sims.push(...fleet);
    const fleetConfig = configOf(
      'fleet',
      fleet.map((sim, i) => ({ port: sim.port, credential: credentials[i + 1]! })),
    );
    const child = spawn(
      process.execPath,
      [
        '--conditions',
        'source',
        '--import',
        'tsx',
        join(import.meta.dirname, 'bridge-fleet-child.ts'),
        fleetConfig.path,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    await new Promise((resolve) => child.on('exit', resolve));
    const figures = JSON.parse(output.trim().split('\n').pop() ?? '{}');
    console.log(
      `5. one bridge, ${FLEET} scales × ${PLUS} PLUs at once: ${(figures.ms / 1000).toFixed(1)} s, CPU ${(figures.cpuMs / 1000).toFixed(1)} s (user + system), peak RSS ${figures.maxRssMb} MB, failures ${figures.failed}`,
    );
    await app.close();
  } finally {
    await Promise.all(sims.map((sim) => sim.close()));
    await database.close();
    await scratch.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
