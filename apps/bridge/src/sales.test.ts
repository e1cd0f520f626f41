import { describe, expect, it } from 'vitest';
import { tradeOf } from './sales.js';
import { instantOf, isoOf, shopDateTime } from './shop-time.js';

describe('shop time', () => {
  it('is the shop’s wall clock, written with its offset', () => {
    const now = new Date('2026-11-25T16:30:00Z');
    const local = shopDateTime(now, 480);
    expect(local).toEqual({ year: 2026, month: 11, day: 26, hour: 0, minute: 30 });
    expect(isoOf(local, 480)).toBe('2026-11-26T00:30:00+08:00');
    expect(instantOf(local, 480).toISOString()).toBe('2026-11-25T16:30:00.000Z');
    expect(isoOf(shopDateTime(now, -330), -330)).toBe('2026-11-25T11:00:00-05:30');
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
        480,
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
