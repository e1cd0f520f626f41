import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyMembers, paymentRefunds, paymentSettings, scales, shops } from '../../db/schema/index.js';
import { buildCompanyWith, buildUser, signIn } from '../../test/factories.js';
import { createTestApp, type TestApp, tokenHeader } from '../../test/harness.js';
import { issueDeviceCredential } from '../scales/service.js';
import { matchPaid } from './matching.js';
import { paymentsFor } from './records.js';
import { paymentsWorkbook } from './records-export.js';
import { insertPayment } from './test-rows.js';

/*
 * The console's payment records (issue 31 §4): the list and its filters (days in the shop's calendar),
 * who sees what, day totals, one payment with its refunds, the export; and the shop's stand sticker.
 */

let t: TestApp;
const token: Record<'owner' | 'staff' | 'stranger' | 'admin' | 'inspector', string> = {
  owner: '',
  staff: '',
  stranger: '',
  admin: '',
  inspector: '',
};
let ownerName: string;
let companyId: number;
let otherCompanyId: number;
let east: number;
let west: number;
let strangerShop: number;
const p: Record<string, { id: number; orderNo: string }> = {};

beforeAll(async () => {
  t = await createTestApp();
  const owner = await buildUser(t.ctx);
  ownerName = owner.nickname;
  companyId = (await buildCompanyWith(t.ctx, owner.id)).id;
  token.owner = await signIn(t.app, owner.username!, owner.password);
  const staff = await buildUser(t.ctx);
  await t.ctx.db.insert(companyMembers).values({ companyId, userId: staff.id, joinType: 'USER' });
  token.staff = await signIn(t.app, staff.username!, staff.password);
  const stranger = await buildUser(t.ctx);
  otherCompanyId = (await buildCompanyWith(t.ctx, stranger.id)).id;
  token.stranger = await signIn(t.app, stranger.username!, stranger.password);
  const admin = await buildUser(t.ctx, { role: 'SUPER_ADMIN' });
  token.admin = await signIn(t.app, admin.username!, admin.password);
  const inspector = await buildUser(t.ctx, { role: 'INSPECTOR' });
  token.inspector = await signIn(t.app, inspector.username!, inspector.password);

  const rows = await t.ctx.db
    .insert(shops)
    .values([
      { companyId, name: '东门店' },
      { companyId, name: 'West Stall', timeZone: 'America/Los_Angeles' },
      { companyId: otherCompanyId, name: '别家店' },
    ])
    .returning();
  east = rows[0]!.id;
  west = rows[1]!.id;
  strangerShop = rows[2]!.id;

  const at = (iso: string) => new Date(iso);
  const db = t.ctx.db;
  // 03:00Z on the 21st: the 20th in Los Angeles, the 21st in Shanghai.
  p.westPaid = await insertPayment(db, {
    companyId,
    shopId: west,
    amountFen: 1000,
    createdTime: at('2026-11-21T03:00:00Z'),
  });
  p.eastAlipay = await insertPayment(db, {
    companyId,
    shopId: east,
    amountFen: 2000,
    channel: 'alipay',
    createdTime: at('2026-11-21T03:00:00Z'),
  });
  p.created = await insertPayment(db, {
    companyId,
    shopId: east,
    amountFen: 500,
    status: 'created',
    createdTime: at('2026-11-21T04:00:00Z'),
  });
  p.refunded = await insertPayment(db, {
    companyId,
    shopId: east,
    amountFen: 800,
    status: 'refunded',
    createdTime: at('2026-11-21T05:00:00Z'),
  });
  // The matched one: ticket 77 of the east shop's scale, weighed a minute before it was paid.
  const [scale] = await db
    .insert(scales)
    .values({ companyId, shopId: east, scaleName: '东门 1 号秤' })
    .returning();
  const credential = await issueDeviceCredential(db, scale!.id);
  const record: TradeRecordInput = {
    record_no: 1,
    trade_time: '2026-11-21T06:00:00Z',
    plu: 99,
    weighing_mode: 0,
    weight: 500,
    unit_price: 3000,
    total_before_discount: 1500,
    total_price: 1500,
    ticket_no: 77,
  };
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/devices/trades',
    headers: { authorization: `Bearer ${credential}` },
    payload: { records: [record] },
  });
  expect(upload.json().code).toBe(1);
  p.matched = await insertPayment(db, {
    companyId,
    shopId: east,
    amountFen: 1500,
    ticketNo: 77,
    createdTime: at('2026-11-21T06:01:00Z'),
  });
  await matchPaid(db, p.matched.id);
  // Paid, 1.00 of 3.00 refunded.
  p.partly = await insertPayment(db, {
    companyId,
    shopId: east,
    amountFen: 300,
    refundedFen: 100,
    createdTime: at('2026-11-22T02:00:00Z'),
  });
  await db.insert(paymentRefunds).values({
    paymentId: p.partly.id,
    companyId,
    refundNo: 'R20261122100500123456',
    amountFen: 100,
    reason: '少称了',
    status: 'succeeded',
    requestedBy: owner.id,
    createdTime: at('2026-11-22T02:05:00Z'),
    finishedTime: at('2026-11-22T02:05:02Z'),
  });
  p.stranger = await insertPayment(db, {
    companyId: otherCompanyId,
    shopId: strangerShop,
    amountFen: 999,
    createdTime: at('2026-11-21T03:30:00Z'),
  });
});
afterAll(() => t.close());

