import { instantOfWallClock, isDay, isoWithOffset } from '@dahua/shared';
import { messageKey, VALIDATION_MESSAGES } from '@dahua/shared/contracts/messages';
import { type TradeRecordInput, tradeRecord } from '@dahua/shared/contracts/trades';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { yuanToFen } from '../../lib/sheets/cells.js';

/**
 * The columns of a sales file (what the maker's PC software exports, and our own export): headed
 * in either language. Money in yuan, weight in grams (pieces when counted); a time without an
 * offset is China time.
 */
export const IMPORT_COLUMNS = {
  record_no: { ch: '记录号', en: 'Record no.', required: true },
  trade_time: { ch: '交易时间', en: 'Trade time', required: true },
  plu: { ch: 'PLU', en: 'PLU', required: true },
  weighing_mode: { ch: '称重方式', en: 'Weighing mode', required: true },
  weight: { ch: '重量(克)/数量', en: 'Weight (g) / count', required: true },
  unit_price: { ch: '单价(元)', en: 'Unit price (yuan)', required: true },
  total_before_discount: { ch: '折前金额(元)', en: 'Total before discount (yuan)', required: false },
  total_price: { ch: '金额(元)', en: 'Total (yuan)', required: true },
  ticket_no: { ch: '票号', en: 'Ticket no.', required: false },
  department: { ch: '部门', en: 'Department', required: false },
} as const;
export type Column = keyof typeof IMPORT_COLUMNS;
const COLUMN_KEYS = Object.keys(IMPORT_COLUMNS) as Column[];

const normal = (heading: string) => heading.trim().toLowerCase().replace(/\s+/g, ' ');

/** Which column each heading names (either language), or null. */
function columnOf(heading: string): Column | null {
  const text = normal(heading);
  return (
    COLUMN_KEYS.find(
      (key) => normal(IMPORT_COLUMNS[key].ch) === text || normal(IMPORT_COLUMNS[key].en) === text,
    ) ?? null
  );
}

const MONEY: ReadonlySet<Column> = new Set(['unit_price', 'total_before_discount', 'total_price']);

/**
 * `2026-11-22 08:30[:00]` (the shop's clock, in `zone`) or ISO 8601 with an offset, as the
 * record's ISO text.
 */
function timeText(cell: string, zone: string): string {
  const local = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(cell);
  if (!local) return cell;
  const [, y, mo, d, h, mi, s] = local;
  const two = (v: string | undefined) => (v ?? '0').padStart(2, '0');
  const day = `${y}-${two(mo)}-${two(d)}`;
  const wall = { year: Number(y), month: Number(mo), day: Number(d), hour: Number(h), minute: Number(mi) };
  const second = Number(s ?? 0);
  // A day or time that does not exist keeps its text, for the record's own check to refuse it.
  if (!isDay(day) || wall.hour > 23 || wall.minute > 59 || second > 59)
    return `${day}T${two(h)}:${mi}:${two(s)}+00:00`;
  return isoWithOffset(instantOfWallClock({ ...wall, second }, zone), zone);
}

function cellOf(column: Column, text: string, zone: string): unknown {
  const cell = text.trim();
  if (cell === '') return undefined;
  if (column === 'trade_time') return timeText(cell, zone);
  if (MONEY.has(column)) return yuanToFen(cell) ?? cell;
  return /^\d+$/.test(cell) ? Number(cell) : cell;
}

/** Which column each heading of the header row names; a required column missing refuses the file. */
export function columnsOf(header: string[], lang: Lang): (Column | null)[] {
  const columns = header.map(columnOf);
  for (const key of COLUMN_KEYS)
    if (IMPORT_COLUMNS[key].required && !columns.includes(key))
      throw new AppError('TRADE_IMPORT_ROW_INVALID', {
        row: 1,
        column: IMPORT_COLUMNS[key][lang],
        message: lang === 'en' ? 'this column is missing' : '缺少此列',
      });
  return columns;
}

/**
 * One data row as a record checked with the device call's own schema, or null when the row is
 * blank. A bad cell refuses the whole file, naming its row (`row`, as the spreadsheet numbers it)
 * and heading.
 */
export function recordOf(
  columns: (Column | null)[],
  cells: string[],
  row: number,
  lang: Lang,
  zone: string,
): TradeRecordInput | null {
  if (cells.every((cell) => cell.trim() === '')) return null;
  const raw: Record<string, unknown> = {};
  columns.forEach((column, i) => {
    if (column) raw[column] = cellOf(column, cells[i] ?? '', zone);
  });
  if (raw.total_before_discount === undefined) raw.total_before_discount = raw.total_price;
  const parsed = tradeRecord.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const column = (issue?.path[0] as Column | undefined) ?? 'record_no';
  throw new AppError('TRADE_IMPORT_ROW_INVALID', {
    row,
    column: IMPORT_COLUMNS[column]?.[lang] ?? String(column),
    message:
      issue?.message === messageKey('tradeTimeNoSuchDay')
        ? VALIDATION_MESSAGES.tradeTimeNoSuchDay[lang]
        : cellRule(column, lang),
  });
}

/** The records of a whole sheet held at once (the import walks rows instead: import-run.ts). */
export function recordsOf(rows: string[][], lang: Lang, zone: string): TradeRecordInput[] {
  const [header, ...body] = rows;
  const columns = columnsOf(header ?? [], lang);
  const records: TradeRecordInput[] = [];
  body.forEach((cells, index) => {
    const record = recordOf(columns, cells, index + 2, lang, zone);
    if (record) records.push(record);
  });
  return records;
}

/** What a column's cells must hold, in the caller's words. */
function cellRule(column: Column, lang: Lang): string {
  const rules: Record<Column, { ch: string; en: string }> = {
    record_no: { ch: '应为非负整数', en: 'must be a whole number, 0 or more' },
    trade_time: {
      ch: '应为 2026-11-22 08:30 或带时区的 ISO 8601 时间，2000 年之后且不晚于一年后',
      en: 'must be a time such as 2026-11-22 08:30, or ISO 8601 with its offset, after 2000 and less than a year ahead',
    },
    plu: { ch: '应为 1–999999 的整数', en: 'must be a whole number from 1 to 999999' },
    weighing_mode: {
      ch: '应为 0（计重）、1（计件）或 2（定重）',
      en: 'must be 0 (weighed), 1 (counted) or 2 (fixed weight)',
    },
    weight: { ch: '应为克数或件数（非负整数）', en: 'must be grams or pieces (a whole number, 0 or more)' },
    unit_price: { ch: '应为金额（元，最多两位小数）', en: 'must be an amount in yuan (at most 2 decimals)' },
    total_before_discount: {
      ch: '应为金额（元，最多两位小数）',
      en: 'must be an amount in yuan (at most 2 decimals)',
    },
    total_price: { ch: '应为金额（元，最多两位小数）', en: 'must be an amount in yuan (at most 2 decimals)' },
    ticket_no: { ch: '应为非负整数或留空', en: 'must be a whole number or empty' },
    department: { ch: '应为 0–99 的整数或留空', en: 'must be a whole number from 0 to 99, or empty' },
  };
  return rules[column][lang];
}
