import PDFDocument from 'pdfkit';
import { cjkFont } from '../../lib/cjk-font.js';
import { type Cell, cellText, cleanText, type Fact, isNumeric, type Report } from './export-model.js';

/*
 * The pdf of a stock export, drawn with pdfkit in Noto Sans Hans (SIL OFL 1.1, shipped by
 * @embedpdf/fonts-sc): one CJK font that also covers Latin text, embedded as a subset of the
 * glyphs used (a one-page order is some 75 KB). Bold is the same font filled and stroked.
 */

type Doc = PDFKit.PDFDocument;

const MARGIN = 36;
const FOOTER = 26;
const INK = '#1f2329';
const MUTED = '#646a73';
const RULE = '#8f959e';
const HAIRLINE = '#d0d3d6';
const FILL = '#edeff2';
const WARN = '#c0392b';
const PAD = 3;
/** A4 in points. */
const A4 = { short: 595.28, long: 841.89 };
/** The narrowest a wrapping column (goods names, notes) may get before a document turns landscape. */
const MIN_WRAP_WIDTH = 90;
/** Column widths are fitted to the text of at most this many rows (later ones wrap if wider). */
const FIT_SAMPLE = 1000;

/** Text drawn heavier (fill + stroke): the one font serves as bold too. */
function strong(doc: Doc, size: number): Doc {
  return doc
    .fontSize(size)
    .lineWidth(size * 0.035)
    .strokeColor(INK)
    .fillColor(INK);
}
const heavy = { fill: true, stroke: true } as const;

/** What every drawing step needs: the document, the report and the page's geometry. */
type Pen = {
  doc: Doc;
  report: Report;
  /** `label：value` in Chinese, `label: value` in English. */
  colon: string;
  left: number;
  right: number;
  width: number;
  /** Where content stops (the footer is below). */
  bottom: number;
  newPage(): number;
};

function header(pen: Pen): number {
  const { doc, report } = pen;
  let y = MARGIN;
  const leftWidth = pen.width * 0.55;
  const rightWidth = pen.width - leftWidth;
  strong(doc, 13).text(cleanText(report.company), pen.left, y, { width: leftWidth - 10, ...heavy });
  let left = doc.y;
  doc.fontSize(8.5).fillColor(MUTED);
  for (const line of report.companyLines) {
    doc.text(cleanText(line), pen.left, left + 1, { width: leftWidth - 10 });
    left = doc.y;
  }
  strong(doc, 18).text(report.title, pen.left + leftWidth, y, {
    width: rightWidth,
    align: 'right',
    ...heavy,
  });
  let right = doc.y;
  if (report.number) {
    doc
      .fontSize(10)
      .fillColor(INK)
      .text(report.number, pen.left + leftWidth, right + 2, { width: rightWidth, align: 'right' });
    right = doc.y;
  }
  y = Math.max(left, right) + 6;
  doc.moveTo(pen.left, y).lineTo(pen.right, y).lineWidth(1.2).strokeColor(INK).stroke();
  return y + 8;
}

const factLine = (pen: Pen, f: Fact) =>
  f.label ? `${f.label}${pen.colon}${cellText(f.value)}` : cellText(f.value);

/** The parties side by side, each in a box with a title bar. */
function parties(pen: Pen, y: number): number {
  const { doc } = pen;
  const list = pen.report.parties;
  if (list.length === 0) return y;
  const gap = 10;
  const width = (pen.width - gap * (list.length - 1)) / list.length;
  const inner = width - 2 * 6;
  const heights = list.map((party) =>
    party.facts.reduce((sum, f, index) => {
      doc.fontSize(index === 0 && !f.label ? 10.5 : 8.5);
      return sum + doc.heightOfString(factLine(pen, f), { width: inner }) + 2;
    }, 0),
  );
  const height = 18 + Math.max(...heights) + 8;
  list.forEach((party, i) => {
    const x = pen.left + i * (width + gap);
    doc.rect(x, y, width, 16).fillColor(FILL).fill();
    doc.rect(x, y, width, height).lineWidth(0.7).strokeColor(RULE).stroke();
    strong(doc, 9).text(party.title, x + 6, y + 3.5, { width: inner, ...heavy });
    let at = y + 22;
    party.facts.forEach((f, index) => {
      if (index === 0 && !f.label)
        strong(doc, 10.5).text(factLine(pen, f), x + 6, at, { width: inner, ...heavy });
      else
        doc
          .fontSize(8.5)
          .fillColor(INK)
          .text(factLine(pen, f), x + 6, at, { width: inner });
      at = doc.y + 2;
    });
  });
  return y + height + 10;
}