async function call(url: string, who: keyof typeof token, lang = 'en') {
  const response = await t.app.inject({ method: 'GET', url, headers: { ...tokenHeader(token[who]), lang } });
  const json = response.headers['content-type']?.toString().includes('json');
  return { status: response.statusCode, body: json ? response.json() : null, raw: response.rawPayload };
}

type Listed = {
  id: number;
  status: string;
  can_refund: boolean;
  match: {
    kind: string;
    scale_name: string | null;
    ticket_no: number | null;
    ticket_total_fen: number;
    trade_time: string;
  } | null;
};
async function listOf(query: string, who: keyof typeof token = 'owner') {
  const answer = await call(`/api/management/payments?per_page=100${query}`, who);
  expect(answer.status).toBe(200);
  return answer.body.data as { list: Listed[]; meta: { total: number } };
}
const ids = async (query: string, who: keyof typeof token = 'owner') =>
  (await listOf(query, who)).list.map((r) => r.id);

describe('the payments list', () => {
  it('lists the company’s payments newest first, with the matched sale', async () => {
    const page = await listOf('');
    expect(page.list.map((r) => r.id)).toEqual([
      p.partly!.id,
      p.matched!.id,
      p.refunded!.id,
      p.created!.id,
      p.eastAlipay!.id,
      p.westPaid!.id,
    ]);
    expect(page.meta.total).toBe(6);
    expect(page.list.find((r) => r.id === p.matched!.id)!.match).toMatchObject({
      kind: 'ticket',
      scale_name: '东门 1 号秤',
      ticket_no: 77,
      ticket_total_fen: 1500,
      trade_time: '2026-11-21T06:00:00.000Z',
    });
    expect(page.list.filter((r) => r.match !== null)).toHaveLength(1);
  });

  it('filters by days of each shop’s calendar, shop, channel, status and matched', async () => {
    // The west shop's payment was made on the 20th by its own (Los Angeles) clock.
    expect(await ids('&date_from=2026-11-20&date_to=2026-11-20')).toEqual([p.westPaid!.id]);
    expect(await ids('&date_from=2026-11-21&date_to=2026-11-21')).toEqual([
      p.matched!.id,
      p.refunded!.id,
      p.created!.id,
      p.eastAlipay!.id,
    ]);
    expect(await ids('&date_from=2026-11-22')).toEqual([p.partly!.id]);
    expect(await ids(`&shop_id=${west}`)).toEqual([p.westPaid!.id]);
    expect(await ids('&channel=alipay')).toEqual([p.eastAlipay!.id]);
    expect(await ids('&status=created')).toEqual([p.created!.id]);
    expect(await ids('&matched=yes')).toEqual([p.matched!.id]);
    // Unmatched: paid or refunded, no sale found (a payment not paid is not "unmatched").
    expect(await ids('&matched=no')).toEqual([
      p.partly!.id,
      p.refunded!.id,
      p.eastAlipay!.id,
      p.westPaid!.id,
    ]);
    // The calendar's ends and the last page are answers, not failures.
    expect(await ids('&date_from=0001-01-01&date_to=9999-12-31')).toHaveLength(6);
    const last = await call(`/api/management/payments?page=2147483647&per_page=100`, 'owner');
    expect(last.status).toBe(200);
    expect(last.body.data.list).toEqual([]);
    expect((await call('/api/management/payments/daily?date_from=9999-12-31', 'owner')).body.data).toEqual(
      [],
    );
    const paged = (await call('/api/management/payments?per_page=2&page=2', 'owner')).body.data;
    expect(paged.list.map((r: Listed) => r.id)).toEqual([p.refunded!.id, p.created!.id]);
    expect(paged.meta.total).toBe(6);
  });

  it('says who may refund: owners while something is left to refund, never staff', async () => {
    const byOwner = new Map((await listOf('')).list.map((r) => [r.id, r.can_refund]));
    expect(byOwner.get(p.westPaid!.id)).toBe(true);
    expect(byOwner.get(p.partly!.id)).toBe(true);
    expect(byOwner.get(p.refunded!.id)).toBe(false);
    expect(byOwner.get(p.created!.id)).toBe(false);
    expect((await listOf('', 'staff')).list.some((r) => r.can_refund)).toBe(false);
  });
});

