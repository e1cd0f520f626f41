import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';
import { ingestIn } from '../trades/ingest.js';
import { matchPaid } from './matching.js';
import { insertPayment } from './test-rows.js';

/*
 * Payments matched to the scale's tickets (issue 31 §4): by ticket number, by amount and time, ambiguity
 * left unmatched, sales arriving after the payment, one sale matched once; and the trade records
 * page's "paid by".
 */

let t: TestApp;
let owner: string;
let companyId: number;
let shopId: number;
let otherShopId: number;
let scaleA: { id: number; credential: string };
let scaleB: { id: number; credential: string };
let scaleOther: { id: number; credential: string };

async function scaleIn(shop: number, name: string) {
  const [row] = await t.ctx.db
    .insert(scales)
    .values({ companyId, shopId: shop, scaleName: name })
    .returning();
  return { id: row!.id, credential: await issueDeviceCredential(t.ctx.db, row!.id) };
}

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.ctx);
  companyId = (await buildCompanyWith(t.ctx, user.id)).id;
  owner = await signIn(t.app, user.username!, user.password);
  const [shop, other] = await t.ctx.db
    .insert(shops)
    .values([
      { companyId, name: '一号店' },
      { companyId, name: '二号店' },
    ])
    .returning();
  shopId = shop!.id;
  otherShopId = other!.id;
  scaleA = await scaleIn(shopId, '秤 A');
  scaleB = await scaleIn(shopId, '秤 B');
  scaleOther = await scaleIn(otherShopId, '秤 C');
});
afterAll(() => t.close());

let recordNo = 0;
/** One sale record (an unmapped PLU: matching needs only times, totals and ticket numbers). */
const sale = (tradeTime: string, totalFen: number, ticketNo: number | null): TradeRecordInput => ({
  record_no: ++recordNo,
  trade_time: tradeTime,
  plu: 99,
  weighing_mode: 0,
  weight: 500,
  unit_price: totalFen * 2,
  total_before_discount: totalFen,
  total_price: totalFen,
  ...(ticketNo === null ? {} : { ticket_no: ticketNo }),
});

async function send(scale: { credential: string }, records: TradeRecordInput[]) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: { authorization: `Bearer ${scale.credential}` },
    payload: { records },
  });
  expect(response.json().code).toBe(1);
}

const at = (iso: string) => new Date(iso);
const paidAt = (iso: string, over: { amountFen: number; ticketNo?: number | null; shop?: number }) =>
  insertPayment(t.ctx.db, {
    companyId,
    shopId: over.shop ?? shopId,
    amountFen: over.amountFen,
    ticketNo: over.ticketNo ?? null,
    createdTime: at(iso),
  });

async function matchOf(paymentId: number) {
  const [row] = await t.ctx.db.select().from(payments).where(eq(payments.id, paymentId));
  return {
    tradeId: row!.matchTradeId,
    scaleId: row!.matchScaleId,
    day: row!.matchDay,
    ticketNo: row!.matchTicketNo,
    kind: row!.matchKind,
  };
}

async function tradeIdOf(scaleId: number, tradeTime: string) {
  const result = await t.ctx.db.execute(
    sql`select id from trades where scale_id = ${scaleId} and trade_time = ${tradeTime}::timestamptz order by id limit 1`,
  );
  return Number((result as unknown as { rows: { id: number }[] }).rows[0]!.id);
}

