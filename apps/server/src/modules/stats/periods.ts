import { addDays, dayIn, daysBetween, isDay, weekdayOf } from '@dahua/shared';
import { VALIDATION_MESSAGES } from '@dahua/shared/contracts/messages';
import { AppError } from '../../errors/app-error.js';

// Days: the company's calendar days in its zone (packages/shared calendar.ts).

export const DAY_MS = 86_400_000;
/** The dates an analysis may name: room for the previous period and last year on either side. */
const EARLIEST = '1900-01-01';
const LATEST = '9000-12-31';
const MAX_DAYS = 1101;

export const daysIn = daysBetween;

/** The same date `years` years later (earlier when negative); 29 February becomes the 28th. */
export function shiftYears(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const monthDay = day.slice(4);
  const shifted = `${String(year).padStart(4, '0')}${monthDay}`;
  return monthDay === '-02-29' && !isDay(shifted) ? `${String(year).padStart(4, '0')}-02-28` : shifted;
}

export type Granularity = 'day' | 'week' | 'month';

/** The first day of the day, ISO week (Monday) or month a day belongs to. */
export function bucketOf(day: string, granularity: Granularity): string {
  if (granularity === 'month') return `${day.slice(0, 7)}-01`;
  if (granularity === 'week') {
    return addDays(day, -weekdayOf(day));
  }
  return day;
}

export function* eachDay(from: string, to: string): Generator<string> {
  for (let day = from; day <= to; day = addDays(day, 1)) yield day;
}

export type Range = { date_from: string; date_to: string };

/** The range of a query after defaults (the last 30 days to today in `zone`), checked. */
export function rangeOf(
  query: { date_from?: string | undefined; date_to?: string | undefined },
  now: Date,
  zone: string,
): Range {
  const outOfRange = (field: 'date_from' | 'date_to') =>
    new AppError(
      'VALIDATION',
      {
        detail: {
          ch: `${field}：日期超出范围（${EARLIEST}–${LATEST}）`,
          en: `${field}: date out of range (${EARLIEST}–${LATEST})`,
        },
      },
      {},
      field,
    );
  for (const field of ['date_from', 'date_to'] as const) {
    const value = query[field];
    if (value !== undefined && (value < EARLIEST || value > LATEST)) throw outOfRange(field);
  }
  const today = dayIn(now, zone);
  const to =
    query.date_to ?? (query.date_from !== undefined && query.date_from > today ? query.date_from : today);
  const from = query.date_from ?? addDays(to, -29);
  if (from < EARLIEST) throw outOfRange('date_to');
  if (from > to)
    throw new AppError('VALIDATION', { detail: VALIDATION_MESSAGES.dateRangeInvalid }, {}, 'date_to');
  if (daysIn(from, to) > MAX_DAYS)
    throw new AppError('VALIDATION', { detail: VALIDATION_MESSAGES.dateRangeTooLong }, {}, 'date_from');
  return { date_from: from, date_to: to };
}

/** The same number of days just before. */
export function previousOf(range: Range): Range {
  const days = daysIn(range.date_from, range.date_to);
  return { date_from: addDays(range.date_from, -days), date_to: addDays(range.date_from, -1) };
}

/** The same dates a year earlier. */
export function lastYearOf(range: Range): Range {
  return { date_from: shiftYears(range.date_from, -1), date_to: shiftYears(range.date_to, -1) };
}
