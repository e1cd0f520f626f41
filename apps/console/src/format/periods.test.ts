import { describe, expect, it } from 'vitest';
import { addDays, chinaDateTime, chinaDay, daysIn, presetRange } from './periods';

describe('period presets in China time', () => {
  // 2025-03-31 17:30 UTC is already 1 April 01:30 in China.
  const lateUtc = new Date('2025-03-31T17:30:00Z');
  // 2025-01-15 02:00 UTC is 10:00 the same day in China.
  const midJanuary = new Date('2025-01-15T02:00:00Z');

  it('takes the day in China, not in the browser’s zone', () => {
    expect(chinaDay(lateUtc)).toBe('2025-04-01');
    expect(chinaDay(new Date('2025-03-31T15:59:59Z'))).toBe('2025-03-31');
    expect(chinaDay(new Date('2025-03-31T16:00:00Z'))).toBe('2025-04-01');
  });

  it('turns each preset into a range of days, both ends included', () => {
    expect(presetRange('today', lateUtc)).toEqual({ from: '2025-04-01', to: '2025-04-01' });
    expect(presetRange('7d', lateUtc)).toEqual({ from: '2025-03-26', to: '2025-04-01' });
    expect(presetRange('30d', lateUtc)).toEqual({ from: '2025-03-03', to: '2025-04-01' });
    expect(presetRange('thisMonth', lateUtc)).toEqual({ from: '2025-04-01', to: '2025-04-01' });
    expect(presetRange('lastMonth', lateUtc)).toEqual({ from: '2025-03-01', to: '2025-03-31' });
    expect(presetRange('thisYear', lateUtc)).toEqual({ from: '2025-01-01', to: '2025-04-01' });
  });

  it('crosses the year back for last month in January, and knows leap years', () => {
    expect(presetRange('lastMonth', midJanuary)).toEqual({ from: '2024-12-01', to: '2024-12-31' });
    expect(presetRange('lastMonth', new Date('2024-03-10T00:00:00Z'))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('7d', new Date('2025-01-03T00:00:00Z'))).toEqual({
      from: '2024-12-28',
      to: '2025-01-03',
    });
  });

  it('counts days', () => {
    expect(daysIn(presetRange('30d', lateUtc))).toBe(30);
    expect(daysIn(presetRange('7d', lateUtc))).toBe(7);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});

describe('times in China time', () => {
  it('shows an instant as China time to the minute, whatever its offset', () => {
    expect(chinaDateTime('2025-03-31T17:30:00Z')).toBe('2025-04-01 01:30');
    expect(chinaDateTime('2025-04-01T09:05:59+08:00')).toBe('2025-04-01 09:05');
    expect(chinaDateTime('not a time')).toBe('not a time');
  });
});
