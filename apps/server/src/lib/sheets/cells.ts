import { fenToYuanText, SHEET_AMOUNT_LIMIT, yuanCellToFen } from '@dahua/shared';
import iconv from 'iconv-lite';
import { readXlsxRows } from './xlsx-reader.js';

// Reading and writing spreadsheets (xlsx and csv), for every import and export: goods, trades,
// stock, work orders. What a column means is each module's own business (goods-transfer/columns.ts).

export type Sheet = { header: string[]; rows: string[][] };

export { fenToYuanText };

/**
 * Yuan as written in an imported cell (`12`, `12.5`, `¥12.80`) → integer fen, or null (packages/shared
 * money.ts): any exact integer of fen; the contract that receives it decides what is too much.
 */
export function yuanToFen(text: string): number | null {
  return yuanCellToFen(text, SHEET_AMOUNT_LIMIT);
}

/** Text a spreadsheet would run as a formula (OWASP "CSV injection"), after any guard quotes. */
const FORMULA_LEAD = /^'*[=+\-@\t\r]/;

/**
 * A text cell as exported: one leading `'` when a spreadsheet would otherwise read it as a
 * formula (`=`, `+`, `-`, `@`, tab, CR), so opening an export runs nothing; unguardCell undoes it.
 */
export function guardCell(value: string | number): string | number {
  return typeof value === 'string' && FORMULA_LEAD.test(value) ? `'${value}` : value;
}

/** A text cell as imported: the guard quote of guardCell removed, so an export reads back unchanged. */
export function unguardCell(text: string): string {
  return text.startsWith("'") && FORMULA_LEAD.test(text.slice(1)) ? text.slice(1) : text;
}

/** One csv cell, quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** RFC 4180 text: quoted cells may hold commas, quotes (doubled) and line breaks. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function hasControlCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/** Text of a csv: UTF-8 (BOM or not), else GBK as Chinese Excel saves it; binary is refused (null). */
function csvText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = iconv.decode(bytes, 'gbk');
  }
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  // Control characters other than tab and line breaks do not occur in a spreadsheet's text.
  if (hasControlCharacters(text)) return null;
  return text;
}

/** A file's rows, judged by its bytes: a zip is read as xlsx, UTF-8/GBK text as csv; else null. */
export async function readSheet(bytes: Buffer): Promise<string[][] | null> {
  let rows: string[][] | null;
  if (isZip(bytes)) rows = await readXlsxRows(bytes);
  else {
    const text = csvText(bytes);
    rows = text === null || text.trim() === '' ? null : parseCsv(text);
  }
  return rows?.map((row) => row.map(unguardCell)) ?? null;
}
