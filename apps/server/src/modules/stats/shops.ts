import type { ShopOneAnswer, ShopsAnswer, StatsFilters } from '@dahua/shared/contracts/stats';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { areaOf } from './area.js';
import {
  byKey,
  goodsKeyOf,
  salesEveryDay,
  salesFiguresOf,
  sumOf,
  ticketFiguresOf,
  ticketSum,
} from './figures.js';
import { previousOf, rangeOf } from './periods.js';
import * as repo from './repo.js';

const growthOf = (amount: number, previous: number) =>
  previous === 0 ? null : (amount - previous) / previous;

/** Shops compared: amount, tickets, average ticket, growth. */
export async function shopsCompared(
  ctx: AppContext,
  scope: Scope,
  query: StatsFilters,
  now = ctx.clock(),
): Promise<ShopsAnswer> {
  const area = await areaOf(ctx, scope, query);
  const range = rangeOf(query, now, area.zone);
  const previousRange = previousOf(range);
  const [shops, tickets, quantities, previous] = await Promise.all([
    repo.shopsIn(ctx.db, area),
    repo.ticketsByShop(ctx.db, area, range.date_from, range.date_to),
    repo.quantitiesByShop(ctx.db, area, range.date_from, range.date_to),
    repo.ticketsByShop(ctx.db, area, previousRange.date_from, previousRange.date_to),
  ]);
  const rows = shops.map((shop) => {
    const t = tickets.get(shop.id) ?? { tickets: 0, items: 0, amount: 0 };
    const q = quantities.get(shop.id) ?? { weight: 0, pieces: 0 };
    const previousAmount = previous.get(shop.id)?.amount ?? 0;
    return {
      id: shop.id,
      name: shop.name,
      ...ticketFiguresOf(t),
      weight: q.weight,
      pieces: q.pieces,
      previous_amount: previousAmount,
      growth: growthOf(t.amount, previousAmount),
    };
  });
  rows.sort((a, b) => b.amount - a.amount || a.id - b.id);
  return { range, previous_range: previousRange, shops: rows };
}

const TOP_GOODS = 10;

/** One shop: trend, top goods, each scale's use by hour. */
export async function shopOne(
  ctx: AppContext,
  scope: Scope,
  shopId: number,
  query: StatsFilters,
  now = ctx.clock(),
): Promise<ShopOneAnswer> {
  const area = await areaOf(ctx, scope, { ...query, shop_id: shopId });
  const shop = (await repo.shopOf(ctx.db, shopId))!;
  const range = rangeOf(query, now, area.zone);
  const previousRange = previousOf(range);
  const { date_from: from, date_to: to } = range;
  const [tickets, previous, days, top, hours] = await Promise.all([
    repo.ticketsByDay(ctx.db, area, from, to),
    repo.ticketsByDay(ctx.db, area, previousRange.date_from, previousRange.date_to),
    repo.salesByDay(ctx.db, area, from, to),
    repo.goodsTotals(ctx.db, area, from, to, { limit: TOP_GOODS }),
    repo.scaleHours(ctx.db, area, from, to),
  ]);
  const totals = sumOf(days);
  const ticketsOf = new Map(tickets.map((row) => [row.day, row.tickets]));
  return {
    range,
    previous_range: previousRange,
    shop: { id: shop.id, name: shop.name, company_id: shop.companyId },
    summary: { ...ticketFiguresOf(ticketSum(tickets)), weight: totals.weight, pieces: totals.pieces },
    previous: ticketFiguresOf(ticketSum(previous)),
    series: salesEveryDay(range, days).map((day) => ({ ...day, tickets: ticketsOf.get(day.period) ?? 0 })),
    top_goods: top
      .sort((a, b) => b.amount - a.amount || byKey(a, b))
      .map((row) => ({ ...goodsKeyOf(row), ...salesFiguresOf(row) })),
    scale_hours: hours,
  };
}
