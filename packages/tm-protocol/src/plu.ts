import { DecodeError, EncodeError } from './errors.js';
import { bodyAfter, digitString, FieldReader, fixed } from './fields.js';
import { optionsOf, type ProtocolOptions } from './options.js';
import { decodeZoneBit, encodeZoneBit } from './zone-bit.js';

/** The highest PLU number the 4-digit field carries. */
export const MAX_PLU = 9999;

export type WeighingMode = 0 | 1 | 2;

/** One of the 4 timed discount periods: start and end hour, discount in percent (`10` = 10% off). */
export interface DiscountPeriod {
  startHour: number;
  endHour: number;
  discount: number;
}

/** A `!0V` PLU record, field for field (scale-protocol.md "PLU download"). */
export interface PluRecord {
  /** 1–9999 (the model's memory may hold fewer). */
  plu: number;
  /** 0–9999999; only the last 5 digits reach the printed barcode. */
  itemCode: number;
  /** Fen per kg (by weight) or per piece; 0–999999. */
  unitPrice: number;
  /** 0 by weight, 1 by count, 2 fixed weight. */
  weighingMode: WeighingMode;
  /** Indexes of special-information texts, 0–99 each. */
  specialInfo: [number, number, number];
  /** Days, 0–999. */
  shelfLife: number;
  /**
   * The price barcode's flag, 0–99: the `FF` its barcodes start with (`20`–`29` in practice). Three
   * public sources agree (scale-protocol.md); sending 00 makes the scale print barcodes that start 00,
   * which no till decodes as a scale barcode.
   */
  barcodeFlag: number;
  /** 0–99. */
  department: number;
  /** Exactly 13 digits (`0000000000000` when none). */
  numericCode: string;
  /** Grams, 0–99999 (the translator reads it as the unit weight of fixed-weight goods). */
  tare: number;
  /** Which of the 16 label formats prints this PLU: 0–15. */
  labelNumber: number;
  /** 0 no timed and no manual price change; 1 timed, no manual; 2 timed and manual allowed. */
  discountFlag: 0 | 1 | 2;
  /** Exactly 4 periods (zeros when unused: later firmware ignores them, yet the 24 digits must be sent). */
  discountPeriods: [DiscountPeriod, DiscountPeriod, DiscountPeriod, DiscountPeriod];
  /** Name lines 1–3 (the translated document calls lines 2 and 3 note A and note B). */
  name: [string, string, string];
}

export const NO_DISCOUNT: DiscountPeriod = Object.freeze({ startHour: 0, endHour: 0, discount: 0 });

/** The number of label formats a scale keeps (label numbers 00–15). */
export const LABEL_FORMATS = 16;

/** A PLU record of zeros and empty names: what a cleared PLU holds, and how one PLU is "deleted". */
export function blankPlu(plu: number): PluRecord {
  return {
    plu,
    itemCode: 0,
    unitPrice: 0,
    weighingMode: 0,
    specialInfo: [0, 0, 0],
    shelfLife: 0,
    barcodeFlag: 0,
    department: 0,
    numericCode: '0000000000000',
    tare: 0,
    labelNumber: 0,
    discountFlag: 0,
    discountPeriods: [NO_DISCOUNT, NO_DISCOUNT, NO_DISCOUNT, NO_DISCOUNT],
    name: ['', '', ''],
  };
}

export function isBlankPlu(record: PluRecord): boolean {
  return pluBody(record, 'plu') === pluBody(blankPlu(record.plu), 'plu');
}

function pluBody(record: PluRecord, what: string, options?: Partial<ProtocolOptions>): string {
  const { maxNameLineChars } = optionsOf(options);
  if (record === null || typeof record !== 'object') throw new EncodeError(what, 'must be a PLU record');
  const f = (field: string) => `${what}.${field}`;
  if (!Array.isArray(record.specialInfo) || record.specialInfo.length !== 3)
    throw new EncodeError(f('specialInfo'), 'must hold exactly 3 indexes');
  if (!Array.isArray(record.discountPeriods) || record.discountPeriods.length !== 4)
    throw new EncodeError(f('discountPeriods'), 'must hold exactly 4 periods (zeros when unused)');
  if (!Array.isArray(record.name) || record.name.length !== 3)
    throw new EncodeError(f('name'), 'must hold exactly 3 lines (empty strings when unused)');
  const periods = record.discountPeriods
    .map((period, i) => {
      const p = f(`discountPeriods[${i}]`);
      return (
        fixed(`${p}.startHour`, period.startHour, 2, 0, 24) +
        fixed(`${p}.endHour`, period.endHour, 2, 0, 24) +
        fixed(`${p}.discount`, period.discount, 2, 0, 99)
      );
    })
    .join('');
  const names = record.name.map((line, i) => encodeZoneBit(line, f(`name[${i}]`), maxNameLineChars));
  return (
    fixed(f('plu'), record.plu, 4, 1, MAX_PLU) +
    'A' +
    fixed(f('itemCode'), record.itemCode, 7) +
    fixed(f('unitPrice'), record.unitPrice, 6) +
    fixed(f('weighingMode'), record.weighingMode, 1, 0, 2) +
    record.specialInfo.map((index, i) => fixed(f(`specialInfo[${i}]`), index, 2)).join('') +
    fixed(f('shelfLife'), record.shelfLife, 3) +
    fixed(f('barcodeFlag'), record.barcodeFlag, 2) +
    fixed(f('department'), record.department, 2) +
    digitString(f('numericCode'), record.numericCode, 13) +
    fixed(f('tare'), record.tare, 5) +
    fixed(f('labelNumber'), record.labelNumber, 2, 0, LABEL_FORMATS - 1) +
    fixed(f('discountFlag'), record.discountFlag, 2, 0, 2) +
    periods +
    `B${names[0]}C${names[1]}D${names[2]}E`
  );
}

