import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { retryingTransaction } from '../lib/pg-errors.js';
import { lockDataDir } from './data-dir-lock.js';
import type { Db } from './db-type.js';
import { watchPool } from './list-totals.js';
import * as schema from './schema/index.js';

export type { Db, Executor, Schema } from './db-type.js';

/** Written by `npm run build -w apps/server`; src/db and dist/db both sit two folders below apps/server. */
const PGLITE_TEMPLATE = path.resolve(import.meta.dirname, '../../dist/pglite-template.tgz');

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  /**
   * Runs fn while no other instance on the same database runs its own (start-up migrations and
   * seeding of instances started together). PGlite has one process already (the DATA_DIR lock).
   */
  exclusively<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

/** PGlite's shared_buffers: see createPglite. */
const PGLITE_SHARED_BUFFERS = '16MB';

/** The advisory-lock key of start-up work ('dahua' in ASCII). */
const STARTUP_LOCK_KEY = 0x6461687561;

/**
 * Every top-level transaction runs again when PostgreSQL rolled it back for a deadlock or a
 * serialization failure (nested ones are savepoints of it and go with it). Transactions hold no
 * side effect outside the database, so running one again is safe.
 */
function retryingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    retryingTransaction(() => transaction(run, config))) as Db['transaction'];
  return db;
}

/**
 * A PGlite as the server runs it: under dir (in memory without), from a dump when given. The
 * extensions the migrations create are loaded; shared_buffers is kept small.
 */
export function createPglite(dir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, {
    extensions: { pg_trgm },
    // PostgreSQL's buffer cache lives in PGlite's WebAssembly memory, which never shrinks:
    // 128 MB (initdb's default) was ~120 MB of the idle server's RSS. The files are in the
    // operating system's cache anyway (bench/README.md, "Server memory on PGlite").
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(loadDataDir ? { loadDataDir } : {}),
  });
}

/** A Database over a PGlite that someone else opened; close hands it back through release. */
export function databaseOnPglite(client: PGlite, release: () => Promise<void>): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    engine: 'pglite',
    exclusively: (fn) => fn(),
    close: release,
  };
}

/** A PostgreSQL server when a URL is given, else embedded PGlite under dataDir (memory when dataDir is null). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string | null;
  /** PGlite only: start a new database from this dump (dumpDataDir) instead of running initdb. */
  template?: Blob;
  /** PostgreSQL only: how long a list's total is kept (list-totals.ts); 5 s unless given. */
  listTotalCacheMs?: number;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection that the server drops (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('database connection lost:', error.message));
    // Before the first connection: every connection's writes are watched.
    const db = retryingTransactions(drizzlePg(pool, { schema }) as unknown as Db);
    watchPool(db, pool, opts.listTotalCacheMs ?? 5000);
    await pool.query('select 1');
    return {
      db,
      engine: 'postgres',
      exclusively: async (fn) => {
        // A session lock on a connection of its own: fn's queries use the rest of the pool.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
          return await fn();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {});
          holder.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let dir: string | undefined;
  let loadDataDir: Blob | undefined = opts.dataDir ? undefined : opts.template;
  let unlock = () => {};
  if (opts.dataDir) {
    // Before PGlite touches a file: it has no lock of its own (throws DataDirLockedError).
    unlock = lockDataDir(opts.dataDir);
    process.once('exit', unlock);
    dir = path.join(opts.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    // A new database starts from the build's template when there is one (see build-pglite-template.mjs).
    if (!existsSync(path.join(dir, 'PG_VERSION')) && existsSync(PGLITE_TEMPLATE)) {
      loadDataDir = new Blob([readFileSync(PGLITE_TEMPLATE)]);
    }
  }
  let client: PGlite;
  try {
    client = await createPglite(dir, loadDataDir);
  } catch (error) {
    unlock();
    throw error;
  }
  return databaseOnPglite(client, async () => {
    await client.close();
    unlock();
  });
}

/**
 * A streaming replica for the reads that may lag (db/read-router.ts). Its pool gives up on a
 * connection within 2 s, so a replica that is down costs a read little before the primary serves it.
 */
export function openReplica(url: string): { db: Db; close: () => Promise<void> } {
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 2000 });
  pool.on('error', (error) => console.error('replica connection lost:', error.message));
  return { db: drizzlePg(pool, { schema }) as unknown as Db, close: () => pool.end() };
}
