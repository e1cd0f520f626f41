import { dayIn } from '@dahua/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CompanyRole,
  companyMembers,
  goods,
  salesDaily,
  salesHourly,
  shops,
  stockLocations,
} from '../../db/schema/index.js';
import { readXlsxRows } from '../../lib/sheets/xlsx-reader.js';
import { apiOf } from '../../test/api.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { post } from '../stock/ledger.js';
import { dailyFromMoves, dailyKept } from './repo.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, a.username!, a.password);
});
afterAll(() => t.close());

const { call, data } = apiOf(() => t);

let plu = 500;
/** A company (Shanghai) with an owner, a Shanghai shop and a Los Angeles shop, apples (weighed) and eggs. */
async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const token = await signIn(t.app, owner.username!, owner.password);
  const [sh, la] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId: row.id, name: '上海店' },
      { companyId: row.id, name: 'LA store', timeZone: 'America/Los_Angeles' },
    ])
    .returning();
  const location = async (shopId: number) =>
    (await t.ctx.db.select().from(stockLocations).where(eq(stockLocations.shopId, shopId)))[0]!.id;
  const [apples, eggs] = await t.ctx.db
    .insert(goods)
    .values([
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `=A${plu}`,
        name: '红富士苹果',
        unitPriceFen: 1200,
        weighingMode: 0,
      },
      {
        companyId: row.id,
        pluNumber: ++plu,
        itemCode: `E${plu}`,
        name: '鸡蛋',
        unitPriceFen: 100,
        weighingMode: 1,
      },
    ])
    .returning();
  const supplier = await data('POST', '/api/management/suppliers', token, { name: `果园 ${plu}` });
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  return {
    id: row.id,
    owner: token,
    ownerId: owner.id,
    join,
    sh: { shop: sh!.id, location: await location(sh!.id) },
    la: { shop: la!.id, location: await location(la!.id) },
    apples: apples!.id,
    eggs: eggs!.id,
    supplier: supplier.id as number,
  };
}
type Company = Awaited<ReturnType<typeof company>>;

async function document(c: Company, kind: string, body: object, action = 'post') {
  const created = await data('POST', `/api/management/${kind}`, c.owner, body);
  return data('POST', `/api/management/${kind}/${created.id}/${action}`, c.owner);
}

/** What the scales sold: one day rollup row (company day) and one hourly row, as ingestion writes them. */
async function sold(
  c: Company,
  shopId: number,
  goodsId: number,
  at: Date,
  m: { weight?: number; pieces?: number; amount: number; mode?: number },
) {
  const common = {
    companyId: c.id,
    shopId,
    scaleId: 1,
    goodsId,
    plu: 1,
    weighingMode: m.mode ?? 0,
    department: 1,
    count: 3,
    weight: m.weight ?? 0,
    pieces: m.pieces ?? 0,
    amount: m.amount,
    discount: 0,
  };
  await t.ctx.db
    .insert(salesDaily)
    .values({ ...common, day: dayIn(at, 'Asia/Shanghai'), minPrice: 1, maxPrice: 1 });
  const hour = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);
  await t.ctx.db.insert(salesHourly).values({ ...common, hour });
}

/** A sale move as ingestion posts it (the part of the sales the ledger received). */
async function saleMove(c: Company, location: number, goodsId: number, quantity: number, at = new Date()) {
  await t.ctx.db.transaction((tx) =>
    post(
      tx,
      {
        companyId: c.id,
        userId: null,
        document: 'sale',
        goods: new Map([[goodsId, { id: goodsId, name: 'x', weighingMode: goodsId === c.eggs ? 1 : 0 }]]),
        locationNames: new Map(),
        moves: [
          {
            locationId: location,
            goodsId,
            quantity: -quantity,
            reason: 'sale',
            documentId: null,
            lineId: null,
          },
        ],
      },
      at,
    ),
  );
}

const today = (zone = 'Asia/Shanghai') => dayIn(new Date(), zone);

/**
 * The worked example (ARCHITECTURE.md "Shrink"), one Shanghai shop, apples at 8.00 a kg, today:
 *   received 10 kg, 2 kg more received and cancelled, 1 kg returned to the supplier → received 9 kg;
 *   1.5 kg transferred to the LA shop; the scales sold 5 kg (¥60.00), of which 4 kg reached the ledger;
 *   0.5 kg written off expired, 0.2 kg damaged; the count finds 1.5 kg where the book says 2.8 kg.
 *   closing 1.5 kg; shrink = 9 − 1.5 − 5 − 0.7 − 1.5 = 0.3 kg = −(−1.3) − (5 − 4), ¥2.40 at cost, 4% of sales.
 */