/** Label/value facts in a grid of `columns` columns. */
function facts(pen: Pen, list: Fact[], y: number, columns: number): number {
  if (list.length === 0) return y;
  const { doc } = pen;
  const width = pen.width / columns;
  for (let start = 0; start < list.length; start += columns) {
    let height = 0;
    list.slice(start, start + columns).forEach((f, i) => {
      doc
        .fontSize(8.5)
        .fillColor(MUTED)
        .text(`${f.label}${pen.colon}`, pen.left + i * width, y, { width: width - 8, continued: true })
        .fillColor(INK)
        .text(cellText(f.value));
      height = Math.max(height, doc.y - y);
    });
    y += height + 3;
  }
  return y + 6;
}

type Geometry = { x: number[]; widths: number[]; numeric: boolean[]; size: number };

/**
 * Column widths fitted to their text: numbers, codes and dates get the width of their widest
 * value and of their header (or, when that leaves too little, of its longest word), so they never
 * wrap; the wrapping columns (names, notes) share the rest. `tight` says they got less than
 * MIN_WRAP_WIDTH.
 */
function fitColumns(doc: Doc, report: Report, width: number, size: number) {
  doc.fontSize(size);
  const sample = report.rows.slice(0, FIT_SAMPLE);
  const content = report.columns.map((column, i) => {
    if (column.wrap) return 40;
    let widest = 0;
    for (const row of sample) {
      const text = cellText(row[i] ?? null);
      if (text) widest = Math.max(widest, doc.widthOfString(text));
    }
    const total = report.totals?.[i];
    if (total && typeof total !== 'string')
      widest = Math.max(widest, doc.widthOfString(cellText(total)) * 1.04);
    return widest + 2 * PAD + 1;
  });
  const headers = (whole: boolean) =>
    report.columns.map((column) =>
      whole
        ? doc.widthOfString(column.label) + 2 * PAD + 1
        : Math.max(...column.label.split(/\s+/).map((word) => doc.widthOfString(word))) + 2 * PAD + 1,
    );
  const wraps = report.columns.map((c) => !!c.wrap);
  const share = report.columns.reduce((sum, c, i) => sum + (wraps[i] ? c.width : 0), 0);
  const layout = (needs: number[]) => {
    const fixed = needs.reduce((sum, need, i) => sum + (wraps[i] ? 0 : need), 0);
    const wrapNeeds = needs.reduce((sum, need, i) => sum + (wraps[i] ? need : 0), 0);
    const rest = width - fixed;
    if (share === 0) return { widths: needs.map((need) => (need * width) / fixed), tight: rest < 0 };
    if (rest < wrapNeeds)
      return { widths: needs.map((need) => (need * width) / (fixed + wrapNeeds)), tight: true };
    const widths = needs.map((need, i) =>
      wraps[i] ? Math.max(need, (rest * report.columns[i]!.width) / share) : need,
    );
    const scale = width / widths.reduce((sum, w) => sum + w, 0);
    const scaled = widths.map((w) => w * scale);
    return { widths: scaled, tight: scaled.some((w, i) => wraps[i] && w < MIN_WRAP_WIDTH) };
  };
  const whole = layout(content.map((need, i) => Math.max(need, headers(true)[i]!)));
  if (!whole.tight) return whole;
  return layout(content.map((need, i) => Math.max(need, headers(false)[i]!)));
}

function geometry(pen: Pen, widths: number[], size: number): Geometry {
  const x: number[] = [];
  let at = pen.left;
  for (const w of widths) {
    x.push(at);
    at += w;
  }
  const numeric = pen.report.columns.map((_, index) =>
    pen.report.rows.slice(0, FIT_SAMPLE).some((row) => isNumeric(row[index] ?? null)),
  );
  return { x, widths, numeric, size };
}

type RowStyle = { bold?: boolean; fill?: string; rule?: string; ruleWidth?: number; span?: boolean };

