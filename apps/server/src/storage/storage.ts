/**
 * Where uploaded files go. One implementation per file: local.ts (DATA_DIR/uploads, served at
 * /uploads/) and s3.ts (S3-compatible object storage); index.ts picks one from the configuration.
 */
export interface Storage {
  /**
   * Stores the bytes under `key` (a plain file name, see isSafeKey, or a few plain folders and a
   * file name, see isStorageKey) and answers their public URL.
   */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<string>;
  /** Removes what is stored under `key` (nothing there is no error): the undoing of a `put`. */
  remove(key: string): Promise<void>;
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

/** Up to three folders (plain names, no dots) and a plain file name: `site-media/<id>/640.avif`. */
const SAFE_PATH = /^([A-Za-z0-9][A-Za-z0-9_-]*\/){1,3}[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)?$/;

/**
 * A key a backend may store: a plain name (isSafeKey), or plain folders and a plain name (the site's
 * image variants, issue 30 §2). No `.`/`..` segment, no leading or doubled slash, no dot file.
 */
export function isStorageKey(key: string): boolean {
  return isSafeKey(key) || (key.length <= 200 && SAFE_PATH.test(key));
}
