import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small stand-in for an S3-compatible store (127.0.0.1, random port): PUT Object checks the
 * AWS Signature Version 4 and the body hash the way S3 does, written here independently of the
 * client's signing code, and refuses with S3's XML errors; GET Object serves stored objects
 * publicly (the S3_PUBLIC_URL of the tests) except under PRIVATE_PREFIX, which it serves only to a
 * signed GET; DELETE Object (signed) removes one.
 */
export const ACCESS_KEY_ID = 'AKIDTESTSTORAGE0001';
export const SECRET = 'test/secret+Key0123456789abcdefghijklmnop';
export const REGION = 'cn-east-1';
export const BUCKET = 'scale-images';
/** Keys under this prefix are read only with a signature (the sales archive, issue 33 §2). */
export const PRIVATE_PREFIX = 'sales-archive/';

export type StoredObject = { body: Buffer; contentType: string };

function s3Error(refusals: string[], res: ServerResponse, status: number, code: string, message: string) {
  refusals.push(code);
  res.writeHead(status, { 'content-type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message>` +
      '<RequestId>test</RequestId></Error>',
  );
}

const hmacOf = (key: Buffer | string, text: string) => createHmac('sha256', key).update(text).digest();

/** The server's own SigV4 check: null when the request is genuine, else the S3 error code. */
function verify(req: IncomingMessage, body: Buffer): [number, string, string] | null {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      req.headers.authorization ?? '',
    );
  if (!match) return [400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.'];
  const [, accessKey, date, region, signedHeaders, signature] = match as unknown as string[];
  if (accessKey !== ACCESS_KEY_ID) return [403, 'InvalidAccessKeyId', 'The access key does not exist.'];
  if (region !== REGION) return [400, 'AuthorizationHeaderMalformed', `The region '${region}' is wrong.`];
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  const sent = Date.parse(
    amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  );
  if (!amzDate.startsWith(date!) || !(Math.abs(Date.now() - sent) < 15 * 60_000)) {
    return [403, 'RequestTimeTooSkewed', 'The difference between the request time and now is too large.'];
  }
  const names = signedHeaders!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!names.includes(required)) return [403, 'AccessDenied', `${required} must be signed.`];
  }
  const contentSha = String(req.headers['x-amz-content-sha256'] ?? '');
  if (contentSha !== createHash('sha256').update(body).digest('hex')) {
    return [400, 'XAmzContentSHA256Mismatch', 'The provided x-amz-content-sha256 does not match.'];
  }
  const canonicalHeaders = names
    .map((name) => `${name}:${String(req.headers[name] ?? '').trim()}\n`)
    .join('');
  const [rawPath, rawQuery = ''] = (req.url ?? '/').split('?');
  const canonical = `${req.method}\n${rawPath}\n${rawQuery}\n${canonicalHeaders}\n${signedHeaders}\n${contentSha}`;
  const stringToSign = `AWS4-HMAC-SHA256\n${amzDate}\n${date}/${region}/s3/aws4_request\n${createHash(
    'sha256',
  )
    .update(canonical)
    .digest('hex')}`;
  let key = hmacOf(`AWS4${SECRET}`, date!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmacOf(key, part);
  const expected = hmacOf(key, stringToSign);
  if (!timingSafeEqual(expected, Buffer.from(signature!, 'hex'))) {
    return [
      403,
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    ];
  }
  return null;
}

export type S3StandIn = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** What PUT stored, by key. */
  objects: Map<string, StoredObject>;
  /** The S3 error codes it answered, in order. */
  refusals: string[];
  /** From now on, PUT Object succeeds `count` more times, then answers 500 InternalError (null: always succeeds). */
  failPutsAfter(count: number | null): void;
  /** The variables that point the server's S3 storage at it. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, StoredObject>();
  const refusals: string[] = [];
  let putsLeft: number | null = null;
  const fail = (res: ServerResponse, status: number, code: string, message: string) =>
    s3Error(refusals, res, status, code, message);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const [, bucket, ...rest] = (req.url ?? '').split('?')[0]!.split('/');
      const key = decodeURIComponent(rest.join('/'));
      if (bucket !== BUCKET) return fail(res, 404, 'NoSuchBucket', 'The specified bucket does not exist.');
      if (req.method === 'GET') {
        // Anyone may read the images; the sales archive only with a signature (a bucket policy
        // that makes the bucket public except PRIVATE_PREFIX, as the README asks).
        if (!req.headers.authorization && key.startsWith(PRIVATE_PREFIX))
          return fail(res, 403, 'AccessDenied', 'Access Denied');
        if (req.headers.authorization) {
          const refused = verify(req, body);
          if (refused) return fail(res, ...refused);
        }
        const found = objects.get(key);
        if (!found) return fail(res, 404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, { 'content-type': found.contentType, 'content-length': found.body.length });
        return res.end(found.body);
      }
      if ((req.method !== 'PUT' && req.method !== 'DELETE') || !key)
        return fail(res, 405, 'MethodNotAllowed', 'Not allowed.');
      const refused = verify(req, body);
      if (refused) return fail(res, ...refused);
      if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      if (putsLeft !== null && putsLeft-- <= 0)
        return fail(res, 500, 'InternalError', 'We encountered an internal error. Please try again.');
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? '') });
      res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    bucket: BUCKET,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET,
    objects,
    refusals,
    failPutsAfter: (count) => {
      putsLeft = count;
    },
    env: {
      STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_REGION: REGION,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
