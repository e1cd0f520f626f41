import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { auditLogs, inspectorAssignments, scales, shops, users } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, loginRequest, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { lastCodeFor } from '../../test/sms-outbox.js';
import { resolveSession } from '../auth/service.js';
import { recordView } from './service.js';

let t: TestApp;
const outbox = path.join(mkdtempSync(path.join(tmpdir(), 'inspectors-')), 'outbox.jsonl');
let adminToken: string;
let ownerToken: string;
const a = { companyId: 0, shop1: 0, shop2: 0, scale1: 0 };
const b = { companyId: 0, shop: 0 };

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: tokenHeader(token), ...(payload ? { payload } : {}) });

async function newShop(companyId: number, name: string): Promise<number> {
  const [shop] = await t.ctx.db.insert(shops).values({ companyId, name }).returning();
  return shop!.id;
}

let sequence = 0;
async function createInspector(assignments: object[] = [], extra: object = {}) {
  sequence += 1;
  const body = {
    username: `inspector${sequence}`,
    password: 'Insp@2026pass',
    nickname: `监管员${sequence}`,
    organisation: '西湖区市场监督管理局',
    assignments,
    ...extra,
  };
  const created = await call('POST', '/api/management/inspectors', adminToken, body);
  expect(created.statusCode, created.body).toBe(200);
  return created.json().data as {
    id: number;
    username: string;
    assignments: {
      company_id: number;
      shop_id: number | null;
      company_name: string;
      shop_name: string | null;
    }[];
  };
}

/** The audit entries of one action about one user, oldest first. */
async function auditOf(action: string, actorOrTarget: { actor?: number; target?: number }) {
  const rows = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, action));
  return rows
    .filter((r) => actorOrTarget.actor === undefined || r.actorUserId === actorOrTarget.actor)
    .filter((r) => actorOrTarget.target === undefined || r.targetId === actorOrTarget.target)
    .sort((x, y) => x.id - y.id);
}

