import type { Executor } from '../../db/client.js';

/**
 * Matches a payment that has just become paid to the scale's ticket it paid for (issue 31 §4), when the
 * sales are already here; otherwise the sales' arrival matches it later (`matchArrivedSales`).
 */
export async function matchPaid(_db: Executor, _paymentId: number): Promise<void> {
  // Filled in by the matching rules (first commit: the signature the money flow calls).
}
