import { isWide } from './fonts.js';

/**
 * A row of the scales' unit table (SPEC §3): how one printed field is cut or padded to its length.
 * Lengths count printed columns: a Chinese character takes two, as on the scale (GBK bytes).
 */
export type UnitRow = {
  unitNo: number;
  unitItem: string;
  /** Printed columns the field takes. */
  itemLength: number;
  /** 0 cut on the right (keep the start), 1 in the middle (keep both ends), 2 on the left (keep the end). */
  cutStyle: 0 | 1 | 2;
  /** Columns of the value skipped before anything is printed. */
  startIndex: number;
  /** What fills a value shorter than the field (one character; empty: no padding). */
  addCharacter: string;
};

const columnsOf = (chars: string[]) => chars.reduce((sum, c) => sum + (isWide(c) ? 2 : 1), 0);

/** The longest prefix of chars within `columns` printed columns (a wide character is never split). */
function take(chars: string[], columns: number): string[] {
  const kept: string[] = [];
  let used = 0;
  for (const char of chars) {
    const width = isWide(char) ? 2 : 1;
    if (used + width > columns) break;
    kept.push(char);
    used += width;
  }
  return kept;
}

/** Skips `columns` printed columns from the start (a wide character straddling the edge is dropped). */
function skip(chars: string[], columns: number): string[] {
  let used = 0;
  let index = 0;
  while (index < chars.length && used < columns) {
    used += isWide(chars[index]!) ? 2 : 1;
    index++;
  }
  return chars.slice(index);
}

/**
 * The value as the scale prints it in the field: from `startIndex`, cut to `itemLength` columns by
 * `cutStyle`, then padded with `addCharacter` on the side the cut style keeps free (after the text
 * for 0, both sides for 1, before it for 2). The result never exceeds the field.
 */
export function fitField(value: string, row: UnitRow): string {
  const length = Math.max(0, row.itemLength);
  const chars = skip([...value], Math.max(0, row.startIndex));
  let kept: string[];
  if (columnsOf(chars) <= length) kept = chars;
  else if (row.cutStyle === 0) kept = take(chars, length);
  else if (row.cutStyle === 2) kept = take([...chars].reverse(), length).reverse();
  else {
    const head = take(chars, Math.ceil(length / 2));
    const tail = take([...chars].reverse(), length - columnsOf(head)).reverse();
    kept = [...head, ...tail];
  }
  const text = kept.join('');
  const pad = [...row.addCharacter][0];
  const missing = length - columnsOf(kept);
  if (!pad || missing <= 0) return text;
  const padWidth = isWide(pad) ? 2 : 1;
  const count = Math.floor(missing / padWidth);
  if (row.cutStyle === 0) return text + pad.repeat(count);
  if (row.cutStyle === 2) return pad.repeat(count) + text;
  const before = Math.floor(count / 2);
  return pad.repeat(before) + text + pad.repeat(count - before);
}
