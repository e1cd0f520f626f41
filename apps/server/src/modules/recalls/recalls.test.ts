import { addDays, dayIn } from '@dahua/shared';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  type CompanyRole,
  companyMembers,
  goods,
  lots,
  notices,
  recallEvents,
  salesStops,
  scaleGoods,
  scales,
  shopCurrentLots,
  shops,
  stockLocations,
  trades,
} from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
async function call(method: Method, url: string, token: string, payload?: object, lang = 'en') {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(token), lang },
    ...(payload ? { payload } : {}),
  });
  const json = response.headers['content-type']?.toString().includes('json');
  return { status: response.statusCode, body: json ? response.json() : null, raw: response.rawPayload };
}
async function data(method: Method, url: string, token: string, payload?: object) {
  const answer = await call(method, url, token, payload);
  if (answer.body?.code !== 1)
    throw new Error(`${method} ${url}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

const isPostgres = process.env.TEST_ENGINE === 'postgres';

/** One sheet of a workbook as rows of cell texts. */
async function sheetRows(bytes: Buffer, name: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.getWorksheet(name)?.eachRow((row) => {
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))),
    );
  });
  return rows;
}
let plu = 900;

/** A day of a zone's calendar (the shared calendar's). */
const dayOf = (at: string, zone: string) => dayIn(new Date(at), zone);
/**
 * The east shop's own zone, chosen so that its day now differs from Shanghai's (the company's): UTC−12
 * is a day behind Shanghai except in Shanghai's evening, when UTC+14 is already a day ahead.
 */
const EAST_ZONE =
  dayOf(new Date().toISOString(), 'Etc/GMT+12') !== dayOf(new Date().toISOString(), 'Asia/Shanghai')
    ? 'Etc/GMT+12'
    : 'Pacific/Kiritimati';

/**
 * A company with three shops and a scale in each holding the apples: the north shop receives lot
 * L1 (10 kg) by receipt and sends 3 kg of it to the east shop by transfer; the south shop receives
 * only lot L2. North and east sell L1 (their current lot), south sells L2.
 */
async function setting() {
  const owner = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const token = await signIn(t.app, owner.username!, owner.password);
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: company.id, userId: user.id, joinType: role });
    return { id: user.id, token: await signIn(t.app, user.username!, user.password) };
  };
  const manager = await join('MANAGER');
  const clerk = await join('USER');
  const shopRows = await t.ctx.db
    .insert(shops)
    .values([
      { companyId: company.id, name: '北店' },
      { companyId: company.id, name: '东店', timeZone: EAST_ZONE },
      { companyId: company.id, name: '南店' },
    ])
    .returning();
  const [north, east, south] = shopRows.map((s) => s.id) as [number, number, number];
  const locationOf = async (shopId: number) =>
    (await t.ctx.db.select().from(stockLocations).where(eq(stockLocations.shopId, shopId)))[0]!.id;
  const [apples] = await t.ctx.db
    .insert(goods)
    .values({
      companyId: company.id,
      pluNumber: ++plu,
      itemCode: String(9_600_000 + plu),
      name: '苹果',
      unitPriceFen: 1200,
    })
    .returning();
  const scale: Record<number, { id: number; credential: string }> = {};
  for (const shopId of [north, east, south]) {
    const [row] = await t.ctx.db
      .insert(scales)
      .values({ companyId: company.id, shopId, scaleName: `秤 ${shopId}` })
      .returning();
    await t.ctx.db
      .insert(scaleGoods)
      .values({ scaleId: row!.id, goodsId: apples!.id, companyId: company.id });
    scale[shopId] = { id: row!.id, credential: await issueDeviceCredential(t.ctx.db, row!.id) };
  }
  const supplier = await data('POST', '/api/management/suppliers', token, { name: `果园 ${plu}` });
  const receipt = async (shopId: number, lot: string, quantity: number) => {
    const made = await data('POST', '/api/management/receipts', token, {
      location_id: await locationOf(shopId),
      supplier_id: supplier.id,
      lines: [
        {
          goods_id: apples!.id,
          quantity,
          unit_cost: 800,
          lot,
          production_date: '2026-11-01',
          expiry_date: '2026-12-01',
        },
      ],
    });
    return data('POST', `/api/management/receipts/${made.id}/post`, token);
  };
  const lotL1 = `L1-${plu}`;
  const lotL2 = `L2-${plu}`;
  await receipt(north, lotL1, 10_000);
  await receipt(south, lotL2, 5_000);
  const transfer = await data('POST', '/api/management/transfers', token, {
    location_id: await locationOf(north),
    to_location_id: await locationOf(east),
    lines: [{ goods_id: apples!.id, quantity: 3_000, lot: lotL1 }],
  });
  await data('POST', `/api/management/transfers/${transfer.id}/ship`, token);
  await data('POST', `/api/management/transfers/${transfer.id}/receive`, token, {
    lines: [{ line_id: transfer.lines[0].id, quantity: 3_000 }],
  });
  const lotIdOf = async (lot: string) =>
    (
      await t.ctx.db
        .select({ id: lots.id })
        .from(lots)
        .where(and(eq(lots.goodsId, apples!.id), eq(lots.lot, lot)))
    )[0]!.id;
  const [l1, l2] = [await lotIdOf(lotL1), await lotIdOf(lotL2)];
  // Sales as the scales send them: ingestion records each against its shop's current lot of the
  // goods item (north and east hold L1, south L2).
  let recordNo = 0;
  const sell = async (shopId: number, at: string, weight: number, amount: number) => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/devices/trades',
      headers: { authorization: `Bearer ${scale[shopId]!.credential}` },
      payload: {
        records: [
          {
            record_no: ++recordNo,
            trade_time: at,
            plu: apples!.pluNumber,
            weighing_mode: 0,
            weight,
            unit_price: 1200,
            total_before_discount: amount,
            total_price: amount,
            ticket_no: recordNo,
            department: 1,
          },
        ],
      },
    });
    expect(sent.json().data, sent.body).toMatchObject({ stored: 1 });
  };
  // Sold just now, after the lots arrived; and a record the north scale uploads late, from before L1
  // came: ingestion names L1 (the current lot), the recall does not count it.
  const now = Date.now();
  const at = (seconds: number) => new Date(now + seconds * 1000).toISOString();
  const sales = [
    { shop: north, at: at(1), weight: 1_000, amount: 1_200 },
    { shop: north, at: at(2), weight: 500, amount: 600 },
    { shop: east, at: at(3), weight: 700, amount: 840 },
  ];
  for (const sale of sales) await sell(sale.shop, sale.at, sale.weight, sale.amount);
  await sell(south, at(4), 900, 1_080);
  await sell(north, '2026-01-05T02:00:00Z', 400, 480);
  const soldLots = await t.ctx.db
    .select({ shopId: trades.shopId, lotId: trades.lotId })
    .from(trades)
    .where(eq(trades.companyId, company.id));
  const pairs = (rows: [number | null, number | null][]) => rows.map((r) => r.join(':')).sort();
  expect(pairs(soldLots.map((r) => [r.shopId, r.lotId]))).toEqual(
    pairs([
      [north, l1],
      [north, l1],
      [north, l1],
      [east, l1],
      [south, l2],
    ]),
  );
  return {
    companyId: company.id,
    owner: { id: owner.id, token },
    manager,
    clerk,
    shops: { north, east, south },
    scale,
    apples: apples!,
    supplier: supplier.id as number,
    lotL1,
    l1,
    transfer,
    sales,
  };
}
type Setting = Awaited<ReturnType<typeof setting>>;

async function pluState(credential: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/devices/state',
    headers: { authorization: `Bearer ${credential}` },
  });
  return (response.json().data.plus.records as { record: { plu: number } }[]).map((r) => r.record.plu);
}

async function versionOf(credential: string): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/devices/changes?since=0',
    headers: { authorization: `Bearer ${credential}` },
  });
  return response.json().data.version;
}

async function changesSince(credential: string, since: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/devices/changes?since=${since}`,
    headers: { authorization: `Bearer ${credential}` },
  });
  return response.json().data as { plus: { record: { plu: number } }[]; removed_plus: number[] };
}

