/**
 * A tiny PDF 1.4 writer for the generated manuals: A4 pages of text lines, Helvetica for
 * Latin text and the standard Adobe-GB1 font STSong-Light (not embedded, shipped with PDF
 * readers' Asian font packs) for Chinese. Output has a correct cross-reference table.
 */

export interface PdfLine {
  readonly text: string;
  /** Point size; default 11. */
  readonly size?: number;
  /** Extra space above the line in points. */
  readonly spaceBefore?: number;
}

export interface PdfDocument {
  readonly title: string;
  readonly lines: readonly PdfLine[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;

function isLatin(text: string): boolean {
  return /^[\x20-\x7e]*$/.test(text);
}

function escapeLatin(text: string): string {
  return text.replace(/[\\()]/g, (char) => `\\${char}`);
}

function utf16Hex(text: string): string {
  let hex = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    // UniGB-UCS2-H covers the Basic Multilingual Plane only.
    hex += (code > 0xffff ? 0x3f : code).toString(16).padStart(4, '0');
  }
  return hex.toUpperCase();
}

/** Splits a line so it fits the page: Latin by words, Chinese by characters. */
function wrap(line: PdfLine): PdfLine[] {
  const size = line.size ?? 11;
  const usable = PAGE_WIDTH - 2 * MARGIN;
  const latin = isLatin(line.text);
  const maxChars = Math.floor(usable / (size * (latin ? 0.5 : 1)));
  if (line.text.length <= maxChars) return [line];
  const parts: string[] = [];
  if (latin) {
    let current = '';
    for (const word of line.text.split(' ')) {
      if (current && `${current} ${word}`.length > maxChars) {
        parts.push(current);
        current = word;
      } else current = current ? `${current} ${word}` : word;
    }
    if (current) parts.push(current);
  } else {
    const chars = [...line.text];
    for (let i = 0; i < chars.length; i += maxChars) parts.push(chars.slice(i, i + maxChars).join(''));
  }
  return parts.map((text, i) => ({ text, size, spaceBefore: i === 0 ? (line.spaceBefore ?? 0) : 0 }));
}

function paginate(lines: readonly PdfLine[]): PdfLine[][] {
  const pages: PdfLine[][] = [[]];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines.flatMap(wrap)) {
    const height = (line.size ?? 11) * 1.5 + (line.spaceBefore ?? 0);
    if (y - height < MARGIN) {
      pages.push([]);
      y = PAGE_HEIGHT - MARGIN;
    }
    y -= height;
    pages[pages.length - 1]?.push(line);
  }
  return pages;
}

function contentStream(lines: readonly PdfLine[], pageNumber: number, pageCount: number): string {
  const ops: string[] = [];
  let y = PAGE_HEIGHT - MARGIN;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= size * 1.5 + (line.spaceBefore ?? 0);
    const text = isLatin(line.text) ? `(${escapeLatin(line.text)})` : `<${utf16Hex(line.text)}>`;
    ops.push(`BT /${isLatin(line.text) ? 'F1' : 'F2'} ${size} Tf ${MARGIN} ${y.toFixed(1)} Td ${text} Tj ET`);
  }
  ops.push(`BT /F1 9 Tf ${PAGE_WIDTH / 2 - 12} 30 Td (${pageNumber} / ${pageCount}) Tj ET`);
  return ops.join('\n');
}

/** Renders the document to PDF bytes. */
export function writePdf(document: PdfDocument): Uint8Array {
  const pages = paginate(document.lines);
  const objects: string[] = [];
  const add = (body: string): number => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add('');
  const pagesRoot = add('');
  const latinFont = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const cidFont = add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      '/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 2 >> ' +
      '/FontDescriptor << /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] ' +
      '/ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >> /DW 1000 >>',
  );
  const cjkFont = add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`,
  );
  const info = add(`<< /Title <FEFF${utf16Hex(document.title)}> /Producer (Dahua site build) >>`);
  const pageIds: number[] = [];
  pages.forEach((lines, index) => {
    const stream = contentStream(lines, index + 1, pages.length);
    const contents = add(
      `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${pagesRoot} 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
          `/Resources << /Font << /F1 ${latinFont} 0 R /F2 ${cjkFont} 0 R >> >> /Contents ${contents} 0 R >>`,
      ),
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesRoot} 0 R >>`;
  objects[pagesRoot - 1] =
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`;

  // Every byte written is ASCII (Chinese goes through hex strings), so offsets are char offsets.
  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(output, 'latin1'));
    output += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefOffset = Buffer.byteLength(output, 'latin1');
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`;
  output += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(output, 'latin1'));
}
