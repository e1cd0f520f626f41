import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalArchiveStore, S3ArchiveStore } from '../../storage/archive.js';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { startS3StandIn } from '../../test/s3-stand-in.js';
import { sellingScale } from '../../test/sales-fixtures.js';
import { archiveExpired, archiveKeyOf, expiredMonths, restoreMonth } from './retention.js';
import { rebuildRollups } from './rollups.js';

// Issue 33 §2: raw sales past a company's retention are exported to the private archive store, then
// removed (the partition dropped when the month is the company's alone, else its rows deleted); the
// rollups stay; a restore brings the month back exactly.
let t: TestApp;
let dataDir: string;
let ownerToken: string;
let a: { id: number; credential: string };
let b: { id: number; credential: string };
let recordNo = 0;
// The archiver's "now": 24 months before November 2026 began is 2024-11-01, so 2024-03 and 2024-05 are
// past company A's retention and 2026-10 is not.
const NOW = new Date('2026-11-15T12:00:00Z');
const DAY = 86_400_000;

async function companyWithScale(ownerId: number, goodsName: string) {
  const { companyId, credential } = await sellingScale(t, { ownerId, goodsName });
  return { id: companyId, credential };
}

async function sell(company: { credential: string }, times: string[]) {
  const records: TradeRecordInput[] = times.map((time, i) => ({
    record_no: ++recordNo,
    trade_time: time,
    plu: i % 3 === 0 ? 99 : 1, // PLU 99 is not on the scale: an unmapped sale, goods_id null
    weighing_mode: 0,
    weight: 100 + i,
    unit_price: 1280,
    total_before_discount: 128 + i,
    total_price: 128 + i,
    ticket_no: i % 2 === 0 ? recordNo : null,
    department: 1,
  }));
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: { authorization: `Bearer ${company.credential}` },
    payload: { records },
  });
  expect(sent.statusCode, sent.body).toBe(200);
}

type Rows = { rows: Record<string, unknown>[] };
const query = async (text: ReturnType<typeof sql>) =>
  ((await t.ctx.db.execute(text)) as unknown as Rows).rows;

/** Every column of a company's sales of a month, as text, ordered by id. */
const salesOf = async (companyId: number, month: string) =>
  (
    await query(sql`select t::text as row from trades t where company_id = ${companyId}
      and trade_time >= ${`${month}-01T00:00:00Z`}::timestamptz
      and trade_time < (${`${month}-01`}::timestamp + interval '1 month') at time zone 'UTC' order by id`)
  ).map((r) => r.row as string);

const ROLLUPS = [
  'sales_hourly',
  'tickets_hourly',
  'tickets_shop_hourly',
  'sales_daily',
  'sales_shop_daily',
  'sales_goods_monthly',
  'tickets_daily',
  'sales_tickets',
];
/** Every row of every rollup table, as text. */
async function rollups() {
  const all: Record<string, string[]> = {};
  for (const table of ROLLUPS)
    all[table] = (await query(sql`select r::text as row from ${sql.identifier(table)} r order by 1`)).map(
      (r) => r.row as string,
    );
  return all;
}
const relationExists = async (name: string) =>
  (await query(sql`select count(*)::int as n from pg_class where relname = ${name}`))[0]!.n === 1;
const parts = async (companyId: number, month: string) =>
  query(sql`select part, storage_key, rows::int as rows, bytes::int as bytes, sha256, kept_until, superseded_time
    from trade_archives where company_id = ${companyId} and month = ${`${month}-01`}::date order by part`);

