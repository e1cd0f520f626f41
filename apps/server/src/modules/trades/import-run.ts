import { setImmediate as nextTurn } from 'node:timers/promises';
import { type BatchResult, TRADE_LIMITS, type TradeRecordInput } from '@dahua/shared/contracts/trades';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { shopZone } from '../time-zones/index.js';
import { columnsOf, recordOf } from './import-file.js';
import { rowSourceOf } from './import-stream.js';
import { type DeviceScale, ingestIn, monthsOfRecords } from './ingest.js';
import { ensureSalesMonths } from './partitions.js';

/** Records stored per ingestion batch. */
const BATCH = 1000;
/** Rows checked between two turns of the event loop (about 1 ms on this machine, unloaded). */
const TURN = 50;

/**
 * Walks a file's records a batch at a time, handing each batch to `take`, giving the event loop a
 * turn every `TURN` rows; the first bad row, or one record more than `TRADE_LIMITS.importRows`, refuses
 * the file. Nothing but the batch at hand is held.
 */
async function eachBatch(
  rows: Iterable<string[]>,
  lang: Lang,
  zone: string,
  take: (records: TradeRecordInput[]) => Promise<void>,
): Promise<number> {
  let columns: ReturnType<typeof columnsOf> | null = null;
  let row = 0;
  let count = 0;
  let batch: TradeRecordInput[] = [];
  for (const cells of rows) {
    row += 1;
    if (row % TURN === 0) await nextTurn();
    if (!columns) {
      columns = columnsOf(cells, lang);
      continue;
    }
    const record = recordOf(columns, cells, row, lang, zone);
    if (!record) continue;
    count += 1;
    if (count > TRADE_LIMITS.importRows)
      throw new AppError('TRADE_IMPORT_TOO_MANY_ROWS', { max: TRADE_LIMITS.importRows });
    batch.push(record);
    if (batch.length === BATCH) {
      await take(batch);
      batch = [];
    }
  }
  if (!columns) columnsOf([], lang); // no header row: the first required column is missing
  if (batch.length > 0) await take(batch);
  return count;
}

/**
 * A sales file for one scale, all or nothing: every row is checked first without the database
 * (a slice at a time, so other requests go on), then the file is read again and stored in one
 * transaction a batch at a time. Memory holds the upload's bytes (at most 20 MB) and one batch.
 */
export async function importFile(
  ctx: AppContext,
  scale: DeviceScale,
  bytes: Buffer,
  lang: Lang,
): Promise<BatchResult> {
  const source = await rowSourceOf(bytes);
  if (!source) throw new AppError('IMPORT_FILE_TYPE');
  const total: BatchResult = { received: 0, stored: 0, duplicates: 0, unmapped: 0, clock_ahead: 0 };
  // Times without an offset are the scale's clock: its shop's zone.
  const zone = await shopZone(ctx.db, scale.shopId);
  const months = new Set<string>();
  const count = await eachBatch(source(), lang, zone, async (records) => {
    for (const month of monthsOfRecords(records)) months.add(month);
  });
  if (count === 0) return total;
  // Made before the long transaction, which would otherwise hold the parents' locks while it stores.
  await ensureSalesMonths(ctx.db, [...months].sort());
  return ctx.db.transaction(async (tx) => {
    await eachBatch(source(), lang, zone, async (records) => {
      const result = await ingestIn(tx, scale, records, 'import', ctx.clock());
      for (const key of Object.keys(total) as (keyof BatchResult)[]) total[key] += result[key];
    });
    return total;
  });
}
