import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ScaleWorker, ServerApi } from '@dahua/bridge';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import type { DeviceReport } from '@dahua/shared/contracts/devices';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { companies, goods, scaleAudits, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';

/*
 * Issue 25 §4 end to end: the server, a bridge worker and a simulated scale (2 ms a record) over
 * real sockets. A price changed at the scale's keyboard and a PLU lost in a power cut are found by
 * "verify now" from the console, reported to the scale page, and repaired (or, in the company mode
 * "report", only reported).
 */
const PLUS = 30;

let t: TestApp;
let base: string;
let owner: string;
let companyId: number;
let scaleId: number;
let credential: string;
let sim: Simulator;
let dir: string;
let worker: ScaleWorker | null = null;
const lines: string[] = [];

async function consoleCall(method: 'GET' | 'POST', url: string) {
  const response = await t.app.inject({ method, url, headers: tokenHeader(owner) });
  expect(response.json().code, response.body).toBe(1);
  return response.json().data;
}

async function control(method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${sim.controlPort}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as Record<string, unknown> & { received: Record<string, number> };
}

const report = () => consoleCall('GET', `/api/management/scales/${scaleId}/device`) as Promise<DeviceReport>;

function startWorker() {
  worker = new ScaleWorker(new ServerApi(base, undefined, 'test'), {
    host: '127.0.0.1',
    port: sim.port,
    credential,
    stateDir: dir,
    utcOffsetMinutes: 480,
    salesIntervalMs: 300_000,
    timeoutMs: 2500,
    resends: 4,
    maxBackoffMs: 1000,
    log: (line) => lines.push(line),
  });
  return worker;
}

async function until(what: string, check: () => Promise<boolean>, ms = 10_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}\n${lines.slice(-10).join('\n')}`);
}

const fullAudits = () =>
  t.ctx.db
    .select()
    .from(scaleAudits)
    .where(eq(scaleAudits.scaleId, scaleId))
    .orderBy(asc(scaleAudits.id))
    .then((rows) => rows.filter((row) => row.full));

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  companyId = company.id;
  owner = await signIn(t.app, user.username!, user.password);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId, name: '核对店' }).returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId, shopId: shop!.id, scaleName: '核对秤', scaleUuid: 'AUDIT-0001', modelCode: 'TM-Aa' })
    .returning();
  scaleId = scale!.id;
  credential = await issueDeviceCredential(t.ctx.db, scaleId);
  const rows = await t.ctx.db
    .insert(goods)
    .values(
      Array.from({ length: PLUS }, (_, i) => ({
        companyId,
        pluNumber: i + 1,
        itemCode: String(3000 + i),
        name: `核对商品${i + 1}`,
        unitPriceFen: 1000 + i + 1,
      })),
    )
    .returning();
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/scales/${scaleId}/goods?op_flag=1`,
    headers: tokenHeader(owner),
    payload: { good_ids: rows.map((row) => row.id) },
  });
  expect(response.json().code, response.body).toBe(1);
  sim = await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: () => {} });
  dir = mkdtempSync(join(tmpdir(), 'bridge-audit-'));
});

afterEach(() => {
  worker?.close();
  worker = null;
});

afterAll(async () => {
  await sim?.close();
  t?.app.server.closeAllConnections();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('read-back audits through the real server (issue 25 §4)', () => {
  it('"verify now" in the console makes a running bridge read every PLU back: a changed price and a lost PLU are reported, repaired, and the scale page shows 30 of 30 verified', async () => {
    const w = startWorker();
    await w.cycle(); // first contact: a full sync, then a first rolling audit (reported)
    expect(sim.memory.pluCount()).toBe(PLUS);
    expect((await report()).audit.last).toMatchObject({ full: false, checked: 5, matched: 5 });
    await control('POST', '/plu', { plu: 12, unit_price: 1999 });
    await control('POST', '/plu/forget', { plu: 13 });
    await control('POST', '/counters/reset');

    const stop = new AbortController();
    const running = w.run(stop.signal);
    try {
      const asked = await consoleCall('POST', `/api/management/scales/${scaleId}/verify`);
      expect(asked.verify_requested).toBe(true);
      await until('a repaired verification', async () => (await report()).audit.last?.repaired === true);
    } finally {
      stop.abort();
      await running;
    }
    const [found, repaired] = await fullAudits();
    expect(found).toMatchObject({ checked: PLUS, matched: PLUS - 2, repaired: false });
    expect(found?.differences).toEqual([
      {
        plu: 12,
        kind: 'differs',
        name: '核对商品12',
        fields: [{ field: 'unit_price', scale: '1999', console: '1012' }],
      },
      { plu: 13, kind: 'missing', name: '核对商品13', fields: [] },
    ]);
    expect(repaired).toMatchObject({ checked: PLUS, matched: PLUS, repaired: true, differences: [] });
    const { audit } = await report();
    expect(audit.last).toMatchObject({
      full: true,
      repaired: true,
      checked: PLUS,
      matched: PLUS,
      differences: [],
    });
    expect(audit.verified).toMatchObject({ checked: PLUS, matched: PLUS });
    expect(audit.verify_requested).toBe(false);
    expect((await control('GET', '/plu/12')).unit_price).toBe(1012);
    expect((await control('GET', '/plu/13')).name).toBe('核对商品13');
    expect((await control('GET', '/counters')).received.V).toBe(2); // exactly the two, resent
  });

  it('in the company mode "report" the difference is only reported: nothing is resent', async () => {
    await t.ctx.db.update(companies).set({ auditRepair: 'report' }).where(eq(companies.id, companyId));
    const w = startWorker();
    await w.cycle();
    await control('POST', '/plu', { plu: 20, unit_price: 1 });
    await control('POST', '/counters/reset');
    w.verifyNow();
    for (let i = 0; i < 50 && w.audits.busy; i++) await w.cycle();
    const { audit } = await report();
    expect(audit.repair_mode).toBe('report');
    expect(audit.last).toMatchObject({ full: true, repaired: false, checked: PLUS, matched: PLUS - 1 });
    expect(audit.last?.differences).toEqual([
      expect.objectContaining({
        plu: 20,
        kind: 'differs',
        fields: [{ field: 'unit_price', scale: '1', console: '1020' }],
      }),
    ]);
    expect((await control('GET', '/counters')).received.V ?? 0).toBe(0);
    expect((await control('GET', '/plu/20')).unit_price).toBe(1);
    expect(w.auditState).toMatchObject({ checked: PLUS, matched: PLUS - 1, differs: 1 });
  });
});
