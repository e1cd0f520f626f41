import { dayIn, hourOf } from '@dahua/shared';
import { type BatchResult, TRADE_LIMITS, type TradeRecordInput } from '@dahua/shared/contracts/trades';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { matchArrivedSales } from '../payments/queries.js';
import { judgeSoldAt, soldAtFacts } from '../prices/sold-at.js';
import * as ledger from '../stock/ledger.js';
import { companyZone } from '../time-zones/index.js';
import * as repo from './ingest-repo.js';
import { ensureSalesMonths, monthsOf } from './partitions.js';

export type { DeviceScale } from './ingest-repo.js';

/** A weighing mode's stock unit: grams for weighed (0) and fixed-weight (2) goods, pieces for counted (1). */
const countsPieces = (weighingMode: number) => weighingMode === 1;

/** What an unmapped PLU is shown with: its unit by weighing mode. */
const unitOfMode = (weighingMode: number) => (countsPieces(weighingMode) ? '件' : 'kg');

/**
 * Stores a batch of one scale's sales records once each, and in the same transaction adds them
 * to the rollups and posts the sold quantities to the shop's stock. Records already held (the
 * same scale, record number and trade time), also twice within the batch, count as duplicates.
 */
export async function ingestBatch(
  ctx: AppContext,
  scale: repo.DeviceScale,
  records: TradeRecordInput[],
  source: 'device' | 'import',
  now = new Date(),
): Promise<BatchResult> {
  // A new month's partitions are made before the transaction, which would hold their parents' locks.
  await ensureSalesMonths(ctx.db, monthsOfRecords(records));
  return ctx.db.transaction((tx) => ingestIn(tx, scale, records, source, now));
}

/** The UTC months (partitions) these records' trade times fall in. */
export const monthsOfRecords = (records: readonly TradeRecordInput[]) =>
  monthsOf(records.map((record) => new Date(record.trade_time)));

export async function ingestIn(
  tx: Executor,
  scale: repo.DeviceScale,
  records: TradeRecordInput[],
  source: 'device' | 'import',
  now: Date,
  options: { postStock?: boolean } = {},
): Promise<BatchResult> {
  const mapped = new Map(
    (await repo.goodsOnScale(tx, scale.id, [...new Set(records.map((r) => r.plu))])).map((g) => [g.plu, g]),
  );
  const aheadOf = now.getTime() + TRADE_LIMITS.clockAheadMinutes * 60_000;
  // Which of our prices each mapped record sold at: one query for the batch, judged per record.
  const times = records.map((record) => Date.parse(record.trade_time));
  const facts = await soldAtFacts(
    tx,
    scale.shopId,
    [...new Set([...mapped.values()].map((g) => g.id))],
    Math.min(...times),
    Math.max(...times),
  );
  const rows = records.map((record, index): repo.NewTrade => {
    const item = mapped.get(record.plu);
    const itemFacts = item ? facts.get(item.id) : undefined;
    const soldAt = itemFacts ? judgeSoldAt(itemFacts, times[index]!, record.unit_price) : null;
    return {
      company_id: scale.companyId,
      shop_id: scale.shopId,
      scale_id: scale.id,
      record_no: record.record_no,
      // Normalised, so the same instant written with another offset is the same record.
      trade_time: new Date(record.trade_time).toISOString(),
      plu: record.plu,
      goods_id: item?.id ?? null,
      goods_name: item?.name ?? '',
      measure_unit: item?.measureUnit ?? unitOfMode(record.weighing_mode),
      weighing_mode: record.weighing_mode,
      weight: record.weight,
      unit_price: record.unit_price,
      total_before_discount: record.total_before_discount,
      total_price: record.total_price,
      ticket_no: record.ticket_no ?? null,
      department: record.department ?? null,
      unmapped: !item,
      clock_ahead: Date.parse(record.trade_time) > aheadOf,
      source,
      price_source: soldAt?.source ?? null,
      price_source_id: soldAt?.sourceId ?? null,
    };
  });
  const unique = [...new Map(rows.map((row) => [`${row.record_no}|${row.trade_time}`, row])).values()];
  await ensureSalesMonths(tx, monthsOfRecords(records));
  const stored = await repo.insertNew(tx, unique);
  if (stored.length > 0) {
    await addToRollups(tx, scale, stored);
    if (options.postStock ?? true) await postSales(tx, scale, stored, mapped, now);
    // Payments waiting for these sales (issue 31 §4) are matched to their tickets now.
    const storedTimes = stored.map((t) => t.trade_time.getTime());
    await matchArrivedSales(
      tx,
      {
        shopIds: [scale.shopId],
        from: new Date(Math.min(...storedTimes)),
        to: new Date(Math.max(...storedTimes)),
      },
      now,
    );
  }
  return {
    received: records.length,
    stored: stored.length,
    duplicates: records.length - stored.length,
    unmapped: stored.filter((t) => t.unmapped).length,
    clock_ahead: stored.filter((t) => t.clock_ahead).length,
  };
}

