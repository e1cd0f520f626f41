/*
 * Label layouts (scale-protocol.md "Label layouts"): `!0T<nn>A` carries the print width and height
 * in mm (2 digits each), 23 fields of font, X, Y (2 digits each) and two codes (the main barcode
 * and an additional code) of font, X, Y, height: a body of 158 digits. `!0R<nn>A` carries 32 text
 * slots of font, X, Y: 192 digits, sent as a separate write after `!0T`. Font 00: not printed.
 * This module is the wire form only, pure and dependency-free (packages/shared maps label templates
 * onto it); `nn` is the label number 00–15.
 */
import { DecodeError, EncodeError } from './errors.js';

export const LAYOUT_FIELD_NAMES = [
  'name',
  'noteA',
  'noteB',
  'code',
  'netWeight',
  'tare',
  'gross',
  'unitPriceBeforeDiscount',
  'totalBeforeDiscount',
  'promotionNet',
  'promotionUnitPrice',
  'unitPrice',
  'total',
  'date',
  'time',
  'shelfLife',
  'department',
  'shop',
  'specialInfo1',
  'specialInfo2',
  'specialInfo3',
  'numericCode',
  'printSequence',
] as const;
export const LAYOUT_FIELD_COUNT = LAYOUT_FIELD_NAMES.length;
export const LAYOUT_TEXT_SLOTS = 32;
/** Digits after `A` in `!0T`: 4 + 23 × 6 + 2 × 8 = 158 (confirmed on three independent samples). */
export const LAYOUT_BODY_LENGTH = 4 + LAYOUT_FIELD_COUNT * 6 + 2 * 8;
/** Digits after `A` in `!0R`: 32 × 6 = 192. */
export const TEXTS_BODY_LENGTH = LAYOUT_TEXT_SLOTS * 6;
/** Label numbers 00–15: a scale keeps 16 label formats. */
export const LABEL_NUMBERS = 16;

/** Where one field prints: font (0 = not printed), X and Y in mm; 0–99 each. */
export interface PrintPosition {
  font: number;
  x: number;
  y: number;
}

/** Where a code prints, and its height in mm. */
export interface CodePosition extends PrintPosition {
  height: number;
}

/** The `!0T` record. */
export interface LabelLayout {
  /** 0–15 (`nn`). */
  number: number;
  width: number;
  height: number;
  /** 23 positions in LAYOUT_FIELD_NAMES order. */
  fields: PrintPosition[];
  barcode: CodePosition;
  additionalCode: CodePosition;
}

/** The `!0R` record: 32 text slots. */
export interface LabelTexts {
  number: number;
  slots: PrintPosition[];
}

export const NOT_PRINTED: PrintPosition = Object.freeze({ font: 0, x: 0, y: 0 });
export const NO_CODE: CodePosition = Object.freeze({ font: 0, x: 0, y: 0, height: 0 });

function two(field: string, value: number): string {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > 99)
    throw new EncodeError(field, `${String(value)} is not an integer in 0–99`);
  return String(value).padStart(2, '0');
}

function number(field: string, value: number): string {
  if (!Number.isInteger(value) || value < 0 || value >= LABEL_NUMBERS)
    throw new EncodeError(field, `${String(value)} is not a label number 0–${LABEL_NUMBERS - 1}`);
  return String(value).padStart(2, '0');
}

function position(field: string, p: PrintPosition): string {
  if (p === null || typeof p !== 'object') throw new EncodeError(field, 'must be {font, x, y}');
  return two(`${field}.font`, p.font) + two(`${field}.x`, p.x) + two(`${field}.y`, p.y);
}

function code(field: string, p: CodePosition): string {
  return position(field, p) + two(`${field}.height`, p.height);
}

export function encodeLabelLayout(layout: LabelLayout): string {
  if (!Array.isArray(layout.fields) || layout.fields.length !== LAYOUT_FIELD_COUNT)
    throw new EncodeError('labelLayout.fields', `must hold exactly ${LAYOUT_FIELD_COUNT} positions`);
  return (
    `!0T${number('labelLayout.number', layout.number)}A` +
    two('labelLayout.width', layout.width) +
    two('labelLayout.height', layout.height) +
    layout.fields.map((p, i) => position(`labelLayout.fields.${LAYOUT_FIELD_NAMES[i]}`, p)).join('') +
    code('labelLayout.barcode', layout.barcode) +
    code('labelLayout.additionalCode', layout.additionalCode)
  );
}

export function encodeLabelTexts(texts: LabelTexts): string {
  if (!Array.isArray(texts.slots) || texts.slots.length !== LAYOUT_TEXT_SLOTS)
    throw new EncodeError('labelTexts.slots', `must hold exactly ${LAYOUT_TEXT_SLOTS} positions`);
  return (
    `!0R${number('labelTexts.number', texts.number)}A` +
    texts.slots.map((p, i) => position(`labelTexts.slots[${i}]`, p)).join('')
  );
}

function bodyOf(line: string, command: 'T' | 'R', length: number): { number: number; pairs: number[] } {
  const what = command === 'T' ? 'labelLayout' : 'labelTexts';
  const match = new RegExp(`^!0${command}(\\d{2})A(.*)$`, 's').exec(line);
  if (!match) throw new DecodeError(what, `not a !0${command}<nn>A record`);
  const nn = Number(match[1]);
  if (nn >= LABEL_NUMBERS)
    throw new DecodeError(`${what}.number`, `${nn} is not a label number 0–${LABEL_NUMBERS - 1}`);
  const body = match[2]!;
  if (!/^\d*$/.test(body)) throw new DecodeError(what, 'holds characters other than digits after A');
  if (body.length !== length)
    throw new DecodeError(what, `has ${body.length} digits after A, ${length} expected`);
  const pairs: number[] = [];
  for (let i = 0; i < body.length; i += 2) pairs.push(Number(body.slice(i, i + 2)));
  return { number: nn, pairs };
}

export function decodeLabelLayout(line: string): LabelLayout {
  const { number, pairs } = bodyOf(line, 'T', LAYOUT_BODY_LENGTH);
  const at = (i: number): PrintPosition => ({ font: pairs[i]!, x: pairs[i + 1]!, y: pairs[i + 2]! });
  const codeAt = 2 + LAYOUT_FIELD_COUNT * 3;
  return {
    number,
    width: pairs[0]!,
    height: pairs[1]!,
    fields: LAYOUT_FIELD_NAMES.map((_, i) => at(2 + i * 3)),
    barcode: { ...at(codeAt), height: pairs[codeAt + 3]! },
    additionalCode: { ...at(codeAt + 4), height: pairs[codeAt + 7]! },
  };
}

export function decodeLabelTexts(line: string): LabelTexts {
  const { number, pairs } = bodyOf(line, 'R', TEXTS_BODY_LENGTH);
  return {
    number,
    slots: Array.from({ length: LAYOUT_TEXT_SLOTS }, (_, i) => ({
      font: pairs[i * 3]!,
      x: pairs[i * 3 + 1]!,
      y: pairs[i * 3 + 2]!,
    })),
  };
}

/** The acks: `0t<nn>` and `0r<nn>`. */
export function labelLayoutAck(nn: number): string {
  return `0t${number('labelLayout.number', nn)}`;
}
export function labelTextsAck(nn: number): string {
  return `0r${number('labelTexts.number', nn)}`;
}

export { DecodeError, EncodeError } from './errors.js';
