import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { signInHeaders, stats } from './support.js';

/**
 * The sales file import (issue 26 §3) under load: the real server started as a child process (so
 * its resident memory is its own: /proc/<pid>/status) on a fresh PostgreSQL database with the demo
 * seed, then one csv imported for a demo scale while another client asks for the stock locations
 * (a signed-in call with a query) every 25 ms (and, first, for 5 s without an import). Printed:
 * the server's RSS before, at its peak during the import and after; the import's answer and time;
 * the other requests' p50 / p99 / max, during the import and without one.
 *   npm run trades-import -w bench   (DATABASE_URL names the server, default
 *   postgres://postgres@127.0.0.1:5432/test; BENCH_TREE: the work tree whose server runs, default
 *   this one; BENCH_ROWS: the file's rows, default 200000, the most an import takes)
 */
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TREE = path.resolve(process.env.BENCH_TREE ?? path.join(import.meta.dirname, '..'));
const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const PORT = Number(process.env.BENCH_PORT ?? 3917);
const BASE = `http://127.0.0.1:${PORT}`;

/**
 * A csv of the required columns, as short as the reader takes them (`2026-10-1 8:05`, whole yuan):
 * one record every 5 s from 2026-10-01, so 544,754 rows are 19.9 MB, as the file reported.
 */
function salesCsv(rows: number): Buffer {
  const lines = ['记录号,交易时间,PLU,称重方式,重量(克)/数量,单价(元),金额(元)'];
  const start = Date.parse('2026-10-01T00:00:00Z');
  for (let i = 0; i < rows; i++) {
    const at = new Date(start + i * 5_000);
    const time = `${at.getUTCFullYear()}-${at.getUTCMonth() + 1}-${at.getUTCDate()} ${at.getUTCHours()}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
    const weight = 10 + (i % 90);
    lines.push(`${i},${time},${1 + (i % 7)},0,${weight},12,${((weight * 12) / 1000).toFixed(2)}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

const rssOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
};

async function startServer(database: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions', 'source', 'apps/server/src/main.ts'],
    {
      cwd: TREE,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: database,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${BASE}/api/management/stock_locations`)).status) return child;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not start');
}

async function main() {
  const name = `bench_trades_import_${process.pid}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const server = await startServer(url.toString());
  try {
    const headers = await signInHeaders(BASE, 'demo', 'Demo@123456');
    const scales = (await (
      await fetch(`${BASE}/api/management/scales?page=1&per_page=10`, { headers })
    ).json()) as {
      data: { list: { id: number }[] };
    };
    const scaleId = scales.data.list[0]!.id;
    const file = salesCsv(ROWS);
    const boundary = '----bench';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sales.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const ask = async () => {
      const started = performance.now();
      await (await fetch(`${BASE}/api/management/stock_locations`, { headers })).arrayBuffer();
      return performance.now() - started;
    };
    for (let i = 0; i < 50; i++) await ask(); // warm-up
    // The same asking for 5 s with no import: what the machine gives anyway (it is shared).
    const idle: Promise<number>[] = [];
    const idleAsker = setInterval(() => idle.push(ask()), 25);
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    clearInterval(idleAsker);
    const quiet = stats(await Promise.all(idle));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const pid = server.pid!;
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid));
    }, 50);
    const latencies: Promise<number>[] = [];
    const asker = setInterval(() => latencies.push(ask()), 25);
    const started = performance.now();
    const answer = await fetch(`${BASE}/api/management/trades/import?scale_id=${scaleId}`, {
      method: 'POST',
      headers: { ...headers, lang: 'en', 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    const text = await answer.text();
    const took = performance.now() - started;
    clearInterval(asker);
    clearInterval(sampler);
    const during = stats(await Promise.all(latencies));
    const after = rssOf(pid);
    console.log(`tree ${TREE}`);
    console.log(`file ${ROWS} rows, ${(file.length / 1024 / 1024).toFixed(1)} MB`);
    console.log(`import ${answer.status} in ${(took / 1000).toFixed(1)} s: ${text.slice(0, 200)}`);
    console.log(
      `server RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${after.toFixed(0)} MB`,
    );
    console.log(
      `other requests without an import (${idle.length}): p50 ${quiet.p50.toFixed(1)} ms, p99 ${quiet.p99.toFixed(1)} ms`,
    );
    console.log(
      `other requests during it (${latencies.length}): p50 ${during.p50.toFixed(1)} ms, p99 ${during.p99.toFixed(1)} ms, max ${Math.max(...(await Promise.all(latencies))).toFixed(1)} ms`,
    );
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

await main();
