import type { PaymentFilters } from '@dahua/shared/contracts/payments';
import { type SQL, sql } from 'drizzle-orm';
import type { Scope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { MAKER_TIME_ZONE } from '../time-zones/index.js';
import { TICKET_SPAN_MS } from './matching-repo.js';

/*
 * The console's payment records (issue 31 §4): the list, its day totals, one payment with its refunds.
 * Raw SQL over `payments p` joined to its shop `s` and company `c`; the matched sale is read from the
 * trades table by SQL (the payments module imports nothing of trades').
 */

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The zone of a payment's shop (its own, else its company's): its calendar days. */
const SHOP_ZONE = sql.raw(`coalesce(s.time_zone, c.time_zone, '${MAKER_TIME_ZONE}')`);
/** The company's zone: the days its tickets are counted in (trades/ingest.ts). */
const COMPANY_ZONE = sql.raw(`coalesce(c.time_zone, '${MAKER_TIME_ZONE}')`);
const SHOP_DAY = sql`(p.created_time at time zone ${SHOP_ZONE})::date`;
/** A ticket's records lie within an hour of its first (matching-repo.ts TICKET_SPAN_MS). */
const TICKET_SPAN = sql.raw(`interval '${TICKET_SPAN_MS / 60_000} minutes'`);

const FROM = sql`from payments p
  left join shops s on s.id = p.shop_id
  left join companies c on c.id = p.company_id`;

const HOUR_MS = 3_600_000;
/** Within years 1..9999 (a bound past them is no bound), so the text is one PostgreSQL reads. */
const boundText = (ms: number) =>
  new Date(
    Math.min(Math.max(ms, Date.parse('0001-01-01T00:00:00Z')), Date.parse('9999-12-31T23:59:59Z')),
  ).toISOString();
/** Any zone's day D lies between D 00:00 UTC − 14 h and D+1 00:00 UTC + 12 h: an index range around it. */
const earliestOf = (day: string) => boundText(Date.parse(`${day}T00:00:00Z`) - 14 * HOUR_MS);
const latestOf = (day: string) => boundText(Date.parse(`${day}T00:00:00Z`) + 36 * HOUR_MS);

/** The list's WHERE: the scope and the filters (days in each payment's shop calendar). */
export function whereOf(scope: Scope, filters: PaymentFilters): SQL {
  const conditions: SQL[] = [];
  if (scope.kind === 'company') conditions.push(sql`p.company_id = ${scope.companyId}::int`);
  if (scope.kind === 'none') conditions.push(sql`false`);
  if (filters.company_id !== undefined) conditions.push(sql`p.company_id = ${filters.company_id}::int`);
  if (filters.shop_id !== undefined) conditions.push(sql`p.shop_id = ${filters.shop_id}::int`);
  if (filters.channel !== undefined) conditions.push(sql`p.channel = ${filters.channel}`);
  if (filters.status !== undefined) conditions.push(sql`p.status = ${filters.status}`);
  if (filters.matched === 'yes') conditions.push(sql`p.match_trade_id is not null`);
  if (filters.matched === 'no')
    conditions.push(sql`p.status in ('paid', 'refunded') and p.match_trade_id is null`);
  if (filters.date_from !== undefined)
    conditions.push(
      sql`p.created_time >= ${earliestOf(filters.date_from)}::timestamptz and ${SHOP_DAY} >= ${filters.date_from}::date`,
    );
  if (filters.date_to !== undefined)
    conditions.push(
      sql`p.created_time < ${latestOf(filters.date_to)}::timestamptz and ${SHOP_DAY} <= ${filters.date_to}::date`,
    );
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : sql`true`;
}

export type RecordRow = {
  id: number;
  order_no: string;
  company_id: number;
  shop_id: number;
  shop_name: string | null;
  channel: 'wechat' | 'alipay';
  amount_fen: number;
  refunded_fen: number;
  status: 'created' | 'paid' | 'closed' | 'refunded';
  ticket_no: number | null;
  provider_trade_no: string | null;
  created_time: string;
  paid_time: string | null;
  match_kind: 'ticket' | 'amount_time' | null;
  match_trade_id: number | null;
  match_scale_id: number | null;
  match_scale_name: string | null;
  match_ticket_no: number | null;
  match_trade_time: string | null;
  match_total: number | null;
  version: number;
  /** The shop's zone: the export writes times as the shop's clock. */
  zone: string;
  /** The created time to the microsecond: the export's keyset cursor. */
  cursor_time: string;
};

/**
 * The columns of a payment row: its shop's name, and its matched sale (the ticket's first record's
 * time and scale, the ticket's total: its records within an hour of the first, on its day in the
 * company's calendar).
 */
