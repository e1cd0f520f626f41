import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, siteImages } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import * as fixtures from '../../test/image-fixtures.js';
import { type FormPart, multipartBody } from '../../test/multipart.js';
import { productPhoto } from '../../test/product-photo.js';
import { PHONE_BUDGET_BYTES } from './pipeline.js';

let t: TestApp;
let dataDir: string;
let staticRoot: string;
let superToken: string;
let editorToken: string;
let plainToken: string;
let companyToken: string;

/** A 600 × 400 JPEG that a camera held upright wrote sideways: EXIF orientation 6, and where it was taken. */
async function sidewaysWithGps(): Promise<Buffer> {
  // Left half red, right half blue: turned 90° clockwise, the top is red and the bottom blue.
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400">' +
    '<rect width="300" height="400" fill="#f00"/><rect x="300" width="300" height="400" fill="#00f"/></svg>';
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Orientation: '6', Make: 'TestCam', Model: 'Sideways 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '31/1 14/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 28/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The GPS longitude written above (121/1 28/1 0/1 as EXIF rationals), in either byte order. */
function hasLongitude(bytes: Buffer): boolean {
  const rationals = (order: 'BE' | 'LE') => {
    const out = Buffer.alloc(24);
    [121, 1, 28, 1, 0, 1].forEach((n, i) => {
      if (order === 'BE') out.writeUInt32BE(n, i * 4);
      else out.writeUInt32LE(n, i * 4);
    });
    return out;
  };
  return bytes.includes(rationals('BE')) || bytes.includes(rationals('LE'));
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'site-images-'));
  // The whole app, site and console routing included: the variants' path must not fall to the site.
  staticRoot = mkdtempSync(path.join(tmpdir(), 'site-images-static-'));
  mkdirSync(path.join(staticRoot, 'apps/site/dist'), { recursive: true });
  writeFileSync(path.join(staticRoot, 'apps/site/dist/404.html'), '<h1>site 404</h1>');
  t = await createTestApp(
    { DATA_DIR: dataDir, STATIC_ROOT: staticRoot, LOGIN_MAX_ATTEMPTS_PER_IP: '100000' },
    { serveStatic: true },
  );
  const root = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
  superToken = await signIn(t.app, root.username!, root.password);
  const editor = await buildUser(t.ctx, { role: 'ADMIN' });
  editorToken = await signIn(t.app, editor.username!, editor.password);
  const plain = await buildUser(t.ctx, { role: 'ADMIN' });
  plainToken = await signIn(t.app, plain.username!, plain.password);
  const person = await buildUser(t.ctx, { role: 'USER' });
  await buildCompanyWith(t.ctx, person.id, 'OWNER');
  companyToken = await signIn(t.app, person.username!, person.password);
  const given = await t.app.inject({
    method: 'PUT',
    url: `/api/management/admins/${editor.id}/site_editor`,
    headers: tokenHeader(superToken),
    payload: { site_editor: true },
  });
  expect(given.statusCode).toBe(200);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(staticRoot, { recursive: true, force: true });
});

const URL_BASE = '/api/management/site/images';

function upload(parts: FormPart[], options: { token?: string | null; lang?: string } = {}) {
  const { payload, headers } = multipartBody(parts);
  const auth = options.token === null ? {} : tokenHeader(options.token ?? superToken);
  return t.app.inject({
    method: 'POST',
    url: URL_BASE,
    headers: { ...headers, ...auth, ...(options.lang ? { lang: options.lang } : {}) },
    payload,
  });
}
const file = (data: Buffer | string, filename = 'photo.jpg', contentType = 'image/jpeg'): FormPart => ({
  name: 'file',
  filename,
  contentType,
  data,
});
const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: tokenHeader(token) });

type Variant = { width: number; format: 'avif' | 'webp' | 'jpeg'; url: string; bytes: number };
type Answer = {
  id: string;
  width: number;
  height: number;
  placeholder: string;
  name: string;
  variants: Variant[];
};

const mediaDir = () => path.join(dataDir, 'uploads', 'site-media');
const storedFolders = () => (existsSync(mediaDir()) ? readdirSync(mediaDir()).sort() : []);
const rowCount = async () => (await t.ctx.db.select({ id: siteImages.id }).from(siteImages)).length;

