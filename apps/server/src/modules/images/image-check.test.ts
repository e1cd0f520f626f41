import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import * as fixtures from '../../test/image-fixtures.js';
import { multipartBody } from '../../test/multipart.js';

// Images as an attacker sends them (issue 26 §3): huge declared sizes and files that do not decode.
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

function upload(data: Buffer, lang = 'ch') {
  const { payload, headers } = multipartBody([
    { name: 'image', filename: 'photo.png', contentType: 'image/png', data },
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/api/management/images/upload',
    headers: { ...headers, ...tokenHeader(token), lang },
    payload,
  });
}

const stored = () => {
  try {
    return readdirSync(path.join(dataDir, 'uploads')).length;
  } catch {
    return 0;
  }
};

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A grey 8-bit PNG whose header says width × height, with `rows` rows of pixel data actually in it. */
function png(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc(rows * (width + 1)); // each row: filter byte 0, then the pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image dimensions and decoding', () => {
  it('refuses a PNG declaring 60,000 × 60,000 pixels, and a real one above 40 megapixels, in either language', async () => {
    const before = stored();
    const declared = png(60_000, 60_000, 1); // a few hundred bytes that claim 3.6 gigapixels
    const chinese = await upload(declared);
    expect(chinese.statusCode).toBe(413);
    expect(chinese.json()).toMatchObject({ code: 0, data: { dahua_error: 'ERCO000024' } });
    expect(chinese.json().msg).toBe('图片像素过多（60000 × 60000），最多 4000 万像素');
    const english = await upload(declared, 'en');
    expect(english.json().msg).toBe('The image has too many pixels (60000 × 60000); at most 40 megapixels.');
    const real = await upload(png(8_000, 5_001)); // 40,008,000 pixels, every one of them there
    expect(real.statusCode).toBe(413);
    expect(stored()).toBe(before);
  });

  it('accepts a real image up to 40 megapixels', async () => {
    expect((await upload(png(2_000, 1_000))).statusCode).toBe(200);
    for (const bytes of [fixtures.png, fixtures.jpeg, fixtures.gif, fixtures.webp])
      expect((await upload(bytes)).statusCode).toBe(200);
  });

  it('refuses a file with a good signature that does not decode (truncated, broken data), in either language', async () => {
    const before = stored();
    const broken = [
      png(100, 100, 10), // rows missing
      fixtures.png.subarray(0, Math.floor(fixtures.png.length * 0.6)),
      Buffer.concat([fixtures.png.subarray(0, 33), Buffer.from('not a zlib stream at all')]),
      fixtures.jpeg.subarray(0, Math.floor(fixtures.jpeg.length * 0.6)),
      fixtures.gif.subarray(0, Math.floor(fixtures.gif.length * 0.6)),
      fixtures.webp.subarray(0, Math.floor(fixtures.webp.length * 0.6)),
      Buffer.concat([fixtures.gif.subarray(0, 10), Buffer.alloc(40, 0xff)]),
    ];
    for (const [i, bytes] of broken.entries()) {
      const answer = await upload(bytes, i % 2 ? 'en' : 'ch');
      expect(answer.statusCode, `case ${i}`).toBe(400);
      expect(answer.json().data.dahua_error, `case ${i}`).toBe('ERCO000025');
      expect(answer.json().msg).toBe(
        i % 2
          ? 'The image cannot be read: the file is damaged or incomplete.'
          : '图片无法读取：文件已损坏或不完整',
      );
    }
    expect(stored()).toBe(before);
  });
});
