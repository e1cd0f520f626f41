import { encodePlu } from '@dahua/tm-protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, scaleGoods, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';
import { pruneChanges } from './service.js';

let t: TestApp;
let owner: string;
let stranger: string;
let companyId: number;
let shopId: number;
let otherShopId: number;
let scaleA: { id: number; credential: string };
let scaleB: { id: number; credential: string };
let scaleC: { id: number; credential: string };
let apples: number;
let eggs: number;
let pears: number;

async function scaleIn(shop: number, name: string) {
  const [row] = await t.ctx.db
    .insert(scales)
    .values({ companyId, shopId: shop, scaleName: name })
    .returning();
  return { id: row!.id, credential: await issueDeviceCredential(t.ctx.db, row!.id) };
}

const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });

async function device(credential: string, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(credential) });
  return { status: response.statusCode, body: response.json() };
}

async function state(credential: string) {
  const { status, body } = await device(credential, '/api/devices/state');
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function changes(credential: string, since: number, wait?: number) {
  const { status, body } = await device(
    credential,
    `/api/devices/changes?since=${since}${wait !== undefined ? `&wait=${wait}` : ''}`,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

async function console_(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token = owner) {
  const response = await t.app.inject({
    method,
    url,
    headers: tokenHeader(token),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  expect(response.json().code, response.body).toBe(1);
  return response.json().data;
}

const versionOf = async (scale: { credential: string }) => (await state(scale.credential)).version as number;

const LABEL_STYLE = JSON.stringify({
  size: { width: 40, height: 30 },
  itemList: [
    { itemName: 'field', value: 'name', style: { x: 2, y: 2, w: 30, h: 5, font: 3 } },
    { itemName: 'field', value: 'unit_price', style: { x: 2, y: 10, w: 20, h: 5, font: 2 } },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  companyId = company.id;
  owner = await signIn(t.app, user.username!, user.password);
  const other = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, other.id);
  stranger = await signIn(t.app, other.username!, other.password);

  const [shop] = await t.ctx.db.insert(shops).values({ companyId, name: '一号店' }).returning();
  const [otherShop] = await t.ctx.db.insert(shops).values({ companyId, name: '二号店' }).returning();
  shopId = shop!.id;
  otherShopId = otherShop!.id;
  scaleA = await scaleIn(shopId, '秤 A');
  scaleB = await scaleIn(shopId, '秤 B');
  scaleC = await scaleIn(otherShopId, '秤 C');
  const rows = await t.ctx.db
    .insert(goods)
    .values([
      { companyId, pluNumber: 1, itemCode: '1001', name: '苹果', unitPriceFen: 1280 },
      { companyId, pluNumber: 2, itemCode: '1002', name: '鸡蛋', unitPriceFen: 150, weighingMode: 1 },
      { companyId, pluNumber: 3, itemCode: '1003', name: '梨', unitPriceFen: 900 },
    ])
    .returning();
  apples = rows[0]!.id;
  eggs = rows[1]!.id;
  pears = rows[2]!.id;
  await console_('POST', `/api/scales/${scaleA.id}/goods?op_flag=1`, { good_ids: [apples, eggs] });
  await console_('POST', `/api/scales/${scaleB.id}/goods?op_flag=1`, { good_ids: [apples] });
  await console_('POST', `/api/scales/${scaleC.id}/goods?op_flag=1`, { good_ids: [pears] });
  await console_('PUT', `/api/scales/${scaleA.id}/hot_keys`, { hot_keys: [{ key: 1, good_id: eggs }] });
  await console_('POST', `/api/management/shops/${shopId}/labels`, {
    name: '标签一',
    style: LABEL_STYLE,
    slot: 1,
  });
});

afterAll(async () => {
  await t.close();
});

describe('GET /api/devices/state', () => {
  it('answers the scale’s goods as PLU records, hot keys, label slots, texts and parameters', async () => {
    const data = await state(scaleA.credential);
    expect(data.scale).toMatchObject({ id: scaleA.id, name: '秤 A', shop_id: shopId, model_code: 'TM-Aa' });
    expect(data.version).toBeGreaterThan(0);
    expect(data.plus.records.map((r: { record: { plu: number } }) => r.record.plu)).toEqual([1, 2]);
    expect(data.plus.records[0]).toMatchObject({
      goods_id: apples,
      record: { plu: 1, itemCode: 1001, unitPrice: 1280, weighingMode: 0, name: ['苹果', '', ''] },
    });
    // Positions 31–32 of `!0V` are the price barcode's flag: the company's (default 20), never 00.
    for (const { record } of data.plus.records) expect(record.barcodeFlag).toBe(20);
    expect(encodePlu(data.plus.records[0].record).slice(31, 33)).toBe('20');
    expect(data.hot_keys.keys).toEqual([{ key: 1, plu: 2 }]);
    expect(data.labels.slots).toHaveLength(1);
    expect(data.labels.slots[0]).toMatchObject({ slot: 1, name: '标签一' });
    expect(data.labels.slots[0].layout).toMatch(/^!0T00A/);
    expect(data.labels.slots[0].texts).toMatch(/^!0R00A/);
    expect(data.texts).toMatchObject({ texts: [{ slot: 1, text: '一号店' }], special_info: [] });
    expect(data.params).toMatchObject({ barcode_format: 'FFWWWWWEEEEEC', barcode_flag: '20' });
    expect(data.params.system_parameters.barcodeType).toBe(5);
    for (const part of ['plus', 'hot_keys', 'labels'])
      expect(data[part].version).toBeLessThanOrEqual(data.version);
    expect(data.refused).toEqual([]);
  });

  it('refuses a missing or wrong credential (401) and names no scale', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/devices/state' });
    expect(none.statusCode).toBe(401);
    expect(none.json().data.dahua_error).toBe('ERCO000800');
    const wrong = await device('x'.repeat(43), '/api/devices/state');
    expect(wrong.status).toBe(401);
    // A console session is no device credential.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/devices/state',
      headers: tokenHeader(owner),
    });
    expect(session.statusCode).toBe(401);
  });

  it('another scale’s credential sees only its own scale', async () => {
    const data = await state(scaleC.credential);
    expect(data.scale.id).toBe(scaleC.id);
    expect(data.plus.records.map((r: { goods_id: number }) => r.goods_id)).toEqual([pears]);
    expect(data.hot_keys.keys).toEqual([]);
    expect(data.labels.slots).toEqual([]);
    expect(data.texts.texts).toEqual([{ slot: 1, text: '二号店' }]);
  });

  it('another company’s scale sees none of this company’s goods, labels or shop', async () => {
    const otherOwner = await buildUser(t.ctx);
    const otherCompany = await buildCompanyWith(t.ctx, otherOwner.id);
    const [shop] = await t.ctx.db
      .insert(shops)
      .values({ companyId: otherCompany.id, name: '别家店' })
      .returning();
    const [row] = await t.ctx.db
      .insert(scales)
      .values({ companyId: otherCompany.id, shopId: shop!.id, scaleName: '别家秤' })
      .returning();
    const credential = await issueDeviceCredential(t.ctx.db, row!.id);
    const data = await state(credential);
    expect(data.scale.id).toBe(row!.id);
    expect(data.plus.records).toEqual([]);
    expect(data.labels.slots).toEqual([]);
    const text = JSON.stringify(data);
    for (const word of ['苹果', '鸡蛋', '一号店', '标签一', '秤 A']) expect(text).not.toContain(word);
    const feed = await changes(credential, 0);
    expect(JSON.stringify(feed)).not.toContain('苹果');
  });
});

describe('GET /api/devices/changes', () => {
  it('answers nothing when nothing changed', async () => {
    const version = await versionOf(scaleA);
    const data = await changes(scaleA.credential, version);
    expect(data).toMatchObject({ since: version, version, full: false, plus: [], removed_plus: [] });
  });

  it('a price edit lists exactly that PLU for every scale holding it, nothing for the others', async () => {
    const [a, b, c] = [await versionOf(scaleA), await versionOf(scaleB), await versionOf(scaleC)];
    await console_('PUT', `/api/management/goods/${apples}`, { unit_price: 1380 });
    for (const [scale, since] of [
      [scaleA, a],
      [scaleB, b],
    ] as const) {
      const data = await changes(scale.credential, since);
      expect(data.version).toBeGreaterThan(since);
      expect(data.plus).toHaveLength(1);
      expect(data.plus[0]).toMatchObject({ goods_id: apples, record: { plu: 1, unitPrice: 1380 } });
      expect(data).toMatchObject({ removed_plus: [], hot_keys: null, labels: [], texts: null, params: null });
    }
    const none = await changes(scaleC.credential, c);
    expect(none).toMatchObject({ version: c, plus: [], removed_plus: [] });
    // A field no scale carries (the description) changes nothing.
    const after = await versionOf(scaleA);
    await console_('PUT', `/api/management/goods/${apples}`, { description: '新鲜' });
    expect(await versionOf(scaleA)).toBe(after);
  });

  it('goods removed from a scale → its PLU removed; its hot key goes with it', async () => {
    const since = await versionOf(scaleA);
    await console_('POST', `/api/scales/${scaleA.id}/goods?op_flag=0`, { good_ids: [eggs] });
    const data = await changes(scaleA.credential, since);
    expect(data.plus).toEqual([]);
    expect(data.removed_plus).toEqual([2]);
    expect(data.hot_keys).toEqual({ key_count: expect.any(Number), keys: [] });
    // And added back: upserted again.
    const again = await versionOf(scaleA);
    await console_('POST', `/api/scales/${scaleA.id}/goods?op_flag=1`, { good_ids: [eggs] });
    const added = await changes(scaleA.credential, again);
    expect(added.plus.map((p: { record: { plu: number } }) => p.record.plu)).toEqual([2]);
    expect(added.removed_plus).toEqual([]);
  });

  it('a PLU number change removes the old number and upserts the new one', async () => {
    const since = await versionOf(scaleA);
    await console_('PUT', `/api/management/goods/${eggs}`, { plu_number: 12 });
    const data = await changes(scaleA.credential, since);
    expect(data.plus.map((p: { record: { plu: number } }) => p.record.plu)).toEqual([12]);
    expect(data.removed_plus).toEqual([2]);
  });

  it('hot keys saved → the whole layout once', async () => {
    const since = await versionOf(scaleA);
    await console_('PUT', `/api/scales/${scaleA.id}/hot_keys`, {
      hot_keys: [
        { key: 1, good_id: apples },
        { key: 2, good_id: eggs },
      ],
    });
    const data = await changes(scaleA.credential, since);
    expect(data.hot_keys.keys).toEqual([
      { key: 1, plu: 1 },
      { key: 2, plu: 12 },
    ]);
    expect(data.plus).toEqual([]);
    // Written once per save, however many keys.
    expect(data.version - since).toBe(1);
  });

  it('a label slot changed reaches every scale of that shop, not the other shop', async () => {
    const [a, b, c] = [await versionOf(scaleA), await versionOf(scaleB), await versionOf(scaleC)];
    const label = await console_('POST', `/api/management/shops/${shopId}/labels`, {
      name: '标签二',
      style: LABEL_STYLE,
      slot: 2,
    });
    for (const [scale, since] of [
      [scaleA, a],
      [scaleB, b],
    ] as const) {
      const data = await changes(scale.credential, since);
      expect(data.labels.map((l: { slot: number }) => l.slot)).toEqual([2]);
      expect(data.labels[0].layout).toMatch(/^!0T01A/);
    }
    expect((await changes(scaleC.credential, c)).labels).toEqual([]);
    const before = await versionOf(scaleA);
    await console_('DELETE', `/api/management/labels/${label.id}`);
    const removed = await changes(scaleA.credential, before);
    expect(removed).toMatchObject({ labels: [], removed_label_slots: [2] });
  });

  it('company barcode settings → params, and every PLU again with the new flag, for every scale of the company', async () => {
    const versions = [await versionOf(scaleA), await versionOf(scaleB), await versionOf(scaleC)];
    await console_('PUT', `/api/management/companies/${companyId}/barcode`, {
      barcode_format: 'FFWWWWWEEEEENNNNNC',
      barcode_flag: '22',
    });
    for (const [i, scale] of [scaleA, scaleB, scaleC].entries()) {
      const data = await changes(scale.credential, versions[i]!);
      expect(data.params).toMatchObject({ barcode_format: 'FFWWWWWEEEEENNNNNC', barcode_flag: '22' });
      expect(data.params.system_parameters.barcodeType).toBe(7);
      // The flag is in every PLU record: all of the scale's PLUs come again, each with flag 22.
      const held = (await state(scale.credential)).plus.records;
      expect(held.length).toBeGreaterThan(0);
      expect(data.plus).toEqual(held);
      for (const { record } of data.plus) expect(encodePlu(record).slice(31, 33)).toBe('22');
    }
  });

  it('a shop renamed → texts; a scale moved to another shop → full resync', async () => {
    const since = await versionOf(scaleB);
    await console_('PUT', `/api/management/shops/${shopId}`, { name: '一号店新' });
    const renamed = await changes(scaleB.credential, since);
    expect(renamed.texts.texts).toEqual([{ slot: 1, text: '一号店新' }]);
    expect(renamed.plus).toEqual([]);
    const before = await versionOf(scaleB);
    await console_('PUT', `/api/management/scales/${scaleB.id}`, { shop_id: otherShopId });
    const moved = await changes(scaleB.credential, before);
    expect(moved.full).toBe(true);
    expect(moved.version).toBeGreaterThan(before);
  });

  it('a version ahead of the scale’s asks for a full resync', async () => {
    const version = await versionOf(scaleC);
    const data = await changes(scaleC.credential, version + 100);
    expect(data).toMatchObject({ full: true, version });
  });

  it('refuses a bad since or wait (400)', async () => {
    for (const query of ['', 'since=-1', 'since=x', 'since=1&wait=31']) {
      const response = await device(scaleA.credential, `/api/devices/changes?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('exactness under concurrent edits', () => {
  it('a feed followed while edits commit in parallel ends equal to the state', async () => {
    const rows = await t.ctx.db
      .insert(goods)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          companyId,
          pluNumber: 100 + i,
          itemCode: String(2000 + i),
          name: `货${i}`,
          unitPriceFen: 100,
        })),
      )
      .returning();
    await console_('POST', `/api/scales/${scaleC.id}/goods?op_flag=1`, { good_ids: rows.map((r) => r.id) });
    const start = await state(scaleC.credential);
    const held = new Map<number, number>(
      start.plus.records.map((r: { record: { plu: number; unitPrice: number } }) => [
        r.record.plu,
        r.record.unitPrice,
      ]),
    );
    let since = start.version as number;
    let editing = true;
    const follow = (async () => {
      // Long-polling as a bridge does: a tight loop of plain reads would starve PGlite's one connection.
      while (editing) {
        const data = await changes(scaleC.credential, since, 1);
        for (const p of data.plus) held.set(p.record.plu, p.record.unitPrice);
        for (const plu of data.removed_plus) held.delete(plu);
        since = data.version;
      }
    })();
    await Promise.all(
      rows.flatMap((row, i) =>
        [1, 2, 3].map((round) =>
          console_('PUT', `/api/management/goods/${row.id}`, { unit_price: 1000 * round + i }),
        ),
      ),
    );
    editing = false;
    await follow;
    const last = await changes(scaleC.credential, since);
    for (const p of last.plus) held.set(p.record.plu, p.record.unitPrice);
    const end = await state(scaleC.credential);
    expect(last.version).toBe(end.version);
    expect(Object.fromEntries(held)).toEqual(
      Object.fromEntries(
        end.plus.records.map((r: { record: { plu: number; unitPrice: number } }) => [
          r.record.plu,
          r.record.unitPrice,
        ]),
      ),
    );
  });
});

describe('long-polling', () => {
  it('a waiting request wakes within a second of a console edit', async () => {
    const since = await versionOf(scaleA);
    const started = Date.now();
    const waiting = changes(scaleA.credential, since, 10);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const savedAt = Date.now();
    await console_('PUT', `/api/management/goods/${apples}`, { unit_price: 1480 });
    const data = await waiting;
    const woke = Date.now();
    expect(woke - savedAt).toBeLessThan(1000);
    expect(woke - started).toBeGreaterThanOrEqual(300);
    expect(data.plus.map((p: { record: { unitPrice: number } }) => p.record.unitPrice)).toEqual([1480]);
  });

  it('ends with nothing and the same version when the wait ends', async () => {
    const since = await versionOf(scaleC);
    const started = Date.now();
    const data = await changes(scaleC.credential, since, 1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(data).toMatchObject({ since, version: since, full: false, plus: [], removed_plus: [] });
  });

  it('a change to another scale does not wake it', async () => {
    const since = await versionOf(scaleC);
    const waiting = changes(scaleC.credential, since, 1);
    await console_('PUT', `/api/management/goods/${eggs}`, { unit_price: 160 });
    expect(await waiting).toMatchObject({ version: since, plus: [] });
  });
});

describe('a goods item the codec refuses', () => {
  it('is listed as refused with its field and never sent', async () => {
    const [bad] = await t.ctx.db
      .insert(goods)
      .values({ companyId, pluNumber: 40, itemCode: '1040', name: '苹果🍎', unitPriceFen: 100 })
      .returning();
    const since = await versionOf(scaleA);
    await t.ctx.db.insert(scaleGoods).values({ scaleId: scaleA.id, goodsId: bad!.id, companyId });
    const data = await changes(scaleA.credential, since);
    expect(data.plus).toEqual([]);
    expect(data.removed_plus).toEqual([40]);
    expect(data.refused).toEqual([
      expect.objectContaining({
        kind: 'plu',
        goods_id: bad!.id,
        plu: 40,
        field: expect.stringMatching(/^name/),
      }),
    ]);
    const full = await state(scaleA.credential);
    expect(full.plus.records.some((r: { goods_id: number }) => r.goods_id === bad!.id)).toBe(false);
    expect(full.refused).toEqual([
      expect.objectContaining({ goods_id: bad!.id, field: expect.stringMatching(/^name/) }),
    ]);
  });
});

describe('a name longer than the scale’s model takes', () => {
  it('is sent cut to the model’s 33 characters a line, and the scale page is told which line and what was sent', async () => {
    const longLine = '新疆哈密瓜'.repeat(8); // 40 characters
    const [item] = await t.ctx.db
      .insert(goods)
      .values({ companyId, pluNumber: 41, itemCode: '1041', name: `${longLine}\n特级`, unitPriceFen: 990 })
      .returning();
    const since = await versionOf(scaleA);
    await t.ctx.db.insert(scaleGoods).values({ scaleId: scaleA.id, goodsId: item!.id, companyId });
    const data = await changes(scaleA.credential, since);
    const sent = data.plus.find((entry: { goods_id: number }) => entry.goods_id === item!.id);
    expect(sent.record.name).toEqual([longLine.slice(0, 33), '特级', '']);
    const full = await state(scaleA.credential);
    const held = full.plus.records.find((entry: { goods_id: number }) => entry.goods_id === item!.id);
    expect(held.record.name[0]).toHaveLength(33);
    const report = await t.app.inject({
      method: 'GET',
      url: `/api/management/scales/${scaleA.id}/device`,
      headers: tokenHeader(owner),
    });
    expect(report.json().data.names_cut).toEqual([
      {
        goods_id: item!.id,
        plu: 41,
        name: `${longLine}\n特级`,
        line: 1,
        chars: 40,
        limit: 33,
        sent: longLine.slice(0, 33),
      },
    ]);
    await t.ctx.db.delete(scaleGoods).where(eq(scaleGoods.goodsId, item!.id));
  });
});

describe('POST /api/devices/status', () => {
  it('a report appears in the scale answer', async () => {
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/management/scales/${scaleC.id}`,
      headers: tokenHeader(owner),
    });
    expect(before.json().data.sync).toBeDefined();
    const pushing = await t.app.inject({
      method: 'POST',
      url: '/api/devices/status',
      headers: bearer(scaleC.credential),
      payload: { state: 'pushing', pushed: 10, total: 40, firmware: 'TM-Aa V2.1' },
    });
    expect(pushing.statusCode, pushing.body).toBe(200);
    expect(pushing.json().data).toMatchObject({
      state: 'pushing',
      pushed: 10,
      total: 40,
      firmware: 'TM-Aa V2.1',
    });
    const version = await versionOf(scaleC);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/devices/status',
      headers: bearer(scaleC.credential),
      payload: { state: 'in_step', acknowledged_version: version, full: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    const scale = await t.app.inject({
      method: 'GET',
      url: `/api/management/scales/${scaleC.id}`,
      headers: tokenHeader(owner),
    });
    const sync = scale.json().data.sync;
    expect(sync).toMatchObject({
      state: 'in_step',
      acknowledged_version: version,
      version,
      pushed: null,
      total: null,
      firmware: 'TM-Aa V2.1',
      error: null,
    });
    expect(sync.last_full_sync).not.toBeNull();
    expect(sync.last_sync).toBe(sync.last_full_sync);
    expect(Date.now() - Date.parse(sync.last_contact)).toBeLessThan(60_000);
    const failed = await t.app.inject({
      method: 'POST',
      url: '/api/devices/status',
      headers: bearer(scaleC.credential),
      payload: { state: 'unreachable', error: 'no reply after 4 resends' },
    });
    expect(failed.json().data).toMatchObject({ state: 'unreachable', error: 'no reply after 4 resends' });
    // The list answers it too.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/management/scales?shop_id=${otherShopId}`,
      headers: tokenHeader(owner),
    });
    const listed = list.json().data.list.find((s: { id: number }) => s.id === scaleC.id);
    expect(listed.sync).toMatchObject({ state: 'unreachable', firmware: 'TM-Aa V2.1' });
  });

  it('a scale never contacted answers sync null', async () => {
    const [row] = await t.ctx.db.insert(scales).values({ companyId, shopId, scaleName: '新秤' }).returning();
    const scale = await t.app.inject({
      method: 'GET',
      url: `/api/management/scales/${row!.id}`,
      headers: tokenHeader(owner),
    });
    expect(scale.json().data.sync).toBeNull();
  });
});

describe('POST /api/management/scales/:id/credential', () => {
  it('issues a new credential once; the old one stops working at once', async () => {
    const old = scaleA.credential;
    expect((await device(old, '/api/devices/state')).status).toBe(200);
    const data = await console_('POST', `/api/management/scales/${scaleA.id}/credential`);
    expect(data.scale_id).toBe(scaleA.id);
    expect(data.device_credential).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await device(old, '/api/devices/state')).status).toBe(401);
    scaleA = { id: scaleA.id, credential: data.device_credential };
    expect((await state(scaleA.credential)).scale.id).toBe(scaleA.id);
  });

  it('another company’s owner gets 404 and changes nothing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/management/scales/${scaleA.id}/credential`,
      headers: tokenHeader(stranger),
    });
    expect(response.statusCode).toBe(404);
    expect((await device(scaleA.credential, '/api/devices/state')).status).toBe(200);
  });
});

