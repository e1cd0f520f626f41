/**
 * Price-embedded barcodes, as the label scales print them (scale-protocol.md): a flag, the
 * item code, and the total amount and/or the weight in fixed 5-digit fields, ended by the
 * GS1 mod-10 check digit. The format is named by its own pattern:
 * F flag, W item code, E amount (fen), N weight (g), C check digit.
 */
import { eanCheckDigit } from './ean-check-digit.js';

export const PRICE_BARCODE_FORMATS = [
  'FFWWWWWEEEEEC',
  'FFWWWWWNNNNNC',
  'FFWWWWWEEEEENNNNNC',
  'FFWWWWWNNNNNEEEEEC',
] as const;
export type PriceBarcodeFormat = (typeof PRICE_BARCODE_FORMATS)[number];

/** What a price barcode carries. */
export interface PriceBarcodeFields {
  /** The 2-digit flag (prefix) the company chose, e.g. "20"; printed as is. */
  flag: string;
  /**
   * The goods item code, 1 to 7 digits as in the PLU record. Only its last 5 digits reach the
   * barcode (a shorter code is zero-padded on the left), so decoding answers those 5 digits:
   * "2281080" is printed and read back as "81080".
   */
  itemCode: string;
  /** Total amount in fen (0 to 99999); required by the formats with E, else ignored. */
  amountFen?: number | null;
  /**
   * Weight in grams (0 to 99999); required by the formats with N, else ignored. For goods sold
   * by count the scale prints the piece count in this field.
   */
  weightGrams?: number | null;
}

/** A read barcode: the 5-digit item code, and null for a field the format does not carry. */
export interface DecodedPriceBarcode {
  flag: string;
  itemCode: string;
  amountFen: number | null;
  weightGrams: number | null;
}

type FieldLetter = 'F' | 'W' | 'E' | 'N' | 'C';
interface FieldSpan {
  letter: FieldLetter;
  start: number;
  width: number;
}

const ITEM_CODE_PATTERN = /^\d{1,7}$/;
const BARCODE_ITEM_CODE_WIDTH = 5;
const FLAG_PATTERN = /^\d{2}$/;
const DIGITS_ONLY = /^\d+$/;

export function isPriceBarcodeFormat(value: unknown): value is PriceBarcodeFormat {
  return (PRICE_BARCODE_FORMATS as readonly unknown[]).includes(value);
}

/** 13 or 18: the number of digits a barcode of this format has, check digit included. */
export function priceBarcodeLength(format: PriceBarcodeFormat): number {
  return requireFormat(format).length;
}

/** The barcode the scale prints for these fields. Throws when a field is missing or does not fit. */
export function encodePriceBarcode(format: PriceBarcodeFormat, fields: PriceBarcodeFields): string {
  let data = '';
  for (const span of layoutOf(format)) {
    switch (span.letter) {
      case 'F':
        data += flagDigits(fields.flag);
        break;
      case 'W':
        data += barcodeItemCode(fields.itemCode);
        break;
      case 'E':
        data += fieldDigits('amountFen', fields.amountFen, span.width, format);
        break;
      case 'N':
        data += fieldDigits('weightGrams', fields.weightGrams, span.width, format);
        break;
      case 'C':
        data += String(eanCheckDigit(data));
        break;
    }
  }
  return data;
}

/** Reads a barcode of the given format. Throws on a wrong length, non-digits or a wrong check digit. */
export function decodePriceBarcode(format: PriceBarcodeFormat, code: string): DecodedPriceBarcode {
  const expectedLength = priceBarcodeLength(format);
  if (typeof code !== 'string' || !DIGITS_ONLY.test(code)) {
    throw new Error(`A ${format} barcode has digits only, got "${String(code)}"`);
  }
  if (code.length !== expectedLength) {
    throw new Error(`A ${format} barcode has ${expectedLength} digits, got ${code.length} ("${code}")`);
  }
  const expectedCheck = eanCheckDigit(code.slice(0, -1));
  if (Number(code.slice(-1)) !== expectedCheck) {
    throw new Error(`Barcode ${code} ends in check digit ${code.slice(-1)}, expected ${expectedCheck}`);
  }
  const decoded: DecodedPriceBarcode = { flag: '', itemCode: '', amountFen: null, weightGrams: null };
  for (const span of layoutOf(format)) {
    const digits = code.slice(span.start, span.start + span.width);
    if (span.letter === 'F') decoded.flag = digits;
    else if (span.letter === 'W') decoded.itemCode = digits;
    else if (span.letter === 'E') decoded.amountFen = Number(digits);
    else if (span.letter === 'N') decoded.weightGrams = Number(digits);
  }
  return decoded;
}

function requireFormat(format: PriceBarcodeFormat): PriceBarcodeFormat {
  if (!isPriceBarcodeFormat(format)) {
    throw new Error(
      `Unknown price barcode format "${String(format)}"; expected one of ${PRICE_BARCODE_FORMATS.join(', ')}`,
    );
  }
  return format;
}

const layouts = new Map<PriceBarcodeFormat, readonly FieldSpan[]>();

/** The format's runs of equal letters: "FFWWWWWEEEEEC" → F at 0 (2), W at 2 (5), E at 7 (5), C at 12 (1). */
function layoutOf(format: PriceBarcodeFormat): readonly FieldSpan[] {
  const known = layouts.get(requireFormat(format));
  if (known) return known;
  const spans: FieldSpan[] = [];
  for (let i = 0; i < format.length; i++) {
    const letter = format[i] as FieldLetter;
    const last = spans[spans.length - 1];
    if (last && last.letter === letter) last.width++;
    else spans.push({ letter, start: i, width: 1 });
  }
  layouts.set(format, spans);
  return spans;
}

function flagDigits(flag: string): string {
  if (typeof flag !== 'string' || !FLAG_PATTERN.test(flag)) {
    throw new Error(`The barcode flag is exactly 2 digits, got "${String(flag)}"`);
  }
  return flag;
}

function barcodeItemCode(itemCode: string): string {
  if (typeof itemCode !== 'string' || !ITEM_CODE_PATTERN.test(itemCode)) {
    throw new Error(`The item code is 1 to 7 digits, got "${String(itemCode)}"`);
  }
  return itemCode.padStart(BARCODE_ITEM_CODE_WIDTH, '0').slice(-BARCODE_ITEM_CODE_WIDTH);
}

function fieldDigits(
  name: 'amountFen' | 'weightGrams',
  value: number | null | undefined,
  width: number,
  format: PriceBarcodeFormat,
): string {
  if (value === undefined || value === null) {
    throw new Error(`The ${format} barcode needs ${name}`);
  }
  const max = 10 ** width - 1;
  if (!Number.isSafeInteger(value) || value < 0 || value > max) {
    throw new Error(
      `${name} must be a whole number from 0 to ${max} to fit its ${width}-digit field, got ${value}`,
    );
  }
  return String(value).padStart(width, '0');
}
