import { addDays, type DayRange, dayIn, daysBetween, isDay } from '@dahua/shared';
import { displayZone } from './time';

/**
 * The analyses' date ranges are the company's calendar days (its zone: format/time.ts), both
 * ends included, as `YYYY-MM-DD`. Presets are computed from "now" in that zone, whatever the
 * browser's own.
 */

export const PERIOD_PRESETS = ['today', '7d', '30d', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type { DayRange };

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

export { addDays };

/** How many days a range holds, both ends included. */
export const daysIn = (range: DayRange): number => daysBetween(range.from, range.to);

/** The range a preset means at `now`. */
export function presetRange(
  preset: PeriodPreset,
  now: Date = new Date(),
  zone: string = displayZone(),
): DayRange {
  const today = dayIn(now, zone);
  const [y, m] = today.split('-').map(Number) as [number, number];
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'thisMonth':
      return { from: dayText(y, m, 1), to: today };
    case 'lastMonth': {
      const first = m === 1 ? dayText(y - 1, 12, 1) : dayText(y, m - 1, 1);
      return { from: first, to: addDays(dayText(y, m, 1), -1) };
    }
    case 'thisYear':
      return { from: dayText(y, 1, 1), to: today };
  }
}

export const isPreset = (value: string | null): value is PeriodPreset =>
  (PERIOD_PRESETS as readonly string[]).includes(value ?? '');

export { isDay };
