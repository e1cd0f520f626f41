import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { buildUser, signIn } from '../test/factories.js';
import { createTestApp, tokenHeader } from '../test/harness.js';
import * as fixtures from '../test/image-fixtures.js';
import { multipartBody } from '../test/multipart.js';
import {
  ACCESS_KEY_ID,
  BUCKET,
  REGION,
  type S3StandIn,
  SECRET,
  startS3StandIn,
} from '../test/s3-stand-in.js';
import { isArchiveKey, S3ArchiveStore } from './archive.js';
import { S3Storage } from './s3.js';
import { authorizationOf, sha256Hex } from './sigv4.js';
import { StorageError } from './storage.js';

let s3: S3StandIn;
let objects: S3StandIn['objects'];
let refusals: string[];
let endpoint: string;

beforeAll(async () => {
  s3 = await startS3StandIn();
  ({ objects, refusals, endpoint } = s3);
});
afterAll(() => s3.close());

const storageWith = (overrides: Partial<ConstructorParameters<typeof S3Storage>[0]> = {}) =>
  new S3Storage({
    endpoint,
    bucket: BUCKET,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    publicUrl: `${endpoint}/${BUCKET}`,
    ...overrides,
  });

describe('S3Storage against a local S3 server', () => {
  it('puts an object with a correct signature and answers its public URL', async () => {
    const url = await storageWith().put('abc123.png', fixtures.png, 'image/png');
    expect(url).toBe(`${endpoint}/${BUCKET}/abc123.png`);
    expect(objects.get('abc123.png')).toEqual({ body: fixtures.png, contentType: 'image/png' });
    const fetched = await fetch(url);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), fixtures.png)).toBe(0);
  });

  it('is refused when the secret is wrong (SignatureDoesNotMatch)', async () => {
    const tampered = storageWith({ secretAccessKey: `${SECRET.slice(0, -1)}q` });
    await expect(tampered.put('wrong-secret.png', fixtures.png, 'image/png')).rejects.toThrow(
      /403 SignatureDoesNotMatch/,
    );
    await expect(tampered.put('wrong-secret.png', fixtures.png, 'image/png')).rejects.toBeInstanceOf(
      StorageError,
    );
    expect(objects.has('wrong-secret.png')).toBe(false);
  });

  it('is refused with an unknown access key, a wrong region or a stale date', async () => {
    await expect(
      storageWith({ accessKeyId: 'AKIDNOBODY' }).put('k1.png', fixtures.png, 'image/png'),
    ).rejects.toThrow(/InvalidAccessKeyId/);
    await expect(
      storageWith({ region: 'us-east-1' }).put('k2.png', fixtures.png, 'image/png'),
    ).rejects.toThrow(/AuthorizationHeaderMalformed/);
    const stale = storageWith({ now: () => new Date(Date.now() - 3600_000) });
    await expect(stale.put('k3.png', fixtures.png, 'image/png')).rejects.toThrow(/RequestTimeTooSkewed/);
  });

  it('is refused when the body is not the one signed (XAmzContentSHA256Mismatch)', async () => {
    const swapBody: typeof fetch = (input, init) => fetch(input, { ...init, body: fixtures.gif });
    await expect(
      storageWith({ fetch: swapBody }).put('swapped.png', fixtures.png, 'image/png'),
    ).rejects.toThrow(/XAmzContentSHA256Mismatch/);
  });

  it('is refused when a signed header is changed in transit', async () => {
    const retype: typeof fetch = (input, init) =>
      fetch(input, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), 'content-type': 'text/html' },
      });
    await expect(
      storageWith({ fetch: retype }).put('retyped.png', fixtures.png, 'image/png'),
    ).rejects.toThrow(/SignatureDoesNotMatch/);
  });

  it('accepts an endpoint written with a trailing slash', async () => {
    const refusedBefore = refusals.length;
    await expect(
      storageWith({ endpoint: `${endpoint}/` }).put('a_b-c.webp', fixtures.webp, 'image/webp'),
    ).resolves.toBe(`${endpoint}/${BUCKET}/a_b-c.webp`);
    expect(refusals.length).toBe(refusedBefore);
  });

  it('reports an unreachable store as a StorageError', async () => {
    const closed = storageWith({ endpoint: 'http://127.0.0.1:9' });
    await expect(closed.put('x.png', fixtures.png, 'image/png')).rejects.toBeInstanceOf(StorageError);
  });
});

