import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import type { GoodsRow } from '../../db/schema/index.js';
import type { Lang } from '../../lib/language.js';
import { csvCell, fenToYuanText, guardCell } from '../../lib/sheets/cells.js';
import { periodsText } from './cells.js';
import { COLUMN_TEXT, COLUMNS, type Column, headOf, listHeadOf, REQUIRED_COLUMNS } from './columns.js';
import { foodCellsOf } from './food-cells.js';

/** A sheet as text: the header row and the data rows, each cell a string. */
export type { Sheet } from '../../lib/sheets/cells.js';

export { periodsText } from './cells.js';
export { COLUMNS, type Column } from './columns.js';

/**
 * One goods row as the export's cells: prices in yuan and discounts as yes/no in the caller's
 * language, as the import reads them back (the goods form shows yuan too).
 */
export function cellsOf(row: GoodsRow, lang: Lang = 'ch'): Record<Column, string | number> {
  return {
    plu_number: row.pluNumber,
    item_code: row.itemCode,
    name: row.name,
    unit_price: fenToYuanText(row.unitPriceFen),
    weighing_mode: row.weighingMode,
    measure_unit: row.measureUnit,
    tare: row.tareGrams,
    shelf_life: row.shelfLifeDays,
    special_info_1: row.specialInfo1,
    special_info_2: row.specialInfo2,
    special_info_3: row.specialInfo3,
    department: row.department,
    numeric_code: row.numericCode,
    label_number: row.labelNumber,
    discount_enabled: YES_NO[lang][row.discountEnabled ? 0 : 1],
    discount_periods: periodsText(row.discountPeriods),
    trace_code: row.traceCode,
    origin: row.origin,
    img_url: row.imgUrl,
    description: row.description,
    ...foodCellsOf(row, lang),
  };
}

const YES_NO: Record<Lang, [string, string]> = { ch: ['是', '否'], en: ['yes', 'no'] };

/** The export's cells of one row, text guarded against formula injection. */
function exportCellsOf(row: GoodsRow, lang: Lang): Record<Column, string | number> {
  const cells = cellsOf(row, lang);
  for (const key of COLUMNS) cells[key] = guardCell(cells[key]);
  return cells;
}

/**
 * The price lists' columns after the goods' own (issue 28 §1): one per list of the company, its
 * cell the list's price of the row's goods item in yuan, or empty (the base price).
 */
export type ListColumn = { name: string; priceOf: (goodsId: number) => number | undefined };

const listCellOf = (list: ListColumn, row: GoodsRow): string => {
  const fen = list.priceOf(row.id);
  return fen === undefined ? '' : fenToYuanText(fen);
};

/** The export (or, with no rows, the import template): headed in the caller's language. */
export async function xlsxOf(rows: GoodsRow[], lang: Lang = 'ch', lists: ListColumn[] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(lang === 'en' ? 'goods' : '商品');
  sheet.columns = [
    ...COLUMNS.map((key) => ({ header: headOf(key, lang), key, width: key === 'name' ? 24 : 14 })),
    ...lists.map((list, i) => ({ header: listHeadOf(list.name, lang), key: `list_${i}`, width: 16 })),
  ];
  // Digit strings (and the price, written as yuan text) stay text, so leading zeros and the
  // exact decimals survive a round trip through Excel.
  for (const key of ['item_code', 'numeric_code', 'trace_code', 'unit_price'] as const)
    sheet.getColumn(key).numFmt = '@';
  lists.forEach((_list, i) => {
    sheet.getColumn(`list_${i}`).numFmt = '@';
  });
  for (const row of rows)
    sheet.addRow({
      ...exportCellsOf(row, lang),
      ...Object.fromEntries(lists.map((list, i) => [`list_${i}`, listCellOf(list, row)])),
    });
  if (rows.length === 0) addRulesSheet(workbook, lang);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The template's second sheet: what each column holds (the import reads the first sheet only). */
function addRulesSheet(workbook: ExcelJS.Workbook, lang: Lang): void {
  const sheet = workbook.addWorksheet(lang === 'en' ? 'How to fill in' : '填写说明');
  sheet.columns = [
    { header: lang === 'en' ? 'Column' : '列', width: 22 },
    { header: lang === 'en' ? 'What it holds' : '填写要求', width: 80 },
  ];
  for (const column of COLUMNS) {
    const mark = REQUIRED_COLUMNS.includes(column) ? (lang === 'en' ? ' (required)' : '（必填）') : '';
    sheet.addRow([headOf(column, lang) + mark, COLUMN_TEXT[column].rule[lang]]);
  }
}

/** UTF-8 with a BOM, so that Excel opens the Chinese names correctly. */
export function csvOf(rows: GoodsRow[], lang: Lang = 'ch', lists: ListColumn[] = []): Buffer {
  const lines = [
    [...COLUMNS.map((key) => headOf(key, lang)), ...lists.map((list) => listHeadOf(list.name, lang))]
      .map((head) => csvCell(guardCell(head)))
      .join(','),
  ];
  for (const row of rows) {
    const cells = exportCellsOf(row, lang);
    lines.push(
      [
        ...COLUMNS.map((key) => csvCell(cells[key])),
        ...lists.map((list) => csvCell(listCellOf(list, row))),
      ].join(','),
    );
  }
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * The maker's PC-software PLU file: one `plu_code,name,goodsSn,price,mode,0,0,0` line per item,
 * GBK. scale-protocol.md does not state the price's unit for this file; we write the unit price
 * in fen, as the PLU record (`!0V`) carries it (`2000` = 20.00 yuan per unit). goodsSn is the
 * item code. The name's lines are joined with a space and commas become full-width, so a name
 * never breaks the line's fields; characters GBK lacks become `?` (iconv-lite's replacement).
 */
export function pluFileOf(rows: GoodsRow[]): Buffer {
  const lines = rows.map((row) => {
    const name = row.name.split('\n').join(' ').replaceAll(',', '，').replaceAll('\r', '');
    return `${row.pluNumber},${name},${row.itemCode},${row.unitPriceFen},${row.weighingMode},0,0,0`;
  });
  return iconv.encode(lines.length ? `${lines.join('\r\n')}\r\n` : '', 'gbk');
}
