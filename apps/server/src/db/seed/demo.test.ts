import { hotKeyCountOf, hotKeyGroupOf, pluNumberLimit, scaleModel } from '@dahua/shared';
import { goodsFields } from '@dahua/shared/contracts/goods';
import { declarationProblems, type FoodFields } from '@dahua/shared/food/declaration';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runVerificationReminders } from '../../modules/scale-legal/reminders.js';
import { mismatchedBalances } from '../../modules/stock/balances-repo.js';
import { signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { goods, scaleGoods, scaleHotKeys, scales, shops } from '../schema/index.js';
import { DEMO_ACCOUNTS, seedDemo } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo seed', () => {
  it('gives 演示公司 a fresh-food counter and scales within their models’ limits, once', async () => {
    expect(await seedDemo(t.ctx.db)).toBe(true);
    // A second run (npm start on an existing database, seed-demo again) adds nothing.
    expect(await seedDemo(t.ctx.db)).toBe(false);
    const [{ n: goodsCount } = { n: 0 }] = await t.ctx.db.select({ n: count() }).from(goods);
    expect(goodsCount).toBe(50);

    const token = await signIn(t.app, DEMO_ACCOUNTS.owner.username, DEMO_ACCOUNTS.owner.password);
    const page = async (n: number) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/management/goods?per_page=25&page=${n}`,
          headers: tokenHeader(token),
        })
      ).json().data;
    const first = await page(1);
    expect(first.meta.total).toBe(50);
    const items = [...first.list, ...(await page(2)).list];
    expect(items.map((item: { plu_number: number }) => item.plu_number)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    // Every item is one the API itself would accept: it fits the scales' PLU record.
    for (const item of items) expect(goodsFields.safeParse(item).success, item.name).toBe(true);
    const modes = new Set(items.map((item: { weighing_mode: number }) => item.weighing_mode));
    expect(modes).toEqual(new Set([0, 1, 2]));
    expect(
      items.filter((item: { trace_code: string }) => /^\d{20}$/.test(item.trace_code)).length,
    ).toBeGreaterThan(5);
    const searched = await t.app.inject({
      method: 'GET',
      url: `/api/management/goods?name=${encodeURIComponent('苹果')}`,
      headers: tokenHeader(token),
    });
    expect(searched.json().data.meta.total).toBe(2);

    const scaleRows = await t.ctx.db
      .select({ id: scales.id, name: scales.scaleName, model: scales.modelCode, shop: shops.name })
      .from(scales)
      .innerJoin(shops, eq(shops.id, scales.shopId));
    expect(scaleRows.map((s) => `${s.shop}/${s.name}/${s.model}`).sort()).toEqual(
      ['文三路生鲜店/水果秤 1 号/TM-Aa', '文三路生鲜店/肉类秤/TM-Ab', '滨江星光店/称重台 A/TM-P2'].sort(),
    );
    for (const scale of scaleRows) {
      const model = scaleModel(scale.model)!;
      const onScale = await t.ctx.db
        .select({ id: goods.id, plu: goods.pluNumber })
        .from(scaleGoods)
        .innerJoin(goods, eq(goods.id, scaleGoods.goodsId))
        .where(eq(scaleGoods.scaleId, scale.id));
      expect(onScale.length).toBeGreaterThan(10);
      for (const item of onScale) expect(item.plu).toBeLessThanOrEqual(pluNumberLimit(model));
      const keys = await t.ctx.db
        .select({ key: scaleHotKeys.key, goodsId: scaleHotKeys.goodsId })
        .from(scaleHotKeys)
        .where(eq(scaleHotKeys.scaleId, scale.id));
      const keyCount = hotKeyCountOf(model);
      const onScaleIds = new Set(onScale.map((item) => item.id));
      for (const key of keys) {
        expect(key.key).toBeGreaterThanOrEqual(1);
        expect(key.key).toBeLessThanOrEqual(keyCount);
        expect(onScaleIds.has(key.goodsId)).toBe(true);
      }
      const groups = new Set(keys.map((key) => hotKeyGroupOf(key.key, keyCount)));
      expect(groups).toEqual(new Set(['UP', 'DOWN']));
    }
  });
});

describe('demo stock', () => {
  it('shows something on every stock page, on an exact ledger', async () => {
    const token = await signIn(t.app, DEMO_ACCOUNTS.owner.username, DEMO_ACCOUNTS.owner.password);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: tokenHeader(token) })).json().data;
    expect((await get('/api/management/suppliers')).meta.total).toBe(2);
    const orders = await get('/api/management/purchase_orders');
    expect(orders.list.map((o: { status: string }) => o.status)).toEqual(['received', 'received']);
    expect((await get('/api/management/receipts')).meta.total).toBe(2);
    expect((await get('/api/management/transfers')).list[0].status).toBe('shipped');
    expect((await get('/api/management/losses')).meta.total).toBe(2);
    expect((await get('/api/management/stocktakes')).list[0].status).toBe('counting');
    const low = await get('/api/management/stock?below_threshold=true');
    expect(low.list.map((b: { goods_name: string }) => b.goods_name)).toEqual(['红富士苹果']);
    expect(await mismatchedBalances(t.ctx.db)).toEqual([]);
  });
});

describe('demo labels', () => {
  it('gives each demo shop a 40×30, a 56×40 and a 56×100 food template in slots 1–3, used by the demo goods', async () => {
    const token = await signIn(t.app, DEMO_ACCOUNTS.owner.username, DEMO_ACCOUNTS.owner.password);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: tokenHeader(token) })).json().data;
    const shopList = (await get('/api/management/shops')).list as { id: number }[];
    for (const shop of shopList) {
      const templates = await get(`/api/management/shops/${shop.id}/labels`);
      expect(
        templates.map((l: { slot: number; size: { width: number; height: number } }) => [
          l.slot,
          l.size.width,
          l.size.height,
        ]),
      ).toEqual([
        [1, 40, 30],
        [2, 56, 40],
        [3, 56, 100],
      ]);
    }
    const first = (await get('/api/management/goods?per_page=1')).list[0];
    const slots = await get(`/api/management/goods/${first.id}/labels`);
    expect(slots.shops.every((s: { label_id: number | null }) => s.label_id !== null)).toBe(true);
    // The food label passes the label check for every deli item that prints with it (issue 29 §2).
    const foodLabel = (await get(`/api/management/shops/${shopList[0]!.id}/labels`)).find(
      (l: { slot: number }) => l.slot === 3,
    );
    const check = (
      await t.app.inject({
        method: 'POST',
        url: `/api/management/labels/${foodLabel.id}/check`,
        headers: tokenHeader(token),
        payload: {},
      })
    ).json().data;
    expect(check.checked).toBeGreaterThanOrEqual(5);
    expect(check.failures).toEqual([]);
  });
});

describe('demo food declarations', () => {
  it('give the deli complete labels that pass the rules, and leave the rest showing what they lack', async () => {
    const token = await signIn(t.app, DEMO_ACCOUNTS.owner.username, DEMO_ACCOUNTS.owner.password);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: tokenHeader(token) })).json().data;
    const all = (await get('/api/management/goods?per_page=100')).list as {
      plu_number: number;
      declaration_gaps: string[];
    }[];
    const complete = all.filter((g) => g.declaration_gaps.length === 0).map((g) => g.plu_number);
    expect(complete).toEqual([41, 46, 47, 48, 49, 50]);
    expect(all.find((g) => g.plu_number === 13)!.declaration_gaps).toEqual(['nutrition', 'producer']);
    expect(all.find((g) => g.plu_number === 1)!.declaration_gaps).toEqual([
      'ingredients',
      'allergens',
      'nutrition',
      'date_type',
      'producer',
    ]);
    const incomplete = await get('/api/management/goods?declaration=incomplete&per_page=1');
    expect(incomplete.meta.total).toBe(44);
    for (const plu of complete) {
      const item = all.find((g) => g.plu_number === plu)!;
      expect(goodsFields.safeParse(item).success, String(plu)).toBe(true);
      expect(declarationProblems(item as unknown as FoodFields), String(plu)).toEqual([]);
    }
  });
});

describe('demo sales', () => {
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;

  it('cover 90 days on every demo scale, shaped like a fresh-food counter, with rollups equal to the records', async () => {
    const days = await rows<{ scale_id: number; days: number }>(
      sql`select scale_id, count(distinct (trade_time at time zone 'Asia/Shanghai')::date)::int as days
          from trades group by scale_id`,
    );
    expect(days).toHaveLength(3);
    for (const scale of days) expect(scale.days).toBeGreaterThanOrEqual(89);
    // Morning (9–10) and evening (17–19) peaks above the early afternoon (13–15).
    const [shape] = await rows<{ morning: number; afternoon: number; evening: number }>(
      sql`select sum(tickets) filter (where h in (9, 10))::int as morning,
                 sum(tickets) filter (where h in (13, 14))::int as afternoon,
                 sum(tickets) filter (where h in (17, 18))::int as evening
          from (select extract(hour from hour at time zone 'Asia/Shanghai') as h, tickets from tickets_hourly) x`,
    );
    expect(shape!.morning).toBeGreaterThan(shape!.afternoon * 1.5);
    expect(shape!.evening).toBeGreaterThan(shape!.afternoon * 1.5);
    const [week] = await rows<{ weekend: number; weekday: number }>(
      sql`select avg(tickets) filter (where extract(isodow from day) in (6, 7))::float as weekend,
                 avg(tickets) filter (where extract(isodow from day) < 6)::float as weekday
          from (select day, sum(tickets) as tickets from tickets_daily group by day) d`,
    );
    expect(week!.weekend).toBeGreaterThan(week!.weekday * 1.15);
    // Every record maps to a demo goods item; the rollups are exactly the records grouped.
    const [totals] = await rows<{ records: number; unmapped: number; raw: string; rolled: string }>(
      sql`select (select count(*)::int from trades) as records,
                 (select count(*)::int from trades where unmapped) as unmapped,
                 (select sum(total_price)::text from trades) as raw,
                 (select sum(amount)::text from sales_daily) as rolled`,
    );
    expect(totals!.records).toBeGreaterThan(10_000);
    expect(totals!.unmapped).toBe(0);
    expect(totals!.rolled).toBe(totals!.raw);
    expect(await mismatchedBalances(t.ctx.db)).toEqual([]);
  });
});

describe('demo work orders', () => {
  it('put a few orders in different states on the demo scales, each with its timeline', async () => {
    const rows = (
      (await t.ctx.db.execute(
        sql`select status, (select count(*)::int from work_order_events e where e.work_order_id = o.id) as steps
            from work_orders o order by id`,
      )) as unknown as { rows: { status: string; steps: number }[] }
    ).rows;
    expect(rows).toEqual([
      { status: 'waiting', steps: 4 },
      { status: 'closed', steps: 4 },
      { status: 'resolved', steps: 3 },
      { status: 'new', steps: 1 },
    ]);
  });
});

describe('demo scale legal life', () => {
  it('shows a valid, a due and a never-verified scale, and an inspector reading the first shop only', async () => {
    const rows = (
      (await t.ctx.db.execute(
        sql`select s.scale_name, c.result, (c.next_due_on - current_date) as days_left
            from scales s left join scale_verification_current c on c.scale_id = s.id order by s.id`,
      )) as unknown as { rows: { scale_name: string; result: string | null; days_left: number | null }[] }
    ).rows;
    expect(rows.map((row) => row.result)).toEqual(['pass', 'pass', null]);
    expect(rows[0]!.days_left).toBeGreaterThan(30);
    expect(rows[1]!.days_left).toBeGreaterThan(0);
    expect(rows[1]!.days_left).toBeLessThanOrEqual(30);
    const inspector = (
      (await t.ctx.db.execute(
        sql`select u.role_type, a.shop_id, (select min(id) from shops) as first_shop
            from users u join inspector_assignments a on a.user_id = u.id where u.username = 'inspector'`,
      )) as unknown as { rows: { role_type: string; shop_id: number; first_shop: number }[] }
    ).rows;
    expect(inspector).toEqual([
      { role_type: 'INSPECTOR', shop_id: inspector[0]!.first_shop, first_shop: inspector[0]!.first_shop },
    ]);
  });

  it('has sent the due scale’s 30-day reminder already: the first reminders run sends nothing', async () => {
    // The end-to-end tests count the owner's notices: a start must not add one.
    expect(await runVerificationReminders(t.ctx)).toBe(0);
    const sent = (
      (await t.ctx.db.execute(sql`select kind from verification_reminders`)) as unknown as {
        rows: { kind: string }[];
      }
    ).rows;
    expect(sent.map((row) => row.kind)).toEqual(['due_30']);
  });
});

describe('demo prices', () => {
  it('shows a prepared price list and an upcoming evening promotion, and the scales still hold the base prices', async () => {
    const token = await signIn(t.app, DEMO_ACCOUNTS.owner.username, DEMO_ACCOUNTS.owner.password);
    const get = async (url: string) =>
      (await t.app.inject({ method: 'GET', url, headers: tokenHeader(token) })).json().data;
    const lists = await get('/api/management/price_lists');
    expect(
      lists.list.map((list: { name: string; shops: unknown[] }) => [list.name, list.shops.length]),
    ).toEqual([['节假日价格', 0]]);
    const upcoming = await get('/api/management/price_changes?status=upcoming');
    expect(upcoming.list.map((change: { name: string; kind: string }) => [change.name, change.kind])).toEqual(
      [['晚市特价', 'promotion']],
    );
    // Not due before tomorrow evening: the schedule starts nothing now.
    const { runPriceSchedule } = await import('../../modules/price-changes/schedule.js');
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [], ended: [] });
  });
});
