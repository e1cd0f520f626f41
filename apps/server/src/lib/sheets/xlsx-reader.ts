import JSZip from 'jszip';
import { AppError } from '../../errors/app-error.js';

/**
 * What one upload may make the reader hold, whatever the file claims: a 10 MB upload can carry a
 * zip that inflates a thousandfold, and a 1 KB sheet can name row 30,000,000 or column ZZZZZZZ.
 * Every bound is checked before anything is allocated from the number it bounds.
 */
export const XLSX_LIMITS = {
  /** The goods import's MAX_IMPORT_ROWS (modules/goods-transfer/service.ts) plus the header row; the limits test keeps them in step. */
  rows: 20_001,
  /** The import template has 20 columns; a cell with text beyond column 64 (BL) is refused. */
  columns: 64,
  /** Inflated bytes of each part read (a full 20,000-row, 20-column export's sheet is ~13 MB). */
  partBytes: 32 * 1024 * 1024,
  /** Zip entries: an xlsx has tens; JSZip builds objects for each (120,000 take 4.8 s and 185 MB). */
  entries: 10_000,
  /** Shared strings: at most one per cell the import can read. */
  sharedStrings: 20_001 * 64,
  /** Characters in one cell: Excel's own limit. */
  cellChars: 32_767,
  /** Characters in all cells together (a shared string counts at each cell that uses it). */
  totalChars: 64 * 1024 * 1024,
};

/** A refusal naming the bound the file passes, in the caller's language (400, data.fields = file). */
function tooLarge(ch: string, en: string): AppError {
  return new AppError('VALIDATION', { detail: { ch, en } }, {}, 'file');
}

/** A sheet whose markup does not close is not a workbook (the reader answers null). */
class Malformed extends Error {}

/**
 * The cell texts of an xlsx workbook's first sheet, row by row. ExcelJS builds a full object model
 * with styles (4.4–6.3 s for 10,000 goods rows, bench/README.md); an import needs only the texts,
 * which this reads straight from the sheet XML (0.3–0.5 s). Null when the bytes are not a workbook;
 * an AppError when the workbook passes one of XLSX_LIMITS.
 */
export async function readXlsxRows(bytes: Buffer): Promise<string[][] | null> {
  if (centralRecordsAtMost(bytes) > XLSX_LIMITS.entries) {
    throw tooLarge(
      `xlsx 文件包含的条目超过 ${XLSX_LIMITS.entries} 个`,
      `the xlsx file holds more than ${XLSX_LIMITS.entries} entries`,
    );
  }
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return null;
  }
  const text = (path: string) => {
    const file = zip.file(path);
    return file ? inflated(file) : Promise.resolve(null);
  };
  try {
    const sheetPath = await firstSheetPath(text);
    const sheet = sheetPath ? await text(sheetPath) : null;
    if (!sheet) return null;
    return sheetRows(sheet, sharedStrings((await text('xl/sharedStrings.xml')) ?? ''));
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

/**
 * An upper bound of the entries JSZip would read: each central directory record starts with
 * PK\1\2, so there are at most as many records as occurrences of it (whatever the end record says).
 */
function centralRecordsAtMost(bytes: Buffer): number {
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  let count = 0;
  for (let at = bytes.indexOf(signature); at !== -1; at = bytes.indexOf(signature, at + 4)) {
    if (++count > XLSX_LIMITS.entries) break;
  }
  return count;
}

/** The minimal StreamHelper of JSZip's documented ZipObject#internalStream. */
type ChunkStream = {
  on(event: 'data', listener: (chunk: Uint8Array) => void): ChunkStream;
  on(event: 'error', listener: (error: unknown) => void): ChunkStream;
  on(event: 'end', listener: () => void): ChunkStream;
  resume(): ChunkStream;
  pause(): ChunkStream;
};

/**
 * A part's text, inflated chunk by chunk and counted as it comes: past XLSX_LIMITS.partBytes the
 * inflating stops (the sizes in the zip's headers are the sender's word, so they are not trusted).
 * A part that does not inflate (corrupt data, a size that does not match) is Malformed.
 */
function inflated(file: JSZip.JSZipObject): Promise<string> {
  const stream = (file as unknown as { internalStream(type: 'uint8array'): ChunkStream }).internalStream(
    'uint8array',
  );
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let settled = false;
    stream
      .on('data', (chunk) => {
        if (settled) return;
        size += chunk.length;
        if (size > XLSX_LIMITS.partBytes) {
          settled = true;
          stream.pause();
          const mb = XLSX_LIMITS.partBytes / 1024 / 1024;
          reject(
            tooLarge(
              `xlsx 文件中有部分解压后超过 ${mb} MB`,
              `a part of the xlsx file inflates to more than ${mb} MB`,
            ),
          );
        } else chunks.push(chunk);
      })
      .on('error', () => {
        if (!settled) reject(new Malformed());
        settled = true;
      })
      .on('end', () => {
        if (!settled) resolve(Buffer.concat(chunks, size).toString('utf8'));
        settled = true;
      })
      .resume();
  });
}

