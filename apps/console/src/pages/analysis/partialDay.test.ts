import { describe, expect, it } from 'vitest';
import { averageLine, partialIndex, partialLabels } from './partialDay';

describe('today’s partial day', () => {
  it('is the last period when the range ends today, none otherwise', () => {
    expect(partialIndex(30, '2026-11-26', '2026-11-26')).toBe(29);
    expect(partialIndex(30, '2026-11-25', '2026-11-26')).toBe(-1);
    expect(partialIndex(0, '2026-11-26', '2026-11-26')).toBe(-1);
  });

  it('is left out of a line of averages, as are periods without tickets: gaps, not zeros', () => {
    const points = [
      { tickets: 10, average: 23.5 },
      { tickets: 0, average: 0 },
      { tickets: 8, average: 19 },
      { tickets: 1, average: 0.5 },
    ];
    expect(averageLine(points, 3)).toEqual([23.5, null, 19, null]);
    expect(averageLine(points, -1)).toEqual([23.5, null, 19, 0.5]);
  });

  it('is marked on the axis', () => {
    expect(partialLabels(['11-25', '11-26'], 1, (d) => `${d} so far`)).toEqual(['11-25', '11-26 so far']);
    expect(partialLabels(['11-25', '11-26'], -1, (d) => `${d} so far`)).toEqual(['11-25', '11-26']);
  });
});
