import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, goods, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PUBLIC_KEYS = [
  'company_name',
  'description',
  'id',
  'img_url',
  'measure_unit',
  'name',
  'name_lines',
  'origin',
  'shelf_life_days',
  'shop',
  'trace_code',
  'unit_price',
  'weighing_mode',
];

let ip = 0;
/** Each call from its own address unless told, so the per-IP limit stays out of the way. */
const view = (path: string, options: { lang?: string; from?: string } = {}) =>
  t.app.inject({
    method: 'GET',
    url: `/api/external/goods/${path}`,
    remoteAddress: options.from ?? `10.0.${Math.floor(++ip / 250)}.${ip % 250}`,
    headers: options.lang ? { lang: options.lang } : {},
  });

/** A company with one shop, one scale and one goods item full of internal settings. */
async function seller(name: string) {
  const owner = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, owner.id);
  await t.ctx.db.update(companies).set({ name }).where(eq(companies.id, company.id));
  const [shop] = await t.ctx.db
    .insert(shops)
    .values({
      companyId: company.id,
      name: `${name} 一号店`,
      address: '杭州市西湖区文三路 1 号',
      telephone: '0571-88888888',
      contactPerson: '王五',
      phoneNumber: '13800138000',
    })
    .returning();
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId: company.id, shopId: shop!.id, scaleName: '收银秤', scaleUuid: `uuid-${company.id}` })
    .returning();
  const [item] = await t.ctx.db
    .insert(goods)
    .values({
      companyId: company.id,
      pluNumber: 7,
      itemCode: '2281080',
      name: '红富士苹果\n烟台',
      unitPriceFen: 1280,
      weighingMode: 0,
      measureUnit: 'kg',
      tareGrams: 35,
      shelfLifeDays: 8,
      department: 12,
      numericCode: '6901234567892',
      labelNumber: 3,
      discountEnabled: true,
      discountPeriods: [{ start: '20:00', end: '22:00', rate: 80 }],
      traceCode: '12345678901234567890',
      origin: '山东烟台',
      imgUrl: '/uploads/apple.png',
      description: '脆甜多汁',
    })
    .returning();
  return { company, shop: shop!, scale: scale!, item: item! };
}

describe('GET /api/external/goods/{id}', () => {
  it('answers the public fields only, without a session', async () => {
    const s = await seller('鲜果公司');
    const response = await view(String(s.item.id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(1);
    expect(Object.keys(body.data).sort()).toEqual(PUBLIC_KEYS);
    expect(body.data).toEqual({
      id: s.item.id,
      name: '红富士苹果 烟台',
      name_lines: ['红富士苹果', '烟台'],
      img_url: '/uploads/apple.png',
      unit_price: 1280,
      measure_unit: 'kg',
      weighing_mode: 0,
      origin: '山东烟台',
      trace_code: '12345678901234567890',
      shelf_life_days: 8,
      description: '脆甜多汁',
      company_name: '鲜果公司',
      shop: null,
    });
    // None of the internal settings travel, under any name.
    for (const internal of [
      '2281080',
      '6901234567892',
      'company_id',
      'plu',
      'tare',
      'discount',
      '13800138000',
    ])
      expect(response.body).not.toContain(internal);
  });

  it('names the shop of a scale of the same company, and ignores any other scale', async () => {
    const s = await seller('果园公司');
    const other = await seller('别家公司');
    const ours = (await view(`${s.item.id}?scale_id=${s.scale.id}`)).json().data;
    expect(ours.shop).toEqual({
      name: '果园公司 一号店',
      address: '杭州市西湖区文三路 1 号',
      telephone: '0571-88888888',
    });
    expect(Object.keys(ours.shop).sort()).toEqual(['address', 'name', 'telephone']);
    const foreign = await view(`${s.item.id}?scale_id=${other.scale.id}`);
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json().data.shop).toBeNull();
    expect(foreign.body).not.toContain('别家公司');
    for (const odd of ['abc', '0', '-1', '99999999999', '', '1e3'])
      expect(
        (await view(`${s.item.id}?scale_id=${encodeURIComponent(odd)}`)).json().data.shop,
        odd,
      ).toBeNull();
  });

  it('answers 404 for an unknown or malformed id and for a disabled company’s goods', async () => {
    const s = await seller('停业公司');
    for (const id of ['999999', '0', 'abc', '-1', '1.5', '99999999999', `${s.item.id}x`]) {
      const response = await view(encodeURIComponent(id));
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000006' } });
    }
    const english = await view('999999', { lang: 'en' });
    expect(english.json().msg).toBe('The requested resource does not exist.');
    await t.ctx.db.update(companies).set({ status: 'disabled' }).where(eq(companies.id, s.company.id));
    expect((await view(String(s.item.id))).statusCode).toBe(404);
  });

  it('limits each address to 120 views a minute', async () => {
    const s = await seller('热门公司');
    const from = '192.0.2.77';
    for (let i = 0; i < 120; i++) expect((await view(String(s.item.id), { from })).statusCode).toBe(200);
    const refused = await view(String(s.item.id), { from, lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000640' } });
    expect(refused.json().msg).toBe('Too many requests. Please try again in 1 minutes.');
    expect((await view(String(s.item.id), { from: '192.0.2.78' })).statusCode).toBe(200);
  });

  it('is documented as public', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/external/goods/{id}'].get.security).toEqual([]);
  });
});
