/**
 * Weight of a page as a browser downloads it: the HTML plus the CSS and JS it links,
 * raw and gzip-compressed (images apart). Budgets (issue 6): product page ≤ 60 KB gzip for
 * HTML + CSS + JS together, ≤ 20 KB of JS. Run after `npm run build -w apps/site`:
 *   npx tsx bench/site/page-weight.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../../apps/site/dist/', import.meta.url));
const BUDGET_TOTAL_GZIP = 60 * 1024;
const BUDGET_JS = 20 * 1024;

const PAGES: [label: string, file: string][] = [
  ['home (zh)', 'index.html'],
  ['home (en)', 'en/index.html'],
  ['product /Tmab (zh)', 'Tmab/index.html'],
  ['product /en/Tmab', 'en/Tmab/index.html'],
  ['product /tmhp (zh)', 'tmhp/index.html'],
  ['listing /chanpincontain (zh)', 'chanpincontain/index.html'],
  ['paging demo /classjijia (zh)', 'classjijia/index.html'],
];

interface Weight {
  raw: number;
  gzip: number;
}

function weigh(file: string): Weight {
  const bytes = readFileSync(`${DIST}${file}`);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

let overBudget = false;
const rows: string[] = [
  '| page | HTML gzip | CSS gzip | JS gzip (raw) | total gzip |',
  '|---|---|---|---|---|',
];
for (const [label, file] of PAGES) {
  const html = readFileSync(`${DIST}${file}`, 'utf8');
  const css = [...html.matchAll(/<link rel="stylesheet" href="\/([^"]+)"/g)].map((m) => weigh(m[1] ?? ''));
  const js = [...html.matchAll(/<script type="module" src="\/([^"]+)"/g)].map((m) => weigh(m[1] ?? ''));
  const page = weigh(file);
  const cssGzip = css.reduce((sum, w) => sum + w.gzip, 0);
  const jsGzip = js.reduce((sum, w) => sum + w.gzip, 0);
  const jsRaw = js.reduce((sum, w) => sum + w.raw, 0);
  const total = page.gzip + cssGzip + jsGzip;
  if (total > BUDGET_TOTAL_GZIP || jsRaw > BUDGET_JS) overBudget = true;
  rows.push(`| ${label} | ${kb(page.gzip)} | ${kb(cssGzip)} | ${kb(jsGzip)} (${kb(jsRaw)}) | ${kb(total)} |`);
}
console.log(rows.join('\n'));
console.log(
  `budget: total ≤ ${kb(BUDGET_TOTAL_GZIP)} gzip, JS ≤ ${kb(BUDGET_JS)} → ${overBudget ? 'OVER BUDGET' : 'within budget'}`,
);
if (overBudget) process.exitCode = 1;
