import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, companyMembers } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function member(role: 'OWNER' | 'MANAGER' | 'USER') {
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id, role);
  return { company, token: await signIn(t.app, user.username!, user.password) };
}
const put = (url: string, token: string, payload: object) =>
  t.app.inject({ method: 'PUT', url, headers: tokenHeader(token), payload });

describe('editing a company', () => {
  it('lets the owner edit their company by either path, and the change shows in their user info', async () => {
    const owner = await member('OWNER');
    const short = await put(`/companies/${owner.company.id}`, owner.token, {
      name: '鲜果连锁',
      address: '上海市',
    });
    expect(short.json().data).toMatchObject({ id: owner.company.id, name: '鲜果连锁', address: '上海市' });
    const long = await put(`/api/management/companies/${owner.company.id}`, owner.token, {
      contact_person: '李四',
    });
    expect(long.json().data).toMatchObject({ name: '鲜果连锁', contact_person: '李四' });
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/management/users/info',
      headers: tokenHeader(owner.token),
    });
    expect(info.json().data.company_info).toMatchObject({ name: '鲜果连锁', contact_person: '李四' });
  });

  it('refuses a manager, hides other companies, and lets an administrator edit any', async () => {
    const manager = await member('MANAGER');
    expect((await put(`/companies/${manager.company.id}`, manager.token, { name: 'x' })).statusCode).toBe(
      403,
    );
    const owner = await member('OWNER');
    const foreign = await put(`/companies/${manager.company.id}`, owner.token, { name: 'taken over' });
    expect(foreign.statusCode).toBe(404);
    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const adminToken = await signIn(t.app, admin.username!, admin.password);
    expect(
      (await put(`/companies/${manager.company.id}`, adminToken, { name: '改名' })).json().data.name,
    ).toBe('改名');
  });

  it('validates the fields', async () => {
    const owner = await member('OWNER');
    const badPhone = await put(`/companies/${owner.company.id}`, owner.token, { phone_number: '123' });
    expect(badPhone.json().data.fields).toEqual([{ field: 'phone_number', message: '请输入正确的手机号' }]);
    // The statistics switch is the administrators' to set; unknown fields are refused.
    expect(
      (await put(`/companies/${owner.company.id}`, owner.token, { if_analysis_open: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await put(`/companies/${owner.company.id}`, owner.token, { status: 'disabled' })).statusCode,
    ).toBe(400);
  });
});

describe('companies in the admin area', () => {
  async function adminToken() {
    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    return signIn(t.app, admin.username!, admin.password);
  }
  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) });

  it('are created, listed, searched and read with their counts by administrators', async () => {
    const token = await adminToken();
    const created = await call('POST', '/api/management/companies/create', token, {
      name: '华东生鲜连锁',
      contact_person: '赵六',
      phone_number: '13711112222',
      if_analysis_open: 1,
      img_url: '',
    });
    expect(created.json().data).toMatchObject({
      name: '华东生鲜连锁',
      if_analysis_open: 1,
      status: 'active',
      member_count: 0,
    });
    const id = created.json().data.id;
    for (const url of ['/api/management/companies', '/api/management/companies/search']) {
      const found = await call('GET', `${url}?name=${encodeURIComponent('生鲜')}&page=1&per_page=10`, token);
      expect(found.json().data.list.map((c: { id: number }) => c.id)).toContain(id);
      expect(found.json().data.meta.total).toBeGreaterThanOrEqual(1);
    }
    const audit = await call('GET', `/api/management/audit_logs?company_id=${id}`, token);
    expect(audit.json().data.list[0]).toMatchObject({ action: 'company.create', target_id: id });
  });

  it('are disabled and enabled; a disabled company no longer shows in its members’ sessions', async () => {
    const token = await adminToken();
    const owner = await member('OWNER');
    const disabled = await call('POST', `/api/management/companies/${owner.company.id}/disable`, token);
    expect(disabled.json().data.status).toBe('disabled');
    const info = await t.app.inject({
      method: 'GET',
      url: '/api/management/users/info',
      headers: tokenHeader(owner.token),
    });
    expect(info.json().data.company_info).toBeNull();
    await call('POST', `/api/management/companies/${owner.company.id}/enable`, token);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/management/users/info',
      headers: tokenHeader(owner.token),
    });
    expect(again.json().data.company_info.id).toBe(owner.company.id);
  });

  it('are not created, listed or disabled by company users; members read their own only', async () => {
    const owner = await member('OWNER');
    expect(
      (await call('POST', '/api/management/companies/create', owner.token, { name: 'x' })).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/management/companies', owner.token)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/management/companies/${owner.company.id}/disable`, owner.token)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/management/companies/${owner.company.id}`, owner.token)).json().data.id,
    ).toBe(owner.company.id);
    const other = await member('OWNER');
    expect((await call('GET', `/api/management/companies/${other.company.id}`, owner.token)).statusCode).toBe(
      404,
    );
  });
});

