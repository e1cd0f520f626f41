import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, type CompanyRole, companyMembers, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  const a = await buildUser(t.ctx, { role: 'ADMIN' });
  admin = await signIn(t.app, a.username!, a.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object, lang?: string) =>
  t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(token), ...(lang ? { lang } : {}) },
    ...(payload ? { payload } : {}),
  });

/** A company with an owner, and a way to add more members with a role. */
async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  const join = async (role: CompanyRole) => {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId: row.id, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  };
  return { id: row.id, name: row.name, owner: await signIn(t.app, owner.username!, owner.password), join };
}

async function addScale(shopId: number, companyId: number, name = '秤') {
  const [row] = await t.ctx.db.insert(scales).values({ shopId, companyId, scaleName: name }).returning();
  return row!;
}

const shopBody = {
  name: '鲜果一号店',
  contact_person: '王五',
  phone_number: '13800138000',
  img_url: '/uploads/shop.png',
  address: '杭州市西湖区文三路 1 号',
  telephone: '0571-88888888',
  desc: '水果生鲜',
};

async function shopRow(id: number) {
  const [row] = await t.ctx.db.select().from(shops).where(eq(shops.id, id));
  return row;
}

describe('shops CRUD', () => {
  it('creates, reads, edits and deletes a shop by every path form', async () => {
    const c = await company();
    const created = await call('POST', '/api/management/shops/create', c.owner, shopBody);
    expect(created.statusCode).toBe(200);
    const shop = created.json().data;
    expect(shop).toMatchObject({
      ...shopBody,
      company_id: c.id,
      company_name: c.name,
      scale_count: 0,
    });
    expect(typeof shop.created_time).toBe('string');

    const short = (await call('POST', '/shops', c.owner, { name: '二号店' })).json().data;
    expect(short).toMatchObject({ name: '二号店', phone_number: '', desc: '', company_id: c.id });
    const long = (await call('POST', '/api/management/shops', c.owner, { name: '三号店' })).json().data;
    expect(long.company_id).toBe(c.id);

    const details = await call('GET', `/api/management/shops/${shop.id}`, c.owner);
    expect(details.json().data).toMatchObject({ ...shopBody, id: shop.id, scales: [] });

    const edited = await call('PUT', `/shops/${shop.id}`, c.owner, { name: '鲜果旗舰店', desc: '' });
    expect(edited.json().data).toMatchObject({ name: '鲜果旗舰店', desc: '', address: shopBody.address });
    const editedLong = await call('PUT', `/api/management/shops/${shop.id}`, c.owner, { telephone: '' });
    expect(editedLong.json().data).toMatchObject({ name: '鲜果旗舰店', telephone: '' });

    expect((await call('DELETE', `/shops/${short.id}`, c.owner)).json()).toMatchObject({ code: 1 });
    expect((await call('DELETE', `/api/management/shops/${long.id}`, c.owner)).json().code).toBe(1);
    expect(await shopRow(short.id)).toBeUndefined();
    expect((await call('DELETE', `/shops/${short.id}`, c.owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/management/shops/${short.id}`, c.owner)).statusCode).toBe(404);

    const list = (await call('GET', '/api/management/shops', c.owner)).json().data;
    expect(list.list.map((s: { id: number }) => s.id)).toEqual([shop.id]);
    expect(list.meta).toEqual({ total: 1, page: 1, per_page: 10 });
  });

  it('lets managers write, a company USER only read', async () => {
    const c = await company();
    const manager = await c.join('MANAGER');
    const clerk = await c.join('USER');
    const shop = (await call('POST', '/shops', manager, { name: '经理开的店' })).json().data;
    expect(shop.company_id).toBe(c.id);
    expect((await call('PUT', `/shops/${shop.id}`, manager, { name: '经理改名' })).statusCode).toBe(200);

    expect((await call('POST', '/shops', clerk, { name: '店员开店' })).statusCode).toBe(403);
    expect((await call('POST', '/api/management/shops/create', clerk, { name: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', `/shops/${shop.id}`, clerk, { name: '店员改名' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/management/shops/${shop.id}`, clerk, { name: 'y' })).statusCode).toBe(
      403,
    );
    expect((await call('DELETE', `/shops/${shop.id}`, clerk)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/management/shops/${shop.id}`, clerk)).statusCode).toBe(403);
    expect((await shopRow(shop.id))?.name).toBe('经理改名');

    const read = await call('GET', '/api/management/shops', clerk);
    expect(read.json().data.list.map((s: { id: number }) => s.id)).toEqual([shop.id]);
    expect((await call('GET', `/api/management/shops/${shop.id}`, clerk)).statusCode).toBe(200);
    expect((await call('DELETE', `/shops/${shop.id}`, manager)).statusCode).toBe(200);
  });
});

describe('tenancy', () => {
  it("answers 404 for another company's shop on read, edit and delete, and changes nothing", async () => {
    const mine = await company();
    const theirs = await company();
    const shop = (await call('POST', '/shops', theirs.owner, shopBody)).json().data;
    const before = await shopRow(shop.id);

    for (const [method, url] of [
      ['GET', `/api/management/shops/${shop.id}`],
      ['PUT', `/shops/${shop.id}`],
      ['PUT', `/api/management/shops/${shop.id}`],
      ['DELETE', `/shops/${shop.id}`],
      ['DELETE', `/api/management/shops/${shop.id}`],
    ] as const) {
      const response = await call(method, url, mine.owner, method === 'PUT' ? { name: '抢走' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().data.dahua_error).toBe('ERCO000006');
      // Exactly the answer of a shop that does not exist.
      const missing = await call(method, url.replace(String(shop.id), '999999'), mine.owner, {
        ...(method === 'PUT' ? { name: '抢走' } : {}),
      });
      expect(response.json().msg).toBe(missing.json().msg);
    }
    expect(await shopRow(shop.id)).toEqual(before);

    const list = (await call('GET', `/api/management/shops?company_id=${theirs.id}`, mine.owner)).json().data;
    expect(list).toMatchObject({ list: [], meta: { total: 0 } });
    const search = (await call('GET', '/api/management/shops/search?name=鲜果', mine.owner)).json().data;
    expect(search.list).toEqual([]);
  });

  it('refuses creating in another company: a company user cannot name a foreign company_id', async () => {
    const mine = await company();
    const theirs = await company();
    const response = await call('POST', '/shops', mine.owner, { name: '越界', company_id: theirs.id });
    expect(response.statusCode).toBe(404);
    const list = (await call('GET', '/api/management/shops', theirs.owner)).json().data;
    expect(list.meta.total).toBe(0);
  });

  it('shows a user with no company nothing, and lets them write nothing', async () => {
    const c = await company();
    const shop = (await call('POST', '/shops', c.owner, shopBody)).json().data;
    const loner = await buildUser(t.ctx);
    const token = await signIn(t.app, loner.username!, loner.password);
    const list = (await call('GET', '/api/management/shops', token)).json().data;
    expect(list).toEqual({ list: [], meta: { total: 0, page: 1, per_page: 10 } });
    expect((await call('GET', `/api/management/shops/${shop.id}`, token)).statusCode).toBe(404);
    expect((await call('PUT', `/shops/${shop.id}`, token, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/shops/${shop.id}`, token)).statusCode).toBe(404);
    expect((await call('POST', '/shops', token, { name: '无主店' })).statusCode).toBe(403);
    expect((await shopRow(shop.id))?.name).toBe(shopBody.name);
  });

  it('lets administrators see every company, filter by company and write in the company they name', async () => {
    const a = await company();
    const b = await company();
    const shopA = (await call('POST', '/shops', a.owner, { name: '甲公司门店' })).json().data;
    const shopB = (await call('POST', '/shops', b.owner, { name: '乙公司门店' })).json().data;

    const all = (await call('GET', '/api/management/shops?per_page=100', admin)).json().data;
    const ids = all.list.map((s: { id: number }) => s.id);
    expect(ids).toEqual(expect.arrayContaining([shopA.id, shopB.id]));

    const onlyB = (await call('GET', `/api/management/shops?company_id=${b.id}`, admin)).json().data;
    expect(onlyB.list.map((s: { id: number }) => s.id)).toEqual([shopB.id]);
    expect(onlyB.list[0]).toMatchObject({ company_id: b.id, company_name: b.name });

    const missingCompany = await call('POST', '/shops', admin, { name: '管理员开店' });
    expect(missingCompany.statusCode).toBe(400);
    expect(missingCompany.json().data.fields).toEqual([{ field: 'company_id', message: 'required' }]);
    const unknown = await call('POST', '/shops', admin, { name: '管理员开店', company_id: 999999 });
    expect(unknown.statusCode).toBe(404);
    const made = await call('POST', '/api/management/shops/create', admin, {
      name: '管理员开店',
      company_id: a.id,
    });
    expect(made.json().data).toMatchObject({ company_id: a.id, name: '管理员开店' });

    expect((await call('PUT', `/shops/${shopB.id}`, admin, { address: '北京' })).json().data.address).toBe(
      '北京',
    );
    expect((await call('GET', `/api/management/shops/${shopB.id}`, admin)).statusCode).toBe(200);
    expect((await call('DELETE', `/shops/${shopB.id}`, admin)).statusCode).toBe(200);
  });
});

