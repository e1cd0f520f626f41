import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Runs one statement on the server's maintenance connection. */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A new database on a PostgreSQL server, for one test file or one benchmark run: its URL, and
 * `drop` to remove it (closing what still uses it). Empty, or a copy of `template` (a database
 * on the same server that nobody is connected to: the test run's migrated one).
 */
export async function createScratchDatabase(serverUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
