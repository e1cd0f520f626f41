/**
 * Where uploaded files go. One implementation per file: local.ts (DATA_DIR/uploads, served at
 * /uploads/) and s3.ts (S3-compatible object storage); index.ts picks one from the configuration.
 */
export interface Storage {
  /** Stores the bytes under `key` (a plain file name, see isSafeKey) and answers their public URL. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

/** The failure of a storage backend (disk full, object store refusing); never a caller's mistake. */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/** A key is one plain file name: letters, digits, `-` and `_`, one extension; no path, no dot file. */
export function isSafeKey(key: string): boolean {
  return key.length <= 200 && SAFE_KEY.test(key);
}
