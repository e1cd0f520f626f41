/**
 * Money has one home (issue 32): amounts are integer fen everywhere (database, API, scales);
 * people read and type yuan. Every conversion is text arithmetic, so no float drift creeps in
 * (0.29 × 100 is 28.999999999999996 in floating point).
 *
 * How much an amount may be depends on where it goes, so the limit is a parameter; each use has
 * its named limit below.
 */

/** What a yuan amount may be: at most `maxFen`, and (when set) at most `maxWholeDigits` digits before the point. */
export type YuanLimit = { readonly maxFen: number; readonly maxWholeDigits?: number };

/** The largest unit price a scale holds: 999999 fen, ¥9999.99 (scale-protocol.md). */
export const MAX_PRICE_FEN = 999_999;

/** A goods unit price as typed in the console's goods form: up to ¥9999.99, four whole digits. */
export const PRICE_LIMIT: YuanLimit = { maxFen: MAX_PRICE_FEN, maxWholeDigits: 4 };

/**
 * A stock cost as typed in the console's stock documents: up to ¥1000000 (100000000 fen, the
 * stock contract's STOCK_COST_MAX), nine whole digits.
 */
export const STOCK_COST_LIMIT: YuanLimit = { maxFen: 100_000_000, maxWholeDigits: 9 };

/**
 * An amount in an imported spreadsheet cell (goods prices, trade amounts): any exact integer of
 * fen; the contract that receives it decides what is too much and says so per row.
 */
export const SHEET_AMOUNT_LIMIT: YuanLimit = { maxFen: Number.MAX_SAFE_INTEGER };

/**
 * Yuan as typed (`12`, `12.5`, `12.50`, ` 3. `) → integer fen, parsed as text; null when it is
 * not a plain non-negative amount with at most 2 decimals within the limit (so `1.005`, `-1`,
 * `1e3`, `12,5` and `NaN` are null: nothing is rounded). A number is read as its JavaScript text.
 */
export function yuanToFen(value: string | number, limit: YuanLimit = PRICE_LIMIT): number | null {
  const match = /^(\d+)(?:\.(\d{0,2}))?$/.exec(String(value).trim());
  if (!match) return null;
  const whole = match[1]!;
  if (limit.maxWholeDigits !== undefined && whole.length > limit.maxWholeDigits) return null;
  const fen = BigInt(whole) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return fen <= BigInt(limit.maxFen) ? Number(fen) : null;
}

/**
 * Yuan as written in a spreadsheet cell (`12`, `12.5`, `¥12.80`) → integer fen; null when it is
 * not an amount with at most 2 decimals. A spreadsheet may store 12.8 as 12.800000000000001: a
 * number of 16+ significant digits is first cut to the 15 that a spreadsheet shows.
 */
export function yuanCellToFen(text: string, limit: YuanLimit = SHEET_AMOUNT_LIMIT): number | null {
  let cell = text.trim().replace(/^[¥￥]\s*/, '');
  if (/^\d+\.\d+$/.test(cell) && cell.replace(/\D/g, '').replace(/^0+/, '').length > 15)
    cell = Number(cell)
      .toPrecision(15)
      .replace(/\.?0+$/, '');
  return yuanToFen(cell, limit);
}

/** Fen → yuan text with 2 decimals, as an input or an export shows it (`1280` → `12.80`, `-5` → `-0.05`), exact. */
export function fenToYuanText(fen: number): string {
  const abs = Math.abs(Math.round(fen));
  const sign = fen < 0 && abs > 0 ? '-' : '';
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Fen shown as `0,0.00` (SPEC §9), negatives too (`123456` → `1,234.56`, `-5` → `-0.05`). */
export function formatYuan(fen: number): string {
  const [whole, cents] = fenToYuanText(fen).split('.') as [string, string];
  return `${grouped(whole)}.${cents}`;
}

/** Money as people read it, the sign before the currency: `¥1,234.56`, `-¥76.80` (never `¥-76.80`). */
export function formatMoney(fen: number): string {
  return fen < 0 ? `-¥${formatYuan(-fen)}` : `¥${formatYuan(fen)}`;
}

/** Fen as a plain number of yuan, for charts and numeric spreadsheet cells (`1280` → 12.8); not for display. */
export function fenToYuan(fen: number): number {
  return fen / 100;
}
