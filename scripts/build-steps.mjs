// The buildable parts of the product, in build order, and the one build routine that
// `npm run build` (everything) and `npm start` (only what is stale) share.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const STEPS = [
  {
    workspace: 'packages/shared',
    sources: ['packages/shared/src', 'packages/tm-protocol/src'],
    output: 'packages/shared/dist/index.js',
  },
  {
    workspace: 'apps/console',
    sources: [
      'apps/console/src',
      'apps/console/index.html',
      'packages/shared/src',
      'packages/tm-protocol/src',
      'scripts/precompress.mjs',
    ],
    output: 'apps/console/dist/index.html',
  },
  {
    workspace: 'apps/site',
    sources: ['apps/site/src', 'packages/shared/src', 'scripts/precompress.mjs'],
    output: 'apps/site/dist/index.html',
  },
  {
    workspace: 'apps/server',
    sources: ['apps/server/src', 'apps/server/drizzle'],
    output: 'apps/server/dist/main.js',
  },
];

// Incremental compilers leave unchanged outputs untouched, so "built" is a stamp written
// after each successful build, not the output's own time.
const stampDir = path.join(root, 'node_modules/.cache/dahua-build');

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.endsWith('.test.ts')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function isStale(step, stamp) {
  if (!existsSync(path.join(root, step.output)) || !existsSync(stamp)) return true;
  const changed = Math.max(...step.sources.map((source) => newestMtime(path.join(root, source))));
  return statSync(stamp).mtimeMs < changed;
}

/** Builds every part, or with `onlyStale` the parts whose sources changed since their last build. */
export function build({ onlyStale }) {
  mkdirSync(stampDir, { recursive: true });
  for (const step of STEPS) {
    const stamp = path.join(stampDir, `${step.workspace.replace('/', '-')}.stamp`);
    if (onlyStale && !isStale(step, stamp)) continue;
    console.log(`[build] ${step.workspace}`);
    const result = spawnSync('npm', ['run', 'build', '-w', step.workspace], { cwd: root, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
    writeFileSync(stamp, new Date().toISOString());
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) build({ onlyStale: false });
