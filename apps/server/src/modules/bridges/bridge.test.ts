import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BRIDGE_VERSION, Bridge, loadConfig, pairIfNeeded } from '@dahua/bridge';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, scales, shops, trades } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';

/*
 * Issue 17: the server, a bridge and simulated scales over real sockets. The simulators answer in
 * 2 ms a record (the slow one in 25 ms, to be caught mid-push).
 */
const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '../../../../..');

let t: TestApp;
let base: string;
let owner: string;
let shopId: number;
let dir: string;
let configPath: string;
const sims: Record<'a' | 'b' | 'c', Simulator> = {} as never;
const ids: Record<'a' | 'b' | 'c' | 'foreign', number> = {} as never;
let foreignCredential: string;
const goodsIds: Record<string, number> = {};
let bulk: number[] = [];
const lines: string[] = [];
const log = (line: string) => lines.push(line);

async function consoleCall(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: tokenHeader(owner),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  expect(response.json().code, response.body).toBe(1);
  return response.json().data;
}

async function control(sim: Simulator, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`http://127.0.0.1:${sim.controlPort}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, path).toBe(200);
  return response.json();
}

type Memory = {
  plus: { plu: number; unit_price: number; name: string }[];
  hot_keys: Record<string, number[]>;
  labels: Record<string, { layout: string; texts: string; width: number; height: number }>;
  texts: Record<string, string>;
  params: unknown;
  clock: { set: boolean };
  sales: unknown[];
  received: Record<string, number>;
  accepted: Record<string, number>;
};
const memory = (sim: Simulator) => control(sim, 'GET', '/memory') as Promise<Memory>;
const resetCounters = (...list: Simulator[]) =>
  Promise.all(list.map((sim) => control(sim, 'POST', '/counters/reset')));
const priceOf = async (sim: Simulator, plu: number) =>
  (await memory(sim)).plus.find((p) => p.plu === plu)?.unit_price ?? null;

const bridge = (now?: () => Date) => new Bridge(loadConfig(configPath), { log, now });

async function once(now?: () => Date) {
  const failed = await bridge(now).once();
  expect(failed, lines.slice(-10).join('\n')).toEqual([]);
}

async function until(what: string, check: () => Promise<boolean>, ms = 8000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}\n${lines.slice(-10).join('\n')}`);
}

const setPrice = (ids_: number[], fen: number) =>
  t.ctx.db.update(goods).set({ unitPriceFen: fen }).where(inArray(goods.id, ids_));

