import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompanyWith, buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';
import { multipartBody } from '../test/multipart.js';

// Image addresses are stored only when our storage issued them (issue 11 §4).
let t: TestApp;
let token: string;
let shopId: number;

beforeAll(async () => {
  t = await createTestApp({
    STORAGE: 's3',
    S3_ENDPOINT: 'http://127.0.0.1:9',
    S3_BUCKET: 'b',
    S3_ACCESS_KEY_ID: 'k',
    S3_SECRET_ACCESS_KEY: 's',
    S3_PUBLIC_URL: 'https://img.example.com/b',
  });
  const owner = await buildUser(t.ctx);
  await buildCompanyWith(t.ctx, owner.id, 'OWNER');
  token = await signIn(t.app, owner.username!, owner.password);
  const shop = await call('POST', '/api/management/shops/create', { name: 'Shop', img_url: '' });
  shopId = shop.json().data.id;
});
afterAll(async () => t.close());

function call(method: 'POST' | 'PUT', url: string, payload: object) {
  return t.app.inject({ method, url, headers: { ...tokenHeader(token), lang: 'en' }, payload });
}

describe('stored image addresses', () => {
  it.each([
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox',
    'https://evil.example.com/a.png',
    'https://img.example.com/b/../x.png',
    'https://img.example.com/bx/a.png',
    '/uploads/../secret.png',
    '//evil.example.com/a.png',
  ])('refuses %s everywhere an image is stored, naming the field', async (url) => {
    for (const [method, path, body] of [
      ['PUT', `/api/management/shops/${shopId}`, { img_url: url }],
      [
        'POST',
        '/api/management/goods',
        { plu_number: 9, item_code: '9', name: 'x', unit_price: 1, img_url: url },
      ],
      ['PUT', '/api/management/users/info', { img_url: url }],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(400);
      expect(response.json().data.fields).toEqual([
        { field: 'img_url', message: 'must be an image uploaded here' },
      ]);
    }
  });

  it.each(['', '/uploads/0123abcd.png', 'https://img.example.com/b/0123abcd.webp'])(
    'accepts %j',
    async (url) => {
      const response = await call('PUT', `/api/management/shops/${shopId}`, { img_url: url });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.img_url).toBe(url);
    },
  );

  it('refuses an imported goods row whose image is foreign, naming its row', async () => {
    const csv =
      'PLU number,Item code,Name,Unit price (yuan),Image address\r\n1,1000001,Apple,1.00,javascript:alert(1)\r\n';
    const { payload, headers } = multipartBody([{ name: 'file', filename: 'goods.csv', data: csv }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/goods/import',
      headers: { ...headers, ...tokenHeader(token), lang: 'en' },
      payload,
    });
    expect(response.json().data).toMatchObject({
      committed: false,
      errors: [{ row: 2, field: 'Image address', message: 'must be an image uploaded here' }],
    });
  });
});
