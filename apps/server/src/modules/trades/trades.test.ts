import { rangeOfDays } from '@dahua/shared';
import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, scaleGoods, scales, shops, trades } from '../../db/schema/index.js';
import { seededRandom } from '../../lib/seeded-random.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { sale } from '../../test/sales-fixtures.js';
import { issueDeviceCredential } from '../scales/service.js';
import { mismatchedBalances } from '../stock/balances-repo.js';
import {
  dailyFromRaw,
  goodsMonthlyFromRaw,
  hourlyFromRaw,
  rebuildRollups,
  shopDailyFromRaw,
  ticketsDailyFromRaw,
  ticketsHourlyFromRaw,
  ticketsShopHourlyFromRaw,
} from './rollups.js';

let t: TestApp;
let owner: string;
let clerk: string;
let stranger: string;
let companyId: number;
let shopId: number;
let scaleA: { id: number; credential: string };
let scaleB: { id: number; credential: string };
let apples: number;
let eggs: number;

async function scaleIn(shop: number, company: number, name: string) {
  const [row] = await t.ctx.db
    .insert(scales)
    .values({ companyId: company, shopId: shop, scaleName: name })
    .returning();
  return { id: row!.id, credential: await issueDeviceCredential(t.ctx.db, row!.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  companyId = company.id;
  owner = await signIn(t.app, user.username!, user.password);
  const clerkUser = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, clerkUser.id); // a company of its own, then moved below
  await t.ctx.db.execute(
    sql`update company_members set company_id = ${companyId}, join_type = 'USER' where user_id = ${clerkUser.id}`,
  );
  clerk = await signIn(t.app, clerkUser.username!, clerkUser.password);
  const other = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, other.id);
  stranger = await signIn(t.app, other.username!, other.password);

  const [shop] = await t.ctx.db.insert(shops).values({ companyId, name: '一号店' }).returning();
  shopId = shop!.id;
  scaleA = await scaleIn(shopId, companyId, '秤 A');
  scaleB = await scaleIn(shopId, companyId, '秤 B');
  const rows = await t.ctx.db
    .insert(goods)
    .values([
      { companyId, pluNumber: 1, itemCode: 'A1', name: '苹果', unitPriceFen: 1280 },
      {
        companyId,
        pluNumber: 2,
        itemCode: 'E1',
        name: '鸡蛋',
        unitPriceFen: 150,
        weighingMode: 1,
        measureUnit: '个',
      },
    ])
    .returning();
  apples = rows[0]!.id;
  eggs = rows[1]!.id;
  await t.ctx.db.insert(scaleGoods).values([
    { scaleId: scaleA.id, goodsId: apples, companyId },
    { scaleId: scaleA.id, goodsId: eggs, companyId },
    { scaleId: scaleB.id, goodsId: apples, companyId },
  ]);
});
afterAll(() => t.close());

function send(credential: string | null, records: unknown[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: credential ? { authorization: `Bearer ${credential}` } : {},
    payload: { records },
  });
}

async function get(url: string, token = owner) {
  const response = await t.app.inject({ method: 'GET', url, headers: tokenHeader(token) });
  return response.json();
}