const tradeCount = async (scaleId: number) =>
  Number(
    (await t.ctx.db.select({ n: sql<number>`count(*)` }).from(trades).where(eq(trades.scaleId, scaleId)))[0]
      ?.n,
  );

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  owner = await signIn(t.app, user.username!, user.password);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '一号店' }).returning();
  const [otherShop] = await t.ctx.db
    .insert(shops)
    .values({ companyId: company.id, name: '二号店' })
    .returning();
  shopId = shop!.id;
  const scaleRows = await t.ctx.db
    .insert(scales)
    .values([
      { companyId: company.id, shopId, scaleName: '秤 A', scaleUuid: 'SCALE-A-0001', modelCode: 'TM-Aa' },
      { companyId: company.id, shopId, scaleName: '秤 B', scaleUuid: 'SCALE-B-0002', modelCode: 'TM-P2' },
      { companyId: company.id, shopId, scaleName: '秤 C', scaleUuid: 'SCALE-C-0003', modelCode: 'TM-Aa' },
      { companyId: company.id, shopId: otherShop!.id, scaleName: '别店秤', scaleUuid: 'SCALE-D-0004' },
    ])
    .returning();
  [ids.a, ids.b, ids.c, ids.foreign] = scaleRows.map((row) => row.id) as [number, number, number, number];
  foreignCredential = await issueDeviceCredential(t.ctx.db, ids.foreign);

  const rows = await t.ctx.db
    .insert(goods)
    .values([
      { companyId: company.id, pluNumber: 1, itemCode: '1001', name: '苹果', unitPriceFen: 1280 },
      {
        companyId: company.id,
        pluNumber: 2,
        itemCode: '1002',
        name: '鸡蛋',
        unitPriceFen: 150,
        weighingMode: 1,
      },
      { companyId: company.id, pluNumber: 3, itemCode: '1003', name: '梨', unitPriceFen: 900 },
      ...Array.from({ length: 30 }, (_, i) => ({
        companyId: company.id,
        pluNumber: 100 + i,
        itemCode: String(2000 + i),
        name: `散货${i}`,
        unitPriceFen: 500 + i,
      })),
    ])
    .returning();
  goodsIds.apples = rows[0]!.id;
  goodsIds.eggs = rows[1]!.id;
  goodsIds.pears = rows[2]!.id;
  bulk = rows.slice(3).map((row) => row.id);
  await consoleCall('POST', `/api/scales/${ids.a}/goods?op_flag=1`, {
    good_ids: [goodsIds.apples, goodsIds.eggs, goodsIds.pears],
  });
  await consoleCall('POST', `/api/scales/${ids.b}/goods?op_flag=1`, { good_ids: [goodsIds.apples] });
  await consoleCall('POST', `/api/scales/${ids.c}/goods?op_flag=1`, { good_ids: bulk });
  await consoleCall('PUT', `/api/scales/${ids.a}/hot_keys`, {
    hot_keys: [{ key: 1, good_id: goodsIds.eggs }],
  });

  const quiet = () => {};
  sims.a = await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: quiet });
  sims.b = await startSimulator({ port: 0, controlPort: 0, model: 'TM-P2', delayMs: 2, log: quiet });
  sims.c = await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 25, log: quiet });

  dir = mkdtempSync(join(tmpdir(), 'bridge-test-'));
  configPath = join(dir, 'bridge.json');
});

