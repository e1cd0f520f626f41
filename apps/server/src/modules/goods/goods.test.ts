import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, companyMembers, goods } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) });

async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  return { id: row.id, token: await signIn(t.app, owner.username!, owner.password) };
}

const apple = {
  plu_number: 1,
  item_code: '1000001',
  name: '红富士苹果',
  unit_price: 1280,
  measure_unit: 'kg',
};

describe('goods search', () => {
  it('finds names by one, two or more characters in any case, and item codes by digits only', async () => {
    const c = await company();
    const names = ['红富士苹果', '苹果梨', 'Fuji APPLE 礼盒', '猪肉\n五花', '香蕉'];
    for (const [i, name] of names.entries()) {
      const made = await call('POST', '/api/management/goods', c.token, {
        plu_number: 10 + i,
        item_code: String(2000010 + i),
        name,
        unit_price: 100,
      });
      expect(made.statusCode).toBe(200);
    }
    const search = async (text: string) => {
      const found = await call(
        'GET',
        `/api/management/goods?per_page=50&name=${encodeURIComponent(text)}`,
        c.token,
      );
      return (found.json().data.list as { name: string }[]).map((g) => g.name).sort();
    };
    expect(await search('苹果')).toEqual(['红富士苹果', '苹果梨'].sort());
    expect(await search('梨')).toEqual(['苹果梨']);
    expect(await search('富士苹果')).toEqual(['红富士苹果']);
    expect(await search('aP')).toEqual(['Fuji APPLE 礼盒']);
    expect(await search('apple')).toEqual(['Fuji APPLE 礼盒']);
    // A two-character piece across the name's line break is not a word people type.
    expect(await search('五花')).toEqual(['猪肉\n五花']);
    expect(await search('2000014')).toEqual(['香蕉']);
    expect(await search('榴莲')).toEqual([]);
  });
});

