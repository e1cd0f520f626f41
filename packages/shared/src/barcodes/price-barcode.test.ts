import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodePriceBarcode,
  encodePriceBarcode,
  PRICE_BARCODE_FORMATS,
  type PriceBarcodeFormat,
  priceBarcodeLength,
} from './price-barcode.js';

const digitString = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength, maxLength });
const fiveDigitValue = fc.integer({ min: 0, max: 99_999 });

/** Valid fields for a format: amount and weight only where the format carries them. */
function fieldsFor(format: PriceBarcodeFormat) {
  return fc.record({
    flag: digitString(2, 2),
    itemCode: digitString(5, 5),
    amountFen: format.includes('E') ? fiveDigitValue : fc.constant(null),
    weightGrams: format.includes('N') ? fiveDigitValue : fc.constant(null),
  });
}

/**
 * One worked example per format: item 2281080 at 20.00 yuan/kg weighing 617 g costs 12.34 yuan.
 * The barcode keeps the item code's last 5 digits, 81080. Check digits, weights 3,1,… from the right:
 * - FFWWWWWEEEEEC 20 81080 01234: 4·3+3+2·3+1+0+0+8·3+0+1·3+8+0+2 = 59 → 1
 * - FFWWWWWNNNNNC 21 81080 00617: 7·3+1+6·3+0+0+0+8·3+0+1·3+8+1·3+2 = 80 → 0
 * - FFWWWWWEEEEENNNNNC 20 81080 01234 00617:
 *   7·3+1+6·3+0+0+4+3·3+2+1·3+0+0+8+0+1+8·3+0+2·3 = 97 → 3
 * - FFWWWWWNNNNNEEEEEC 20 81080 00617 01234:
 *   4·3+3+2·3+1+0+7+1·3+6+0+0+0+8+0+1+8·3+0+2·3 = 77 → 3
 */
const WORKED_EXAMPLES: { format: PriceBarcodeFormat; flag: string; code: string }[] = [
  { format: 'FFWWWWWEEEEEC', flag: '20', code: '2081080012341' },
  { format: 'FFWWWWWNNNNNC', flag: '21', code: '2181080006170' },
  { format: 'FFWWWWWEEEEENNNNNC', flag: '20', code: '208108001234006173' },
  { format: 'FFWWWWWNNNNNEEEEEC', flag: '20', code: '208108000617012343' },
];

