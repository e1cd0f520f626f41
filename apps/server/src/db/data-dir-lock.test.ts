import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Real server processes on one DATA_DIR (issue 11 §3): the second start must not touch the files,
// and a kill -9 of the first must lose nothing committed.
const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

type Server = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function start(dataDir: string, port: number): Server {
  const child = spawn(process.execPath, ['--conditions', 'source', '--import', 'tsx', MAIN], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'demo',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** The exit code, or a failure when the process is still running after 30 s (it opened the data). */
async function exitCodeOf(server: Server): Promise<number | null> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`still running: ${server.output()}`)), 30_000),
  );
  return Promise.race([server.exited, timeout]);
}

async function whenServing(port: number, server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited: ${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/management/system/config`);
      if (response.ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${server.output()}`);
}

async function call(port: number, method: string, url: string, token?: string, body?: unknown) {
  const headers: Record<string, string> = { lang: 'en' };
  if (token) headers.authorization = `Basic ${Buffer.from(`${token}:`).toString('base64')}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`http://127.0.0.1:${port}${url}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { code: number; data: { id: number; token?: string } },
  };
}

const PORT_A = 3741;
const PORT_B = 3742;

describe('one server per data directory', () => {
  const dirs: string[] = [];
  const servers: Server[] = [];
  const tmp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dahua-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const server of servers) server.child.kill('SIGKILL');
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second start on the same DATA_DIR or port, and a kill -9 loses nothing', {
    timeout: 180_000,
  }, async () => {
    const dataDir = tmp();
    const first = start(dataDir, PORT_A);
    servers.push(first);
    await whenServing(PORT_A, first);

    // Committed writes: a session and a company.
    const basic = `Basic ${Buffer.from('admin:Admin@123456').toString('base64')}`;
    const signIn = await fetch(`http://127.0.0.1:${PORT_A}/api/management/users/login/password`, {
      method: 'POST',
      headers: { authorization: basic },
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    expect(token).toBeTruthy();
    const created = await call(PORT_A, 'POST', '/api/management/companies/create', token, {
      name: 'Lock test company',
      contact_person: 'Zhao',
      phone_number: '13711119999',
      if_analysis_open: 0,
      img_url: '',
    });
    expect(created.body.code).toBe(1);
    const companyId = created.body.data.id;

    // Same data directory, another port: refused, naming the process that holds it.
    const second = start(dataDir, PORT_B);
    servers.push(second);
    expect(await exitCodeOf(second)).not.toBe(0);
    expect(second.output()).toContain(`in use by another server (pid ${first.child.pid})`);
    expect((await call(PORT_A, 'GET', `/api/management/companies/${companyId}`, token)).body.code).toBe(1);

    // Same port, another data directory: refused before the database is created.
    const otherDir = tmp();
    const third = start(otherDir, PORT_A);
    servers.push(third);
    expect(await exitCodeOf(third)).not.toBe(0);
    expect(third.output()).toContain(`Port ${PORT_A} on 127.0.0.1 is already in use`);
    expect(existsSync(path.join(otherDir, 'pglite'))).toBe(false);

    // kill -9 leaves a stale lock; the next start takes it over and finds every committed write.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const again = start(dataDir, PORT_B);
    servers.push(again);
    await whenServing(PORT_B, again);
    const company = await call(PORT_B, 'GET', `/api/management/companies/${companyId}`, token);
    expect(company.body.data).toMatchObject({ id: companyId, name: 'Lock test company' });
  });
});
