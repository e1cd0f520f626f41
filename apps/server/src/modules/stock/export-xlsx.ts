import { fenToYuan } from '@dahua/shared';
import ExcelJS from 'exceljs';
import { guardCell } from '../../lib/sheets/cells.js';
import { type Cell, cleanText, type Report } from './export-model.js';
import { BY_COUNT } from './quantities.js';

/** Yuan with two decimals and thousands separators (`0,0.00`). */
export const YUAN_FORMAT = '#,##0.00';
export const KG_FORMAT = '0.000';
export const COUNT_FORMAT = '0';

const BOLD = { bold: true } as const;
const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFEDEFF2' } };
const THIN: ExcelJS.Border = { style: 'thin', color: { argb: 'FFB0B4BA' } };

/** Writes one cell: numbers stay numbers (kg, pieces, yuan formatted), text is guarded against formulas. */
function put(target: ExcelJS.Cell, cell: Cell): void {
  if (cell === null) return;
  if (typeof cell === 'string') {
    // Every text cell may hold what a person typed: a leading = + - @ is quoted (goods-transfer).
    target.value = guardCell(cleanText(cell));
    return;
  }
  if ('qty' in cell) {
    const byCount = cell.mode === BY_COUNT;
    target.value = byCount ? cell.qty : cell.qty / 1000;
    target.numFmt = byCount ? COUNT_FORMAT : KG_FORMAT;
  } else if ('fen' in cell) {
    target.value = fenToYuan(cell.fen);
    target.numFmt = YUAN_FORMAT;
  } else {
    target.value = cell.int;
    target.numFmt = COUNT_FORMAT;
  }
  target.alignment = { horizontal: 'right' };
}

/** A sheet name Excel accepts: at most 31 characters, none of []:*?/\ . */
function sheetName(text: string): string {
  return (
    cleanText(text)
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31) || 'export'
  );
}

/** The report as one worksheet: title, facts, the table with its totals row, summary, notes, footnote. */
export async function xlsxOfReport(report: Report): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = cleanText(report.company);
  workbook.title = report.number ? `${report.title} ${report.number}` : report.title;
  const sheet = workbook.addWorksheet(sheetName(report.number ?? report.title), {
    pageSetup: {
      paperSize: 9,
      orientation: report.landscape ? 'landscape' : 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
    },
    headerFooter: { oddFooter: '&P / &N' },
  });
  const columns = report.columns;
  const width = Math.max(columns.length, 2);
  sheet.columns = columns.map((c, index) => ({ width: index === 0 ? Math.max(c.width, 14) : c.width }));
  const valueEnd = Math.min(width, 6);
  let r = 0;
  const row = () => sheet.getRow(++r);
  /** A label in A and its value in B (text merged across a few columns to stay readable). */
  const fact = (labelText: string, value: Cell, bold = false) => {
    const line = row();
    put(line.getCell(1), labelText);
    line.getCell(1).font = BOLD;
    put(line.getCell(2), value);
    if (bold) line.getCell(2).font = BOLD;
    if (typeof value === 'string' && valueEnd > 2) sheet.mergeCells(r, 2, r, valueEnd);
  };

  const title = row();
  put(title.getCell(1), report.number ? `${report.title} ${report.number}` : report.title);
  title.getCell(1).font = { bold: true, size: 14 };
  sheet.mergeCells(r, 1, r, width);
  const company = row();
  put(company.getCell(1), report.company);
  company.getCell(1).font = BOLD;
  sheet.mergeCells(r, 1, r, width);
  for (const line of report.companyLines) {
    put(row().getCell(1), line);
    sheet.mergeCells(r, 1, r, width);
  }
  r++;
  for (const f of report.facts) fact(f.label, f.value);
  for (const party of report.parties) {
    for (const [index, f] of party.facts.entries()) {
      fact(f.label ? `${party.title} · ${f.label}` : party.title, f.value, index === 0 && !f.label);
    }
  }
  fact(report.generatedLabel, report.generated);
  r++;

  if (report.tableTitle) {
    const caption = row();
    put(caption.getCell(1), report.tableTitle);
    caption.getCell(1).font = BOLD;
  }
  const header = row();
  columns.forEach((c, index) => {
    const cell = header.getCell(index + 1);
    put(cell, c.label);
    cell.font = BOLD;
    cell.fill = HEADER_FILL;
    cell.border = { top: THIN, bottom: THIN, left: THIN, right: THIN };
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  const headerRow = r;
  for (const [index, cells] of report.rows.entries()) {
    // Long lists yield now and then, so other requests are answered while the file is built.
    if (index > 0 && index % 500 === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    const line = row();
    cells.forEach((cell, index) => {
      put(line.getCell(index + 1), cell);
    });
  }
  if (report.totals) {
    const line = row();
    report.totals.forEach((cell, index) => {
      const target = line.getCell(index + 1);
      put(target, cell);
      target.font = BOLD;
      target.border = { top: THIN };
    });
  }
  if (report.number === null) {
    // A list: its header stays in view and filters; a document's header is too tall to freeze.
    sheet.views = [{ state: 'frozen', ySplit: headerRow }];
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow, column: columns.length },
    };
  }

  if (report.summary.length) r++;
  for (const f of report.summary) fact(f.label, f.value, true);
  if (report.notes) {
    r++;
    fact(report.notes.label, report.notes.text);
  }
  if (report.footnote) {
    r++;
    const line = row();
    put(line.getCell(1), report.footnote);
    line.getCell(1).font = { bold: true, color: { argb: 'FFC0392B' } };
    sheet.mergeCells(r, 1, r, width);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
