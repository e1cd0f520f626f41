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
 * Issue 29 §3: "stop selling" takes the PLU off the affected shops' scales, through the real bridge.
 * Two shops, a simulated scale and a bridge in each, the same goods item on both scales; only the
 * north shop received the lot. Stopping empties the PLU in the north scale's memory and leaves the
 * south scale's; releasing writes it back.
 */

let t: TestApp;
let base: string;
let owner: string;
let goodsId: number;
let dir: string;
const PLU = 950;
const log: string[] = [];

type Site = { shopId: number; sim: Simulator; configPath: string };
const site: Record<'north' | 'south', Site> = {} as never;

async function consoleCall(method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: tokenHeader(owner),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  expect(response.json().code, response.body).toBe(1);
  return response.json().data;
}

/** One pass of each shop's bridge: what the server wants on its scale is written to it. */
async function syncBoth() {
  for (const s of Object.values(site)) {
    const failed = await new Bridge(loadConfig(s.configPath), { log: (line) => log.push(line) }).once();
    expect(failed, log.slice(-10).join('\n')).toEqual([]);
  }
}

const holds = (which: 'north' | 'south') => site[which].sim.memory.pluRecord(PLU) !== null;

async function setUpShop(companyId: number, name: string, uuid: string): Promise<Site> {
  const [shop] = await t.ctx.db.insert(shops).values({ companyId, name }).returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId, shopId: shop!.id, scaleName: `${name}秤`, scaleUuid: uuid, modelCode: 'TM-Aa' })
    .returning();
  await consoleCall('POST', `/api/scales/${scale!.id}/goods?op_flag=1`, { good_ids: [goodsId] });
  const sim = await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: () => {} });
  const configPath = join(dir, `bridge-${shop!.id}.json`);
  const { code } = await consoleCall('POST', `/api/management/shops/${shop!.id}/bridge-code`);
  writeFileSync(
    configPath,
    JSON.stringify({
      server: base,
      pairing_code: code,
      name: `${name}收银台`,
      scales: [{ host: '127.0.0.1', port: sim.port, scale_uuid: uuid }],
    }),
  );
  await pairIfNeeded(loadConfig(configPath), (line) => log.push(line));
  return { shopId: shop!.id, sim, configPath };
}

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  owner = await signIn(t.app, user.username!, user.password);
  const [item] = await t.ctx.db
    .insert(goods)
    .values({
      companyId: company.id,
      pluNumber: PLU,
      itemCode: `96009${PLU % 100}`,
      name: '鲜切牛肉',
      unitPriceFen: 6800,
    })
    .returning();
  goodsId = item!.id;
  dir = mkdtempSync(join(tmpdir(), 'recalls-bridge-'));
  site.north = await setUpShop(company.id, '北店', 'RECALL-N-0001');
  site.south = await setUpShop(company.id, '南店', 'RECALL-S-0001');
  const locations: { id: number; shop_id: number | null }[] = await consoleCall(
    'GET',
    '/api/management/stock_locations',
  );
  const receipt = await consoleCall('POST', '/api/management/receipts', {
    location_id: locations.find((l) => l.shop_id === site.north.shopId)!.id,
    lines: [{ goods_id: goodsId, quantity: 5_000, lot: 'B-0917', expiry_date: '2099-12-31' }],
  });
  await consoleCall('POST', `/api/management/receipts/${receipt.id}/post`);
});

afterAll(async () => {
  for (const s of Object.values(site)) await s.sim?.close();
  t?.app.server.closeAllConnections();
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('stop selling through the bridge', () => {
  it('the affected shop’s scale loses the PLU, the other shop’s keeps it; release puts it back', async () => {
    await syncBoth();
    expect([holds('north'), holds('south')]).toEqual([true, true]);

    const recall = await consoleCall('POST', '/api/management/recalls', {
      goods_id: goodsId,
      lot: 'B-0917',
      notify: false,
      stop_selling: true,
    });
    expect(recall.shops.map((s: { shop_id: number }) => s.shop_id)).toEqual([site.north.shopId]);
    await syncBoth();
    expect([holds('north'), holds('south')]).toEqual([false, true]);
    // The south scale's PLU is untouched: its price is still there.
    expect(site.south.sim.memory.pluRecord(PLU)?.unitPrice).toBe(6800);

    await consoleCall('POST', `/api/management/recalls/${recall.id}/release`);
    await syncBoth();
    expect([holds('north'), holds('south')]).toEqual([true, true]);
    expect(site.north.sim.memory.pluRecord(PLU)?.unitPrice).toBe(6800);
  });
});
