import { instantOfWallClock, wallClockIn } from '@dahua/shared';

/** A `datetime-local` input's text: `YYYY-MM-DDTHH:mm`, a wall-clock time without a zone. */
export const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the datetime-local input shows it, on the wall clock of `zone`. */
export function wallTextOf(iso: string, zone: string): string {
  const w = wallClockIn(new Date(iso), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}T${pad(w.hour)}:${pad(w.minute)}`;
}
/** The instant a datetime-local text stands for on the wall clock of `zone`; null when unreadable. */
export function instantOfWallText(text: string, zone: string): string | null {
  const m = WALL.exec(text);
  if (!m) return null;
  const [, year, month, day, hour, minute] = m.map(Number) as number[];
  return instantOfWallClock(
    { year: year!, month: month!, day: day!, hour: hour!, minute: minute! },
    zone,
  ).toISOString();
}