/** The view entries arrive just after the answer (onResponse): wait for them a moment. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

beforeAll(async () => {
  t = await createTestApp({ SMS_SENDER: 'outbox', SMS_OUTBOX_FILE: outbox });
  const admin = await buildUser(t.ctx, { role: 'ADMIN' });
  adminToken = await signIn(t.app, admin.username!, admin.password);
  const owner = await buildUser(t.ctx, { phone: '13855550001' });
  const company = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  ownerToken = await signIn(t.app, owner.username!, owner.password);
  a.companyId = company.id;
  a.shop1 = await newShop(company.id, '文三路店');
  a.shop2 = await newShop(company.id, '滨江店');
  const [scale] = await t.ctx.db
    .insert(scales)
    .values({ companyId: company.id, shopId: a.shop1, scaleName: '一号秤' })
    .returning();
  a.scale1 = scale!.id;
  const ownerB = await buildUser(t.ctx, { phone: '13855550002' });
  const companyB = await buildCompanyWith(t.ctx, ownerB.id, 'OWNER');
  b.companyId = companyB.id;
  b.shop = await newShop(companyB.id, '乙公司店');
});
afterAll(() => t.close());

describe('inspector accounts', () => {
  it('an administrator creates one with a shop, lists it with its assignments named, and it signs in', async () => {
    const created = await createInspector([{ company_id: a.companyId, shop_id: a.shop1 }], {
      phone_number: '13966660001',
    });
    expect(created).toMatchObject({
      username: `inspector${sequence}`,
      organisation: '西湖区市场监督管理局',
      status: 'active',
      assignments: [{ company_id: a.companyId, shop_id: a.shop1, shop_name: '文三路店' }],
    });
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, created.id));
    expect(row?.roleType).toBe('INSPECTOR');

    const list = await call('GET', '/api/management/inspectors?name=西湖区', adminToken);
    expect(list.statusCode).toBe(200);
    const listed = list.json().data.list.find((i: { id: number }) => i.id === created.id);
    expect(listed.assignments).toEqual([
      { company_id: a.companyId, company_name: expect.any(String), shop_id: a.shop1, shop_name: '文三路店' },
    ]);

    const login = await loginRequest(t.app, created.username, 'Insp@2026pass');
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ role_type: 'INSPECTOR', if_company: 0, company_info: null });
    const info = await call('GET', '/api/management/users/info', login.json().data.token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data.role_type).toBe('INSPECTOR');

    const [audit] = await auditOf('inspector.create', { target: created.id });
    expect(audit?.detail).toMatchObject({ username: created.username, organisation: '西湖区市场监督管理局' });

    const taken = await call('POST', '/api/management/inspectors', adminToken, {
      username: created.username,
      password: 'Another@123',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().data.dahua_error).toBe('ERCO000305');
    const phoneTaken = await call('POST', '/api/management/inspectors', adminToken, {
      username: 'fresh.name',
      password: 'Another@123',
      phone_number: '13966660001',
    });
    expect(phoneTaken.statusCode).toBe(409);
    expect(phoneTaken.json().data.dahua_error).toBe('ERCO000103');
  });

  it('the password follows the house rules; bad input is a validation answer', async () => {
    for (const body of [
      { username: 'short.pw', password: 'abc' },
      { username: '1starts-with-digit', password: 'Good@12345' },
      { username: 'ok.name', password: 'Good@12345', assignments: [{ company_id: 'x' }] },
      { username: 'ok.name', password: 'Good@12345', organisation: 'x'.repeat(61) },
    ]) {
      const answer = await call('POST', '/api/management/inspectors', adminToken, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().data.dahua_error).toBe('ERCO000002');
    }
  });

  it('only administrators manage inspectors: a company owner and an inspector get 403', async () => {
    const inspector = await createInspector([{ company_id: a.companyId }]);
    const inspectorToken = await signIn(t.app, inspector.username, 'Insp@2026pass');
    for (const token of [ownerToken, inspectorToken]) {
      expect((await call('GET', '/api/management/inspectors', token)).statusCode).toBe(403);
      expect(
        (
          await call('POST', '/api/management/inspectors', token, {
            username: 'x.y.z',
            password: 'Xy@123456',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/api/management/inspectors/${inspector.id}/assignments`, token, {
            assignments: [{ company_id: b.companyId }],
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/api/management/inspectors/${inspector.id}/status`, token, {
            status: 'disabled',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/api/management/inspectors/${inspector.id}/password`, token, {
            password: 'Other@123456',
          })
        ).statusCode,
      ).toBe(403);
    }
    // Another person's id is not an inspector's: 404.
    const [admin] = await t.ctx.db.select().from(users).where(eq(users.roleType, 'ADMIN'));
    expect(
      (
        await call('PUT', `/api/management/inspectors/${admin!.id}/status`, adminToken, {
          status: 'disabled',
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('assignments', () => {
  it('are replaced all or nothing; a shop of another company is refused (400) and nothing changes', async () => {
    const inspector = await createInspector([{ company_id: a.companyId, shop_id: a.shop1 }]);
    const url = `/api/management/inspectors/${inspector.id}/assignments`;
    const refused = await call('PUT', url, adminToken, {
      assignments: [{ company_id: b.companyId }, { company_id: a.companyId, shop_id: b.shop }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data).toMatchObject({
      dahua_error: 'ERCO001100',
      fields: [{ field: 'assignments.1.shop_id' }],
    });
    expect(refused.json().msg).toContain('乙公司店');
    const missingCompany = await call('PUT', url, adminToken, { assignments: [{ company_id: 999999 }] });
    expect(missingCompany.statusCode).toBe(404);
    expect(missingCompany.json().data.fields).toEqual([
      { field: 'assignments.0.company_id', message: expect.any(String) },
    ]);
    const missingShop = await call('PUT', url, adminToken, {
      assignments: [{ company_id: a.companyId, shop_id: 999999 }],
    });
    expect(missingShop.statusCode).toBe(404);
    const kept = await t.ctx.db
      .select()
      .from(inspectorAssignments)
      .where(eq(inspectorAssignments.userId, inspector.id));
    expect(kept.map((r) => [r.companyId, r.shopId])).toEqual([[a.companyId, a.shop1]]);

    const replaced = await call('PUT', url, adminToken, {
      assignments: [
        { company_id: b.companyId },
        { company_id: b.companyId, shop_id: b.shop }, // within the whole company: dropped
        { company_id: a.companyId, shop_id: a.shop2 },
        { company_id: a.companyId, shop_id: a.shop2 }, // a repeat: once
      ],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(
      replaced
        .json()
        .data.assignments.map((x: { company_id: number; shop_id: number | null }) => [
          x.company_id,
          x.shop_id,
        ]),
    ).toEqual(
      expect.arrayContaining([
        [b.companyId, null],
        [a.companyId, a.shop2],
      ]),
    );
    expect(replaced.json().data.assignments).toHaveLength(2);
    const [audit] = await auditOf('inspector.assignments', { target: inspector.id });
    expect(audit?.detail).toMatchObject({
      from: [{ company_id: a.companyId, shop_id: a.shop1 }],
      to: expect.arrayContaining([expect.objectContaining({ company_id: b.companyId, shop_id: null })]),
    });

    const emptied = await call('PUT', url, adminToken, { assignments: [] });
    expect(emptied.json().data.assignments).toEqual([]);
  });

  it('the session carries them, and a change reaches a signed-in inspector', async () => {
    const inspector = await createInspector([
      { company_id: a.companyId, shop_id: a.shop1 },
      { company_id: b.companyId },
    ]);
    const token = await signIn(t.app, inspector.username, 'Insp@2026pass');
    const session = await resolveSession(t.ctx, token);
    expect(session?.inspection).toEqual({ companyIds: [b.companyId], shopIds: [a.shop1] });
    // Read again: from the cache, the same.
    expect((await resolveSession(t.ctx, token))?.inspection).toEqual({
      companyIds: [b.companyId],
      shopIds: [a.shop1],
    });
    await call('PUT', `/api/management/inspectors/${inspector.id}/assignments`, adminToken, {
      assignments: [{ company_id: a.companyId, shop_id: a.shop2 }],
    });
    expect((await resolveSession(t.ctx, token))?.inspection).toEqual({ companyIds: [], shopIds: [a.shop2] });
    // Nobody else's session carries assignments.
    expect((await resolveSession(t.ctx, ownerToken))?.inspection).toBeUndefined();
  });
});

describe('status and password', () => {
  it('disabling ends the sessions and refuses sign-in; enabling lets it sign in again; both are audited', async () => {
    const inspector = await createInspector([{ company_id: a.companyId }]);
    const token = await signIn(t.app, inspector.username, 'Insp@2026pass');
    const disabled = await call('PUT', `/api/management/inspectors/${inspector.id}/status`, adminToken, {
      status: 'disabled',
    });
    expect(disabled.json().data.status).toBe('disabled');
    const after = await call('GET', '/api/management/users/info', token);
    expect(after.statusCode).toBe(401);
    expect((await loginRequest(t.app, inspector.username, 'Insp@2026pass')).statusCode).not.toBe(200);
    await call('PUT', `/api/management/inspectors/${inspector.id}/status`, adminToken, { status: 'active' });
    expect((await loginRequest(t.app, inspector.username, 'Insp@2026pass')).statusCode).toBe(200);
    expect(await auditOf('inspector.disabled', { target: inspector.id })).toHaveLength(1);
    expect(await auditOf('inspector.active', { target: inspector.id })).toHaveLength(1);
  });

  it('a new password ends the sessions; the new one signs in', async () => {
    const inspector = await createInspector();
    const token = await signIn(t.app, inspector.username, 'Insp@2026pass');
    const reset = await call('PUT', `/api/management/inspectors/${inspector.id}/password`, adminToken, {
      password: 'Fresh@2026pass',
    });
    expect(reset.statusCode).toBe(200);
    expect((await call('GET', '/api/management/users/info', token)).statusCode).toBe(401);
    expect((await loginRequest(t.app, inspector.username, 'Insp@2026pass')).statusCode).not.toBe(200);
    expect((await loginRequest(t.app, inspector.username, 'Fresh@2026pass')).statusCode).toBe(200);
    expect(await auditOf('inspector.password_reset', { target: inspector.id })).toHaveLength(1);
  });

  it('an inspector with a phone signs in by SMS code, as an inspector, and signs out', async () => {
    const inspector = await createInspector([{ company_id: a.companyId }], { phone_number: '13966660009' });
    const sent = await t.app.inject({
      method: 'GET',
      url: '/api/management/users/login/code?phone_number=13966660009',
    });
    expect(sent.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/management/users/login/phone_number',
      payload: { phone_number: '13966660009', verify_code: lastCodeFor(outbox, '13966660009') },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data).toMatchObject({ id: inspector.id, role_type: 'INSPECTOR' });
    const token = login.json().data.token;
    expect((await call('POST', '/api/management/users/logout', token)).statusCode).toBe(200);
    expect((await call('GET', '/api/management/users/info', token)).statusCode).toBe(401);
  });
});

describe('an inspector’s views', () => {
  it('each GET to a route open to inspectors is one audit entry, written after the answer', async () => {
    const inspector = await createInspector([{ company_id: a.companyId, shop_id: a.shop1 }]);
    const token = await signIn(t.app, inspector.username, 'Insp@2026pass');
    const info = await call('GET', '/api/management/users/info?x=1', token);
    expect(info.statusCode).toBe(200);
    const rows = await eventually(
      () => auditOf('inspector.view', { actor: inspector.id }),
      (r) => r.length >= 1,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorUserId: inspector.id,
      targetType: 'route',
      detail: expect.objectContaining({
        method: 'GET',
        route: '/api/management/users/info',
        path: '/api/management/users/info?x=1',
        query: { x: '1' },
        status: 200,
      }),
    });
    // A refused call (not open to inspectors) is no view; a sign-out is no GET.
    expect((await call('GET', '/api/management/shops', token)).statusCode).toBe(403);
    await call('POST', '/api/management/users/logout', token);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await auditOf('inspector.view', { actor: inspector.id })).toHaveLength(1);
    // Nobody else's views are recorded.
    await call('GET', '/api/management/users/info', ownerToken);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const owner = await resolveSession(t.ctx, ownerToken);
    expect(await auditOf('inspector.view', { actor: owner!.user.id })).toEqual([]);
  });

  it('a scale viewed through the fleet is an entry naming the scale and its company', async () => {
    const inspector = await createInspector([{ company_id: a.companyId, shop_id: a.shop1 }]);
    const token = await signIn(t.app, inspector.username, 'Insp@2026pass');
    const scale = await call('GET', `/api/management/fleet/scales/${a.scale1}`, token);
    expect(scale.statusCode, scale.body).toBe(200);
    const [entry] = await eventually(
      () => auditOf('inspector.view', { actor: inspector.id }),
      (r) => r.length >= 1,
    );
    expect(entry).toMatchObject({
      targetType: 'scale',
      targetId: a.scale1,
      companyId: a.companyId,
      detail: expect.objectContaining({
        route: '/api/management/fleet/scales/:id',
        status: 200,
        target_name: '一号秤',
      }),
    });
  });

  it('a view naming a scale names the scale and its company; text the log cannot hold is replaced', async () => {
    const inspector = await createInspector([{ company_id: a.companyId, shop_id: a.shop1 }]);
    const token = await signIn(t.app, inspector.username, 'Insp@2026pass');
    const auth = (await resolveSession(t.ctx, token))!;
    await recordView(t.ctx, auth, {
      method: 'GET',
      route: '/api/management/fleet/scales/:id',
      url: `/api/management/fleet/scales/${a.scale1}?q=a\u0000b`,
      params: { id: a.scale1 },
      query: { 'q\u0000': 'a\u0000b\ud800' },
      status: 200,
    });
    await recordView(t.ctx, auth, {
      method: 'GET',
      route: '/api/management/scale_reports',
      url: `/api/management/scale_reports?company_id=${a.companyId}`,
      params: {},
      query: { company_id: a.companyId },
      status: 200,
    });
    const [scaleView, companyView] = await auditOf('inspector.view', { actor: inspector.id });
    expect(scaleView).toMatchObject({
      targetType: 'scale',
      targetId: a.scale1,
      companyId: a.companyId,
      detail: expect.objectContaining({
        target_name: '一号秤',
        scale_id: a.scale1,
        query: { 'q\ufffd': 'a\ufffdb\ufffd' },
      }),
    });
    expect(companyView).toMatchObject({
      targetType: 'company',
      targetId: a.companyId,
      companyId: a.companyId,
    });
  });

  it('a failure to write the entry does not fail the request; it is logged', async () => {
    const lines: string[] = [];
    const logger = pino({ level: 'error' }, { write: (line: string) => void lines.push(line) });
    // The same database, with an audit log that refuses every insert.
    const ctx = {
      ...t.ctx,
      db: new Proxy(t.ctx.db, {
        get(target, property) {
          if (property === 'insert')
            return () => ({ values: () => Promise.reject(new Error('audit log unavailable')) });
          const value = Reflect.get(target, property);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      }),
    };
    const app = await buildApp(ctx, { logger, serveStatic: false });
    await app.ready();
    try {
      const inspector = await createInspector([{ company_id: a.companyId }]);
      const token = await signIn(t.app, inspector.username, 'Insp@2026pass');
      const info = await app.inject({
        method: 'GET',
        url: '/api/management/users/info',
        headers: tokenHeader(token),
      });
      expect(info.statusCode).toBe(200);
      await eventually(
        async () => lines.length,
        (n) => n > 0,
      );
      expect(lines.join('\n')).toContain('audit log unavailable');
      expect(lines.join('\n')).toContain('was not written to the audit log');
      expect(
        await t.ctx.db
          .select()
          .from(auditLogs)
          .where(and(eq(auditLogs.action, 'inspector.view'), eq(auditLogs.actorUserId, inspector.id))),
      ).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
