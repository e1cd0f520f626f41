import { describe, expect, it } from 'vitest';
import { cellValue, yuanToFen } from './cells.js';
import { columnOfHead } from './columns.js';

describe('yuanToFen', () => {
  it('reads yuan as text, exactly', () => {
    expect(yuanToFen('12')).toBe(1200);
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen(' ¥12.80 ')).toBe(1280);
    expect(yuanToFen('0.29')).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(yuanToFen('1.005')).toBeNull();
    expect(yuanToFen('12,5')).toBeNull();
    expect(yuanToFen('-1')).toBeNull();
    expect(yuanToFen('一块')).toBeNull();
  });

  it('forgives the float noise a spreadsheet writes, not a third decimal', () => {
    expect(yuanToFen('12.800000000000001')).toBe(1280);
    expect(yuanToFen('0.30000000000000004')).toBe(30);
    expect(yuanToFen('12.345')).toBeNull();
  });
});

describe('import cells and headings', () => {
  it('take the price in yuan and yes/no words', () => {
    expect(cellValue('unit_price', '9.90')).toBe(990);
    expect(cellValue('unit_price', 'abc')).toBe('abc');
    expect(cellValue('discount_enabled', '是')).toBe(true);
    expect(cellValue('discount_enabled', 'No')).toBe(false);
    expect(cellValue('name', '  ')).toBeUndefined();
  });

  it('know the template headings in both languages, and refuse the old fen price column', () => {
    expect(columnOfHead('单价（元）')).toBe('unit_price');
    expect(columnOfHead(' unit price (YUAN) ')).toBe('unit_price');
    expect(columnOfHead('单价(元)')).toBe('unit_price');
    expect(columnOfHead('PLU 号')).toBe('plu_number');
    expect(columnOfHead('item_code')).toBe('item_code');
    expect(columnOfHead('unit_price')).toBeNull();
  });
});
