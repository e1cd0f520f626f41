import { fenToYuan, formatMoney, formatYuan } from '@dahua/shared';

/**
 * How sales figures read (SPEC §9 number format `0,0.00`): money is integer fen shown as yuan,
 * weight integer grams shown as kg with three decimals (weighing modes 0 and 2), counted goods
 * (mode 1) in pieces with their measure unit. Integer arithmetic on text: no float drift.
 */

/** Weighing mode 1: sold by count, in pieces. */
export const COUNTED = 1;

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** Fen as yuan, `0,0.00`: `123456` → `1,234.56`, `-5` → `-0.05` (shared money.ts). */
export const yuan: (fen: number) => string = formatYuan;

/** Fen as yuan with the sign: `¥1,234.56`, `-¥2.50` (shared money.ts). */
export const yuanSign: (fen: number) => string = formatMoney;

/** Grams as kg with three decimals: `1250` → `1.250`, `1234567` → `1,234.567`. */
export function kg(grams: number): string {
  const abs = Math.abs(Math.round(grams));
  const sign = grams < 0 && abs > 0 ? '-' : '';
  return `${sign}${grouped(String(Math.trunc(abs / 1000)))}.${String(abs % 1000).padStart(3, '0')}`;
}

/** A whole count with thousands separators. */
export const count = (n: number): string => (n < 0 ? '-' : '') + grouped(String(Math.abs(Math.round(n))));

/** Kg as a plain number (for charts): grams / 1000. */
export const kgValue = (grams: number): number => grams / 1000;
/** Yuan as a plain number (for charts): fen / 100 (shared money.ts). */
export const yuanValue: (fen: number) => number = fenToYuan;

/** What was sold, by the weighing mode: `1.250 kg`, or `3 个` for counted goods. */
export function quantity(weight: number, weighingMode: number, unitName: string): string {
  return weighingMode === COUNTED ? `${count(weight)} ${unitName || ''}`.trim() : `${kg(weight)} kg`;
}

/** The unit a price is per: kg for weighed goods, the measure unit for counted ones. */
export function priceUnit(weighingMode: number, unitName: string): string {
  return weighingMode === COUNTED ? unitName || '' : 'kg';
}

/** A price per unit: `12.80/kg`, `3.50/个`. */
export function unitPrice(fen: number, weighingMode: number, unitName: string): string {
  const unit = priceUnit(weighingMode, unitName);
  return unit ? `${yuan(fen)}/${unit}` : yuan(fen);
}

/** The change from `before` to `now` as a share (0.125 = +12.5%); null when there is nothing to compare with. */
export function change(now: number, before: number): number | null {
  if (before === 0) return null;
  return (now - before) / before;
}

/** A share as a signed percentage with one decimal: `+12.5%`, `-3.0%`; `—` for null. */
export function percent(share: number | null, signed = true): string {
  if (share === null || !Number.isFinite(share)) return '—';
  const value = (Math.round(share * 1000) / 10).toFixed(1);
  return `${signed && share > 0 ? '+' : ''}${value === '-0.0' ? '0.0' : value}%`;
}

/** An axis label: `12,000`, or shorter past ten thousand (`1.5万` in Chinese, `15k` in English). */
export function compact(value: number, language: 'ch' | 'en'): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  const trim = (n: number) => String(Math.round(n * 10) / 10);
  if (language === 'ch') {
    if (abs >= 100_000_000) return `${sign}${trim(abs / 100_000_000)}亿`;
    if (abs >= 10_000) return `${sign}${trim(abs / 10_000)}万`;
  } else {
    if (abs >= 1_000_000) return `${sign}${trim(abs / 1_000_000)}M`;
    if (abs >= 10_000) return `${sign}${trim(abs / 1_000)}k`;
  }
  return `${sign}${abs.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/** A goods name on one line (names may hold the label's line breaks). */
export const oneLine = (name: string): string => name.replace(/\s*\n\s*/g, ' ').trim();
