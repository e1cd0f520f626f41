import { isUtf8 } from 'node:buffer';
import iconv from 'iconv-lite';
import { AppError } from '../../errors/app-error.js';
import { unguardCell } from '../../lib/sheets/cells.js';
import { readXlsxRows } from '../../lib/sheets/xlsx-reader.js';

/**
 * The rows of an import file, read again from its bytes each time they are walked: a csv is decoded
 * and split a slice at a time (never the whole text, nor every row, at once), an xlsx (at most
 * 20,000 rows, `XLSX_LIMITS`) as the goods import reads it. Cells are unguarded as `readSheet` does.
 * A csv with a control character (other than tab and line breaks) is refused as not a sheet
 * (`IMPORT_FILE_TYPE`) when its slice is read.
 */
export type RowSource = () => Iterable<string[]>;

/** Bytes decoded per slice: 16 KB (about 400 rows of an export). */
const SLICE = 16 * 1024;

/** What ends a run of plain characters outside quotes. */
const SPECIAL = /[",\r\n]/g;

function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Control characters other than tab and line breaks, which a spreadsheet's text never holds. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point
const CONTROL = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;

/** Nothing but blanks and a byte-order mark: no sheet at all. */
const blank = (bytes: Buffer) => bytes.length <= SLICE && /^[\s\uFEFF]*$/.test(bytes.toString('utf8'));

/**
 * RFC 4180 rows from text fed a piece at a time, exactly as `parseCsv` splits the whole text: a
 * quote opens a quoted cell only at the cell's start, `""` inside one is a quote, CR LF, CR or LF
 * ends a row. A quote or a CR at the end of a piece waits for the next piece's first character.
 */
export class CsvSplitter {
  private row: string[] = [];
  private cell = '';
  private quoted = false;
  /** Inside a quoted cell, a quote was the piece's last character: `""` or the cell's end? */
  private quoteAtEnd = false;
  /** A row ended on CR at the end of a piece: a LF starting the next piece belongs to it. */
  private crAtEnd = false;

  /** The rows the piece completes. */
  feed(text: string): string[][] {
    const rows: string[][] = [];
    if (text === '') return rows;
    let i = 0;
    if (this.crAtEnd) {
      this.crAtEnd = false;
      if (text[0] === '\n') i = 1;
    }
    if (this.quoteAtEnd && i < text.length) {
      this.quoteAtEnd = false;
      if (text[i] === '"') {
        this.cell += '"';
        i++;
      } else this.quoted = false;
    }
    for (; i < text.length; i++) {
      const ch = text[i]!;
      if (this.quoted) {
        if (ch === '"') {
          if (i + 1 === text.length) this.quoteAtEnd = true;
          else if (text[i + 1] === '"') {
            this.cell += '"';
            i++;
          } else this.quoted = false;
        } else {
          // The run of plain characters up to the next quote, at once.
          const next = text.indexOf('"', i);
          const end = next === -1 ? text.length : next;
          this.cell += text.slice(i, end);
          i = end - 1;
        }
      } else if (ch === '"' && this.cell === '') this.quoted = true;
      else if (ch === ',') {
        this.row.push(this.cell);
        this.cell = '';
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r') {
          if (i + 1 === text.length) this.crAtEnd = true;
          else if (text[i + 1] === '\n') i++;
        }
        this.row.push(this.cell);
        rows.push(this.row);
        this.row = [];
        this.cell = '';
      } else {
        // The run of plain characters up to the next comma, quote or line break, at once.
        SPECIAL.lastIndex = i + 1;
        const end = SPECIAL.exec(text)?.index ?? text.length;
        this.cell += text.slice(i, end);
        i = end - 1;
      }
    }
    return rows;
  }

  /** The last row, when the text does not end with a line break. */
  end(): string[][] {
    if (this.quoteAtEnd) {
      this.quoteAtEnd = false;
      this.quoted = false;
    }
    if (this.cell === '' && this.row.length === 0) return [];
    this.row.push(this.cell);
    const last = this.row;
    this.row = [];
    this.cell = '';
    return [last];
  }
}

/** A csv's rows, UTF-8 (BOM or not) else GBK as Chinese Excel saves it, a slice at a time. */
function* csvRows(bytes: Buffer): Iterable<string[]> {
  const utf8 = isUtf8(bytes);
  const decoder = utf8 ? new TextDecoder('utf-8') : null;
  const gbk = utf8 ? null : iconv.getDecoder('gbk');
  const splitter = new CsvSplitter();
  let first = true;
  for (let at = 0; at < bytes.length; at += SLICE) {
    const slice = bytes.subarray(at, Math.min(at + SLICE, bytes.length));
    let text = decoder ? decoder.decode(slice, { stream: true }) : gbk!.write(slice);
    // Checked a slice at a time, as it is read (a whole 20 MB file held the event loop ~0.5 s).
    if (CONTROL.test(text)) throw new AppError('IMPORT_FILE_TYPE');
    if (first) {
      if (text.startsWith('\uFEFF')) text = text.slice(1);
      first = false;
    }
    for (const row of splitter.feed(text)) yield row.map(unguardCell);
  }
  const rest = decoder ? decoder.decode() : (gbk!.end() ?? '');
  if (CONTROL.test(rest)) throw new AppError('IMPORT_FILE_TYPE');
  for (const row of [...splitter.feed(rest), ...splitter.end()]) yield row.map(unguardCell);
}

/** The rows of a file judged by its bytes (a zip is read as xlsx, text as csv), or null when neither. */
export async function rowSourceOf(bytes: Buffer): Promise<RowSource | null> {
  if (isZip(bytes)) {
    const rows = await readXlsxRows(bytes);
    return rows ? () => rows.map((row) => row.map(unguardCell)) : null;
  }
  // NUL: binary (memchr, fast); any other control character refuses the file as it is read.
  return bytes.includes(0) || blank(bytes) ? null : () => csvRows(bytes);
}