describe('deleting a shop with scales', () => {
  it('is refused with the number of scales, nothing deleted; allowed once the scales are gone', async () => {
    const c = await company();
    const shop = (await call('POST', '/shops', c.owner, { name: '有秤的店' })).json().data;
    const first = await addScale(shop.id, c.id, '一号秤');
    await addScale(shop.id, c.id, '二号秤');

    const details = (await call('GET', `/api/management/shops/${shop.id}`, c.owner)).json().data;
    expect(details.scale_count).toBe(2);
    expect(details.scales.map((s: { scale_name: string }) => s.scale_name)).toEqual(['一号秤', '二号秤']);
    expect(details.scales[0]).toMatchObject({ id: first.id, name: '一号秤', if_verify: 0 });

    const refused = await call('DELETE', `/shops/${shop.id}`, c.owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 0,
      msg: '该店铺下还有 2 台电子秤，请先移除电子秤后再删除店铺',
      data: { dahua_error: 'ERCO000200', scale_count: 2 },
    });
    const english = await call('DELETE', `/api/management/shops/${shop.id}`, c.owner, undefined, 'en');
    expect(english.json().msg).toBe('This shop still has 2 scale(s); remove them before deleting the shop.');
    expect(await shopRow(shop.id)).toBeDefined();
    expect((await t.ctx.db.select().from(scales).where(eq(scales.shopId, shop.id))).length).toBe(2);

    await t.ctx.db.delete(scales).where(eq(scales.shopId, shop.id));
    expect((await call('DELETE', `/shops/${shop.id}`, c.owner)).json().code).toBe(1);
    expect(await shopRow(shop.id)).toBeUndefined();
  });
});

