import type { StorageConfig } from '../config.js';
import { LOCAL_UPLOADS_PATH } from './local.js';
import { isSafeKey } from './storage.js';

/**
 * Whether an image address is one our storage issued: empty (no image), `/uploads/<key>` (local
 * uploads, still served after a switch to S3) or `<S3_PUBLIC_URL>/<key>`. Nothing else is stored
 * as an image: no `javascript:`/`data:` links, no foreign hosts.
 */
export function storedUrlMatcher(config: StorageConfig): (url: string) => boolean {
  const prefixes = [LOCAL_UPLOADS_PATH, ...(config.s3 ? [`${config.s3.publicUrl}/`] : [])];
  return (url) =>
    url === '' || prefixes.some((prefix) => url.startsWith(prefix) && isSafeKey(url.slice(prefix.length)));
}