/** A name line cut to fit: which line (0–2), how long it was and what is sent instead. */
export interface NameCut {
  line: number;
  chars: number;
  sent: string;
}

/**
 * The record with each name line cut to `maxChars` characters (a scale answers a longer name with
 * silence), and which lines were cut. The record itself is returned when nothing needed cutting.
 */
export function fitPluNames(record: PluRecord, maxChars: number): { record: PluRecord; cuts: NameCut[] } {
  const cuts: NameCut[] = [];
  const name = record.name.map((line, i) => {
    const chars = Array.from(line);
    if (chars.length <= maxChars) return line;
    const sent = chars.slice(0, maxChars).join('');
    cuts.push({ line: i, chars: chars.length, sent });
    return sent;
  }) as PluRecord['name'];
  return cuts.length === 0 ? { record, cuts } : { record: { ...record, name }, cuts };
}

/** `!0V…`: writes one PLU. Throws EncodeError naming the field a value does not fit. */
export function encodePlu(record: PluRecord, options?: Partial<ProtocolOptions>): string {
  return `!0V${pluBody(record, 'plu', options)}`;
}

function readPluBody(body: string, what: string, separators: 'upper' | 'either'): PluRecord {
  const r = new FieldReader(body, what);
  const sep = (letter: string) =>
    r.literal(
      letter,
      separators === 'either' && body[r.position] === letter.toLowerCase() ? letter.toLowerCase() : letter,
    );
  const plu = r.int('plu', 4, 1, MAX_PLU);
  sep('A');
  const itemCode = r.int('itemCode', 7);
  const unitPrice = r.int('unitPrice', 6);
  const weighingMode = r.int('weighingMode', 1, 0, 2) as WeighingMode;
  const specialInfo: [number, number, number] = [
    r.int('specialInfo[0]', 2),
    r.int('specialInfo[1]', 2),
    r.int('specialInfo[2]', 2),
  ];
  const shelfLife = r.int('shelfLife', 3);
  const barcodeFlag = r.int('barcodeFlag', 2);
  const department = r.int('department', 2);
  const numericCode = r.digits('numericCode', 13);
  const tare = r.int('tare', 5);
  const labelNumber = r.int('labelNumber', 2, 0, LABEL_FORMATS - 1);
  const discountFlag = r.int('discountFlag', 2, 0, 2) as 0 | 1 | 2;
  const period = (i: number): DiscountPeriod => ({
    startHour: r.int(`discountPeriods[${i}].startHour`, 2, 0, 24),
    endHour: r.int(`discountPeriods[${i}].endHour`, 2, 0, 24),
    discount: r.int(`discountPeriods[${i}].discount`, 2, 0, 99),
  });
  const discountPeriods: PluRecord['discountPeriods'] = [period(0), period(1), period(2), period(3)];
  sep('B');
  const line = (i: number, stop: string) => {
    const upper = body.indexOf(stop, r.position);
    const lower = separators === 'either' ? body.indexOf(stop.toLowerCase(), r.position) : -1;
    const useLower = lower >= 0 && (upper < 0 || lower < upper);
    return decodeZoneBit(r.until(`name[${i}]`, useLower ? stop.toLowerCase() : stop), `${what}.name[${i}]`);
  };
  const name: [string, string, string] = [line(0, 'C'), line(1, 'D'), line(2, 'E')];
  r.end();
  return {
    plu,
    itemCode,
    unitPrice,
    weighingMode,
    specialInfo,
    shelfLife,
    barcodeFlag,
    department,
    numericCode,
    tare,
    labelNumber,
    discountFlag,
    discountPeriods,
    name,
  };
}

/** Reads a `!0V` line (without CR LF). Throws DecodeError naming the field at fault. */
export function decodePlu(line: string): PluRecord {
  return readPluBody(bodyAfter(line, '!0V', 'plu'), 'plu', 'upper');
}

/** `!0U0001A`: asks the scale for one PLU. */
export function encodePluRead(plu: number): string {
  return `!0U${fixed('pluRead.plu', plu, 4, 1, MAX_PLU)}A`;
}

export function decodePluRead(line: string): number {
  const r = new FieldReader(bodyAfter(line, '!0U', 'pluRead'), 'pluRead');
  const plu = r.int('plu', 4, 1, MAX_PLU);
  r.literal('A', 'A');
  r.end();
  return plu;
}

/**
 * The scale's answer to `!0U`: `0u0001A…B…CDE` in the one packet capture (the separators stay upper
 * case there, unlike other replies). The decoder takes either case of the separators.
 */
export function encodePluReadReply(record: PluRecord, options?: Partial<ProtocolOptions>): string {
  return `0u${pluBody(record, 'pluReadReply', options)}`;
}

export function decodePluReadReply(reply: string): PluRecord {
  if (!reply.startsWith('0u'))
    throw new DecodeError('pluReadReply', `not a 0u reply: ${JSON.stringify(reply.slice(0, 12))}`);
  return readPluBody(reply.slice(2), 'pluReadReply', 'either');
}

/** The acknowledgement of a `!0V`: `0v` + PLU + `a` + the first digit of the item code. */
export function pluAck(record: Pick<PluRecord, 'plu' | 'itemCode'>): string {
  return `0v${fixed('plu.plu', record.plu, 4, 1, MAX_PLU)}a${fixed('plu.itemCode', record.itemCode, 7)[0]}`;
}
