import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { type Db, openDatabase } from '../db/client.js';
import { migrate, migrationsFolder } from '../db/migrate.js';
import { onServer } from './scratch-database.js';

const require = createRequire(import.meta.url);

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
 * migrations again. PGlite: a dump, kept between runs; PostgreSQL: a template database.
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
  const file = await pgliteTemplateFile();
  project.provide('pgliteTemplate', file);
  return async () => {};
}

/** Where the dumps are kept between runs (git ignores node_modules). */
const CACHE_DIR = path.resolve(import.meta.dirname, '../../../../node_modules/.cache/dahua-pglite-template');

/**
 * The migrated PGlite dump, made once per set of migrations and PGlite version and kept between
 * runs (initdb and the migrations cost ~3 s of every run otherwise). Written under a temporary
 * name and renamed, so two runs at once never read half a file.
 */
async function pgliteTemplateFile(): Promise<string> {
  const hash = createHash('sha256');
  // PGlite's version (its package.json sits above the entry's dist folder).
  hash.update(
    readFileSync(path.join(path.dirname(require.resolve('@electric-sql/pglite')), '../package.json')),
  );
  for (const name of readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const full = path.join(migrationsFolder, name);
    if (statSync(full).isFile()) hash.update(name).update(readFileSync(full));
  }
  const file = path.join(CACHE_DIR, `${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return file;

  // The extensions of db/client.ts's PGlite, so the dump opens there.
  const client = await PGlite.create({ extensions: { pg_trgm } });
  let dump: Blob;
  try {
    await migrate(drizzle(client) as unknown as Db);
    // Uncompressed: each test worker loads it, and gunzip would cost more than reading the file.
    dump = await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
  mkdirSync(CACHE_DIR, { recursive: true });
  for (const old of readdirSync(CACHE_DIR)) rmSync(path.join(CACHE_DIR, old), { force: true });
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}
