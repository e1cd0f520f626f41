import type { S3Config } from '../config.js';
import { amzDateOf, authorizationOf, encodePath, sha256Hex } from './sigv4.js';
import { isStorageKey, type Storage, StorageError } from './storage.js';

export type S3Options = S3Config & {
  /** Replaceable in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => Date;
};

/**
 * One request to an S3-compatible store, signed with AWS Signature Version 4 (path-style
 * `<endpoint>/<bucket>/<key>`). Answers the response when it is 2xx (or one of `accept`); a refusal
 * or an unreachable store is a StorageError naming the store's error code.
 */
export async function s3Request(
  options: S3Options,
  request: {
    method: 'GET' | 'PUT' | 'DELETE';
    bucket: string;
    key: string;
    body?: Uint8Array;
    contentType?: string;
    /** Statuses answered as they are (e.g. 404 for a GET of a missing object). */
    accept?: number[];
  },
): Promise<Response> {
  const { endpoint, region, accessKeyId, secretAccessKey } = options;
  const base = new URL(endpoint);
  const canonicalUri = `${base.pathname.replace(/\/+$/, '')}${encodePath(request.bucket, request.key)}`;
  const url = `${base.origin}${canonicalUri}`;
  const payloadHash = sha256Hex(request.body ?? '');
  const headers: Record<string, string> = {
    host: base.host,
    ...(request.contentType !== undefined && { 'content-type': request.contentType }),
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDateOf(options.now?.() ?? new Date()),
  };
  const authorization = authorizationOf(
    { method: request.method, canonicalUri, headers, payloadHash },
    { accessKeyId, secretAccessKey, region, service: 's3' },
  );
  // fetch sets Host itself (from the URL, the same value as signed).
  const { host: _host, ...sent } = headers;
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(url, {
      method: request.method,
      headers: { ...sent, authorization },
      ...(request.body !== undefined && { body: request.body }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new StorageError(`S3 ${request.method} ${url} could not be sent`, { cause: error });
  }
  if (!response.ok && !request.accept?.includes(response.status)) {
    const body = await response.text().catch(() => '');
    const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? 'unknown';
    const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? '';
    throw new StorageError(
      `S3 ${request.method} ${url} answered ${response.status} ${code}: ${message}`.trim(),
    );
  }
  return response;
}

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, R2, OSS/COS S3 endpoints): one signed
 * PUT Object per file, path-style (`<endpoint>/<bucket>/<key>`), AWS Signature Version 4.
 */
export class S3Storage implements Storage {
  constructor(private readonly options: S3Options) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<string> {
    if (!isStorageKey(key)) throw new StorageError(`unsafe storage key: ${JSON.stringify(key)}`);
    const response = await s3Request(this.options, {
      method: 'PUT',
      bucket: this.options.bucket,
      key,
      body: bytes,
      contentType,
    });
    await response.body?.cancel();
    return `${this.options.publicUrl}${encodePath(key)}`;
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) throw new StorageError(`unsafe storage key: ${JSON.stringify(key)}`);
    // S3 answers 204 whether or not the object was there.
    const response = await s3Request(this.options, { method: 'DELETE', bucket: this.options.bucket, key });
    await response.body?.cancel();
  }
}
