import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isServerOrigin, serverTrailer } from '@dahua/shared';
import { BRIDGE_PLATFORMS, type BridgeDownload } from '@dahua/shared/contracts/bridges';
import { z } from 'zod';

/**
 * The bridge's downloads (issue 25 §2), as the packaging helper writes them:
 * `<dir>/<version>/manifest.json` = `[{platform, version, file_name, size, sha256}]` with the files
 * beside it. A folder without a valid manifest is not a version. The scan is cached briefly: the
 * packager may publish a new version while the server runs.
 */
const SCAN_CACHE_MS = 3000;

/** A version folder's name: dotted numbers, optionally a suffix (`0.2.0`, `1.4.10-rc1`). */
const VERSION_PATTERN = /^\d+(?:\.\d+){0,3}(?:[-+][0-9A-Za-z.-]{1,40})?$/;
/** A file the manifest names: a plain name inside the version folder, never a path. */
const FILE_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

const manifestSchema = z
  .array(
    z.object({
      platform: z.enum(BRIDGE_PLATFORMS),
      version: z.string(),
      file_name: z.string().regex(FILE_NAME_PATTERN),
      size: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/i),
    }),
  )
  .min(1);

export type DownloadsVersion = { version: string; entries: z.infer<typeof manifestSchema> };

/** The numeric parts of a version (`1.10.2` → [1, 10, 2]); null when it does not start with them. */
function partsOf(version: string): number[] | null {
  const match = /^\d+(?:\.\d+)*/.exec(version.trim().replace(/^v/i, ''));
  return match ? match[0].split('.').map(Number) : null;
}

/**
 * Compares two versions by their dotted numbers (`0.10.0` is newer than `0.9.3`); a missing part is 0.
 * Null when either has no numbers to compare.
 */
export function compareVersions(a: string, b: string): number | null {
  const left = partsOf(a);
  const right = partsOf(b);
  if (!left || !right) return null;
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? 0) - (right[i] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** Whether a bridge of `version` is older than `latest` (false when either cannot be compared). */
export function isOlder(version: string, latest: string | null): boolean {
  if (!latest) return false;
  return (compareVersions(version, latest) ?? 0) < 0;
}

async function scan(dir: string): Promise<DownloadsVersion[]> {
  let names: string[];
  try {
    names = (await readdir(dir, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
      .map((entry) => entry.name);
  } catch {
    return []; // no downloads folder: nothing published
  }
  const versions: DownloadsVersion[] = [];
  for (const version of names) {
    try {
      const manifest = manifestSchema.safeParse(
        JSON.parse(await readFile(path.join(dir, version, 'manifest.json'), 'utf8')),
      );
      if (manifest.success) versions.push({ version, entries: manifest.data });
    } catch {
      // unreadable or not JSON: not a version
    }
  }
  return versions.sort((a, b) => -(compareVersions(a.version, b.version) ?? 0));
}

const cache = new Map<string, { at: number; versions: Promise<DownloadsVersion[]> }>();

/** Every published version, newest first (cached for a few seconds per folder). */
export function publishedVersions(dir: string, now = Date.now()): Promise<DownloadsVersion[]> {
  const known = cache.get(dir);
  if (known && now - known.at < SCAN_CACHE_MS) return known.versions;
  const versions = scan(dir);
  cache.set(dir, { at: now, versions });
  return versions;
}

/** The newest published version, or null when none is. */
export async function latestVersion(dir: string): Promise<string | null> {
  return (await publishedVersions(dir))[0]?.version ?? null;
}

/**
 * A published file as this server serves it: the file, then this server's address (`serverTrailer`),
 * so the downloaded bridge pairs with a code alone. Its size and SHA-256 are of those bytes. The
 * file's own hash is taken once (and checked against the manifest: a file that does not match it is
 * not served); each origin's then costs only the trailer (`Hash.copy`).
 */
export type ServedFile = { path: string; trailer: Uint8Array; size: number; sha256: string };

const fileHashes = new Map<string, Promise<{ hash: Hash; size: number } | null>>();

function fileHash(full: string, expected: string): Promise<{ hash: Hash; size: number } | null> {
  return stat(full).then(
    (info) => {
      if (!info.isFile()) return null;
      const key = `${full}|${info.size}|${info.mtimeMs}`;
      let known = fileHashes.get(key);
      if (!known) {
        known = new Promise((resolve) => {
          const hash = createHash('sha256');
          createReadStream(full)
            .on('data', (chunk) => hash.update(chunk))
            .on('error', () => resolve(null))
            .on('end', () =>
              resolve(
                hash.copy().digest('hex') === expected.toLowerCase() ? { hash, size: info.size } : null,
              ),
            );
        });
        fileHashes.set(key, known);
      }
      return known;
    },
    () => null,
  );
}

async function served(
  dir: string,
  version: string,
  entry: DownloadsVersion['entries'][number],
  origin: string | null,
): Promise<ServedFile | null> {
  const full = path.join(dir, version, entry.file_name);
  const base = await fileHash(full, entry.sha256);
  if (!base) return null;
  const trailer = origin && isServerOrigin(origin) ? serverTrailer(origin) : new Uint8Array(0);
  return {
    path: full,
    trailer,
    size: base.size + trailer.length,
    sha256: base.hash.copy().update(trailer).digest('hex'),
  };
}

/** The newest version's files, one per platform, as served to `origin`, each with where to download it. */
export async function newestDownloads(dir: string, origin: string | null): Promise<BridgeDownload[]> {
  const newest = (await publishedVersions(dir))[0];
  if (!newest) return [];
  const answers: BridgeDownload[] = [];
  for (const entry of newest.entries) {
    const file = await served(dir, newest.version, entry, origin);
    if (!file) continue;
    answers.push({
      platform: entry.platform,
      version: newest.version,
      file_name: entry.file_name,
      size: file.size,
      sha256: file.sha256,
      url: `/downloads/bridge/${encodeURIComponent(newest.version)}/${encodeURIComponent(entry.file_name)}`,
    });
  }
  return answers;
}

/** The newest version and when it was published (its manifest's modification time); null when none is. */
export async function newestPublished(dir: string): Promise<{ version: string; at: Date } | null> {
  const newest = (await publishedVersions(dir))[0];
  if (!newest) return null;
  try {
    return {
      version: newest.version,
      at: (await stat(path.join(dir, newest.version, 'manifest.json'))).mtime,
    };
  } catch {
    return null;
  }
}

/**
 * A published file as served to `origin`: only a file its version's manifest names (so no other file
 * of the folder, and no path outside it, is ever served), and only when it matches the manifest's
 * SHA-256. Null otherwise.
 */
export async function publishedFile(
  dir: string,
  version: string,
  fileName: string,
  origin: string | null,
): Promise<ServedFile | null> {
  if (!FILE_NAME_PATTERN.test(fileName)) return null;
  const found = (await publishedVersions(dir)).find((entry) => entry.version === version);
  const entry = found?.entries.find((item) => item.file_name === fileName);
  if (!found || !entry) return null;
  return served(dir, found.version, entry, origin);
}