describe('pruning the change feed', () => {
  it('drops changes older than 30 days; a reader behind them is told to resync in full, later ones still follow', async () => {
    const before = await versionOf(scaleA);
    expect(before).toBeGreaterThan(2);
    await t.ctx.db.execute(
      sql`update device_changes set created_time = now() - interval '40 days' where scale_id = ${scaleA.id}`,
    );
    const dropped = await pruneChanges(t.ctx);
    expect(dropped).toBeGreaterThanOrEqual(before);
    expect((await changes(scaleA.credential, 1)).full).toBe(true);
    expect((await changes(scaleA.credential, before - 1)).full).toBe(true);
    const current = await changes(scaleA.credential, before);
    expect(current).toMatchObject({ full: false, version: before });
    await t.ctx.db.update(goods).set({ unitPriceFen: 1999 }).where(eq(goods.id, apples));
    const next = await changes(scaleA.credential, before);
    expect(next.full).toBe(false);
    expect(next.plus.map((p: { record: { plu: number; unitPrice: number } }) => p.record)).toEqual([
      expect.objectContaining({ plu: 1, unitPrice: 1999 }),
    ]);
    // Another scale's recent changes are kept.
    const kept = await t.ctx.db.execute(
      sql`select count(*)::int as n from device_changes where scale_id = ${scaleB.id}`,
    );
    expect((kept as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThan(0);
  });
});
