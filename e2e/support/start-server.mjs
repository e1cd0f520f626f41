// Starts the built server on a fresh embedded database for one end-to-end run, with one extra
// account that has no phone bound (for the forced phone-binding flow).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'dahua-e2e-'));
delete process.env.DATABASE_URL;
if (process.env.SMS_OUTBOX_FILE) rmSync(process.env.SMS_OUTBOX_FILE, { force: true });

for (const args of [['seed-demo.js'], ['create-admin.js', 'nophone', 'Nophone@123456']]) {
  const [script, ...rest] = args;
  const run = spawnSync(process.execPath, [`../apps/server/dist/cli/${script}`, ...rest], {
    stdio: 'inherit',
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
await import('../../apps/server/dist/main.js');
