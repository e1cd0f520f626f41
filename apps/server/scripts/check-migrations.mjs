// Fails when the Drizzle schema has changes that no committed migration holds
// (run `npm run db:generate -w apps/server` and commit the new SQL file).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';

// drizzle-kit takes --out relative to the working folder, so the scratch copy lives here.
const scratch = '.migrations-check';
rmSync(scratch, { recursive: true, force: true });
cpSync('drizzle', scratch, { recursive: true });
const countSql = () => readdirSync(scratch).filter((f) => f.endsWith('.sql')).length;
const before = countSql();
const result = spawnSync(
  'npx',
  [
    'drizzle-kit',
    'generate',
    '--dialect',
    'postgresql',
    '--schema',
    './src/db/schema/index.ts',
    '--out',
    scratch,
  ],
  { encoding: 'utf8' },
);
const after = existsSync(scratch) ? countSql() : before;
rmSync(scratch, { recursive: true, force: true });
if (result.status !== 0 || /error/i.test(result.stderr ?? '')) {
  console.error(result.stdout, result.stderr);
  process.exit(1);
}
if (after !== before) {
  console.error(
    'The schema has changes without a migration: run `npm run db:generate -w apps/server` and commit it.',
  );
  process.exit(1);
}
console.log('Migrations are current.');
