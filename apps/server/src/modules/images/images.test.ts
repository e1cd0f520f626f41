import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import * as fixtures from '../../test/image-fixtures.js';
import { type FormPart, multipartBody } from '../../test/multipart.js';
import { detectImageType, MAX_IMAGE_BYTES } from './service.js';

let t: TestApp;
let dataDir: string;
let token: string;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'images-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  const user = await buildUser(t.ctx);
  token = await signIn(t.app, user.username, user.password);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const uploadsDir = () => path.join(dataDir, 'uploads');

function upload(
  parts: FormPart[],
  options: { path?: string; token?: string | null; lang?: string; app?: TestApp } = {},
) {
  const { payload, headers } = multipartBody(parts);
  const auth = options.token === null ? {} : tokenHeader(options.token ?? token);
  return (options.app ?? t).app.inject({
    method: 'POST',
    url: options.path ?? '/api/management/images/upload',
    headers: { ...headers, ...auth, ...(options.lang ? { lang: options.lang } : {}) },
    payload,
  });
}

const image = (data: Buffer | string, filename = 'photo.png', contentType = 'image/png'): FormPart => ({
  name: 'image',
  filename,
  contentType,
  data,
});

const SVG =
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">' +
  '<script>alert(1)</script><rect width="10" height="10"/></svg>';

