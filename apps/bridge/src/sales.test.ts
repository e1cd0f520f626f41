import { describe, expect, it } from 'vitest';
import { tradeOf } from './sales.js';
import { instantOf, isoOf, shopDateTime } from './shop-time.js';

describe('shop time', () => {
  it('is the shop’s wall clock, written with its offset', () => {
    const now = new Date('2026-11-25T16:30:00Z');
    const local = shopDateTime(now, { offsetMinutes: 480 });
    expect(local).toEqual({ year: 2026, month: 11, day: 26, hour: 0, minute: 30 });
    expect(isoOf(local, { offsetMinutes: 480 })).toBe('2026-11-26T00:30:00+08:00');
    expect(instantOf(local, { offsetMinutes: 480 }).toISOString()).toBe('2026-11-25T16:30:00.000Z');
    const minus = { offsetMinutes: -330 };
    expect(isoOf(shopDateTime(now, minus), minus)).toBe('2026-11-25T11:00:00-05:30');
  });

  it('follows the zone the server sends, daylight saving included', () => {
    const at = new Date('2026-11-26T20:00:00Z');
    const shanghai = { zone: 'Asia/Shanghai' };
    const la = { zone: 'America/Los_Angeles' };
    expect(shopDateTime(at, shanghai)).toEqual({ year: 2026, month: 11, day: 27, hour: 4, minute: 0 });
    expect(shopDateTime(at, la)).toEqual({ year: 2026, month: 11, day: 26, hour: 12, minute: 0 });
    const summer = { year: 2026, month: 7, day: 1, hour: 9, minute: 5 };
    expect(isoOf(summer, la)).toBe('2026-07-01T09:05:00-07:00');
    expect(isoOf({ ...summer, month: 12 }, la)).toBe('2026-12-01T09:05:00-08:00');
    expect(instantOf(shopDateTime(at, la), la).toISOString()).toBe(at.toISOString());
  });
});

describe('tradeOf', () => {
  it('maps a sales record onto the ingestion’s record, the discounted total as the price paid', () => {
    expect(
      tradeOf(
        {
          recordNumber: 12,
          dateTime: { year: 2026, month: 11, day: 25, hour: 9, minute: 5 },
          weighingMode: 0,
          department: 3,
          shop: 1,
          plu: 42,
          weight: 1250,
          unitPrice: 1280,
          totalBeforeDiscount: 1600,
          totalAfterDiscount: 1440,
          ticketField: 77 * 256,
          scaleNumber: 1,
        },
        { offsetMinutes: 480 },
      ),
    ).toEqual({
      record_no: 12,
      trade_time: '2026-11-25T09:05:00+08:00',
      plu: 42,
      weighing_mode: 0,
      weight: 1250,
      unit_price: 1280,
      total_before_discount: 1600,
      total_price: 1440,
      ticket_no: 77,
      department: 3,
    });
  });
});
