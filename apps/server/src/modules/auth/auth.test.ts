import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, loginRequest, signIn } from '../../test/factories.js';
import { basic, createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES_PER_IDENTIFIER: '3', LOGIN_MAX_ATTEMPTS_PER_IP: '8' });
});
afterAll(() => t.close());

const info = (token: string, lang?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/management/users/info',
    headers: { ...tokenHeader(token), ...(lang ? { lang } : {}) },
  });

describe('password sign-in', () => {
  it('signs in by username and answers the user info with a token and its expiration', async () => {
    const user = await buildUser(t.ctx, { phone: '13700000001' });
    const company = await buildCompanyWith(t.ctx, user.id, 'MANAGER');
    const response = await loginRequest(t.app, user.username!, user.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(1);
    expect(body.data).toMatchObject({
      id: user.id,
      role_type: 'USER',
      phone_number: '13700000001',
      if_phone_number: 1,
      if_company: 1,
      company_info: { id: company.id, name: company.name, role_type: 'MANAGER', role_name: '管理员' },
    });
    expect(body.data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(new Date(body.data.expiration).getTime()).toBeGreaterThan(Date.now());
  });

  it('signs in by bound phone number as well', async () => {
    const user = await buildUser(t.ctx, { phone: '13700000002' });
    const token = await signIn(t.app, '13700000002', user.password);
    expect((await info(token)).json().data.id).toBe(user.id);
  });

  it('stores only a hash of the token', async () => {
    const user = await buildUser(t.ctx);
    const token = await signIn(t.app, user.username!, user.password);
    const rows = await t.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers the same message for an unknown account and a wrong password', async () => {
    const user = await buildUser(t.ctx);
    const wrong = await loginRequest(t.app, user.username!, 'not-the-password', '10.0.0.2');
    const unknown = await loginRequest(t.app, 'nobody-here', 'whatever', '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ code: 0, msg: '账号或密码错误', data: { dahua_error: 'ERCO000003' } });
  });

  it('answers in English when the caller asks for it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/users/login/password',
      headers: { authorization: basic('nobody', 'x'), lang: 'en' },
      remoteAddress: '10.0.0.3',
    });
    expect(response.json().msg).toBe('Wrong account or password.');
  });

  it('refuses a disabled account even with the right password', async () => {
    const user = await buildUser(t.ctx, { status: 'disabled' });
    const response = await loginRequest(t.app, user.username!, user.password, '10.0.0.4');
    expect(response.statusCode).toBe(403);
    expect(response.json().data.dahua_error).toBe('ERCO000009');
  });

  it('locks an identifier after repeated failures, even for the right password, with a clear message', async () => {
    const user = await buildUser(t.ctx);
    for (let i = 0; i < 3; i++) {
      expect((await loginRequest(t.app, user.username!, 'wrong', '10.0.1.1')).statusCode).toBe(401);
    }
    const locked = await loginRequest(t.app, user.username!, user.password, '10.0.1.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000004' } });
    expect(locked.json().msg).toMatch(/尝试次数过多，请 \d+ 分钟后再试/);
  });

  it('does not let a client choose its address with X-Forwarded-For (TRUST_PROXY off by default)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/management/users/login/password',
        remoteAddress: '10.0.3.1',
        headers: {
          authorization: `Basic ${Buffer.from(`spoof${i}:x`).toString('base64')}`,
          'x-forwarded-for': `192.0.2.${i}`,
        },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses[8]).toBe(429);
  });

  it('limits attempts per IP address', async () => {
    const ip = '10.0.2.1';
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await loginRequest(t.app, `ghost${i}`, 'x', ip)).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses[8]).toBe(429);
    // Another address is not affected.
    const user = await buildUser(t.ctx);
    expect((await loginRequest(t.app, user.username!, user.password, '10.0.2.2')).statusCode).toBe(200);
  });

  it('names the missing field when the authorization header is absent', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/management/users/login/password' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(0);
    expect(body.data.dahua_error).toBe('ERCO000002');
    expect(body.data.fields[0].field).toBe('authorization');
    expect(body.msg).toContain('authorization');
  });
});

describe('token authentication', () => {
  it('answers the user info for a live token', async () => {
    const user = await buildUser(t.ctx);
    const token = await signIn(t.app, user.username!, user.password);
    const response = await info(token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, token, if_company: 0, company_info: null });
  });

  it.each([
    ['no header', {}],
    ['an unknown token', tokenHeader('made-up-token')],
    ['a malformed header', { authorization: 'Bearer abc' }],
  ])('answers ERCO000001 for %s', async (_label, headers) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/management/users/info', headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      code: 0,
      msg: '用户登录信息失效，请重新登录',
      data: { dahua_error: 'ERCO000001' },
    });
  });

  it('answers ERCO000001 once the token has expired', async () => {
    const user = await buildUser(t.ctx);
    const token = await signIn(t.app, user.username!, user.password);
    await t.ctx.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await info(token)).json().data.dahua_error).toBe('ERCO000001');
  });

  it('revokes the token on logout, leaving other sessions alive', async () => {
    const user = await buildUser(t.ctx);
    const first = await signIn(t.app, user.username!, user.password);
    const second = await signIn(t.app, user.username!, user.password);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/management/users/logout',
      headers: tokenHeader(first),
    });
    expect(logout.json()).toEqual({ code: 1, msg: 'success', data: null });
    expect((await info(first)).json().data.dahua_error).toBe('ERCO000001');
    expect((await info(second)).json().code).toBe(1);
  });

  it('ends the sessions of a user who is disabled', async () => {
    const user = await buildUser(t.ctx);
    const token = await signIn(t.app, user.username!, user.password);
    const { users } = await import('../../db/schema/index.js');
    await t.ctx.db.update(users).set({ status: 'disabled' }).where(eq(users.id, user.id));
    expect((await info(token)).json().data.dahua_error).toBe('ERCO000001');
  });
});
