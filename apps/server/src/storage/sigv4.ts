import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 (header-based), as S3 and S3-compatible stores check it:
 * canonical request → string to sign → signing key → HMAC-SHA256 signature.
 * https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
 */
export const ALGORITHM = 'AWS4-HMAC-SHA256';

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding of one path segment or query part: everything but A-Z a-z 0-9 - . _ ~. */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A path of plain segments encoded for S3 (once; S3 does not double-encode), slashes kept. */
export function encodePath(...segments: string[]): string {
  return `/${segments
    .flatMap((s) => s.split('/'))
    .map(uriEncode)
    .join('/')}`;
}

/** `20130524T000000Z` */
export function amzDateOf(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type SignRequest = {
  method: string;
  /** Already encoded, as sent on the wire (see encodePath). */
  canonicalUri: string;
  /** Query parameters, unencoded. */
  query?: Record<string, string>;
  /** Every header to sign, including host and x-amz-date (names in any case). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, as sent in x-amz-content-sha256. */
  payloadHash: string;
};

export type Credentials = {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service: string;
};

export function canonicalRequestOf(request: SignRequest): { canonical: string; signedHeaders: string } {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), value.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([name]) => name).join(';');
  const query = Object.entries(request.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [
    request.method.toUpperCase(),
    request.canonicalUri,
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n');
  return { canonical, signedHeaders };
}

export function signingKeyOf(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

/** The Authorization header value for a request whose headers carry x-amz-date. */
export function authorizationOf(request: SignRequest, credentials: Credentials): string {
  const amzDate = Object.entries(request.headers).find(([name]) => name.toLowerCase() === 'x-amz-date')?.[1];
  if (!amzDate || !/^\d{8}T\d{6}Z$/.test(amzDate)) throw new Error('x-amz-date header missing or malformed');
  const date = amzDate.slice(0, 8);
  const scope = `${date}/${credentials.region}/${credentials.service}/aws4_request`;
  const { canonical, signedHeaders } = canonicalRequestOf(request);
  const stringToSign = [ALGORITHM, amzDate, scope, sha256Hex(canonical)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKeyOf(credentials.secretAccessKey, date, credentials.region, credentials.service),
  )
    .update(stringToSign, 'utf8')
    .digest('hex');
  return `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}
