import { encodePriceBarcode, type PriceBarcodeFormat, priceBarcodeLength } from './price-barcode.js';

/** The widest value a 5-digit barcode field holds: 99999 fen (¥999.99), 99999 g, 99999 pieces. */
export const MAX_BARCODE_FIELD = 99_999;

/** 0 by weight, 1 by count, 2 fixed weight (the PLU record's weighing mode). */
export type WeighingMode = 0 | 1 | 2;

/** The company's barcode settings. */
export type BarcodeSettings = { format: PriceBarcodeFormat; flag: string };

/**
 * The amount the scale prints, in fen. Weighed goods (modes 0 and 2) carry a unit price in fen
 * per kg (scale-protocol.md): amount = price × grams / 1000, rounded half up to the fen. Counted
 * goods (mode 1) carry a price per piece: amount = price × count, exact. Integer arithmetic
 * only (the largest product, 999999 × 9999999, is far below 2^53), so no float rounding.
 */
export function amountFen(unitPriceFen: number, weighingMode: WeighingMode, quantity: number): number {
  if (!Number.isSafeInteger(unitPriceFen) || unitPriceFen < 0) throw new Error(`bad price ${unitPriceFen}`);
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new Error(`bad quantity ${quantity}`);
  if (weighingMode === 1) return unitPriceFen * quantity;
  return Math.floor((unitPriceFen * quantity + 500) / 1000);
}

export type PreviewInput = {
  settings: BarcodeSettings;
  itemCode: string;
  unitPriceFen: number;
  weighingMode: WeighingMode;
  /** Grams for weighed goods, pieces for counted goods. */
  quantity: number;
};

export type BarcodePreview =
  | { kind: 'ok'; digits: string; amountFen: number; symbology: 'ean13' | 'code128' }
  | { kind: 'amountTooLarge'; amountFen: number }
  | { kind: 'quantityTooLarge'; amountFen: number; quantity: number }
  | { kind: 'itemCodeInvalid' };

/**
 * The barcode a label would carry for this sample, or why there is none: a total or a weight
 * (count) beyond its 5-digit field, or an item code that is not 1–7 digits. Only the fields the
 * format carries are checked, as the scale does.
 */
export function previewBarcode(input: PreviewInput): BarcodePreview {
  const { format, flag } = input.settings;
  const amount = amountFen(input.unitPriceFen, input.weighingMode, input.quantity);
  if (!/^\d{1,7}$/.test(input.itemCode)) return { kind: 'itemCodeInvalid' };
  if (format.includes('E') && amount > MAX_BARCODE_FIELD)
    return { kind: 'amountTooLarge', amountFen: amount };
  if (format.includes('N') && input.quantity > MAX_BARCODE_FIELD) {
    return { kind: 'quantityTooLarge', amountFen: amount, quantity: input.quantity };
  }
  const digits = encodePriceBarcode(format, {
    flag,
    itemCode: input.itemCode,
    amountFen: amount,
    weightGrams: input.quantity,
  });
  return {
    kind: 'ok',
    digits,
    amountFen: amount,
    symbology: priceBarcodeLength(format) === 13 ? 'ean13' : 'code128',
  };
}
