import { EncodeError } from './errors.js';
import type { ProtocolOptions } from './options.js';
import { type DiscountPeriod, encodePlu, NO_DISCOUNT, type PluRecord, type WeighingMode } from './plu.js';

/**
 * The goods fields a PLU record carries, as the goods contract names them (packages/shared
 * contracts/goods.ts); a plain object, so any caller can pass its own goods row.
 */
export interface GoodsForPlu {
  plu_number: number;
  /** Up to 7 digits. */
  item_code: string;
  /** Up to three lines separated by `\n`. */
  name: string;
  unit_price: number;
  weighing_mode?: number;
  tare?: number;
  shelf_life?: number;
  special_info_1?: number;
  special_info_2?: number;
  special_info_3?: number;
  department?: number;
  /** 13 digits or empty. */
  numeric_code?: string;
  label_number?: number;
  discount_enabled?: boolean;
  /** `HH:MM` times; the PLU record carries whole hours only. */
  discount_periods?: { start: string; end: string; rate: number }[];
}

export interface PluOfGoodsOptions extends Partial<ProtocolOptions> {
  /**
   * The price barcode's flag (`FF`, the company's `barcode_flag`): the goods item has none. Default
   * 0 only for callers that print no price barcodes; the server always passes the company's flag.
   */
  barcodeFlag?: number;
  /**
   * Whether the goods' timed discounts are written. Default false: the translated document says
   * later firmware removed them and the 24 digits must still be sent as zeros (flag 00).
   * With true, enabled periods go out with flag 01 (timed, no manual change).
   */
  sendTimedDiscounts?: boolean;
}

function hourOf(time: string, field: string, isEnd: boolean): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? '');
  if (!match) throw new EncodeError(field, `${JSON.stringify(time)} is not HH:MM`);
  if (isEnd && time === '23:59') return 24;
  if (match[2] !== '00') throw new EncodeError(field, `${time}: the PLU record carries whole hours only`);
  return Number(match[1]);
}

/**
 * The `!0V` record of a goods item. Refuses (EncodeError naming the goods field) what the record
 * cannot carry — the record is also encoded once here, so a record it returns always encodes.
 */
export function pluRecordOfGoods(goods: GoodsForPlu, options: PluOfGoodsOptions = {}): PluRecord {
  if (!/^\d{1,7}$/.test(goods.item_code ?? ''))
    throw new EncodeError('item_code', `${JSON.stringify(goods.item_code)} is not 1–7 digits`);
  const numericCode = goods.numeric_code ?? '';
  if (!/^(\d{13})?$/.test(numericCode)) throw new EncodeError('numeric_code', 'must be 13 digits or empty');
  const lines = (goods.name ?? '').split('\n');
  if (lines.length > 3) throw new EncodeError('name', `${lines.length} lines, at most 3`);
  const mode = goods.weighing_mode ?? 0;
  if (mode !== 0 && mode !== 1 && mode !== 2)
    throw new EncodeError('weighing_mode', `${mode} is not 0, 1 or 2`);
  const send = options.sendTimedDiscounts === true && goods.discount_enabled === true;
  const given = send ? (goods.discount_periods ?? []) : [];
  if (given.length > 4) throw new EncodeError('discount_periods', `${given.length} periods, at most 4`);
  const periods = [0, 1, 2, 3].map((i): DiscountPeriod => {
    const period = given[i];
    if (!period) return NO_DISCOUNT;
    const field = `discount_periods[${i}]`;
    return {
      startHour: hourOf(period.start, `${field}.start`, false),
      endHour: hourOf(period.end, `${field}.end`, true),
      discount: period.rate,
    };
  }) as PluRecord['discountPeriods'];
  const record: PluRecord = {
    plu: goods.plu_number,
    itemCode: Number(goods.item_code),
    unitPrice: goods.unit_price,
    weighingMode: mode as WeighingMode,
    specialInfo: [goods.special_info_1 ?? 0, goods.special_info_2 ?? 0, goods.special_info_3 ?? 0],
    shelfLife: goods.shelf_life ?? 0,
    barcodeFlag: options.barcodeFlag ?? 0,
    department: goods.department ?? 0,
    numericCode: numericCode === '' ? '0000000000000' : numericCode,
    tare: goods.tare ?? 0,
    labelNumber: goods.label_number ?? 0,
    discountFlag: send && given.length > 0 ? 1 : 0,
    discountPeriods: periods,
    name: [lines[0] ?? '', lines[1] ?? '', lines[2] ?? ''],
  };
  try {
    encodePlu(record, options);
  } catch (error) {
    if (error instanceof EncodeError) throw new EncodeError(goodsFieldOf(error.field), error.reason);
    throw error;
  }
  return record;
}

/** The goods field behind a PLU record field (`plu.unitPrice` → `unit_price`). */
function goodsFieldOf(recordField: string): string {
  const field = recordField.replace(/^plu\./, '');
  const special = /^specialInfo\[(\d)\]$/.exec(field);
  if (special) return `special_info_${Number(special[1]) + 1}`;
  const period = /^discountPeriods\[(\d)\]\.(\w+)$/.exec(field);
  if (period)
    return `discount_periods[${period[1]}].${period[2] === 'discount' ? 'rate' : period[2] === 'startHour' ? 'start' : 'end'}`;
  if (/^name\[\d\]$/.test(field)) return `name (line ${Number(field[5]) + 1})`;
  const names: Record<string, string> = {
    plu: 'plu_number',
    itemCode: 'item_code',
    unitPrice: 'unit_price',
    weighingMode: 'weighing_mode',
    shelfLife: 'shelf_life',
    barcodeFlag: 'barcode_flag',
    department: 'department',
    numericCode: 'numeric_code',
    tare: 'tare',
    labelNumber: 'label_number',
  };
  return names[field] ?? field;
}
