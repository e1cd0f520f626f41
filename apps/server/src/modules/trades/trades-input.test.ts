import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { TRADE_LIMITS } from '@dahua/shared/contracts/trades';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { sale as recorded, sellingScale, sendSales } from '../../test/sales-fixtures.js';

// Bad input found from outside (issue 26 §3): days that do not exist, and large import files.
let t: TestApp;
let owner: string;
let scale: { id: number; credential: string };

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  owner = await signIn(t.app, user.username!, user.password);
  const selling = await sellingScale(t, { ownerId: user.id });
  scale = { id: selling.scaleId, credential: selling.credential };
});
afterAll(() => t.close());

const sale = (recordNo: number, over: Partial<TradeRecordInput> = {}): TradeRecordInput =>
  recorded(recordNo, { trade_time: '2026-02-28T08:30:00+08:00', ...over });

const count = async () =>
  (
    (await t.ctx.db.execute(sql`select count(*)::int as n from trades`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]!.n;

const send = (records: unknown[], lang = 'en') => sendSales(t, scale.credential, records, lang);

async function importFile(bytes: Buffer, lang = 'ch') {
  const boundary = '----trades';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sales.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/management/trades/import?scale_id=${scale.id}`,
    headers: { ...tokenHeader(owner), lang, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
}

describe('a sale on a day that does not exist', () => {
  it('is refused from a scale, named by index and field, in either language; nothing is stored', async () => {
    const before = await count();
    for (const [time, lang] of [
      ['2026-02-30T10:00:00+08:00', 'en'],
      ['2026-04-31T10:00:00Z', 'ch'],
      ['2026-02-28T24:30:00+08:00', 'en'],
    ] as const) {
      const answer = await send([sale(1), sale(2, { trade_time: time })], lang);
      expect(answer.statusCode).toBe(400);
      const body = answer.json();
      expect(body.code).toBe(0);
      expect(body.data.dahua_error).toBe('ERCO000002');
      const field = body.data.fields.find((f: { field: string }) => f.field === 'records.1.trade_time');
      expect(field.message).toMatch(lang === 'en' ? /no such day or time/ : /没有这一天或这一时刻/);
    }
    expect(await count()).toBe(before);
    // A real 29 February still is one.
    expect((await send([sale(3, { trade_time: '2024-02-29T10:00:00+08:00' })])).statusCode).toBe(200);
  });

  it('is refused from an import file, naming the row and heading; nothing is imported', async () => {
    const before = await count();
    const file = Buffer.from(
      'Record no.,Trade time,PLU,Weighing mode,Weight (g) / count,Unit price (yuan),Total (yuan)\r\n' +
        '910,2026-02-28 10:15,1,0,750,12.80,9.60\r\n' +
        '911,2026-02-30 10:16,1,0,750,12.80,9.60\r\n',
    );
    for (const lang of ['en', 'ch']) {
      const refused = await importFile(file, lang);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().data.dahua_error).toBe('ERCO000802');
      expect(refused.json().msg).toContain(lang === 'en' ? 'Row 3, "Trade time"' : '第 3 行「交易时间」');
      expect(refused.json().msg).toMatch(lang === 'en' ? /no such day or time/ : /没有这一天或这一时刻/);
    }
    expect(await count()).toBe(before);
  });
});

/** A sales csv of `rows` good records (record numbers from `first`), then `tail` as the last line. */
function salesCsv(rows: number, first: number, tail = ''): Buffer {
  const lines = ['记录号,交易时间,PLU,称重方式,重量(克)/数量,单价(元),金额(元),票号'];
  for (let i = 0; i < rows; i++) lines.push(`${first + i},2026-11-19 10:15,1,0,750,12.80,9.60,${i % 999}`);
  if (tail) lines.push(tail);
  return Buffer.from(`${lines.join('\r\n')}\r\n`);
}

/**
 * The longest the event loop was held by work while `run` ran: a 5 ms ticker's largest gap, counted
 * in the CPU time the process used in it (the machine is shared: a process waiting for a core has
 * wall-clock gaps of 100–300 ms that no code of ours causes).
 */
async function longestStall(run: () => Promise<unknown>): Promise<number> {
  const cpuMs = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  let last = { wall: performance.now(), cpu: cpuMs() };
  let longest = 0;
  const gap = () => {
    const now = { wall: performance.now(), cpu: cpuMs() };
    longest = Math.max(longest, Math.min(now.wall - last.wall, now.cpu - last.cpu));
    last = now;
  };
  const ticker = setInterval(gap, 5);
  try {
    await run();
  } finally {
    clearInterval(ticker);
  }
  gap();
  return longest;
}

describe('a large import file', () => {
  it('is checked in slices: a bad last row of 100,000 refuses the file without holding the event loop', async () => {
    const before = await count();
    const file = salesCsv(100_000, 1_000_000, '1100000,2026-11-19 10:15,1,9,750,12.80,9.60,1');
    let answer: Awaited<ReturnType<typeof importFile>> | undefined;
    const stall = await longestStall(async () => {
      answer = await importFile(file, 'en');
    });
    expect(answer!.statusCode).toBe(400);
    expect(answer!.json().msg).toContain('Row 100002, "Weighing mode"');
    expect(await count()).toBe(before);
    expect(stall).toBeLessThan(200);
  });

  it('is all or nothing across its batches, and refuses more rows than allowed, naming the limit', async () => {
    const before = await count();
    const late = await importFile(
      salesCsv(2_500, 2_000_000, '2002500,2026-02-30 10:15,1,0,750,12.80,9.60,1'),
    );
    expect(late.statusCode).toBe(400);
    expect(late.json().msg).toContain('第 2502 行「交易时间」');
    expect(await count()).toBe(before);
    const stored = await importFile(salesCsv(2_500, 2_000_000));
    expect(stored.json().data).toMatchObject({ received: 2_500, stored: 2_500, duplicates: 0 });
    expect(await count()).toBe(before + 2_500);
    const tooMany = salesCsv(TRADE_LIMITS.importRows + 1, 3_000_000);
    for (const lang of ['en', 'ch']) {
      const refused = await importFile(tooMany, lang);
      expect(refused.statusCode).toBe(413);
      expect(refused.json().data.dahua_error).toBe('ERCO000806');
      expect(refused.json().msg).toBe(
        lang === 'en'
          ? 'The file has more than 200000 sales records; split it into files of at most 200000. Nothing was imported.'
          : '文件超过 200000 条销售记录，请拆分为每个不超过 200000 条的文件，未导入任何记录',
      );
    }
    expect(await count()).toBe(before + 2_500);
  }, 120_000);
});
