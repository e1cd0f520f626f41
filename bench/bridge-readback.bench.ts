import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScaleWorker, type ServerApi } from '@dahua/bridge';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { hotKeyCountOf, scaleModel } from '@dahua/shared';
import type { DeviceAuditBody, DeviceState } from '@dahua/shared/contracts/devices';
import { blankPlu, encodePluRead, type PluRecord, SYSTEM_PARAMETERS_13_DIGIT } from '@dahua/tm-protocol';
import { stats } from './support.js';

/**
 * Read-back audits (issue 25 §4): how many PLUs a bridge verifies a second on one scale, through the
 * bridge's own worker (ScaleWorker: "verify now", read in chunks between pushes, compared, reported)
 * against a simulated TM-Aa holding 4,000 PLUs on a local socket.
 *   1. the simulator at 0 ms a record: the bridge's own cost, 4,000 PLUs, 3 runs;
 *   2. the simulator at 30 ms a record (its default, the documented reply time: "PLU download about 5
 *      minutes (9999 PLUs)", SPEC §9): READBACK_SLOW PLUs (default 1,000; 4000 for the whole memory),
 *      beside a bare socket reading the same PLUs one after another at the same time (another simulator);
 *   3. from the rate of 2: the time a full verification of 4,000 PLUs takes, against the 10 minutes.
 * No server: a fake device API in the process answers the state and records the audit (one POST per
 * verification, off the per-PLU path).   npm run bridge-readback -w bench
 */
const PLUS = 4000;
const SLOW = Number(process.env.READBACK_SLOW ?? 1000);
const quiet = () => {};

const recordOf = (plu: number): PluRecord => ({
  ...blankPlu(plu),
  itemCode: 100_000 + plu,
  unitPrice: 100 + plu,
  barcodeFlag: 22,
  shelfLife: 3,
  name: [`基准商品${plu}`, '', ''],
});

class FakeApi {
  audits: DeviceAuditBody[] = [];
  constructor(private readonly plus: number) {}
  state(): Promise<DeviceState> {
    const model = scaleModel('TM-Aa') as NonNullable<ReturnType<typeof scaleModel>>;
    return Promise.resolve({
      scale: { id: 1, name: '基准秤', shop_id: 1, model_code: 'TM-Aa', plu_limit: 4000, key_count: 71 },
      version: 1,
      plus: {
        version: 1,
        records: Array.from({ length: this.plus }, (_, i) => ({ goods_id: i + 1, record: recordOf(i + 1) })),
      },
      hot_keys: { version: 1, key_count: hotKeyCountOf(model), keys: [] },
      labels: { version: 1, slots: [] },
      texts: { version: 1, texts: [], special_info: [] },
      params: {
        version: 1,
        barcode_format: '13',
        barcode_flag: '22',
        time_zone: 'Asia/Shanghai',
        system_parameters: { ...SYSTEM_PARAMETERS_13_DIGIT },
      },
      refused: [],
    });
  }
  status() {
    return Promise.resolve({});
  }
  uploadTrades() {
    return Promise.resolve({ stored: 0, duplicates: 0, unmapped: 0, clock_ahead: 0 });
  }
  call<T>(_method: string, _path: string, options: { body?: unknown }): Promise<T> {
    this.audits.push(options.body as DeviceAuditBody);
    return Promise.resolve({ audit_id: this.audits.length, repair: true } as T);
  }
}

/** A simulator at `delayMs` holding PLUs 1…plus (written into its memory directly). */
async function scale(delayMs: number, plus: number, port = 0): Promise<Simulator> {
  const sim = await startSimulator({ port, controlPort: 0, delayMs, log: quiet });
  for (let plu = 1; plu <= plus; plu++) sim.memory.apply({ kind: 'plu', record: recordOf(plu) });
  return sim;
}

function workerFor(api: FakeApi, port: number, stateDir: string) {
  return new ScaleWorker(api as unknown as ServerApi, {
    host: '127.0.0.1',
    port,
    credential: 'bench',
    stateDir,
    utcOffsetMinutes: 480,
    salesIntervalMs: 3600_000,
    timeoutMs: 2500,
    resends: 4,
    maxBackoffMs: 1000,
    log: quiet,
  });
}

