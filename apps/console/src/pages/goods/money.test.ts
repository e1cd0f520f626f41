import { describe, expect, it } from 'vitest';
import { fenToYuanText, formatYuan, yuanToFen } from './money';

describe('goods prices', () => {
  it('parse yuan text to exact fen', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('1.13')).toBe(113);
    expect(yuanToFen('9999.99')).toBe(999_999);
    expect(yuanToFen(' 3. ')).toBe(300);
    for (const bad of ['', 'a', '1.234', '-1', '10000', '1e3']) expect(yuanToFen(bad), bad).toBeNull();
  });

  it('show fen as yuan, grouped', () => {
    expect(fenToYuanText(1280)).toBe('12.80');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(formatYuan(123_456)).toBe('1,234.56');
    expect(formatYuan(999_999)).toBe('9,999.99');
    expect(formatYuan(0)).toBe('0.00');
  });
});
