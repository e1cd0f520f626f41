import { dateTimeIn, formatYuan } from '@dahua/shared';
import type { Lang } from '../../lib/language.js';
import { BY_COUNT } from './quantities.js';

/*
 * What a stock export says, independent of its file format: export-data.ts builds it from the
 * services' answers, export-xlsx.ts and export-pdf.ts draw it. Quantities and money stay integers
 * (grams or pieces, fen) until a renderer writes them.
 */

/** One cell: text, a quantity in base units (grams or pieces, by weighing mode), money in fen, a count. */
export type Cell = string | { qty: number; mode: number } | { fen: number } | { int: number } | null;

export const qty = (quantity: number, mode: number): Cell => ({ qty: quantity, mode });
export const yuan = (fen: number | null): Cell => (fen === null ? null : { fen });
export const int = (value: number): Cell => ({ int: value });

export type Column = {
  label: string;
  /** Width in characters (xlsx); in the pdf, the share of the width left to wrapping columns. */
  width: number;
  /** Text that may wrap in the pdf (names, notes); other columns are as wide as their widest value. */
  wrap?: boolean;
};

export type Fact = { label: string; value: Cell };

/** A box of the pdf's header (supplier, buyer, from, to); the xlsx lists its facts. */
export type Party = { title: string; facts: Fact[] };

export type Report = {
  lang: Lang;
  /** The file's name without extension, and an ASCII stand-in for old clients. */
  filename: string;
  asciiFilename: string;
  /** Document kind or list title. */
  title: string;
  /** The document's number (document exports). */
  number: string | null;
  company: string;
  /** Under the company's name on paper (address, phone). */
  companyLines: string[];
  facts: Fact[];
  parties: Party[];
  /** Title over the table (the stocktake's variance report). */
  tableTitle: string | null;
  columns: Column[];
  rows: Cell[][];
  /** The totals row, aligned with the columns. */
  totals: Cell[] | null;
  /** Totals that do not fit a column (weight and pieces apart, counts). */
  summary: Fact[];
  notes: { label: string; text: string } | null;
  /** A request printed above the signatures (the purchase order's). */
  request: string | null;
  signatures: string[];
  signDate: string;
  /** Said after the table (a capped list). */
  footnote: string | null;
  generatedLabel: string;
  generated: string;
  pageLabel: (page: number, pages: number) => string;
  landscape: boolean;
};

/** Text as one line of a cell: line breaks become spaces, other control characters go. */
export function cleanText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  return text.replace(/\r\n|[\r\n\t]/g, ' ').replace(/[\u0000-\u001f\u007f]/g, '');
}

/** Integer grouping with commas: 1234567 → "1,234,567". */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A quantity without its unit: kg with three decimals for weighed goods, pieces for counted. */
export function quantityNumber(quantity: number, mode: number): string {
  if (mode === BY_COUNT) return grouped(quantity);
  const abs = Math.abs(quantity);
  return `${quantity < 0 ? '-' : ''}${grouped(Math.floor(abs / 1000))}.${String(abs % 1000).padStart(3, '0')}`;
}

/** A cell as text (pdf). */
export function cellText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell === 'string') return cleanText(cell);
  if ('qty' in cell) return quantityNumber(cell.qty, cell.mode);
  if ('fen' in cell) return formatYuan(cell.fen);
  return grouped(cell.int);
}

/** Whether a cell is a number (right-aligned). */
export const isNumeric = (cell: Cell): boolean => cell !== null && typeof cell !== 'string';

/** A time on the wall clock of `zone`: `YYYY-MM-DD HH:mm`. */
export function timeIn(at: string | Date | null, zone: string): string {
  if (at === null) return '';
  return dateTimeIn(typeof at === 'string' ? new Date(at) : at, zone);
}

/** `Content-Disposition` of a download: an ASCII `filename` and the real one as RFC 5987 `filename*`. */
export function contentDisposition(filename: string, asciiFilename: string): string {
  const ascii = asciiFilename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*!]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
