import { randomBytes } from 'node:crypto';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, isStorageKey, type Storage, StorageError } from './storage.js';

/** The URL path local uploads are served from (see modules/images/routes.ts). */
export const LOCAL_UPLOADS_PATH = '/uploads/';

/** Files on the local disk (DATA_DIR/uploads by default), served back at /uploads/<key>. */
export class LocalDiskStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<string> {
    if (!isStorageKey(key)) throw new StorageError(`unsafe storage key: ${JSON.stringify(key)}`);
    try {
      const target = path.join(this.root, key);
      const folder = path.dirname(target);
      await mkdir(folder, { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = path.join(folder, `.${path.basename(target)}.${randomBytes(6).toString('hex')}.part`);
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    } catch (error) {
      throw new StorageError(`cannot write ${key} under ${this.root}`, { cause: error });
    }
    return `${LOCAL_UPLOADS_PATH}${key}`;
  }

  async remove(key: string): Promise<void> {
    if (!isStorageKey(key)) throw new StorageError(`unsafe storage key: ${JSON.stringify(key)}`);
    try {
      await unlink(path.join(this.root, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw new StorageError(`cannot remove ${key} under ${this.root}`, { cause: error });
    }
  }
}

/**
 * The file of a stored key under root, or null when the key is not a plain name or names no
 * regular file. Keys never hold a separator or a leading dot, so nothing outside root is reachable.
 */
export async function localFileOf(root: string, key: string): Promise<{ file: string; size: number } | null> {
  if (!isSafeKey(key)) return null;
  const file = path.join(root, key);
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}
