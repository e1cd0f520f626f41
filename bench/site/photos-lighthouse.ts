/**
 * The public site with real photos (issue 30 §2): the built server (`npm run build` first) on a fresh demo
 * database; an administrator uploads product photos through the pipeline (2400 × 1600 camera-like JPEGs),
 * puts them on TM-Ab (two) and on the other cards of the home page's first category, and publishes; then
 * Lighthouse 12 (mobile preset: simulated slow 4G, 4× CPU) on the home page and on /Tmab, all four
 * categories, and the bytes of the largest image a phone downloads for each page.
 * Targets: performance, accessibility, best practices and SEO ≥ 95; HTML + CSS + JS ≤ 60 KB a page
 * (images apart); the largest image ≤ 120 KB.
 *   npm run build && npm run site-photos-lighthouse -w bench
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { productPhoto } from '../../apps/server/src/test/product-photo.js';
import { signInHeaders } from '../support.js';

const run = promisify(execFile);
const PORT = 3392;
const BASE = `http://127.0.0.1:${PORT}`;
const REPORTS = fileURLToPath(new URL('../reports/site-photos/', import.meta.url));
const LIGHTHOUSE = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking';
const PAGES: [label: string, path: string][] = [
  ['home (zh)', '/'],
  ['product /Tmab (zh), two photos', '/Tmab'],
  ['product /en/Tmab, two photos', '/en/Tmab'],
];

// Canonical and hreflang links of the pages the server renders are same-site with the server.
process.env.SITE_ORIGIN = BASE;
const { startBuiltServer } = (await import('../built-server.mjs' as string)) as {
  startBuiltServer: (port: number, name: string) => { server: { kill(): void }; ready: Promise<void> };
};

type Report = {
  lighthouseVersion: string;
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: { items?: { url: string; resourceType?: string; transferSize?: number }[] };
    }
  >;
};

async function upload(headers: Record<string, string>, name: string): Promise<unknown> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(await productPhoto(2400, 1600))], { type: 'image/jpeg' }),
    name,
  );
  const answer = await fetch(`${BASE}/api/management/site/images`, { method: 'POST', headers, body: form });
  if (!answer.ok) throw new Error(`upload ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: unknown }).data;
}

async function withPhotos(headers: Record<string, string>, slug: string, photos: unknown[]): Promise<void> {
  const item = `${BASE}/api/management/site/items/product/${slug}`;
  const json = { ...headers, 'content-type': 'application/json' };
  const { data } = (await (await fetch(item, { headers })).json()) as { data: { draft: object } };
  const saved = await fetch(`${item}/draft`, {
    method: 'PUT',
    headers: json,
    body: JSON.stringify({ content: { ...data.draft, photos } }),
  });
  if (!saved.ok) throw new Error(`draft ${slug} ${saved.status}: ${await saved.text()}`);
  const published = await fetch(`${item}/publish`, { method: 'POST', headers: json, body: '{}' });
  if (!published.ok) throw new Error(`publish ${slug} ${published.status}: ${await published.text()}`);
}

const { server, ready } = startBuiltServer(PORT, 'site-photos');
try {
  await ready;
  const headers = await signInHeaders(BASE, 'admin', 'Admin@123456');
  const [front, side] = [await upload(headers, 'tm-ab front.jpg'), await upload(headers, 'tm-ab side.jpg')];
  await withPhotos(headers, 'tm-ab', [front, side]);
  for (const slug of ['tm-f', 'tm-h', 'tm-p', 'tm-aa'])
    await withPhotos(headers, slug, [await upload(headers, `${slug}.jpg`)]);

  mkdirSync(REPORTS, { recursive: true });
  const rows = [
    '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | HTML+CSS+JS | largest image |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const [label, path] of PAGES) {
    const output = `${REPORTS}${path === '/' ? 'home' : path.replace(/\//g, '_')}.json`;
    await run(
      LIGHTHOUSE,
      [
        `${BASE}${path}`,
        '--only-categories=performance,accessibility,best-practices,seo',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const requests = report.audits['network-requests']?.details?.items ?? [];
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
    const weight = requests
      .filter((r) => ['Document', 'Stylesheet', 'Script'].includes(r.resourceType ?? ''))
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
    const largestImage = requests
      .filter((r) => r.resourceType === 'Image')
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))[0];
    const ms = (id: string) => `${Math.round(report.audits[id]?.numericValue ?? 0)} ms`;
    rows.push(
      `| ${label} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
        `${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ` +
        `${(report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} | ${kb(weight)} | ` +
        `${largestImage ? `${kb(largestImage.transferSize ?? 0)} (${largestImage.url.replace(BASE, '')})` : '—'} |`,
    );
    console.log(`lighthouse ${report.lighthouseVersion}: ${label} done`);
  }
  console.log(rows.join('\n'));
} finally {
  server.kill();
}
