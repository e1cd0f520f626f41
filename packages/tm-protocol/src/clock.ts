import { DecodeError, EncodeError } from './errors.js';
import { bodyAfter, FieldReader, fixed } from './fields.js';

/** A scale's date and time to the minute, as the wire carries it (`YYMMDDhhmm`, years 2000–2099). */
export interface ScaleDateTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `YYMMDDhhmm`; `monthOffset` packs the weighing mode into the month of sales records (mode × 16). */
export function encodeDateTime(field: string, value: ScaleDateTime, monthOffset = 0): string {
  if (value === null || typeof value !== 'object') throw new EncodeError(field, 'must be a date and time');
  const year = fixed(`${field}.year`, value.year, 4, 2000, 2099);
  fixed(`${field}.month`, value.month, 2, 1, 12);
  fixed(`${field}.day`, value.day, 2, 1, daysIn(value.year, value.month));
  return (
    year.slice(2) +
    String(value.month + monthOffset).padStart(2, '0') +
    String(value.day).padStart(2, '0') +
    fixed(`${field}.hour`, value.hour, 2, 0, 23) +
    fixed(`${field}.minute`, value.minute, 2, 0, 59)
  );
}

/** Reads `YYMMDDhhmm` from `r`; returns the raw month so callers can unpack a mode from it. */
export function readDateTime(
  r: FieldReader,
  what: string,
  rawMonthMax = 12,
): { value: ScaleDateTime; rawMonth: number } {
  const year = 2000 + r.int('year', 2);
  const rawMonth = r.int('month', 2, 1, rawMonthMax);
  const month = rawMonth % 16;
  const day = r.int('day', 2, 1, 31);
  const hour = r.int('hour', 2, 0, 23);
  const minute = r.int('minute', 2, 0, 59);
  if (month < 1 || month > 12) throw new DecodeError(`${what}.month`, `${rawMonth} holds no month 1–12`);
  if (day > daysIn(year, month)) throw new DecodeError(`${what}.day`, `${year}-${month} has no day ${day}`);
  return { value: { year, month, day, hour, minute }, rawMonth };
}

/** `!0P` + `YYMMDDhhmm`: sets the clock (there is no command to read it). */
export function encodeClock(value: ScaleDateTime): string {
  return `!0P${encodeDateTime('clock', value)}`;
}

export function decodeClock(line: string): ScaleDateTime {
  const r = new FieldReader(bodyAfter(line, '!0P', 'clock'), 'clock');
  const { value } = readDateTime(r, 'clock');
  r.end();
  return value;
}

export const CLOCK_ACK = '0p';

/** The wall-clock fields of a Date in its local time zone (the scale shows local time). */
export function scaleDateTimeOf(date: Date): ScaleDateTime {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}
