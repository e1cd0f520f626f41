import { AUDIT_DIFFERENCES_MAX, type AuditDifference } from '@dahua/shared/contracts/devices';
import { blankPlu, isBlankPlu, type PluRecord } from '@dahua/tm-protocol';

/*
 * Read-back audits (issue 25 §4), the pure part: what a PLU read back with `!0U` is compared on, and
 * how one comparison becomes a difference the server stores.
 *
 * `!0U` answers the whole `!0V` record (`0u<plu>A…B…C…D…E`), every field at the width it was written,
 * so each field can be compared exactly; names go through the same zone-bit codec both ways (what the
 * console sends is compared after the codec, from the desired `!0V` line, so a full-width `Ａ` sent as
 * `A` is no difference). One field is left out: the four timed discount periods. Later firmware
 * ignores them (packages/tm-protocol `PluRecord.discountPeriods`: the 24 digits must be sent, but the
 * scale need not keep them), so a scale may answer zeros there; comparing them would report, and
 * "repair", every discounted PLU forever. The discount flag itself is compared.
 */

/** The PLU fields an audit compares, by the names a difference carries (strings, as the contract says). */
export const AUDITED_FIELDS: readonly { field: string; of: (record: PluRecord) => string }[] = [
  { field: 'unit_price', of: (r) => String(r.unitPrice) },
  { field: 'name1', of: (r) => r.name[0] },
  { field: 'name2', of: (r) => r.name[1] },
  { field: 'name3', of: (r) => r.name[2] },
  { field: 'item_code', of: (r) => String(r.itemCode) },
  { field: 'weighing_mode', of: (r) => String(r.weighingMode) },
  { field: 'tare', of: (r) => String(r.tare) },
  { field: 'shelf_life', of: (r) => String(r.shelfLife) },
  { field: 'barcode_flag', of: (r) => String(r.barcodeFlag) },
  { field: 'department', of: (r) => String(r.department) },
  { field: 'numeric_code', of: (r) => r.numericCode },
  { field: 'label_number', of: (r) => String(r.labelNumber) },
  { field: 'special_info', of: (r) => r.specialInfo.join(',') },
  { field: 'discount_flag', of: (r) => String(r.discountFlag) },
];

type FieldDifference = AuditDifference['fields'][number];

/** The audited fields in which two records differ, side by side (scale value, console value). */
export function differingFields(scale: PluRecord, console: PluRecord): FieldDifference[] {
  const fields: FieldDifference[] = [];
  for (const { field, of } of AUDITED_FIELDS) {
    const held = of(scale);
    const wanted = of(console);
    if (held !== wanted) fields.push({ field, scale: held, console: wanted });
  }
  return fields;
}

/** The name people know a PLU by: its first name line (the goods' name), else the other lines. */
export const nameOf = (record: PluRecord): string =>
  (record.name[0] || record.name.filter(Boolean).join(' ')).slice(0, 200);

/**
 * One PLU read back (`scale`) against what the console says the scale should hold under its number
 * (`console`, null when nothing). Null when they agree (a blank record and nothing wanted agree);
 * else `missing` (wanted, the scale answers blank), `unexpected` (not wanted, the scale holds a
 * record: its fields against nothing) or `differs` (the fields side by side).
 */
export function compareRecords(
  plu: number,
  scale: PluRecord,
  console: PluRecord | null,
): AuditDifference | null {
  const blank = isBlankPlu(scale);
  if (console === null) {
    if (blank) return null;
    const fields = differingFields(scale, blankPlu(plu)).map((f) => ({ ...f, console: null }));
    return { plu, kind: 'unexpected', name: nameOf(scale), fields };
  }
  if (blank) return { plu, kind: 'missing', name: nameOf(console), fields: [] };
  const fields = differingFields(scale, console);
  return fields.length === 0 ? null : { plu, kind: 'differs', name: nameOf(console), fields };
}

/** One PLU an audit read: `difference` null when the scale holds what the console says. */
export interface AuditResult {
  plu: number;
  difference: AuditDifference | null;
}

export interface AuditSummary {
  checked: number;
  matched: number;
  /** Every differing PLU (the report lists at most AUDIT_DIFFERENCES_MAX of them). */
  differences: AuditDifference[];
}

export function summarize(results: readonly AuditResult[]): AuditSummary {
  const differences = results.flatMap((r) => (r.difference ? [r.difference] : []));
  return { checked: results.length, matched: results.length - differences.length, differences };
}

/** The differences a report lists: PLU order, at most AUDIT_DIFFERENCES_MAX (the rest are counted). */
export const listed = (differences: readonly AuditDifference[]): AuditDifference[] =>
  [...differences].sort((a, b) => a.plu - b.plu).slice(0, AUDIT_DIFFERENCES_MAX);

/**
 * The PLU numbers after `after` in round-robin order, `count` of them at most (each once): where a
 * rolling audit continues. `numbers` ascending.
 */
export function nextRound(numbers: readonly number[], after: number, count: number): number[] {
  if (numbers.length === 0) return [];
  let start = numbers.findIndex((n) => n > after);
  if (start < 0) start = 0;
  const picked: number[] = [];
  for (let i = 0; i < Math.min(count, numbers.length); i++)
    picked.push(numbers[(start + i) % numbers.length] as number);
  return picked;
}

/** How many PLUs a rolling audit reads a cycle: all of them within a day, at least 5. */
export function rollingCount(total: number, cycleMs: number): number {
  const cyclesPerDay = Math.max(1, Math.floor((24 * 3600_000) / Math.max(1, cycleMs)));
  return Math.min(total, Math.max(5, Math.ceil(total / cyclesPerDay)));
}
