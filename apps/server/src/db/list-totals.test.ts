import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../test/harness.js';
import { countedTablesWrittenBy } from './list-totals.js';

describe('list totals', () => {
  it('knows which counted tables a statement writes, by cascade too', () => {
    expect(countedTablesWrittenBy('insert into "goods" ("company_id") values ($1)')).toEqual(['goods']);
    expect(countedTablesWrittenBy('update "shops" set "name" = $1 where "shops"."id" = $2')).toEqual([
      'shops',
    ]);
    expect(countedTablesWrittenBy('delete from goods where id = $1')).toEqual(['goods']);
    expect(countedTablesWrittenBy('with x as (delete from "public"."goods" returning 1) select 1')).toEqual([
      'goods',
    ]);
    expect(countedTablesWrittenBy('delete from companies where id = $1').sort()).toEqual(['goods', 'shops']);
    expect(countedTablesWrittenBy('select count(*) from goods where last_modified_time > $1')).toEqual([]);
    expect(countedTablesWrittenBy('insert into audit_logs (detail) values ($1)')).toEqual([]);
  });

  // On PostgreSQL the totals are cached: every write, committed or in a transaction, and raw SQL
  // too, must show in the next page's total at once.
  describe('stay exact after writes', () => {
    let t: TestApp;
    let headers: { authorization: string };
    beforeAll(async () => {
      t = await createTestApp();
      const admin = await buildUser(t.ctx, { role: 'ADMIN' });
      headers = tokenHeader(await signIn(t.app, admin.username!, admin.password));
    });
    afterAll(() => t.close());

    const total = async (query: string) => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/management/shops?${query}`, headers });
      return answer.json().data.meta.total as number;
    };

    it('after creates, renames, raw SQL and deletes, with and without a name filter', async () => {
      const company = await t.app.inject({
        method: 'POST',
        url: '/api/management/companies/create',
        headers,
        payload: { name: '计数公司', contact_person: '张', phone_number: '13700001111', if_analysis_open: 0 },
      });
      const companyId = company.json().data.id as number;
      const all = 'page=1&per_page=10';
      const named = `page=1&per_page=10&name=${encodeURIComponent('计数')}`;
      const before = await total(all);
      expect(await total(named)).toBe(0);
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/management/shops/create',
        headers,
        payload: {
          company_id: companyId,
          name: '计数一店',
          contact_person: '张',
          phone_number: '13700001111',
        },
      });
      expect(made.json().code).toBe(1);
      const shopId = made.json().data.id as number;
      expect(await total(all)).toBe(before + 1);
      expect(await total(named)).toBe(1);
      await t.app.inject({
        method: 'PUT',
        url: `/api/management/shops/${shopId}`,
        headers,
        payload: { name: '别名店' },
      });
      expect(await total(named)).toBe(0);
      await t.ctx.db.execute(sql.raw(`update shops set name = '计数二店' where id = ${shopId}`));
      expect(await total(named)).toBe(1);
      await t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`delete from shops where id = ${shopId}`));
      });
      expect(await total(named)).toBe(0);
      expect(await total(all)).toBe(before);
    });
  });
});
