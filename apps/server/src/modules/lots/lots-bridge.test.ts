import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Bridge, loadConfig, pairIfNeeded } from '@dahua/bridge';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

/*
 * Issue 29 §3: the scale's PLU carries the shop's current lot. A receipt with a lot into the shop
 * changes the PLU's numeric code (the label's 13-digit code field prints it) on the simulated scale,
 * through the real bridge; choosing another lot by hand changes it again; automatic brings it back.
 */

let t: TestApp;
let base: string;
let owner: string;
let shopId: number;
let location: number;
let goodsId: number;
let sim: Simulator;
let dir: string;
let configPath: string;
const lines: string[] = [];
const PLU = 801;

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

async function once() {
  const failed = await new Bridge(loadConfig(configPath), { log: (line) => lines.push(line) }).once();
  expect(failed, lines.slice(-10).join('\n')).toEqual([]);
}

const numericCode = () => sim.memory.pluRecord(PLU)?.numericCode ?? null;

async function receive(lot: string, expiry: string) {
  const receipt = await consoleCall('POST', '/api/management/receipts', {
    location_id: location,
    lines: [{ goods_id: goodsId, quantity: 1_000, lot, expiry_date: expiry }],
  });
  await consoleCall('POST', `/api/management/receipts/${receipt.id}/post`);
}

const traceCodeOf = async (lot: string): Promise<{ id: number; trace_code: string }> =>
  (await consoleCall('GET', `/api/management/lots?goods_id=${goodsId}`)).find(
    (l: { lot: string }) => l.lot === lot,
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
  shopId = shop!.id;
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({
      companyId: company.id,
      shopId,
      scaleName: '秤 A',
      scaleUuid: 'LOTS-A-0001',
      modelCode: 'TM-Aa',
    })
    .returning();
  const [item] = await t.ctx.db
    .insert(goods)
    .values({
      companyId: company.id,
      pluNumber: PLU,
      itemCode: '9600801',
      name: '苹果',
      unitPriceFen: 1280,
      numericCode: '6901234567892',
    })
    .returning();
  goodsId = item!.id;
  await consoleCall('POST', `/api/scales/${scale!.id}/goods?op_flag=1`, { good_ids: [goodsId] });
  const locations: { id: number; shop_id: number | null }[] = await consoleCall(
    'GET',
    '/api/management/stock_locations',
  );
  location = locations.find((l) => l.shop_id === shopId)!.id;
  sim = await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: () => {} });
  dir = mkdtempSync(join(tmpdir(), 'lots-bridge-'));
  configPath = join(dir, 'bridge.json');
  const { code } = await consoleCall('POST', `/api/management/shops/${shopId}/bridge-code`);
  writeFileSync(
    configPath,
    JSON.stringify({
      server: base,
      pairing_code: code,
      name: '收银台电脑',
      scales: [{ host: '127.0.0.1', port: sim.port, scale_uuid: 'LOTS-A-0001' }],
    }),
  );
  await pairIfNeeded(loadConfig(configPath), (line) => lines.push(line));
});

afterAll(async () => {
  await sim?.close();
  t?.app.server.closeAllConnections();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the PLU carries the shop’s current lot', () => {
  it('holds the goods’ own code until a lot arrives, then the lot’s trace code; by hand and back', async () => {
    await once();
    expect(numericCode()).toBe('6901234567892');

    await receive('L-LATE', '2099-12-31');
    await once();
    const late = await traceCodeOf('L-LATE');
    expect(numericCode()).toBe(late.trace_code);

    // An earlier expiry arrives: first expiry first puts it on the scale.
    await receive('L-EARLY', '2099-06-30');
    await once();
    const early = await traceCodeOf('L-EARLY');
    expect(numericCode()).toBe(early.trace_code);

    await consoleCall('PUT', `/api/management/shops/${shopId}/current_lots`, {
      lots: [{ goods_id: goodsId, lot_id: late.id }],
    });
    await once();
    expect(numericCode()).toBe(late.trace_code);

    await consoleCall('PUT', `/api/management/shops/${shopId}/current_lots`, {
      lots: [{ goods_id: goodsId, lot_id: null }],
    });
    await once();
    expect(numericCode()).toBe(early.trace_code);
  });
});
