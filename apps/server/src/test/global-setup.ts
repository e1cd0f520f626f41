import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { type Db, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { onServer } from '../db/scratch-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding the dump (dumpDataDir, uncompressed) of a migrated database. */
    pgliteTemplate: string;
    /** PostgreSQL: the name of a migrated database on TEST_DATABASE_URL's server to copy. */
    postgresTemplate: string;
  }
}

/**
 * Once per `vitest run` of the integration tests: one migrated database that every test file's
 * fresh database is copied from (harness.ts), instead of each file running initdb and the
 * migrations again. PGlite: a dump in a temporary file; PostgreSQL: a template database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.TEST_ENGINE === 'postgres') {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
    try {
      await migrate(database.db);
    } finally {
      // A template must have no connection when it is copied.
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  // The extensions of db/client.ts's PGlite, so the dump opens there.
  const client = await PGlite.create({ extensions: { pg_trgm } });
  let dump: Blob;
  try {
    await migrate(drizzle(client) as unknown as Db);
    // Uncompressed: each test file loads it, and gunzip would cost more than reading the file.
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  const file = path.join(
    tmpdir(),
    `dahua-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tar`,
  );
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(file, { force: true });
}