let before: { a03: string[]; a05: string[]; b03: string[]; a10: string[]; rollups: Record<string, string[]> };
let store: LocalArchiveStore;
const fileOf = (key: string) => path.join(dataDir, 'archive', ...key.split('/'));

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'retention-'));
  // With the console and the site served, as in production: the archive must not be among them.
  t = await createTestApp({ DATA_DIR: dataDir }, { serveStatic: true });
  store = t.ctx.archive as LocalArchiveStore;
  const owner = await buildUser(t.ctx);
  ownerToken = await signIn(t.app, owner.username!, owner.password);
  // A's goods name needs CSV quoting (a comma and quotes).
  a = await companyWithScale(owner.id, '苹果, "红富士"');
  b = await companyWithScale((await buildUser(t.ctx)).id, '香蕉');
  await sell(a, ['2024-03-01T00:00:00Z', '2024-03-15T10:00:00.123+08:00', '2024-03-31T23:59:59.999Z']);
  await sell(a, ['2024-05-02T08:00:00Z', '2024-05-20T09:30:00Z']);
  await sell(a, ['2026-10-05T08:00:00Z']);
  await sell(b, ['2024-03-10T08:00:00Z', '2024-03-11T08:00:00Z']);
  const set = await t.app.inject({
    method: 'PUT',
    url: `/api/management/companies/${a.id}`,
    headers: tokenHeader(ownerToken),
    payload: { sales_retention_months: 24 },
  });
  expect(set.json().data.sales_retention_months).toBe(24);
  before = {
    a03: await salesOf(a.id, '2024-03'),
    a05: await salesOf(a.id, '2024-05'),
    b03: await salesOf(b.id, '2024-03'),
    a10: await salesOf(a.id, '2026-10'),
    rollups: await rollups(),
  };
  expect([before.a03.length, before.a05.length, before.b03.length, before.a10.length]).toEqual([3, 2, 2, 1]);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('archiving a company’s expired months', () => {
  it('lists the expired months only', async () => {
    expect(await expiredMonths(t.ctx, NOW)).toEqual([
      { companyId: a.id, month: '2024-03-01', rows: 3 },
      { companyId: a.id, month: '2024-05-01', rows: 2 },
    ]);
    // A month that ends exactly at the cutoff is expired; the one after it is not yet.
    const monthsAt = async (now: string) => (await expiredMonths(t.ctx, new Date(now))).map((m) => m.month);
    expect(await monthsAt('2026-06-01T00:00:00Z')).toEqual(['2024-03-01', '2024-05-01']);
    expect(await monthsAt('2026-05-31T23:59:59Z')).toEqual(['2024-03-01']);
    expect(await monthsAt('2026-03-31T23:59:59Z')).toEqual([]);
  });

  it('exports, checks and removes them: rows deleted where another company sells, the partition dropped where not', async () => {
    const run = await archiveExpired(t.ctx, NOW);
    expect(run.failed).toEqual([]);
    expect(run.archived.map((m) => [m.month, m.part, m.rows, m.removal])).toEqual([
      ['2024-03-01', 1, 3, 'delete'],
      ['2024-05-01', 1, 2, 'drop'],
    ]);
    expect(await salesOf(a.id, '2024-03')).toEqual([]);
    expect(await salesOf(a.id, '2024-05')).toEqual([]);
    expect(await salesOf(b.id, '2024-03')).toEqual(before.b03);
    expect(await salesOf(a.id, '2026-10')).toEqual(before.a10);
    expect(await relationExists('trades_2024_03')).toBe(true);
    expect(await relationExists('trades_2024_05')).toBe(false);
    // The rollups' partitions stay, and every rollup is as it was.
    expect(await relationExists('sales_hourly_2024_05')).toBe(true);
    expect(await rollups()).toEqual(before.rollups);

    for (const [month, rows] of [
      ['2024-03', 3],
      ['2024-05', 2],
    ] as const) {
      const [part] = await parts(a.id, month);
      const key = archiveKeyOf(a.id, `${month}-01`, 1);
      expect(part).toMatchObject({
        part: 1,
        storage_key: key,
        rows,
        kept_until: null,
        superseded_time: null,
      });
      const bytes = readFileSync(fileOf(key));
      expect(part!.bytes).toBe(bytes.length);
      expect(part!.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      const csv = gunzipSync(bytes).toString('utf8').split('\r\n');
      expect(csv[0]).toMatch(/^id,company_id,shop_id,scale_id,record_no,trade_time,/);
      expect(csv.filter(Boolean)).toHaveLength(rows + 1);
      expect(csv[1]).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z,/);
    }
    expect(await store.list()).toEqual([
      archiveKeyOf(a.id, '2024-03-01', 1),
      archiveKeyOf(a.id, '2024-05-01', 1),
    ]);
    expect(await expiredMonths(t.ctx, NOW)).toEqual([]);
    // A second run finds nothing to do.
    expect((await archiveExpired(t.ctx, NOW)).archived).toEqual([]);
  });

  it('never serves the archive', async () => {
    const key = archiveKeyOf(a.id, '2024-03-01', 1);
    expect(readFileSync(fileOf(key)).length).toBeGreaterThan(0);
    for (const url of [
      `/${key}`,
      `/archive/${key}`,
      `/uploads/${key}`,
      `/uploads/${key.replaceAll('/', '%2F')}`,
      `/uploads/..%2Farchive%2F${key.replaceAll('/', '%2F')}`,
      `/console-assets/..%2F..%2F..%2F..%2F..%2F${path.relative('/', fileOf(key)).replaceAll('/', '%2F')}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).not.toBe(200);
    }
  });

  it('restores a month with every column as it was, and a second restore adds nothing', async () => {
    const first = await restoreMonth(t.ctx, a.id, '2024-03', 30, NOW);
    expect(first).toMatchObject({ parts: [1], rows: 3, inserted: 3 });
    expect(await salesOf(a.id, '2024-03')).toEqual(before.a03);
    expect(await salesOf(b.id, '2024-03')).toEqual(before.b03);
    expect(await rollups()).toEqual(before.rollups);
    const again = await restoreMonth(t.ctx, a.id, '2024-03', 30, NOW);
    expect(again).toMatchObject({ rows: 3, inserted: 0 });
    expect(await salesOf(a.id, '2024-03')).toEqual(before.a03);
    expect(new Date(String((await parts(a.id, '2024-03'))[0]!.kept_until))).toEqual(
      new Date(NOW.getTime() + 30 * DAY),
    );
  });

  it('refuses a file that is not the one archived, naming it, and restores nothing', async () => {
    const key = archiveKeyOf(a.id, '2024-05-01', 1);
    const good = readFileSync(fileOf(key));
    const bad = Buffer.from(good);
    bad[bad.length >> 1]! ^= 0x01;
    writeFileSync(fileOf(key), bad);
    await expect(restoreMonth(t.ctx, a.id, '2024-05', 30, NOW)).rejects.toThrow(
      new RegExp(`${key}: checksum [0-9a-f]{64} is not the recorded`),
    );
    expect(await relationExists('trades_2024_05')).toBe(false);
    expect((await parts(a.id, '2024-05'))[0]!.kept_until).toBeNull();
    writeFileSync(fileOf(key), good);
  });

  it('archives a late sale into an archived month as a further part; a restore reads every part', async () => {
    // The late sale re-creates the dropped partition.
    await sell(a, ['2024-05-25T10:00:00Z']);
    expect(await relationExists('trades_2024_05')).toBe(true);
    const late = await salesOf(a.id, '2024-05');
    expect(late).toHaveLength(1);
    // The late sale is in the rollups as ingestion keeps them; from here on they stay as they are now.
    before.rollups = await rollups();
    const run = await archiveExpired(t.ctx, NOW);
    expect(run.archived.map((m) => [m.month, m.part, m.rows, m.removal, m.superseded])).toEqual([
      ['2024-05-01', 2, 1, 'drop', []],
    ]);
    expect((await parts(a.id, '2024-05')).map((p) => [p.part, p.rows, p.superseded_time])).toEqual([
      [1, 2, null],
      [2, 1, null],
    ]);
    const restored = await restoreMonth(t.ctx, a.id, '2024-05', 10, NOW);
    expect(restored).toMatchObject({ parts: [1, 2], rows: 3, inserted: 3 });
    expect(await salesOf(a.id, '2024-05')).toEqual([...before.a05, ...late]);
  });

  it('leaves a restored month until its kept_until, then archives it again and supersedes the parts before', async () => {
    // 2024-03 is kept 30 days, 2024-05 10 days.
    expect(await archiveExpired(t.ctx, new Date(NOW.getTime() + 5 * DAY))).toEqual({
      ran: true,
      archived: [],
      failed: [],
    });
    const mid = await archiveExpired(t.ctx, new Date(NOW.getTime() + 11 * DAY));
    expect(mid.archived.map((m) => [m.month, m.part, m.rows, m.superseded])).toEqual([
      ['2024-05-01', 3, 3, [1, 2]],
    ]);
    expect(await salesOf(a.id, '2024-03')).toEqual(before.a03);
    const later = await archiveExpired(t.ctx, new Date(NOW.getTime() + 31 * DAY));
    expect(later.archived.map((m) => [m.month, m.part, m.rows, m.removal, m.superseded])).toEqual([
      ['2024-03-01', 2, 3, 'delete', [1]],
    ]);
    expect(await salesOf(a.id, '2024-03')).toEqual([]);
    expect(await salesOf(b.id, '2024-03')).toEqual(before.b03);
    // The superseded objects are gone; a restore reads the new parts alone.
    expect(await store.list()).toEqual([
      archiveKeyOf(a.id, '2024-03-01', 2),
      archiveKeyOf(a.id, '2024-05-01', 3),
    ]);
    expect((await parts(a.id, '2024-05')).map((p) => p.superseded_time !== null)).toEqual([
      true,
      true,
      false,
    ]);
    expect(await restoreMonth(t.ctx, a.id, '2024-03', 100, NOW)).toMatchObject({ parts: [2], inserted: 3 });
    expect(await salesOf(a.id, '2024-03')).toEqual(before.a03);
    expect(await rollups()).toEqual(before.rollups);
  });

  it('leaves the rows when the archive store fails, and tries again next run', async () => {
    await sell(a, ['2024-06-03T08:00:00Z']);
    const june = await salesOf(a.id, '2024-06');
    const failing = Object.create(store) as LocalArchiveStore;
    failing.put = async () => {
      throw new Error('disk full');
    };
    t.ctx.archive = failing;
    try {
      const run = await archiveExpired(t.ctx, new Date(NOW.getTime() + 40 * DAY));
      expect(run.archived).toEqual([]);
      expect(run.failed).toEqual([{ companyId: a.id, month: '2024-06-01', error: 'disk full' }]);
      expect(await salesOf(a.id, '2024-06')).toEqual(june);
      expect(await parts(a.id, '2024-06')).toEqual([]);
    } finally {
      t.ctx.archive = store;
    }
    // A store that answers other bytes than were written: the check after the upload refuses it.
    const garbling = Object.create(store) as LocalArchiveStore;
    garbling.get = async (key) => {
      const bytes = await store.get(key);
      return bytes && Buffer.concat([Buffer.from(bytes), Buffer.from([0])]);
    };
    t.ctx.archive = garbling;
    try {
      const run = await archiveExpired(t.ctx, new Date(NOW.getTime() + 40 * DAY));
      expect(run.failed).toEqual([
        {
          companyId: a.id,
          month: '2024-06-01',
          error: `${archiveKeyOf(a.id, '2024-06-01', 1)}: the stored file does not match what was written`,
        },
      ]);
      expect(await salesOf(a.id, '2024-06')).toEqual(june);
      expect(await store.list()).not.toContain(archiveKeyOf(a.id, '2024-06-01', 1));
    } finally {
      t.ctx.archive = store;
    }
    expect((await archiveExpired(t.ctx, new Date(NOW.getTime() + 40 * DAY))).archived).toHaveLength(1);
  });
});

describe('with the S3 archive store', () => {
  it('archives to the bucket under sales-archive/ and restores from it, every request signed', async () => {
    const s3 = await startS3StandIn();
    t.ctx.archive = new S3ArchiveStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      publicUrl: `${s3.endpoint}/${s3.bucket}`,
    });
    try {
      await sell(a, ['2024-07-04T08:00:00Z', '2024-07-05T08:00:00Z']);
      const july = await salesOf(a.id, '2024-07');
      const run = await archiveExpired(t.ctx, new Date(NOW.getTime() + 40 * DAY));
      expect(run.archived.map((m) => [m.month, m.rows, m.removal])).toEqual([['2024-07-01', 2, 'drop']]);
      const key = archiveKeyOf(a.id, '2024-07-01', 1);
      expect([...s3.objects.keys()]).toEqual([key]);
      expect(createHash('sha256').update(s3.objects.get(key)!.body).digest('hex')).toBe(
        run.archived[0]!.sha256,
      );
      // Not readable without a signature.
      expect((await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).status).toBe(403);
      expect(await restoreMonth(t.ctx, a.id, '2024-07', 30, NOW)).toMatchObject({ inserted: 2 });
      expect(await salesOf(a.id, '2024-07')).toEqual(july);
      expect(s3.refusals).toEqual(['AccessDenied']);
    } finally {
      t.ctx.archive = store;
      await s3.close();
    }
  });
});

describe('rebuilding the rollups', () => {
  it('leaves the days of archived months as they are (their raw sales are not there to rebuild them from)', async () => {
    const kept = await rollups();
    // Company A: 2024-05 and 2024-06 archived (2024-03 and 2024-07 restored): rebuilt from 2024-08 on.
    await rebuildRollups(t.ctx.db, '2024-01-01', '2026-12-31');
    expect(await rollups()).toEqual(kept);
    await rebuildRollups(t.ctx.db, '2024-01-01', '2026-12-31', a.id);
    expect(await rollups()).toEqual(kept);
  });
});

describe('the company setting', () => {
  const put = (payload: object, lang = 'ch') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/management/companies/${a.id}`,
      headers: { ...tokenHeader(ownerToken), lang },
      payload,
    });

  it('is 3..240 whole months or null, with the message in both languages', async () => {
    for (const bad of [2, 241, 12.5, '24']) {
      const zh = await put({ sales_retention_months: bad });
      expect(zh.statusCode, String(bad)).toBe(400);
      expect(zh.json().data.fields).toEqual([
        {
          field: 'sales_retention_months',
          message: '原始销售记录保留月数应为 3–240 的整数，或留空表示永久保留',
        },
      ]);
      const en = await put({ sales_retention_months: bad }, 'en');
      expect(en.json().data.fields).toEqual([
        {
          field: 'sales_retention_months',
          message:
            'the months raw sales are kept must be a whole number from 3 to 240, or empty to keep them for ever',
        },
      ]);
    }
    expect((await put({ sales_retention_months: 3 })).json().data.sales_retention_months).toBe(3);
    expect((await put({ sales_retention_months: 240 })).json().data.sales_retention_months).toBe(240);
  });

  it('refuses a time zone change while months are in the archive only (their rollups would be rebuilt from nothing)', async () => {
    // 2024-05 and 2024-06 are archived; 2024-03 and 2024-07 are restored (kept past today).
    const zh = await put({ time_zone: 'Europe/Berlin' });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().msg).toBe(
      '该公司有 2 个月的原始销售记录已归档；按新时区重新统计需要这些记录，请先恢复这些月份再更改时区',
    );
    const en = await put({ time_zone: 'Europe/Berlin' }, 'en');
    expect(en.json().msg).toMatch(/^This company has 2 month\(s\) of raw sales archived/);
    // The zone it has: nothing to regroup, so allowed.
    expect((await put({ time_zone: 'Asia/Shanghai' })).statusCode).toBe(200);
  });

  it('is kept by an update without it, cleared by null, and audited', async () => {
    await put({ sales_retention_months: 36 });
    const other = await put({ address: '上海市' });
    expect(other.json().data).toMatchObject({ address: '上海市', sales_retention_months: 36 });
    const forever = await put({ sales_retention_months: null });
    expect(forever.json().data.sales_retention_months).toBeNull();
    const [audit] = await query(
      sql`select action, detail from audit_logs where company_id = ${a.id} order by id desc limit 1`,
    );
    expect(audit).toMatchObject({ action: 'company.update', detail: { sales_retention_months: null } });
    expect(await expiredMonths(t.ctx, NOW)).toEqual([]);
  });
});
