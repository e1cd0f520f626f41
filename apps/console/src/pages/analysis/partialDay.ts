/**
 * Today is not over: its figures are a part of a day. A line of averages leaves it out (and
 * leaves out periods without tickets, which have no average, rather than drawing them at 0),
 * and the axis names it as partial ("11-26 so far"), so a short day is not read as a bad one.
 */

/** The index of the series' partial period: its last when the range ends today or later, else -1. */
export function partialIndex(length: number, rangeTo: string, today: string): number {
  return length > 0 && rangeTo >= today ? length - 1 : -1;
}

/** An average per period for a line: none (a gap) for the partial period and periods without tickets. */
export function averageLine(
  points: readonly { tickets: number; average: number }[],
  partial: number,
): (number | null)[] {
  return points.map((p, i) => (i === partial || p.tickets === 0 ? null : p.average));
}

/** The axis labels, the partial period's marked (`mark` makes its label from the plain one). */
export function partialLabels(labels: readonly string[], partial: number, mark: (label: string) => string) {
  return labels.map((label, i) => (i === partial ? mark(label) : label));
}
