/**
 * Lighthouse 12 (mobile preset, the default) in Debian's Chromium against a product page and
 * the home page, served from apps/site/dist by a local static server on 127.0.0.1.
 * Build first with the origin the server answers on, so canonical and hreflang are same-site:
 *   SITE_ORIGIN=http://127.0.0.1:4180 npm run build -w apps/site
 *   npx tsx bench/site/lighthouse.ts
 * Targets (issue 6): performance ≥ 95, accessibility ≥ 95, SEO 100.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startStaticServer } from './static-server.js';

const run = promisify(execFile);
const PORT = 4180;
const DIST = fileURLToPath(new URL('../../apps/site/dist/', import.meta.url));
const REPORTS = fileURLToPath(new URL('./reports/', import.meta.url));
const LIGHTHOUSE = fileURLToPath(new URL('../../node_modules/.bin/lighthouse', import.meta.url));
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');
const PAGES: [label: string, path: string][] = [
  ['home (zh)', '/'],
  ['product /Tmab (zh)', '/Tmab'],
  ['product /en/tmptwo', '/en/tmptwo'],
];

interface LighthouseReport {
  lighthouseVersion: string;
  categories: Record<'performance' | 'accessibility' | 'seo', { score: number | null }>;
  audits: Record<string, { numericValue?: number; score: number | null; title: string }>;
}

function score(report: LighthouseReport, category: keyof LighthouseReport['categories']): number {
  return Math.round((report.categories[category].score ?? 0) * 100);
}

mkdirSync(REPORTS, { recursive: true });
const server = await startStaticServer(DIST, PORT);
let failed = false;
const rows = [
  '| page | performance | accessibility | SEO | FCP | LCP | TBT | CLS |',
  '|---|---|---|---|---|---|---|---|',
];
try {
  for (const [label, path] of PAGES) {
    const output = `${REPORTS}${path === '/' ? 'home' : path.replace(/\//g, '_')}.json`;
    await run(
      LIGHTHOUSE,
      [
        `http://127.0.0.1:${PORT}${path}`,
        '--only-categories=performance,accessibility,seo',
        '--output=json',
        `--output-path=${output}`,
        `--chrome-flags=${CHROME_FLAGS}`,
        '--quiet',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    );
    const report = JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport;
    const [performance, accessibility, seo] = [
      score(report, 'performance'),
      score(report, 'accessibility'),
      score(report, 'seo'),
    ];
    if (performance < 95 || accessibility < 95 || seo < 100) failed = true;
    const ms = (id: string) => `${Math.round(report.audits[id]?.numericValue ?? 0)} ms`;
    rows.push(
      `| ${label} | ${performance} | ${accessibility} | ${seo} | ${ms('first-contentful-paint')} | ${ms('largest-contentful-paint')} | ${ms('total-blocking-time')} | ${(report.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} |`,
    );
    for (const [id, audit] of Object.entries(report.audits)) {
      if (
        audit.score !== null &&
        audit.score < 1 &&
        /^(color-contrast|document-title|meta-description|hreflang|canonical|link-text|image-alt|label|heading-order|aria-|button-name|link-name|is-crawlable|robots-txt|crawlable-anchors|html-has-lang)/.test(
          id,
        )
      ) {
        console.log(`  ${label}: ${id} (${audit.title}) score ${audit.score}`);
      }
    }
    console.log(
      `lighthouse ${report.lighthouseVersion} ${label}: perf ${performance}, a11y ${accessibility}, seo ${seo}`,
    );
  }
} finally {
  server.close();
}
console.log(rows.join('\n'));
if (failed) {
  console.log('below target (performance ≥ 95, accessibility ≥ 95, SEO 100)');
  process.exitCode = 1;
}