describe('validation', () => {
  it('names the field and the problem, in the language of the caller', async () => {
    const c = await company();
    const noName = await call('POST', '/shops', c.owner, { address: 'x' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().data.fields).toEqual([{ field: 'name', message: '请输入店铺名称' }]);
    const blank = await call('POST', '/shops', c.owner, { name: '   ' }, 'en');
    expect(blank.json().data.fields).toEqual([{ field: 'name', message: 'please enter the shop name' }]);

    const badPhone = await call('POST', '/shops', c.owner, { name: '店', phone_number: '12345' });
    expect(badPhone.json().data.fields).toEqual([{ field: 'phone_number', message: '请输入正确的手机号' }]);
    const notStartingWith1 = await call('POST', '/shops', c.owner, {
      name: '店',
      phone_number: '23800138000',
    });
    expect(notStartingWith1.statusCode).toBe(400);

    const tooLong = await call('POST', '/shops', c.owner, { name: '店'.repeat(51), desc: 'd'.repeat(501) });
    expect(
      tooLong
        .json()
        .data.fields.map((f: { field: string }) => f.field)
        .sort(),
    ).toEqual(['desc', 'name']);
    const badTelephone = await call('PUT', '/shops/1', c.owner, { telephone: 'call me' });
    expect(badTelephone.json().data.fields[0].field).toBe('telephone');
    const blankEdit = await call('PUT', '/shops/1', c.owner, { name: '' });
    expect(blankEdit.json().data.fields).toEqual([{ field: 'name', message: '请输入店铺名称' }]);
    expect((await call('GET', '/api/management/shops?per_page=101', c.owner)).statusCode).toBe(400);

    const list = (await call('GET', '/api/management/shops', c.owner)).json().data;
    expect(list.meta.total).toBe(0);
  });
});

describe('listing', () => {
  it('searches by name (case-insensitive substring, wildcards literal) and pages', async () => {
    const c = await company();
    for (const name of ['Fresh Mart 东站', 'fresh mart 西站', '百货大楼', '100%_店']) {
      await call('POST', '/shops', c.owner, { name });
    }
    const names = async (query: string) =>
      (await call('GET', `/api/management/shops/search?${query}`, c.owner))
        .json()
        .data.list.map((s: { name: string }) => s.name);
    expect(await names('name=MART')).toEqual(['fresh mart 西站', 'Fresh Mart 东站']);
    expect(await names(`name=${encodeURIComponent('大楼')}`)).toEqual(['百货大楼']);
    expect(await names(`name=${encodeURIComponent('%')}`)).toEqual(['100%_店']);
    expect(await names(`name=${encodeURIComponent('_')}`)).toEqual(['100%_店']);
    expect(await names('name=')).toHaveLength(4);

    const page2 = (await call('GET', '/api/management/shops?page=2&per_page=3', c.owner)).json().data;
    expect(page2.meta).toEqual({ total: 4, page: 2, per_page: 3 });
    expect(page2.list.map((s: { name: string }) => s.name)).toEqual(['Fresh Mart 东站']);
  });
});

describe('shop names', () => {
  it('are unique within a company, in any case, on create and on edit; other companies may reuse them', async () => {
    const c = await company();
    const first = await call('POST', '/api/management/shops/create', c.owner, { name: 'Fresh Market' });
    expect(first.statusCode).toBe(200);
    const again = await call('POST', '/api/management/shops/create', c.owner, { name: 'fresh market' }, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe(
      'This company already has a shop named "fresh market"; please choose another name.',
    );
    const other = await call('POST', '/api/management/shops/create', c.owner, { name: 'Second' });
    const renamed = await call('PUT', `/api/management/shops/${other.json().data.id}`, c.owner, {
      name: 'FRESH MARKET',
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().data.dahua_error).toBe('ERCO000201');
    const d = await company();
    expect(
      (await call('POST', '/api/management/shops/create', d.owner, { name: 'Fresh Market' })).statusCode,
    ).toBe(200);
  });

  it('make one of two parallel creations with one name succeed and the other a clear 409', async () => {
    const c = await company();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        call('POST', '/api/management/shops/create', c.owner, { name: 'Twin' }),
      ),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
  });
});

describe('shop audit', () => {
  it('records creations, edits and deletions with the shop’s name at the time', async () => {
    const c = await company();
    const created = (
      await call('POST', '/api/management/shops', c.owner, { ...shopBody, name: '审计店' })
    ).json().data;
    await call('PUT', `/api/management/shops/${created.id}`, c.owner, { name: '审计新店' });
    await call('DELETE', `/api/management/shops/${created.id}`, c.owner);
    const rows = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.targetId, created.id));
    expect(
      rows
        .filter((r) => r.targetType === 'shop')
        .map((r) => [
          r.action,
          (r.detail as { name: string; previous_name?: string }).name,
          (r.detail as { previous_name?: string }).previous_name,
        ]),
    ).toEqual([
      ['shop.create', '审计店', undefined],
      ['shop.edit', '审计新店', '审计店'],
      ['shop.delete', '审计新店', undefined],
    ]);
  });
});
