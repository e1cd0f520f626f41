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
    expect(
      (await put(`/companies/${owner.company.id}`, owner.token, { if_analysis_open: 1 })).statusCode,
    ).toBe(400);
  });
});
