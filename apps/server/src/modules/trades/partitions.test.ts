import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { sale as recorded, sellingScale, sendSales } from '../../test/sales-fixtures.js';
import { ensureSalesMonths, MONTHS_AHEAD, monthsAhead, monthsOf } from './partitions.js';

/** Sales and the hourly rollups by month (issue 33 §2): partitions made ahead and on arrival, keys kept. */
let t: TestApp;
let owner: string;
let credential: string;

const PARENTS = ['trades', 'sales_hourly', 'tickets_hourly', 'tickets_shop_hourly'];

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.ctx.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The partitions of a parent, as their names. */
const partitionsOf = async (parent: string) =>
  (
    await rows<{ name: string }>(
      sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
          where i.inhparent = ${parent}::regclass order by 1`,
    )
  ).map((r) => r.name);

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  owner = await signIn(t.app, user.username!, user.password);
  ({ credential } = await sellingScale(t, { ownerId: user.id }));
});
afterAll(() => t.close());

const sale = (recordNo: number, tradeTime: string): TradeRecordInput =>
  recorded(recordNo, { trade_time: tradeTime });
const send = (records: TradeRecordInput[]) => sendSales(t, credential, records);

describe('sales by month', () => {
  it('keeps sales and the hourly rollups in tables partitioned by range of time', async () => {
    const partitioned = await rows<{ name: string; strategy: string; key: string }>(
      sql`select c.relname as name, p.partstrat as strategy, a.attname as key
          from pg_partitioned_table p join pg_class c on c.oid = p.partrelid
          join pg_attribute a on a.attrelid = c.oid and a.attnum = p.partattrs[0]
          where c.relname = any(${`{${PARENTS.join(',')}}`}::text[]) order by 1`,
    );
    expect(partitioned).toEqual([
      { name: 'sales_hourly', strategy: 'r', key: 'hour' },
      { name: 'tickets_hourly', strategy: 'r', key: 'hour' },
      { name: 'tickets_shop_hourly', strategy: 'r', key: 'hour' },
      { name: 'trades', strategy: 'r', key: 'trade_time' },
    ]);
  });

  it('has this month and the next three made when the server starts', async () => {
    for (const parent of PARENTS) {
      const names = await partitionsOf(parent);
      for (const month of monthsAhead(new Date(), MONTHS_AHEAD)) {
        expect(names).toContain(`${parent}_${month.slice(0, 4)}_${month.slice(5, 7)}`);
      }
    }
  });

  it('makes a missing month once, with bounds on UTC month edges', async () => {
    const months = monthsAhead(new Date('2031-05-31T23:30:00Z'), 2);
    expect(months).toEqual(['2031-05-01', '2031-06-01', '2031-07-01']);
    expect(await ensureSalesMonths(t.ctx.db, months)).toBe(3 * PARENTS.length);
    expect(await ensureSalesMonths(t.ctx.db, months)).toBe(0);
    const [bounds] = await rows<{ bound: string }>(
      sql`select pg_get_expr(c.relpartbound, c.oid) as bound from pg_class c where c.relname = 'trades_2031_06'`,
    );
    expect(bounds!.bound).toMatch(/FROM \('2031-06-01 00:00:00\+00'\) TO \('2031-07-01 00:00:00\+00'\)/);
  });

  it('stores a sale of a month that has no partition yet, once, and its rollups', async () => {
    expect(await partitionsOf('trades')).not.toContain('trades_2003_02');
    // 2003-02-28 23:30 in Shanghai is 15:30 UTC: February in both.
    const first = await send([sale(1, '2003-02-28T23:30:00+08:00'), sale(2, '2003-03-01T07:59:00+08:00')]);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ stored: 2, duplicates: 0 });
    // 07:59 in Shanghai on 1 March is 23:59 UTC on 28 February: the UTC month decides.
    const [counts] = await rows<{ february: number; march: number }>(
      sql`select (select count(*)::int from trades_2003_02) as february,
                 (select count(*)::int from sales_hourly_2003_02) as hourly`,
    );
    expect(counts).toMatchObject({ february: 2 });
    expect(await partitionsOf('trades')).not.toContain('trades_2003_03');
    const again = await send([sale(1, '2003-02-28T15:30:00Z')]);
    expect(again.json().data).toMatchObject({ stored: 0, duplicates: 1 });
  });

  it('stores identical batches into a new month sent at once exactly once, without an error', async () => {
    const batch = Array.from({ length: 30 }, (_, i) => sale(100 + i, `2004-07-0${1 + (i % 9)}T10:00:00Z`));
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(batch)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.reduce((sum, a) => sum + (a.json().data.stored as number), 0)).toBe(30);
    const [stored] = await rows<{ n: number }>(sql`select count(*)::int as n from trades_2004_07`);
    expect(stored!.n).toBe(30);
  });

  it('keeps sales append-only in every partition', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      t.ctx.db.execute(query).then(
        () => 'allowed',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(sql`update trades set weight = 1 where record_no = 1`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from trades_2003_02`)).toMatch(/append-only/);
    const [left] = await rows<{ n: number }>(sql`select count(*)::int as n from trades_2003_02`);
    expect(left!.n).toBe(2);
  });

  it('numbers sales past the 32-bit range and pages through them', async () => {
    await t.ctx.db.execute(sql`select setval('trades_id_seq', 3000000000)`);
    const sent = await send([sale(500, '2026-10-02T02:00:00Z'), sale(501, '2026-10-02T02:01:00Z')]);
    expect(sent.json().data.stored).toBe(2);
    const url = '/api/management/trades?page=1&per_page=1&date_from=2026-10-01&date_to=2026-10-03';
    const first = await t.app.inject({ method: 'GET', url, headers: tokenHeader(owner) });
    expect(first.statusCode).toBe(200);
    const page1 = first.json().data;
    expect(page1.list[0].id).toBeGreaterThan(2 ** 31);
    const second = await t.app.inject({
      method: 'GET',
      url: `${url.replace('?page=1', '?page=2')}&after=${page1.next}`,
      headers: tokenHeader(owner),
    });
    expect(second.statusCode).toBe(200);
    const ids = [page1.list[0].id, second.json().data.list[0].id].sort();
    expect(ids).toEqual([3000000001, 3000000002]);
  });

  it('names the months of instants by UTC', () => {
    expect(monthsOf([new Date('2026-01-31T23:59:59Z'), new Date('2026-02-01T00:00:00Z')])).toEqual([
      '2026-01-01',
      '2026-02-01',
    ]);
  });
});
