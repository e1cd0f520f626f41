import { instantOfWallClock, isoWithOffset, offsetMinutesAt, wallClockAtOffset } from '@dahua/shared';
import type { ScaleDateTime } from '@dahua/tm-protocol';

/**
 * The shop's clock: its IANA zone as the server sends it (device params `time_zone`), or, until a
 * server has said, a fixed offset from the bridge's config (`utc_offset_minutes`, for servers that
 * do not send a zone). The scales keep local time and know no zone.
 */
export type ShopClock = { zone: string } | { offsetMinutes: number };

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The shop's wall clock at `now`. */
export function shopDateTime(now: Date, clock: ShopClock): ScaleDateTime {
  const w = wallClockAtOffset(now, offsetOf(now, clock));
  return { year: w.year, month: w.month, day: w.day, hour: w.hour, minute: w.minute };
}

/** A scale's wall-clock time as an ISO 8601 instant with the shop's offset then (`…T09:05:00+08:00`). */
export function isoOf(time: ScaleDateTime, clock: ShopClock): string {
  if ('zone' in clock) return isoWithOffset(instantOfWallClock(time, clock.zone), clock.zone);
  const offset = clock.offsetMinutes;
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
  return `${time.year}-${pad(time.month)}-${pad(time.day)}T${pad(time.hour)}:${pad(time.minute)}:00${zone}`;
}

/** The instant a scale's wall-clock time stands for. */
export const instantOf = (time: ScaleDateTime, clock: ShopClock) => new Date(isoOf(time, clock));

/** The shop's offset from UTC at `now`, in minutes (for the log). */
export const offsetOf = (now: Date, clock: ShopClock) =>
  'zone' in clock ? offsetMinutesAt(now, clock.zone) : clock.offsetMinutes;
