import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, loginRequest, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
let superToken: string;
let superId: number;
beforeAll(async () => {
  t = await createTestApp();
  const root = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
  superId = root.id;
  superToken = await signIn(t.app, root.username!, root.password);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) });

describe('administrators', () => {
  it('a super administrator creates one, who can sign in; the list shows them', async () => {
    const created = await call('POST', '/api/management/admins', superToken, {
      username: 'ops.li',
      password: 'Ops@2026pass',
      nickname: '运维李',
      role_type: 'ADMIN',
    });
    expect(created.json().data).toMatchObject({ username: 'ops.li', role_type: 'ADMIN', status: 'active' });
    expect((await loginRequest(t.app, 'ops.li', 'Ops@2026pass')).statusCode).toBe(200);
    const list = await call('GET', '/api/management/admins?name=ops', superToken);
    expect(list.json().data.list.map((a: { username: string }) => a.username)).toContain('ops.li');
    const taken = await call('POST', '/api/management/admins', superToken, {
      username: 'ops.li',
      password: 'Another@123',
    });
    expect(taken.statusCode).toBe(409);
  });

  it('only a super administrator manages administrators', async () => {
    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const token = await signIn(t.app, admin.username!, admin.password);
    expect((await call('GET', '/api/management/admins', token)).statusCode).toBe(200);
    expect(
      (await call('POST', '/api/management/admins', token, { username: 'x.y', password: 'Xy@123456' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/management/admins/${superId}/status`, token, { status: 'disabled' }))
        .statusCode,
    ).toBe(403);
    const companyUser = await buildUser(t.ctx);
    const userToken = await signIn(t.app, companyUser.username!, companyUser.password);
    expect((await call('GET', '/api/management/admins', userToken)).statusCode).toBe(403);
  });

  it('disabling ends the administrator’s sessions; a password reset does too', async () => {
    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const token = await signIn(t.app, admin.username!, admin.password);
    expect(
      (
        await call('PUT', `/api/management/admins/${admin.id}/status`, superToken, { status: 'disabled' })
      ).json().data.status,
    ).toBe('disabled');
    expect((await call('GET', '/api/management/users/info', token)).json().data.dahua_error).toBe(
      'ERCO000001',
    );
    expect((await loginRequest(t.app, admin.username!, admin.password, '10.3.0.1')).statusCode).toBe(403);
    await call('PUT', `/api/management/admins/${admin.id}/status`, superToken, { status: 'active' });
    const again = await signIn(t.app, admin.username!, admin.password);
    await call('PUT', `/api/management/admins/${admin.id}/password`, superToken, {
      password: 'Brand@New2026',
    });
    expect((await call('GET', '/api/management/users/info', again)).json().data.dahua_error).toBe(
      'ERCO000001',
    );
    expect((await loginRequest(t.app, admin.username!, 'Brand@New2026')).statusCode).toBe(200);
  });

  it('no one disables or demotes themself, so an active super administrator always remains', async () => {
    const self = await call('PUT', `/api/management/admins/${superId}/status`, superToken, {
      status: 'disabled',
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().msg).toBe('不能对自己的账号执行此操作');
    expect(
      (await call('PUT', `/api/management/admins/${superId}/role`, superToken, { role_type: 'ADMIN' }))
        .statusCode,
    ).toBe(400);
    const second = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
    expect(
      (
        await call('PUT', `/api/management/admins/${second.id}/role`, superToken, { role_type: 'ADMIN' })
      ).json().data.role_type,
    ).toBe('ADMIN');
    const info = await call('GET', '/api/management/users/info', superToken);
    expect(info.json().data.role_type).toBe('SUPER_ADMIN');
  });

  it('refuses non-administrator targets and records everything in the audit log', async () => {
    const companyUser = await buildUser(t.ctx);
    expect(
      (
        await call('PUT', `/api/management/admins/${companyUser.id}/status`, superToken, {
          status: 'disabled',
        })
      ).statusCode,
    ).toBe(404);
    const audit = await call('GET', '/api/management/audit_logs', superToken);
    const actions = audit.json().data.list.map((e: { action: string }) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['admin.create', 'admin.disabled', 'admin.password_reset', 'admin.role']),
    );
  });
});
