import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema/index.js';
import { buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';

// What the database refuses reaches the caller as a 4xx envelope, never a 500 (issue 11 §2).
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.ctx, { role: 'ADMIN' });
  adminToken = await signIn(t.app, admin.username, admin.password);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { ...tokenHeader(token), lang: 'en' },
    ...(payload ? { payload } : {}),
  });

describe('database refusals', () => {
  it('answers 404 for goods of a company that does not exist (a foreign key, not a 500)', async () => {
    const response = await call('POST', '/api/management/goods', adminToken, {
      company_id: 999_999,
      plu_number: 1,
      item_code: '1000001',
      name: 'Orphan',
      unit_price: 100,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000006' } });
  });

  it('lets two super administrators demote each other at once: one wins, no deadlock reaches anyone', async () => {
    const [a, b] = await Promise.all([
      buildUser(t.ctx, { role: 'SUPER_ADMIN' }),
      buildUser(t.ctx, { role: 'SUPER_ADMIN' }),
    ]);
    const [aToken, bToken] = await Promise.all([
      signIn(t.app, a.username, a.password),
      signIn(t.app, b.username, b.password),
    ]);
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      await t.ctx.db
        .update(users)
        .set({ roleType: 'SUPER_ADMIN' })
        .where(inArray(users.id, [a.id, b.id]));
      t.ctx.sessions.forgetUser(a.id);
      t.ctx.sessions.forgetUser(b.id);
      // Each checks, under lock, that another super admin remains: the two must not deadlock.
      const answers = await Promise.all([
        call('PUT', `/api/management/admins/${b.id}/role`, aToken, { role_type: 'ADMIN' }),
        call('PUT', `/api/management/admins/${a.id}/role`, bToken, { role_type: 'ADMIN' }),
      ]);
      statuses.push(...answers.map((r) => r.statusCode));
      const supers = await t.ctx.db
        .select()
        .from(users)
        .where(and(inArray(users.id, [a.id, b.id]), eq(users.roleType, 'SUPER_ADMIN')));
      expect(supers).toHaveLength(1);
    }
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    // One change is made; the other is refused (403 once demoted, or 409 as the last super admin).
    expect(statuses.filter((status) => status === 200)).toHaveLength(15);
  });
});
