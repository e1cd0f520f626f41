import { fenToYuanText, formatMoney, formatYuan, STOCK_COST_LIMIT, yuanToFen } from '@dahua/shared';

/**
 * Stock quantities are integers: grams for goods sold by weight (weighing mode 0) and fixed-weight
 * goods (2), pieces for goods sold by count (1). Costs are fen per kg or per piece, values fen.
 * People read and type kg with three decimals, pieces, and yuan; these turn one into the other
 * exactly (text arithmetic, no float drift), as the server's quantities.ts does.
 */

/** Weighing mode 1: counted in pieces. */
export const BY_COUNT = 1;
/** The contract's STOCK_QUANTITY_MAX and STOCK_COST_MAX (the console imports contracts as types only; a test compares). */
export const QUANTITY_MAX = 1_000_000_000;
export const COST_MAX = STOCK_COST_LIMIT.maxFen;

export const byCount = (weighingMode: number): boolean => weighingMode === BY_COUNT;

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A quantity as people read it, always with its unit: `1.250 kg` (grams) or `12 件` (pieces, with
 * the pieces word of the page's language; without one, the bare count).
 */
export function quantityText(quantity: number, weighingMode: number, pieces = ''): string {
  const sign = quantity < 0 ? '-' : '';
  const abs = Math.abs(quantity);
  if (byCount(weighingMode)) return `${sign}${grouped(String(abs))}${pieces ? ` ${pieces}` : ''}`;
  return `${sign}${grouped(String(Math.trunc(abs / 1000)))}.${String(abs % 1000).padStart(3, '0')} kg`;
}

/** The text an input shows for a stored quantity: `1.25` → `1.250` (kg), pieces as they are. */
export function quantityInput(quantity: number, weighingMode: number): string {
  if (byCount(weighingMode)) return String(quantity);
  return `${Math.trunc(quantity / 1000)}.${String(quantity % 1000).padStart(3, '0')}`;
}

/** Typed kg (`1`, `1.2`, `1.250`) → grams, or typed pieces → pieces; null when it is not one. */
export function parseQuantity(text: string, weighingMode: number): number | null {
  const value = text.trim();
  let result: number;
  if (byCount(weighingMode)) {
    if (!/^\d{1,10}$/.test(value)) return null;
    result = Number(value);
  } else {
    const match = /^(\d{1,7})(?:\.(\d{0,3}))?$/.exec(value) ?? /^()\.(\d{1,3})$/.exec(value);
    if (!match) return null;
    result = Number(match[1] || '0') * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
  }
  return result <= QUANTITY_MAX ? result : null;
}

/** Typed yuan (`12`, `12.5`, `12.50`) → fen; null when it is not an amount within the cost limit. */
export function parseYuan(text: string, max = COST_MAX): number | null {
  return yuanToFen(text, { ...STOCK_COST_LIMIT, maxFen: max });
}

/** Fen → the yuan an input shows (`1280` → `12.80`). */
export const yuanInput: (fen: number) => string = fenToYuanText;

/** Fen shown as `0,0.00`, negatives too (`-123456` → `-1,234.56`). */
export const yuanText: (fen: number) => string = formatYuan;

/** Money as people read it, the sign before the currency: `¥1,234.56`, `-¥76.80` (never `¥-76.80`). */
export const money: (fen: number) => string = formatMoney;

/** The value in fen of a quantity at a cost (per kg or per piece), rounded half away from zero. */
export function valueAt(quantity: number, unitCost: number, weighingMode: number): number {
  const exact = (quantity * unitCost) / (byCount(weighingMode) ? 1 : 1000);
  return Math.sign(exact) * Math.round(Math.abs(exact));
}
