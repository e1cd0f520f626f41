import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import {
  copyFile,
  link,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  symlink,
  unlink,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** One file of the served site: its path under the site's folder and its text. */
export interface SiteFile {
  readonly file: string;
  readonly body: string;
}

/**
 * The folder the public site is served from (issue 30 §3). The build writes apps/site/dist; a publish
 * writes a new release beside the data (DATA_DIR/site/releases/<id>): the current release's files
 * hard-linked (copied across file systems), the pages whose text changed written with their `.br` and
 * `.gz`, then `DATA_DIR/site/live` is pointed at it with one rename, so a request is answered wholly
 * from the old release or wholly from the new one. Each instance keeps its own folder.
 */
export interface SiteReleases {
  /** The folder to serve from now (a release, or the build's folder). */
  current(): string;
  /** What the current release was rendered from (`build|content`); '' for the build's own folder. */
  stamp(): string;
  /** The build's identity: its asset names and its renderer (a new build invalidates every release). */
  buildId(): string;
  /**
   * Writes `files` over the current release into a new folder, not served yet; pages of the current
   * release that `files` no longer has are left out.
   */
  prepare(files: readonly SiteFile[], stamp: string): Promise<PreparedRelease>;
  /** Serves a prepared release from now on (one rename). */
  activate(release: PreparedRelease): Promise<void>;
}

/** A release written and not served yet, and the files whose text differs from the served one (or that went). */
export interface PreparedRelease {
  readonly folder: string;
  readonly stamp: string;
  readonly changed: string[];
}

const STAMP_FILE = '.release-stamp';
/** Releases kept besides the current one (a request may still be reading the previous). */
const KEPT = 2;

export function createSiteReleases(staticRoot: string, dataDir: string): SiteReleases {
  const build = path.join(staticRoot, 'apps/site/dist');
  const folder = path.join(dataDir, 'site');
  const live = path.join(folder, 'live');
  const releases = path.join(folder, 'releases');
  let buildIdentity: string | undefined;

  const buildId = () => {
    if (buildIdentity === undefined) {
      const hash = createHash('sha256');
      for (const file of [path.join(build, 'assets.json'), rendererFile(staticRoot)]) {
        if (existsSync(file)) hash.update(readFileSync(file));
      }
      buildIdentity = hash.digest('hex').slice(0, 16);
    }
    return buildIdentity;
  };

  let current = build;
  let stamp = '';
  if (existsSync(path.join(live, STAMP_FILE))) {
    const found = readFileSync(path.join(live, STAMP_FILE), 'utf8');
    // A release of an older build links that build's assets: it is served no more (rendered again).
    if (found.startsWith(`${buildId()}|`)) {
      current = realpathSync(live);
      stamp = found;
    }
  }

  return {
    current: () => current,
    stamp: () => stamp,
    buildId,
    async prepare(files, newStamp) {
      const target = path.join(releases, `${Date.now()}-${randomBytes(4).toString('hex')}`);
      // A page the content no longer has (a product withdrawn) is not carried over, nor its .br and .gz.
      const rendered = new Set(files.map(({ file }) => path.normalize(file)));
      const changed: string[] = [];
      await linkTree(current, target, (file) => {
        const page = file.replace(/\.(br|gz)$/, '');
        if (!page.endsWith('.html') || rendered.has(path.normalize(page))) return false;
        if (page === file) changed.push(file);
        return true;
      });
      for (const { file, body } of files) {
        const to = safeJoin(target, file);
        const before = await readFile(to, 'utf8').catch(() => null);
        if (before === body) continue;
        changed.push(file);
        await writeFresh(to, body);
      }
      await writeFile(path.join(target, STAMP_FILE), newStamp);
      return { folder: target, stamp: newStamp, changed };
    },
    async activate(release) {
      const pointer = `${live}.${randomBytes(4).toString('hex')}`;
      await symlink(release.folder, pointer, 'dir');
      await rename(pointer, live);
      current = release.folder;
      stamp = release.stamp;
      await pruneReleases(releases, release.folder);
    },
  };
}

/** The server's copy of the site's renderer (built beside the site). */
function rendererFile(staticRoot: string): string {
  return path.join(staticRoot, 'apps/site/dist-lib/renderer.mjs');
}

function safeJoin(root: string, file: string): string {
  const full = path.join(root, path.normalize(file));
  if (!full.startsWith(root + path.sep)) throw new Error(`site file outside its folder: ${file}`);
  return full;
}

/** Replaces a (possibly hard-linked) file and its compressed siblings without touching the old inode. */
async function writeFresh(to: string, body: string): Promise<void> {
  await mkdir(path.dirname(to), { recursive: true });
  const bytes = Buffer.from(body);
  const [br, gz] = await Promise.all([
    // Quality 5: a page in about a millisecond (9 took ~100 ms a page here; 11 is for the build).
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
    gzipped(bytes, { level: 9 }),
  ]);
  for (const [name, content] of [
    [to, bytes],
    [`${to}.br`, br],
    [`${to}.gz`, gz],
  ] as const) {
    await unlink(name).catch(() => undefined);
    await writeFile(name, content);
  }
}

/**
 * Mirrors `from` into `to` with hard links (copies where the file system refuses a link), leaving out
 * the files `skip` names (by their path under `from`).
 */
async function linkTree(
  from: string,
  to: string,
  skip: (file: string) => boolean,
  under = '',
): Promise<void> {
  await mkdir(to, { recursive: true });
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (entry.name === STAMP_FILE) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const file = under ? `${under}/${entry.name}` : entry.name;
    if (entry.isDirectory()) await linkTree(source, target, skip, file);
    else if (entry.isFile() && !skip(file)) await link(source, target).catch(() => copyFile(source, target));
  }
}

async function pruneReleases(releases: string, current: string): Promise<void> {
  const names = (await readdir(releases)).sort();
  const old = names.filter((name) => path.join(releases, name) !== current).slice(0, -KEPT);
  await Promise.all(old.map((name) => rm(path.join(releases, name), { recursive: true, force: true })));
}
