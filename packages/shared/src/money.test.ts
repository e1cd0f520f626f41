import { describe, expect, it } from 'vitest';
import { STOCK_COST_MAX } from './contracts/stock.js';
import {
  fenToYuan,
  fenToYuanText,
  formatMoney,
  formatYuan,
  MAX_PRICE_FEN,
  PRICE_LIMIT,
  SHEET_AMOUNT_LIMIT,
  STOCK_COST_LIMIT,
  yuanCellToFen,
  yuanToFen,
} from './money.js';

describe('yuanToFen', () => {
  it('parses yuan text to exact fen', () => {
    expect(yuanToFen('0')).toBe(0);
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.3')).toBe(1230);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen(' 12 ')).toBe(1200);
    expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(yuanToFen('1.13')).toBe(113);
    expect(yuanToFen(' 3. ')).toBe(300);
    expect(yuanToFen('9999.99')).toBe(999_999);
  });

  it('reads a number as its text', () => {
    expect(yuanToFen(12.8)).toBe(1280);
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(Number.NaN)).toBeNull();
    expect(yuanToFen(-1)).toBeNull();
    expect(yuanToFen(1e21)).toBeNull();
  });

  it('rounds nothing and refuses what is not a plain amount', () => {
    for (const bad of [
      '',
      'a',
      '0.005',
      '1.234',
      '1.005',
      '-1',
      '-0.5',
      '1e3',
      'NaN',
      '12,5',
      '¥12',
      '.5',
      '一块',
    ])
      expect(yuanToFen(bad), bad).toBeNull();
  });

  it('keeps to the limit it is given', () => {
    expect(PRICE_LIMIT.maxFen).toBe(MAX_PRICE_FEN);
    expect(yuanToFen('10000')).toBeNull(); // five whole digits: over the price limit
    expect(yuanToFen('00012')).toBeNull(); // five whole digits, as the goods form always refused
    expect(yuanToFen('10000', STOCK_COST_LIMIT)).toBe(1_000_000);
    expect(yuanToFen('1000000', STOCK_COST_LIMIT)).toBe(STOCK_COST_MAX);
    expect(yuanToFen('1000000.01', STOCK_COST_LIMIT)).toBeNull();
    expect(yuanToFen('1000', { maxFen: 99_999 })).toBeNull();
    expect(yuanToFen('999.99', { maxFen: 99_999 })).toBe(99_999);
    expect(yuanToFen('90071992547409.91', SHEET_AMOUNT_LIMIT)).toBe(Number.MAX_SAFE_INTEGER);
    expect(yuanToFen('90071992547409.92', SHEET_AMOUNT_LIMIT)).toBeNull();
  });

  it('the stock limit is the stock contract’s', () => {
    expect(STOCK_COST_LIMIT.maxFen).toBe(STOCK_COST_MAX);
  });
});

describe('yuanCellToFen', () => {
  it('reads a spreadsheet cell: currency sign, spreadsheet float noise, no digit limit', () => {
    expect(yuanCellToFen(' ¥12.80 ')).toBe(1280);
    expect(yuanCellToFen('￥ 12')).toBe(1200);
    expect(yuanCellToFen('12.800000000000001')).toBe(1280);
    expect(yuanCellToFen('123456789')).toBe(12_345_678_900);
    for (const bad of ['', '1.005', '12,5', '-1', '1e3', 'NaN', '一块'])
      expect(yuanCellToFen(bad), bad).toBeNull();
    expect(yuanCellToFen('100', { maxFen: 9_999 })).toBeNull();
  });
});

describe('fen as yuan', () => {
  it('shows 2 decimals, exactly', () => {
    expect(fenToYuanText(0)).toBe('0.00');
    expect(fenToYuanText(5)).toBe('0.05');
    expect(fenToYuanText(1280)).toBe('12.80');
    expect(fenToYuanText(123_456)).toBe('1234.56');
    expect(fenToYuanText(-5)).toBe('-0.05');
    expect(fenToYuanText(-150)).toBe('-1.50');
    expect(fenToYuanText(-0)).toBe('0.00');
  });

  it('groups thousands (SPEC §9 `0,0.00`)', () => {
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(123_456)).toBe('1,234.56');
    expect(formatYuan(999_999)).toBe('9,999.99');
    expect(formatYuan(-123_456)).toBe('-1,234.56');
    expect(formatYuan(-5)).toBe('-0.05');
  });

  it('puts the sign before the currency', () => {
    expect(formatMoney(123_456)).toBe('¥1,234.56');
    expect(formatMoney(0)).toBe('¥0.00');
    expect(formatMoney(-7680)).toBe('-¥76.80');
  });

  it('gives charts a plain number', () => {
    expect(fenToYuan(1280)).toBe(12.8);
  });

  it('reads back what it shows', () => {
    for (const fen of [0, 1, 29, 113, 1280, 999_999]) expect(yuanToFen(fenToYuanText(fen))).toBe(fen);
  });
});
