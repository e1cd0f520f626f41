import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers } from '../../db/schema/index.js';
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

let phoneSeq = 0;
const newPhone = () => `1340000${String(++phoneSeq).padStart(4, '0')}`;

async function company() {
  const owner = await buildUser(t.ctx);
  const row = await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  return { id: row.id, ownerId: owner.id, ownerToken: await signIn(t.app, owner.username!, owner.password) };
}
async function joined(companyId: number, role: 'OWNER' | 'MANAGER' | 'USER') {
  const user = await buildUser(t.ctx);
  await t.ctx.db.insert(companyMembers).values({ companyId, userId: user.id, joinType: role });
  return { id: user.id, token: await signIn(t.app, user.username!, user.password) };
}
const roleOf = async (userId: number) =>
  (await t.ctx.db.select().from(companyMembers).where(eq(companyMembers.userId, userId)))[0]?.joinType ??
  null;

describe('company members', () => {
  it('an administrator puts an existing account into a company by id (POST /api/management/companies/users), once', async () => {
    const root = await buildUser(t.ctx, { role: 'ADMIN' });
    const adminToken = await signIn(t.app, root.username!, root.password);
    const c = await company();
    const person = await buildUser(t.ctx);
    const body = { company_id: c.id, user_id: person.id, join_type: 'MANAGER' };
    // A company invites by phone instead: it cannot attach an account without its consent.
    expect((await call('POST', '/api/management/companies/users', c.ownerToken, body)).statusCode).toBe(403);
    expect(await roleOf(person.id)).toBeNull();
    expect((await call('POST', '/api/management/companies/users', adminToken, body)).statusCode).toBe(200);
    expect(await roleOf(person.id)).toBe('MANAGER');
    const again = await call('POST', '/api/management/companies/users', adminToken, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toBe('该用户已加入其他公司');
  });

  it('changes roles and removes members; the last owner can be neither demoted nor removed', async () => {
    const c = await company();
    const clerk = await joined(c.id, 'USER');
    const base = `/api/management/companies/${c.id}/members`;
    expect(
      (await call('PUT', `${base}/${clerk.id}`, c.ownerToken, { join_type: 'MANAGER' })).statusCode,
    ).toBe(200);
    expect(await roleOf(clerk.id)).toBe('MANAGER');
    const demoteLast = await call('PUT', `${base}/${c.ownerId}`, c.ownerToken, { join_type: 'USER' });
    expect(demoteLast.statusCode).toBe(409);
    expect(demoteLast.json().msg).toBe('公司至少需要一位所有者');
    expect((await call('DELETE', `${base}/${c.ownerId}`, c.ownerToken)).statusCode).toBe(409);
    expect(await roleOf(c.ownerId)).toBe('OWNER');
    // With a second owner, the first may step down.
    await call('PUT', `${base}/${clerk.id}`, c.ownerToken, { join_type: 'OWNER' });
    expect(
      (await call('PUT', `${base}/${c.ownerId}`, c.ownerToken, { join_type: 'MANAGER' })).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `${base}/${c.ownerId}`, clerk.token)).statusCode).toBe(200);
    expect(await roleOf(c.ownerId)).toBeNull();
  });

  it('a manager manages staff but not owners; a staff member manages nobody', async () => {
    const c = await company();
    const manager = await joined(c.id, 'MANAGER');
    const clerk = await joined(c.id, 'USER');
    const base = `/api/management/companies/${c.id}/members`;
    expect(
      (await call('POST', base, manager.token, { phone_number: newPhone(), join_type: 'USER' })).statusCode,
    ).toBe(200);
    expect(
      (await call('POST', base, manager.token, { phone_number: newPhone(), join_type: 'OWNER' })).statusCode,
    ).toBe(403);
    expect((await call('DELETE', `${base}/${c.ownerId}`, manager.token)).statusCode).toBe(403);
    expect(
      (await call('PUT', `${base}/${clerk.id}`, manager.token, { join_type: 'MANAGER' })).statusCode,
    ).toBe(200);

    const staff = await joined(c.id, 'USER');
    expect((await call('GET', base, staff.token)).statusCode).toBe(403);
    expect(
      (await call('POST', base, staff.token, { phone_number: newPhone(), join_type: 'USER' })).statusCode,
    ).toBe(403);
    // Everyone in the company may see its owners and managers (the company's admin list).
    const admins = await call('GET', `${base}?join_type=OWNER,MANAGER`, staff.token);
    expect(admins.json().data.list.every((m: { join_type: string }) => m.join_type !== 'USER')).toBe(true);
    expect(admins.json().data.meta.total).toBe(3);
  });

  it('another company’s members are invisible and untouchable', async () => {
    const a = await company();
    const clerk = await joined(a.id, 'USER');
    const b = await company();
    const base = `/api/management/companies/${a.id}/members`;
    expect((await call('GET', base, b.ownerToken)).statusCode).toBe(404);
    expect((await call('DELETE', `${base}/${clerk.id}`, b.ownerToken)).statusCode).toBe(404);
    expect((await call('PUT', `${base}/${clerk.id}`, b.ownerToken, { join_type: 'OWNER' })).statusCode).toBe(
      404,
    );
    // Naming a member of A under B's own company is no way around it.
    expect(
      (await call('DELETE', `/api/management/companies/${b.id}/members/${clerk.id}`, b.ownerToken))
        .statusCode,
    ).toBe(404);
    expect(await roleOf(clerk.id)).toBe('USER');
  });

  it('administrators list every company user with a company filter and manage any company', async () => {
    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const token = await signIn(t.app, admin.username!, admin.password);
    const c = await company();
    const clerk = await joined(c.id, 'USER');
    const filtered = await call('GET', `/api/management/users?company_id=${c.id}`, token);
    expect(
      filtered
        .json()
        .data.list.map((u: { user_id: number }) => u.user_id)
        .sort(),
    ).toEqual([c.ownerId, clerk.id].sort());
    expect(
      (
        await call('PUT', `/api/management/companies/${c.id}/members/${clerk.id}`, token, {
          join_type: 'MANAGER',
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('GET', '/api/management/users', c.ownerToken)).statusCode).toBe(403);
    const audit = await call('GET', `/api/management/audit_logs?company_id=${c.id}`, token);
    expect(audit.json().data.list[0]).toMatchObject({
      action: 'member.role',
      target_id: clerk.id,
      detail: { from: 'USER', to: 'MANAGER' },
    });
  });

  it('administrator accounts cannot join a company', async () => {
    const root = await buildUser(t.ctx, { role: 'ADMIN' });
    const adminToken = await signIn(t.app, root.username!, root.password);
    const c = await company();
    const admin = await buildUser(t.ctx, { role: 'ADMIN' });
    const response = await call('POST', '/api/management/companies/users', adminToken, {
      company_id: c.id,
      user_id: admin.id,
      join_type: 'USER',
    });
    expect(response.statusCode).toBe(400);
  });
});
