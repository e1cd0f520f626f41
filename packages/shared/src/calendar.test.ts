import { describe, expect, it } from 'vitest';
import {
  addDays,
  dateTimeIn,
  dayIn,
  daysBetween,
  firstOfNextMonth,
  instantOfWallClock,
  isDay,
  isoWithOffset,
  isTimeZone,
  lastOfMonth,
  offsetMinutesAt,
  rangeOfDays,
  startOfDay,
  weekdayOf,
} from './calendar.js';

const at = new Date('2026-11-26T20:00:00Z');

describe('calendar time', () => {
  it('one instant is the 27th in Shanghai and the 26th in Los Angeles', () => {
    expect(dayIn(at, 'Asia/Shanghai')).toBe('2026-11-27');
    expect(dayIn(at, 'America/Los_Angeles')).toBe('2026-11-26');
    expect(dateTimeIn(at, 'Asia/Shanghai')).toBe('2026-11-27 04:00');
    expect(dateTimeIn(at, 'America/Los_Angeles')).toBe('2026-11-26 12:00');
    expect(isoWithOffset(at, 'Asia/Kolkata')).toBe('2026-11-27T01:30:00+05:30');
  });

  it('offsets follow daylight saving', () => {
    expect(offsetMinutesAt(at, 'Asia/Shanghai')).toBe(480);
    expect(offsetMinutesAt(at, 'America/Los_Angeles')).toBe(-480);
    expect(offsetMinutesAt(new Date('2026-07-01T00:00:00Z'), 'America/Los_Angeles')).toBe(-420);
    expect(offsetMinutesAt(new Date('2026-07-01T00:00:00Z'), 'Europe/Berlin')).toBe(120);
  });

  it('a day starts at its local midnight, a DST day is 23 or 25 hours', () => {
    expect(startOfDay('2026-11-27', 'Asia/Shanghai').toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(startOfDay('2026-11-26', 'America/Los_Angeles').toISOString()).toBe('2026-11-26T08:00:00.000Z');
    const spring = rangeOfDays('2026-03-08', '2026-03-08', 'America/Los_Angeles');
    expect((spring.to.getTime() - spring.from.getTime()) / 3_600_000).toBe(23);
    const autumn = rangeOfDays('2026-11-01', '2026-11-01', 'America/Los_Angeles');
    expect((autumn.to.getTime() - autumn.from.getTime()) / 3_600_000).toBe(25);
    // 02:30 does not exist on the spring day: read with the offset before the jump (03:30 PDT).
    expect(
      instantOfWallClock(
        { year: 2026, month: 3, day: 8, hour: 2, minute: 30 },
        'America/Los_Angeles',
      ).toISOString(),
    ).toBe('2026-03-08T10:30:00.000Z');
    // 01:30 happens twice on the autumn day: the first one (PDT).
    expect(
      instantOfWallClock(
        { year: 2026, month: 11, day: 1, hour: 1, minute: 30 },
        'America/Los_Angeles',
      ).toISOString(),
    ).toBe('2026-11-01T08:30:00.000Z');
  });

  it('days: real dates only, arithmetic, weekdays', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-12-15')).toBe('2027-01-01');
    expect(firstOfNextMonth('2026-01-31')).toBe('2026-02-01');
    expect(firstOfNextMonth('2026-09-01')).toBe('2026-10-01');
    expect(lastOfMonth('2028-02-10')).toBe('2028-02-29');
    expect(lastOfMonth('2026-02-01')).toBe('2026-02-28');
    expect(lastOfMonth('2026-12-31')).toBe('2026-12-31');
    expect(daysBetween('2026-11-01', '2026-11-30')).toBe(30);
    expect(weekdayOf('2026-11-23')).toBe(0);
  });

  it('zones are IANA names', () => {
    expect(isTimeZone('Asia/Shanghai')).toBe(true);
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('a day turns at the zone’s midnight', () => {
    expect(dayIn(new Date('2026-11-26T16:00:00Z'), 'Asia/Shanghai')).toBe('2026-11-27');
    expect(dayIn(new Date('2026-11-26T15:59:59Z'), 'Asia/Shanghai')).toBe('2026-11-26');
  });

  it('reads the same wall clock as the zone’s own formatter, at any instant in any zone', () => {
    const zones = [
      'Asia/Shanghai',
      'America/Los_Angeles',
      'Europe/Berlin',
      'Asia/Kolkata',
      'Australia/Lord_Howe',
    ];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i++) {
      const at = new Date(Date.UTC(2000, 0, 1) + Math.floor(next() * 40 * 365.25 * 86_400_000));
      const zone = zones[i % zones.length]!;
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      }).formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)!.value;
      expect(dateTimeIn(at, zone)).toBe(
        `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`,
      );
    }
  });
});