async function workedExample(c: Company) {
  await document(c, 'receipts', {
    location_id: c.sh.location,
    supplier_id: c.supplier,
    lines: [{ goods_id: c.apples, quantity: 10_000, unit_cost: 800 }],
  });
  const extra = await document(c, 'receipts', {
    location_id: c.sh.location,
    supplier_id: c.supplier,
    lines: [{ goods_id: c.apples, quantity: 2_000, unit_cost: 800 }],
  });
  await data('POST', `/api/management/receipts/${extra.id}/cancel`, c.owner, {});
  await document(c, 'supplier_returns', {
    location_id: c.sh.location,
    supplier_id: c.supplier,
    reason: '坏果',
    lines: [{ goods_id: c.apples, quantity: 1_000 }],
  });
  const transfer = await document(
    c,
    'transfers',
    {
      location_id: c.sh.location,
      to_location_id: c.la.location,
      lines: [{ goods_id: c.apples, quantity: 1_500 }],
    },
    'ship',
  );
  await data('POST', `/api/management/transfers/${transfer.id}/receive`, c.owner, {
    lines: [{ line_id: transfer.lines[0].id, quantity: 1_500 }],
  });
  await sold(c, c.sh.shop, c.apples, new Date(), { weight: 5_000, amount: 6_000 });
  await saleMove(c, c.sh.location, c.apples, 4_000);
  await document(c, 'losses', {
    location_id: c.sh.location,
    reason: 'expired',
    lines: [{ goods_id: c.apples, quantity: 500 }],
  });
  await document(c, 'losses', {
    location_id: c.sh.location,
    reason: 'damaged',
    lines: [{ goods_id: c.apples, quantity: 200 }],
  });
  const take = await data('POST', '/api/management/stocktakes', c.owner, {
    location_id: c.sh.location,
    goods_ids: [c.apples],
  });
  await data('POST', `/api/management/stocktakes/${take.id}/counts`, c.owner, {
    lines: [{ goods_id: c.apples, quantity: 1_500 }],
  });
  await data('POST', `/api/management/stocktakes/${take.id}/post`, c.owner);
}

const reportUrl = (shopId: number, extra = '') =>
  `/api/management/stock/shrink?shop_id=${shopId}&from=${today()}&to=${today()}&group=month${extra}`;

