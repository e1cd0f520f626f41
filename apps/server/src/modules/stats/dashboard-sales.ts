import { addDays, dayIn, startOfDay } from '@dahua/shared';
import type { DashboardSales } from '@dahua/shared/contracts/dashboard';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { companyZone, MAKER_TIME_ZONE } from '../time-zones/index.js';
import { byKey, everyDay, ZERO } from './figures.js';
import { DAY_MS, type Range } from './periods.js';
import type { Area } from './repo.js';
import * as repo from './repo.js';

// The dashboard's sales block.

/**
 * Sales on the caller's dashboard: their company's (null until it opened analysis; null for a
 * person in no company), or for administrators every company that opened analysis, and those
 * companies ranked by the last 30 days' amount.
 */
export async function dashboardSales(
  ctx: AppContext,
  scope: Scope,
  now = ctx.clock(),
): Promise<DashboardSales | null> {
  if (scope.kind === 'none') return null;
  let area: Area = { companyId: null, shopId: null, zone: MAKER_TIME_ZONE };
  if (scope.kind === 'company') {
    const company = await repo.companyOf(ctx.db, scope.companyId);
    if (!company?.analysisOpen) return null;
    area = { companyId: company.id, shopId: null, zone: await companyZone(ctx.db, company.id) };
  }
  const today = dayIn(now, area.zone);
  const dayStart = (day: string) => startOfDay(day, area.zone);
  const month: Range = { date_from: addDays(today, -29), date_to: today };
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const [days, tickets, lastWeek, top, silent, companies] = await Promise.all([
    repo.salesByDay(ctx.db, area, month.date_from, month.date_to),
    repo.ticketsByDay(ctx.db, area, month.date_from, month.date_to),
    repo.salesBetween(ctx.db, area, dayStart(addDays(today, -7)), weekAgo),
    repo.goodsTotals(ctx.db, area, today, today, { limit: 5 }),
    area.companyId === null
      ? Promise.resolve([])
      : repo.silentScales(ctx.db, area.companyId, dayStart(today), dayStart(addDays(today, 1))),
    scope.kind === 'all'
      ? repo.companiesBySales(ctx.db, month.date_from, month.date_to, 10)
      : Promise.resolve(null),
  ]);
  const ticketsOf = new Map(tickets.map((row) => [row.day, row.tickets]));
  const last30 = everyDay(
    month,
    days,
    () => ZERO,
    (row) => row,
  ).map(({ period, value }) => ({
    period,
    amount: value.amount,
    count: value.count,
    tickets: ticketsOf.get(period) ?? 0,
  }));
  const todayFigures = last30.at(-1)!;
  return {
    today: { amount: todayFigures.amount, count: todayFigures.count, tickets: todayFigures.tickets },
    same_weekday_last_week: lastWeek,
    last_30_days: last30,
    top_goods_today: top
      .sort((a, b) => b.amount - a.amount || byKey(a, b))
      .map((row) => ({
        goods_id: row.goodsId,
        plu: row.plu,
        name: row.name,
        amount: row.amount,
        weight: row.weight,
        pieces: row.pieces,
        count: row.count,
      })),
    silent_scales: silent,
    companies,
  };
}
