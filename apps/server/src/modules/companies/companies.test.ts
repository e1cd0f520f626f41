import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