const count = async () =>
  (
    (await t.ctx.db.execute(sql`select count(*)::int as n from trades`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

describe('a scale sends its sales', () => {
  it('stores a batch once: the same batch again, and an overlapping one, are counted as held', async () => {
    const first = await send(scaleA.credential, [sale(1), sale(2), sale(3)]);
    expect(first.json().data).toEqual({ received: 3, stored: 3, duplicates: 0, unmapped: 0, clock_ahead: 0 });
    const again = await send(scaleA.credential, [sale(1), sale(2), sale(3)]);
    expect(again.json().data).toMatchObject({ received: 3, stored: 0, duplicates: 3 });
    const overlap = await send(scaleA.credential, [sale(3), sale(4), sale(4)]);
    expect(overlap.json().data).toMatchObject({ received: 3, stored: 1, duplicates: 2 });
    // The same instant written with another offset is the same record.
    const utc = await send(scaleA.credential, [sale(4, { trade_time: '2026-11-20T00:30:00Z' })]);
    expect(utc.json().data).toMatchObject({ stored: 0, duplicates: 1 });
    // The same record number at another time is another record (numbers wrap on the scale).
    const wrapped = await send(scaleA.credential, [sale(1, { trade_time: '2026-11-21T09:00:00+08:00' })]);
    expect(wrapped.json().data).toMatchObject({ stored: 1 });
  });

  it('stores identical batches sent at once exactly once', async () => {
    const batch = Array.from({ length: 50 }, (_, i) =>
      sale(1000 + i, { ticket_no: 500 + Math.floor(i / 3) }),
    );
    const before = await count();
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(scaleB.credential, batch)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    const stored = answers.map((a) => a.json().data.stored as number);
    expect(stored.reduce((a, b) => a + b, 0)).toBe(50);
    expect(await count()).toBe(before + 50);
  });

  it('takes the scale from the credential, never from the body, and refuses a bad or missing one', async () => {
    const response = await send(scaleB.credential, [sale(7, { scale_id: scaleA.id } as never)]);
    expect(response.json().data.stored).toBe(1);
    const [row] = await t.ctx.db.select().from(trades).where(sql`record_no = 7`);
    expect(row!.scaleId).toBe(scaleB.id);

    for (const header of [undefined, 'Bearer nope-nope-nope-nope-nope', `Basic ${scaleA.credential}`]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/devices/trades',
        headers: header ? { authorization: header } : {},
        payload: { records: 'not even an array' },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().data.dahua_error).toBe('ERCO000800');
    }
    // A session token is not a device credential.
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/devices/trades',
      headers: { authorization: `Bearer ${owner}` },
      payload: { records: [sale(8)] },
    });
    expect(session.statusCode).toBe(401);
  });

  it('refuses a malformed batch whole, naming the first bad record and field, in the caller’s language', async () => {
    const before = await count();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/devices/trades',
      headers: { authorization: `Bearer ${scaleA.credential}`, lang: 'en' },
      payload: {
        records: [sale(20), sale(21), sale(22, { weight: -5 }), sale(23, { trade_time: '2026-11-20 08:30' })],
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data.fields[0].field).toBe('records.2.weight');
    expect(body.data.fields.map((f: { field: string }) => f.field)).toContain('records.3.trade_time');
    expect(
      body.data.fields.find((f: { field: string }) => f.field === 'records.3.trade_time').message,
    ).toContain('ISO 8601');
    expect(await count()).toBe(before);
    const tooMany = await send(
      scaleA.credential,
      Array.from({ length: 1001 }, (_, i) => sale(3000 + i)),
    );
    expect(tooMany.statusCode).toBe(400);
    const empty = await send(scaleA.credential, []);
    expect(empty.statusCode).toBe(400);
  });

  it('keeps a PLU that maps to no goods on the scale with its own PLU and price, flagged; and flags a clock ahead', async () => {
    const ahead = new Date(Date.now() + 30 * 60_000).toISOString();
    const response = await send(scaleB.credential, [
      sale(40, {
        plu: 2,
        weighing_mode: 1,
        weight: 6,
        unit_price: 150,
        total_price: 900,
        total_before_discount: 900,
      }),
      sale(41, { trade_time: ahead }),
    ]);
    expect(response.json().data).toMatchObject({ stored: 2, unmapped: 1, clock_ahead: 1 });
    const unmapped = await get(`/api/management/trades?scale_id=${scaleB.id}&flag=unmapped`);
    expect(unmapped.data.list).toHaveLength(1);
    expect(unmapped.data.list[0].trade_info).toMatchObject({
      plu: 2,
      unit_price: 150,
      weight: 6,
      unmapped: true,
    });
    expect(unmapped.data.list[0].good_info).toEqual({ id: null, name: '', img_url: '' });
    const clock = await get(`/api/management/trades?flag=clock_ahead`);
    expect(clock.data.list.map((r: { trade_info: { record_no: number } }) => r.trade_info.record_no)).toEqual(
      [41],
    );
  });
});

