import type { PaymentMatchKind } from '@dahua/shared/contracts/payments';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

/*
 * The SQL of matching payments to the scale's tickets (issue 31 §4). The trades table is read here
 * by SQL (the payments module imports nothing of trades'); a ticket is what ingestion counts as one
 * (trades/ingest.ts, sales_tickets): one scale's records of one day in the company's calendar with one
 * ticket number; a record without a number is a ticket of its own.
 */

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** The advisory-lock class of matching (issue 31 §4); the second key is the shop's id. */
const MATCH_LOCK_CLASS = 3104;

/**
 * Takes the shops' matching locks (in id order) until the transaction ends: a payment paid while its
 * sales are being stored waits for them (and they for it), so neither misses the other.
 */
export async function lockShopMatching(db: Executor, shopIds: readonly number[]): Promise<void> {
  for (const shopId of [...new Set(shopIds)].sort((a, b) => a - b))
    await db.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK_CLASS}::int, ${shopId}::int)`);
}

/** A paid payment as matching reads it. */
export type PaidPayment = {
  id: number;
  companyId: number;
  shopId: number;
  amountFen: number;
  ticketNo: number | null;
  paidMs: number;
  matched: boolean;
};

/** A paid (or refunded) payment still to match, or null (not paid, not there, matched already). */
export async function unmatchedPaid(db: Executor, paymentId: number): Promise<PaidPayment | null> {
  const [row] = await rowsOf<{
    id: number;
    company_id: number;
    shop_id: number;
    amount_fen: number;
    ticket_no: number | null;
    paid_ms: number;
  }>(
    db,
    sql`select id, company_id, shop_id, amount_fen, ticket_no,
          (extract(epoch from paid_time) * 1000)::float8 as paid_ms
        from payments
        where id = ${paymentId} and status in ('paid', 'refunded') and paid_time is not null
          and match_trade_id is null`,
  );
  return row ? toPaid(row) : null;
}

const toPaid = (row: {
  id: number;
  company_id: number;
  shop_id: number;
  amount_fen: number;
  ticket_no: number | null;
  paid_ms: number;
}): PaidPayment => ({
  id: Number(row.id),
  companyId: Number(row.company_id),
  shopId: Number(row.shop_id),
  amountFen: Number(row.amount_fen),
  ticketNo: row.ticket_no === null ? null : Number(row.ticket_no),
  paidMs: Number(row.paid_ms),
  matched: false,
});

/**
 * The unmatched paid payments of these shops paid between `from` and `to`, oldest paid first (the
 * partial index payments_unmatched_idx).
 */
export async function unmatchedPaidNear(
  db: Executor,
  shopIds: readonly number[],
  from: Date,
  to: Date,
): Promise<PaidPayment[]> {
  if (shopIds.length === 0) return [];
  const rows = await rowsOf<Parameters<typeof toPaid>[0]>(
    db,
    sql`select id, company_id, shop_id, amount_fen, ticket_no,
          (extract(epoch from paid_time) * 1000)::float8 as paid_ms
        from payments
        where shop_id in (${sql.join(
          shopIds.map((id) => sql`${id}::int`),
          sql`, `,
        )})
          and status in ('paid', 'refunded') and match_trade_id is null
          and paid_time >= ${from.toISOString()}::timestamptz and paid_time <= ${to.toISOString()}::timestamptz
        order by paid_time, id`,
  );
  return rows.map(toPaid);
}

/** A ticket as the scale recorded it: its key, its first record, its total and its time span. */
export type Ticket = {
  scaleId: number;
  day: string;
  ticketNo: number | null;
  firstTradeId: number;
  firstMs: number;
  lastMs: number;
  totalFen: number;
  /** Already matched to a payment (its first record, or its key). */
  taken: boolean;
};

/**
 * How far apart a ticket's records may lie: its total sums its records within an hour of the window
 * looked at (a ticket is weighed in minutes; the bound keeps the scan to the shop's trades near it).
 */
export const TICKET_SPAN_MS = 60 * 60_000;

/**
 * The tickets of a shop with a record between `from` and `to` (and, when given, of that ticket
 * number), each summed over its records within TICKET_SPAN_MS of that window and on its day; days in
 * `zone` (the company's, as ingestion counts them). One range scan of trades_shop_time_idx.
 */
export async function ticketsNear(
  db: Executor,
  place: { companyId: number; shopId: number; zone: string },
  from: Date,
  to: Date,
  ticketNo: number | null,
): Promise<Ticket[]> {
  const { companyId, shopId, zone } = place;
  const numbered = ticketNo === null ? sql`` : sql`and t.ticket_no = ${ticketNo}::int`;
  const rows = await rowsOf<{
    scale_id: number;
    day: string;
    ticket_no: number | null;
    first_id: number;
    first_ms: number;
    last_ms: number;
    total: number;
    taken: boolean;
  }>(
    db,
    sql`with tickets as (
          select t.scale_id, (t.trade_time at time zone ${zone})::date as day, t.ticket_no,
            (array_agg(t.id order by t.trade_time, t.id))[1] as first_id,
            (extract(epoch from min(t.trade_time)) * 1000)::float8 as first_ms,
            (extract(epoch from max(t.trade_time)) * 1000)::float8 as last_ms,
            sum(t.total_price)::bigint as total
          from trades t
          where t.shop_id = ${shopId}::int and t.company_id = ${companyId}::int
            and t.trade_time >= ${new Date(from.getTime() - TICKET_SPAN_MS).toISOString()}::timestamptz
            and t.trade_time <= ${new Date(to.getTime() + TICKET_SPAN_MS).toISOString()}::timestamptz
            ${numbered}
          group by t.scale_id, 2, t.ticket_no, case when t.ticket_no is null then t.id end
          having bool_or(t.trade_time >= ${from.toISOString()}::timestamptz
                         and t.trade_time <= ${to.toISOString()}::timestamptz)
        )
        select k.scale_id, to_char(k.day, 'YYYY-MM-DD') as day, k.ticket_no, k.first_id, k.first_ms,
          k.last_ms, k.total,
          exists (
            select 1 from payments p
            where p.match_trade_id = k.first_id
               or (k.ticket_no is not null and p.match_scale_id = k.scale_id and p.match_day = k.day
                   and p.match_ticket_no = k.ticket_no)
          ) as taken
        from tickets k
        order by k.first_ms, k.first_id`,
  );
  return rows.map((r) => ({
    scaleId: Number(r.scale_id),
    day: String(r.day),
    ticketNo: r.ticket_no === null ? null : Number(r.ticket_no),
    firstTradeId: Number(r.first_id),
    firstMs: Number(r.first_ms),
    lastMs: Number(r.last_ms),
    totalFen: Number(r.total),
    taken: r.taken === true || (r.taken as unknown) === 't',
  }));
}

/**
 * Stores the match on the payment if it is still unmatched (false: matched meanwhile, or the ticket's
 * first record went to another payment first: the unique index payments_match_trade_key).
 */
export async function storeMatch(
  db: Executor,
  paymentId: number,
  ticket: Ticket,
  kind: PaymentMatchKind,
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`update payments set
          match_trade_id = ${ticket.firstTradeId}::bigint,
          match_scale_id = ${ticket.scaleId}::int,
          match_day = ${ticket.day}::date,
          match_ticket_no = ${ticket.ticketNo}::int,
          match_kind = ${kind},
          matched_time = ${now.toISOString()}::timestamptz
        where id = ${paymentId}::int and match_trade_id is null and status in ('paid', 'refunded')
        returning id`,
  );
  return rows.length > 0;
}
