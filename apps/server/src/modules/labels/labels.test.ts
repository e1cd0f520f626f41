import { toScaleLayout } from '@dahua/shared/labels/scale-layout';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompanyRole, companyMembers, goods, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function call(method: Method, url: string, token: string | null, payload?: object, lang = 'en') {
  const response = await t.app.inject({
    method,
    url,
    headers: { ...(token ? tokenHeader(token) : {}), lang },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json(), raw: response };
}

async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const [shop1, shop2] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId: row.id, name: '一号店' },
      { companyId: row.id, name: '二号店' },
    ])
    .returning();
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  return {
    id: row.id,
    owner: await signIn(t.app, owner.username!, owner.password),
    shop1: shop1!.id,
    shop2: shop2!.id,
    join,
  };
}

const style = {
  size: { width: 40, height: 60 },
  itemList: [
    { itemName: 'text', value: '鲜果', style: { font: 9, x: 2, y: 2, w: 20, h: 4 } },
    { itemName: 'field', value: 'name', style: { font: 9, x: 2, y: 8, w: 36, h: 4 } },
    { itemName: 'barCode', value: '{price_barcode}', style: { font: 1, x: 2, y: 40, w: 36, h: 12 } },
    { itemName: 'QRCode', value: '/external/qrdetail/{id}', style: { font: 0, x: 26, y: 14, w: 12, h: 12 } },
  ],
  qr_code_list: [],
};

