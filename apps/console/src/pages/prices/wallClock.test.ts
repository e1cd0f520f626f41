import { describe, expect, it } from 'vitest';
import { instantOfWallText, wallTextOf } from './wallClock';

describe('the price change dialog’s wall-clock times', () => {
  it('reads 19:00 on the company’s clock, whatever zone the browser is in', () => {
    expect(instantOfWallText('2026-11-27T19:00', 'Asia/Shanghai')).toBe('2026-11-27T11:00:00.000Z');
    expect(instantOfWallText('2026-07-01T19:00', 'America/Los_Angeles')).toBe('2026-07-02T02:00:00.000Z');
  });

  it('shows an instant as the company reads it, and back', () => {
    expect(wallTextOf('2026-11-27T11:00:00.000Z', 'Asia/Shanghai')).toBe('2026-11-27T19:00');
    expect(wallTextOf('2026-11-27T16:30:00.000Z', 'Asia/Shanghai')).toBe('2026-11-28T00:30');
    const text = '2027-03-14T09:05';
    expect(wallTextOf(instantOfWallText(text, 'Europe/Berlin')!, 'Europe/Berlin')).toBe(text);
  });

  it('answers null for text that is not a date and time', () => {
    expect(instantOfWallText('', 'Asia/Shanghai')).toBeNull();
    expect(instantOfWallText('2026-11-27 19:00', 'Asia/Shanghai')).toBeNull();
  });
});
