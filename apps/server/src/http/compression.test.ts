import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, scales, shops } from '../db/schema/index.js';
import { issueDeviceCredential } from '../modules/scales/service.js';
import { buildCompanyWith, buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';
import { inlineScriptHashes } from './security-headers.js';

// Issue 18: every text answer of 1 KB or more goes brotli- or gzip-compressed to a client that
// accepts it (precompressed files for the built console and site, on the fly for the API), and
// its decompressed bytes are exactly the plain answer's.

let t: TestApp;
let root: string;
let token: string;
let companyId: number;
let scale: { id: number; credential: string };
let goodsIds: number[];

const INLINE = "document.documentElement.dataset.lang='zh'";
const PAGE = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/console-assets/app-1.js"></script></head><body>${'<p>控制台</p>'.repeat(200)}</body></html>`;
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word${i}`))};`;
const SITE_PAGE = `<!doctype html><html><body>${'<p>Tmab 电子秤</p>'.repeat(150)}</body></html>`;

function write(file: string, bytes: string | Buffer) {
  const full = path.join(root, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, bytes);
}

/** A built file and its precompressed siblings, as scripts/precompress.mjs writes them. */
function writeBuilt(file: string, text: string, encodings: ('br' | 'gz')[] = ['br', 'gz']) {
  write(file, text);
  if (encodings.includes('br')) write(`${file}.br`, brotliCompressSync(text));
  if (encodings.includes('gz')) write(`${file}.gz`, gzipSync(text));
}

function decoded(response: { headers: Record<string, unknown>; rawPayload: Buffer }): Buffer {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload);
  if (encoding === 'gzip') return gunzipSync(response.rawPayload);
  expect(encoding).toBeUndefined();
  return response.rawPayload;
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'compression-root-'));
  writeBuilt('apps/console/dist/index.html', PAGE);
  writeBuilt('apps/console/dist/console-assets/app-1.js', SCRIPT);
  write('apps/console/dist/console-assets/tiny-1.js', 'export {};');
  write('apps/console/dist/console-assets/logo-1.png', Buffer.alloc(4096, 7));
  writeBuilt('apps/site/dist/Tmab/index.html', SITE_PAGE, ['gz']);
  write('apps/site/dist/404.html', '<html>404</html>');
  t = await createTestApp({ STATIC_ROOT: root }, { serveStatic: true });

  const user = await buildUser(t.ctx);
  companyId = (await buildCompanyWith(t.ctx, user.id)).id;
  token = await signIn(t.app, user.username!, user.password);
  const rows = await t.ctx.db
    .insert(shops)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        companyId,
        name: `门店 ${i + 1}`,
        address: `长安街 ${i + 1} 号`,
      })),
    )
    .returning();
  const [row] = await t.ctx.db
    .insert(scales)
    .values({ companyId, shopId: rows[0]!.id, scaleName: '秤 A' })
    .returning();
  scale = { id: row!.id, credential: await issueDeviceCredential(t.ctx.db, row!.id) };
  goodsIds = (
    await t.ctx.db
      .insert(goods)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          companyId,
          pluNumber: i + 1,
          itemCode: String(2000 + i),
          name: `商品 ${i + 1}`,
          unitPriceFen: 100 + i,
        })),
      )
      .returning()
  ).map((g) => g.id);
});

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('built files (precompressed at build)', () => {
  it.each([
    ['br', 'gzip, deflate, br, zstd'],
    ['gzip', 'gzip, deflate'],
  ])('the console page goes as %s, same headers, CSP of the uncompressed page', async (encoding, accept) => {
    const plain = await get('/sign/login');
    const packed = await get('/sign/login', { 'accept-encoding': accept });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PAGE);
    expect(packed.headers['content-encoding']).toBe(encoding);
    expect(packed.rawPayload.length).toBeLessThan(Buffer.byteLength(PAGE) / 4);
    expect(decoded(packed).toString('utf8')).toBe(PAGE);
    for (const response of [plain, packed]) {
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain(`'${inlineScriptHashes(PAGE)[0]}'`);
    }
    expect(packed.headers['content-security-policy']).toBe(plain.headers['content-security-policy']);
    expect(packed.headers['x-content-type-options']).toBe('nosniff');
  });

  it('console scripts keep their type and immutable caching', async () => {
    const packed = await get('/console-assets/app-1.js', { 'accept-encoding': 'br' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(packed.headers['cache-control']).toContain('immutable');
    expect(decoded(packed).toString('utf8')).toBe(SCRIPT);
  });

  it('a site page with only a .gz goes as gzip to a client that prefers brotli', async () => {
    const packed = await get('/Tmab', { 'accept-encoding': 'br, gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(decoded(packed).toString('utf8')).toBe(SITE_PAGE);
  });

  it('no encoding for a client that accepts none, and none for images', async () => {
    for (const accept of [undefined, 'identity']) {
      const response = await get('/console-assets/app-1.js', accept ? { 'accept-encoding': accept } : {});
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
    }
    const image = await get('/console-assets/logo-1.png', { 'accept-encoding': 'br, gzip' });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
  });

  it('a small file without siblings reads the same whatever the client accepts', async () => {
    const response = await get('/console-assets/tiny-1.js', { 'accept-encoding': 'br, gzip' });
    expect(response.statusCode).toBe(200);
    expect(decoded(response).toString('utf8')).toBe('export {};');
  });
});

describe('API answers (compressed on the fly)', () => {
  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['br', 'gzip, deflate, br, zstd'],
  ])(
    'a list of 1 KB or more goes as %s (Accept-Encoding: %s), bytes as the plain answer',
    async (encoding, accept) => {
      const url = '/api/management/shops?page=1&per_page=20';
      const plain = await get(url, tokenHeader(token));
      const packed = await get(url, { ...tokenHeader(token), 'accept-encoding': accept });
      expect(plain.json().code).toBe(1);
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.headers['cache-control']).toBe('no-store');
      expect(packed.headers['content-type']).toBe(plain.headers['content-type']);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(packed).equals(plain.rawPayload)).toBe(true);
    },
  );

  it('an answer under 1 KB goes as it is', async () => {
    const response = await get('/api/management/users/info', {
      ...tokenHeader(token),
      'accept-encoding': 'br, gzip',
    });
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json().code).toBe(1);
  });

  it('the OpenAPI document goes compressed', async () => {
    const plain = await get('/api/docs/json');
    const packed = await get('/api/docs/json', { 'accept-encoding': 'gzip' });
    expect(packed.headers['content-encoding']).toBe('gzip');
    expect(decoded(packed).equals(plain.rawPayload)).toBe(true);
  });

  it('the csv export goes compressed; the xlsx export, already a zip, does not', async () => {
    const csvUrl = '/api/management/goods/export?format=csv';
    const plain = await get(csvUrl, tokenHeader(token));
    expect(plain.headers['content-type']).toMatch(/^text\/csv/);
    const packed = await get(csvUrl, { ...tokenHeader(token), 'accept-encoding': 'br, gzip' });
    expect(packed.headers['content-encoding']).toBe('br');
    expect(packed.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(decoded(packed).equals(plain.rawPayload)).toBe(true);

    const xlsx = await get('/api/management/goods/export?format=xlsx', {
      ...tokenHeader(token),
      'accept-encoding': 'br, gzip',
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toMatch(/spreadsheetml/);
    expect(xlsx.headers['content-encoding']).toBeUndefined();
    expect(xlsx.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it('an error answer of 1 KB or more is the envelope, compressed', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/shops/create',
      headers: { ...tokenHeader(token), 'accept-encoding': 'gzip' },
      payload: { name: 'x'.repeat(3000) },
    });
    const body = JSON.parse(decoded(response).toString('utf8'));
    expect(body.code).toBe(0);
    expect(body.data.dahua_error).toBe('ERCO000002');
  });
});

describe("the devices' long poll", () => {
  const device = { authorization: '' };
  beforeAll(() => {
    device.authorization = `Bearer ${scale.credential}`;
  });

  it('a waiting request that wakes with 1 KB or more answers compressed', async () => {
    const state = await get('/api/devices/state', { ...device, 'accept-encoding': 'gzip' });
    const since = JSON.parse(decoded(state).toString('utf8')).data.version as number;
    const waiting = get(`/api/devices/changes?since=${since}&wait=10`, {
      ...device,
      'accept-encoding': 'br',
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/scales/${scale.id}/goods?op_flag=1`,
      headers: tokenHeader(token),
      payload: { good_ids: goodsIds },
    });
    expect(added.json().code, added.body).toBe(1);
    const response = await waiting;
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    const data = JSON.parse(decoded(response).toString('utf8')).data;
    expect(data.plus).toHaveLength(40);

    // The same question asked plainly reads the same bytes.
    const plain = await get(`/api/devices/changes?since=${since}`, device);
    const again = await get(`/api/devices/changes?since=${since}`, { ...device, 'accept-encoding': 'gzip' });
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(decoded(again).equals(plain.rawPayload)).toBe(true);
  });

  it('a wait that ends with nothing answers (small, plain)', async () => {
    const state = await get('/api/devices/state', device);
    const since = state.json().data.version as number;
    const response = await get(`/api/devices/changes?since=${since}&wait=1`, {
      ...device,
      'accept-encoding': 'br, gzip',
    });
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(decoded(response).toString('utf8')).data).toMatchObject({ since, plus: [] });
  });
});
