import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageConfig } from '../config.js';
import { type S3Options, s3Request } from './s3.js';
import { StorageError } from './storage.js';

/**
 * The private archive (issue 33 §2: a company's old raw sales, trades/retention.ts). Unlike uploads
 * (storage.ts), nothing here has a URL: local files live under DATA_DIR/archive, which no route
 * serves (http/static.ts serves the built console and site; images/routes.ts only flat keys of
 * DATA_DIR/uploads), and S3 objects are read back with a signed GET, never through S3_PUBLIC_URL.
 */
export interface ArchiveStore {
  /** Stores the bytes under `key` (slash-separated plain segments, see isArchiveKey), replacing any. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the object; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** A key is 1–8 plain segments (letters, digits, `_ . -`, not starting with a dot) joined by `/`. */
export function isArchiveKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length <= 300 &&
    segments.length <= 8 &&
    segments.every((s) => SEGMENT.test(s) && !s.includes('..') && !s.endsWith('.part'))
  );
}

function checked(key: string): string {
  if (!isArchiveKey(key)) throw new StorageError(`unsafe archive key: ${JSON.stringify(key)}`);
  return key;
}

/** Files under a folder that no route serves (DATA_DIR/archive by default). */
export class LocalArchiveStore implements ArchiveStore {
  constructor(readonly root: string) {}

  private fileOf(key: string): string {
    return path.join(this.root, ...checked(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const file = this.fileOf(key);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.part`;
      await writeFile(partial, bytes, { flag: 'wx', mode: 0o600 });
      await rename(partial, file);
    } catch (error) {
      throw new StorageError(`cannot write ${key} under ${this.root}`, { cause: error });
    }
  }

  async get(key: string): Promise<Uint8Array | null> {
    try {
      return await readFile(this.fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw new StorageError(`cannot read ${key} under ${this.root}`, { cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await rm(this.fileOf(key), { force: true });
    } catch (error) {
      throw new StorageError(`cannot delete ${key} under ${this.root}`, { cause: error });
    }
  }

  /** Every key under a prefix folder (tests and operators). */
  async list(prefix = ''): Promise<string[]> {
    const start = prefix ? this.fileOf(prefix) : this.root;
    const found = await readdir(start, { recursive: true, withFileTypes: true }).catch(() => []);
    return found
      .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
      .map((entry) =>
        path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
      )
      .sort();
  }
}

/** Objects in an S3-compatible bucket, every request signed (SigV4): PUT, GET and DELETE Object. */
export class S3ArchiveStore implements ArchiveStore {
  private readonly bucket: string;
  constructor(private readonly options: S3Options) {
    this.bucket = options.archiveBucket || options.bucket;
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const response = await s3Request(this.options, {
      method: 'PUT',
      bucket: this.bucket,
      key: checked(key),
      body: bytes,
      contentType: 'application/gzip',
    });
    await response.body?.cancel();
  }

  async get(key: string): Promise<Uint8Array | null> {
    const response = await s3Request(this.options, {
      method: 'GET',
      bucket: this.bucket,
      key: checked(key),
      accept: [404],
    });
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    try {
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      throw new StorageError(`S3 GET ${key} broke off`, { cause: error });
    }
  }

  async delete(key: string): Promise<void> {
    const response = await s3Request(this.options, {
      method: 'DELETE',
      bucket: this.bucket,
      key: checked(key),
      accept: [404],
    });
    await response.body?.cancel();
  }
}

/** The archive the configuration asks for: beside the uploads (STORAGE=local or s3). */
export function createArchiveStore(config: StorageConfig): ArchiveStore {
  if (config.kind === 's3' && config.s3) return new S3ArchiveStore(config.s3);
  return new LocalArchiveStore(config.archiveDir);
}
