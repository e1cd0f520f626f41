import type { OrdersAnswer, StatsFilters } from '@dahua/shared/contracts/stats';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { areaOf } from './area.js';
import { everyDay, ticketFiguresOf, ticketSum } from './figures.js';
import { previousOf, rangeOf } from './periods.js';
import * as repo from './repo.js';

/** Orders: tickets per day, average ticket, weekday × hour heat map, vs the previous period. */
export async function orders(
  ctx: AppContext,
  scope: Scope,
  query: StatsFilters,
  now = ctx.clock(),
): Promise<OrdersAnswer> {
  const area = await areaOf(ctx, scope, query);
  const range = rangeOf(query, now, area.zone);
  const previousRange = previousOf(range);
  const [current, previous, heatmap] = await Promise.all([
    repo.ticketsByDay(ctx.db, area, range.date_from, range.date_to),
    repo.ticketsByDay(ctx.db, area, previousRange.date_from, previousRange.date_to),
    repo.ticketHeatmap(ctx.db, area, range.date_from, range.date_to),
  ]);
  const zero = { tickets: 0, items: 0, amount: 0 };
  return {
    range,
    previous_range: previousRange,
    summary: ticketFiguresOf(ticketSum(current)),
    previous: ticketFiguresOf(ticketSum(previous)),
    series: everyDay(
      range,
      current,
      () => zero,
      (row) => row,
    ).map(({ period, value }) => ({
      period,
      ...ticketFiguresOf(value),
    })),
    heatmap,
  };
}
