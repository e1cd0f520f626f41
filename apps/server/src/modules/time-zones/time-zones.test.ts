import type { LabelStyle } from '@dahua/shared/labels/model';
import { type LabelData, renderLabel } from '@dahua/shared/labels/render';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, goods, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { labelPng } from '../labels/raster.js';

/**
 * Issue 26 §1: at 2026-11-26T20:00Z it is 04:00 on the 27th in Shanghai and noon on the 26th in
 * Los Angeles. Whatever zone the server runs in (the suite also runs with TZ=UTC and
 * TZ=America/Los_Angeles), a Shanghai shop shows, prints and names the 27th, a Los Angeles one the 26th.
 */
const AT = new Date('2026-11-26T20:00:00Z');

let t: TestApp;
const style: LabelStyle = {
  size: { width: 40, height: 30 },
  itemList: [
    { itemName: 'field', value: 'pack_date', style: { font: 9, x: 1, y: 1, w: 38, h: 5 } },
    { itemName: 'field', value: 'pack_time', style: { font: 9, x: 1, y: 10, w: 38, h: 5 } },
    { itemName: 'field', value: 'sell_by_date', style: { font: 9, x: 1, y: 19, w: 38, h: 5 } },
  ],
  qr_code_list: [],
};

type Place = { token: string; companyId: number; shopId: number; locationId: number; goodsId: number };
let shanghai: Place;
let losAngeles: Place;
/** A second shop of the Shanghai company that set its own zone (Los Angeles). */
let overridden: { shopId: number; locationId: number };

async function call(method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(token), lang: 'en' },
    ...(payload && { payload }),
  });
}

async function place(zone: string | null): Promise<Place> {
  const owner = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  await t.ctx.db.update(companies).set({ ifAnalysisOpen: true }).where(eq(companies.id, company.id));
  const token = await signIn(t.app, owner.username!, owner.password);
  if (zone) {
    const changed = await call('PUT', `/api/management/companies/${company.id}`, token, { time_zone: zone });
    expect(changed.statusCode).toBe(200);
  }
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: '文三路店' }).returning();
  const [apple] = await t.ctx.db
    .insert(goods)
    .values({
      companyId: company.id,
      pluNumber: 1,
      itemCode: '12345',
      name: '红富士苹果',
      unitPriceFen: 1280,
      shelfLifeDays: 15,
    })
    .returning();
  const locations = (await call('GET', '/api/management/stock_locations', token)).json().data as {
    id: number;
    shop_id: number | null;
  }[];
  return {
    token,
    companyId: company.id,
    shopId: shop!.id,
    locationId: locations.find((l) => l.shop_id === shop!.id)!.id,
    goodsId: apple!.id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  t.ctx.clock = () => new Date(AT);
  shanghai = await place(null);
  losAngeles = await place('America/Los_Angeles');
  const made = await call('POST', '/api/management/shops', shanghai.token, {
    name: '洛杉矶店',
    time_zone: 'America/Los_Angeles',
  });
  expect(made.statusCode).toBe(200);
  const locations = (await call('GET', '/api/management/stock_locations', shanghai.token)).json().data as {
    id: number;
    shop_id: number | null;
  }[];
  overridden = {
    shopId: made.json().data.id,
    locationId: locations.find((l) => l.shop_id === made.json().data.id)!.id,
  };
});
afterAll(() => t?.close());