const SELECT = sql`select p.id, p.order_no, p.company_id, p.shop_id, s.name as shop_name, p.channel,
    p.amount_fen, p.refunded_fen, p.status, p.ticket_no, p.provider_trade_no,
    ${iso(sql`p.created_time`)} as created_time, ${iso(sql`p.paid_time`)} as paid_time,
    p.match_kind, p.match_trade_id, p.match_scale_id, sc.scale_name as match_scale_name,
    p.match_ticket_no, ${iso(sql`mt.trade_time`)} as match_trade_time, tot.total as match_total,
    p.version, ${SHOP_ZONE} as zone,
    to_char(p.created_time at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor_time
  ${FROM}
  left join scales sc on sc.id = p.match_scale_id
  left join trades mt on mt.id = p.match_trade_id
  left join lateral (
    select case when p.match_ticket_no is null then mt.total_price else (
      select sum(t.total_price) from trades t
      where t.shop_id = mt.shop_id and t.scale_id = p.match_scale_id and t.ticket_no = p.match_ticket_no
        and t.trade_time >= greatest(mt.trade_time - ${TICKET_SPAN}, (p.match_day::timestamp at time zone ${COMPANY_ZONE}))
        and t.trade_time < least(mt.trade_time + ${TICKET_SPAN}, ((p.match_day + 1)::timestamp at time zone ${COMPANY_ZONE}))
    ) end::bigint as total
    where mt.id is not null
  ) tot on true`;

const ORDER = sql`order by p.created_time desc, p.id desc`;

function normalised(row: RecordRow): RecordRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    ...row,
    id: Number(row.id),
    company_id: Number(row.company_id),
    shop_id: Number(row.shop_id),
    amount_fen: Number(row.amount_fen),
    refunded_fen: Number(row.refunded_fen),
    ticket_no: n(row.ticket_no),
    match_trade_id: n(row.match_trade_id),
    match_scale_id: n(row.match_scale_id),
    match_ticket_no: n(row.match_ticket_no),
    match_total: n(row.match_total),
    version: Number(row.version),
  };
}

/** A page of payments, newest first. */
export async function page(db: Executor, where: SQL, limit: number, offset: number): Promise<RecordRow[]> {
  const rows = await rowsOf<RecordRow>(
    db,
    sql`${SELECT} where ${where} ${ORDER} limit ${limit}::int offset ${offset}::bigint`,
  );
  return rows.map(normalised);
}

/** The rows after (created time, id), newest first: the export walks the whole set this way (keyset). */
export async function after(
  db: Executor,
  where: SQL,
  cursor: { time: string; id: number } | null,
  limit: number,
): Promise<RecordRow[]> {
  const next = cursor
    ? sql`and (p.created_time, p.id) < (${cursor.time}::timestamptz, ${cursor.id}::int)`
    : sql``;
  const rows = await rowsOf<RecordRow>(
    db,
    sql`${SELECT} where ${where} ${next} ${ORDER} limit ${limit}::int`,
  );
  return rows.map(normalised);
}

export async function count(db: Executor, where: SQL): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${FROM} where ${where}`);
  return Number(row?.n ?? 0);
}

/** One payment within the scope, or null. */
export async function one(db: Executor, scope: Scope, id: number): Promise<RecordRow | null> {
  const where = sql`p.id = ${id}::int and ${whereOf(scope, {})}`;
  const [row] = await rowsOf<RecordRow>(db, sql`${SELECT} where ${where}`);
  return row ? normalised(row) : null;
}

export type RefundRecord = {
  id: number;
  refund_no: string;
  amount_fen: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  failure: string | null;
  requested_by_name: string | null;
  created_time: string;
  finished_time: string | null;
};

/** A payment's refunds, newest first. */
export async function refundsOf(db: Executor, paymentId: number): Promise<RefundRecord[]> {
  const rows = await rowsOf<RefundRecord>(
    db,
    sql`select r.id, r.refund_no, r.amount_fen, r.reason, r.status, r.failure,
          nullif(coalesce(nullif(u.nickname, ''), u.username), '') as requested_by_name,
          ${iso(sql`r.created_time`)} as created_time, ${iso(sql`r.finished_time`)} as finished_time
        from payment_refunds r left join users u on u.id = r.requested_by
        where r.payment_id = ${paymentId}::int
        order by r.created_time desc, r.id desc`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), amount_fen: Number(r.amount_fen) }));
}

export type DayRow = {
  day: string;
  channel: 'wechat' | 'alipay';
  count: number;
  amount_fen: number;
  refunded_fen: number;
};

/** Paid and refunded payments per shop-calendar day and channel, newest day first. */
export async function daily(db: Executor, where: SQL): Promise<DayRow[]> {
  const rows = await rowsOf<DayRow>(
    db,
    sql`select to_char(${SHOP_DAY}, 'YYYY-MM-DD') as day, p.channel, count(*)::int as count,
          sum(p.amount_fen)::bigint as amount_fen, sum(p.refunded_fen)::bigint as refunded_fen
        ${FROM}
        where ${where} and p.status in ('paid', 'refunded')
        group by 1, 2
        order by 1 desc, 2`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    channel: r.channel,
    count: Number(r.count),
    amount_fen: Number(r.amount_fen),
    refunded_fen: Number(r.refunded_fen),
  }));
}