const measuresOf = (t: repo.StoredTrade) => ({
  count: 1,
  weight: countsPieces(t.weighing_mode) ? 0 : t.weight,
  pieces: countsPieces(t.weighing_mode) ? t.weight : 0,
  amount: t.total_price,
  discount: t.total_before_discount - t.total_price,
});

/** Sums into buckets by key; `make` builds a new bucket, `merge` adds a record to one. */
function bucket<B>(
  items: repo.StoredTrade[],
  keyOf: (t: repo.StoredTrade) => string,
  make: (t: repo.StoredTrade) => B,
  merge: (b: B, t: repo.StoredTrade) => void,
): B[] {
  const buckets = new Map<string, B>();
  for (const item of items) {
    const key = keyOf(item);
    const found = buckets.get(key);
    if (found) merge(found, item);
    else buckets.set(key, make(item));
  }
  // Key order: concurrent batches upsert the same rows in the same order and wait instead of deadlocking.
  return [...buckets.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, b]) => b);
}

type Measures = { count: number; weight: number; pieces: number; amount: number; discount: number };

/** Buckets summed into coarser ones (key order kept, see `bucket`). */
function regroup<B extends Measures, K extends object>(
  rows: B[],
  keyOf: (b: B) => string,
  make: (b: B) => K,
): (K & Measures)[] {
  const groups = new Map<string, K & Measures>();
  for (const row of rows) {
    const key = keyOf(row);
    const found = groups.get(key);
    if (found) {
      found.count += row.count;
      found.weight += row.weight;
      found.pieces += row.pieces;
      found.amount += row.amount;
      found.discount += row.discount;
    } else
      groups.set(key, {
        ...make(row),
        count: row.count,
        weight: row.weight,
        pieces: row.pieces,
        amount: row.amount,
        discount: row.discount,
      });
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, g]) => g);
}

function addMeasures(
  into: { count: number; weight: number; pieces: number; amount: number; discount: number },
  t: repo.StoredTrade,
) {
  const m = measuresOf(t);
  into.count += m.count;
  into.weight += m.weight;
  into.pieces += m.pieces;
  into.amount += m.amount;
  into.discount += m.discount;
}