describe('sales reduce stock', () => {
  it('posts what was sold to the shop’s stock, grams and pieces, and the ledger stays whole', async () => {
    const shopStock = async (goodsId: number) => {
      const page = await get(`/api/management/stock?goods_id=${goodsId}`);
      return (page.data.list as { quantity: number }[]).reduce((sum, b) => sum + b.quantity, 0);
    };
    const beforeApples = await shopStock(apples);
    const beforeEggs = await shopStock(eggs);
    await send(scaleA.credential, [
      sale(60, { weight: 1250 }),
      sale(61, {
        plu: 2,
        weighing_mode: 1,
        weight: 12,
        unit_price: 150,
        total_price: 1800,
        total_before_discount: 1800,
      }),
    ]);
    // A retry posts nothing more.
    await send(scaleA.credential, [sale(60, { weight: 1250 })]);
    expect(await shopStock(apples)).toBe(beforeApples - 1250);
    expect(await shopStock(eggs)).toBe(beforeEggs - 12);
    expect(await mismatchedBalances(t.ctx.db)).toEqual([]);
  });
});

describe('the trade page', () => {
  it('answers SPEC §3’s record with names, the filtered totals, and filters by date, shop, scale, goods and type', async () => {
    const page = await get(`/api/management/trades?date_from=2026-11-21&date_to=2026-11-21&per_page=5`);
    expect(page.code).toBe(1);
    expect(page.data.meta.total).toBe(1);
    const [record] = page.data.list;
    expect(record.trade_info).toMatchObject({
      trade_time: '2026-11-21T01:00:00.000Z',
      unit_price: 1280,
      weight: 500,
      measure_unit_name: 'kg',
      total_price: 640,
      type_name: '计重',
    });
    expect(record.good_info.name).toBe('苹果');
    expect(record.scale_info.name).toBe('秤 A');
    expect(record.shop_info.name).toBe('一号店');

    const counted = await get(`/api/management/trades?type=1&scale_id=${scaleA.id}`);
    expect(counted.data.totals).toEqual({ count: 1, weight: 0, pieces: 12, amount: 1800, discount: 0 });
    const english = await t.app.inject({
      method: 'GET',
      url: `/api/management/trades?type=1&scale_id=${scaleA.id}`,
      headers: { ...tokenHeader(owner), lang: 'en' },
    });
    expect(english.json().data.list[0].trade_info.type_name).toBe('Counted');
    const byGoods = await get(`/api/management/trades?goods_id=${eggs}`);
    expect(byGoods.data.meta.total).toBe(1);
    const all = await get(`/api/management/trades?shop_id=${shopId}&per_page=100`);
    expect(all.data.totals.count).toBe(await count());
  });

  it('is read by the company’s clerks and shows another company nothing', async () => {
    expect((await get('/api/management/trades', clerk)).data.meta.total).toBe(await count());
    const foreign = await get('/api/management/trades', stranger);
    expect(foreign.data).toMatchObject({ list: [], meta: { total: 0 }, totals: { count: 0 } });
    const named = await get(`/api/management/trades?company_id=${companyId}`, stranger);
    expect(named.data.meta.total).toBe(0);
  });

  it('exports the filtered set as csv and xlsx, and a csv export imports back as already held', async () => {
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/management/trades/export?format=csv&scale_id=${scaleA.id}&date_from=2026-11-21&date_to=2026-11-21`,
      headers: tokenHeader(owner),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('交易时间');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      '1,2026-11-21 09:00:00,1,0,500,12.80,6.40,6.40,1,1,苹果,秤 A,一号店,kg,计重,,基础价',
    );

    const xlsx = await t.app.inject({
      method: 'GET',
      url: '/api/management/trades/export?format=xlsx',
      headers: tokenHeader(owner),
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const form = new FormData();
    form.append('file', new Blob([csv.rawPayload]), 'sales.csv');
    const back = await importFile(scaleA.id, csv.rawPayload, 'sales.csv');
    expect(back.json().data).toMatchObject({ received: 1, stored: 0, duplicates: 1 });
  });

  it('imports a sales file for one scale, all or nothing, naming a bad row; clerks may not', async () => {
    const good = Buffer.from(
      '记录号,交易时间,PLU,称重方式,重量(克)/数量,单价(元),金额(元),票号\r\n' +
        '900,2026-11-19 10:15,1,0,750,12.80,9.60,77\r\n' +
        '901,2026-11-19 10:15,1,0,250,12.80,3.20,77\r\n',
    );
    const stored = await importFile(scaleA.id, good, 'sales.csv');
    expect(stored.json().data).toMatchObject({ received: 2, stored: 2, duplicates: 0 });
    const before = await count();
    const bad = Buffer.from(
      'Record no.,Trade time,PLU,Weighing mode,Weight (g) / count,Unit price (yuan),Total (yuan)\r\n' +
        '910,2026-11-19 10:15,1,0,750,12.80,9.60\r\n' +
        '911,2026-11-19 10:16,1,7,750,12.80,9.60\r\n',
    );
    const refused = await importFile(scaleA.id, bad, 'sales.csv', 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.dahua_error).toBe('ERCO000802');
    expect(refused.json().msg).toContain('Row 3, "Weighing mode"');
    expect(await count()).toBe(before);
    expect((await importFile(scaleA.id, good, 'sales.csv', 'ch', clerk)).statusCode).toBe(403);
    expect((await importFile(scaleA.id, good, 'sales.csv', 'ch', stranger)).statusCode).toBe(404);
  });
});

async function importFile(scaleId: number, bytes: Buffer, name: string, lang = 'ch', token = owner) {
  const boundary = '----trades';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/management/trades/import?scale_id=${scaleId}`,
    headers: { ...tokenHeader(token), lang, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('the rollups', () => {
  const rowsOf = async (query: ReturnType<typeof dailyFromRaw>) =>
    ((await t.ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
      .map((row) =>
        JSON.stringify(
          Object.fromEntries(
            Object.entries(row).map(([k, v]) => [k, String(v instanceof Date ? v.toISOString() : v)]),
          ),
        ),
      )
      .sort();
  const table = (name: string, columns: string) => sql.raw(`select ${columns} from ${name}`);
  const GOODS =
    'company_id, shop_id, scale_id, goods_id, plu, weighing_mode, department, count, weight, pieces, amount, discount';
  const TICKETS = 'company_id, shop_id, scale_id, tickets, items, amount';
  const everything = rangeOfDays('2000-01-01', '2030-12-31', 'Asia/Shanghai');

  async function expectRollupsEqualRaw() {
    expect(await rowsOf(table('sales_daily', `day, ${GOODS}, min_price, max_price`))).toEqual(
      await rowsOf(dailyFromRaw(everything)),
    );
    expect(await rowsOf(table('sales_hourly', `hour, ${GOODS}`))).toEqual(
      await rowsOf(hourlyFromRaw(everything)),
    );
    expect(await rowsOf(table('tickets_hourly', `hour, ${TICKETS}`))).toEqual(
      await rowsOf(ticketsHourlyFromRaw(everything)),
    );
    expect(await rowsOf(table('tickets_daily', `day, ${TICKETS}`))).toEqual(
      await rowsOf(ticketsDailyFromRaw(everything)),
    );
    const MEASURES = 'count, weight, pieces, amount, discount';
    expect(
      await rowsOf(
        table('sales_shop_daily', `day, company_id, shop_id, weighing_mode, department, ${MEASURES}`),
      ),
    ).toEqual(await rowsOf(shopDailyFromRaw(everything)));
    expect(
      await rowsOf(
        table(
          'sales_goods_monthly',
          `month, company_id, shop_id, goods_id, plu, weighing_mode, department, ${MEASURES}`,
        ),
      ),
    ).toEqual(await rowsOf(goodsMonthlyFromRaw(everything)));
    expect(
      await rowsOf(table('tickets_shop_hourly', 'hour, company_id, shop_id, tickets, items, amount')),
    ).toEqual(await rowsOf(ticketsShopHourlyFromRaw(everything)));
  }

  it('equal a GROUP BY over the raw records after random batches, retries and duplicates, and after a rebuild', async () => {
    const next = seededRandom(15);
    const pick = <T>(items: T[]) => items[Math.floor(next() * items.length)]!;
    const records: TradeRecordInput[] = [];
    for (let i = 0; i < 600; i++) {
      const ticket = 2000 + Math.floor(i / 3);
      // A ticket's records are sold within its minute; tickets spread over days and across midnight (China).
      const base = Date.parse('2026-10-01T15:00:00Z') + Math.floor(i / 3) * 1_700_000;
      const counted = next() < 0.3;
      const price = counted ? pick([150, 300]) : pick([980, 1280, 2600]);
      const weight = counted ? 1 + Math.floor(next() * 10) : 50 + Math.floor(next() * 3000);
      const total = counted ? price * weight : Math.floor((price * weight + 500) / 1000);
      records.push({
        record_no: 10_000 + i,
        trade_time: new Date(base + (i % 3) * 1000).toISOString(),
        plu: counted ? pick([2, 2, 77]) : pick([1, 1, 88]),
        weighing_mode: counted ? 1 : pick([0, 0, 2]),
        weight,
        unit_price: price,
        total_before_discount: total,
        total_price: next() < 0.1 ? Math.floor(total * 0.9) : total,
        ticket_no: next() < 0.9 ? ticket : null,
        department: pick([0, 1, 2, null]),
      });
    }
    const scalesToUse = [scaleA, scaleB];
    const batches: { scale: typeof scaleA; records: TradeRecordInput[] }[] = [];
    for (let i = 0; i < records.length; ) {
      const size = 1 + Math.floor(next() * 80);
      const scale = pick(scalesToUse);
      const batch = records.slice(i, i + size);
      batches.push({ scale, records: batch });
      if (next() < 0.3) batches.push({ scale, records: batch }); // a retry
      if (next() < 0.2 && i > 10) batches.push({ scale, records: records.slice(i - 10, i + 5) }); // overlap
      i += size;
    }
    for (const batch of batches) {
      const response = await send(batch.scale.credential, batch.records);
      expect(response.statusCode).toBe(200);
    }
    await expectRollupsEqualRaw();

    // Break a figure as a bug would, then rebuild the days: the rollups come back equal to the raw records.
    await t.ctx.db.execute(sql`update sales_daily set amount = amount + 1`);
    await t.ctx.db.execute(sql`delete from tickets_hourly`);
    await t.ctx.db.execute(sql`update sales_goods_monthly set count = count + 1`);
    await t.ctx.db.execute(sql`delete from sales_shop_daily where weighing_mode = 1`);
    const covered = await rebuildRollups(t.ctx.db, '2000-01-01', '2030-12-31');
    expect(covered).toBe(await count());
    await expectRollupsEqualRaw();
  });

  it('follow the company’s time zone: a new zone regroups its sales into the new days', async () => {
    const daysOf = async () =>
      (
        (await t.ctx.db.execute(
          sql`select day::text as day, sum(count)::int as n from sales_daily where company_id = ${companyId} group by 1 order by 1`,
        )) as unknown as { rows: { day: string; n: number }[] }
      ).rows;
    const before = await daysOf();
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/management/companies/${companyId}`,
      headers: tokenHeader(owner),
      payload: { time_zone: 'America/Los_Angeles' },
    });
    expect(change.statusCode).toBe(200);
    expect(change.json().data.time_zone).toBe('America/Los_Angeles');
    await expectRollupsEqualRaw();
    const after = await daysOf();
    // The same sales, counted on other days (16 hours earlier on the clock).
    expect(after.reduce((n, d) => n + d.n, 0)).toBe(before.reduce((n, d) => n + d.n, 0));
    expect(after).not.toEqual(before);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/management/companies/${companyId}`,
      headers: { ...tokenHeader(owner), lang: 'en' },
      payload: { time_zone: 'Mars/Olympus' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('IANA');
    const back = await t.app.inject({
      method: 'PUT',
      url: `/api/management/companies/${companyId}`,
      headers: tokenHeader(owner),
      payload: { time_zone: 'Asia/Shanghai' },
    });
    expect(back.statusCode).toBe(200);
    expect(await daysOf()).toEqual(before);
  });

  it('never change or lose a raw record', async () => {
    await expect(t.ctx.db.execute(sql`update trades set total_price = 0`)).rejects.toThrow();
    await expect(t.ctx.db.execute(sql`delete from trades`)).rejects.toThrow();
  });
});