/** Draws one table row (header, body or totals) if it fits above `bottom` (or `force`), else answers null. */
function tableRow(
  pen: Pen,
  g: Geometry,
  cells: Cell[],
  y: number,
  style: RowStyle,
  force = false,
): number | null {
  const { doc } = pen;
  const texts = cells.map(cellText);
  // A spanning row (totals) lets a label run over the empty cells after it.
  const widths = texts.map((text, i) => {
    let width = g.widths[i]!;
    if (style.span && text && !isNumeric(cells[i] ?? null))
      for (let j = i + 1; j < texts.length && !texts[j]; j++) width += g.widths[j]!;
    return width - 2 * PAD;
  });
  doc.fontSize(g.size);
  let height = doc.currentLineHeight(true);
  texts.forEach((text, i) => {
    if (text && doc.widthOfString(text) > widths[i]!)
      height = Math.max(height, doc.heightOfString(text, { width: widths[i]! }));
  });
  height += 2 * PAD;
  if (!force && y + height > pen.bottom) return null;
  if (style.fill) doc.rect(pen.left, y, pen.width, height).fillColor(style.fill).fill();
  texts.forEach((text, i) => {
    if (!text) return;
    const right = isNumeric(cells[i] ?? null) || (!!style.fill && g.numeric[i]);
    const options = { width: widths[i]!, align: right ? 'right' : 'left', lineGap: 0 } as const;
    if (style.bold) strong(doc, g.size).text(text, g.x[i]! + PAD, y + PAD, { ...options, ...heavy });
    else
      doc
        .fontSize(g.size)
        .fillColor(INK)
        .text(text, g.x[i]! + PAD, y + PAD, options);
  });
  doc
    .moveTo(pen.left, y + height)
    .lineTo(pen.right, y + height)
    .lineWidth(style.ruleWidth ?? 0.5)
    .strokeColor(style.rule ?? HAIRLINE)
    .stroke();
  return y + height;
}

/** Rows drawn between two yields to the event loop (a 5,000-row list takes seconds to draw). */
const ROWS_PER_TURN = 200;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The table, continued over as many pages as it needs with its header repeated. */
async function table(pen: Pen, g: Geometry, y: number): Promise<number> {
  const { doc, report } = pen;
  if (report.tableTitle) {
    strong(doc, 10).text(report.tableTitle, pen.left, y, heavy);
    y = doc.y + 4;
  }
  const head: RowStyle = { bold: true, fill: FILL, rule: RULE, ruleWidth: 0.8 };
  const labels = report.columns.map((c) => c.label);
  const top = (at: number) => tableRow(pen, g, labels, at, head, true)!;
  // Keep the header with at least one row.
  if (y + 40 > pen.bottom) y = pen.newPage();
  y = top(y);
  const body: { cells: Cell[]; style: RowStyle }[] = report.rows.map((cells) => ({ cells, style: {} }));
  if (report.totals)
    body.push({ cells: report.totals, style: { bold: true, rule: INK, ruleWidth: 1, span: true } });
  for (const [index, { cells, style }] of body.entries()) {
    // Long lists yield now and then, so other requests are answered while the file is drawn.
    if (index > 0 && index % ROWS_PER_TURN === 0) await nextTurn();
    let next = tableRow(pen, g, cells, y, style);
    if (next === null) {
      y = top(pen.newPage());
      next = tableRow(pen, g, cells, y, style, true)!;
    }
    y = next;
  }
  return y + 10;
}

/** Room for `height` more points on this page, else a new page; answers where to draw. */
function room(pen: Pen, y: number, height: number): number {
  return y + height <= pen.bottom ? y : pen.newPage();
}

function summary(pen: Pen, y: number): number {
  const { doc } = pen;
  const list = pen.report.summary;
  if (list.length === 0) return y;
  const width = 260;
  const x = pen.right - width;
  y = room(pen, y, list.length * 15 + 6);
  for (const f of list) {
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(f.label, x, y, { width: width - 110 });
    strong(doc, 9.5).text(cellText(f.value), x + width - 110, y, { width: 110, align: 'right', ...heavy });
    y += 15;
  }
  doc.moveTo(x, y).lineTo(pen.right, y).lineWidth(0.8).strokeColor(RULE).stroke();
  return y + 10;
}

