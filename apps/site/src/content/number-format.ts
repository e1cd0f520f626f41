/** Groups thousands with commas ("10,000"), as SPEC §9's number format 0,0.00 does. */
export function groupDigits(value: number): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: 2 });
}

/** Money in yuan with two decimals, SPEC §9 "0,0.00". */
export function formatYuan(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** "a–b" for a numeric range. */
export function formatRange(range: readonly [number, number] | readonly number[], unit: string): string {
  return `${range[0]}–${range[1]} ${unit}`;
}
