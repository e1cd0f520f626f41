/**
 * Lighthouse 12 (mobile: simulated slow 4G, 4× CPU, the defaults) on the console's two first views,
 * /sign/login and the signed-in dashboard, 3 runs each, against the built product on a fresh demo
 * database (issue 33 §3). The dashboard is signed in through the API and its session written into
 * localStorage (the format e2e/support/session.ts writes) in a Chromium launched here with a
 * debugging port; Lighthouse connects to it with --disable-storage-reset (the cache is cleared
 * before each run instead, so every run is a cold load).
 *   npm run build && npm run console-lighthouse -w bench       (PORT, default 3720)
 *   STATIC_ROOT=<folder with apps/console/dist and apps/site/dist> to measure another build
 *   PAGES=dashboard (or /sign/login) for one page only; LABEL=<name> prefixes the reports' files;
 *   SAVE_ASSETS=1 keeps each run's trace beside its report (Lighthouse --save-assets)
 * Targets: performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.05 on both.
 */
import { type ChildProcess, execFile } from 'node:child_process';
import { createCipheriv } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import puppeteer from 'puppeteer-core';

type Started = { server: ChildProcess; ready: Promise<void> };
const { startBuiltServer } = (await import('./built-server.mjs' as string)) as {
  startBuiltServer: (port: number, name: string) => Started;
};

const run = promisify(execFile);
const PORT = Number(process.env.PORT ?? 3720);
const DEBUG_PORT = 9333;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const REPORTS = fileURLToPath(new URL('./reports/console/', import.meta.url));
const LIGHTHOUSE = fileURLToPath(new URL('../node_modules/.bin/lighthouse', import.meta.url));

/** apps/console/src/services/storage.ts's encryption of the stored user info (AES-128-ECB, base64). */
function encryptInfo(text: string): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from('dahuaScale@2026!', 'utf8'), null);
  return Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]).toString('base64');
}

interface Report {
  lighthouseVersion: string;
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number }>;
}

mkdirSync(REPORTS, { recursive: true });
const { server, ready } = startBuiltServer(PORT, 'console-lighthouse');
await ready;
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [`--remote-debugging-port=${DEBUG_PORT}`, '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const rows = [
  '| page | run | performance | FCP | LCP | TBT | CLS | load (1 min) |',
  '|---|---|---|---|---|---|---|---|',
];
let failed = false;
try {
  const login = await fetch(`${BASE}/api/management/users/login/password`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from('demo:Demo@123456').toString('base64')}` },
  });
  const info = ((await login.json()) as { data: { token: string; expiration: string } }).data;
  const setup = await browser.newPage();
  await setup.goto(`${BASE}/404`);
  const only = process.env.PAGES?.split(',');
  const pages = (
    [
      ['/sign/login', '/sign/login', false],
      ['dashboard', '/project/dashboard', true],
    ] as [label: string, path: string, signedIn: boolean][]
  ).filter(([label]) => !only || only.includes(label));
  for (const [label, path, signedIn] of pages) {
    const sums = { performance: 0, lcp: 0, cls: 0, tbt: 0 };
    for (let i = 1; i <= RUNS; i++) {
      await setup.evaluate(
        (userInfo, token, keep) => {
          type Store = { clear(): void; setItem(key: string, value: string): void };
          const localStorage = (globalThis as unknown as { localStorage: Store }).localStorage;
          localStorage.clear();
          if (keep) {
            localStorage.setItem('dahua.userInfo', userInfo);
            localStorage.setItem('dahua.token', token);
          }
        },
        encryptInfo(JSON.stringify(info)),
        JSON.stringify({ token: info.token, expiration: info.expiration }),
        signedIn,
      );
      const cdp = await setup.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      const output = `${REPORTS}${process.env.LABEL ? `${process.env.LABEL}-` : ''}${label.replace(/\W+/g, '_')}-${i}.json`;
      await run(LIGHTHOUSE, [
        `${BASE}${path}`,
        `--port=${DEBUG_PORT}`,
        '--disable-storage-reset',
        '--only-categories=performance',
        '--output=json',
        `--output-path=${output}`,
        '--quiet',
        ...(process.env.SAVE_ASSETS ? ['--save-assets'] : []),
      ]);
      const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
      const value = (id: string) => report.audits[id]?.numericValue ?? 0;
      const performance = Math.round((report.categories.performance.score ?? 0) * 100);
      sums.performance += performance;
      sums.lcp += value('largest-contentful-paint');
      sums.cls += value('cumulative-layout-shift');
      sums.tbt += value('total-blocking-time');
      rows.push(
        `| ${label} | ${i} | ${performance} | ${Math.round(value('first-contentful-paint'))} ms | ${Math.round(value('largest-contentful-paint'))} ms | ${Math.round(value('total-blocking-time'))} ms | ${value('cumulative-layout-shift').toFixed(3)} | ${(loadavg()[0] ?? 0).toFixed(1)} |`,
      );
      console.log(`lighthouse ${report.lighthouseVersion} ${label} run ${i}: ${rows.at(-1)}`);
    }
    const mean = (n: number) => n / RUNS;
    rows.push(
      `| **${label} mean** | | ${mean(sums.performance).toFixed(0)} | | ${Math.round(mean(sums.lcp))} ms | ${Math.round(mean(sums.tbt))} ms | ${mean(sums.cls).toFixed(3)} | |`,
    );
    if (mean(sums.performance) < 90 || mean(sums.lcp) > 2500 || mean(sums.cls) > 0.05) failed = true;
  }
} finally {
  await browser.close();
  server.kill();
}
console.log(rows.join('\n'));
if (failed) {
  console.log('below target (performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.05)');
  process.exitCode = 1;
}
