import type { StorageConfig } from '../config.js';
import { LocalDiskStorage } from './local.js';
import { S3Storage } from './s3.js';
import type { Storage } from './storage.js';

export { isSafeKey, type Storage, StorageError } from './storage.js';

/** The storage the configuration asks for: local disk by default, S3-compatible when STORAGE=s3. */
export function createStorage(config: StorageConfig): Storage {
  if (config.kind === 's3' && config.s3) return new S3Storage(config.s3);
  return new LocalDiskStorage(config.localDir);
}
