/**
 * Calendar time: the one home for "which day, which hour, which wall-clock time" an instant is in a
 * place. Server, console and bridge all use it; nothing else adds offsets to instants.
 *
 * - A zone is an IANA name (`Asia/Shanghai`, `America/Los_Angeles`). A company has one (its
 *   statistics days); a shop may have its own (its labels, documents, exports, scale clocks).
 * - A day is `YYYY-MM-DD` in some zone; a range of days includes both ends.
 * - Nothing reads the process's own zone (`TZ`): results are the same on any machine.
 * - "Now" comes from a `Clock`, so tests can stand at any instant.
 */

export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

/** Where "now" comes from. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();

export type DayRange = { from: string; to: string };

export type WallClock = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
};

const DAY_MS = 86_400_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  try {
    formatterOf(zone);
    return true;
  } catch {
    return false;
  }
}

/** The offset (minutes) from the zone's own formatter: the slow, exact way. */
function offsetFromFormatter(at: Date, zone: string): number {
  const parts = formatterOf(zone).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * Offsets by zone and quarter hour: every offset change in the time-zone database since 1970
 * falls on a quarter hour, so one look-up serves each quarter hour (an import of 100,000 sales
 * asks the formatter a few hundred times, not 400,000).
 */
const QUARTER_HOUR_MS = 900_000;
const offsets = new Map<string, number>();

/** Minutes `zone` is ahead of UTC at instant `at` (480 in China, -480 or -420 in Los Angeles). */
export function offsetMinutesAt(at: Date, zone: string): number {
  const key = `${zone}|${Math.floor(at.getTime() / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = offsetFromFormatter(at, zone);
    if (offsets.size >= 100_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock in `zone` at instant `at`. */
export const wallClockIn = (at: Date, zone: string): WallClock =>
  wallClockAtOffset(at, offsetMinutesAt(at, zone));

/** The wall clock `offsetMinutes` ahead of UTC at instant `at`. */
export function wallClockAtOffset(at: Date, offsetMinutes: number): WallClock {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const dayText = (w: { year: number; month: number; day: number }) =>
  `${pad(w.year, 4)}-${pad(w.month)}-${pad(w.day)}`;

/** The calendar day in `zone` of instant `at`. */
export const dayIn = (at: Date, zone: string): string => dayText(wallClockIn(at, zone));

/** `2026-11-27 04:00` in `zone` (to the minute). */
export function dateTimeIn(at: Date, zone: string): string {
  const w = wallClockIn(at, zone);
  return `${dayText(w)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** `2026-11-27 04:00:09` in `zone` (to the second). */
export function dateTimeSecondsIn(at: Date, zone: string): string {
  const w = wallClockIn(at, zone);
  return `${dayText(w)} ${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}`;
}

/** `20261127`: a day as document numbers and file names carry it. */
export const compactDay = (day: string) => day.replaceAll('-', '');

/** Whether `value` is a real calendar day `YYYY-MM-DD` (no 30 February). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === value;
}

/** `day` plus `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first day of the month after the one holding `day` (`2026-12-15` → `2027-01-01`). */
export function firstOfNextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12
    ? `${String(year + 1).padStart(4, '0')}-01-01`
    : `${day.slice(0, 4)}-${String(month + 1).padStart(2, '0')}-01`;
}

/** The last day of the month holding `day` (`2028-02-10` → `2028-02-29`). */
export const lastOfMonth = (day: string): string => addDays(firstOfNextMonth(day), -1);

/** How many days `from`..`to` holds, both ends included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** Monday 0 … Sunday 6. */
export const weekdayOf = (day: string) => (new Date(Date.parse(`${day}T00:00:00Z`)).getUTCDay() + 6) % 7;

/**
 * The instant a wall-clock time in `zone` stands for. A time skipped by a daylight-saving jump
 * is read with the offset before the jump; a time that happens twice means its first occurrence.
 */
export function instantOfWallClock(
  w: Pick<WallClock, 'year' | 'month' | 'day' | 'hour' | 'minute'> & { second?: number },
  zone: string,
): Date {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second ?? 0);
  // Two corrections settle every zone: the offset near the guess, then the offset at the result.
  let guess = asUtc - offsetMinutesAt(new Date(asUtc), zone) * 60_000;
  const second = asUtc - offsetMinutesAt(new Date(guess), zone) * 60_000;
  if (second !== guess) {
    const earlier = Math.min(guess, second);
    guess = wallMatches(earlier, asUtc, zone) ? earlier : Math.max(guess, second);
  }
  return new Date(guess);
}

const wallMatches = (at: number, asUtc: number, zone: string) =>
  at + offsetMinutesAt(new Date(at), zone) * 60_000 === asUtc;

/** The first instant of `day` in `zone`. */
export function startOfDay(day: string, zone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfWallClock({ year, month, day: date, hour: 0, minute: 0 }, zone);
}

/** The instants that bound the days `from`..`to` in `zone` (`to` exclusive). */
export function rangeOfDays(from: string, to: string, zone: string): { from: Date; to: Date } {
  return { from: startOfDay(from, zone), to: startOfDay(addDays(to, 1), zone) };
}

/** The start of the UTC hour holding `at` (hourly rollups are kept in whole UTC hours). */
export const hourOf = (at: Date) => new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000);

/** A wall-clock time as ISO 8601 with the zone's offset at that time: `2026-11-27T04:00:00+08:00`. */
export function isoWithOffset(at: Date, zone: string): string {
  const w = wallClockIn(at, zone);
  const offset = offsetMinutesAt(at, zone);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${dayText(w)}T${pad(w.hour)}:${pad(w.minute)}:${pad(w.second)}${sign}${pad(Math.trunc(abs / 60))}:${pad(abs % 60)}`;
}

/** The zones offered in the console's pickers (the runtime's list where it has one). */
export function knownTimeZones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? [];
  return zones.includes(DEFAULT_TIME_ZONE) ? zones : [DEFAULT_TIME_ZONE, ...zones];
}
