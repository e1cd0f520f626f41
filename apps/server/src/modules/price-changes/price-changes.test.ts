import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLogs,
  companyMembers,
  goods,
  priceListPrices,
  priceListShops,
  priceLists,
  scaleGoods,
  scales,
  shops,
} from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';
import { runPriceSchedule } from './schedule.js';

// Issue 28 §2: scheduled price changes and promotions through the API, started and ended by the
// schedule at the injected clock's time, as the scales' state and change feed show them.

let t: TestApp;
const T0 = Date.parse('2031-05-01T08:00:00Z');
const at = (minutes: number, seconds = 0) => new Date(T0 + minutes * 60_000 + seconds * 1000);
const iso = (minutes: number) => at(minutes).toISOString();
const setClock = (when: Date) => {
  t.ctx.clock = () => when;
};

const tokens = { owner: '', clerk: '', other: '' };
let companyId: number;
let listId: number;
let otherListId: number;
let otherGoodsId: number;
let listed: number; // a shop in the list
let plain: number; // a shop in no list
const g = { apples: 0, pears: 0, plums: 0 };
const scale = { listed: '', plain: '' };

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field as the API shapes them
type Answer = { status: number; body: { code: number; msg: string; data: any } };
async function call(
  who: keyof typeof tokens,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang = 'zh',
): Promise<Answer> {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(tokens[who]), lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: response.statusCode, body: response.json() };
}
const create = (body: Record<string, unknown>, who: keyof typeof tokens = 'owner', lang = 'zh') =>
  call(who, 'POST', '/api/management/price_changes', body, lang);

