// `npm start`: builds whatever is missing or older than its sources, then starts the server
// (embedded PGlite under ./data unless DATABASE_URL is set; demo data on an empty database).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_STEPS } from './workspaces.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

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

for (const step of BUILD_STEPS) {
  const built = existsSync(step.output) ? statSync(step.output).mtimeMs : 0;
  const changed = Math.max(...step.sources.map(newestMtime));
  if (built >= changed) continue;
  console.log(`[start] building ${step.workspace} ...`);
  const result = spawnSync('npm', ['run', 'build', '-w', step.workspace], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(path.join(root, 'apps/server/dist/main.js'));
