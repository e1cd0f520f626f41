import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompanyWith, buildUser, loginRequest, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';

// Text and ids the database cannot take are refused at the door, naming the field (issue 11 §2).
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  token = await signIn(t.app, owner.username!, owner.password);
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en') =>
  t.app.inject({ method, url, headers: { ...tokenHeader(token), lang }, ...(payload ? { payload } : {}) });

describe('text no field accepts', () => {
  it.each([
    ['a NUL character', 'Apple\u0000'],
    ['a lone high surrogate', 'Apple\ud800'],
    ['a lone low surrogate', '\udc00Apple'],
  ])('refuses %s in a body field, naming it', async (_kind, name) => {
    const response = await call('POST', '/api/management/goods', {
      plu_number: 1,
      item_code: '1',
      name,
      unit_price: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields).toEqual([
      {
        field: 'name',
        message: 'holds a character that cannot be stored (NUL or a broken Unicode character)',
      },
    ]);
  });

  it('names nested fields and answers in Chinese too', async () => {
    const response = await call(
      'POST',
      '/api/management/goods',
      {
        plu_number: 1,
        item_code: '1',
        name: 'ok',
        unit_price: 1,
        discount_periods: [{ start: '20:00\u0000', end: '22:00', rate: 80 }],
      },
      'ch',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0]).toMatchObject({ field: 'discount_periods.0.start' });
    expect(response.json().msg).toContain('含有无法保存的字符');
  });

  it('refuses them in a query', async () => {
    const response = await call('GET', `/api/management/goods?name=${encodeURIComponent('a\u0000')}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toBe('name');
  });

  it('treats a NUL in a sign-in identifier as wrong credentials, not a server fault', async () => {
    const response = await loginRequest(t.app, 'admin\u0000', 'x');
    expect(response.statusCode).toBe(401);
  });
});

describe('ids', () => {
  it.each(['01', '1e0', '+1', '%201', '0x1', '-1', '0', '2147483648', '99999999999999999999', 'abc'])(
    'refuses the path id %s',
    async (id) => {
      const response = await call('GET', `/api/management/goods/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().data.dahua_error).toBe('ERCO000002');
    },
  );

  it('takes the largest int4 id (and finds nothing there)', async () => {
    expect((await call('GET', '/api/management/goods/2147483647')).statusCode).toBe(404);
  });

  it('refuses an id beyond int4 in a query and in a body', async () => {
    expect((await call('GET', '/api/management/scales?shop_id=2147483648')).statusCode).toBe(400);
    const response = await call('POST', '/api/management/goods', {
      company_id: 2147483648,
      plu_number: 1,
      item_code: '1',
      name: 'x',
      unit_price: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().data.fields[0].field).toBe('company_id');
  });
});

describe('malformed requests', () => {
  it.each(['%ED%A0%80', '%'])(
    'answers a path the router cannot decode (%s) with the envelope',
    async (id) => {
      const response = await call('GET', `/api/management/goods/${id}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000011' } });
    },
  );

  it('refuses a body nested 100,000 deep without a server fault', async () => {
    const body = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/goods',
      headers: { ...tokenHeader(token), 'content-type': 'application/json' },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(0);
  });
});