/** The rows of a sheet's XML, each at most XLSX_LIMITS.columns cells; rows past XLSX_LIMITS.rows refused. */
function sheetRows(sheet: string, shared: string[]): string[][] {
  const rows: string[][] = [];
  let totalChars = 0;
  for (const row of elements(sheet, 'row')) {
    const number = Number(/\br="(\d+)"/.exec(row.attributes)?.[1] ?? rows.length + 1);
    // Where the row goes: its number, or after the rows so far (as before, rows out of order append).
    const position = Math.max(rows.length, number - 1);
    const inBounds = position < XLSX_LIMITS.rows;
    const cells: string[] = [];
    let next = 0; // the column of a cell without a reference
    for (const cell of elements(row.body, 'c')) {
      const reference = /\br="([A-Z]+)\d+"/.exec(cell.attributes)?.[1];
      const column = reference ? columnIndex(reference) : next;
      next = Math.max(next, column + 1);
      const text = cellText(/\bt="(\w+)"/.exec(cell.attributes)?.[1], cell.body, shared);
      // A cell without text (a style alone) is no content, wherever it is.
      if (text === '') continue;
      if (!inBounds) throw new AppError('IMPORT_TOO_MANY_ROWS', { max: XLSX_LIMITS.rows - 1 });
      if (column >= XLSX_LIMITS.columns) {
        const last = columnLetters(XLSX_LIMITS.columns - 1);
        throw tooLarge(
          `第 ${position + 1} 行有超出 ${last} 列的单元格（最多读取 ${XLSX_LIMITS.columns} 列）`,
          `row ${position + 1} has a cell beyond column ${last} (an import reads at most ${XLSX_LIMITS.columns} columns)`,
        );
      }
      if (text.length > XLSX_LIMITS.cellChars) {
        throw tooLarge(
          `第 ${position + 1} 行有超过 ${XLSX_LIMITS.cellChars} 个字符的单元格`,
          `row ${position + 1} has a cell of more than ${XLSX_LIMITS.cellChars} characters`,
        );
      }
      totalChars += text.length;
      if (totalChars > XLSX_LIMITS.totalChars) {
        throw tooLarge(
          `表格的文字超过 ${XLSX_LIMITS.totalChars} 个字符`,
          `the sheet's cells hold more than ${XLSX_LIMITS.totalChars} characters`,
        );
      }
      while (cells.length < column) cells.push('');
      cells[column] = text;
    }
    // An empty row past the bound (formatting alone) is left out rather than refused.
    if (!inBounds) continue;
    while (rows.length < position) rows.push([]);
    rows.push(cells);
  }
  return rows;
}

/**
 * The elements `<name …>…</name>` and `<name …/>` in xml, outermost first, with their attributes
 * and body (the text up to the first closing tag, as a lazy regex would take it). Every search
 * starts where the last one ended, so the scan is linear however the markup is nested or repeated;
 * an element that never closes is Malformed (a lazy regex would rescan the rest for each one).
 */
