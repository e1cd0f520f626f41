import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { exitCodeOf, type ServerProcess, startServer, whenServing } from '../test/server-process.js';

// Real server processes on one DATA_DIR (issue 11 §3): the second start must not touch the files,
// and a kill -9 of the first must lose nothing committed.
const PORT_A = 3741;
const PORT_B = 3742;

describe('one server per data directory', () => {
  const dirs: string[] = [];
  const servers: ServerProcess[] = [];
  const tmp = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dahua-lock-'));
    dirs.push(dir);
    return dir;
  };
  const start = (dataDir: string, port: number) => {
    const server = startServer(port, { DATA_DIR: dataDir, SEED: 'demo', DATABASE_URL: '' });
    servers.push(server);
    return server;
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
    await whenServing(first);

    // Committed writes: a session and a company.
    const token = (
      await first.call('POST', '/api/management/users/login/password', { basic: 'admin:Admin@123456' })
    ).body.data.token as string;
    expect(token).toBeTruthy();
    const created = await first.call('POST', '/api/management/companies/create', {
      token,
      body: {
        name: 'Lock test company',
        contact_person: 'Zhao',
        phone_number: '13711119999',
        if_analysis_open: 0,
        img_url: '',
      },
    });
    expect(created.body.code).toBe(1);
    const companyId = created.body.data.id as number;

    // Same data directory, another port: refused, naming the process that holds it.
    const second = start(dataDir, PORT_B);
    expect(await exitCodeOf(second)).not.toBe(0);
    expect(second.output()).toContain(`in use by another server (pid ${first.child.pid})`);
    expect((await first.call('GET', `/api/management/companies/${companyId}`, { token })).body.code).toBe(1);

    // Same port, another data directory: refused before the database is created.
    const otherDir = tmp();
    const third = start(otherDir, PORT_A);
    expect(await exitCodeOf(third)).not.toBe(0);
    expect(third.output()).toContain(`Port ${PORT_A} on 127.0.0.1 is already in use`);
    expect(existsSync(path.join(otherDir, 'pglite'))).toBe(false);

    // kill -9 leaves a stale lock; the next start takes it over and finds every committed write.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(true);
    const again = start(dataDir, PORT_B);
    await whenServing(again);
    const company = await again.call('GET', `/api/management/companies/${companyId}`, { token });
    expect(company.body.data).toMatchObject({ id: companyId, name: 'Lock test company' });
  });
});