function paragraph(pen: Pen, title: string | null, text: string, y: number, color = INK): number {
  const { doc } = pen;
  const body = cleanText(text);
  doc.fontSize(8.5);
  const height = doc.heightOfString(body, { width: pen.width }) + (title ? 14 : 0);
  y = room(pen, y, height + 4);
  if (title) {
    strong(doc, 9).text(title, pen.left, y, heavy);
    y = doc.y + 2;
  }
  doc.fontSize(8.5).fillColor(color).text(body, pen.left, y, { width: pen.width });
  return doc.y + 8;
}

function signatures(pen: Pen, y: number): void {
  const { doc, report } = pen;
  if (report.signatures.length === 0) return;
  y = room(pen, y + 10, 62) + 30;
  const gap = 24;
  const n = report.signatures.length;
  const width = (pen.width - gap * (n - 1)) / n;
  const date = `${report.signDate}${pen.colon}`;
  report.signatures.forEach((text, i) => {
    const x = pen.left + i * (width + gap);
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(0.7)
      .strokeColor(INK)
      .stroke();
    doc
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(text, x, y + 4, { width })
      .text(date, x, y + 18, { width });
    const dateX = x + doc.widthOfString(date) + 2;
    doc
      .moveTo(dateX, y + 28)
      .lineTo(Math.min(dateX + 90, x + width), y + 28)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  });
}

/** Page numbers and the export time at the foot of every page. */
function footers(pen: Pen): void {
  const { doc, report } = pen;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    // Writing below the bottom margin would start a new page: lift the margin while writing.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN - 10;
    doc
      .moveTo(pen.left, y - 4)
      .lineTo(pen.right, y - 4)
      .lineWidth(0.5)
      .strokeColor(HAIRLINE)
      .stroke();
    doc.fontSize(7.5).fillColor(MUTED);
    const what = [cleanText(report.company), report.title, report.number].filter(Boolean).join(' · ');
    doc.text(what, pen.left, y, { width: pen.width * 0.45, lineBreak: false, ellipsis: true, height: 10 });
    doc.text(report.pageLabel(i - range.start + 1, range.count), pen.left + pen.width * 0.45, y, {
      width: pen.width * 0.15,
      align: 'center',
      lineBreak: false,
    });
    doc.text(`${report.generatedLabel} ${report.generated}`, pen.left + pen.width * 0.6, y, {
      width: pen.width * 0.4,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The report as a pdf on A4: lists in landscape, a document in portrait unless its table would
 * squeeze the goods names (many columns), then landscape too.
 */
export async function pdfOfReport(report: Report): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    autoFirstPage: false,
    bufferPages: true,
    lang: report.lang === 'ch' ? 'zh-CN' : 'en',
    displayTitle: true,
    info: {
      Title: report.number ? `${report.title} ${report.number}` : report.title,
      Author: cleanText(report.company),
      Creator: 'Dahua',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // pdfkit accepts a parsed fontkit font (PDFFontFactory.open); its types name only bytes and paths.
  doc.registerFont('cjk', cjkFont() as unknown as Buffer);
  doc.font('cjk');

  const size = report.landscape ? 8 : 8.5;
  let landscape = report.landscape;
  let fit = fitColumns(doc, report, (landscape ? A4.long : A4.short) - 2 * MARGIN, size);
  if (!landscape && fit.tight) {
    landscape = true;
    fit = fitColumns(doc, report, A4.long - 2 * MARGIN, size);
  }
  const page = {
    size: 'A4',
    layout: landscape ? 'landscape' : 'portrait',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER },
  } as const;
  doc.addPage(page);
  const width = doc.page.width - 2 * MARGIN;
  const pen: Pen = {
    doc,
    report,
    colon: report.lang === 'en' ? ': ' : '：',
    left: MARGIN,
    right: MARGIN + width,
    width,
    bottom: doc.page.height - MARGIN - FOOTER,
    newPage: () => {
      doc.addPage(page);
      return MARGIN;
    },
  };

  let y = header(pen);
  y = parties(pen, y);
  y = facts(
    pen,
    [...report.facts, { label: report.generatedLabel, value: report.generated }],
    y,
    landscape ? 4 : 3,
  );
  y = await table(pen, geometry(pen, fit.widths, size), y);
  if (report.footnote) y = paragraph(pen, null, report.footnote, y, WARN);
  y = summary(pen, y);
  if (report.notes) y = paragraph(pen, report.notes.label, report.notes.text, y);
  if (report.request) y = paragraph(pen, null, report.request, y, MUTED);
  signatures(pen, y);
  footers(pen);
  doc.end();
  return done;
}