describe('price barcodes', () => {
  it('have 13 or 18 digits as their pattern says', () => {
    expect(PRICE_BARCODE_FORMATS.map(priceBarcodeLength)).toEqual([13, 13, 18, 18]);
  });

  it.each(WORKED_EXAMPLES)('encodes and decodes the worked $format example', ({ format, flag, code }) => {
    const fields = { flag, itemCode: '2281080', amountFen: 1234, weightGrams: 617 };
    expect(encodePriceBarcode(format, fields)).toBe(code);
    expect(decodePriceBarcode(format, code)).toEqual({
      flag,
      itemCode: '81080',
      amountFen: format.includes('E') ? 1234 : null,
      weightGrams: format.includes('N') ? 617 : null,
    });
  });

  describe.each(PRICE_BARCODE_FORMATS)('%s', (format) => {
    it('decode(encode(x)) = x for every valid x', () => {
      fc.assert(
        fc.property(fieldsFor(format), (fields) => {
          const code = encodePriceBarcode(format, fields);
          expect(code).toHaveLength(priceBarcodeLength(format));
          expect(decodePriceBarcode(format, code)).toEqual(fields);
        }),
      );
    });

    it('keeps the last 5 digits of a longer item code and zero-pads a shorter one', () => {
      fc.assert(
        fc.property(fieldsFor(format), digitString(1, 7), (fields, itemCode) => {
          const code = encodePriceBarcode(format, { ...fields, itemCode });
          expect(decodePriceBarcode(format, code).itemCode).toBe(itemCode.padStart(5, '0').slice(-5));
        }),
      );
    });

    it('rejects every other check digit', () => {
      fc.assert(
        fc.property(fieldsFor(format), fc.integer({ min: 1, max: 9 }), (fields, shift) => {
          const code = encodePriceBarcode(format, fields);
          const wrongCheck = (Number(code.slice(-1)) + shift) % 10;
          expect(() => decodePriceBarcode(format, code.slice(0, -1) + String(wrongCheck))).toThrow(
            /check digit/,
          );
        }),
      );
    });

    it('rejects a single changed data digit', () => {
      fc.assert(
        fc.property(fieldsFor(format), fc.nat(), fc.integer({ min: 1, max: 9 }), (fields, seed, shift) => {
          const code = encodePriceBarcode(format, fields);
          const position = seed % (code.length - 1);
          const changed = String((Number(code[position]) + shift) % 10);
          const altered = code.slice(0, position) + changed + code.slice(position + 1);
          expect(() => decodePriceBarcode(format, altered)).toThrow(/check digit/);
        }),
      );
    });

    it('rejects a code of the wrong length or with non-digits', () => {
      const code = encodePriceBarcode(format, {
        flag: '20',
        itemCode: '12345',
        amountFen: 1,
        weightGrams: 1,
      });
      expect(() => decodePriceBarcode(format, code.slice(1))).toThrow(/digits, got/);
      expect(() => decodePriceBarcode(format, `${code}0`)).toThrow(/digits, got/);
      expect(() => decodePriceBarcode(format, '')).toThrow(/digits only/);
      expect(() => decodePriceBarcode(format, `${code.slice(0, -2)}a${code.slice(-1)}`)).toThrow(
        /digits only/,
      );
      expect(() => decodePriceBarcode(format, ` ${code.slice(1)}`)).toThrow(/digits only/);
    });

    it('refuses a flag that is not exactly 2 digits', () => {
      for (const flag of ['', '2', '200', 'a0', ' 2']) {
        expect(() =>
          encodePriceBarcode(format, { flag, itemCode: '12345', amountFen: 1, weightGrams: 1 }),
        ).toThrow(/flag is exactly 2 digits/);
      }
    });

    it('refuses an item code that is empty, longer than 7 digits or not digits', () => {
      for (const itemCode of ['', '12345678', '12a45', '-1234']) {
        expect(() =>
          encodePriceBarcode(format, { flag: '20', itemCode, amountFen: 1, weightGrams: 1 }),
        ).toThrow(/item code is 1 to 7 digits/);
      }
    });
  });

  describe.each([
    ['amountFen', 'FFWWWWWEEEEEC'],
    ['weightGrams', 'FFWWWWWNNNNNC'],
    ['amountFen', 'FFWWWWWNNNNNEEEEEC'],
    ['weightGrams', 'FFWWWWWEEEEENNNNNC'],
  ] as const)('%s in %s', (field, format) => {
    const valid = { flag: '20', itemCode: '12345', amountFen: 1, weightGrams: 1 };

    it('is required', () => {
      expect(() => encodePriceBarcode(format, { ...valid, [field]: undefined })).toThrow(`needs ${field}`);
      expect(() => encodePriceBarcode(format, { ...valid, [field]: null })).toThrow(`needs ${field}`);
    });

    it('must fit its 5-digit field as a whole number, never truncated', () => {
      for (const value of [100_000, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
        expect(() => encodePriceBarcode(format, { ...valid, [field]: value })).toThrow(/0 to 99999/);
      }
      expect(
        decodePriceBarcode(format, encodePriceBarcode(format, { ...valid, [field]: 99_999 }))[field],
      ).toBe(99_999);
    });
  });

  it('ignores a field the format does not carry', () => {
    const code = encodePriceBarcode('FFWWWWWEEEEEC', {
      flag: '20',
      itemCode: '12345',
      amountFen: 500,
      weightGrams: 1_000_000,
    });
    expect(decodePriceBarcode('FFWWWWWEEEEEC', code)).toEqual({
      flag: '20',
      itemCode: '12345',
      amountFen: 500,
      weightGrams: null,
    });
  });

  it('refuses an unknown format from untyped callers', () => {
    const format = 'FFWWWWWC' as PriceBarcodeFormat;
    expect(() => encodePriceBarcode(format, { flag: '20', itemCode: '1' })).toThrow(
      /Unknown price barcode format/,
    );
    expect(() => decodePriceBarcode(format, '2000001')).toThrow(/Unknown price barcode format/);
  });
});