describe('a payment with a ticket number', () => {
  it('is matched to that ticket of its shop when paid after the sales came', async () => {
    // Ticket 101 on scale A: two items, 08:58 and 08:59 Shanghai; paid at 09:01 for their total.
    await send(scaleA, [
      sale('2026-11-20T08:58:00+08:00', 600, 101),
      sale('2026-11-20T08:59:00+08:00', 400, 101),
    ]);
    // The same number on the other shop's scale is not this shop's ticket.
    await send(scaleOther, [sale('2026-11-20T08:59:30+08:00', 1000, 101)]);
    const payment = await paidAt('2026-11-20T09:01:00+08:00', { amountFen: 1000, ticketNo: 101 });
    await matchPaid(t.ctx.db, payment.id);
    expect(await matchOf(payment.id)).toEqual({
      tradeId: await tradeIdOf(scaleA.id, '2026-11-20T00:58:00Z'),
      scaleId: scaleA.id,
      day: '2026-11-20',
      ticketNo: 101,
      kind: 'ticket',
    });

    // The trade records page says "paid by" on every record of the ticket, and on nothing else.
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/management/trades?date_from=2026-11-20&date_to=2026-11-20&per_page=50`,
      headers: tokenHeader(owner),
    });
    const list = page.json().data.list as {
      trade_info: { ticket_no: number | null };
      scale_info: { id: number };
      payment: { channel: string; order_no: string } | null;
    }[];
    const paidBy = list.filter((r) => r.payment !== null);
    expect(paidBy).toHaveLength(2);
    for (const r of paidBy) {
      expect(r.scale_info.id).toBe(scaleA.id);
      expect(r.payment).toEqual({ channel: 'wechat', order_no: payment.orderNo });
    }
    expect(list.find((r) => r.scale_info.id === scaleOther.id)?.payment).toBeNull();
  });

  it('is matched when the sales arrive after it was paid (device upload)', async () => {
    const payment = await paidAt('2026-11-20T10:00:00+08:00', { amountFen: 880, ticketNo: 202 });
    await matchPaid(t.ctx.db, payment.id);
    expect((await matchOf(payment.id)).tradeId).toBeNull();
    // The scale uploads a little later: its ticket 202 was weighed at 09:57.
    await send(scaleB, [sale('2026-11-20T09:57:00+08:00', 880, 202)]);
    expect(await matchOf(payment.id)).toMatchObject({ scaleId: scaleB.id, ticketNo: 202, kind: 'ticket' });
  });

  it('is matched when the sales come in a file of the maker’s PC software (import)', async () => {
    const payment = await paidAt('2026-11-20T10:20:00+08:00', { amountFen: 1280, ticketNo: 250 });
    await matchPaid(t.ctx.db, payment.id);
    expect((await matchOf(payment.id)).tradeId).toBeNull();
    const boundary = '----sales';
    const csv =
      '记录号,交易时间,PLU,称重方式,重量(克)/数量,单价(元),金额(元),票号\r\n' +
      '7001,2026-11-20 10:18,99,0,500,12.80,6.40,250\r\n' +
      '7002,2026-11-20 10:19,99,0,500,12.80,6.40,250\r\n';
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/management/trades/import?scale_id=${scaleA.id}`,
      headers: { ...tokenHeader(owner), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="sales.csv"\r\nContent-Type: text/csv\r\n\r\n`,
        ),
        Buffer.from(csv),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(response.json().data).toMatchObject({ stored: 2 });
    expect(await matchOf(payment.id)).toMatchObject({ scaleId: scaleA.id, ticketNo: 250, kind: 'ticket' });
  });

  it('is not matched to a ticket of that number weighed more than 30 minutes before it or 5 after', async () => {
    await send(scaleA, [
      sale('2026-11-20T10:29:00+08:00', 500, 303),
      sale('2026-11-20T11:06:00+08:00', 500, 303),
    ]);
    const payment = await paidAt('2026-11-20T11:00:00+08:00', { amountFen: 500, ticketNo: 303 });
    await matchPaid(t.ctx.db, payment.id);
    expect((await matchOf(payment.id)).tradeId).toBeNull();
  });

  it('takes, of two scales with that ticket, the one whose total is the amount; else stays unmatched', async () => {
    await send(scaleA, [sale('2026-11-20T12:00:00+08:00', 700, 404)]);
    await send(scaleB, [sale('2026-11-20T12:01:00+08:00', 800, 404)]);
    const right = await paidAt('2026-11-20T12:03:00+08:00', { amountFen: 800, ticketNo: 404 });
    await matchPaid(t.ctx.db, right.id);
    expect(await matchOf(right.id)).toMatchObject({ scaleId: scaleB.id, ticketNo: 404, kind: 'ticket' });

    await send(scaleA, [sale('2026-11-20T12:30:00+08:00', 900, 405)]);
    await send(scaleB, [sale('2026-11-20T12:30:30+08:00', 900, 405)]);
    const unclear = await paidAt('2026-11-20T12:32:00+08:00', { amountFen: 900, ticketNo: 405 });
    await matchPaid(t.ctx.db, unclear.id);
    expect((await matchOf(unclear.id)).tradeId).toBeNull();
  });
});

describe('a payment without a ticket number', () => {
  it('is matched to the one ticket of its amount whose last record is within 3 minutes', async () => {
    await send(scaleA, [
      // The right one: 13:00 + 13:01 (last), 1234 in all.
      sale('2026-11-20T13:00:00+08:00', 1000, 501),
      sale('2026-11-20T13:01:00+08:00', 234, 501),
      // Another amount at the same time, and the same amount 10 minutes later.
      sale('2026-11-20T13:02:00+08:00', 999, 502),
      sale('2026-11-20T13:12:00+08:00', 1234, 503),
    ]);
    const payment = await paidAt('2026-11-20T13:03:30+08:00', { amountFen: 1234 });
    await matchPaid(t.ctx.db, payment.id);
    expect(await matchOf(payment.id)).toEqual({
      tradeId: await tradeIdOf(scaleA.id, '2026-11-20T05:00:00Z'),
      scaleId: scaleA.id,
      day: '2026-11-20',
      ticketNo: 501,
      kind: 'amount_time',
    });
  });

  it('is matched to a record without a ticket number, a ticket of its own', async () => {
    await send(scaleB, [sale('2026-11-20T13:40:00+08:00', 321, null)]);
    const payment = await paidAt('2026-11-20T13:41:00+08:00', { amountFen: 321 });
    await matchPaid(t.ctx.db, payment.id);
    expect(await matchOf(payment.id)).toEqual({
      tradeId: await tradeIdOf(scaleB.id, '2026-11-20T05:40:00Z'),
      scaleId: scaleB.id,
      day: '2026-11-20',
      ticketNo: null,
      kind: 'amount_time',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/management/trades?scale_id=${scaleB.id}&date_from=2026-11-20&date_to=2026-11-20&per_page=50`,
      headers: tokenHeader(owner),
    });
    const list = page.json().data.list as { id: number; payment: { order_no: string } | null }[];
    expect(list.filter((r) => r.payment?.order_no === payment.orderNo).map((r) => r.id)).toEqual([
      await tradeIdOf(scaleB.id, '2026-11-20T05:40:00Z'),
    ]);
  });

  it('stays unmatched when two tickets fit, and is listed as unmatched', async () => {
    await send(scaleA, [sale('2026-11-20T14:00:00+08:00', 555, 601)]);
    await send(scaleB, [sale('2026-11-20T14:01:00+08:00', 555, 602)]);
    const payment = await paidAt('2026-11-20T14:02:00+08:00', { amountFen: 555 });
    await matchPaid(t.ctx.db, payment.id);
    expect((await matchOf(payment.id)).tradeId).toBeNull();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/management/payments?matched=no&shop_id=${shopId}&per_page=100`,
      headers: tokenHeader(owner),
    });
    const ids = (response.json().data.list as { id: number; match: unknown }[]).map((p) => p.id);
    expect(ids).toContain(payment.id);
  });

  it('is matched by sales that arrive after it, once they come', async () => {
    const payment = await paidAt('2026-11-20T15:00:00+08:00', { amountFen: 4321 });
    await matchPaid(t.ctx.db, payment.id);
    expect((await matchOf(payment.id)).tradeId).toBeNull();
    await send(scaleB, [sale('2026-11-20T14:59:00+08:00', 4321, 701)]);
    expect(await matchOf(payment.id)).toMatchObject({
      scaleId: scaleB.id,
      ticketNo: 701,
      kind: 'amount_time',
    });
  });
});

describe('one sale, one payment', () => {
  it('matches a ticket to one payment only, the first; the second payment for it stays unmatched', async () => {
    await send(scaleA, [sale('2026-11-20T16:00:00+08:00', 2000, 801)]);
    const first = await paidAt('2026-11-20T16:01:00+08:00', { amountFen: 2000 });
    const second = await paidAt('2026-11-20T16:01:30+08:00', { amountFen: 2000 });
    await matchPaid(t.ctx.db, first.id);
    await matchPaid(t.ctx.db, second.id);
    expect((await matchOf(first.id)).ticketNo).toBe(801);
    expect((await matchOf(second.id)).tradeId).toBeNull();

    // A ticket-numbered payment for a ticket matched already stays unmatched too.
    const again = await paidAt('2026-11-20T16:02:00+08:00', { amountFen: 2000, ticketNo: 801 });
    await matchPaid(t.ctx.db, again.id);
    expect((await matchOf(again.id)).tradeId).toBeNull();
  });

  it('gives a ticket to one of two payments matched at once', async () => {
    await send(scaleB, [sale('2026-11-20T17:00:00+08:00', 3000, 901)]);
    const a = await paidAt('2026-11-20T17:01:00+08:00', { amountFen: 3000, ticketNo: 901 });
    const b = await paidAt('2026-11-20T17:01:10+08:00', { amountFen: 3000, ticketNo: 901 });
    await Promise.all([matchPaid(t.ctx.db, a.id), matchPaid(t.ctx.db, b.id)]);
    const matched = [await matchOf(a.id), await matchOf(b.id)].filter((m) => m.tradeId !== null);
    expect(matched).toHaveLength(1);
    expect(matched[0]).toMatchObject({ scaleId: scaleB.id, ticketNo: 901 });
  });

  it.runIf(process.env.TEST_ENGINE === 'postgres')(
    'matches a payment paid while its sales are being stored (PostgreSQL: concurrent transactions)',
    async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let stored!: () => void;
      const storedSignal = new Promise<void>((resolve) => {
        stored = resolve;
      });
      // The batch is stored (and has looked for payments) but not yet committed...
      const ingest = t.ctx.db.transaction(async (tx) => {
        await ingestIn(
          tx,
          { id: scaleA.id, name: '秤 A', companyId, shopId },
          [sale('2026-11-20T19:00:00+08:00', 2500, 1101)],
          'device',
          new Date(),
        );
        stored();
        await gate;
      });
      await storedSignal;
      // ...when the payment for it is paid: matching waits for the batch instead of missing it.
      const payment = await paidAt('2026-11-20T19:01:00+08:00', { amountFen: 2500, ticketNo: 1101 });
      const matching = matchPaid(t.ctx.db, payment.id);
      await new Promise((resolve) => setTimeout(resolve, 100));
      release();
      await Promise.all([ingest, matching]);
      expect(await matchOf(payment.id)).toMatchObject({ scaleId: scaleA.id, ticketNo: 1101, kind: 'ticket' });
    },
  );

  it('leaves a payment not paid unmatched', async () => {
    await send(scaleA, [sale('2026-11-20T18:00:00+08:00', 1111, 1001)]);
    const created = await insertPayment(t.ctx.db, {
      companyId,
      shopId,
      amountFen: 1111,
      ticketNo: 1001,
      status: 'created',
      createdTime: at('2026-11-20T18:01:00+08:00'),
    });
    await matchPaid(t.ctx.db, created.id);
    expect((await matchOf(created.id)).tradeId).toBeNull();
  });
});