describe('POST /api/management/images/upload and /qiniu', () => {
  const cases = [
    { name: 'PNG', bytes: fixtures.png, ext: 'png', type: 'image/png' },
    { name: 'JPEG', bytes: fixtures.jpeg, ext: 'jpg', type: 'image/jpeg' },
    { name: 'WebP', bytes: fixtures.webp, ext: 'webp', type: 'image/webp' },
    { name: 'GIF', bytes: fixtures.gif, ext: 'gif', type: 'image/gif' },
  ];

  for (const { name, bytes, ext, type } of cases) {
    for (const route of ['upload', 'qiniu']) {
      it(`accepts a real ${name} on /${route} and serves the same bytes back from its URL`, async () => {
        const response = await upload([image(bytes, `picture.${ext}`, type)], {
          path: `/api/management/images/${route}`,
        });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toMatchObject({ code: 1, msg: 'success' });
        expect(body.data.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
        expect(body.url).toBe(body.data.url);

        const served = await t.app.inject({ method: 'GET', url: body.data.url });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(type);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        expect(Buffer.compare(served.rawPayload, bytes)).toBe(0);
      });
    }
  }

  it('judges the type by the bytes, not by the file name or the declared type', async () => {
    const response = await upload([image(fixtures.jpeg, 'holiday.png', 'image/png')]);
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.url;
    expect(url).toMatch(/\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/jpeg');
  });

  it('stores every upload under a new generated name', async () => {
    const first = (await upload([image(fixtures.png, 'same.png')])).json().data.url;
    const second = (await upload([image(fixtures.png, 'same.png')])).json().data.url;
    expect(first).not.toBe(second);
    expect(first).not.toContain('same');
  });

  it('refuses a non-image renamed .png, in the caller’s language', async () => {
    const text = Buffer.from('just some text, not a picture at all\n'.repeat(10));
    const chinese = await upload([image(text, 'notes.png', 'image/png')]);
    expect(chinese.statusCode).toBe(415);
    expect(chinese.json()).toEqual({
      code: 0,
      msg: '只能上传 PNG、JPEG、WebP 或 GIF 格式的图片',
      data: { dahua_error: 'ERCO000013' },
    });
    const english = await upload([image(text, 'notes.png', 'image/png')], { lang: 'en' });
    expect(english.json().msg).toBe('Only PNG, JPEG, WebP or GIF images can be uploaded.');
  });

  it('refuses SVG, whatever its name or declared type', async () => {
    for (const part of [image(SVG, 'logo.svg', 'image/svg+xml'), image(SVG, 'logo.png', 'image/png')]) {
      const response = await upload([part]);
      expect(response.statusCode, part.filename).toBe(415);
      expect(response.json().data.dahua_error).toBe('ERCO000013');
    }
  });

  it('refuses other formats and empty files (BMP, HTML, a truncated header, nothing)', async () => {
    for (const data of [
      Buffer.from('BM6\0\0\0\0\0\0\0'),
      '<!doctype html><script>alert(1)</script>',
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      Buffer.alloc(0),
    ]) {
      expect((await upload([image(data)])).json().data.dahua_error).toBe('ERCO000013');
    }
  });

  it('accepts exactly 5 MB and refuses 5 MB + 1 byte with a clear 413', async () => {
    const largest = Buffer.alloc(MAX_IMAGE_BYTES);
    fixtures.png.copy(largest);
    expect((await upload([image(largest)])).statusCode).toBe(200);

    const tooLarge = Buffer.alloc(MAX_IMAGE_BYTES + 1);
    fixtures.png.copy(tooLarge);
    const chinese = await upload([image(tooLarge)]);
    expect(chinese.statusCode).toBe(413);
    expect(chinese.json()).toEqual({
      code: 0,
      msg: '图片大小不能超过 5 MB',
      data: { dahua_error: 'ERCO000014' },
    });
    const english = await upload([image(tooLarge)], { lang: 'en' });
    expect(english.json().msg).toBe('The image must not be larger than 5 MB.');
  });

  it('requires a session (ERCO000001) and stores nothing without one', async () => {
    const before = existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0;
    for (const route of ['upload', 'qiniu']) {
      const response = await upload([image(fixtures.png)], {
        token: null,
        path: `/api/management/images/${route}`,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000001' } });
    }
    const wrong = await upload([image(fixtures.png)], { token: 'not-a-token' });
    expect(wrong.json().data.dahua_error).toBe('ERCO000001');
    const after = existsSync(uploadsDir()) ? readdirSync(uploadsDir()).length : 0;
    expect(after).toBe(before);
  });

  it('asks for the field "image" when it is missing, or when the body is not multipart', async () => {
    const otherField = await upload([{ name: 'file', filename: 'a.png', data: fixtures.png }]);
    expect(otherField.statusCode).toBe(400);
    expect(otherField.json().data.dahua_error).toBe('ERCO000012');

    const onlyText = await upload([{ name: 'image', data: 'hello' }]);
    expect(onlyText.json().data.dahua_error).toBe('ERCO000012');

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/management/images/upload',
      headers: tokenHeader(token),
      payload: { image: 'data:image/png;base64,AAAA' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().data.dahua_error).toBe('ERCO000012');
  });

  it('takes a single file: a second file is refused', async () => {
    const response = await upload([image(fixtures.png), image(fixtures.gif, 'b.gif', 'image/gif')]);
    expect(response.statusCode).toBe(400);
    expect(response.json().data.dahua_error).toBe('ERCO000012');
  });

  it('ignores plain form fields next to the image (old clients send some)', async () => {
    const response = await upload([{ name: 'token', data: 'x' }, image(fixtures.gif, 'a.gif', 'image/gif')]);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toMatch(/\.gif$/);
  });

  it('answers a malformed multipart body with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/images/upload',
      headers: { ...tokenHeader(token), 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(0);
  });

  it('leaves JSON routes alone: they still refuse multipart bodies and accept JSON', async () => {
    const { payload, headers } = multipartBody([image(fixtures.png)]);
    const multipart = await t.app.inject({
      method: 'POST',
      url: '/api/management/users/login/password',
      headers,
      payload,
    });
    expect(multipart.statusCode).toBe(400);
    expect(multipart.json().data.dahua_error).toBe('ERCO000011');
  });
});

describe('GET /uploads/<key>', () => {
  it('is public and marks the answer as not to be sniffed', async () => {
    const url: string = (await upload([image(fixtures.webp, 'a.webp', 'image/webp')])).json().data.url;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(Number(response.headers['content-length'])).toBe(fixtures.webp.length);
  });

  it('lists no folder and reaches nothing outside the uploads folder', async () => {
    mkdirSync(uploadsDir(), { recursive: true });
    writeFileSync(path.join(dataDir, 'secret.png'), fixtures.png);
    writeFileSync(path.join(uploadsDir(), '.hidden.png'), fixtures.png);
    mkdirSync(path.join(uploadsDir(), 'folder.png'), { recursive: true });
    for (const url of [
      '/uploads/',
      '/uploads',
      '/uploads/..%2fsecret.png',
      '/uploads/%2e%2e%2fsecret.png',
      '/uploads/../secret.png',
      '/uploads/.hidden.png',
      '/uploads/folder.png',
      '/uploads/nothing-here.png',
      '/uploads/..%5csecret.png',
      `/uploads/${encodeURIComponent(path.join(dataDir, 'secret.png'))}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('is not swallowed by the public site’s wildcard when static sites are served', async () => {
    const staticRoot = mkdtempSync(path.join(tmpdir(), 'images-static-'));
    const siteDist = path.join(staticRoot, 'apps/site/dist');
    mkdirSync(siteDist, { recursive: true });
    writeFileSync(path.join(siteDist, '404.html'), '<h1>site 404</h1>');
    const staticDataDir = mkdtempSync(path.join(tmpdir(), 'images-static-data-'));
    const withSite = await createTestApp(
      { DATA_DIR: staticDataDir, STATIC_ROOT: staticRoot },
      { serveStatic: true },
    );
    try {
      const user = await buildUser(withSite.ctx);
      const ownToken = await signIn(withSite.app, user.username, user.password);
      const url: string = (await upload([image(fixtures.png)], { app: withSite, token: ownToken })).json()
        .data.url;
      const served = await withSite.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.rawPayload, fixtures.png)).toBe(0);
      const site = await withSite.app.inject({ method: 'GET', url: '/no-such-page' });
      expect(site.statusCode).toBe(404);
      expect(site.body).toContain('site 404');
    } finally {
      await withSite.close();
      rmSync(staticRoot, { recursive: true, force: true });
      rmSync(staticDataDir, { recursive: true, force: true });
    }
  });
});

describe('detectImageType', () => {
  it('knows the four accepted signatures and nothing else', () => {
    expect(detectImageType(fixtures.png)?.ext).toBe('png');
    expect(detectImageType(fixtures.jpeg)?.ext).toBe('jpg');
    expect(detectImageType(fixtures.webp)?.ext).toBe('webp');
    expect(detectImageType(fixtures.gif)?.ext).toBe('gif');
    expect(detectImageType(Buffer.from(SVG))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectImageType(Buffer.from('GIF90a'))).toBeNull();
  });
});