describe('the price barcode settings', () => {
  const info = async (token: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/management/users/info', headers: tokenHeader(token) })
    ).json().data.company_info;
  const read = async (id: number, token: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/management/companies/${id}`,
        headers: tokenHeader(token),
      })
    ).json().data;
  async function join(companyId: number, role: 'MANAGER' | 'USER') {
    const user = await buildUser(t.ctx);
    await t.ctx.db.insert(companyMembers).values({ companyId, userId: user.id, joinType: role });
    return signIn(t.app, user.username!, user.password);
  }
  async function stored(id: number) {
    const [row] = await t.ctx.db.select().from(companies).where(eq(companies.id, id));
    return { format: row!.barcodeFormat, flag: row!.barcodeFlag };
  }

  it('start as the 13-digit amount format with flag 20, in the company answer and the user info', async () => {
    const owner = await member('OWNER');
    expect(await read(owner.company.id, owner.token)).toMatchObject({
      barcode_format: 'FFWWWWWEEEEEC',
      barcode_flag: '20',
    });
    expect(await info(owner.token)).toMatchObject({ barcode_format: 'FFWWWWWEEEEEC', barcode_flag: '20' });
  });

  it('are set by the owner and by a manager, by either path, and reach the user info at once', async () => {
    const owner = await member('OWNER');
    const id = owner.company.id;
    const byOwner = await put(`/api/management/companies/${id}/barcode`, owner.token, {
      barcode_format: 'FFWWWWWEEEEENNNNNC',
      barcode_flag: '27',
    });
    expect(byOwner.statusCode).toBe(200);
    expect(byOwner.json().data).toMatchObject({
      id,
      barcode_format: 'FFWWWWWEEEEENNNNNC',
      barcode_flag: '27',
    });
    expect(await info(owner.token)).toMatchObject({
      barcode_format: 'FFWWWWWEEEEENNNNNC',
      barcode_flag: '27',
    });

    const manager = await join(id, 'MANAGER');
    const byManager = await put(`/companies/${id}/barcode`, manager, { barcode_flag: '21' });
    expect(byManager.json().data).toMatchObject({ barcode_format: 'FFWWWWWEEEEENNNNNC', barcode_flag: '21' });
    expect(await stored(id)).toEqual({ format: 'FFWWWWWEEEEENNNNNC', flag: '21' });
    // The general edit stays the owner's: a manager changes the barcode only through its own route.
    expect((await put(`/companies/${id}`, manager, { barcode_flag: '22' })).statusCode).toBe(403);
    const general = await put(`/companies/${id}`, owner.token, { barcode_format: 'FFWWWWWNNNNNC' });
    expect(general.json().data).toMatchObject({ barcode_format: 'FFWWWWWNNNNNC', barcode_flag: '21' });
  });

  it('are refused to a company USER and hidden from another company; administrators set any', async () => {
    const owner = await member('OWNER');
    const id = owner.company.id;
    const clerk = await join(id, 'USER');
    const refused = await put(`/companies/${id}/barcode`, clerk, { barcode_flag: '29' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data.dahua_error).toBe('ERCO000005');

    const other = await member('OWNER');
    for (const url of [`/companies/${id}/barcode`, `/api/management/companies/${id}/barcode`]) {
      const foreign = await put(url, other.token, {
        barcode_format: 'FFWWWWWNNNNNEEEEEC',
        barcode_flag: '29',
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().data.dahua_error).toBe('ERCO000006');
    }
    const otherManager = await join(other.company.id, 'MANAGER');
    expect((await put(`/companies/${id}/barcode`, otherManager, { barcode_flag: '29' })).statusCode).toBe(
      404,
    );
    expect(await stored(id)).toEqual({ format: 'FFWWWWWEEEEEC', flag: '20' });

    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const adminToken = await signIn(t.app, admin.username!, admin.password);
    const byAdmin = await put(`/api/management/companies/${id}/barcode`, adminToken, {
      barcode_format: 'FFWWWWWNNNNNEEEEEC',
      barcode_flag: '28',
    });
    expect(byAdmin.json().data).toMatchObject({ barcode_format: 'FFWWWWWNNNNNEEEEEC', barcode_flag: '28' });
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/management/audit_logs?company_id=${id}`,
      headers: tokenHeader(adminToken),
    });
    expect(audit.json().data.list[0]).toMatchObject({
      action: 'company.barcode',
      target_id: id,
      detail: { barcode_format: 'FFWWWWWNNNNNEEEEEC', barcode_flag: '28' },
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/management/companies/create',
      headers: tokenHeader(adminToken),
      payload: { name: '条码公司', barcode_format: 'FFWWWWWNNNNNC', barcode_flag: '25' },
    });
    expect(created.json().data).toMatchObject({ barcode_format: 'FFWWWWWNNNNNC', barcode_flag: '25' });
  });

  it('validate the format and the flag, in the caller’s language, and change nothing when wrong', async () => {
    const owner = await member('OWNER');
    const id = owner.company.id;
    const url = `/companies/${id}/barcode`;
    const badFormat = await put(url, owner.token, { barcode_format: 'FFWWWWWC' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.json().data.fields.map((f: { field: string }) => f.field)).toEqual(['barcode_format']);
    for (const flag of ['2', '200', '2a', '']) {
      const badFlag = await put(url, owner.token, { barcode_flag: flag });
      expect(badFlag.statusCode, flag).toBe(400);
      expect(badFlag.json().data.fields).toEqual([{ field: 'barcode_flag', message: '条码标志为 2 位数字' }]);
    }
    const english = await t.app.inject({
      method: 'PUT',
      url,
      headers: { ...tokenHeader(owner.token), lang: 'en' },
      payload: { barcode_flag: 'x1' },
    });
    expect(english.json().data.fields).toEqual([
      { field: 'barcode_flag', message: 'the barcode flag is 2 digits' },
    ]);
    expect((await put(url, owner.token, {})).statusCode).toBe(400);
    expect((await put(url, owner.token, { barcode_flag: '21', name: 'x' })).statusCode).toBe(400);
    expect((await put(`/companies/${id}`, owner.token, { barcode_flag: '7' })).statusCode).toBe(400);
    expect(await stored(id)).toEqual({ format: 'FFWWWWWEEEEEC', flag: '20' });
  });
});
