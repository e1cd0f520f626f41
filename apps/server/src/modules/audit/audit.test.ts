import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('audit log entries', () => {
  it('name their target and company as they were at the time, and list what an edit changed', async () => {
    const owner = await buildUser(t.ctx);
    const company = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
    const token = await signIn(t.app, owner.username!, owner.password);
    const admin = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
    const adminToken = await signIn(t.app, admin.username!, admin.password);
    await call('PUT', `/api/management/companies/${company.id}`, adminToken, { name: '旧名公司' });

    const body = { plu_number: 1, item_code: '1000001', name: '苹果', unit_price: 1200 };
    const item = (await call('POST', '/api/management/goods', token, body)).json().data;
    await call('PUT', `/api/management/goods/${item.id}`, token, {
      unit_price: 1350,
      name: '红苹果',
      tare: 0,
    });
    await call('PUT', `/api/management/companies/${company.id}`, adminToken, { name: '新名公司' });
    await call('DELETE', `/api/management/goods/${item.id}`, token);

    const list = (await call('GET', `/api/management/audit_logs?company_id=${company.id}`, adminToken)).json()
      .data.list;
    const goods = list.filter((e: { target_type: string }) => e.target_type === 'goods').reverse();
    expect(
      goods.map((e: { action: string; target_name: string; company_name: string }) => [
        e.action,
        e.target_name,
        e.company_name,
      ]),
    ).toEqual([
      ['goods.create', '苹果', '旧名公司'],
      ['goods.edit', '红苹果', '旧名公司'],
      ['goods.delete', '红苹果', '新名公司'],
    ]);
    // Only what differs (tare was 0 already), each with its value before and after.
    expect(goods[1].detail.changes).toEqual({
      unit_price: { from: 1200, to: 1350 },
      name: { from: '苹果', to: '红苹果' },
    });
    // The names are fields of their own, not part of the detail.
    expect(goods[1].detail).not.toHaveProperty('target_name');
    const renamed = list.find((e: { action: string }) => e.action === 'company.update');
    expect(renamed).toMatchObject({ target_name: '新名公司', detail: { name: '新名公司' } });
  });
});