/** The served bytes of a variant (through the app, as a browser would fetch it). */
async function served(url: string) {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(200);
  return response;
}

const SHARP_FORMAT = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;

describe('POST /api/management/site/images: the pipeline', () => {
  let answer: Answer;

  it('makes AVIF, WebP and JPEG at 320, 640, 1280 and 1920 px of a 2400 × 1600 photo, within budget', async () => {
    const photo = await productPhoto(2400, 1600);
    const response = await upload([file(photo, 'tm-f65 front.jpg')]);
    expect(response.statusCode, response.body).toBe(200);
    answer = response.json().data;
    expect(answer).toMatchObject({ width: 2400, height: 1600, name: 'tm-f65 front.jpg' });
    expect(answer.id).toMatch(/^[0-9a-f]{16}$/);
    expect(answer.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual(
      [320, 640, 1280, 1920].flatMap((w) => [`avif@${w}`, `webp@${w}`, `jpeg@${w}`]).sort(),
    );
    const sizes: string[] = [`source JPEG q92 2400×1600: ${photo.length} B`];
    for (const variant of answer.variants) {
      const ext = variant.format === 'jpeg' ? 'jpg' : variant.format;
      expect(variant.url).toBe(`/uploads/site-media/${answer.id}/${variant.width}.${ext}`);
      const bytes = (await served(variant.url)).rawPayload;
      expect(bytes.length).toBe(variant.bytes);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe(SHARP_FORMAT[variant.format]);
      if (variant.format === 'avif') expect(meta.compression).toBe('av1');
      expect(meta.width).toBe(variant.width);
      expect(meta.height).toBe(Math.round((1600 * variant.width) / 2400));
      expect(meta.exif).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      sizes.push(`${variant.format} ${variant.width}: ${variant.bytes} B`);
    }
    const avif1280 = answer.variants.find((v) => v.format === 'avif' && v.width === 1280)!;
    expect(avif1280.bytes).toBeLessThan(PHONE_BUDGET_BYTES);
    // A typical product photo stays far below the budget, not just under it.
    expect(avif1280.bytes).toBeLessThan(60 * 1024);
    console.info(`site-images sizes:\n  ${sizes.join('\n  ')}`);
  }, 60_000);

  it('makes a tiny blurred WebP placeholder as a data URL', async () => {
    const match = /^data:image\/webp;base64,([A-Za-z0-9+/=]+)$/.exec(answer.placeholder);
    expect(match).not.toBeNull();
    const bytes = Buffer.from(match![1]!, 'base64');
    expect(bytes.length).toBeLessThan(600);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeGreaterThanOrEqual(16);
    expect(meta.width).toBeLessThanOrEqual(24);
    console.info(`site-images placeholder: ${meta.width}×${meta.height}, ${bytes.length} B`);
  });

  it('serves a variant with its type and a year-long immutable cache', async () => {
    for (const [format, type] of [
      ['avif', 'image/avif'],
      ['webp', 'image/webp'],
      ['jpeg', 'image/jpeg'],
    ] as const) {
      const variant = answer.variants.find((v) => v.format === format && v.width === 640)!;
      const response = await served(variant.url);
      expect(response.headers['content-type']).toBe(type);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(Number(response.headers['content-length'])).toBe(variant.bytes);
    }
  });

  it('serves only the names the pipeline makes: anything else is a 404, never the site or another file', async () => {
    writeFileSync(path.join(mediaDir(), answer.id, 'secret.txt'), 'not a variant');
    for (const url of [
      `/uploads/site-media/${answer.id}/secret.txt`,
      `/uploads/site-media/${answer.id}/320.png`,
      `/uploads/site-media/${answer.id}/321.avif`,
      `/uploads/site-media/${answer.id}/0320.avif`,
      `/uploads/site-media/${answer.id}/..%2F..%2F..%2Fsite-media`,
      `/uploads/site-media/..%2F${answer.id}/320.avif`,
      `/uploads/site-media/ABCDEF0123456789/320.avif`,
      `/uploads/site-media/${answer.id}`,
      '/uploads/site-media',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('not a variant');
      expect(response.body, url).not.toContain('site 404');
    }
  });

  it('applies the EXIF orientation and keeps no EXIF, GPS or camera data in any variant', async () => {
    const sideways = await sidewaysWithGps();
    const before = await sharp(sideways).metadata();
    expect(before).toMatchObject({ width: 600, height: 400, orientation: 6 });
    expect(before.exif?.includes(Buffer.from('TestCam'))).toBe(true);
    expect(hasLongitude(sideways)).toBe(true);

    const response = await upload([file(sideways, 'IMG_0001.JPG')]);
    expect(response.statusCode, response.body).toBe(200);
    const image: Answer = response.json().data;
    expect(image).toMatchObject({ width: 400, height: 600 });
    // 400 px wide: 320 only (never wider than the photo).
    expect(image.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual([
      'avif@320',
      'jpeg@320',
      'webp@320',
    ]);
    for (const variant of image.variants) {
      const bytes = (await served(variant.url)).rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ width: 320, height: 480 });
      expect(meta.orientation).toBeUndefined();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(bytes.includes(Buffer.from('TestCam'))).toBe(false);
      expect(hasLongitude(bytes)).toBe(false);
      // Upright: red on top, blue at the bottom.
      const { data } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => [...data.subarray((y * 320 + x) * 3, (y * 320 + x) * 3 + 3)];
      const [topR, , topB] = at(160, 40);
      const [bottomR, , bottomB] = at(160, 440);
      expect(topR).toBeGreaterThan(200);
      expect(topB).toBeLessThan(60);
      expect(bottomB).toBeGreaterThan(200);
      expect(bottomR).toBeLessThan(60);
    }
  });

  it('makes one width, its own, of a photo under 320 px; a PNG with transparency and a WebP are taken', async () => {
    const cutout = await sharp({
      create: { width: 200, height: 100, channels: 4, background: { r: 0, g: 128, b: 0, alpha: 0.5 } },
    })
      .png()
      .toBuffer();
    for (const [bytes, name] of [
      [cutout, 'cutout.png'],
      [fixtures.webp, 'tiny.webp'],
    ] as const) {
      const response = await upload([file(bytes, name, 'application/octet-stream')]);
      expect(response.statusCode, response.body).toBe(200);
      const image: Answer = response.json().data;
      const width = name === 'cutout.png' ? 200 : 16;
      expect(image.width).toBe(width);
      expect(image.variants.map((v) => `${v.format}@${v.width}`).sort()).toEqual([
        `avif@${width}`,
        `jpeg@${width}`,
        `webp@${width}`,
      ]);
      for (const variant of image.variants)
        expect((await sharp((await served(variant.url)).rawPayload).metadata()).width).toBe(width);
    }
  });

  it('writes the upload into the audit log', async () => {
    const entries = await t.ctx.db.select().from(auditLogs).where(eq(auditLogs.action, 'site_image.upload'));
    const entry = entries.find((e) => (e.detail as { image_id?: string }).image_id === answer.id);
    expect(entry).toMatchObject({ targetType: 'site_image' });
    expect(entry!.detail).toMatchObject({ name: 'tm-f65 front.jpg', width: 2400, height: 1600 });
  });
});

describe('refusals: nothing stored', () => {
  async function refused(parts: FormPart[], status: number, code: string, text: RegExp): Promise<void> {
    const folders = storedFolders();
    const rows = await rowCount();
    const response = await upload(parts, { lang: 'en' });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ code: 0, data: { dahua_error: code } });
    expect(response.json().msg).toMatch(text);
    const zh = await upload(parts, { lang: 'ch' });
    expect(zh.statusCode).toBe(status);
    expect(zh.json().msg).toMatch(/[\u4e00-\u9fff]/);
    expect(storedFolders()).toEqual(folders);
    expect(await rowCount()).toBe(rows);
  }

  it('refuses a GIF, an SVG and text named as a JPEG (judged by the bytes): 415', async () => {
    for (const bytes of [
      fixtures.gif,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      Buffer.from('hello, not a photo'),
    ])
      await refused([file(bytes, 'photo.jpg', 'image/jpeg')], 415, 'ERCO001781', /JPEG, PNG or WebP/);
  });

  it('refuses a file over 20 MB: 413', async () => {
    const big = Buffer.concat([fixtures.jpeg, Buffer.alloc(20 * 1024 * 1024 + 1 - fixtures.jpeg.length)]);
    await refused([file(big)], 413, 'ERCO000014', /20 MB/);
  });

  it('refuses a corrupt or truncated JPEG and a PNG whose data is broken: 400, never 500', async () => {
    const photo = await productPhoto(800, 600);
    const truncated = photo.subarray(0, Math.floor(photo.length / 2));
    const garbled = Buffer.from(photo);
    garbled.fill(0x00, 600, 5000);
    const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#abc' } })
      .png()
      .toBuffer();
    const brokenPng = Buffer.from(png);
    brokenPng.fill(0x7f, 60, brokenPng.length - 20);
    for (const bytes of [truncated, garbled, brokenPng, fixtures.jpeg.subarray(0, 40)])
      await refused([file(bytes)], 400, 'ERCO000025', /cannot be read/);
  }, 30_000);

  it('refuses a decompression bomb (a small file of too many pixels) before decoding it: 400', async () => {
    // 8000 × 6000 of one colour: 48 megapixels in a few kilobytes of PNG.
    const bomb = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await refused(
      [file(bomb, 'bomb.png', 'image/png')],
      400,
      'ERCO001782',
      /too many pixels \(8000 × 6000\)/,
    );
  }, 30_000);

  it('refuses a form without the file field: 400', async () => {
    await refused([{ ...file(fixtures.jpeg), name: 'image' }], 400, 'ERCO001780', /"file" field/);
    await refused([{ name: 'note', data: 'no file' }], 400, 'ERCO001780', /"file" field/);
  });
});

