import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { MAX_SALES_RECORD, type SalesRecord, ticketOf } from '@dahua/tm-protocol';
import type { ScaleLink } from './scale-link.js';
import type { ServerApi } from './server-api.js';
import { instantOf, isoOf, type ShopClock } from './shop-time.js';

/** The server takes at most this many records a batch. */
const BATCH = 1000;
/**
 * A record is identified by (scale, record number, minute). After a clear the scale numbers from 1
 * again, so a clear within the minute of the first record could give a new record 1 the identity of
 * the old one: the clear waits until that minute is this long past.
 */
const CLEAR_AFTER_MS = 2 * 60_000;

export function tradeOf(record: SalesRecord, clock: ShopClock): TradeRecordInput {
  return {
    record_no: record.recordNumber,
    trade_time: isoOf(record.dateTime, clock),
    plu: record.plu,
    weighing_mode: record.weighingMode,
    weight: record.weight,
    unit_price: record.unitPrice,
    total_before_discount: record.totalBeforeDiscount,
    total_price: record.totalAfterDiscount,
    ticket_no: ticketOf(record.ticketField),
    department: record.department,
  };
}

/** Reads records from `from` until the first empty one (records are numbered without gaps). */
async function readFrom(link: ScaleLink, from: number): Promise<SalesRecord[]> {
  const records: SalesRecord[] = [];
  for (let n = from; n <= MAX_SALES_RECORD; n++) {
    const meaning = await link.send({ kind: 'salesRead', recordNumber: n });
    if (meaning.kind !== 'sale') break;
    records.push(meaning.record);
  }
  return records;
}

export type SalesOutcome = { read: number; stored: number; duplicates: number; cleared: boolean };

/**
 * One collection: read every record, upload them, and clear the scale (`!0HA`) only once the server
 * has confirmed holding every one. Records sold while uploading are read and uploaded too before the
 * clear. An upload that fails leaves the records on the scale for the next collection; the server's
 * idempotency makes sending them again harmless, so a crash between upload and clear loses nothing
 * and counts nothing twice.
 */
export async function collectSales(
  link: ScaleLink,
  api: ServerApi,
  credential: string,
  clock: ShopClock,
  now: () => Date = () => new Date(),
): Promise<SalesOutcome> {
  const outcome: SalesOutcome = { read: 0, stored: 0, duplicates: 0, cleared: false };
  let first: SalesRecord | null = null;
  let next = 1;
  for (;;) {
    const records = await readFrom(link, next);
    if (records.length === 0) break;
    first ??= records[0] as SalesRecord;
    outcome.read += records.length;
    for (let i = 0; i < records.length; i += BATCH) {
      const batch = records.slice(i, i + BATCH).map((record) => tradeOf(record, clock));
      const answer = await api.uploadTrades(credential, batch);
      if (answer.stored + answer.duplicates !== batch.length)
        throw new Error(`the server held ${answer.stored + answer.duplicates} of ${batch.length} records`);
      outcome.stored += answer.stored;
      outcome.duplicates += answer.duplicates;
    }
    next += records.length;
  }
  if (!first) return outcome;
  if (now().getTime() - instantOf(first.dateTime, clock).getTime() < CLEAR_AFTER_MS) return outcome;
  const cleared = await link.send({ kind: 'clearSales' });
  outcome.cleared = cleared.kind === 'accepted';
  return outcome;
}
