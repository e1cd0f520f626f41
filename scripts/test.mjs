// `npm test`: the whole suite, stopping at the first failing step.
//   installed packages accept the declared Node versions → typecheck → lint → module boundaries
//   (scripts/check-deps.mjs) → migrations current
//   → unit → integration on PGlite → integration on PostgreSQL (when TEST_DATABASE_URL is set)
//   → the bridge's single-file executables (packaged into apps/bridge/release, which the end-to-end
//     server serves; run from an empty folder without Node) → build (no warnings) → weight budgets
//   → end to end in Chromium
// Nothing may depend on the machine's own zone (issue 26): the unit tests run under UTC and under
// Los Angeles, the integration tests on PGlite under Los Angeles and on PostgreSQL under UTC, the
// end-to-end tests with server and browser in Los Angeles (e2e/playwright.config.ts).
import { spawnSync } from 'node:child_process';

const steps = [
  ['packages accept the declared Node versions', 'node', ['scripts/check-engines.mjs']],
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ["module boundaries (no circles, no reach into another module's repo)", 'node', ['scripts/check-deps.mjs']],
  ['migrations are current', 'npm', ['run', 'db:check', '-w', 'apps/server']],
  [
    'unit tests (TZ=UTC)',
    'npx',
    ['vitest', 'run', '--project', 'unit'],
    { TEST_ENGINE: 'pglite', TZ: 'UTC' },
  ],
  [
    'unit tests (TZ=America/Los_Angeles)',
    'npx',
    ['vitest', 'run', '--project', 'unit'],
    { TEST_ENGINE: 'pglite', TZ: 'America/Los_Angeles' },
  ],
  [
    'integration tests on PGlite (TZ=America/Los_Angeles)',
    'npx',
    ['vitest', 'run', '--project', 'integration'],
    { TEST_ENGINE: 'pglite', TZ: 'America/Los_Angeles' },
  ],
];
if (process.env.TEST_DATABASE_URL) {
  steps.push([
    'integration tests on PostgreSQL (TZ=UTC)',
    'npx',
    ['vitest', 'run', '--project', 'integration'],
    { TEST_ENGINE: 'postgres', TZ: 'UTC' },
  ]);
} else {
  console.log('[test] TEST_DATABASE_URL is not set: the PostgreSQL run of the integration tests is skipped.');
}
steps.push(
  [
    'bridge executables (package, run without Node)',
    'npx',
    ['vitest', 'run', '--config', 'apps/bridge/test-package/vitest.config.ts'],
    { TEST_ENGINE: 'pglite', TZ: 'America/Los_Angeles' },
  ],
  ['build, printing no warnings', 'node', ['scripts/build-steps.mjs', '--strict']],
  ['weight budgets (console first load, site pages)', 'node', ['scripts/check-budgets.mjs']],
  ['end-to-end tests in Chromium', 'npm', ['run', 'test', '-w', 'e2e']],
);

const started = Date.now();
for (const [name, command, args, env] of steps) {
  console.log(`\n[test] ── ${name} ──`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`[test] FAILED: ${name} (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
  console.log(`[test] ${name}: ok in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}
console.log(`\n[test] all ${steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
