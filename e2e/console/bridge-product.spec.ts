import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '@dahua/scale-sim';
import { OWNER } from '../support/accounts';
import { api, signedIn } from '../support/request-api';
import { openSignedIn } from '../support/session';
import { expect, type Page, test } from '../support/test';

/*
 * Issue 25, end to end: the bridge as a product. The owner finds the download for the system the
 * browser runs on (Linux x64) first on the shop page, with the right link and checksum; sets a
 * scale's address in the scale form; issues a pairing code; the packaged bridge (`npm run
 * bridge:package`, which `npm test` runs before this), downloaded from the page, pairs with nothing but
 * that code (the server appended its own address to the file), and the scale goes to "in step" on the
 * shop page. At 1440 and 375 px, in both
 * languages.
 */
const ROOT = join(import.meta.dirname, '../..');
const VERSION: string = JSON.parse(readFileSync(join(ROOT, 'apps/bridge/package.json'), 'utf8')).version;
const RELEASE = join(ROOT, 'apps/bridge/release', VERSION);
type ManifestEntry = { platform: string; version: string; file_name: string; size: number; sha256: string };

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 812 },
] as const;
const LANGUAGES = ['ch', 'en'] as const;
type Language = (typeof LANGUAGES)[number];
const OK = /确\s*定|OK/;
const IN_STEP: Record<Language, RegExp> = { ch: /已同步/, en: /In step/ };

function manifest(): ManifestEntry[] {
  const file = join(RELEASE, 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run bridge:package first`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

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

const noHorizontalScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth <= window.innerWidth);

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of LANGUAGES) {
      test(`download, set the address, pair the packaged bridge by its code, see the scale in step (${language})`, async ({
        page,
      }) => {
        test.setTimeout(150_000);
        const linux = manifest().find((entry) => entry.platform === 'linux-x64');
        expect(linux, 'the linux-x64 file in the manifest').toBeDefined();
        const tag = `${viewport.name}${language}${Date.now().toString(36)}`;
        const dir = mkdtempSync(join(tmpdir(), 'e2e-bridge-product-'));
        let sim: Simulator | undefined;
        let bridge: ChildProcess | undefined;
        let output = '';
        try {
          sim = await startSimulator({ port: 0, controlPort: 0, model: 'TM-Aa', delayMs: 2, log: () => {} });
          const auth = await signedIn(page.request, OWNER);
          const shop = await api<{ id: number }>(page.request, auth, 'post', '/api/management/shops/create', {
            name: `打包桥接店${tag}`,
            phone_number: '13812345678',
            address: '杭州市西湖区',
          });
          const scale = await api<{ id: number }>(
            page.request,
            auth,
            'post',
            `/api/shops/${shop.id}/scales`,
            {
              scale_name: `打包桥接秤${tag}`,
              model_code: 'TM-Aa',
            },
          );

          // The download for this browser's system (Linux x64) first: the link and the checksum.
          await openSignedIn(page, OWNER, `/project/shopMng/shopList/manage/${shop.id}`, { language });
          const card = page.getByTestId('shop-bridges');
          await expect(card).toBeVisible();
          const first = card.getByTestId('bridge-download').first();
          await expect(first).toHaveAttribute('data-platform', 'linux-x64');
          const href = await first.getAttribute('href');
          expect(href).toBe(`/downloads/bridge/${VERSION}/${linux!.file_name}`);
          // The file as served here: the build, then this server's address (so the code alone pairs
          // it); its bytes are what the card's SHA-256 says.
          const shown = (await card.getByTestId('bridge-download-sha256').first().innerText()).trim();
          const response = await page.request.get(href!);
          expect(response.status()).toBe(200);
          const bytes = await response.body();
          expect(createHash('sha256').update(bytes).digest('hex')).toBe(shown);
          expect(bytes.length).toBeGreaterThan(linux!.size);
          const downloaded = join(dir, linux!.file_name);
          writeFileSync(downloaded, bytes, { mode: 0o755 });
          expect(await noHorizontalScroll(page), 'no horizontal scroll on the shop page').toBe(true);

          // The scale's address, in the scale form of its page.
          await page.goto(`/project/scaleMng/scaleList/manage/${scale.id}`);
          await page.getByTestId('scale-edit-address').click();
          const form = page.getByRole('dialog');
          await form.getByTestId('scale-lan-host').fill('127.0.0.1');
          await form.getByTestId('scale-lan-port').fill(String(sim.port));
          await form.getByRole('button', { name: OK }).click();
          await expect(form).toBeHidden();
          await expect(page.getByTestId('scale-lan-address').first()).toContainText(`127.0.0.1:${sim.port}`);

          // A pairing code from the shop page, typed into the packaged bridge.
          await page.goto(`/project/shopMng/shopList/manage/${shop.id}`);
          await page.getByTestId('bridge-issue-code').first().click();
          const code = (await page.getByTestId('bridge-pairing-code').innerText()).trim();
          expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
          expect(await noHorizontalScroll(page), 'no horizontal scroll with the code shown').toBe(true);

          const statusPort = await freePort();
          bridge = spawn(
            downloaded,
            ['pair', code, '--dir', dir, '--no-open', '--port', String(statusPort)],
            { cwd: dir, env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' }, stdio: ['ignore', 'pipe', 'pipe'] },
          );
          bridge.stdout?.on('data', (chunk) => {
            output += chunk;
          });
          bridge.stderr?.on('data', (chunk) => {
            output += chunk;
          });

          // The shop page follows the scale live: in step, in the page's language.
          const state = page.getByTestId('shop-scale-state').first();
          await expect(state, output).toHaveAttribute('data-state', 'in_step', { timeout: 60_000 });
          await expect(state).toHaveText(IN_STEP[language]);
          await expect(page.getByTestId('bridge-row').first()).toBeVisible();
          expect(await noHorizontalScroll(page), 'no horizontal scroll with the scale in step').toBe(true);
          const memory = await (await fetch(`http://127.0.0.1:${sim.controlPort}/memory`)).json();
          expect(memory.clock.set).toBe(true);
        } finally {
          if (bridge && bridge.exitCode === null) {
            const exited = new Promise((resolve) => bridge!.once('exit', resolve));
            bridge.kill('SIGTERM');
            await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
            if (bridge.exitCode === null) bridge.kill('SIGKILL');
          }
          await sim?.close();
          rmSync(dir, { recursive: true, force: true });
        }
      });
    }
  });
}
