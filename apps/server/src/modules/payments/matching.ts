import type { PaymentMatchKind } from '@dahua/shared/contracts/payments';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { companyZone } from '../time-zones/index.js';
import * as repo from './matching-repo.js';

/*
 * Payments matched to the scale's tickets (issue 31 §4). A ticket is one scale's records of one day
 * (the company's calendar, as ingestion counts tickets) with one ticket number; a record without a
 * number is a ticket of its own; its total is the sum of its records' totals.
 * - A payment with a ticket number (the payment URL's `t`) is matched (`ticket`) to the ticket of
 *   that number in its shop with a record from 30 minutes before to 5 minutes after the payment was
 *   paid; when two scales have one, to the one whose total is the amount; still two: unmatched.
 * - A payment without one is matched (`amount_time`) to the ticket of its shop whose total is the
 *   amount and whose last record lies within 3 minutes of the paid time, not matched already, when
 *   exactly one fits; more than one: unmatched (the console lists the unmatched).
 * Both run when a payment becomes paid (`matchPaid`) and when sales arrive (`matchArrivedSales`,
 * called by trades ingestion in the batch's transaction), each under the shop's matching lock, so a
 * payment paid while its sales are being stored is matched by one or the other. Trades are
 * append-only, so the match is stored on the payment, by a conditional UPDATE; one sale matches one
 * payment (unique index on the ticket's first record): a concurrent loser stays unmatched.
 */

const MINUTE = 60_000;
/** A numbered ticket's records: from 30 minutes before the payment to 5 minutes after. */
export const TICKET_WINDOW = { beforeMs: 30 * MINUTE, afterMs: 5 * MINUTE } as const;
/** An unnumbered payment's ticket: its last record within 3 minutes of the payment, either side. */
export const AMOUNT_TIME_WINDOW_MS = 3 * MINUTE;

/** The ticket a payment matches, or null (none, or more than one fits). */
function chooseTicket(
  payment: repo.PaidPayment,
  tickets: repo.Ticket[],
): { ticket: repo.Ticket; kind: PaymentMatchKind } | null {
  if (payment.ticketNo !== null) {
    let found = tickets;
    if (found.length > 1) found = found.filter((t) => t.totalFen === payment.amountFen);
    const [only] = found;
    if (found.length !== 1 || !only || only.taken) return null;
    return { ticket: only, kind: 'ticket' };
  }
  const fits = tickets.filter(
    (t) =>
      !t.taken &&
      t.totalFen === payment.amountFen &&
      Math.abs(t.lastMs - payment.paidMs) <= AMOUNT_TIME_WINDOW_MS,
  );
  const [only] = fits;
  return fits.length === 1 && only ? { ticket: only, kind: 'amount_time' } : null;
}

async function tryMatch(db: Executor, payment: repo.PaidPayment, zone: string, now: Date): Promise<boolean> {
  const paid = payment.paidMs;
  const [from, to] =
    payment.ticketNo !== null
      ? [paid - TICKET_WINDOW.beforeMs, paid + TICKET_WINDOW.afterMs]
      : [paid - AMOUNT_TIME_WINDOW_MS, paid + AMOUNT_TIME_WINDOW_MS];
  const tickets = await repo.ticketsNear(
    db,
    { companyId: payment.companyId, shopId: payment.shopId, zone },
    new Date(from),
    new Date(to),
    payment.ticketNo,
  );
  const chosen = chooseTicket(payment, tickets);
  if (!chosen) return false;
  // A savepoint: losing the ticket to a concurrent match (unique index) must not undo the caller's
  // transaction (a batch of sales being stored).
  try {
    return await db.transaction((sp) => repo.storeMatch(sp, payment.id, chosen.ticket, chosen.kind, now));
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/**
 * Matches a payment that has just become paid to the scale's ticket it paid for, when that ticket's
 * sales are here already; otherwise their arrival matches it (`matchArrivedSales`). Does nothing for a
 * payment not paid or matched already. Takes its shop's matching lock: sales being stored for the shop
 * meanwhile are waited for, so they are seen.
 */
export async function matchPaid(db: Executor, paymentId: number, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await repo.unmatchedPaid(tx, paymentId);
    if (!found) return;
    await repo.lockShopMatching(tx, [found.shopId]);
    // Read again under the lock: a batch stored meanwhile may have matched it.
    const payment = await repo.unmatchedPaid(tx, paymentId);
    if (payment) await tryMatch(tx, payment, await companyZone(tx, payment.companyId), now);
  });
}

/**
 * After a batch of sales is stored (trade times `from`..`to` in these shops), in the batch's
 * transaction: takes the shops' matching locks, then tries the unmatched paid payments of those shops
 * paid near them, oldest first. Answers how many it matched.
 */
export async function matchArrivedSales(
  db: Executor,
  sales: { shopIds: readonly number[]; from: Date; to: Date },
  now = new Date(),
): Promise<number> {
  const shopIds = [...new Set(sales.shopIds)];
  await repo.lockShopMatching(db, shopIds);
  const payments = await repo.unmatchedPaidNear(
    db,
    shopIds,
    // A payment's records lie from 30 minutes before it to 5 minutes after (3 either side without a number).
    new Date(sales.from.getTime() - Math.max(TICKET_WINDOW.afterMs, AMOUNT_TIME_WINDOW_MS)),
    new Date(sales.to.getTime() + Math.max(TICKET_WINDOW.beforeMs, AMOUNT_TIME_WINDOW_MS)),
  );
  const zones = new Map<number, string>();
  let matched = 0;
  for (const payment of payments) {
    let zone = zones.get(payment.companyId);
    if (zone === undefined) {
      zone = await companyZone(db, payment.companyId);
      zones.set(payment.companyId, zone);
    }
    if (await tryMatch(db, payment, zone, now)) matched++;
  }
  return matched;
}
