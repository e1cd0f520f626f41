import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { type AppContext, createContext } from '../context.js';
import { type Database, type Db, openDatabase } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import type { ReadRouter } from '../db/read-router.js';
import { borrowPglite } from './pglite-pool.js';
import { createScratchDatabase } from './scratch-database.js';

/** What global-setup.ts made once for this run (nothing when the harness runs without it). */
function provided(key: 'pgliteTemplate' | 'postgresTemplate'): string | undefined {
  try {
    return inject(key) || undefined;
  } catch {
    return undefined;
  }
}

/** The run's migrated PGlite dump, read once per test file (one worker runs several files). */
let pgliteTemplate: Blob | undefined;
function pgliteTemplateBlob(): Blob | undefined {
  const file = provided('pgliteTemplate');
  if (!pgliteTemplate && file) pgliteTemplate = new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A fresh, migrated database per test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_ENGINE=postgres (CI runs both). Both are
 * copies of the one database global-setup.ts migrated for the run (PGlite: an instance of the
 * worker's pool put back as the template was); the migrations then find nothing left to do.
 */
async function openFreshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_ENGINE !== 'postgres') {
    const template = pgliteTemplateBlob();
    // From the worker's pool when the run made a template (the usual case).
    const database = template ? await borrowPglite(template) : await openDatabase({ dataDir: null });
    return { database, drop: async () => {} };
  }
  if (!serverUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(serverUrl, 'test', provided('postgresTemplate'));
  return { database: await openDatabase({ databaseUrl: scratch.url, dataDir: null }), drop: scratch.drop };
}

export type TestApp = { app: FastifyInstance; ctx: AppContext; close(): Promise<void> };

export async function createTestApp(
  env: Record<string, string> = {},
  options: { serveStatic?: boolean; reads?: (primary: Db) => ReadRouter } = {},
): Promise<TestApp> {
  const { database, drop } = await openFreshDatabase();
  await migrate(database.db);
  const config: Config = loadConfig({ LOG_LEVEL: 'silent', ...env });
  const ctx: AppContext = options.reads
    ? createContext(database.db, config, undefined, options.reads(database.db))
    : createContext(database.db, config);
  const app = await buildApp(ctx, { serveStatic: options.serveStatic ?? false });
  await app.ready();
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

export function basic(left: string, right: string): string {
  return `Basic ${Buffer.from(`${left}:${right}`).toString('base64')}`;
}

/** The header every signed-in call carries (SPEC §7). */
export function tokenHeader(token: string): { authorization: string } {
  return { authorization: basic(token, 'null') };
}
