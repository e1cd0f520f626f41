import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { hotKeyCountOf, scaleModel } from '@dahua/shared';
import type {
  AuditDifference,
  DeviceAuditBody,
  DeviceChanges,
  DeviceState,
} from '@dahua/shared/contracts/devices';
import { blankPlu, type Command, type PluRecord, SYSTEM_PARAMETERS_13_DIGIT } from '@dahua/tm-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ScaleWorker } from './scale-worker.js';
import type { ServerApi } from './server-api.js';

/*
 * Read-back audits (issue 25 §4) of a bridge worker against the simulated scale, with a small fake
 * of the device API: the state of 30 PLUs, a change feed the test feeds, and POST /api/devices/audits
 * recorded and answered with the company's repair mode.
 */
const PLUS = 30;

const recordOf = (plu: number, price = 1000 + plu): PluRecord => ({
  ...blankPlu(plu),
  itemCode: 20_000 + plu,
  unitPrice: price,
  barcodeFlag: 22,
  shelfLife: 3,
  name: [`商品${plu}`, '', ''],
});

const noChanges = (version: number): DeviceChanges => ({
  since: version,
  version,
  full: false,
  push: false,
  verify: false,
  plus: [],
  removed_plus: [],
  hot_keys: null,
  labels: [],
  removed_label_slots: [],
  texts: null,
  params: null,
  refused: [],
});

class FakeDeviceApi {
  audits: DeviceAuditBody[] = [];
  repair = true;
  /** Change-feed answers handed out one per call; when none, the call waits its `wait` and answers nothing. */
  feed: DeviceChanges[] = [];
  version = 1;