function upload(token: string, fileName: string, content: string | Buffer) {
  const boundary = '----labeltest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="label"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/management/labels/upload',
    headers: {
      ...tokenHeader(token),
      lang: 'en',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe('label templates', () => {
  it('creates with a JSON string style, lists by shop, answers name and style, edits and deletes', async () => {
    const c = await company();
    const made = await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      type: '0',
      name: '40×60 水果',
      style: JSON.stringify(style),
      slot: 1,
    });
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({
      name: '40×60 水果',
      slot: 1,
      size: { width: 40, height: 60 },
      shop_name: '一号店',
    });
    // The QR codes are derived from the items on save.
    expect(made.body.data.style.qr_code_list).toEqual([{ index: 1, content: '/external/qrdetail/{id}' }]);
    const id = made.body.data.id;
    const one = await call('GET', `/api/management/labels/${id}`, c.owner);
    expect(one.body.data.style.itemList).toHaveLength(4);
    const list = await call('GET', `/api/management/shops/${c.shop1}/labels`, c.owner);
    expect(list.body.data.map((l: { id: number }) => l.id)).toEqual([id]);
    const edited = await call('PUT', `/api/management/labels/${id}`, c.owner, { name: '改名', slot: 2 });
    expect(edited.body.data).toMatchObject({ name: '改名', slot: 2 });
    expect((await call('DELETE', `/api/management/labels/${id}`, c.owner)).body.code).toBe(1);
    expect((await call('GET', `/api/management/labels/${id}`, c.owner)).status).toBe(404);
  });

  it('refuses bad label data with a clear message and stores nothing', async () => {
    const c = await company();
    const create = (body: object) =>
      call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, { name: 'x', ...body });
    const notArray = await create({ style: JSON.stringify({ ...style, itemList: { a: 1 } }) });
    expect(notArray.status).toBe(400);
    expect(notArray.body.msg).toContain('label data error');
    const zh = await call(
      'POST',
      `/api/management/shops/${c.shop1}/labels`,
      c.owner,
      { name: 'x', style: JSON.stringify({ ...style, itemList: 'x' }) },
      'ch',
    );
    expect(zh.body.msg).toContain('标签数据错误');
    expect((await create({ style: 'not json' })).body.data.dahua_error).toBe('ERCO000730');
    const wide = await create({ style: JSON.stringify({ ...style, size: { width: 60, height: 40 } }) });
    expect(wide.body.msg).toContain('56 mm');
    const noName = await create({ name: '', style: JSON.stringify(style) });
    expect(noName.body.data.fields[0]).toMatchObject({ field: 'name' });
    const badLogo = await create({
      style: JSON.stringify({
        ...style,
        itemList: [
          { itemName: 'logo', value: 'javascript:alert(1)', style: { font: 0, x: 0, y: 0, w: 5, h: 5 } },
        ],
      }),
    });
    expect(badLogo.status).toBe(400);
    expect((await call('GET', `/api/management/shops/${c.shop1}/labels`, c.owner)).body.data).toEqual([]);
  });

  it('keeps one template per slot in a shop, naming the holder', async () => {
    const c = await company();
    await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      name: '甲',
      style: JSON.stringify(style),
      slot: 3,
    });
    const twice = await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
      name: '乙',
      style: JSON.stringify(style),
      slot: 3,
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('Label number 3 of 一号店 is already used by 甲');
    expect(twice.body.data.fields[0].field).toBe('slot');
    const otherShop = await call('POST', `/api/management/shops/${c.shop2}/labels`, c.owner, {
      name: '乙',
      style: JSON.stringify(style),
      slot: 3,
    });
    expect(otherShop.status).toBe(200);
  });

  it('downloads a file that uploads back to the same template', async () => {
    const c = await company();
    const made = (
      await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
        name: '往返',
        style: JSON.stringify(style),
        slot: 4,
      })
    ).body.data;
    const { url } = (await call('GET', `/api/management/labels/${made.id}/download`, c.owner)).body.data;
    expect(url).toMatch(/^\/api\/management\/labels\/files\/[A-Za-z0-9_-]+$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const back = await upload(c.owner, 'back.label.json', file.body);
    expect(back.json().data).toEqual({ data: made.style, name: '往返', type: '', slot: 4 });
    // A made-up token opens nothing.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/management/labels/files/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reads a scale layout pair into items at the fields’ positions', async () => {
    const c = await company();
    const { layout, texts } = toScaleLayout(
      {
        size: { width: 56, height: 40 },
        itemList: [
          { itemName: 'field', value: 'name', style: { font: 9, x: 2, y: 1, w: 50, h: 4 } },
          { itemName: 'field', value: 'total', style: { font: 13, x: 30, y: 16, w: 24, h: 6 } },
          { itemName: 'barCode', value: '{price_barcode}', style: { font: 1, x: 4, y: 28, w: 40, h: 10 } },
        ],
        qr_code_list: [],
      },
      5,
    );
    const read = await upload(c.owner, 'fruit.txt', `${layout}\r\n${texts}\r\n`);
    expect(read.statusCode).toBe(200);
    const data = read.json().data;
    expect(data.slot).toBe(5);
    expect(data.data.size).toEqual({ width: 56, height: 40 });
    expect(
      data.data.itemList.map((i: { value: string; style: { x: number; y: number } }) => [
        i.value,
        i.style.x,
        i.style.y,
      ]),
    ).toEqual([
      ['name', 2, 1],
      ['total', 30, 16],
      ['{price_barcode}', 4, 28],
    ]);
  });

  it('refuses files it cannot read, naming the file and what is wrong', async () => {
    const c = await company();
    const garbage = await upload(c.owner, 'photo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe]));
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().msg).toBe('photo.png is not a label file we can import: not UTF-8 text');
    expect((await upload(c.owner, 'a.json', '{"format":"other"}')).json().msg).toContain(
      'not a dahua-label file',
    );
    expect((await upload(c.owner, 'a.txt', '!0T00A5640')).json().msg).toContain('158 expected');
    const big = await upload(c.owner, 'big.json', Buffer.alloc(600 * 1024, 32));
    expect(big.statusCode).toBe(413);
    expect(big.json().data.dahua_error).toBe('ERCO000732');
  });

  it('copies a template to other shops, and says which template a goods item prints with per shop', async () => {
    const c = await company();
    const made = (
      await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
        name: '通用',
        style: JSON.stringify(style),
        slot: 2,
      })
    ).body.data;
    const copies = await call('POST', `/api/management/labels/${made.id}/copy`, c.owner, {
      shop_ids: [c.shop2],
    });
    expect(copies.body.data.map((l: { shop_id: number; slot: number }) => [l.shop_id, l.slot])).toEqual([
      [c.shop2, 2],
    ]);
    const [item] = await t.ctx.db
      .insert(goods)
      .values({
        companyId: c.id,
        pluNumber: 1,
        itemCode: '1',
        name: '苹果',
        unitPriceFen: 100,
        labelNumber: 2,
      })
      .returning();
    const slots = await call('GET', `/api/management/goods/${item!.id}/labels`, c.owner);
    expect(slots.body.data).toEqual({
      label_number: 2,
      shops: [
        { shop_id: c.shop1, shop_name: '一号店', label_id: made.id, label_name: '通用' },
        { shop_id: c.shop2, shop_name: '二号店', label_id: copies.body.data[0].id, label_name: '通用' },
      ],
    });
    await call('DELETE', `/api/management/labels/${made.id}`, c.owner);
    const empty = await call('GET', `/api/management/goods/${item!.id}/labels`, c.owner);
    expect(empty.body.data.shops[0]).toMatchObject({ shop_id: c.shop1, label_id: null });
    // The goods form asks about the number it holds before saving it.
    const unsaved = await call('GET', `/api/management/goods/${item!.id}/labels?label_number=2`, c.owner);
    expect(unsaved.body.data.shops.map((s: { label_id: number | null }) => s.label_id)).toEqual([
      null,
      copies.body.data[0].id,
    ]);
    const none = await call('GET', `/api/management/goods/${item!.id}/labels?label_number=0`, c.owner);
    expect(none.body.data).toEqual({ label_number: 0, shops: [] });
    const bad = await call('GET', `/api/management/goods/${item!.id}/labels?label_number=100`, c.owner);
    expect(bad.status).toBe(400);
  });

  it('keeps companies apart and lets only owners and managers change templates', async () => {
    const c = await company();
    const other = await company();
    const clerk = await c.join('USER');
    const made = (
      await call('POST', `/api/management/shops/${c.shop1}/labels`, c.owner, {
        name: '甲',
        style: JSON.stringify(style),
      })
    ).body.data;
    expect((await call('GET', `/api/management/labels/${made.id}`, clerk)).status).toBe(200);
    expect((await call('PUT', `/api/management/labels/${made.id}`, clerk, { name: '改' })).status).toBe(403);
    expect(
      (
        await call('POST', `/api/management/shops/${c.shop1}/labels`, clerk, {
          name: '乙',
          style: JSON.stringify(style),
        })
      ).status,
    ).toBe(403);
    for (const [method, url] of [
      ['GET', `/api/management/labels/${made.id}`],
      ['GET', `/api/management/labels/${made.id}/download`],
      ['PUT', `/api/management/labels/${made.id}`],
      ['DELETE', `/api/management/labels/${made.id}`],
      ['GET', `/api/management/shops/${c.shop1}/labels`],
    ] as const)
      expect(
        (await call(method, url, other.owner, method === 'PUT' ? { name: 'x' } : undefined)).status,
        url,
      ).toBe(404);
    expect(
      (
        await call('POST', `/api/management/shops/${c.shop1}/labels`, other.owner, {
          name: 'x',
          style: JSON.stringify(style),
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', `/api/management/labels/${made.id}/copy`, c.owner, { shop_ids: [other.shop1] }))
        .status,
    ).toBe(404);
  });
});
