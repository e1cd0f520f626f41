/**
 * Stock quantities are grams for weighed and fixed-weight goods and pieces for counted goods;
 * costs are fen per kg or per piece. These turn one into the other.
 */
export const BY_COUNT = 1;

/** How many quantity units one cost unit covers: 1000 g per kg, 1 piece per piece. */
export const costDivisor = (weighingMode: number): number => (weighingMode === BY_COUNT ? 1 : 1000);

/** The value in fen of a quantity at a cost, rounded half away from zero. */
export function valueAt(quantity: number, unitCost: number, weighingMode: number): number {
  const exact = (quantity * unitCost) / costDivisor(weighingMode);
  return Math.sign(exact) * Math.round(Math.abs(exact));
}

/** A quantity as people read it: kg with three decimals, or pieces. */
export function quantityText(quantity: number, weighingMode: number): string {
  if (weighingMode === BY_COUNT) return String(quantity);
  return `${(quantity / 1000).toFixed(3)} kg`;
}