describe('recalls', () => {
  let s: Setting;
  beforeAll(async () => {
    s = await setting();
  });

  it('a lot’s recall lists exactly the shops, receipts, transfers, scales and sales days that carried it', async () => {
    const recall = await data('POST', '/api/management/recalls', s.owner.token, {
      goods_id: s.apples.id,
      lot: s.lotL1,
      reason: '李斯特菌',
      notify: false,
    });
    expect(recall).toMatchObject({
      status: 'open',
      lot: s.lotL1,
      goods_name: '苹果',
      lots_count: 1,
      shops_count: 2,
    });
    expect(recall.actions).toEqual(['notify', 'stop', 'release']);
    expect(recall.receipts).toHaveLength(1);
    expect(recall.receipts[0]).toMatchObject({
      shop_id: s.shops.north,
      quantity: 10_000,
      location_name: '北店',
    });
    expect(recall.transfers).toHaveLength(1);
    expect(recall.transfers[0]).toMatchObject({
      number: s.transfer.number,
      from_shop_id: s.shops.north,
      to_shop_id: s.shops.east,
      quantity: 3_000,
      received_quantity: 3_000,
    });
    expect(recall.transfers[0].sent_time).not.toBeNull();
    expect(recall.transfers[0].received_time).not.toBeNull();
    // North: 10 kg in, 3 kg out, 1.5 kg sold → 5.5 kg left; east: 3 kg in, 0.7 kg sold → 2.3 kg.
    const byShop = Object.fromEntries(recall.shops.map((r: { shop_id: number }) => [r.shop_id, r]));
    expect(Object.keys(byShop).map(Number).sort()).toEqual([s.shops.north, s.shops.east].sort());
    expect(byShop[s.shops.north]).toMatchObject({
      received: 10_000,
      sent_out: 3_000,
      sold: 1_500,
      left: 5_500,
    });
    expect(byShop[s.shops.east]).toMatchObject({ received: 3_000, sent_out: 0, sold: 700, left: 2_300 });
    expect(recall.scales.map((x: { scale_id: number }) => x.scale_id).sort()).toEqual(
      [s.scale[s.shops.north]!.id, s.scale[s.shops.east]!.id].sort(),
    );
    // Per shop and day of the shop's calendar: the east shop keeps another zone's, whose day differs
    // from the company's now; the north scale's late record from before the lot is left out.
    const expected = new Map<string, [number, string, number, number]>();
    for (const sale of s.sales) {
      const day = dayOf(sale.at, sale.shop === s.shops.east ? EAST_ZONE : 'Asia/Shanghai');
      const key = `${sale.shop}:${day}`;
      const row = expected.get(key) ?? [sale.shop, day, 0, 0];
      expected.set(key, [sale.shop, day, row[2] + sale.weight, row[3] + sale.amount]);
    }
    const east = s.sales.find((x) => x.shop === s.shops.east)!;
    expect(dayOf(east.at, EAST_ZONE)).not.toBe(dayOf(east.at, 'Asia/Shanghai'));
    expect(
      recall.sales.map((d: { shop_id: number; day: string; quantity: number; amount: number }) => [
        d.shop_id,
        d.day,
        d.quantity,
        d.amount,
      ]),
    ).toEqual(expect.arrayContaining([...expected.values()]));
    expect(recall.sales).toHaveLength(expected.size);
    expect(recall.events.map((e: { action: string }) => e.action)).toEqual(['created']);

    const listed = await data('GET', '/api/management/recalls', s.clerk.token);
    expect(listed.list.some((r: { id: number }) => r.id === recall.id)).toBe(true);
    // A clerk reads, and may do nothing.
    expect(listed.list.find((r: { id: number }) => r.id === recall.id).actions).toEqual([]);
    expect((await call('POST', `/api/management/recalls/${recall.id}/stop`, s.clerk.token)).status).toBe(403);
    expect(
      (await call('POST', '/api/management/recalls', s.clerk.token, { goods_id: s.apples.id, lot: s.lotL1 }))
        .status,
    ).toBe(403);

    // The export: a sheet per section, headed in the caller's language.
    const file = await call(
      'GET',
      `/api/management/recalls/${recall.id}/export`,
      s.owner.token,
      undefined,
      'en',
    );
    expect(file.status).toBe(200);
    const shopsSheet = await sheetRows(Buffer.from(file.raw), 'Shops');
    expect(shopsSheet[0]).toEqual([
      'Shop',
      'PLU',
      'Goods',
      'Unit',
      'Received',
      'Sent out',
      'Sold',
      'Left',
      'Stopped',
    ]);
    expect(shopsSheet.slice(1).map((r) => [r[0], r[7]])).toEqual(
      expect.arrayContaining([
        ['北店', '5.5'],
        ['东店', '2.3'],
      ]),
    );
    const zh = await call(
      'GET',
      `/api/management/recalls/${recall.id}/export`,
      s.owner.token,
      undefined,
      'ch',
    );
    expect((await sheetRows(Buffer.from(zh.raw), '门店'))[0]?.[0]).toBe('门店');
  });

  it('refuses an unknown goods item, an unknown lot and an empty supplier range in the caller’s language', async () => {
    const unknownGoods = await call('POST', '/api/management/recalls', s.owner.token, {
      goods_id: 999_999,
      lot: 'X',
    });
    expect(unknownGoods.status).toBe(404);
    expect(unknownGoods.body.data.dahua_error).toBe('ERCO001560');
    const unknownLot = await call(
      'POST',
      '/api/management/recalls',
      s.owner.token,
      { goods_id: s.apples.id, lot: 'NOPE' },
      'ch',
    );
    expect(unknownLot.status).toBe(400);
    expect(unknownLot.body.msg).toContain('NOPE');
    expect(unknownLot.body.msg).toContain('没有收到过批次');
    const empty = await call('POST', '/api/management/recalls', s.owner.token, {
      supplier_id: s.supplier,
      received_from: '2020-01-01',
      received_to: '2020-01-31',
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.dahua_error).toBe('ERCO001563');
    const both = await call('POST', '/api/management/recalls', s.owner.token, { goods_id: s.apples.id });
    expect(both.status).toBe(400);
  });

  it('a supplier range covers every lot it delivered then', async () => {
    // Two days either side of today in the company's calendar (Shanghai), whatever the machine's zone.
    const today = dayIn(new Date(), 'Asia/Shanghai');
    const [from, to] = [addDays(today, -2), addDays(today, 2)];
    const recall = await data('POST', '/api/management/recalls', s.owner.token, {
      supplier_id: s.supplier,
      received_from: from,
      received_to: to,
      notify: false,
    });
    expect(recall.lots_count).toBe(2);
    expect(recall.shops_count).toBe(3);
    await data('POST', `/api/management/recalls/${recall.id}/release`, s.owner.token);
  });

  it('notify sends each owner and manager one urgent todo per affected shop, once (also when sent twice at once)', async () => {
    const recall = await data('POST', '/api/management/recalls', s.owner.token, {
      goods_id: s.apples.id,
      lot: s.lotL1,
      notify: false,
    });
    const mine = () =>
      t.ctx.db
        .select()
        .from(notices)
        .where(sql`${notices.extra} = ${`/project/stockMng/recalls/${recall.id}`}`);
    const answers = await Promise.all([
      call('POST', `/api/management/recalls/${recall.id}/notify`, s.owner.token),
      call('POST', `/api/management/recalls/${recall.id}/notify`, s.manager.token),
    ]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const rows = await mine();
    // Two people (owner, manager; not the clerk) × two shops.
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.userId))).toEqual(new Set([s.owner.id, s.manager.id]));
    for (const r of rows) expect(r).toMatchObject({ type: 'event', status: 'urgent' });
    expect(rows.some((r) => r.description.includes('北店'))).toBe(true);
    expect(rows.some((r) => r.description.includes('东店'))).toBe(true);
    expect(rows.every((r) => r.title.includes(s.lotL1) && r.title.includes('苹果'))).toBe(true);
    await data('POST', `/api/management/recalls/${recall.id}/notify`, s.owner.token);
    expect(await mine()).toHaveLength(4);
    const events = await t.ctx.db.select().from(recallEvents).where(eq(recallEvents.recallId, recall.id));
    expect(events.filter((e) => e.action === 'notified')).toHaveLength(1);
    // The owner reads it in English.
    const bell = await call('GET', '/api/management/notices?type=event', s.owner.token, undefined, 'en');
    expect(JSON.stringify(bell.body)).toContain('stop selling');
    await data('POST', `/api/management/recalls/${recall.id}/release`, s.owner.token);
  });

  it('stop selling takes the PLU off only the affected shops’ scales; release puts it back', async () => {
    const { north, east, south } = s.shops;
    const credential = (shop: number) => s.scale[shop]!.credential;
    for (const shop of [north, east, south])
      expect(await pluState(credential(shop))).toContain(s.apples.pluNumber);
    const since = { north: await versionOf(credential(north)), south: await versionOf(credential(south)) };
    const recall = await data('POST', '/api/management/recalls', s.owner.token, {
      goods_id: s.apples.id,
      lot: s.lotL1,
      notify: false,
      stop_selling: true,
    });
    expect(recall.stopped_time).not.toBeNull();
    expect(recall.shops.every((r: { stopped: boolean }) => r.stopped)).toBe(true);
    expect(await pluState(credential(north))).not.toContain(s.apples.pluNumber);
    expect(await pluState(credential(east))).not.toContain(s.apples.pluNumber);
    expect(await pluState(credential(south))).toContain(s.apples.pluNumber);
    expect((await changesSince(credential(north), since.north)).removed_plus).toContain(s.apples.pluNumber);
    expect((await changesSince(credential(south), since.south)).removed_plus).toEqual([]);

    // A second recall stopping the same goods item: it sells again only when both are released.
    const second = await data('POST', '/api/management/recalls', s.owner.token, {
      goods_id: s.apples.id,
      lot: s.lotL1,
      notify: false,
      stop_selling: true,
    });
    await data('POST', `/api/management/recalls/${recall.id}/release`, s.owner.token);
    expect(await pluState(credential(north))).not.toContain(s.apples.pluNumber);

    // Released twice at once: one release, no 500.
    const releases = await Promise.all([
      call('POST', `/api/management/recalls/${second.id}/release`, s.owner.token),
      call('POST', `/api/management/recalls/${second.id}/release`, s.manager.token),
    ]);
    for (const a of releases) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const released = await data('GET', `/api/management/recalls/${second.id}`, s.owner.token);
    expect(released.status).toBe('released');
    expect(released.events.filter((e: { action: string }) => e.action === 'released')).toHaveLength(1);
    expect(released.actions).toEqual([]);
    for (const shop of [north, east, south])
      expect(await pluState(credential(shop))).toContain(s.apples.pluNumber);
    const stopsLeft = await t.ctx.db.select().from(salesStops).where(eq(salesStops.goodsId, s.apples.id));
    expect(stopsLeft).toEqual([]);

    // A released recall cannot stop again.
    const again = await call('POST', `/api/management/recalls/${second.id}/stop`, s.owner.token);
    expect(again.status).toBe(409);
    expect(again.body.data.dahua_error).toBe('ERCO001564');
  });

  it.runIf(isPostgres)('stop and release at once on PostgreSQL: one of each, no 500', async () => {
    const recall = await data('POST', '/api/management/recalls', s.owner.token, {
      goods_id: s.apples.id,
      lot: s.lotL1,
      notify: false,
    });
    const stops = await Promise.all([
      call('POST', `/api/management/recalls/${recall.id}/stop`, s.owner.token),
      call('POST', `/api/management/recalls/${recall.id}/stop`, s.manager.token),
    ]);
    for (const a of stops) expect(a.status).toBe(200);
    const mixed = await Promise.all([
      call('POST', `/api/management/recalls/${recall.id}/release`, s.owner.token),
      call('POST', `/api/management/recalls/${recall.id}/stop`, s.manager.token),
    ]);
    for (const a of mixed) expect([200, 409]).toContain(a.status);
    const after = await data('GET', `/api/management/recalls/${recall.id}`, s.owner.token);
    expect(after.events.filter((e: { action: string }) => e.action === 'stopped')).toHaveLength(1);
    expect(after.events.filter((e: { action: string }) => e.action === 'released')).toHaveLength(1);
    expect(await t.ctx.db.select().from(salesStops).where(eq(salesStops.recallId, recall.id))).toEqual([]);
  });

  it('records every step: a timeline event with who did it and an audit entry each, the export too', async () => {
    const recall = await data('POST', '/api/management/recalls', s.owner.token, {
      goods_id: s.apples.id,
      lot: s.lotL1,
      reason: '标签错误',
      notify: false,
    });
    await data('POST', `/api/management/recalls/${recall.id}/notify`, s.manager.token);
    await data('POST', `/api/management/recalls/${recall.id}/stop`, s.owner.token);
    expect((await call('GET', `/api/management/recalls/${recall.id}/export`, s.owner.token)).status).toBe(
      200,
    );
    await data('POST', `/api/management/recalls/${recall.id}/release`, s.manager.token);

    const detail = await data('GET', `/api/management/recalls/${recall.id}`, s.owner.token);
    expect(detail.events.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'notified',
      'stopped',
      'exported',
      'released',
    ]);
    for (const e of detail.events) expect(e.user_name, e.action).toBeTruthy();
    const entries = await t.ctx.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.targetType, 'recall'), eq(auditLogs.targetId, recall.id)))
      .orderBy(auditLogs.id);
    expect(entries.map((e) => [e.action, e.actorUserId])).toEqual([
      ['recall.create', s.owner.id],
      ['recall.notify', s.manager.id],
      ['recall.stop', s.owner.id],
      ['recall.export', s.owner.id],
      ['recall.release', s.manager.id],
    ]);
    for (const e of entries) expect(e.companyId).toBe(s.companyId);
  });

  it('another company’s recall is not found', async () => {
    const recall = await data('POST', '/api/management/recalls', s.owner.token, {
      goods_id: s.apples.id,
      lot: s.lotL1,
      notify: false,
    });
    const stranger = await buildUser(t.ctx);
    await buildCompanyWith(t.ctx, stranger.id, 'OWNER');
    const token = await signIn(t.app, stranger.username!, stranger.password);
    for (const [method, url] of [
      ['GET', `/api/management/recalls/${recall.id}`],
      ['GET', `/api/management/recalls/${recall.id}/export`],
      ['POST', `/api/management/recalls/${recall.id}/notify`],
      ['POST', `/api/management/recalls/${recall.id}/stop`],
      ['POST', `/api/management/recalls/${recall.id}/release`],
    ] as const)
      expect((await call(method, url, token)).status).toBe(404);
    const theirs = await data('GET', '/api/management/recalls', token);
    expect(theirs.meta.total).toBe(0);
    // Another company's goods item is unknown to them.
    const foreign = await call('POST', '/api/management/recalls', token, {
      goods_id: s.apples.id,
      lot: s.lotL1,
    });
    expect(foreign.status).toBe(404);
    await data('POST', `/api/management/recalls/${recall.id}/release`, s.owner.token);
    // The current lot table is what the scales print; a recall never changes it.
    expect(
      (await t.ctx.db.select().from(shopCurrentLots).where(eq(shopCurrentLots.goodsId, s.apples.id))).length,
    ).toBeGreaterThan(0);
  });
});
