import { yuanToFen } from '../../lib/sheets/cells.js';
import type { Column } from './columns.js';

export { yuanToFen };

const INTEGER_COLUMNS = new Set<Column>([
  'plu_number',
  'weighing_mode',
  'tare',
  'shelf_life',
  'special_info_1',
  'special_info_2',
  'special_info_3',
  'department',
  'label_number',
]);
const PERIOD = /^\s*(\d{1,2}:\d{2})\s*-\s*(\d{1,2}:\d{2})\s*@\s*(\d+)\s*$/;
const YES = ['1', 'true', 'yes', 'y', '是'];
const NO = ['0', 'false', 'no', 'n', '否'];

/** Discount periods as one cell: `20:00-22:00@80;08:00-09:00@90`. */
export function periodsText(periods: { start: string; end: string; rate: number }[]): string {
  return periods.map((p) => `${p.start}-${p.end}@${p.rate}`).join(';');
}

/**
 * One cell's text as the API would receive it; text that cannot be read stays text, so the
 * schema refuses it and the report says what the column must hold.
 */
export function cellValue(column: Column, text: string): unknown {
  const cell = text.trim();
  if (cell === '') return undefined;
  if (column === 'unit_price') return yuanToFen(cell) ?? cell;
  if (INTEGER_COLUMNS.has(column)) return /^-?\d+(\.\d+)?$/.test(cell) ? Number(cell) : cell;
  if (column === 'discount_enabled') {
    const flag = cell.toLowerCase();
    if (YES.includes(flag)) return true;
    if (NO.includes(flag)) return false;
    return cell;
  }
  if (column === 'discount_periods') {
    const parsed = cell
      .split(/[;；]/)
      .filter((part) => part.trim() !== '')
      .map((part) => PERIOD.exec(part));
    if (parsed.some((match) => !match)) return cell;
    return parsed.map((match) => ({
      start: match![1]!.padStart(5, '0'),
      end: match![2]!.padStart(5, '0'),
      rate: Number(match![3]),
    }));
  }
  return text;
}
