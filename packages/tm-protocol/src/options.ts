/**
 * The points scale-protocol.md marks uncertain, each a named option with the documented default,
 * so a test on a real scale can switch one without touching the code.
 */

/** The fields of a `!0J` sales record after the date and time, in wire order. */
export const SALES_RECORD_FIELDS = [
  'department',
  'shop',
  'plu',
  'weight',
  'unitPrice',
  'totalBeforeDiscount',
  'totalAfterDiscount',
  'ticketField',
  'scaleNumber',
] as const;
export type SalesRecordField = (typeof SALES_RECORD_FIELDS)[number];

export interface ProtocolOptions {
  /**
   * Keys per `!0L` hot-key layer. 36 is the better-attested count (the translated document's
   * examples carry 36 keys a layer); one source lays out 35.
   */
  hotKeysPerLayer: 36 | 35;
  /**
   * The `!0J` reply's sample is one character longer than its documented widths add up to (57
   * against 56): one field is one digit wider. This names that field ('none': the documented
   * widths). Default 'totalBeforeDiscount': the only reading of the public sample in which its unit
   * price is PLU 1's 20.00 yuan of the `!0V` example, both totals agree (16.00) and the ticket field
   * and scale number are the ones the translator reads (00002000004, 01).
   */
  salesRecordWideField: SalesRecordField | 'none';
  /**
   * The most characters a name line (`!0V` B/C/D) may hold. The public material gives no figure;
   * Infinity sends what the goods item holds (its contract allows 120 characters in all).
   */
  maxNameLineChars: number;
  /** The most characters of a `!0Z` text or `!0X` special information; no public figure either. */
  maxTextChars: number;
}

export const DEFAULT_OPTIONS: Readonly<ProtocolOptions> = Object.freeze({
  hotKeysPerLayer: 36,
  salesRecordWideField: 'totalBeforeDiscount',
  maxNameLineChars: Number.POSITIVE_INFINITY,
  maxTextChars: Number.POSITIVE_INFINITY,
});

export function optionsOf(options: Partial<ProtocolOptions> | undefined): ProtocolOptions {
  const merged = { ...DEFAULT_OPTIONS, ...options };
  if (merged.hotKeysPerLayer !== 36 && merged.hotKeysPerLayer !== 35)
    throw new RangeError(`hotKeysPerLayer must be 36 or 35, got ${String(merged.hotKeysPerLayer)}`);
  if (merged.salesRecordWideField !== 'none' && !SALES_RECORD_FIELDS.includes(merged.salesRecordWideField))
    throw new RangeError(`salesRecordWideField: unknown field ${String(merged.salesRecordWideField)}`);
  return merged;
}
