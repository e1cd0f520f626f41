import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eanCheckDigit, hasValidEanCheckDigit } from './ean-check-digit.js';

/** Published codes whose last digit is their check digit. */
const REAL_CODES = [
  '4006381333931', // EAN-13 (the Wikipedia example)
  '5901234123457', // EAN-13 (the GS1 sample)
  '9780306406157', // ISBN-13 of ISBN 0-306-40615-2
  '96385074', // EAN-8
  '376104250021234569', // 18-digit SSCC
];

describe('eanCheckDigit', () => {
  it.each(REAL_CODES)('computes the check digit of %s', (code) => {
    expect(eanCheckDigit(code.slice(0, -1))).toBe(Number(code.slice(-1)));
    expect(hasValidEanCheckDigit(code)).toBe(true);
  });

  it('weights 3 and 1 from the right: 400638133393 sums to 89, so the check digit is 1', () => {
    // 3·3 + 9·1 + 3·3 + 3·1 + 3·3 + 1·1 + 8·3 + 3·1 + 6·3 + 0·1 + 0·3 + 4·1 = 89 → 10 − 9 = 1
    expect(eanCheckDigit('400638133393')).toBe(1);
  });

  it('answers 0 when the weighted sum is already a multiple of 10', () => {
    expect(eanCheckDigit('000000000000')).toBe(0);
    expect(eanCheckDigit('218108000617')).toBe(0);
  });

  it('rejects an empty string and non-digits', () => {
    expect(() => eanCheckDigit('')).toThrow(/digits/);
    expect(() => eanCheckDigit('40063813339a')).toThrow(/digits/);
    expect(() => eanCheckDigit(' 400638133393')).toThrow(/digits/);
  });

  it('hasValidEanCheckDigit refuses a wrong check digit, non-digits and too short codes', () => {
    expect(hasValidEanCheckDigit('4006381333932')).toBe(false);
    expect(hasValidEanCheckDigit('400638133393x')).toBe(false);
    expect(hasValidEanCheckDigit('0')).toBe(false);
    expect(hasValidEanCheckDigit('')).toBe(false);
  });

  it('detects every single-digit change anywhere in a code', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (data, positionSeed, shift) => {
          const code = data + String(eanCheckDigit(data));
          const position = positionSeed % code.length;
          const changed = (Number(code[position]) + shift) % 10;
          const altered = code.slice(0, position) + String(changed) + code.slice(position + 1);
          expect(hasValidEanCheckDigit(altered)).toBe(false);
        },
      ),
    );
  });
});
