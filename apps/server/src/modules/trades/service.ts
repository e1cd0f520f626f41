import { compactDay, dayIn, isCompanyManager } from '@dahua/shared';
import type { PageQuery } from '@dahua/shared/contracts/common';
import type {
  BatchResult,
  TradeAnswer,
  TradeFilters,
  TradeRecordInput,
  TradeTotals,
} from '@dahua/shared/contracts/trades';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { noteSalesUpload } from '../devices/service.js';
import { tradePaymentOf } from '../payments/queries.js';
import { zoneOfView } from '../time-zones/index.js';
import { importFile } from './import-run.js';
import { type DeviceScale, ingestBatch } from './ingest.js';
import * as repo from './repo.js';
import { TYPE_NAMES } from './type-names.js';

/** A batch from the scale itself: stored, and the scale's last sales upload noted. */
export async function ingestFromDevice(
  ctx: AppContext,
  scale: DeviceScale,
  records: TradeRecordInput[],
): Promise<BatchResult> {
  const result = await ingestBatch(ctx, scale, records, 'device');
  await noteSalesUpload(ctx.db, scale.id);
  return result;
}

export { ingestBatch };

function answerOf(row: repo.TradeRow & { payment?: string | null }, lang: Lang): TradeAnswer {
  return {
    id: row.id,
    trade_info: {
      trade_time: row.tradeTime.toISOString(),
      unit_price: row.unitPrice,
      weight: row.weight,
      measure_unit_name: row.measureUnit,
      total_price: row.totalPrice,
      total_before_discount: row.totalBeforeDiscount,
      type_name: TYPE_NAMES[row.weighingMode]?.[lang] ?? String(row.weighingMode),
      weighing_mode: row.weighingMode,
      plu: row.plu,
      record_no: row.recordNo,
      ticket_no: row.ticketNo,
      department: row.department,
      unmapped: row.unmapped,
      clock_ahead: row.clockAhead,
      price_source: (row.priceSource as TradeAnswer['trade_info']['price_source']) ?? null,
      price_source_id: row.priceSourceId,
      price_source_name: row.priceSourceName ?? null,
    },
    good_info: { id: row.goodsId, name: row.goodsName, img_url: row.goodsImg ?? '' },
    scale_info: { id: row.scaleId, name: row.scaleName ?? '', img_url: row.scaleImg ?? '' },
    shop_info: { id: row.shopId, name: row.shopName ?? '', img_url: row.shopImg ?? '' },
    payment: tradePaymentOf(row.payment),
  };
}

/** The trade page: a page of the filtered trades, newest first, and the whole filtered set's totals. */
export async function listTrades(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & TradeFilters & { after?: string },
  lang: Lang,
): Promise<{
  list: TradeAnswer[];
  meta: { total: number; page: number; per_page: number };
  totals: TradeTotals;
  next: string | null;
}> {
  const where = repo.whereOf(scope, query, await zoneOfView(ctx.db, scope, query));
  const size = query.per_page;
  let rows: repo.TradePageRow[];
  let totals: TradeTotals;
  if (query.after || query.page === 1) {
    // Page 1 and a step forward cost the same however deep: read with the totals at once.
    const start = query.after ? { after: cursorOf(query.after) } : { offset: 0 };
    [rows, totals] = await Promise.all([repo.page(ctx.db, where, size, start), repo.totals(ctx.db, where)]);
  } else {
    // A page reached by its number: from whichever end is nearer, which needs the total first.
    totals = await repo.totals(ctx.db, where);
    const skipped = (query.page - 1) * size;
    const olderThanPage = Math.max(totals.count - query.page * size, 0);
    rows =
      skipped >= totals.count
        ? []
        : skipped <= olderThanPage
          ? await repo.page(ctx.db, where, size, { offset: skipped })
          : await repo.page(ctx.db, where, totals.count - skipped - olderThanPage, {
              fromOldest: olderThanPage,
            });
  }
  const last = rows.at(-1);
  return {
    list: rows.map((row) => answerOf(row, lang)),
    meta: { total: totals.count, page: query.page, per_page: size },
    totals,
    next: last ? `${last.tradeTime.getTime()}-${last.id}` : null,
  };
}

/** A page's `next` back into the row it names (the contract has checked its form). */
function cursorOf(after: string): { time: Date; id: number } {
  const [time, id] = after.split('-');
  return { time: new Date(Number(time)), id: Number(id) };
}

/** The export's file name: the day in the zone of what it shows (`sales-20261127.xlsx`). */
export async function exportName(
  ctx: AppContext,
  scope: Scope,
  filters: TradeFilters,
  format: string,
  lang: Lang,
): Promise<string> {
  const day = compactDay(dayIn(ctx.clock(), await zoneOfView(ctx.db, scope, filters)));
  return `${lang === 'en' ? 'sales' : 'xiaoshou'}-${day}.${format}`;
}

/** The filtered trades, newest first, a chunk at a time (keyset), for a streamed export. */
export async function* tradesFor(ctx: AppContext, scope: Scope, filters: TradeFilters, chunk = 2000) {
  const where = repo.whereOf(scope, filters, await zoneOfView(ctx.db, scope, filters));
  let cursor: { time: Date; id: number } | null = null;
  for (;;) {
    const rows = await repo.after(ctx.db, where, cursor, chunk);
    if (rows.length > 0) yield rows;
    if (rows.length < chunk) return;
    const last = rows[rows.length - 1]!;
    cursor = { time: last.tradeTime, id: last.id };
  }
}

/**
 * Sales from a file of the maker's PC software, stored as the scale would have sent them (same
 * idempotency, rollups and stock), in batches of 1,000, in one transaction: all or nothing.
 */
export async function importTrades(
  ctx: AppContext,
  scope: Scope,
  scaleId: number,
  bytes: Buffer,
  lang: Lang,
): Promise<BatchResult> {
  if (scope.kind === 'company' && !isCompanyManager(scope.role)) throw new AppError('FORBIDDEN');
  const scale = await repo.scaleInScope(ctx.db, scope, scaleId);
  if (!scale) throw new AppError('NOT_FOUND');
  return importFile(ctx, scale, bytes, lang);
}
