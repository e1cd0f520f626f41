import { addDays } from '@dahua/shared';
import type { SalesAnswer, StatsFilters } from '@dahua/shared/contracts/stats';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { areaOf } from './area.js';
import { add, salesFiguresOf, sumOf, ZERO } from './figures.js';
import {
  bucketOf,
  daysIn,
  eachDay,
  type Granularity,
  lastYearOf,
  previousOf,
  type Range,
  rangeOf,
  shiftYears,
} from './periods.js';
import type { Figures } from './repo.js';
import * as repo from './repo.js';

/**
 * Sums a range's daily rows into the buckets of the answer's series: each day is first mapped onto
 * the answer's range (`map`; the previous period and last year's dates move forward), then bucketed.
 */
function bucketed(
  range: Range,
  granularity: Granularity,
  rows: (Figures & { day: string })[],
  map: (day: string) => string,
  label: (bucketStart: string) => string,
) {
  const periods = [
    ...new Set([...eachDay(range.date_from, range.date_to)].map((d) => bucketOf(d, granularity))),
  ];
  const index = new Map(periods.map((p, i) => [p, i]));
  const sums = periods.map(() => ({ ...ZERO }));
  for (const row of rows) {
    let day = map(row.day);
    if (day < range.date_from) day = range.date_from;
    if (day > range.date_to) day = range.date_to;
    const at = index.get(bucketOf(day, granularity));
    if (at !== undefined) add(sums[at]!, row);
  }
  return periods.map((period, i) => ({ period: label(period), ...salesFiguresOf(sums[i]!) }));
}

/** Sales over time (day, week, month) vs the previous period and last year, by mode and department. */
export async function sales(
  ctx: AppContext,
  scope: Scope,
  query: StatsFilters & { granularity: Granularity },
  now = ctx.clock(),
): Promise<SalesAnswer> {
  const area = await areaOf(ctx, scope, query);
  const range = rangeOf(query, now, area.zone);
  const previousRange = previousOf(range);
  const lastYearRange = lastYearOf(range);
  // For a year's range the previous period is last year: ask once.
  const sameAsPrevious =
    lastYearRange.date_from === previousRange.date_from && lastYearRange.date_to === previousRange.date_to;
  const [current, previous, lastYear, byMode, byDepartment] = await Promise.all([
    repo.salesByDay(ctx.db, area, range.date_from, range.date_to),
    repo.salesByDay(ctx.db, area, previousRange.date_from, previousRange.date_to),
    sameAsPrevious ? null : repo.salesByDay(ctx.db, area, lastYearRange.date_from, lastYearRange.date_to),
    repo.salesSplit(ctx.db, area, range.date_from, range.date_to, 'weighing_mode'),
    repo.salesSplit(ctx.db, area, range.date_from, range.date_to, 'department'),
  ]);
  const g = query.granularity;
  const days = daysIn(range.date_from, range.date_to);
  // A bucket of the previous period or last year is labelled by the bucket its first day falls in.
  const firstDay = (start: string) => (start < range.date_from ? range.date_from : start);
  return {
    range,
    previous_range: previousRange,
    last_year_range: lastYearRange,
    granularity: g,
    summary: salesFiguresOf(sumOf(current)),
    previous: salesFiguresOf(sumOf(previous)),
    last_year: salesFiguresOf(sumOf(lastYear ?? previous)),
    series: bucketed(
      range,
      g,
      current,
      (d) => d,
      (p) => p,
    ),
    previous_series: bucketed(
      range,
      g,
      previous,
      (d) => addDays(d, days),
      (p) => bucketOf(addDays(firstDay(p), -days), g),
    ),
    last_year_series: bucketed(
      range,
      g,
      lastYear ?? previous,
      (d) => shiftYears(d, 1),
      (p) => bucketOf(shiftYears(firstDay(p), -1), g),
    ),
    by_mode: byMode.map(({ key, ...f }) => ({ weighing_mode: key, ...salesFiguresOf(f) })),
    by_department: byDepartment.map(({ key, ...f }) => ({ department: key, ...salesFiguresOf(f) })),
  };
}