afterAll(async () => {
  await Promise.all(Object.values(sims).map((sim) => sim?.close()));
  // A socket the bridges' HTTP client opened and left without a request would hold the close for
  // Node's 60 s header timeout; nothing is in flight by now.
  t?.app.server.closeAllConnections();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a bridge and two simulated scales (TM-Aa, TM-P2)', () => {
  it('pairs with a one-time code from the shop page: credentials written into its config, the code spent', async () => {
    const { code } = await consoleCall('POST', `/api/management/shops/${shopId}/bridge-code`);
    expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    writeFileSync(
      configPath,
      JSON.stringify({
        server: base,
        pairing_code: code,
        name: '收银台电脑',
        // The default 2.5 s: a shorter wait resends under a loaded machine and the counts would differ.
        scales: [
          { host: '127.0.0.1', port: sims.a.port, scale_uuid: 'SCALE-A-0001' },
          { host: '127.0.0.1', port: sims.b.port, scale_uuid: 'SCALE-B-0002' },
          { host: '127.0.0.1', port: sims.c.port, scale_uuid: 'SCALE-C-0003' },
        ],
      }),
    );
    await pairIfNeeded(loadConfig(configPath), log);
    const saved = JSON.parse(readFileSync(configPath, 'utf8'));
    expect(saved.pairing_code).toBeUndefined();
    expect(saved.bridge_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(saved.scales.every((scale: { credential?: string }) => scale.credential)).toBe(true);
    expect(statSync(configPath).mode & 0o077).toBe(0);

    const again = await fetch(`${base}/api/bridges/pair`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'en' },
      body: JSON.stringify({ code }),
    });
    expect(again.status).toBe(400);
    expect((await again.json()).data.dahua_error).toBe('ERCO000805');
  });

  it('first contact: a full sync of goods, hot keys, label, shop name, parameters and clock', async () => {
    await consoleCall('POST', `/api/management/shops/${shopId}/labels`, {
      name: '标签一',
      style: JSON.stringify({
        size: { width: 40, height: 30 },
        itemList: [{ itemName: 'field', value: 'name', style: { x: 2, y: 2, w: 30, h: 5, font: 3 } }],
      }),
      slot: 1,
    });
    await once();
    const a = await memory(sims.a);
    expect(a.plus.map((p) => [p.plu, p.unit_price, p.name])).toEqual([
      [1, 1280, '苹果'],
      [2, 150, '鸡蛋'],
      [3, 900, '梨'],
    ]);
    expect(a.hot_keys['0']?.[0]).toBe(2);
    // A 40×30 label goes out as the scale's print width × the label's height (a public 40×30
    // preset sends 56 30; the TM-P2 prints 48 mm wide).
    expect([a.labels['1']?.width, a.labels['1']?.height]).toEqual([56, 30]);
    // Positions 31–32 of every PLU: the company's barcode flag (20 by default), never 00.
    expect((a.plus as { barcode_flag?: number }[]).map((p) => p.barcode_flag)).toEqual([20, 20, 20]);
    expect(a.texts['1']).toBe('一号店');
    expect(a.params).not.toBeNull();
    expect(a.clock.set).toBe(true);
    expect(a.received.I).toBe(1); // the memory was unknown: cleared first
    const b = await memory(sims.b);
    expect(b.plus.map((p) => p.plu)).toEqual([1]);
    expect([b.labels['1']?.width, b.labels['1']?.height]).toEqual([48, 30]);
    expect((await memory(sims.c)).plus).toHaveLength(30);

    const scale = await consoleCall('GET', `/api/management/scales/${ids.a}`);
    expect(scale.sync).toMatchObject({ state: 'in_step', error: null });
    expect(scale.sync.acknowledged_version).toBe(scale.sync.version);
    expect(scale.sync.last_full_sync).not.toBeNull();
    const bridges = await consoleCall('GET', `/api/management/shops/${shopId}/bridges`);
    expect(bridges).toHaveLength(1);
    expect(bridges[0]).toMatchObject({ name: '收银台电脑', online: true, version: BRIDGE_VERSION });
    expect(bridges[0].scales.map((s: { name: string }) => s.name).sort()).toEqual(['秤 A', '秤 B', '秤 C']);
  });

  it('a price change sends that one PLU to the scales holding it, and the goods shows them acknowledged', async () => {
    await resetCounters(sims.a, sims.b, sims.c);
    await setPrice([goodsIds.apples], 1350);
    const before = await consoleCall('GET', `/api/management/goods/${goodsIds.apples}/sync`);
    expect(before.acknowledged).toBe(0);
    await once();
    for (const sim of [sims.a, sims.b]) {
      const { received } = await memory(sim);
      expect(received.V).toBe(1);
      expect(received.L ?? 0).toBe(0);
      expect(received.T ?? 0).toBe(0);
      expect(await priceOf(sim, 1)).toBe(1350);
    }
    expect((await memory(sims.c)).received.V ?? 0).toBe(0);
    const after = await consoleCall('GET', `/api/management/goods/${goodsIds.apples}/sync`);
    expect(after).toMatchObject({ acknowledged: 2 });
    expect(after.scales.map((s: { acknowledged: boolean }) => s.acknowledged)).toEqual([true, true]);
  });

  it('goods removed from a scale are blanked there; hot keys and a label slot send only their records', async () => {
    await resetCounters(sims.a, sims.b);
    await consoleCall('POST', `/api/scales/${ids.a}/goods?op_flag=0`, { good_ids: [goodsIds.pears] });
    await consoleCall('PUT', `/api/scales/${ids.a}/hot_keys`, {
      hot_keys: [
        { key: 1, good_id: goodsIds.apples },
        { key: 40, good_id: goodsIds.eggs },
      ],
    });
    await consoleCall('POST', `/api/management/shops/${shopId}/labels`, {
      name: '标签二',
      style: JSON.stringify({ size: { width: 50, height: 40 }, itemList: [] }),
      slot: 2,
    });
    await once();
    const a = await memory(sims.a);
    expect(a.plus.map((p) => p.plu)).toEqual([1, 2]);
    expect(a.received.V).toBe(1); // the blank record of PLU 3
    expect(a.received.L).toBe(2); // layers 0 and 1
    expect(a.hot_keys['0']?.[0]).toBe(1);
    expect(a.hot_keys['1']?.[3]).toBe(2);
    expect([a.received.T, a.received.R]).toEqual([1, 1]);
    expect([a.labels['2']?.width, a.labels['2']?.height]).toEqual([56, 40]);
    const b = await memory(sims.b);
    expect([b.received.V ?? 0, b.received.L ?? 0, b.received.T, b.received.R]).toEqual([0, 0, 1, 1]);
  });

  it('sales sold on a scale reach the trades once; the scale is cleared only once their minute is past', async () => {
    await control(sims.a, 'POST', '/sell', { plu: 1, weight: 500 });
    await control(sims.a, 'POST', '/sell', { plu: 2, count: 3 });
    await once();
    expect(await tradeCount(ids.a)).toBe(2);
    expect((await memory(sims.a)).sales).toHaveLength(2); // sold this minute: kept
    await once();
    expect(await tradeCount(ids.a)).toBe(2); // read again, already held
    const later = () => new Date(Date.now() + 3 * 60_000);
    await once(later);
    expect((await memory(sims.a)).sales).toHaveLength(0);
    expect(await tradeCount(ids.a)).toBe(2);
    const scale = await consoleCall('GET', `/api/management/scales/${ids.a}`);
    expect(scale.sync.last_sales_upload).not.toBeNull();
    // After the clear the scale numbers from 1 again, in a later minute: a new record, not a duplicate.
    await control(sims.a, 'POST', '/sell', { plu: 1, weight: 250 });
    await once(later);
    expect(await tradeCount(ids.a)).toBe(3);
  });

  it('a connection dropped mid-push is resumed: every change arrives, only the dropped record twice', async () => {
    await setPrice(bulk.slice(0, 20), 777);
    await resetCounters(sims.c);
    await control(sims.c, 'POST', '/drop', { after: 5 });
    await once();
    const c = await memory(sims.c);
    expect(c.plus.filter((p) => p.unit_price === 777)).toHaveLength(20);
    expect(c.accepted.V).toBe(20);
    expect(c.received.V).toBe(21);
  });

  it('a bridge restarted mid-push continues from what the scale acknowledged, nothing sent twice', async () => {
    await setPrice(bulk, 888);
    await resetCounters(sims.c);
    const stop = new AbortController();
    const running = bridge().run(stop.signal);
    await until('10 records acknowledged', async () => ((await memory(sims.c)).accepted.V ?? 0) >= 10);
    stop.abort();
    await running;
    const midway = (await memory(sims.c)).accepted.V ?? 0;
    expect(midway).toBeLessThan(30);
    await once();
    const c = await memory(sims.c);
    expect(c.plus.filter((p) => p.unit_price === 888)).toHaveLength(30);
    // The one command in flight at the stop may be sent again; nothing else.
    expect(c.received.V).toBeLessThanOrEqual(31);
    expect(c.accepted.V).toBeGreaterThanOrEqual(30);
  });

  it('a running bridge sends a change saved in the console within seconds, and obeys a full resync', async () => {
    const stop = new AbortController();
    const running = bridge().run(stop.signal);
    try {
      await until('the bridge in step', async () => {
        const scale = await consoleCall('GET', `/api/management/scales/${ids.b}`);
        return scale.sync?.state === 'in_step' && scale.sync.acknowledged_version === scale.sync.version;
      });
      const started = Date.now();
      await setPrice([goodsIds.apples], 1499);
      await until('the new price on scale B', async () => (await priceOf(sims.b, 1)) === 1499, 5000);
      expect(Date.now() - started).toBeLessThan(5000);

      await resetCounters(sims.b);
      await consoleCall('POST', `/api/management/scales/${ids.b}/sync`, { full: true });
      await until('a full resync of scale B', async () => (await memory(sims.b)).received.I === 1, 5000);
      await until('scale B in step again', async () => {
        const scale = await consoleCall('GET', `/api/management/scales/${ids.b}`);
        return scale.sync?.state === 'in_step' && scale.sync.acknowledged_version === scale.sync.version;
      });
      expect((await memory(sims.b)).plus.map((p) => p.plu)).toEqual([1]);
    } finally {
      stop.abort();
      await running;
    }
  });

  it('a value the codec refuses never reaches a scale; the console is told which field', async () => {
    await t.ctx.db.update(goods).set({ name: '苹果€' }).where(eq(goods.id, goodsIds.apples));
    await resetCounters(sims.a);
    await once();
    const a = await memory(sims.a);
    expect(a.plus.some((p) => p.name.includes('€'))).toBe(false);
    expect(a.plus.map((p) => p.plu)).toEqual([2]); // its old record is blanked, not left stale
    const report = await consoleCall('GET', `/api/management/scales/${ids.a}/device`);
    expect(report.refused).toEqual([
      expect.objectContaining({
        kind: 'plu',
        goods_id: goodsIds.apples,
        plu: 1,
        field: expect.stringContaining('name'),
      }),
    ]);
    await t.ctx.db.update(goods).set({ name: '苹果' }).where(eq(goods.id, goodsIds.apples));
  });

  it('a name longer than the scale takes goes out cut (a scale would answer it with silence); the scale page lists it', async () => {
    const long = '新疆哈密瓜'.repeat(8); // 40 characters, the TM-Aa takes 33
    await t.ctx.db.update(goods).set({ name: long }).where(eq(goods.id, goodsIds.apples));
    await resetCounters(sims.a);
    await once(); // no silence, no resend: every scale answered
    const a = await memory(sims.a);
    expect(a.plus.find((p) => p.plu === 1)?.name).toBe(long.slice(0, 33));
    expect(a.received.V).toBe(a.accepted.V);
    const report = await consoleCall('GET', `/api/management/scales/${ids.a}/device`);
    expect(report.names_cut).toEqual([
      expect.objectContaining({ goods_id: goodsIds.apples, plu: 1, line: 1, chars: 40, limit: 33 }),
    ]);
    await t.ctx.db.update(goods).set({ name: '苹果' }).where(eq(goods.id, goodsIds.apples));
    await once();
  });

  it('a paired bridge is refused another shop’s scale; the scale’s own credential alone still works', async () => {
    const { bridge_token } = JSON.parse(readFileSync(configPath, 'utf8'));
    const headers = { authorization: `Bearer ${foreignCredential}` };
    const refused = await fetch(`${base}/api/devices/state`, {
      headers: { ...headers, 'x-bridge-token': bridge_token },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).data.dahua_error).toBe('ERCO000804');
    expect((await fetch(`${base}/api/devices/state`, { headers })).status).toBe(200);
  });

  it('`npm run bridge -- --once` exits 0 when all scales are in step, non-zero naming the one it could not reach', async () => {
    const ok = await run('npm', ['run', '--silent', 'bridge', '--', '--config', configPath, '--once'], {
      cwd: ROOT,
    });
    expect(ok.stdout).toContain('in step');

    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as { port: number }).port;
    await new Promise((resolve) => closed.close(resolve));
    const config = JSON.parse(readFileSync(configPath, 'utf8'));
    const broken = join(dir, 'broken.json');
    writeFileSync(
      broken,
      JSON.stringify({ ...config, state_dir: 'broken-state', scales: [{ ...config.scales[1], port }] }),
    );
    const failed = await run('npm', ['run', '--silent', 'bridge', '--', '--config', broken, '--once'], {
      cwd: ROOT,
    }).then(
      () => null,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr).toContain(`127.0.0.1:${port}`);
    const scale = await consoleCall('GET', `/api/management/scales/${ids.b}`);
    expect(scale.sync.state).toBe('unreachable');
    expect(scale.sync.error).toContain(`127.0.0.1:${port}`);
    await once(); // back in step for whoever runs next
  });
});
