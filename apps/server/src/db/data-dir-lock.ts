import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The file under DATA_DIR that says which process has the embedded database open. */
export const LOCK_FILE = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by another server (pid ${holderPid}). ` +
        'Stop that server first, or start this one with another DATA_DIR. ' +
        `If no such process runs, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

type Holder = { pid: number; host: string };

function readHolder(file: string): Holder | null {
  try {
    const holder = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, host: String(holder.host ?? '') } : null;
  } catch {
    return null; // unreadable or half-written: treated as stale
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'; // alive, owned by another user
  }
}

/**
 * Takes the data directory for this process before PGlite opens it: PGlite has no lock of its own,
 * and two processes writing the same files corrupt them. The lock file is created exclusively
 * (`wx`), so of two starts at once only one wins; a lock left by a process that no longer runs
 * (kill -9, power loss) is stale and taken over. Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const me = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() });
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, me, { flag: 'wx' });
      return () => {
        if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    // Another host's pid means nothing here (a shared volume): never take that lock over.
    if (holder && (holder.host !== hostname() || isAlive(holder.pid)) && holder.pid !== process.pid) {
      throw new DataDirLockedError(dataDir, holder.pid);
    }
    rmSync(file, { force: true });
  }
  throw new Error(`Could not take the lock ${file}`);
}
