import { describe, expect, it } from 'vitest';
import { blankPlu, EncodeError, encodePlu, fitPluNames, pluRecordOfGoods } from './index.js';

const goods = {
  plu_number: 1,
  item_code: '2281080',
  name: '测试一\n测试壹\n测试壹',
  unit_price: 2000,
  weighing_mode: 0,
  shelf_life: 8,
  tare: 0,
  special_info_1: 0,
  special_info_2: 0,
  special_info_3: 0,
  department: 0,
  numeric_code: '',
  label_number: 0,
  discount_enabled: false,
  discount_periods: [],
};

function refusedField(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof EncodeError) return error.field;
    throw error;
  }
  throw new Error('not refused');
}

describe('fitPluNames', () => {
  it('cuts each name line to the scale’s limit and says which', () => {
    const record = {
      ...blankPlu(7),
      name: ['新疆哈密瓜特级甜脆大个头包邮', 'Fuji', 'ABCDEFGHIJKLM'] as [string, string, string],
    };
    const { record: fitted, cuts } = fitPluNames(record, 12);
    expect(fitted.name).toEqual(['新疆哈密瓜特级甜脆大个头', 'Fuji', 'ABCDEFGHIJKL']);
    expect(cuts).toEqual([
      { line: 0, chars: 14, sent: '新疆哈密瓜特级甜脆大个头' },
      { line: 2, chars: 13, sent: 'ABCDEFGHIJKL' },
    ]);
    expect(fitPluNames(fitted, 12)).toEqual({ record: fitted, cuts: [] });
  });
});

describe('pluRecordOfGoods', () => {
  it('gives the worked example for its goods item', () => {
    const line = encodePlu(pluRecordOfGoods(goods, { barcodeFlag: 3 }));
    expect(line).toBe(
      '!0V0001A2281080002000000000000803000000000000000000000000000000000000000000000000B186642525027C186642525028D186642525028E',
    );
  });

  it('fills missing lines and optional fields', () => {
    const record = pluRecordOfGoods({ plu_number: 9, item_code: '12', name: 'Apple', unit_price: 5 });
    expect(record.name).toEqual(['Apple', '', '']);
    expect(record.itemCode).toBe(12);
    expect(record.numericCode).toBe('0000000000000');
  });

  it('writes timed discounts only when asked, in whole hours', () => {
    const timed = {
      ...goods,
      discount_enabled: true,
      discount_periods: [{ start: '18:00', end: '23:59', rate: 30 }],
    };
    expect(pluRecordOfGoods(timed).discountFlag).toBe(0);
    const record = pluRecordOfGoods(timed, { sendTimedDiscounts: true });
    expect(record.discountFlag).toBe(1);
    expect(record.discountPeriods[0]).toEqual({ startHour: 18, endHour: 24, discount: 30 });
    expect(
      refusedField(() =>
        pluRecordOfGoods(
          { ...timed, discount_periods: [{ start: '08:30', end: '10:00', rate: 5 }] },
          { sendTimedDiscounts: true },
        ),
      ),
    ).toBe('discount_periods[0].start');
  });

  it('names the goods field a value does not fit', () => {
    expect(refusedField(() => pluRecordOfGoods({ ...goods, unit_price: 1_000_000 }))).toBe('unit_price');
    expect(refusedField(() => pluRecordOfGoods({ ...goods, item_code: '12345678' }))).toBe('item_code');
    expect(refusedField(() => pluRecordOfGoods({ ...goods, label_number: 16 }))).toBe('label_number');
    expect(refusedField(() => pluRecordOfGoods({ ...goods, special_info_2: 100 }))).toBe('special_info_2');
    expect(refusedField(() => pluRecordOfGoods({ ...goods, name: 'ok\n€' }))).toBe('name (line 2)');
    expect(refusedField(() => pluRecordOfGoods({ ...goods, name: 'a\nb\nc\nd' }))).toBe('name');
  });
});