describe('the private sales archive in S3 (issue 33 §2)', () => {
  const archiveWith = (overrides: Partial<ConstructorParameters<typeof S3ArchiveStore>[0]> = {}) =>
    new S3ArchiveStore({
      endpoint,
      bucket: BUCKET,
      region: REGION,
      accessKeyId: ACCESS_KEY_ID,
      secretAccessKey: SECRET,
      publicUrl: `${endpoint}/${BUCKET}`,
      ...overrides,
    });
  const key = 'sales-archive/7/2024-03/part-1.csv.gz';
  const bytes = new Uint8Array([0x1f, 0x8b, 8, 0, 1, 2, 3, 4]);

  it('puts, gets and deletes an object with signed requests; an unsigned GET is refused', async () => {
    const store = archiveWith();
    await store.put(key, bytes);
    expect(objects.get(key)).toEqual({ body: Buffer.from(bytes), contentType: 'application/gzip' });
    expect(Buffer.from((await store.get(key))!)).toEqual(Buffer.from(bytes));
    const anonymous = await fetch(`${endpoint}/${BUCKET}/${key}`);
    expect(anonymous.status).toBe(403);
    expect(refusals.at(-1)).toBe('AccessDenied');
    await store.delete(key);
    expect(objects.has(key)).toBe(false);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('is refused with a wrong secret, and refuses keys that are not plain segments', async () => {
    const store = archiveWith();
    await store.put(key, bytes);
    const tampered = archiveWith({ secretAccessKey: `${SECRET.slice(0, -1)}q` });
    await expect(tampered.get(key)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(tampered.delete(key)).rejects.toThrow(/403 SignatureDoesNotMatch/);
    await expect(tampered.put(key, bytes)).rejects.toBeInstanceOf(StorageError);
    expect(objects.has(key)).toBe(true);
    for (const bad of ['../x', 'a//b', '/a', 'a/.hidden', 'a/b/../c', '']) {
      expect(isArchiveKey(bad), bad).toBe(false);
      await expect(store.get(bad)).rejects.toThrow(/unsafe archive key/);
    }
    await store.delete(key);
  });

  it('uses S3_ARCHIVE_BUCKET when it is set', async () => {
    const other = archiveWith({ archiveBucket: 'sales-archive-bucket' });
    await expect(other.put(key, bytes)).rejects.toThrow(/404 NoSuchBucket/);
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_ENDPOINT: endpoint,
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
      }).storage.s3?.archiveBucket,
    ).toBe(BUCKET);
  });
});

describe('SigV4 signing matches the AWS documentation examples', () => {
  // https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html (example credentials)
  const credentials = {
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 's3',
  };

  it('GET Object', () => {
    const emptyHash = sha256Hex('');
    expect(emptyHash).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    const authorization = authorizationOf(
      {
        method: 'GET',
        canonicalUri: '/test.txt',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Range: 'bytes=0-9',
          'x-amz-content-sha256': emptyHash,
          'x-amz-date': '20130524T000000Z',
        },
        payloadHash: emptyHash,
      },
      credentials,
    );
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const authorization = authorizationOf(
      {
        method: 'PUT',
        canonicalUri: '/test%24file.text',
        headers: {
          Host: 'examplebucket.s3.amazonaws.com',
          Date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-date': '20130524T000000Z',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
          'x-amz-content-sha256': payloadHash,
        },
        payloadHash,
      },
      credentials,
    );
    expect(authorization).toMatch(
      /Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });
});

describe('uploads over HTTP with STORAGE=s3', () => {
  const env = () => ({
    STORAGE: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: BUCKET,
    S3_REGION: REGION,
    S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_PUBLIC_URL: `${endpoint}/${BUCKET}/`,
  });

  async function uploadWith(overrides: Record<string, string>) {
    const t = await createTestApp({ ...env(), ...overrides });
    try {
      const user = await buildUser(t.ctx);
      const token = await signIn(t.app, user.username, user.password);
      const { payload, headers } = multipartBody([
        { name: 'image', filename: 'photo.jpg', contentType: 'image/jpeg', data: fixtures.jpeg },
      ]);
      return await t.app.inject({
        method: 'POST',
        url: '/api/management/images/qiniu',
        headers: { ...headers, ...tokenHeader(token), lang: 'en' },
        payload,
      });
    } finally {
      await t.close();
    }
  }

  it('stores the image in the bucket and answers the public URL', async () => {
    const response = await uploadWith({});
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.url;
    expect(url).toMatch(new RegExp(`^${endpoint}/${BUCKET}/[0-9a-f]{32}\\.jpg$`));
    expect(response.json().url).toBe(url);
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.compare(Buffer.from(await fetched.arrayBuffer()), fixtures.jpeg)).toBe(0);
  });

  it('answers a storage failure envelope when the store refuses the signature', async () => {
    const response = await uploadWith({ S3_SECRET_ACCESS_KEY: 'not-the-secret' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 0,
      msg: 'The file could not be stored. Please try again later.',
      data: { dahua_error: 'ERCO000015' },
    });
    expect(refusals.at(-1)).toBe('SignatureDoesNotMatch');
  });

  it('refuses to start with STORAGE=s3 and no bucket or keys', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_ENDPOINT: endpoint })).toThrow(
      /S3_BUCKET: required when STORAGE=s3/,
    );
    expect(() => loadConfig({ ...env(), S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http/);
    expect(loadConfig({ ...env(), S3_PUBLIC_URL: '' }).storage.s3?.publicUrl).toBe(`${endpoint}/${BUCKET}`);
    expect(loadConfig({}).storage).toMatchObject({ kind: 'local', s3: null });
  });
});
