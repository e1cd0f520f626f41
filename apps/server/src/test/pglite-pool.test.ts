import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { borrowPglite } from './pglite-pool.js';

// The pool hands each test file a database as the run's template left it (harness.ts relies on it).
describe.skipIf(process.env.TEST_ENGINE === 'postgres')('the PGlite test pool', () => {
  it('hands back an instance emptied, with the template rows, sequences and session as they were', async () => {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const first = await borrowPglite(template);
    const fresh = await first.db.execute(sql`select count(*)::int as n from work_order_settings`);
    expect(fresh.rows[0]).toEqual({ n: 1 });
    await first.db.execute(sql`delete from work_order_settings`);
    const [a] = (await first.db.execute(sql`insert into companies (name) values ('x') returning id`))
      .rows as { id: number }[];
    await first.db.execute(sql`insert into companies (name) values ('y')`);
    await first.db.execute(sql`set time zone 'America/Lima'`);
    await first.close();
    // The file that had it can no longer reach it.
    const late = await first.db.execute(sql`select 1`).catch((error: Error) => error);
    expect((late as Error).cause).toMatchObject({ message: expect.stringMatching(/handed back/) });

    const second = await borrowPglite(template);
    try {
      expect((await second.db.execute(sql`select count(*)::int as n from companies`)).rows[0]).toEqual({
        n: 0,
      });
      expect(
        (await second.db.execute(sql`select count(*)::int as n from work_order_settings`)).rows[0],
      ).toEqual({
        n: 1,
      });
      const [b] = (await second.db.execute(sql`insert into companies (name) values ('z') returning id`))
        .rows as { id: number }[];
      expect(b!.id).toBe(a!.id);
      expect((await second.db.execute(sql`show time zone`)).rows[0]).not.toEqual({
        TimeZone: 'America/Lima',
      });
    } finally {
      await second.close();
    }
  });
});
