import { type BarcodeSettings, isPriceBarcodeFormat, PRICE_BARCODE_FORMATS } from '@dahua/shared';

// The sale arithmetic and the barcode it prints live in packages/shared (the label renderer uses them too).
export {
  amountFen,
  type BarcodePreview,
  type BarcodeSettings,
  MAX_BARCODE_FIELD,
  type PreviewInput,
  previewBarcode,
  type WeighingMode,
} from '@dahua/shared';

/** The platform's default barcode settings until the company chose. */ export const DEFAULT_BARCODE_SETTINGS: BarcodeSettings =
  { format: PRICE_BARCODE_FORMATS[0], flag: '20' };

/** Settings as the API answers them (fields may be missing in an older stored session). */
export function barcodeSettingsOf(source: {
  barcode_format?: string | undefined;
  barcode_flag?: string | undefined;
}): BarcodeSettings | null {
  const { barcode_format: format, barcode_flag: flag } = source;
  if (!isPriceBarcodeFormat(format) || typeof flag !== 'string' || !/^\d{2}$/.test(flag)) return null;
  return { format, flag };
}

/** Kilograms as typed (`0.5`, `1.250`, `2`) → whole grams, parsed as text; null if not a weight. */
export function kgToGrams(text: string): number | null {
  const match = /^(\d{1,4})(?:\.(\d{0,3}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/** A piece count as typed: a whole number of up to 6 digits; null otherwise. */
export function parseCount(text: string): number | null {
  const match = /^\d{1,6}$/.exec(text.trim());
  return match ? Number(match[0]) : null;
}