describe('who sees what', () => {
  it('shows staff their company’s payments, another company none, administrators all or one company', async () => {
    expect((await listOf('', 'staff')).meta.total).toBe(6);
    expect(await ids('', 'stranger')).toEqual([p.stranger!.id]);
    // Naming another company changes nothing for a company's person.
    expect(await ids(`&company_id=${companyId}`, 'stranger')).toEqual([]);
    expect((await listOf('', 'admin')).meta.total).toBe(7);
    expect((await listOf(`&company_id=${otherCompanyId}`, 'admin')).list.map((r) => r.id)).toEqual([
      p.stranger!.id,
    ]);
    const adminRow = (await listOf('', 'admin')).list.find((r) => r.id === p.westPaid!.id)!;
    expect(adminRow.can_refund).toBe(true);
  });

  it('answers another company’s payment as not found, and refuses inspectors', async () => {
    expect((await call(`/api/management/payments/${p.westPaid!.id}`, 'stranger')).status).toBe(404);
    expect((await call(`/api/management/payments/${p.stranger!.id}`, 'stranger')).status).toBe(200);
    expect((await call('/api/management/payments', 'inspector')).status).toBe(403);
    expect((await call('/api/management/payments/daily', 'inspector')).status).toBe(403);
    expect((await call('/api/management/payments/export', 'inspector')).status).toBe(403);
    expect((await call(`/api/management/payments/${p.stranger!.id}`, 'inspector')).status).toBe(403);
  });
});

describe('day totals', () => {
  it('sums paid and refunded payments per shop-calendar day and channel', async () => {
    const answer = await call('/api/management/payments/daily', 'owner');
    expect(answer.body.data).toEqual([
      { day: '2026-11-22', channel: 'wechat', count: 1, amount_fen: 300, refunded_fen: 100 },
      { day: '2026-11-21', channel: 'alipay', count: 1, amount_fen: 2000, refunded_fen: 0 },
      { day: '2026-11-21', channel: 'wechat', count: 2, amount_fen: 2300, refunded_fen: 800 },
      { day: '2026-11-20', channel: 'wechat', count: 1, amount_fen: 1000, refunded_fen: 0 },
    ]);
    const east21 = await call(
      `/api/management/payments/daily?shop_id=${east}&date_from=2026-11-21&date_to=2026-11-21&channel=wechat`,
      'owner',
    );
    expect(east21.body.data).toEqual([
      { day: '2026-11-21', channel: 'wechat', count: 2, amount_fen: 2300, refunded_fen: 800 },
    ]);
    expect((await call('/api/management/payments/daily', 'stranger')).body.data).toEqual([
      { day: '2026-11-21', channel: 'wechat', count: 1, amount_fen: 999, refunded_fen: 0 },
    ]);
  });
});

describe('one payment', () => {
  it('answers the payment with its refunds', async () => {
    const answer = await call(`/api/management/payments/${p.partly!.id}`, 'owner');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      id: p.partly!.id,
      order_no: p.partly!.orderNo,
      shop_name: '东门店',
      amount_fen: 300,
      refunded_fen: 100,
      status: 'paid',
      can_refund: true,
      match: null,
      refunds: [
        {
          refund_no: 'R20261122100500123456',
          amount_fen: 100,
          reason: '少称了',
          status: 'succeeded',
          failure: null,
          requested_by_name: ownerName,
          created_time: '2026-11-22T02:05:00.000Z',
          finished_time: '2026-11-22T02:05:02.000Z',
        },
      ],
    });
    expect((await call(`/api/management/payments/${p.partly!.id}`, 'staff')).body.data.can_refund).toBe(
      false,
    );
  });
});

