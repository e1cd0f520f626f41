import { addDays, DEFAULT_TIME_ZONE, dayIn, startOfDay } from '@dahua/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../client.js';
import { goods, priceChangeLines, priceChanges, priceListPrices, priceLists } from '../schema/index.js';

const HOUR_MS = 3_600_000;

/**
 * The demo's prices (issue 28), so the price pages show each state without changing what the demo's
 * scales hold today: a holiday price list prepared with three prices and no shop yet, and an evening
 * promotion of the base price from 19:00 to 21:00 tomorrow (the company's time), upcoming.
 */
export async function seedDemoPrices(tx: Executor, companyId: number, ownerId: number, now = new Date()) {
  const items = await tx
    .select({ id: goods.id, plu: goods.pluNumber, price: goods.unitPriceFen })
    .from(goods)
    .where(and(eq(goods.companyId, companyId), inArray(goods.pluNumber, [1, 3, 4, 7])));
  const byPlu = new Map(items.map((item) => [item.plu, item]));
  const [apples, pears, bananas, grapes] = [1, 3, 4, 7].map((plu) => byPlu.get(plu));
  if (!apples || !pears || !bananas || !grapes) return;

  const [holiday] = await tx
    .insert(priceLists)
    .values({ companyId, name: '节假日价格', note: '春节前启用，届时分配门店' })
    .returning({ id: priceLists.id });
  await tx.insert(priceListPrices).values(
    [apples, pears, grapes].map((item) => ({
      priceListId: holiday!.id,
      goodsId: item.id,
      unitPriceFen: Math.round((item.price * 1.1) / 10) * 10,
    })),
  );

  const tomorrow = addDays(dayIn(now, DEFAULT_TIME_ZONE), 1);
  const evening = startOfDay(tomorrow, DEFAULT_TIME_ZONE).getTime() + 19 * HOUR_MS;
  const [promotion] = await tx
    .insert(priceChanges)
    .values({
      companyId,
      kind: 'promotion',
      name: '晚市特价',
      reason: '晚间清货：香蕉、葡萄当日售完',
      startsAt: new Date(evening),
      endsAt: new Date(evening + 2 * HOUR_MS),
      createdBy: ownerId,
    })
    .returning({ id: priceChanges.id });
  await tx.insert(priceChangeLines).values(
    [bananas, grapes].map((item) => ({
      priceChangeId: promotion!.id,
      goodsId: item.id,
      unitPriceFen: Math.round((item.price * 0.7) / 10) * 10,
    })),
  );
}