describe('the shop’s calendar at 2026-11-26T20:00Z', () => {
  it('shows each shop’s zone: its own, else its company’s', async () => {
    const own = (await call('GET', `/api/management/shops/${overridden.shopId}`, shanghai.token)).json().data;
    expect([own.time_zone, own.effective_time_zone]).toEqual(['America/Los_Angeles', 'America/Los_Angeles']);
    const inherited = (await call('GET', `/api/management/shops/${shanghai.shopId}`, shanghai.token)).json()
      .data;
    expect([inherited.time_zone, inherited.effective_time_zone]).toEqual([null, 'Asia/Shanghai']);
    const info = (await call('GET', '/api/management/users/info', losAngeles.token)).json().data;
    expect(info.company_info.time_zone).toBe('America/Los_Angeles');
    const bad = await call('PUT', `/api/management/shops/${shanghai.shopId}`, shanghai.token, {
      time_zone: 'Asia/Atlantis',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.fields[0].field).toBe('time_zone');
  });

  it('shows today as the company’s day on the dashboard', async () => {
    const today = async (p: Place) =>
      (await call('GET', '/api/management/dashboard', p.token)).json().data.sales.last_30_days.at(-1).period;
    expect(await today(shanghai)).toBe('2026-11-27');
    expect(await today(losAngeles)).toBe('2026-11-26');
  });

  it('dates and numbers stock documents on the shop’s calendar', async () => {
    const draft = async (token: string, locationId: number, goodsId: number) =>
      (
        await call('POST', '/api/management/receipts', token, {
          location_id: locationId,
          lines: [{ goods_id: goodsId, quantity: 1000 }],
        })
      ).json().data as { doc_date: string; number: string };
    const cn = await draft(shanghai.token, shanghai.locationId, shanghai.goodsId);
    expect(cn.doc_date).toBe('2026-11-27');
    expect(cn.number).toContain('20261127');
    const la = await draft(losAngeles.token, losAngeles.locationId, losAngeles.goodsId);
    expect(la.doc_date).toBe('2026-11-26');
    expect(la.number).toContain('20261126');
    const own = await draft(shanghai.token, overridden.locationId, shanghai.goodsId);
    expect(own.doc_date).toBe('2026-11-26');
  });

  it('names exports by the day of what they show', async () => {
    const name = async (p: Place, query = '') =>
      String(
        (await call('GET', `/api/management/trades/export?format=csv${query}`, p.token)).headers[
          'content-disposition'
        ],
      );
    expect(await name(shanghai)).toContain('sales-20261127.csv');
    expect(await name(losAngeles)).toContain('sales-20261126.csv');
    expect(await name(shanghai, `&shop_id=${overridden.shopId}`)).toContain('sales-20261126.csv');
    const stock = async (p: Place) =>
      String(
        (await call('GET', '/api/management/stock/export?format=xlsx', p.token)).headers[
          'content-disposition'
        ],
      );
    expect(await stock(shanghai)).toContain('20261127');
    expect(await stock(losAngeles)).toContain('20261126');
  });

  it('prints the shop’s date and time on its labels', async () => {
    const printed = async (p: Place, shopId: number) => {
      const response = await call('POST', '/api/management/labels/preview', p.token, {
        style: JSON.stringify(style),
        goods_id: p.goodsId,
        quantity: 500,
        shop_id: shopId,
        format: 'png',
      });
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    };
    const expected = async (timeZone: string) => {
      const data: LabelData = {
        goods: {
          id: shanghai.goodsId,
          name: '红富士苹果',
          plu_number: 1,
          item_code: '12345',
          unit_price: 1280,
          weighing_mode: 0,
          measure_unit: '',
          shelf_life: 15,
          origin: '',
          trace_code: '',
          department: 0,
        },
        quantity: 500,
        time: AT,
        timeZone,
        barcode: { format: 'FFWWWWWEEEEEC', flag: '20' },
        shopName: '',
      };
      const rendered = renderLabel(style, data);
      expect(rendered.primitives.map((p) => (p.kind === 'text' ? p.text : ''))).toEqual(
        timeZone === 'Asia/Shanghai'
          ? ['2026-11-27', '04:00', '2026-12-12']
          : ['2026-11-26', '12:00', '2026-12-11'],
      );
      return (await labelPng(rendered)).png;
    };
    const cn = await printed(shanghai, shanghai.shopId);
    const la = await printed(shanghai, overridden.shopId);
    expect(cn.equals(la)).toBe(false);
    expect(cn.equals(await expected('Asia/Shanghai'))).toBe(true);
    expect(la.equals(await expected('America/Los_Angeles'))).toBe(true);
  });
});
