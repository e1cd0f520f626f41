// What a browser downloads and what goes over the wire (issue 18, front end and transport): the
// built product on a fresh demo database, loaded in Debian's Chromium with an empty cache.
//   npm run build && npm run first-load -w bench        (PORT, default 3710)
//   STATIC_ROOT=<folder holding apps/console/dist and apps/site/dist> to weigh another build
// Per page: the JavaScript it runs before it settles (files, raw, gzip -9 as the budget counts it,
// and the bytes actually transferred), and every answer of the load (HTML, JS, CSS, JSON, images)
// as sent (Content-Encoding as negotiated by Chromium: br) against the same answers uncompressed
// (their decoded bodies, which is what the server sent before issue 18). Then single API answers
// fetched with Accept-Encoding identity, gzip and br. `uptime` is printed before and after.
import { spawnSync } from 'node:child_process';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startBuiltServer } from './built-server.mjs';

const PORT = Number(process.env.PORT ?? 3710);
const BASE = `http://127.0.0.1:${PORT}`;
const OWNER = { username: 'demo', password: 'Demo@123456' };
const ADMIN = { username: 'admin', password: 'Admin@123456' };

const uptime = () => spawnSync('uptime', { encoding: 'utf8' }).stdout.trim();
console.log(`machine: ${uptime()}`);

const { server, ready } = startBuiltServer(PORT, 'first-load');

const kb = (n) => `${(n / 1024).toFixed(1)}`;

/**
 * Loads `url` in a fresh page of `context` and weighs every answer of the load; `first` marks the
 * answers requested before `readySelector` showed (the page's first view), timed in the page itself
 * (a MutationObserver against each resource's start time), so a chunk fetched when the browser was
 * idle after the first paint counts with the rest of the load (charts drawn once their data is in,
 * dialogs and menus prepared for a later click).
 */
async function weigh(context, url, readySelector) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  if (readySelector)
    await page.addInitScript((selector) => {
      const seen = () => {
        if (window.__firstView === undefined && document.querySelector(selector))
          window.__firstView = performance.now();
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    }, readySelector);
  const responses = [];
  page.on('response', (response) => responses.push(response));
  await page.goto(`${BASE}${url}`, { waitUntil: readySelector ? 'commit' : 'load' });
  if (readySelector) await page.locator(readySelector).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const { firstView, starts } = await page.evaluate(() => ({
    firstView: window.__firstView ?? Number.POSITIVE_INFINITY,
    starts: performance.getEntriesByType('resource').map((e) => [e.name, e.startTime]),
  }));
  const startOf = new Map(starts);
  const rows = [];
  for (const response of responses) {
    const request = response.request();
    let body;
    try {
      body = await response.body();
    } catch {
      continue; // redirects have no body
    }
    const sizes = await request.sizes();
    // The document itself has no resource entry: it is always part of the first view.
    const start = startOf.get(response.url()) ?? 0;
    rows.push({
      url: response.url().replace(BASE, ''),
      type: request.resourceType(),
      encoding: (await response.allHeaders())['content-encoding'] ?? '',
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      sent: sizes.responseBodySize,
      first: start < firstView,
    });
  }
  await page.close();
  return rows;
}

async function signedIn(browser, account) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${BASE}/sign/login`);
  const form = page.getByTestId('password-form');
  await form.locator('input').first().fill(account.username);
  await form.locator('input[type="password"]').fill(account.password);
  await form.getByRole('button').last().click();
  await page.waitForURL(/\/(project|admin)\/dashboard/);
  await page.close();
  return context;
}

const sum = (rows, key) => rows.reduce((s, r) => s + r[key], 0);

/** One raw HTTP GET: the bytes on the wire for a given Accept-Encoding. */
function wireBytes(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(`${BASE}${url}`, { headers }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => {
          bytes += chunk.length;
        });
        response.on('end', () => resolve({ bytes, encoding: response.headers['content-encoding'] ?? '-' }));
      })
      .on('error', reject);
  });
}

try {
  await ready;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  const guest = await browser.newContext();
  const owner = await signedIn(browser, OWNER);
  const admin = await signedIn(browser, ADMIN);
  const pages = [
    ['/sign/login', guest, '/sign/login', '[data-testid="password-form"]'],
    ['/project/dashboard (owner)', owner, '/project/dashboard', '[data-testid="dashboard-welcome"]'],
    ['/admin/dashboard (admin)', admin, '/admin/dashboard', '[data-testid="dashboard-welcome"]'],
    ['site / (zh home)', guest, '/'],
    ['site /Tmab (product)', guest, '/Tmab'],
    ['site /en/Tmab', guest, '/en/Tmab'],
  ];
  console.log(
    '\n| page | first view: JS files | JS raw KB | JS gzip -9 KB | JS sent KB | whole load: JS files | JS gzip -9 KB | of it ECharts | answers | sent KB | uncompressed KB | saved |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const [label, context, url, readySelector] of pages) {
    const rows = await weigh(context, url, readySelector);
    const allJs = rows.filter((r) => r.type === 'script');
    const js = allJs.filter((r) => r.first);
    // The dashboard's sales chart loads ECharts once its figures are in (its own chunk).
    const echarts = allJs.filter((r) => /\/EChart-[^/]*\.js$/.test(r.url));
    const sent = sum(rows, 'sent');
    const raw = sum(rows, 'raw');
    console.log(
      `| ${label} | ${js.length} | ${kb(sum(js, 'raw'))} | ${kb(sum(js, 'gzip'))} | ${kb(sum(js, 'sent'))} | ${allJs.length} | ${kb(sum(allJs, 'gzip'))} | ${kb(sum(echarts, 'gzip'))} | ${rows.length} | ${kb(sent)} | ${kb(raw)} | ${raw ? Math.round((1 - sent / raw) * 100) : 0}% |`,
    );
    if (process.env.BENCH_VERBOSE)
      for (const r of rows)
        console.log(`    ${r.type} ${r.url} ${r.encoding || '-'} raw ${r.raw} sent ${r.sent}`);
  }

  // Single API answers as a client asks for them.
  const login = await fetch(`${BASE}/api/management/users/login/password`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${OWNER.username}:${OWNER.password}`).toString('base64')}`,
    },
  }).then((r) => r.json());
  const auth = { authorization: `Basic ${Buffer.from(`${login.data.token}:null`).toString('base64')}` };
  const calls = [
    ['goods list, 100 a page', '/api/management/goods?page=1&per_page=100'],
    ['goods list, 20 a page', '/api/management/goods?page=1&per_page=20'],
    ['shops list', '/api/management/shops?page=1&per_page=20'],
    ['users/info', '/api/management/users/info'],
    ['goods export (csv)', '/api/management/goods/export?format=csv'],
    ['goods export (xlsx, not compressed)', '/api/management/goods/export?format=xlsx'],
    ['OpenAPI document', '/api/docs/json'],
  ];
  console.log('\n| answer | identity B | gzip B | br B |');
  console.log('|---|---|---|---|');
  for (const [label, url] of calls) {
    const [plain, gz, br] = await Promise.all(
      ['identity', 'gzip', 'br'].map((e) => wireBytes(url, { ...auth, 'accept-encoding': e })),
    );
    const cell = (w) => `${w.bytes}${w.encoding === '-' ? '' : ` (${w.encoding})`}`;
    console.log(`| ${label} | ${cell(plain)} | ${cell(gz)} | ${cell(br)} |`);
  }
  await browser.close();
} finally {
  server.kill();
  console.log(`\nmachine: ${uptime()}`);
}
