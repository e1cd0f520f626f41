import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A port nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Debian's PostgreSQL binaries (postgresql-NN), newest first; null when there are none. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = path.join(root, version, 'bin');
    if (existsSync(path.join(bin, 'pg_basebackup'))) return bin;
  }
  return null;
}

/**
 * A PostgreSQL primary and a streaming replica of it (issue 33 §1), in a temporary folder on two
 * free ports, made with initdb and pg_basebackup and run by the `postgres` user when we are root
 * (PostgreSQL refuses to run as root). fsync is off: the folder is thrown away.
 */
export async function startReplicaPair(bin: string) {
  const root = mkdtempSync(path.join(tmpdir(), 'replica-pair-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const gid = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(root, Number(ids), Number(gid));
  }
  const run = (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, argv, { encoding: 'utf8', cwd: root });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
  };
  const primaryDir = path.join(root, 'primary');
  const replicaDir = path.join(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const settings = (port: number) =>
    `\nport = ${port}\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${root}'\nfsync = off\n` +
    'wal_level = replica\nmax_wal_senders = 4\nhot_standby = on\n';

  run('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  appendFileSync(path.join(primaryDir, 'postgresql.conf'), settings(primaryPort));
  run('pg_ctl', ['-D', primaryDir, '-l', path.join(root, 'primary.log'), '-w', 'start']);
  run('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    replicaDir,
    '-R',
    '-X',
    'stream',
  ]);
  appendFileSync(path.join(replicaDir, 'postgresql.conf'), settings(replicaPort));
  run('pg_ctl', ['-D', replicaDir, '-l', path.join(root, 'replica.log'), '-w', 'start']);

  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  let replicaUp = true;
  return {
    primaryUrl: url(primaryPort),
    replicaUrl: url(replicaPort),
    stopReplica() {
      if (replicaUp) run('pg_ctl', ['-D', replicaDir, '-m', 'fast', '-w', 'stop']);
      replicaUp = false;
    },
    close() {
      this.stopReplica();
      run('pg_ctl', ['-D', primaryDir, '-m', 'fast', '-w', 'stop']);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