async function feed(which: keyof typeof scale, since: number) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/devices/changes?since=${since}`,
    headers: { authorization: `Bearer ${scale[which]}` },
  });
  return response.json().data as {
    version: number;
    plus: {
      record: { plu: number; unitPrice: number };
      price: { source: string; source_id: number | null };
    }[];
  };
}
async function statePrices(which: keyof typeof scale) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/devices/state',
    headers: { authorization: `Bearer ${scale[which]}` },
  });
  const records = response.json().data.plus.records as {
    record: { plu: number; unitPrice: number };
    price: { source: string };
  }[];
  return Object.fromEntries(records.map((r) => [r.record.plu, [r.record.unitPrice, r.price.source]]));
}
const versionOf = async (which: keyof typeof scale) => (await feed(which, 0)).version;

beforeAll(async () => {
  t = await createTestApp();
  setClock(at(0));
  const owner = await buildUser(t.ctx);
  companyId = (await buildCompanyWith(t.ctx, owner.id)).id;
  const clerk = await buildUser(t.ctx);
  await t.ctx.db.insert(companyMembers).values({ companyId, userId: clerk.id, joinType: 'USER' });
  const stranger = await buildUser(t.ctx);
  const otherCompany = (await buildCompanyWith(t.ctx, stranger.id)).id;
  tokens.owner = await signIn(t.app, owner.username!, owner.password);
  tokens.clerk = await signIn(t.app, clerk.username!, clerk.password);
  tokens.other = await signIn(t.app, stranger.username!, stranger.password);

  const [a, b] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId, name: '城东店' },
      { companyId, name: '城西店' },
    ])
    .returning();
  listed = a!.id;
  plain = b!.id;
  const made = await t.ctx.db
    .insert(goods)
    .values([
      { companyId, pluNumber: 1, itemCode: '1', name: '苹果', unitPriceFen: 1000 },
      { companyId, pluNumber: 2, itemCode: '2', name: '梨', unitPriceFen: 500 },
      { companyId, pluNumber: 3, itemCode: '3', name: '李子', unitPriceFen: 800 },
    ])
    .returning();
  [g.apples, g.pears, g.plums] = made.map((row) => row.id) as [number, number, number];
  const [list] = await t.ctx.db.insert(priceLists).values({ companyId, name: '东区' }).returning();
  listId = list!.id;
  await t.ctx.db.insert(priceListShops).values({ shopId: listed, priceListId: listId, companyId });
  await t.ctx.db
    .insert(priceListPrices)
    .values({ priceListId: listId, goodsId: g.apples, unitPriceFen: 1100 });
  for (const [which, shop] of [
    ['listed', listed],
    ['plain', plain],
  ] as const) {
    const [row] = await t.ctx.db
      .insert(scales)
      .values({ companyId, shopId: shop, scaleName: which })
      .returning();
    scale[which] = await issueDeviceCredential(t.ctx.db, row!.id);
    await t.ctx.db
      .insert(scaleGoods)
      .values(Object.values(g).map((goodsId) => ({ scaleId: row!.id, goodsId, companyId })));
  }
  const [foreignList] = await t.ctx.db
    .insert(priceLists)
    .values({ companyId: otherCompany, name: '别家' })
    .returning();
  otherListId = foreignList!.id;
  const [foreignGoods] = await t.ctx.db
    .insert(goods)
    .values({ companyId: otherCompany, pluNumber: 1, itemCode: '1', name: '别家苹果', unitPriceFen: 1 })
    .returning();
  otherGoodsId = foreignGoods!.id;
});

afterAll(() => t.close());

describe('making a price change or promotion', () => {
  it('refuses a start that is not in the future, in both languages', async () => {
    const body = {
      kind: 'change',
      name: '过去',
      starts_at: iso(0),
      lines: [{ goods_id: g.pears, unit_price: 1 }],
    };
    const zh = await create(body);
    expect(zh.status).toBe(400);
    expect(zh.body.data.dahua_error).toBe('ERCO001350');
    expect(zh.body.msg).toContain('开始时间必须晚于现在');
    expect(zh.body.data.fields).toEqual([expect.objectContaining({ field: 'starts_at' })]);
    const en = await create({ ...body, starts_at: iso(-60) }, 'owner', 'en');
    expect(en.status).toBe(400);
    expect(en.body.msg).toContain('cannot start in the past');
  });

  it('holds the rules of ends, lines, lists, goods and roles', async () => {
    const line = [{ goods_id: g.pears, unit_price: 450 }];
    const ok = { kind: 'change', name: '调价', starts_at: iso(10), lines: line };
    expect((await create({ ...ok, ends_at: iso(20) })).body.data.dahua_error).toBe('ERCO001352');
    expect((await create({ ...ok, kind: 'promotion' })).body.data.dahua_error).toBe('ERCO001351');
    expect((await create({ ...ok, kind: 'promotion', ends_at: iso(10) })).body.data.dahua_error).toBe(
      'ERCO001351',
    );
    expect((await create({ ...ok, name: '  ' })).status).toBe(400);
    expect((await create({ ...ok, lines: [] })).status).toBe(400);
    expect((await create({ ...ok, lines: [{ goods_id: g.pears, unit_price: 1_000_000 }] })).status).toBe(400);
    const twice = await create({ ...ok, lines: [...line, { goods_id: g.pears, unit_price: 1 }] });
    expect([twice.status, twice.body.data.dahua_error]).toEqual([400, 'ERCO001353']);
    // Another company's goods or list: as if missing.
    const foreignGoods = await create({ ...ok, lines: [{ goods_id: otherGoodsId, unit_price: 1 }] });
    expect([foreignGoods.status, foreignGoods.body.data.dahua_error]).toEqual([404, 'ERCO001354']);
    const foreignList = await create({ ...ok, price_list_id: otherListId });
    expect([foreignList.status, foreignList.body.data.dahua_error]).toEqual([404, 'ERCO001355']);
    // A company's USER reads but does not write.
    expect((await create(ok, 'clerk')).status).toBe(403);
    // Nothing was made by any of these.
    expect((await call('owner', 'GET', '/api/management/price_changes')).body.data.meta.total).toBe(0);
  });
});

describe('a price change', () => {
  it('goes live at its time on the scales, not a second before, and is then past and fixed', async () => {
    setClock(at(0));
    const made = await create({
      kind: 'change',
      name: '梨调价',
      reason: '进价上涨',
      starts_at: iso(60),
      lines: [{ goods_id: g.pears, unit_price: 560 }],
    });
    expect(made.status).toBe(200);
    const change = made.body.data;
    expect(change).toMatchObject({
      kind: 'change',
      status: 'upcoming',
      price_list_id: null,
      price_list_name: null,
      lines_count: 1,
      version: 1,
      actions: ['edit', 'cancel'],
      lines: [{ goods_id: g.pears, plu_number: 2, name: '梨', unit_price: 560, price_before: 500 }],
    });
    // The clerk sees it but may do nothing with it.
    const seen = await call('clerk', 'GET', `/api/management/price_changes/${change.id}`);
    expect(seen.body.data.actions).toEqual([]);

    const v = await versionOf('plain');
    setClock(at(60, -1));
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [], ended: [] });
    expect(await versionOf('plain')).toBe(v);
    expect((await statePrices('plain'))[2]).toEqual([500, 'base']);

    setClock(at(60));
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [change.id], ended: [] });
    const changed = await feed('plain', v);
    expect(
      changed.plus.map((p) => [p.record.plu, p.record.unitPrice, p.price.source, p.price.source_id]),
    ).toEqual([[2, 560, 'change', change.id]]);
    expect((await statePrices('listed'))[2]).toEqual([560, 'change']);

    const after = await call('owner', 'GET', `/api/management/price_changes/${change.id}`);
    expect(after.body.data).toMatchObject({ status: 'past', actions: [] });
    expect(after.body.data.started_time).toBe(at(60).toISOString());
    const edit = await call('owner', 'PUT', `/api/management/price_changes/${change.id}`, { name: '改' });
    expect([edit.status, edit.body.data.dahua_error]).toEqual([409, 'ERCO001357']);
    expect(edit.body.msg).toContain('梨调价');
    const cancel = await call('owner', 'DELETE', `/api/management/price_changes/${change.id}`);
    expect(cancel.status).toBe(409);
    const past = await call('owner', 'GET', '/api/management/price_changes?status=past');
    expect(past.body.data.list.map((row: { id: number }) => row.id)).toEqual([change.id]);
  });

  it('is refused an edit once its start has come, even before the schedule ran', async () => {
    setClock(at(70));
    const made = (
      await create({
        kind: 'change',
        name: '李子',
        starts_at: iso(80),
        lines: [{ goods_id: g.plums, unit_price: 700 }],
      })
    ).body.data;
    setClock(at(80));
    const edit = await call('owner', 'PUT', `/api/management/price_changes/${made.id}`, {
      starts_at: iso(90),
    });
    expect([edit.status, edit.body.data.dahua_error]).toEqual([409, 'ERCO001357']);
    expect(
      (await call('owner', 'GET', `/api/management/price_changes/${made.id}`)).body.data.actions,
    ).toEqual([]);
    expect((await runPriceSchedule(t.ctx)).started).toEqual([made.id]);
  });
});

describe('a promotion of a list', () => {
  it('is named by its reason, else by its kind and start, when a client sends no name', async () => {
    setClock(at(100));
    const byReason = await create({
      kind: 'change',
      reason: '进价上调',
      starts_at: iso(500),
      lines: [{ goods_id: g.pears, unit_price: 1300 }],
    });
    expect([byReason.status, byReason.body.data.name]).toEqual([200, '进价上调']);
    const bare = await create({
      kind: 'promotion',
      starts_at: iso(600),
      ends_at: iso(660),
      lines: [{ goods_id: g.pears, unit_price: 800 }],
    });
    expect(bare.status).toBe(200);
    expect(bare.body.data.name).toBe(`promotion ${iso(600)}`);
    for (const id of [byReason.body.data.id, bare.body.data.id])
      expect((await call('owner', 'DELETE', `/api/management/price_changes/${id}`)).status).toBe(200);
  });

  it('is edited and cancelled before its start, with versions, and audited', async () => {
    setClock(at(100));
    const made = (
      await create({
        kind: 'promotion',
        name: '试',
        price_list_id: listId,
        starts_at: iso(200),
        ends_at: iso(260),
        lines: [{ goods_id: g.apples, unit_price: 900 }],
      })
    ).body.data;
    expect(made).toMatchObject({ price_list_name: '东区', lines: [{ price_before: 1100 }] });
    const url = `/api/management/price_changes/${made.id}`;
    const edited = await call('owner', 'PUT', url, {
      name: '周末',
      version: 1,
      lines: [{ goods_id: g.plums, unit_price: 600 }],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: '周末',
      version: 2,
      lines: [{ goods_id: g.plums, price_before: 700 }],
    });
    const stale = await call('owner', 'PUT', url, { name: '旧', version: 1 });
    expect([stale.status, stale.body.data.dahua_error]).toEqual([409, 'ERCO001359']);
    expect((await call('clerk', 'PUT', url, { name: '店员' })).status).toBe(403);
    const cancelled = await call('owner', 'DELETE', url);
    expect(cancelled.body.data).toMatchObject({ status: 'past', actions: [] });
    expect(cancelled.body.data.cancelled_time).toBe(at(100).toISOString());
    // A second cancel answers it unchanged.
    const again = await call('owner', 'DELETE', url);
    expect([again.status, again.body.data.version]).toEqual([200, cancelled.body.data.version]);
    expect((await call('owner', 'PUT', url, { name: 'x' })).body.data.dahua_error).toBe('ERCO001358');
    const actions = (await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, made.id)))
      .filter((row) => row.targetType === 'price_change')
      .map((row) => row.action);
    expect(actions.sort()).toEqual(['price_change.cancel', 'price_change.create', 'price_change.update']);
    // Cancelled, it never starts.
    setClock(at(300));
    expect((await runPriceSchedule(t.ctx)).started).not.toContain(made.id);
  });

  it('starts and ends by itself, in the list’s shops only, and the list price comes back', async () => {
    setClock(at(300));
    const promo = (
      await create({
        kind: 'promotion',
        name: '晚市',
        price_list_id: listId,
        starts_at: iso(400),
        ends_at: iso(460),
        lines: [
          { goods_id: g.apples, unit_price: 800 },
          { goods_id: g.pears, unit_price: 300 },
        ],
      })
    ).body.data;
    const upcoming = await call(
      'clerk',
      'GET',
      `/api/management/price_changes?status=upcoming&price_list_id=${listId}`,
    );
    expect(upcoming.body.data.list.map((row: { id: number }) => row.id)).toEqual([promo.id]);

    const v = { listed: await versionOf('listed'), plain: await versionOf('plain') };
    setClock(at(400, -1));
    await runPriceSchedule(t.ctx);
    expect(await versionOf('listed')).toBe(v.listed);
    setClock(at(400));
    expect((await runPriceSchedule(t.ctx)).started).toEqual([promo.id]);
    const started = await feed('listed', v.listed);
    expect(
      started.plus.map((p) => [p.record.plu, p.record.unitPrice, p.price.source, p.price.source_id]),
    ).toEqual([
      [1, 800, 'promotion', promo.id],
      [2, 300, 'promotion', promo.id],
    ]);
    expect(await versionOf('plain')).toBe(v.plain);
    const active = await call('owner', 'GET', '/api/management/price_changes?status=active');
    expect(active.body.data.list).toEqual([
      expect.objectContaining({ id: promo.id, status: 'active', actions: [] }),
    ]);

    // The timeline: what sells where now and why, and the entries.
    const timeline = (await call('clerk', 'GET', `/api/management/goods/${g.apples}/price_timeline`)).body
      .data;
    expect(timeline.base_price).toBe(1000);
    expect(timeline.now).toEqual([
      {
        shop_id: listed,
        shop_name: '城东店',
        price_list_id: listId,
        unit_price: 800,
        source: 'promotion',
        source_id: promo.id,
        source_name: '晚市',
      },
      {
        shop_id: plain,
        shop_name: '城西店',
        price_list_id: null,
        unit_price: 1000,
        source: 'base',
        source_id: null,
        source_name: null,
      },
    ]);
    expect(timeline.entries[0]).toMatchObject({
      price_change_id: promo.id,
      status: 'active',
      unit_price: 800,
      price_list_name: '东区',
    });
    expect(timeline.entries).toHaveLength(1);

    const v2 = await versionOf('listed');
    setClock(at(460));
    expect(await runPriceSchedule(t.ctx)).toEqual({ started: [], ended: [promo.id] });
    const ended = await feed('listed', v2);
    expect(ended.plus.map((p) => [p.record.plu, p.record.unitPrice, p.price.source])).toEqual([
      [1, 1100, 'list'],
      [2, 560, 'change'],
    ]);
    const past = (await call('owner', 'GET', `/api/management/price_changes/${promo.id}`)).body.data;
    expect(past).toMatchObject({ status: 'past', ended_time: at(460).toISOString() });
  });
});

describe('overlapping promotions', () => {
  it('are refused with the other’s name and the goods; other goods, targets or times are not', async () => {
    setClock(at(500));
    const first = (
      await create({
        kind: 'promotion',
        name: '周末特价',
        starts_at: iso(600),
        ends_at: iso(700),
        lines: [{ goods_id: g.pears, unit_price: 400 }],
      })
    ).body.data;
    const clash = await create(
      {
        kind: 'promotion',
        name: '重叠',
        starts_at: iso(650),
        ends_at: iso(750),
        lines: [
          { goods_id: g.apples, unit_price: 1 },
          { goods_id: g.pears, unit_price: 1 },
        ],
      },
      'owner',
      'en',
    );
    expect([clash.status, clash.body.data.dahua_error]).toEqual([409, 'ERCO001356']);
    expect(clash.body.msg).toContain('周末特价');
    expect(clash.body.msg).toContain('2 梨');
    const base = { kind: 'promotion', name: '不重叠', starts_at: iso(650), ends_at: iso(750) };
    // Other goods; the list instead of the base; right after it.
    expect((await create({ ...base, lines: [{ goods_id: g.apples, unit_price: 1 }] })).status).toBe(200);
    expect(
      (await create({ ...base, price_list_id: listId, lines: [{ goods_id: g.pears, unit_price: 1 }] }))
        .status,
    ).toBe(200);
    expect(
      (await create({ ...base, starts_at: iso(700), lines: [{ goods_id: g.pears, unit_price: 1 }] })).status,
    ).toBe(200);
    // An edit into the overlap is refused too; the first cancelled, the place is free.
    const moved = await call('owner', 'PUT', `/api/management/price_changes/${first.id}`, {
      ends_at: iso(701),
    });
    expect(moved.status).toBe(409);
    await call('owner', 'DELETE', `/api/management/price_changes/${first.id}`);
    expect(
      (
        await create({
          ...base,
          name: '替代',
          ends_at: iso(690),
          lines: [{ goods_id: g.pears, unit_price: 2 }],
        })
      ).status,
    ).toBe(200);
  });

  it('made at the same moment: one is made, the other refused', async () => {
    setClock(at(800));
    const body = (name: string) => ({
      kind: 'promotion',
      name,
      price_list_id: listId,
      starts_at: iso(900),
      ends_at: iso(960),
      lines: [{ goods_id: g.plums, unit_price: 100 }],
    });
    const answers = await Promise.all([create(body('甲')), create(body('乙')), create(body('丙'))]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
  });
});

describe('tenancy', () => {
  it('answers another company’s change, goods and list as missing', async () => {
    setClock(at(1000));
    const mine = (
      await create({
        kind: 'change',
        name: '本公司',
        starts_at: iso(1100),
        lines: [{ goods_id: g.apples, unit_price: 1 }],
      })
    ).body.data;
    const url = `/api/management/price_changes/${mine.id}`;
    expect((await call('other', 'GET', url)).status).toBe(404);
    expect((await call('other', 'PUT', url, { name: 'x' })).status).toBe(404);
    expect((await call('other', 'DELETE', url)).status).toBe(404);
    expect((await call('other', 'GET', `/api/management/goods/${g.apples}/price_timeline`)).status).toBe(404);
    const theirs = await call('other', 'GET', '/api/management/price_changes');
    expect(theirs.body.data.meta.total).toBe(0);
    // The other owner naming this company's list or goods: missing.
    const foreign = await create(
      {
        kind: 'change',
        name: 'x',
        starts_at: iso(1100),
        price_list_id: listId,
        lines: [{ goods_id: otherGoodsId, unit_price: 1 }],
      },
      'other',
    );
    expect(foreign.status).toBe(404);
    expect((await call('owner', 'GET', url)).body.data.cancelled_time).toBeNull();
  });
});