async function addToRollups(tx: Executor, scale: repo.DeviceScale, stored: repo.StoredTrade[]) {
  // Statistics days are the company's calendar days.
  const zone = await companyZone(tx, scale.companyId);
  const dayOf = (t: repo.StoredTrade) => dayIn(t.trade_time, zone);
  const place = { companyId: scale.companyId, shopId: scale.shopId, scaleId: scale.id };
  const goodsKey = (t: repo.StoredTrade) => ({
    ...place,
    goodsId: t.goods_id ?? 0,
    plu: t.plu,
    weighingMode: t.weighing_mode,
    department: t.department ?? 0,
  });
  const goodsKeyText = (t: repo.StoredTrade) =>
    `${t.goods_id ?? 0}|${String(t.plu).padStart(7, '0')}|${t.weighing_mode}|${t.department ?? 0}`;

  const daily = bucket(
    stored,
    (t) => `${dayOf(t)}|${goodsKeyText(t)}`,
    (t) => ({
      day: dayOf(t),
      ...goodsKey(t),
      ...measuresOf(t),
      minPrice: t.unit_price,
      maxPrice: t.unit_price,
    }),
    (b, t) => {
      addMeasures(b, t);
      b.minPrice = Math.min(b.minPrice, t.unit_price);
      b.maxPrice = Math.max(b.maxPrice, t.unit_price);
    },
  );
  await repo.addDaily(tx, daily);
  // The coarser rollups are sums of the day buckets: over goods (day × shop), over days (month × goods).
  await repo.addShopDaily(
    tx,
    regroup(
      daily,
      (b) => `${b.day}|${b.weighingMode}|${b.department}`,
      (b) => ({
        day: b.day,
        companyId: b.companyId,
        shopId: b.shopId,
        weighingMode: b.weighingMode,
        department: b.department,
      }),
    ),
  );
  await repo.addGoodsMonthly(
    tx,
    regroup(
      daily,
      (b) =>
        `${b.day.slice(0, 7)}|${b.goodsId}|${String(b.plu).padStart(7, '0')}|${b.weighingMode}|${b.department}`,
      (b) => ({
        month: `${b.day.slice(0, 7)}-01`,
        companyId: b.companyId,
        shopId: b.shopId,
        goodsId: b.goodsId,
        plu: b.plu,
        weighingMode: b.weighingMode,
        department: b.department,
      }),
    ),
  );
  await repo.addHourly(
    tx,
    bucket(
      stored,
      (t) => `${hourOf(t.trade_time).toISOString()}|${goodsKeyText(t)}`,
      (t) => ({ hour: hourOf(t.trade_time), ...goodsKey(t), ...measuresOf(t) }),
      addMeasures,
    ),
  );

  // A ticket is counted once, in the hour of its earliest record in the batch that brought it first.
  const firstOfTicket = new Map<string, repo.StoredTrade>();
  for (const t of stored) {
    if (t.ticket_no === null) continue;
    const key = `${dayOf(t)}|${t.ticket_no}`;
    const first = firstOfTicket.get(key);
    if (
      !first ||
      t.trade_time < first.trade_time ||
      (t.trade_time.getTime() === first.trade_time.getTime() && t.id < first.id)
    )
      firstOfTicket.set(key, t);
  }
  const fresh = await repo.newTickets(
    tx,
    scale.id,
    [...firstOfTicket.keys()].map((key) => {
      const [day, ticketNo] = key.split('|');
      return { day: day!, ticketNo: Number(ticketNo) };
    }),
  );
  const opensTicket = new Set(
    [...firstOfTicket.entries()].filter(([key]) => fresh.has(key)).map(([, t]) => t.id),
  );
  const ticketsIn = (t: repo.StoredTrade) => (t.ticket_no === null || opensTicket.has(t.id) ? 1 : 0);
  const ticketMake = (t: repo.StoredTrade) => ({
    ...place,
    tickets: ticketsIn(t),
    items: 1,
    amount: t.total_price,
  });
  const ticketMerge = (b: repo.TicketBucket, t: repo.StoredTrade) => {
    b.tickets += ticketsIn(t);
    b.items += 1;
    b.amount += t.total_price;
  };
  const ticketHours = bucket(
    stored,
    (t) => hourOf(t.trade_time).toISOString(),
    (t) => ({ hour: hourOf(t.trade_time), ...ticketMake(t) }),
    ticketMerge,
  );
  await repo.addTicketsHourly(tx, ticketHours);
  await repo.addTicketsShopHourly(tx, ticketHours);
  await repo.addTicketsDaily(
    tx,
    bucket(
      stored,
      (t) => dayOf(t),
      (t) => ({ day: dayOf(t), ...ticketMake(t) }),
      ticketMerge,
    ),
  );
}

/**
 * Posts what was sold to the shop's stock: one `sale` move per goods item and batch (the ledger
 * grows with batches, not with sales), never refused, so a balance may go below zero. A record
 * whose unit kind differs from its goods item's stock unit (grams against pieces) is not posted.
 */
async function postSales(
  tx: Executor,
  scale: repo.DeviceScale,
  stored: repo.StoredTrade[],
  mapped: Map<number, repo.MappedGoods>,
  now: Date,
) {
  const location = await repo.shopLocation(tx, scale.shopId);
  if (!location) return;
  const sold = new Map<number, number>();
  const goods = new Map<number, ledger.GoodsInfo>();
  for (const t of stored) {
    const item = t.goods_id === null ? undefined : mapped.get(t.plu);
    if (!item || countsPieces(item.weighingMode) !== countsPieces(t.weighing_mode) || t.weight === 0)
      continue;
    sold.set(item.id, (sold.get(item.id) ?? 0) + t.weight);
    goods.set(item.id, { id: item.id, name: item.name, weighingMode: item.weighingMode });
  }
  if (sold.size === 0) return;
  await ledger.post(
    tx,
    {
      companyId: scale.companyId,
      userId: null,
      document: scale.name,
      goods,
      locationNames: new Map([[location.id, location.name]]),
      moves: [...sold.entries()]
        .sort(([a], [b]) => a - b)
        .map(([goodsId, quantity]) => ({
          locationId: location.id,
          goodsId,
          quantity: -quantity,
          reason: 'sale' as const,
          documentId: null,
          lineId: null,
        })),
    },
    now,
  );
}
