import { STOCK_COST_MAX, STOCK_QUANTITY_MAX } from '@dahua/shared/contracts/stock';
import { describe, expect, it } from 'vitest';
import {
  COST_MAX,
  money,
  parseQuantity,
  parseYuan,
  QUANTITY_MAX,
  quantityInput,
  quantityText,
  valueAt,
  yuanInput,
  yuanText,
} from './units';

describe('stock quantities', () => {
  it('show grams as kg with three decimals and pieces as integers', () => {
    expect(quantityText(1250, 0)).toBe('1.250 kg');
    expect(quantityText(5, 2)).toBe('0.005 kg');
    expect(quantityText(-1250, 0)).toBe('-1.250 kg');
    expect(quantityText(1_234_567_890, 0)).toBe('1,234,567.890 kg');
    expect(quantityText(12, 1)).toBe('12');
    expect(quantityText(-3, 1)).toBe('-3');
    expect(quantityText(12_000, 1)).toBe('12,000');
  });

  it('give counted goods their unit word (issue 26: a bare "15" read as anything)', () => {
    expect(quantityText(15, 1, '件')).toBe('15 件');
    expect(quantityText(-3, 1, 'pcs')).toBe('-3 pcs');
    expect(quantityText(12_000, 1, 'pcs')).toBe('12,000 pcs');
    expect(quantityText(44_000, 0, 'pcs')).toBe('44.000 kg');
  });

  it('write negative money with the sign before the currency (-¥76.80, never ¥-76.80)', () => {
    expect(money(-7680)).toBe('-¥76.80');
    expect(money(7680)).toBe('¥76.80');
    expect(money(0)).toBe('¥0.00');
    expect(money(-123_456_789)).toBe('-¥1,234,567.89');
  });

  it('parse typed kg to exact grams and typed pieces to pieces', () => {
    expect(parseQuantity('1.25', 0)).toBe(1250);
    expect(parseQuantity('1.250', 0)).toBe(1250);
    expect(parseQuantity('0.001', 2)).toBe(1);
    expect(parseQuantity('.5', 0)).toBe(500);
    expect(parseQuantity(' 3 ', 0)).toBe(3000);
    expect(parseQuantity('4.1', 0)).toBe(4100);
    expect(parseQuantity('12', 1)).toBe(12);
    for (const bad of ['', 'a', '1.2345', '-1', '1e3', '1,5']) expect(parseQuantity(bad, 0), bad).toBeNull();
    for (const bad of ['', '1.5', '-1', 'x']) expect(parseQuantity(bad, 1), bad).toBeNull();
    expect(parseQuantity('1000000', 0)).toBe(QUANTITY_MAX);
    expect(parseQuantity('1000000.001', 0)).toBeNull();
  });

  it('write a stored quantity back as input text', () => {
    expect(quantityInput(1250, 0)).toBe('1.250');
    expect(quantityInput(7, 1)).toBe('7');
    expect(parseQuantity(quantityInput(123_456, 0), 0)).toBe(123_456);
  });

  it('parse yuan to fen and show fen as 0,0.00', () => {
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('0.01')).toBe(1);
    expect(parseYuan('1000000')).toBe(COST_MAX);
    expect(parseYuan('1000000.01')).toBeNull();
    for (const bad of ['', '1.234', '-1', 'x']) expect(parseYuan(bad), bad).toBeNull();
    expect(yuanInput(1280)).toBe('12.80');
    expect(yuanText(123_456)).toBe('1,234.56');
    expect(yuanText(-5)).toBe('-0.05');
    expect(yuanText(0)).toBe('0.00');
  });

  it('value a quantity at a cost per kg or per piece, half away from zero', () => {
    expect(valueAt(1500, 1200, 0)).toBe(1800);
    expect(valueAt(1, 500, 0)).toBe(1);
    expect(valueAt(1, 499, 0)).toBe(0);
    expect(valueAt(-1, 500, 0)).toBe(-1);
    expect(valueAt(3, 250, 1)).toBe(750);
  });

  it('keep the contract’s limits', () => {
    expect(QUANTITY_MAX).toBe(STOCK_QUANTITY_MAX);
    expect(COST_MAX).toBe(STOCK_COST_MAX);
  });
});
