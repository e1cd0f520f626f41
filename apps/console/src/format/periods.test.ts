import { describe, expect, it } from 'vitest';
import { addDays, daysIn, isDay, presetRange } from './periods';
import { dateTime, dateTimeSeconds, setDisplayZone } from './time';

describe('period presets in the company’s zone', () => {
  // 2025-03-31 17:30 UTC is already 1 April 01:30 in China.
  const lateUtc = new Date('2025-03-31T17:30:00Z');
  // 2025-01-15 02:00 UTC is 10:00 the same day in China.
  const midJanuary = new Date('2025-01-15T02:00:00Z');
  const china = 'Asia/Shanghai';

  it('takes the day in the company’s zone, not in the browser’s', () => {
    expect(presetRange('today', lateUtc, china)).toEqual({ from: '2025-04-01', to: '2025-04-01' });
    expect(presetRange('today', lateUtc, 'America/Los_Angeles')).toEqual({
      from: '2025-03-31',
      to: '2025-03-31',
    });
    const at = new Date('2026-11-26T20:00:00Z');
    expect(presetRange('today', at, china).from).toBe('2026-11-27');
    expect(presetRange('today', at, 'America/Los_Angeles').from).toBe('2026-11-26');
  });

  it('uses the signed-in company’s zone by default', () => {
    const at = new Date('2026-11-26T20:00:00Z');
    setDisplayZone('America/Los_Angeles');
    expect(presetRange('today', at).from).toBe('2026-11-26');
    setDisplayZone(null);
    expect(presetRange('today', at).from).toBe('2026-11-27');
  });

  it('turns each preset into a range of days, both ends included', () => {
    expect(presetRange('7d', lateUtc, china)).toEqual({ from: '2025-03-26', to: '2025-04-01' });
    expect(presetRange('30d', lateUtc, china)).toEqual({ from: '2025-03-03', to: '2025-04-01' });
    expect(presetRange('thisMonth', lateUtc, china)).toEqual({ from: '2025-04-01', to: '2025-04-01' });
    expect(presetRange('lastMonth', lateUtc, china)).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(presetRange('thisYear', lateUtc, china)).toEqual({ from: '2025-01-01', to: '2025-04-01' });
  });

  it('crosses the year back for last month in January, and knows leap years', () => {
    expect(presetRange('lastMonth', midJanuary, china)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('lastMonth', new Date('2024-03-10T00:00:00Z'), china)).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('7d', new Date('2025-01-03T00:00:00Z'), china)).toEqual({
      from: '2024-12-28',
      to: '2025-01-03',
    });
  });

  it('counts days and knows real dates', () => {
    expect(daysIn(presetRange('30d', lateUtc, china))).toBe(30);
    expect(daysIn(presetRange('7d', lateUtc, china))).toBe(7);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(isDay('2026-02-30')).toBe(false);
  });
});

describe('times in the company’s zone', () => {
  it('shows an instant on the company’s wall clock, whatever its offset', () => {
    setDisplayZone('Asia/Shanghai');
    expect(dateTime('2025-03-31T17:30:00Z')).toBe('2025-04-01 01:30');
    expect(dateTime('2025-04-01T09:05:59+08:00')).toBe('2025-04-01 09:05');
    expect(dateTimeSeconds('2025-04-01T09:05:59+08:00')).toBe('2025-04-01 09:05:59');
    expect(dateTime('2025-03-31T17:30:00Z', 'America/Los_Angeles')).toBe('2025-03-31 10:30');
    expect(dateTime('not a time')).toBe('not a time');
    expect(dateTime(null)).toBe('');
  });
});