describe('rights', () => {
  it('a site editor may upload, list and read; an administrator without the right and a company user may not', async () => {
    const photo = await productPhoto(700, 500);
    const byEditor = await upload([file(photo, 'editor.jpg')], { token: editorToken });
    expect(byEditor.statusCode, byEditor.body).toBe(200);
    const id = byEditor.json().data.id;
    expect((await get(`${URL_BASE}/${id}`, editorToken)).statusCode).toBe(200);

    for (const token of [plainToken, companyToken]) {
      const rows = await rowCount();
      const denied = await upload([file(photo, 'denied.jpg')], { token, lang: 'en' });
      expect(denied.statusCode).toBe(403);
      expect(denied.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000005' } });
      expect(await rowCount()).toBe(rows);
      expect((await get(URL_BASE, token)).statusCode).toBe(403);
      expect((await get(`${URL_BASE}/${id}`, token)).statusCode).toBe(403);
    }
    const anonymous = await upload([file(photo)], { token: null });
    expect(anonymous.statusCode).toBe(401);
  }, 30_000);
});

describe('GET /api/management/site/images', () => {
  it('lists newest first, paged, and answers one by id (404 for an unknown or malformed id)', async () => {
    const all = (await get(`${URL_BASE}?per_page=100`, superToken)).json().data;
    expect(all.meta.total).toBe(await rowCount());
    const times = all.list.map((i: { created_time: string }) => i.created_time);
    expect([...times].sort().reverse()).toEqual(times);
    expect(all.list[0].name).toBe('editor.jpg');

    const first = (await get(`${URL_BASE}?per_page=2&page=1`, superToken)).json().data;
    const second = (await get(`${URL_BASE}?per_page=2&page=2`, superToken)).json().data;
    expect(first.list.map((i: Answer) => i.id)).toEqual(all.list.slice(0, 2).map((i: Answer) => i.id));
    expect(second.list.map((i: Answer) => i.id)).toEqual(all.list.slice(2, 4).map((i: Answer) => i.id));
    expect(first.meta).toMatchObject({ page: 1, per_page: 2, total: all.meta.total });

    const one = await get(`${URL_BASE}/${all.list[0].id}`, superToken);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toEqual(all.list[0]);
    for (const id of ['0123456789abcdef', 'nope', '..'])
      expect((await get(`${URL_BASE}/${id}`, superToken)).statusCode).toBe(404);
  });
});
