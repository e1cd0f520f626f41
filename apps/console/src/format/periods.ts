/**
 * The analyses' date ranges are China calendar days (UTC+8, no daylight saving), both ends
 * included, as `YYYY-MM-DD`. Presets are computed from "now" in China time, whatever the
 * browser's own zone.
 */

export const PERIOD_PRESETS = ['today', '7d', '30d', 'thisMonth', 'lastMonth', 'thisYear'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export type DayRange = { from: string; to: string };

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** The China calendar day of an instant. */
export function chinaDay(at: Date): string {
  return new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** `day` plus `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many days a range holds, both ends included. */
export function daysIn(range: DayRange): number {
  return (
    Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1
  );
}

/** The range a preset means at `now`. */
export function presetRange(preset: PeriodPreset, now: Date = new Date()): DayRange {
  const today = chinaDay(now);
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

export const isDay = (value: string | null): value is string =>
  !!value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

/** An instant as China time to the minute: `2025-04-01 09:05`. */
export function chinaDateTime(iso: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  return new Date(at + CHINA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
