import type { ScaleDateTime } from '@dahua/tm-protocol';

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The shop's wall clock at `now` (the scales keep local time and know no zone). */
export function shopDateTime(now: Date, offsetMinutes: number): ScaleDateTime {
  const local = new Date(now.getTime() + offsetMinutes * 60_000);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}

/** A scale's wall-clock time as an ISO 8601 instant with the shop's offset (`…T09:05:00+08:00`). */
export function isoOf(time: ScaleDateTime, offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:00${offset}`;
}

/** The instant a scale's wall-clock time stands for. */
export const instantOf = (time: ScaleDateTime, offsetMinutes: number) => new Date(isoOf(time, offsetMinutes));
