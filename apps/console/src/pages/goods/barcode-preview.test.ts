import { decodePriceBarcode, eanCheckDigit, PRICE_BARCODE_FORMATS } from '@dahua/shared';
import { describe, expect, it } from 'vitest';
import {
  amountFen,
  barcodeSettingsOf,
  DEFAULT_BARCODE_SETTINGS,
  kgToGrams,
  parseCount,
  previewBarcode,
} from './barcode-preview';

describe('the amount a label carries', () => {
  it('is price per kg × weight, rounded half up to the fen, exactly', () => {
    expect(amountFen(1280, 0, 500)).toBe(640);
    expect(amountFen(1999, 0, 333)).toBe(666); // 665.667 → 666
    expect(amountFen(1000, 0, 1)).toBe(1); // 1.0 exactly
    expect(amountFen(500, 0, 1)).toBe(1); // 0.5 → 1 (half up)
    expect(amountFen(499, 0, 1)).toBe(0); // 0.499 → 0
    expect(amountFen(1, 0, 1500)).toBe(2); // 1.5 → 2
    expect(amountFen(1, 0, 2500)).toBe(3); // 2.5 → 3, not banker's 2
    expect(amountFen(0, 0, 12_345)).toBe(0);
    expect(amountFen(999_999, 2, 99_999)).toBe(99_998_900); // 99998900.0001 → no float drift
    // 0.1 + 0.2 style drift cannot happen: 2990 fen/kg × 0.3 kg is 897 fen, not 896.
    expect(amountFen(2990, 0, 300)).toBe(897);
  });

  it('is price per piece × count for counted goods', () => {
    expect(amountFen(350, 1, 3)).toBe(1050);
    expect(amountFen(350, 1, 0)).toBe(0);
  });

  it('refuses a negative or fractional input', () => {
    expect(() => amountFen(-1, 0, 1)).toThrow();
    expect(() => amountFen(100, 0, 1.5)).toThrow();
  });

  it('reads weights and counts typed as text', () => {
    expect(kgToGrams('0.5')).toBe(500);
    expect(kgToGrams('0.500')).toBe(500);
    expect(kgToGrams('1.25')).toBe(1250);
    expect(kgToGrams(' 2 ')).toBe(2000);
    expect(kgToGrams('120')).toBe(120_000);
    for (const bad of ['', 'a', '0.1234', '-1', '1e3', '12345']) expect(kgToGrams(bad), bad).toBeNull();
    expect(parseCount('3')).toBe(3);
    for (const bad of ['', '1.5', '-2', 'x', '1234567']) expect(parseCount(bad), bad).toBeNull();
  });
});

describe('the preview', () => {
  const base = {
    settings: DEFAULT_BARCODE_SETTINGS,
    itemCode: '2281080',
    unitPriceFen: 1280,
    weighingMode: 0 as const,
  };

  it('encodes flag, the item code’s last 5 digits and the amount, with the EAN check digit', () => {
    const preview = previewBarcode({ ...base, quantity: 500 });
    const data = `20${'81080'}${'00640'}`;
    expect(preview).toEqual({
      kind: 'ok',
      digits: `${data}${eanCheckDigit(data)}`,
      amountFen: 640,
      symbology: 'ean13',
    });
    if (preview.kind !== 'ok') throw new Error('no barcode');
    expect(decodePriceBarcode('FFWWWWWEEEEEC', preview.digits)).toEqual({
      flag: '20',
      itemCode: '81080',
      amountFen: 640,
      weightGrams: null,
    });
  });

  it('follows every format and the company’s flag; 18-digit formats are Code 128', () => {
    for (const format of PRICE_BARCODE_FORMATS) {
      const preview = previewBarcode({ ...base, settings: { format, flag: '27' }, quantity: 1250 });
      if (preview.kind !== 'ok') throw new Error(format);
      expect(preview.digits).toHaveLength(format.length);
      expect(preview.symbology).toBe(format.length === 13 ? 'ean13' : 'code128');
      const decoded = decodePriceBarcode(format, preview.digits);
      expect(decoded.flag).toBe('27');
      expect(decoded.itemCode).toBe('81080');
      expect(decoded.amountFen).toBe(format.includes('E') ? 1600 : null);
      expect(decoded.weightGrams).toBe(format.includes('N') ? 1250 : null);
    }
  });

  it('puts the piece count in the weight field of counted goods', () => {
    const preview = previewBarcode({
      ...base,
      settings: { format: 'FFWWWWWEEEEENNNNNC', flag: '20' },
      weighingMode: 1,
      unitPriceFen: 350,
      quantity: 3,
    });
    if (preview.kind !== 'ok') throw new Error('no barcode');
    expect(decodePriceBarcode('FFWWWWWEEEEENNNNNC', preview.digits)).toMatchObject({
      amountFen: 1050,
      weightGrams: 3,
    });
  });

  it('explains instead of encoding a total or a weight beyond 5 digits', () => {
    expect(previewBarcode({ ...base, unitPriceFen: 999_999, quantity: 1000 })).toEqual({
      kind: 'amountTooLarge',
      amountFen: 999_999,
    });
    expect(previewBarcode({ ...base, unitPriceFen: 100_000, quantity: 1000 })).toMatchObject({
      kind: 'amountTooLarge',
      amountFen: 100_000,
    });
    expect(previewBarcode({ ...base, unitPriceFen: 99_999, quantity: 1000 }).kind).toBe('ok');
    const heavy = { ...base, unitPriceFen: 1, quantity: 100_000 };
    expect(previewBarcode({ ...heavy, settings: { format: 'FFWWWWWNNNNNC', flag: '20' } })).toEqual({
      kind: 'quantityTooLarge',
      amountFen: 100,
      quantity: 100_000,
    });
    // A format without a weight field does not carry the weight, so only the total counts.
    expect(previewBarcode(heavy).kind).toBe('ok');
    expect(previewBarcode({ ...base, itemCode: '', quantity: 500 })).toEqual({ kind: 'itemCodeInvalid' });
  });

  it('reads the company’s settings, refusing what is not a format or a 2-digit flag', () => {
    expect(barcodeSettingsOf({ barcode_format: 'FFWWWWWNNNNNC', barcode_flag: '21' })).toEqual({
      format: 'FFWWWWWNNNNNC',
      flag: '21',
    });
    expect(barcodeSettingsOf({})).toBeNull();
    expect(barcodeSettingsOf({ barcode_format: 'XX', barcode_flag: '21' })).toBeNull();
    expect(barcodeSettingsOf({ barcode_format: 'FFWWWWWNNNNNC', barcode_flag: '2' })).toBeNull();
  });
});