/** "Verify now" and the worker's cycles until it is done (as its run loop does, without the feed). */
async function verify(worker: ScaleWorker, api: FakeApi): Promise<{ ms: number; audit: DeviceAuditBody }> {
  const before = api.audits.length;
  const started = performance.now();
  worker.verifyNow();
  while (worker.audits.busy) await worker.cycle();
  const ms = performance.now() - started;
  const audit = api.audits.slice(before).find((a) => a.full);
  if (!audit) throw new Error('no full audit reported');
  return { ms, audit };
}

/** The baseline: `!0U` of PLUs 1…n on a raw socket, each after the previous reply. */
async function bareRead(port: number, n: number): Promise<number> {
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
  const started = performance.now();
  for (let plu = 1; plu <= n; plu++) {
    const replied = new Promise<void>((resolve) => {
      wake = resolve;
    });
    socket.write(`${encodePluRead(plu)}\r\n`, 'latin1');
    await replied;
  }
  const ms = performance.now() - started;
  socket.destroy();
  return ms;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-readback-'));
  const sims: Simulator[] = [];
  try {
    // 1. Zero delay: the bridge's own cost per PLU read back and compared.
    const fast = await scale(0, PLUS);
    sims.push(fast);
    const fastApi = new FakeApi(PLUS);
    const fastWorker = workerFor(fastApi, fast.port, join(dir, 'fast'));
    await fastWorker.cycle(); // the first contact: a full resync (4,000 PLUs written), then rolling
    const runs: number[] = [];
    let audit: DeviceAuditBody | null = null;
    for (let i = 0; i < 3; i++) {
      const run = await verify(fastWorker, fastApi);
      runs.push(run.ms);
      audit = run.audit;
    }
    fastWorker.close();
    const fastMs = stats(runs).p50;
    console.log(
      `1. 0 ms a record: ${PLUS} PLUs verified in ${runs.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s → ` +
        `${Math.round(PLUS / (fastMs / 1000))} PLUs/s (median); audit checked ${audit?.checked}, matched ${audit?.matched}`,
    );

    // 2. The default 30 ms: the bridge's verification beside a bare socket, at the same time.
    const slowApi = new FakeApi(SLOW);
    const prime = await scale(0, SLOW);
    const primer = workerFor(slowApi, prime.port, join(dir, 'slow'));
    await primer.cycle(); // learn what the scale acknowledged (the ack store, on this port)
    primer.close();
    const port = prime.port;
    await prime.close();
    const slow = await scale(30, SLOW, port);
    const bare = await scale(30, SLOW);
    sims.push(slow, bare);
    const slowWorker = workerFor(slowApi, slow.port, join(dir, 'slow'));
    const [slowRun, bareMs] = await Promise.all([verify(slowWorker, slowApi), bareRead(bare.port, SLOW)]);
    slowWorker.close();
    const rate = SLOW / (slowRun.ms / 1000);
    console.log(
      `2. 30 ms a record: ${SLOW} PLUs verified in ${(slowRun.ms / 1000).toFixed(1)} s → ${rate.toFixed(1)} PLUs/s; ` +
        `a bare socket reading the same ${SLOW} at the same time: ${(bareMs / 1000).toFixed(1)} s ` +
        `(bridge ${((slowRun.ms / bareMs) * 100).toFixed(1)}% of bare; nominal ${((SLOW * 30) / 1000).toFixed(1)} s); ` +
        `audit checked ${slowRun.audit.checked}, matched ${slowRun.audit.matched}`,
    );
    const fullS = PLUS / rate;
    console.log(
      `3. a full verification of ${PLUS} PLUs at 30 ms: ${fullS.toFixed(0)} s (${(fullS / 60).toFixed(1)} min) from the rate of 2 — goal ≤ 600 s: ${fullS <= 600 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await Promise.all(sims.map((sim) => sim.close().catch(() => {})));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