  state(): Promise<DeviceState> {
    const model = scaleModel('TM-Aa') as NonNullable<ReturnType<typeof scaleModel>>;
    return Promise.resolve({
      scale: {
        id: 7,
        name: '秤 A',
        shop_id: 1,
        model_code: 'TM-Aa',
        plu_limit: 4000,
        key_count: hotKeyCountOf(model),
      },
      version: this.version,
      plus: {
        version: 1,
        records: Array.from({ length: PLUS }, (_, i) => ({ goods_id: i + 1, record: recordOf(i + 1) })),
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

  async changes(
    _credential: string,
    since: number,
    wait: number,
    signal?: AbortSignal,
  ): Promise<DeviceChanges> {
    const next = this.feed.shift();
    if (next) return next;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, wait * 1000);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    signal?.throwIfAborted();
    return noChanges(since);
  }

  status() {
    return Promise.resolve({});
  }

  uploadTrades() {
    return Promise.resolve({ stored: 0, duplicates: 0, unmapped: 0, clock_ahead: 0 });
  }

  call<T>(method: string, path: string, options: { body?: unknown }): Promise<T> {
    expect(`${method} ${path}`).toBe('POST /api/devices/audits');
    this.audits.push(options.body as DeviceAuditBody);
    return Promise.resolve({ audit_id: this.audits.length, repair: this.repair } as T);
  }
}

let sim: Simulator;
let api: FakeDeviceApi;
let dir: string;
let workers: ScaleWorker[] = [];
const lines: string[] = [];

async function control(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${sim.controlPort}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Record<string, unknown> & { received: Record<string, number> };
}

function worker(salesIntervalMs = 300_000) {
  const w = new ScaleWorker(api as unknown as ServerApi, {
    host: '127.0.0.1',
    port: sim.port,
    credential: 'credential',
    stateDir: dir,
    utcOffsetMinutes: 480,
    salesIntervalMs,
    timeoutMs: 2500,
    resends: 4,
    maxBackoffMs: 1000,
    log: (line) => lines.push(line),
  });
  workers.push(w);
  return w;
}

/** Records every command the worker sends, in order. */
function spy(w: ScaleWorker): Command[] {
  const sent: Command[] = [];
  const send = w.link.send.bind(w.link);
  w.link.send = (command) => {
    sent.push(command);
    return send(command);
  };
  return sent;
}

/** Cycles until the verification asked for is done (each cycle pushes, then reads a chunk). */
async function verify(w: ScaleWorker) {
  w.verifyNow();
  for (let i = 0; i < 100 && w.audits.busy; i++) await w.cycle();
  expect(w.audits.busy).toBe(false);
}

const fullAudits = () => api.audits.filter((audit) => audit.full);

beforeEach(async () => {
  sim = await startSimulator({ port: 0, controlPort: 0, delayMs: 2, log: () => {} });
  api = new FakeDeviceApi();
  dir = mkdtempSync(join(tmpdir(), 'bridge-audit-'));
});

afterEach(async () => {
  for (const w of workers) w.close();
  workers = [];
  await sim.close();
  rmSync(dir, { recursive: true, force: true });
  lines.length = 0;
});

describe('verify now: every PLU read back and compared', () => {
  it('finds a price changed at the keyboard and a PLU lost in a power cut, repairs both, and reports it repaired', async () => {
    const w = worker();
    await w.cycle();
    expect(sim.memory.pluCount()).toBe(PLUS);
    await control('POST', '/plu', { plu: 12, unit_price: 1999 });
    await control('POST', '/plu/forget', { plu: 13 });
    await control('POST', '/counters/reset');

    await verify(w);
    const [found, repaired] = fullAudits();
    expect(found).toEqual({
      checked: PLUS,
      matched: PLUS - 2,
      full: true,
      version: 1,
      repaired: false,
      differences: [
        {
          plu: 12,
          kind: 'differs',
          name: '商品12',
          fields: [{ field: 'unit_price', scale: '1999', console: '1012' }],
        },
        { plu: 13, kind: 'missing', name: '商品13', fields: [] },
      ] satisfies AuditDifference[],
    });
    // Told to repair: the two PLUs resent, read back, and the audit reported again as repaired.
    expect(repaired).toEqual({
      checked: PLUS,
      matched: PLUS,
      full: true,
      version: 1,
      repaired: true,
      differences: [],
    });
    expect((await control('GET', '/plu/12')).unit_price).toBe(1012);
    expect((await control('GET', '/plu/13')).name).toBe('商品13');
    expect((await control('GET', '/counters')).received.V).toBe(2);
    expect(w.auditState).toMatchObject({
      checked: PLUS,
      matched: PLUS,
      differs: 0,
      full: true,
      repaired: true,
    });
  });

  it('in the company mode "report" only reports: nothing is resent, the scale keeps its own price', async () => {
    api.repair = false;
    const w = worker();
    await w.cycle();
    await control('POST', '/plu', { plu: 12, unit_price: 1999 });
    await control('POST', '/plu/forget', { plu: 13 });
    await control('POST', '/counters/reset');
    await verify(w);
    expect(fullAudits()).toHaveLength(1);
    expect(fullAudits()[0]?.differences.map((d) => [d.plu, d.kind])).toEqual([
      [12, 'differs'],
      [13, 'missing'],
    ]);
    expect((await control('GET', '/counters')).received.V ?? 0).toBe(0);
    expect((await control('GET', '/plu/12')).unit_price).toBe(1999);
    expect(w.auditState).toMatchObject({ checked: PLUS, matched: PLUS - 2, differs: 2, repaired: false });
  });

  it('reports a PLU the console no longer has but the scale holds as unexpected, and blanks it', async () => {
    const w = worker();
    await w.cycle();
    // The console removes PLU 30; the bridge blanks it. Then the scale holds it again (restored from
    // a backup, say): the number is read because the scale was seen to hold it.
    const removal = { ...noChanges(1), version: 2, removed_plus: [30] };
    w.absorb(removal);
    await w.cycle();
    expect(sim.memory.pluRecord(30)).toBeNull();
    sim.memory.apply({ kind: 'plu', record: recordOf(30, 555) });
    await verify(w);
    const [found, repaired] = fullAudits();
    expect(found?.differences).toEqual([
      expect.objectContaining({ plu: 30, kind: 'unexpected', name: '商品30' }),
    ]);
    expect(found?.differences[0]?.fields).toContainEqual({
      field: 'unit_price',
      scale: '555',
      console: null,
    });
    expect([found?.checked, found?.matched]).toEqual([PLUS, PLUS - 1]);
    expect(repaired).toMatchObject({ repaired: true, differences: [] });
    expect(sim.memory.pluRecord(30)).toBeNull();
  });

  it('a change arriving mid-verification is pushed first, then the verification continues', async () => {
    const w = worker();
    w.audits.chunkMs = 20;
    await w.cycle();
    await sim.close();
    sim = await startSimulator({ port: sim.port, controlPort: 0, delayMs: 5, log: () => {} });
    for (let plu = 1; plu <= PLUS; plu++) sim.memory.apply({ kind: 'plu', record: recordOf(plu) });
    const sent = spy(w);
    w.verifyNow();
    await w.cycle();
    expect(w.audits.busy).toBe(true); // one chunk read, more to come
    const readFirst = sent.filter((c) => c.kind === 'pluRead').length;
    expect(readFirst).toBeGreaterThan(0);
    expect(readFirst).toBeLessThan(PLUS);
    w.absorb({ ...noChanges(1), version: 2, plus: [{ goods_id: 25, record: recordOf(25, 777) }] });
    await w.cycle();
    expect(sent[readFirst]).toMatchObject({ kind: 'plu', record: { plu: 25, unitPrice: 777 } });
    while (w.audits.busy) await w.cycle();
    expect(fullAudits()).toEqual([
      { checked: PLUS, matched: PLUS, full: true, version: 2, repaired: false, differences: [] },
    ]);
  });

  it('the change feed’s verify starts one in a running worker, which does not wait for changes between chunks', async () => {
    const w = worker();
    w.audits.chunkMs = 5;
    const stop = new AbortController();
    const running = w.run(stop.signal);
    try {
      api.feed.push({ ...noChanges(1), verify: true });
      const end = Date.now() + 10_000;
      while (fullAudits().length === 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(fullAudits()[0]).toMatchObject({ checked: PLUS, matched: PLUS, full: true });
    } finally {
      stop.abort();
      await running;
    }
  });
});

describe('the rolling audit', () => {
  it('reads every PLU over enough cycles, a few a cycle, continuing where the last stopped', async () => {
    const w = worker(300_000); // 288 cycles a day: 5 PLUs a cycle for 30
    await w.cycle();
    const sent = spy(w);
    const rounds: number[][] = [];
    for (let i = 0; i < 6; i++) {
      sent.length = 0;
      await w.cycle();
      rounds.push(sent.flatMap((c) => (c.kind === 'pluRead' ? [c.plu] : [])));
    }
    expect(rounds.map((r) => r.length)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(rounds.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: PLUS }, (_, i) => i + 1));
  });

  it('reports a quiet one at most hourly, but one that finds a difference at once (and repairs it)', async () => {
    const w = worker();
    await w.cycle(); // the first rolling audit: reported
    expect(api.audits).toHaveLength(1);
    expect(api.audits[0]).toMatchObject({ checked: 5, matched: 5, full: false, differences: [] });
    for (let i = 0; i < 3; i++) await w.cycle();
    expect(api.audits).toHaveLength(1); // nothing differs: quiet
    await control('POST', '/plu', { plu: 27, name: '别的名字' });
    for (let i = 0; i < 6 && api.audits.length === 1; i++) await w.cycle();
    expect(api.audits[1]).toMatchObject({
      full: false,
      differences: [
        { plu: 27, kind: 'differs', fields: [{ field: 'name1', scale: '别的名字', console: '商品27' }] },
      ],
    });
    expect(api.audits[2]).toMatchObject({ full: false, repaired: true, differences: [] });
    expect((await control('GET', '/plu/27')).name).toBe('商品27');
  });
});
