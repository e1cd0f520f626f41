import { PassThrough, Readable } from 'node:stream';
import { dateTimeSecondsIn } from '@dahua/shared';
import ExcelJS from 'exceljs';
import type { Lang } from '../../lib/language.js';
import { fenToYuanText, guardCell } from '../../lib/sheets/cells.js';
import { IMPORT_COLUMNS } from './import-file.js';
import type { TradeRow } from './repo.js';
import { TYPE_NAMES } from './type-names.js';

/** xlsx holds 1,048,576 rows a sheet: an export stops below that and says so in its last row. */
export const XLSX_ROW_LIMIT = 1_000_000;

const READABLE = {
  goods: { ch: '商品名称', en: 'Goods' },
  scale: { ch: '电子秤', en: 'Scale' },
  shop: { ch: '店铺', en: 'Shop' },
  unit: { ch: '单位', en: 'Unit' },
  type: { ch: '类型', en: 'Type' },
  flags: { ch: '标记', en: 'Flags' },
  priceSource: { ch: '价格来源', en: 'Price rule' },
} as const;

/** Which rule set the price (issue 28), as the trade page says it; the import ignores the column. */
export function priceRuleText(row: Pick<TradeRow, 'priceSource' | 'priceSourceName'>, lang: Lang): string {
  const name = row.priceSourceName ?? '';
  const named = (ch: string, en: string) => (lang === 'en' ? `${en} ${name}` : `${ch} ${name}`).trim();
  switch (row.priceSource) {
    case 'base':
      return lang === 'en' ? 'Base' : '基础价';
    case 'list':
      return named('价格表', 'List');
    case 'change':
      return named('调价', 'Change');
    case 'promotion':
      return named('促销', 'Promotion');
    case 'other':
      return lang === 'en' ? 'Other' : '其他';
    default:
      return '';
  }
}

/** The headings: the import's columns first (so an export imports back), then what a person reads. */
export function headingsOf(lang: Lang): string[] {
  return [
    ...Object.values(IMPORT_COLUMNS).map((c) => c[lang]),
    ...Object.values(READABLE).map((c) => c[lang]),
  ];
}

export function cellsOf(row: TradeRow, lang: Lang): (string | number)[] {
  const flags = [
    row.unmapped ? (lang === 'en' ? 'no goods for the PLU' : '未对应商品') : '',
    row.clockAhead ? (lang === 'en' ? 'scale clock ahead' : '秤时钟超前') : '',
  ].filter(Boolean);
  return [
    row.recordNo,
    // The shop's clock (`2026-11-22 08:30:00`), as its scale printed it: what the import reads back.
    dateTimeSecondsIn(row.tradeTime, row.zone),
    row.plu,
    row.weighingMode,
    row.weight,
    fenToYuanText(row.unitPrice),
    fenToYuanText(row.totalBeforeDiscount),
    fenToYuanText(row.totalPrice),
    row.ticketNo ?? '',
    row.department ?? '',
    guardCell(row.goodsName || `PLU ${row.plu}`),
    guardCell(row.scaleName ?? ''),
    guardCell(row.shopName ?? ''),
    guardCell(row.measureUnit),
    TYPE_NAMES[row.weighingMode]?.[lang] ?? '',
    flags.join(lang === 'en' ? '; ' : '；'),
    guardCell(priceRuleText(row, lang)),
  ];
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** A UTF-8 csv (with BOM, so Excel reads Chinese) streamed chunk by chunk. */
export function csvStream(chunks: AsyncIterable<TradeRow[]>, lang: Lang): Readable {
  return Readable.from(
    (async function* () {
      yield `\uFEFF${headingsOf(lang).map(csvCell).join(',')}\r\n`;
      for await (const rows of chunks)
        yield rows.map((row) => `${cellsOf(row, lang).map(csvCell).join(',')}\r\n`).join('');
    })(),
  );
}

/** An xlsx written row by row into the answer (ExcelJS's streaming writer: memory stays flat). */
export function xlsxStream(
  chunks: AsyncIterable<TradeRow[]>,
  lang: Lang,
  log: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(lang === 'en' ? 'sales' : '销售记录');
  void (async () => {
    sheet.addRow(headingsOf(lang)).commit();
    let written = 0;
    outer: for await (const rows of chunks) {
      for (const row of rows) {
        if (written >= XLSX_ROW_LIMIT) {
          sheet
            .addRow([
              lang === 'en'
                ? `Cut at ${XLSX_ROW_LIMIT} rows (the most a sheet holds): export csv for the rest.`
                : `已截止于 ${XLSX_ROW_LIMIT} 行（表格上限），其余请导出 csv。`,
            ])
            .commit();
          break outer;
        }
        sheet.addRow(cellsOf(row, lang)).commit();
        written++;
      }
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error) => {
    log(error);
    out.destroy(error as Error);
  });
  return out;
}
