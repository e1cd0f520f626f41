// Time from `npm start` on a built tree until the server answers, on a fresh and on an
// existing ./data folder.   node bench/startup.bench.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = 3190;

async function timeStart(dataDir) {
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/management/system/config`);
        if (response.ok) return performance.now() - started;
      } catch {}
      if (performance.now() - started > 30_000) throw new Error('no answer within 30 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    process.kill(-child.pid, 'SIGTERM');
    await new Promise((r) => child.on('exit', r));
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'startup-bench-'));
const fresh = await timeStart(dataDir);
const existing = [];
for (let i = 0; i < 3; i++) existing.push(await timeStart(dataDir));
rmSync(dataDir, { recursive: true, force: true });
console.log(
  `npm start → first answer: fresh ./data ${(fresh / 1000).toFixed(2)} s; existing ./data ${existing.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s`,
);
