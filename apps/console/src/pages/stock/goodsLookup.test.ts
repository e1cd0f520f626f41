import { encodePriceBarcode } from '@dahua/shared';
import { describe, expect, it } from 'vitest';
import { exactMatch, itemCodeMatches, itemCodeSearch, localMatches, readBarcode } from './goodsLookup';

const goods = [
  { id: 1, name: '苹果', plu_number: 12, item_code: '2281080', weighing_mode: 0 },
  { id: 2, name: '香梨', plu_number: 81, item_code: '123', weighing_mode: 1 },
  { id: 3, name: '苹果干', plu_number: 123, item_code: '555', weighing_mode: 0 },
];

describe('finding goods by barcode, PLU or name', () => {
  it('reads the company’s price barcode: item code and weight', () => {
    const code = encodePriceBarcode('FFWWWWWNNNNNC', { flag: '21', itemCode: '2281080', weightGrams: 1250 });
    expect(readBarcode(code, { format: 'FFWWWWWNNNNNC', flag: '21' })).toEqual({
      itemCode: '81080',
      weight: 1250,
    });
    const amount = encodePriceBarcode('FFWWWWWEEEEEC', { flag: '20', itemCode: '123', amountFen: 999 });
    expect(readBarcode(amount, { format: 'FFWWWWWEEEEEC', flag: '20' })).toEqual({
      itemCode: '00123',
      weight: null,
    });
    const long = encodePriceBarcode('FFWWWWWEEEEENNNNNC', {
      flag: '20',
      itemCode: '555',
      amountFen: 100,
      weightGrams: 300,
    });
    expect(readBarcode(long, {})).toEqual({ itemCode: '00555', weight: 300 });
  });

  it('refuses text that is no price barcode of the company', () => {
    const code = encodePriceBarcode('FFWWWWWEEEEEC', { flag: '20', itemCode: '123', amountFen: 999 });
    expect(readBarcode(code, { flag: '22' })).toBeNull();
    expect(readBarcode(`${code.slice(0, 12)}${(Number(code[12]) + 1) % 10}`, {})).toBeNull();
    expect(readBarcode('12345', {})).toBeNull();
    expect(readBarcode('apple', {})).toBeNull();
  });

  it('matches a barcode item code, a PLU number or an item code to one goods item', () => {
    expect(itemCodeMatches(goods[0]!, '81080')).toBe(true);
    expect(itemCodeMatches(goods[1]!, '00123')).toBe(true);
    expect(itemCodeSearch('00123')).toBe('123');
    expect(exactMatch('x', goods, { itemCode: '00123', weight: null })?.id).toBe(2);
    expect(exactMatch('81', goods, null)?.id).toBe(2);
    expect(exactMatch('123', goods, null)?.id).toBe(3);
    expect(exactMatch('555', goods, null)?.id).toBe(3);
    expect(exactMatch('苹果', goods, null)).toBeNull();
    expect(localMatches('苹果', goods).map((g) => g.id)).toEqual([1, 3]);
    expect(localMatches('12', goods).map((g) => g.id)).toEqual([1, 2]);
  });
});
