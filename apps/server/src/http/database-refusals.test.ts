import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';

// What the database refuses reaches the caller as a 4xx envelope, never a 500 (issue 11 §2).
let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
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

  it('lets parallel role changes of two super administrators wait for each other, none failing', async () => {
    const [a, b] = await Promise.all([
      buildUser(t.ctx, { role: 'SUPER_ADMIN' }),
      buildUser(t.ctx, { role: 'SUPER_ADMIN' }),
    ]);
    // Alternating demotions and promotions of a and b: each reads the other super admins under lock.
    const changes = Array.from({ length: 30 }, (_, i) =>
      call('PUT', `/api/management/admins/${i % 2 ? a.id : b.id}/role`, adminToken, {
        role_type: i % 4 < 2 ? 'ADMIN' : 'SUPER_ADMIN',
      }),
    );
    const statuses = (await Promise.all(changes)).map((r) => r.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });
});
