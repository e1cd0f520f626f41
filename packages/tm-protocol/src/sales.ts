import { encodeDateTime, readDateTime, type ScaleDateTime } from './clock.js';
import { DecodeError, EncodeError } from './errors.js';
import { bodyAfter, FieldReader, fixed } from './fields.js';
import { optionsOf, type ProtocolOptions, SALES_RECORD_FIELDS, type SalesRecordField } from './options.js';
import { MAX_PLU, type WeighingMode } from './plu.js';

/*
 * Sales records (scale-protocol.md "Sales records"): `!0J<nnnn>A` reads record nnnn; the reply is
 * `0j<nnnn>a` + the record + `bc`, or `0j<nnnn>ac` when the record is empty. Records are numbered
 * from 1 without gaps, so the first empty record is the end of the data. `!0HA` clears them all.
 */

/** The highest record number the 4-digit field carries. */
export const MAX_SALES_RECORD = 9999;

export interface SalesRecord {
  recordNumber: number;
  dateTime: ScaleDateTime;
  /** Packed into the month on the wire: mode = month div 16. */
  weighingMode: WeighingMode;
  department: number;
  shop: number;
  plu: number;
  /** Grams by weight, pieces by count. */
  weight: number;
  unitPrice: number;
  /** Fen, as the scale truncated it: store it, never recompute weight × price. */
  totalBeforeDiscount: number;
  totalAfterDiscount: number;
  /**
   * The 11-digit field the translator reads as ticket number × 256 (ticketOf() divides). The
   * ticket counter wraps: key records on (record number, date and time), never on the ticket.
   */
  ticketField: number;
  scaleNumber: number;
}

const DOCUMENTED_WIDTHS: Record<SalesRecordField, number> = {
  department: 2,
  shop: 2,
  plu: 4,
  weight: 5,
  unitPrice: 6,
  totalBeforeDiscount: 7,
  totalAfterDiscount: 7,
  ticketField: 11,
  scaleNumber: 2,
};

/** Each field's width under the options (one field one digit wider, or the documented widths). */
export function salesRecordWidths(options?: Partial<ProtocolOptions>): Record<SalesRecordField, number> {
  const { salesRecordWideField } = optionsOf(options);
  const widths = { ...DOCUMENTED_WIDTHS };
  if (salesRecordWideField !== 'none') widths[salesRecordWideField] += 1;
  return widths;
}

/** The ticket number as the translator reads the 11-digit field (÷ 256). Uncertain. */
export function ticketOf(ticketField: number): number {
  return Math.floor(ticketField / 256);
}

export function encodeSalesRead(recordNumber: number): string {
  return `!0J${fixed('salesRead.recordNumber', recordNumber, 4, 1, MAX_SALES_RECORD)}A`;
}

export function decodeSalesRead(line: string): number {
  const r = new FieldReader(bodyAfter(line, '!0J', 'salesRead'), 'salesRead');
  const recordNumber = r.int('recordNumber', 4, 1, MAX_SALES_RECORD);
  r.literal('A', 'A');
  r.end();
  return recordNumber;
}

/** The scale's reply to `!0J`: a record, or `0j<nnnn>ac` for an empty one (`record` null). */
export function encodeSalesReply(
  recordNumber: number,
  record: SalesRecord | null,
  options?: Partial<ProtocolOptions>,
): string {
  const head = `0j${fixed('sale.recordNumber', recordNumber, 4, 1, MAX_SALES_RECORD)}a`;
  if (record === null) return `${head}c`;
  if (record.recordNumber !== recordNumber)
    throw new EncodeError('sale.recordNumber', `record ${record.recordNumber} answered as ${recordNumber}`);
  const widths = salesRecordWidths(options);
  const mode = fixed('sale.weighingMode', record.weighingMode, 1, 0, 2);
  const limits: Partial<Record<SalesRecordField, [number, number]>> = { plu: [1, MAX_PLU] };
  const fields = SALES_RECORD_FIELDS.map((name) => {
    const [min, max] = limits[name] ?? [0, 10 ** widths[name] - 1];
    return fixed(`sale.${name}`, record[name], widths[name], min, Math.min(max, Number.MAX_SAFE_INTEGER));
  }).join('');
  return `${head}${encodeDateTime('sale.dateTime', record.dateTime, Number(mode) * 16)}${fields}bc`;
}

/** Reads a `!0J` reply: the record, or null for an empty record (the end of the data). */
export function decodeSalesReply(reply: string, options?: Partial<ProtocolOptions>): SalesRecord | null {
  if (!reply.startsWith('0j'))
    throw new DecodeError('sale', `not a 0j reply: ${JSON.stringify(reply.slice(0, 12))}`);
  const r = new FieldReader(reply.slice(2), 'sale');
  const recordNumber = r.int('recordNumber', 4, 1, MAX_SALES_RECORD);
  r.literal('a', 'a');
  if (reply.length === 8 && reply.endsWith('c')) return null;
  const widths = salesRecordWidths(options);
  const expected = 7 + 10 + SALES_RECORD_FIELDS.reduce((sum, name) => sum + widths[name], 0) + 2;
  if (reply.length !== expected)
    throw new DecodeError(
      'sale',
      `a sales record reply has ${expected} characters under salesRecordWideField=${optionsOf(options).salesRecordWideField}, got ${reply.length}`,
    );
  const { value: dateTime, rawMonth } = readDateTime(r, 'sale.dateTime', 2 * 16 + 12);
  const values = Object.fromEntries(
    SALES_RECORD_FIELDS.map((name) => [
      name,
      r.int(name, widths[name], name === 'plu' ? 1 : 0, name === 'plu' ? MAX_PLU : undefined),
    ]),
  ) as Record<SalesRecordField, number>;
  r.literal('end', 'bc');
  r.end();
  return { recordNumber, dateTime, weighingMode: Math.floor(rawMonth / 16) as WeighingMode, ...values };
}

/** `!0IA`: clears all PLUs; the scale answers `0iaa0`. */
export const CLEAR_PLUS = '!0IA';
export const CLEAR_PLUS_ACK = '0iaa0';
/** `!0HA`: clears the sales records (destructive: only after they are stored); answers `0ha…`. */
export const CLEAR_SALES = '!0HA';
export const CLEAR_SALES_ACK = '0ha';
/**
 * The bytes a scale answers `!0HA` with, as captured in a public shop system: `0ha` LF CR LF ETX
 * (`30 68 61 0a 0d 0a 03`): an LF before the usual CR LF ETX. ReplySplitter reads it as `0ha`, as it
 * reads `0ha` CR LF ETX.
 */
export const CLEAR_SALES_REPLY_CAPTURED: readonly number[] = Object.freeze([
  0x30, 0x68, 0x61, 0x0a, 0x0d, 0x0a, 0x03,
]);
