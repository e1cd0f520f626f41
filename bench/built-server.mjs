// The built server (`npm run build`) on a fresh, seeded DATA_DIR, for benches that drive it from
// outside (Chromium): seeds the demo data, starts it on `port` and waits until it answers.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** `{server, ready}`: the child process, and a promise that settles once it answers. */
export function startBuiltServer(port, name) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED: 'demo' };
  env.DATA_DIR = mkdtempSync(path.join(tmpdir(), `dahua-bench-${name}-`));
  delete env.DATABASE_URL;
  const seeded = spawnSync(process.execPath, [path.join(ROOT, 'apps/server/dist/cli/seed-demo.js')], {
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  const server = spawn(process.execPath, [path.join(ROOT, 'apps/server/dist/main.js')], {
    env,
    stdio: 'inherit',
  });
  const ready = (async () => {
    for (let i = 0; i < 100; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/management/system/config`)).ok) return;
      } catch {}
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error('server did not start');
  })();
  return { server, ready };
}
