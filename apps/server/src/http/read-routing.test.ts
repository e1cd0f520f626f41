import { eq, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.js';
import { replicaRouter } from '../db/read-router.js';
import { companies } from '../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';

// Issue 33 §1: which database each read goes to. The "replica" is a test double over the same
// database that records every use and reports the WAL position the test gives it as replayed.
const dialect = new PgDialect();
const replayQuery = (query: unknown) =>
  typeof query === 'object' &&
  query !== null &&
  'queryChunks' in query &&
  dialect.sqlToQuery(query as Parameters<PgDialect['sqlToQuery']>[0]).sql.includes('pg_last_wal_replay_lsn');

let replayed: string | null = null;
let uses: string[] = [];
const warnings: string[] = [];

function recordingReplica(db: Db): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (property === 'execute' && replayQuery(args[0]))
          return Promise.resolve({ rows: [{ lsn: replayed }] });
        uses.push(String(property));
        return value.apply(target, args);
      };
    },
  });
}

let t: TestApp;
let owner: string;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      reads: (primary) =>
        replicaRouter({
          primary,
          replica: recordingReplica(primary),
          log: { warn: (...args: unknown[]) => warnings.push(String(args.at(-1))), info: () => {} } as never,
        }),
    },
  );
  const user = await buildUser(t.ctx);
  const company = await buildCompanyWith(t.ctx, user.id);
  await t.ctx.db.update(companies).set({ ifAnalysisOpen: true }).where(eq(companies.id, company.id));
  owner = await signIn(t.app, user.username!, user.password);
});
afterAll(() => t.close());
beforeEach(() => {
  uses = [];
  replayed = null;
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: tokenHeader(owner) });
const lastWriteLsn = async () =>
  (
    (await t.ctx.db.execute(
      sql`select last_write_lsn from sessions order by id desc limit 1`,
    )) as unknown as {
      rows: { last_write_lsn: string | null }[];
    }
  ).rows[0]!.last_write_lsn;

const LAGGING = [
  '/api/management/trades',
  '/api/management/trades/export?format=csv',
  '/api/management/stats/sales?date_from=2026-11-01&date_to=2026-11-07&granularity=day',
  '/api/management/goods/export?format=csv',
  '/api/management/stock/export?format=xlsx',
];

describe('reads that may lag', () => {
  it.each(LAGGING)('%s reads from the replica', async (url) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(200);
    expect(uses.length).toBeGreaterThan(0);
  });

  it('other reads never touch the replica', async () => {
    for (const url of ['/api/management/goods', '/api/management/shops', '/api/management/users/info']) {
      expect((await get(url)).statusCode).toBe(200);
    }
    expect(uses).toEqual([]);
  });
});

describe('a person reads their own write', () => {
  it('after a write, their lagging reads go to the primary until the replica has replayed it', async () => {
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/management/shops/create',
      headers: tokenHeader(owner),
      payload: { name: '回放店' },
    });
    expect(made.statusCode).toBe(200);
    const mark = await lastWriteLsn();
    expect(mark).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);

    replayed = '0/1'; // behind the write
    expect((await get('/api/management/trades')).statusCode).toBe(200);
    expect(uses).toEqual([]);

    replayed = mark; // the write has been replayed
    expect((await get('/api/management/trades')).statusCode).toBe(200);
    expect(uses.length).toBeGreaterThan(0);
  });

  it('a mark never goes backwards (two writes of one session stored in either order)', async () => {
    await t.ctx.db.execute(sql`update sessions set last_write_lsn = 'FFFFFFFF/0'`);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/management/shops/create',
      headers: tokenHeader(owner),
      payload: { name: '后写店' },
    });
    expect(made.statusCode).toBe(200);
    expect(await lastWriteLsn()).toBe('FFFFFFFF/0');
  });

  it('a read does not mark the session', async () => {
    await t.ctx.db.execute(sql`update sessions set last_write_lsn = null`);
    await get('/api/management/goods');
    expect(await lastWriteLsn()).toBeNull();
  });
});
