import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { multipartBody } from '../../test/multipart.js';
import {
  ACCESS_KEY_ID,
  BUCKET,
  REGION,
  type S3StandIn,
  SECRET,
  startS3StandIn,
} from '../../test/s3-stand-in.js';

let s3: S3StandIn;
let t: TestApp;
let token: string;

beforeAll(async () => {
  s3 = await startS3StandIn();
  t = await createTestApp({
    STORAGE: 's3',
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_PUBLIC_URL: `${s3.endpoint}/${BUCKET}/`,
  });
  const root = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
  token = await signIn(t.app, root.username!, root.password);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('site photos on the object store', () => {
  it('stores each variant under site-media/<id>/ in the bucket and answers the store’s own address', async () => {
    const photo = await sharp({
      create: {
        width: 700,
        height: 500,
        channels: 3,
        background: '#6a8',
        noise: { type: 'gaussian', mean: 0, sigma: 20 },
      },
    })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipartBody([
      { name: 'file', filename: 'on-s3.jpg', contentType: 'image/jpeg', data: photo },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/management/site/images',
      headers: { ...headers, ...tokenHeader(token) },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().data as {
      id: string;
      variants: { width: number; format: string; url: string; bytes: number }[];
    };
    expect(image.variants).toHaveLength(6);
    const types = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
    for (const variant of image.variants) {
      const ext = variant.format === 'jpeg' ? 'jpg' : variant.format;
      const key = `site-media/${image.id}/${variant.width}.${ext}`;
      expect(variant.url).toBe(`${s3.endpoint}/${BUCKET}/${key}`);
      expect(s3.objects.get(key)?.contentType).toBe(types[variant.format as keyof typeof types]);
      expect(s3.objects.get(key)?.body.length).toBe(variant.bytes);
      const fetched = await fetch(variant.url);
      expect(fetched.status).toBe(200);
      expect((await fetched.arrayBuffer()).byteLength).toBe(variant.bytes);
    }
  });

  it('a store that fails halfway leaves nothing: the variants it took are removed, the answer is 502', async () => {
    const photo = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#a86' } })
      .jpeg()
      .toBuffer();
    const before = new Set(s3.objects.keys());
    s3.failPutsAfter(3);
    try {
      const { payload, headers } = multipartBody([
        { name: 'file', filename: 'halfway.jpg', contentType: 'image/jpeg', data: photo },
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/management/site/images',
        headers: { ...headers, ...tokenHeader(token) },
        payload,
      });
      expect(response.statusCode).toBe(502);
    } finally {
      s3.failPutsAfter(null);
    }
    expect([...s3.objects.keys()].filter((key) => !before.has(key))).toEqual([]);
  });
});
