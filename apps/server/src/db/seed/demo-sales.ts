import { addDays, DEFAULT_TIME_ZONE, dayIn, startOfDay, weekdayOf } from '@dahua/shared';
import type { TradeRecordInput } from '@dahua/shared/contracts/trades';
import { asc, eq } from 'drizzle-orm';
import { seededRandom } from '../../lib/seeded-random.js';
import type { Executor } from '../client.js';
import { goods, scaleGoods, scales } from '../schema/index.js';
import { ingestIn } from './door.js';

/** Tickets per hour of the day (the demo company's time, Asia/Shanghai) on an ordinary weekday: a morning and an evening peak. */
const HOURLY_TICKETS = [0, 0, 0, 0, 0, 0, 1, 2, 5, 6, 4, 3, 3, 2, 2, 2, 3, 5, 6, 4, 2, 1, 0, 0];
export const DEMO_SALES_DAYS = 90;

type Item = { id: number; plu: number; price: number; mode: number; department: number };

/**
 * 90 days of sales on the demo scales up to now, shaped like a fresh-food counter (morning and
 * evening peaks, weekends a third busier, tickets of one to four items, an evening markdown now and
 * then, a few prices raised a month ago), stored through the scales' own ingestion, so trades and
 * rollups are exactly what a scale's batches would have made. None is posted to stock: the demo's
 * stock ledger opens after this history (its receipts are today's), as when a shop starts keeping
 * stock after it has sold for a while; and how much of today has passed at the first start must not
 * change the demo's stock (or its low-stock notices).
 */
export async function seedDemoSales(tx: Executor, companyId: number, now = new Date()): Promise<number> {
  const next = seededRandom(20261122);
  const zone = DEFAULT_TIME_ZONE;
  const today = dayIn(now, zone);
  const scaleRows = await tx
    .select({ id: scales.id, name: scales.scaleName, shopId: scales.shopId })
    .from(scales)
    .where(eq(scales.companyId, companyId))
    .orderBy(asc(scales.id));
  let stored = 0;
  for (const scale of scaleRows) {
    const items: Item[] = await tx
      .select({
        id: goods.id,
        plu: goods.pluNumber,
        price: goods.unitPriceFen,
        mode: goods.weighingMode,
        department: goods.department,
      })
      .from(scaleGoods)
      .innerJoin(goods, eq(goods.id, scaleGoods.goodsId))
      .where(eq(scaleGoods.scaleId, scale.id))
      .orderBy(asc(goods.pluNumber));
    // The first few goods sell most (a long tail, as any counter's ranking shows).
    const weights = items.map((_, i) => 1 / (1 + i * 0.35));
    const total = weights.reduce((a, b) => a + b, 0);
    const pick = () => {
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i]!;
        if (r <= 0) return items[i]!;
      }
      return items[items.length - 1]!;
    };
    const device = { id: scale.id, name: scale.name, companyId, shopId: scale.shopId };
    const records: TradeRecordInput[] = [];
    let recordNo = 0;
    let ticketNo = 0;
    for (let back = DEMO_SALES_DAYS - 1; back >= 0; back--) {
      const day = addDays(today, -back);
      const dayStart = startOfDay(day, zone).getTime();
      const weekday = weekdayOf(day); // Monday 0 … Sunday 6
      const busy = (weekday >= 5 ? 1.35 : 1) * (0.85 + next() * 0.3);
      for (let hour = 0; hour < 24; hour++) {
        const tickets = Math.round(HOURLY_TICKETS[hour]! * busy * (0.7 + next() * 0.6));
        for (let k = 0; k < tickets; k++) {
          const at = dayStart + hour * 3600_000 + Math.floor(next() * 3540) * 1000;
          if (at > now.getTime()) continue;
          ticketNo = (ticketNo % 9999) + 1;
          const lines = 1 + Math.floor(next() * next() * 4);
          for (let line = 0; line < lines; line++) {
            const item = pick();
            // Prices of every fifth item went up 10% thirty days ago: the price history shows it.
            const price = item.plu % 5 === 0 && back >= 30 ? Math.round(item.price / 1.1) : item.price;
            const counted = item.mode === 1;
            const weight = counted
              ? 1 + Math.floor(next() * 6)
              : item.mode === 2
                ? 500
                : 150 + Math.floor(next() * 1800);
            const full = counted ? price * weight : Math.floor((price * weight + 500) / 1000);
            const markdown = hour >= 20 && next() < 0.4;
            const record: TradeRecordInput = {
              record_no: ++recordNo,
              trade_time: new Date(at + line * 15_000).toISOString(),
              plu: item.plu,
              weighing_mode: item.mode as 0 | 1 | 2,
              weight,
              unit_price: price,
              total_before_discount: full,
              total_price: markdown ? Math.round(full * 0.8) : full,
              ticket_no: ticketNo,
              department: item.department,
            };
            records.push(record);
          }
        }
      }
    }
    // Larger than a device's batches (1,000): the same path, fewer statements at first start.
    for (let i = 0; i < records.length; i += 5000) {
      const batch = records.slice(i, i + 5000);
      stored += (await ingestIn(tx, device, batch, 'device', now, { postStock: false })).stored;
    }
  }
  return stored;
}
