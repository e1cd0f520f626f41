import type { S3Config } from '../config.js';
import { amzDateOf, authorizationOf, encodePath, sha256Hex } from './sigv4.js';
import { isSafeKey, type Storage, StorageError } from './storage.js';

export type S3Options = S3Config & {
  /** Replaceable in tests; the global fetch otherwise. */
  fetch?: typeof fetch;
  now?: () => Date;
};

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, R2, OSS/COS S3 endpoints): one signed
 * PUT Object per file, path-style (`<endpoint>/<bucket>/<key>`), AWS Signature Version 4.
 */
export class S3Storage implements Storage {
  constructor(private readonly options: S3Options) {}

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<string> {
    if (!isSafeKey(key)) throw new StorageError(`unsafe storage key: ${JSON.stringify(key)}`);
    const { endpoint, bucket, region, accessKeyId, secretAccessKey, publicUrl } = this.options;
    const base = new URL(endpoint);
    const canonicalUri = `${base.pathname.replace(/\/+$/, '')}${encodePath(bucket, key)}`;
    const url = `${base.origin}${canonicalUri}`;
    const payloadHash = sha256Hex(bytes);
    const headers: Record<string, string> = {
      host: base.host,
      'content-type': contentType,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDateOf(this.options.now?.() ?? new Date()),
    };
    const authorization = authorizationOf(
      { method: 'PUT', canonicalUri, headers, payloadHash },
      { accessKeyId, secretAccessKey, region, service: 's3' },
    );
    // fetch sets Host itself (from the URL, the same value as signed).
    const { host: _host, ...sent } = headers;
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'PUT',
        headers: { ...sent, authorization },
        body: bytes,
        signal: AbortSignal.timeout(30_000),
      });
    } catch (error) {
      throw new StorageError(`S3 PUT ${url} could not be sent`, { cause: error });
    }
    if (!response.ok) {
      const body = await response.text().catch(() => '');
      const code = /<Code>([^<]*)<\/Code>/.exec(body)?.[1] ?? 'unknown';
      const message = /<Message>([^<]*)<\/Message>/.exec(body)?.[1] ?? '';
      throw new StorageError(`S3 PUT ${url} answered ${response.status} ${code}: ${message}`.trim());
    }
    await response.body?.cancel();
    return `${publicUrl}${encodePath(key)}`;
  }
}