describe('goods', () => {
  it('are created with the PLU record’s defaults, read, searched, edited and deleted', async () => {
    const c = await company();
    const created = await call('POST', '/api/management/goods', c.token, {
      ...apple,
      shelf_life: 7,
      discount_enabled: true,
      discount_periods: [{ start: '20:00', end: '22:00', rate: 80 }],
      origin: '山东烟台',
    });
    expect(created.statusCode).toBe(200);
    const item = created.json().data;
    expect(item).toMatchObject({
      ...apple,
      company_id: c.id,
      weighing_mode: 0,
      tare: 0,
      shelf_life: 7,
      origin: '山东烟台',
    });
    expect(item.discount_periods).toEqual([{ start: '20:00', end: '22:00', rate: 80 }]);

    const found = await call('GET', `/api/management/goods?name=${encodeURIComponent('苹果')}`, c.token);
    expect(found.json().data.list.map((g: { id: number }) => g.id)).toEqual([item.id]);
    expect((await call('GET', '/api/management/goods?name=1000001', c.token)).json().data.meta.total).toBe(1);

    const edited = await call('PUT', `/api/management/goods/${item.id}`, c.token, {
      unit_price: 1180,
      name: '红富士苹果\n特级',
    });
    expect(edited.json().data).toMatchObject({ unit_price: 1180, name: '红富士苹果\n特级', plu_number: 1 });
    expect((await call('GET', `/api/management/goods/${item.id}`, c.token)).json().data.unit_price).toBe(
      1180,
    );

    expect((await call('DELETE', `/api/management/goods/${item.id}`, c.token)).json().code).toBe(1);
    expect((await call('GET', `/api/management/goods/${item.id}`, c.token)).statusCode).toBe(404);
  });

  it('keep PLU numbers and item codes unique within a company, not across companies', async () => {
    const c = await company();
    expect((await call('POST', '/api/management/goods', c.token, apple)).statusCode).toBe(200);
    const samePlu = await call('POST', '/api/management/goods', c.token, { ...apple, item_code: '1000002' });
    expect(samePlu.statusCode).toBe(409);
    const sameCode = await call('POST', '/api/management/goods', c.token, { ...apple, plu_number: 2 });
    expect(sameCode.statusCode).toBe(409);
    const other = await company();
    expect((await call('POST', '/api/management/goods', other.token, apple)).statusCode).toBe(200);
  });

  it('says in plain words which goods item holds a PLU or item code, on the field', async () => {
    const c = await company();
    await call('POST', '/api/management/goods', c.token, apple);
    const samePlu = await t.app.inject({
      method: 'POST',
      url: '/api/management/goods',
      headers: { ...tokenHeader(c.token), lang: 'en' },
      payload: { ...apple, item_code: '1000002' },
    });
    expect(samePlu.json().msg).toBe(
      `PLU ${apple.plu_number} is already used by ${apple.name.replace(/\n/g, ' ')}`,
    );
    expect(samePlu.json().data.fields).toEqual([{ field: 'plu_number', message: samePlu.json().msg }]);
    const sameCode = await call('POST', '/api/management/goods', c.token, { ...apple, plu_number: 2 });
    expect(sameCode.json().msg).toBe(
      `商品编码 ${apple.item_code} 已被「${apple.name.replace(/\n/g, ' ')}」使用`,
    );
    expect(sameCode.json().data.fields[0].field).toBe('item_code');
  });

  it('finds a packaged item by its scanned EAN-13 (the numeric code)', async () => {
    const c = await company();
    await call('POST', '/api/management/goods', c.token, { ...apple, numeric_code: '6901234567892' });
    const found = (await call('GET', '/api/management/goods?name=6901234567892', c.token)).json().data;
    expect(found.list.map((g: { plu_number: number }) => g.plu_number)).toEqual([apple.plu_number]);
  });

  it('suggests the next free PLU number of the company', async () => {
    const c = await company();
    const next = async () =>
      (await call('GET', '/api/management/goods/next_plu', c.token)).json().data.plu_number;
    expect(await next()).toBe(1);
    await call('POST', '/api/management/goods', c.token, { ...apple, plu_number: 7 });
    expect(await next()).toBe(8);
    await call('POST', '/api/management/goods', c.token, {
      ...apple,
      plu_number: 9999,
      item_code: '1009999',
    });
    // 9999 is the last number: the lowest gap is next.
    expect(await next()).toBe(1);
  });

  it('tells where a goods item is used before it is deleted, and records goods actions in the audit log', async () => {
    const c = await company();
    const item = (await call('POST', '/api/management/goods', c.token, apple)).json().data;
    const usage = (await call('GET', `/api/management/goods/${item.id}/usage`, c.token)).json().data;
    expect(usage).toEqual({ scale_count: 0, hot_key_count: 0, scales: [], has_stock_history: false });
    await call('PUT', `/api/management/goods/${item.id}`, c.token, { unit_price: 999 });
    await call('DELETE', `/api/management/goods/${item.id}`, c.token);
    const rows = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, item.id));
    expect(
      rows
        .filter((r) => r.targetType === 'goods')
        .map((r) => [r.action, (r.detail as { name: string }).name]),
    ).toEqual([
      ['goods.create', apple.name.replace(/\n/g, ' ')],
      ['goods.edit', apple.name.replace(/\n/g, ' ')],
      ['goods.delete', apple.name.replace(/\n/g, ' ')],
    ]);
    const other = await company();
    expect((await call('GET', `/api/management/goods/${item.id}/usage`, other.token)).statusCode).toBe(404);
  });

  it('refuse values a scale cannot hold, naming the field', async () => {
    const c = await company();
    const cases: [object, string][] = [
      [{ unit_price: 1_000_000 }, 'unit_price'],
      [{ unit_price: 12.5 }, 'unit_price'],
      [{ item_code: '12345678' }, 'item_code'],
      [{ plu_number: 0 }, 'plu_number'],
      [{ name: '一\n二\n三\n四' }, 'name'],
      [{ weighing_mode: 3 }, 'weighing_mode'],
      [{ numeric_code: '123' }, 'numeric_code'],
      [{ trace_code: '1'.repeat(21) }, 'trace_code'],
      [{ discount_periods: Array(5).fill({ start: '08:00', end: '09:00', rate: 90 }) }, 'discount_periods'],
      [{ discount_periods: [{ start: '25:00', end: '09:00', rate: 90 }] }, 'discount_periods.0.start'],
    ];
    for (const [change, field] of cases) {
      const response = await call('POST', '/api/management/goods', c.token, { ...apple, ...change });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().data.fields[0].field, JSON.stringify(change)).toBe(field);
    }
    const [{ n }] = (await t.ctx.db.select({ n: count() }).from(goods).where(eq(goods.companyId, c.id))) as [
      { n: number },
    ];
    expect(n).toBe(0);
  });

  it('are written by owners and managers only, and invisible to other companies', async () => {
    const c = await company();
    const item = (await call('POST', '/api/management/goods', c.token, apple)).json().data;
    const clerk = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: c.id, userId: clerk.id, joinType: 'USER' });
    const clerkToken = await signIn(t.app, clerk.username!, clerk.password);
    expect((await call('GET', `/api/management/goods/${item.id}`, clerkToken)).statusCode).toBe(200);
    expect(
      (await call('PUT', `/api/management/goods/${item.id}`, clerkToken, { unit_price: 1 })).statusCode,
    ).toBe(403);
    const other = await company();
    expect((await call('GET', `/api/management/goods/${item.id}`, other.token)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/management/goods/${item.id}`, other.token)).statusCode).toBe(404);
    expect((await call('GET', '/api/management/goods', other.token)).json().data.meta.total).toBe(0);
    expect((await call('GET', `/api/management/goods/${item.id}`, c.token)).json().data.unit_price).toBe(
      1280,
    );
  });
});