/** The first sheet of a workbook as rows of cell values. */
async function sheetRows(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

describe('the export', () => {
  it('writes the filtered payments, headed in the caller’s language, money in yuan, the shop’s clock', async () => {
    const file = await call(`/api/management/payments/export?shop_id=${west}`, 'owner', 'en');
    expect(file.status).toBe(200);
    const rows = await sheetRows(Buffer.from(file.raw));
    expect(rows[0]!.slice(0, 5)).toEqual(['Created', 'Paid', 'Shop', 'Channel', 'Amount (yuan)']);
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 9)).toEqual([
      '2026-11-20 19:00:00',
      '2026-11-20 19:00:00',
      'West Stall',
      'WeChat Pay',
      10,
      0,
      'Paid',
      undefined,
      p.westPaid!.orderNo,
    ]);
    expect(rows[1]![10]).toBe('Not matched');

    const matched = await call('/api/management/payments/export?matched=yes', 'owner', 'ch');
    const chRows = await sheetRows(Buffer.from(matched.raw));
    expect(chRows[0]!.slice(0, 5)).toEqual(['创建时间', '支付时间', '店铺', '渠道', '金额（元）']);
    expect(chRows).toHaveLength(2);
    expect(chRows[1]!.slice(10)).toEqual(['小票号', '东门 1 号秤', '2026-11-21 14:00:00', 15]);

    const all = await sheetRows(Buffer.from((await call('/api/management/payments/export', 'owner')).raw));
    expect(all).toHaveLength(7);
    const theirs = await sheetRows(
      Buffer.from((await call('/api/management/payments/export', 'stranger')).raw),
    );
    expect(theirs.slice(1).map((r) => r[8])).toEqual([p.stranger!.orderNo]);
  });

  it('stops at its row limit and says so in a last row', async () => {
    const caller = {
      scope: { kind: 'company' as const, companyId, userId: 0, role: 'OWNER' as const },
      userId: 0,
      superAdmin: false,
    };
    // Chunks of 2 (the keyset walk), 3 rows at most.
    const rows = await sheetRows(await paymentsWorkbook(paymentsFor(t.ctx, caller, {}, 2), 'en', 3));
    expect(rows.map((r) => r[8])).toEqual([
      'Order number',
      p.partly!.orderNo,
      p.matched!.orderNo,
      p.refunded!.orderNo,
      undefined,
    ]);
    expect(String(rows[4]![0])).toContain('Only the newest 3 payments');
    // Walked whole in chunks of 2, the keyset misses none and repeats none.
    const whole = await sheetRows(await paymentsWorkbook(paymentsFor(t.ctx, caller, {}, 2), 'en'));
    expect(whole.slice(1).map((r) => r[8])).toEqual(
      [p.partly, p.matched, p.refunded, p.created, p.eastAlipay, p.westPaid].map((x) => x!.orderNo),
    );
  });
});

describe('the payment sticker', () => {
  it('is an A6 PDF with the shop’s payment address, for owners and administrators', async () => {
    const file = await call(`/api/management/shops/${east}/payment_sticker`, 'owner');
    expect(file.status).toBe(200);
    const pdf = Buffer.from(file.raw);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const [settings] = await t.ctx.db.select().from(paymentSettings).where(eq(paymentSettings.shopId, east));
    expect(settings?.paymentCode).toMatch(/^[a-z0-9]{12}$/);
    // The QR's address, as its link on the page and the document's subject.
    expect(pdf.toString('latin1')).toContain(`/page/payment?s=${settings!.paymentCode}`);
    // A6 portrait: 105 × 148 mm.
    expect(pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 297\.63\d* 419\.52\d*\]/);

    // The same code the next time (the row is made once).
    const again = Buffer.from((await call(`/api/management/shops/${east}/payment_sticker`, 'admin')).raw);
    expect(again.toString('latin1')).toContain(`/page/payment?s=${settings!.paymentCode}`);
  });

  it('is refused to staff and not found for another company', async () => {
    expect((await call(`/api/management/shops/${east}/payment_sticker`, 'staff')).status).toBe(403);
    expect((await call(`/api/management/shops/${east}/payment_sticker`, 'stranger')).status).toBe(404);
  });
});