function* elements(
  xml: string,
  name: string,
): Generator<{ attributes: string; body: string; start: number; end: number }> {
  const open = `<${name}`;
  const close = `</${name}>`;
  let at = xml.indexOf(open);
  while (at !== -1) {
    const after = at + open.length;
    // `<c` must be the whole tag name, not the start of `<col`.
    if (!/[\s/>]/.test(xml.charAt(after))) {
      at = xml.indexOf(open, after);
      continue;
    }
    const tagEnd = xml.indexOf('>', after);
    if (tagEnd === -1) throw new Malformed();
    if (xml.charCodeAt(tagEnd - 1) === 0x2f /* / */) {
      yield { attributes: xml.slice(after, tagEnd - 1), body: '', start: at, end: tagEnd + 1 };
      at = xml.indexOf(open, tagEnd + 1);
      continue;
    }
    const closeAt = xml.indexOf(close, tagEnd + 1);
    if (closeAt === -1) throw new Malformed();
    const end = closeAt + close.length;
    yield { attributes: xml.slice(after, tagEnd), body: xml.slice(tagEnd + 1, closeAt), start: at, end };
    at = xml.indexOf(open, end);
  }
}

function firstBody(xml: string, name: string): string {
  for (const element of elements(xml, name)) return element.body;
  return '';
}

/** The first sheet's part, through workbook.xml and its relationships. */
async function firstSheetPath(text: (path: string) => Promise<string | null>): Promise<string | null> {
  const workbook = (await text('xl/workbook.xml')) ?? '';
  let relationId: string | undefined;
  for (const sheet of elements(workbook, 'sheet')) {
    relationId = /\br:id="([^"]+)"/.exec(sheet.attributes)?.[1];
    break;
  }
  if (!relationId) return null;
  const relations = (await text('xl/_rels/workbook.xml.rels')) ?? '';
  for (const relation of elements(relations, 'Relationship')) {
    if (/\bId="([^"]+)"/.exec(relation.attributes)?.[1] !== relationId) continue;
    const target = /\bTarget="([^"]+)"/.exec(relation.attributes)?.[1];
    if (target) return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
  }
  return null;
}

/** The shared-string table, however many items its `count` claims: at most XLSX_LIMITS.sharedStrings. */
function sharedStrings(xml: string): string[] {
  const strings: string[] = [];
  for (const item of elements(xml, 'si')) {
    if (strings.length === XLSX_LIMITS.sharedStrings) {
      throw tooLarge(
        `xlsx 文件的共享字符串超过 ${XLSX_LIMITS.sharedStrings} 个`,
        `the xlsx file has more than ${XLSX_LIMITS.sharedStrings} shared strings`,
      );
    }
    strings.push(runsText(item.body));
  }
  return strings;
}

/** The text of every <t> in an item (plain or rich text runs), phonetic hints (<rPh>) left out. */
function runsText(item: string): string {
  let text = '';
  const runs = (part: string) => {
    for (const run of elements(part, 't')) text += unescapeXml(run.body);
  };
  let from = 0;
  for (const phonetic of elements(item, 'rPh')) {
    runs(item.slice(from, phonetic.start));
    from = phonetic.end;
  }
  runs(item.slice(from));
  return text;
}

function cellText(type: string | undefined, content: string, shared: string[]): string {
  if (type === 'inlineStr') return runsText(firstBody(content, 'is'));
  const value = unescapeXml(firstBody(content, 'v'));
  if (type === 's') return shared[Number(value)] ?? '';
  if (type === 'b') return value === '1' ? 'true' : 'false';
  return value;
}

/** "A" → 0, "Z" → 25, "AA" → 26; four letters or more lie past any sheet (XFD), so past the bound. */
function columnIndex(letters: string): number {
  if (letters.length > 3) return Number.POSITIVE_INFINITY;
  let index = 0;
  for (const letter of letters) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** 0 → "A", 63 → "BL". */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A character reference's text; one past Unicode (`&#99999999;`) stays as written rather than throw. */
function codePoint(whole: string, code: number): string {
  return Number.isInteger(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
}

function unescapeXml(text: string): string {
  if (!text.includes('&') && !text.includes('_x')) return text;
  return text
    .replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    .replace(/&(#x[0-9A-Fa-f]+|#\d+|\w+);/g, (whole, entity: string) => {
      if (entity.startsWith('#x')) return codePoint(whole, Number.parseInt(entity.slice(2), 16));
      if (entity.startsWith('#')) return codePoint(whole, Number(entity.slice(1)));
      return ENTITIES[entity] ?? whole;
    });
}