describe('shrink', () => {
  it('works the example: shrink = received − sold − written off − what the count left', async () => {
    const c = await company();
    await workedExample(c);
    const page = await data('GET', reportUrl(c.sh.shop), c.owner);
    expect(page).toMatchObject({
      shop_id: c.sh.shop,
      time_zone: 'Asia/Shanghai',
      group: 'month',
      total_shrink_value: 240,
    });
    expect(page.list).toHaveLength(1);
    const row = page.list[0];
    expect(row).toMatchObject({
      goods_id: c.apples,
      opening: 0,
      received: 9_000,
      transferred_in: 0,
      transferred_out: 1_500,
      sold: 5_000,
      sold_posted: 4_000,
      sales_amount: 6_000,
      written_off: 700,
      written_off_by_reason: { expired: 500, damaged: 200 },
      counted_difference: -1_300,
      closing: 1_500,
      shrink: 300,
      unit_cost: 800,
      shrink_value: 240,
      shrink_percent: 4,
    });
    // The identities a user can check by hand.
    const r = row as Record<string, number>;
    expect(r.closing).toBe(
      r.opening! +
        r.received! +
        r.transferred_in! -
        r.transferred_out! -
        r.sold_posted! -
        r.written_off! +
        r.counted_difference!,
    );
    expect(r.shrink).toBe(r.received! - r.transferred_out! - r.sold! - r.written_off! - r.closing!);
    expect(r.shrink).toBe(-r.counted_difference! - (r.sold! - r.sold_posted!));
    // The LA shop received the transfer: in, no shrink.
    const la = await data(
      'GET',
      `/api/management/stock/shrink?shop_id=${c.la.shop}&from=${today('America/Los_Angeles')}&to=${today('America/Los_Angeles')}`,
      c.owner,
    );
    expect(la.list[0]).toMatchObject({ transferred_in: 1_500, closing: 1_500, shrink: 0 });

    // The drill-down: each figure's moves (or daily sales) add up to the figure.
    for (const kind of [
      'received',
      'transferred_out',
      'sold',
      'written_off',
      'counted_difference',
    ] as const) {
      const drill = await data(
        'GET',
        `/api/management/stock/shrink/moves?shop_id=${c.sh.shop}&goods_id=${c.apples}&from=${today()}&to=${today()}&kind=${kind}`,
        c.owner,
      );
      expect(drill.total).toBe(kind === 'counted_difference' ? -1_300 : row[kind]);
      const sum =
        kind === 'sold'
          ? drill.sales.reduce((s: number, d: { quantity: number }) => s + d.quantity, 0)
          : drill.moves.reduce((s: number, m: { quantity: number }) => s + m.quantity, 0);
      expect(kind === 'transferred_out' || kind === 'written_off' ? -sum : sum).toBe(drill.total);
    }
    const received = await data(
      'GET',
      `/api/management/stock/shrink/moves?shop_id=${c.sh.shop}&goods_id=${c.apples}&kind=received&from=${today()}&to=${today()}`,
      c.owner,
    );
    // Two receipts, the reversal of the cancelled one and the supplier return.
    expect(received.moves.map((m: { reason: string }) => m.reason).sort()).toEqual([
      'receipt',
      'receipt',
      'reversal',
      'supplier_return',
    ]);

    // The dashboard's card: the company's worst of the month.
    const dashboard = await data('GET', '/api/management/dashboard', c.owner);
    expect(dashboard.shrink.rows[0]).toMatchObject({
      shop_id: c.sh.shop,
      goods_id: c.apples,
      shrink: 300,
      shrink_value: 240,
    });
  });

  it('exports the report as xlsx in the caller’s language, formulas guarded', async () => {
    const c = await company();
    await workedExample(c);
    const file = await call('GET', reportUrl(c.sh.shop).replace('/shrink?', '/shrink/export?'), c.owner);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const rows = (await readXlsxRows(file.raw))!;
    expect(rows[1]).toContain('Shrink value (yuan, at cost)');
    const line = rows[2]!;
    const heading = (name: string) => line[rows[1]!.indexOf(name)];
    expect(heading('Goods')).toBe('红富士苹果');
    expect(heading('Item code')).toMatch(/^'=A\d+$/);
    expect(Number(heading('Shrink'))).toBeCloseTo(0.3);
    expect(Number(heading('Shrink value (yuan, at cost)'))).toBeCloseTo(2.4);
    const zh = await call(
      'GET',
      reportUrl(c.sh.shop).replace('/shrink?', '/shrink/export?'),
      c.owner,
      undefined,
      'ch',
    );
    expect((await readXlsxRows(zh.raw))![1]).toContain('损耗数量');
  });

  it('puts a move in the day and week of the shop’s own calendar (Los Angeles vs Shanghai)', async () => {
    const c = await company();
    // 2026-11-30T03:00Z: Monday the 30th 11:00 in Shanghai, Sunday the 29th 19:00 in Los Angeles.
    const at = new Date('2026-11-30T03:00:00Z');
    for (const shop of [c.sh, c.la]) {
      await t.ctx.db.transaction((tx) =>
        post(
          tx,
          {
            companyId: c.id,
            userId: null,
            document: 'test',
            goods: new Map([[c.eggs, { id: c.eggs, name: '鸡蛋', weighingMode: 1 }]]),
            locationNames: new Map(),
            moves: [
              {
                locationId: shop.location,
                goodsId: c.eggs,
                quantity: 40,
                unitCost: 50,
                reason: 'receipt',
                documentId: null,
                lineId: null,
              },
            ],
          },
          at,
        ),
      );
      await saleMove(c, shop.location, c.eggs, 10, at);
      await sold(c, shop.shop, c.eggs, at, { pieces: 12, amount: 1_200, mode: 1 });
    }
    const days = async (shopId: number, group: string) =>
      (
        await data(
          'GET',
          `/api/management/stock/shrink?shop_id=${shopId}&from=2026-11-23&to=2026-12-06&group=${group}`,
          c.owner,
        )
      ).list.map((r: Record<string, unknown>) => [r.period_from, r.period_to, r.received, r.sold, r.shrink]);
    expect(await days(c.sh.shop, 'day')).toEqual([['2026-11-30', '2026-11-30', 40, 12, -2]]);
    expect(await days(c.la.shop, 'day')).toEqual([['2026-11-29', '2026-11-29', 40, 12, -2]]);
    expect(await days(c.sh.shop, 'week')).toEqual([['2026-11-30', '2026-12-06', 40, 12, -2]]);
    expect(await days(c.la.shop, 'week')).toEqual([['2026-11-23', '2026-11-29', 40, 12, -2]]);
    expect(await days(c.la.shop, 'month')).toEqual([['2026-11-23', '2026-11-30', 40, 12, -2]]);

    // A new zone moves the shop's days: the rollup is rebuilt with it.
    await t.ctx.db.update(shops).set({ timeZone: 'Asia/Shanghai' }).where(eq(shops.id, c.la.shop));
    expect(await days(c.la.shop, 'day')).toEqual([['2026-11-30', '2026-11-30', 40, 12, -2]]);
  });

  it('keeps the daily rollup equal to a GROUP BY over the moves after random postings', async () => {
    const c = await company();
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return Math.floor(seed / 65_536) % n;
    };
    const locations = [c.sh.location, c.la.location];
    for (let i = 0; i < 14; i++) {
      const location = locations[random(2)]!;
      const goodsId = random(2) === 0 ? c.apples : c.eggs;
      const step = random(4);
      if (step === 0 || i < 2) {
        const receipt = await document(c, 'receipts', {
          location_id: location,
          supplier_id: c.supplier,
          lines: [{ goods_id: goodsId, quantity: 1_000 + random(5_000), unit_cost: 100 + random(900) }],
        });
        if (random(3) === 0) await data('POST', `/api/management/receipts/${receipt.id}/cancel`, c.owner, {});
      } else if (step === 1) {
        const loss = await call('POST', '/api/management/losses', c.owner, {
          location_id: location,
          reason: ['expired', 'damaged', 'theft'][random(3)],
          lines: [{ goods_id: goodsId, quantity: 1 + random(20) }],
        });
        await call('POST', `/api/management/losses/${loss.body.data.id}/post`, c.owner);
      } else if (step === 2) {
        await saleMove(c, location, goodsId, 1 + random(30), new Date(Date.now() - random(5) * 86_400_000));
      } else {
        const to = location === c.sh.location ? c.la.location : c.sh.location;
        const shipped = await call('POST', '/api/management/transfers', c.owner, {
          location_id: location,
          to_location_id: to,
          lines: [{ goods_id: goodsId, quantity: 1 + random(10) }],
        });
        await call('POST', `/api/management/transfers/${shipped.body.data.id}/ship`, c.owner);
      }
    }
    const order = (rows: Awaited<ReturnType<typeof dailyKept>>) =>
      rows
        .map(
          (r) => `${r.locationId}|${r.day}|${r.goodsId}|${r.kind}|${r.lossReason}|${r.quantity}|${r.value}`,
        )
        .sort();
    const kept = order(await dailyKept(t.ctx.db, c.id));
    expect(kept.length).toBeGreaterThan(5);
    expect(kept).toEqual(order(await dailyFromMoves(t.ctx.db, c.id)));
  });

  it('answers another company’s shop as missing; clerks read; administrators read any', async () => {
    const c = await company();
    const other = await company();
    const clerk = await c.join('USER');
    expect((await call('GET', reportUrl(other.sh.shop), c.owner)).status).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/management/stock/shrink/moves?shop_id=${other.sh.shop}&goods_id=${other.apples}&kind=sold`,
          c.owner,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await call(
          'GET',
          `/api/management/stock/shrink/moves?shop_id=${c.sh.shop}&goods_id=${other.apples}&kind=sold`,
          c.owner,
        )
      ).status,
    ).toBe(404);
    expect((await call('GET', reportUrl(c.sh.shop), clerk)).status).toBe(200);
    expect((await call('GET', reportUrl(other.sh.shop), admin)).status).toBe(200);
    const backwards = await call(
      'GET',
      `/api/management/stock/shrink?shop_id=${c.sh.shop}&from=2026-11-20&to=2026-11-01`,
      c.owner,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.data.dahua_error).toBe('ERCO001400');
  });
});
