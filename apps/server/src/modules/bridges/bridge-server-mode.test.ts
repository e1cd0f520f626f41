import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BRIDGE_VERSION, Bridge, type StatusServer, startStatusServer } from '@dahua/bridge';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

/*
 * Issue 25: a bridge in server mode. It pairs by code alone (through its status page), reads which
 * scales to drive and where from GET /api/bridges/config, and follows an address changed in the
 * console to another simulator without a restart.
 */
let t: TestApp;
let base: string;
let owner: string;
let shopId: number;
let scaleId: number;
let unaddressedId: number;
let appleId: number;
let dir: string;
let bridge: Bridge;
let page: StatusServer;
const stop = new AbortController();
let running: Promise<void>;
const sims: Simulator[] = [];
const lines: string[] = [];
const log = (line: string) => lines.push(line);

async function consoleCall(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: tokenHeader(owner),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  expect(response.json().code, response.body).toBe(1);
  return response.json().data;
}

/** The status page's API as the browser calls it (Host 127.0.0.1:<port>). */
// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field in the assertions
type Json = any;
function statusCall(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: Json }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: page.port,
        method,
        path,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

const pluOn = async (sim: Simulator, plu: number) => {
  const response = await fetch(`http://127.0.0.1:${sim.controlPort}/memory`);
  const memory = (await response.json()) as { plus: { plu: number; unit_price: number }[] };
  return memory.plus.find((entry) => entry.plu === plu) ?? null;
};

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}\n${lines.slice(-15).join('\n')}`);
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  owner = await signIn(t.app, user.username!, user.password);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '三号店' }).returning();
  shopId = shop!.id;
  const quiet = () => {};
  sims.push(await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: quiet }));
  sims.push(await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: quiet }));
  const rows = await t.ctx.db
    .insert(scales)
    .values([
      {
        companyId: company.id,
        shopId,
        scaleName: '收银秤',
        scaleUuid: 'SCALE-SM-0001',
        modelCode: 'TM-Aa',
        lanHost: '127.0.0.1',
        lanPort: sims[0]!.port,
      },
      { companyId: company.id, shopId, scaleName: '后场秤', scaleUuid: 'SCALE-SM-0002', modelCode: 'TM-Aa' },
    ])
    .returning();
  scaleId = rows[0]!.id;
  unaddressedId = rows[1]!.id;
  const [apple] = await t.ctx.db
    .insert(goods)
    .values({ companyId: company.id, pluNumber: 1, itemCode: '1001', name: '苹果', unitPriceFen: 1280 })
    .returning();
  appleId = apple!.id;
  await consoleCall('POST', `/api/scales/${scaleId}/goods?op_flag=1`, { good_ids: [appleId] });

  dir = mkdtempSync(join(tmpdir(), 'bridge-server-mode-'));
  bridge = new Bridge(null, { log, configPath: join(dir, 'bridge.json') });
  page = await startStatusServer({ bridge, port: 0, defaultServer: () => base });
  running = bridge.run(stop.signal);
});

afterAll(async () => {
  stop.abort();
  await running;
  await page?.close();
  await Promise.all(sims.map((sim) => sim.close()));
  t?.app.server.closeAllConnections();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a bridge in server mode', () => {
  it('pairs by code alone on its status page, reads its scales from the server, and the PLU arrives', async () => {
    const unpaired = await statusCall('GET', '/api/status');
    expect(unpaired.json).toMatchObject({ paired: false, scales: [] });

    const { code } = await consoleCall('POST', `/api/management/shops/${shopId}/bridge-code`);
    const paired = await statusCall('POST', '/api/pair', { code: code.toLowerCase() });
    expect(paired.status, JSON.stringify(paired.json)).toBe(200);
    expect(paired.json).toMatchObject({ paired: true, server: base, shop: { id: shopId, name: '三号店' } });

    // bridge.json holds what pairing writes, readable by its owner only.
    const saved = JSON.parse(readFileSync(join(dir, 'bridge.json'), 'utf8'));
    expect(Object.keys(saved).sort()).toEqual(['bridge_token', 'name', 'server']);
    expect(saved.server).toBe(base);
    expect(statSync(join(dir, 'bridge.json')).mode & 0o077).toBe(0);

    await until('PLU 1 on the first simulator', async () => (await pluOn(sims[0]!, 1))?.unit_price === 1280);
    await until('the scale in step on the status page', async () => {
      const status = (await statusCall('GET', '/api/status')).json;
      return status.scales.some((scale: { state: string }) => scale.state === 'in_step');
    });
    const status = (await statusCall('GET', '/api/status')).json;
    expect(status.bridge_id).toEqual(expect.any(Number));
    expect(status.scales).toEqual([
      expect.objectContaining({
        scale_id: scaleId,
        name: '收银秤',
        lan_host: '127.0.0.1',
        lan_port: sims[0]!.port,
        state: 'in_step',
        last_push: expect.any(String),
      }),
      expect.objectContaining({
        scale_id: unaddressedId,
        name: '后场秤',
        lan_host: null,
        state: 'no_address',
      }),
    ]);
    expect(
      status.events.some((event: { text: string }) => /paired with shop "三号店"/.test(event.text)),
    ).toBe(true);
    // Pairing twice is refused while paired.
    expect((await statusCall('POST', '/api/pair', { code })).status).toBe(409);
  });

  it('follows an address changed in the console to another scale, without a restart', async () => {
    await consoleCall('PUT', `/api/management/scales/${scaleId}`, {
      lan_host: '127.0.0.1',
      lan_port: sims[1]!.port,
    });
    await until('PLU 1 on the second simulator', async () => (await pluOn(sims[1]!, 1))?.unit_price === 1280);
    await until('the moved scale in step', async () => {
      const status = (await statusCall('GET', '/api/status')).json;
      return status.scales.some(
        (scale: { lan_port: number; state: string }) =>
          scale.lan_port === sims[1]!.port && scale.state === 'in_step',
      );
    });
    const bridges = await consoleCall('GET', `/api/management/shops/${shopId}/bridges`);
    expect(bridges).toEqual([expect.objectContaining({ online: true, version: BRIDGE_VERSION })]);
  });
});

describe('finding a scale from the status page', () => {
  it('scans loopback, adds the found scale to the console, and the bridge drives it', async () => {
    // A scale nobody has told the console about, on another loopback address.
    const found = await startSimulator({
      host: '127.0.0.7',
      port: 0,
      controlPort: 0,
      model: 'TM-Aa',
      delayMs: 2,
      log: () => {},
    });
    sims.push(found);
    const scan = await statusCall('POST', '/api/scan', { subnet: '127.0.0.0/24', port: found.port });
    expect(scan.status).toBe(200);
    expect(scan.json.found).toEqual([
      expect.objectContaining({ host: '127.0.0.7', port: found.port, tm: true, known: false }),
    ]);
    // Read-only: the scan sent it a sales read, nothing that writes.
    const counters = (await (await fetch(`http://127.0.0.7:${found.controlPort}/counters`)).json()) as {
      received: Record<string, number>;
    };
    expect(Object.keys(counters.received)).toEqual(['J']);

    const added = await statusCall('POST', '/api/scales', {
      lan_host: '127.0.0.7',
      lan_port: found.port,
      name: '新找到的秤',
      model_code: 'TM-Aa',
    });
    expect(added.status, JSON.stringify(added.json)).toBe(200);
    expect(added.json).toMatchObject({ name: '新找到的秤', lan_host: '127.0.0.7', lan_port: found.port });
    const detail = await consoleCall('GET', `/api/management/shops/${shopId}`);
    expect(detail.scales).toContainEqual(
      expect.objectContaining({ id: added.json.scale_id, lan_host: '127.0.0.7', lan_port: found.port }),
    );

    // The bridge picks it up from its config without a restart; goods given to it in the console arrive.
    await consoleCall('POST', `/api/scales/${added.json.scale_id}/goods?op_flag=1`, { good_ids: [appleId] });
    await until('PLU 1 on the found scale', async () => {
      const memory = (await (await fetch(`http://127.0.0.7:${found.controlPort}/memory`)).json()) as {
        plus: { plu: number; unit_price: number }[];
      };
      return memory.plus.some((entry) => entry.plu === 1 && entry.unit_price === 1280);
    });

    // The same address twice is refused, in the page's language, and adds nothing.
    const again = await statusCall('POST', '/api/scales', {
      lan_host: '127.0.0.7',
      lan_port: found.port,
      name: '重复的秤',
    });
    expect(again.status).toBe(409);
    const after = await consoleCall('GET', `/api/management/shops/${shopId}`);
    expect(
      after.scales.filter((scale: { lan_host: string | null }) => scale.lan_host === '127.0.0.7'),
    ).toHaveLength(1);
  });
});
