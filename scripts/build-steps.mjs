// The buildable parts of the product, in build order, and the one build routine that
// `npm run build` (everything) and `npm start` (only what is stale) share.
//   node scripts/build-steps.mjs [--strict] [--verbose]
// Each part's output goes to node_modules/.cache/dahua-build/<part>.log; the terminal shows which
// part is building, how far along the list it is and how long each took. What a part writes to
// stderr while succeeding is a warning: it is always shown, and with --strict (npm test) it fails
// the build, so warnings are fixed where they arise instead of scrolling past. --verbose also
// streams every part's full output (Vite's chunk list and the like) as it comes.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const STEPS = [
  {
    workspace: 'packages/shared',
    what: 'shared code (TypeScript)',
    sources: ['packages/shared/src', 'packages/tm-protocol/src'],
    output: 'packages/shared/dist/index.js',
  },
  {
    workspace: 'apps/console',
    what: 'the console (Vite, then precompressed)',
    sources: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'apps/console/build',
      'packages/shared/src',
      'packages/tm-protocol/src',
      'scripts/precompress.mjs',
    ],
    output: 'apps/console/dist/index.html',
  },
  {
    workspace: 'apps/site',
    what: 'the public site (pages, images, downloads, then precompressed)',
    sources: ['apps/site/src', 'apps/site/scripts', 'packages/shared/src', 'scripts/precompress.mjs'],
    output: 'apps/site/dist/index.html',
  },
  {
    workspace: 'apps/server',
    what: 'the API server (TypeScript, then the database template)',
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

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const indent = (text) =>
  text
    .trimEnd()
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n');

/** Runs one part's build; its output (stdout and stderr, in the order written) goes to `logFile`. */
function runStep(step, logFile, verbose) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'build', '--silent', '-w', step.workspace], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    const errChunks = [];
    child.stdout.on('data', (chunk) => {
      chunks.push(chunk);
      if (verbose) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      chunks.push(chunk);
      errChunks.push(chunk);
      if (verbose) process.stderr.write(chunk);
    });
    const finish = (status, error) => {
      const output = Buffer.concat(chunks).toString() + (error ? `${error}\n` : '');
      writeFileSync(logFile, output);
      resolve({ status, output, stderr: Buffer.concat(errChunks).toString() });
    };
    child.on('error', (error) => finish(1, error));
    child.on('close', (status, signal) => finish(status ?? (signal ? 1 : 0)));
  });
}

/**
 * Builds every part, or with `onlyStale` the parts whose sources changed since their last build.
 * With `strict`, a part that prints warnings fails the build (after all parts are built).
 */
export async function build({ onlyStale, strict = false, verbose = false }) {
  mkdirSync(stampDir, { recursive: true });
  const stampOf = (step) => path.join(stampDir, `${step.workspace.replace('/', '-')}.stamp`);
  const todo = STEPS.filter((step) => !onlyStale || isStale(step, stampOf(step)));
  if (todo.length === 0) return;
  const first = !STEPS.some((step) => existsSync(stampOf(step)));
  console.log(
    `[build] ${todo.length} of ${STEPS.length} parts to build${first ? ' (the first build takes a minute or two)' : ''}: ` +
      todo.map((step) => step.workspace).join(', '),
  );
  const ticking = process.stdout.isTTY && !verbose;
  const started = Date.now();
  const warned = [];
  for (const [index, step] of todo.entries()) {
    const name = `[build ${index + 1}/${todo.length}] ${step.workspace}: ${step.what}`;
    const logFile = path.join(stampDir, `${step.workspace.replace('/', '-')}.log`);
    const t0 = Date.now();
    let ticker;
    if (ticking) {
      const show = () => process.stdout.write(`\r${name} … ${Math.round((Date.now() - t0) / 1000)} s\x1b[K`);
      show();
      ticker = setInterval(show, 1000);
    } else console.log(`${name} …`);
    const result = await runStep(step, logFile, verbose);
    clearInterval(ticker);
    const took = seconds(Date.now() - t0);
    if (result.status !== 0) {
      if (ticking) process.stdout.write('\n');
      if (!verbose) console.error(result.output.trimEnd());
      console.error(
        `[build] ${step.workspace} FAILED (exit ${result.status}) after ${took}; its output is above and in ${path.relative(root, logFile)}`,
      );
      process.exit(result.status || 1);
    }
    writeFileSync(stampOf(step), new Date().toISOString());
    if (ticking) process.stdout.write(`\r${name}: done in ${took}\x1b[K\n`);
    else console.log(`${name}: done in ${took}`);
    if (result.stderr.trim()) {
      warned.push(step.workspace);
      if (!verbose) console.error(`[build] warnings from ${step.workspace}:\n${indent(result.stderr)}`);
    }
  }
  const logs = path.relative(root, stampDir);
  console.log(
    `[build] built ${todo.length} part(s) in ${seconds(Date.now() - started)} (full output: ${logs}/*.log)`,
  );
  if (warned.length > 0) {
    console.error(`[build] ${warned.length} part(s) printed warnings: ${warned.join(', ')}`);
    if (strict) {
      console.error('[build] --strict: the build must print no warnings; fix them where they arise');
      process.exit(1);
    }
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  for (const arg of args)
    if (arg !== '--strict' && arg !== '--verbose') {
      console.error(`usage: node scripts/build-steps.mjs [--strict] [--verbose] (unknown: ${arg})`);
      process.exit(2);
    }
  await build({ onlyStale: false, strict: args.includes('--strict'), verbose: args.includes('--verbose') });
}
