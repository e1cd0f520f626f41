import type { SalesFigures, TicketFigures } from '@dahua/shared/contracts/stats';
import { eachDay, type Range } from './periods.js';
import type { Figures, GoodsTotal, TicketRow } from './repo.js';

// Figures: sums of the rollups' rows and their shape in the answers.

export const ZERO: Figures = { amount: 0, weight: 0, pieces: 0, count: 0, discount: 0 };

export function add(into: Figures, row: Figures): Figures {
  into.amount += row.amount;
  into.weight += row.weight;
  into.pieces += row.pieces;
  into.count += row.count;
  into.discount += row.discount;
  return into;
}

export const salesFiguresOf = (f: Figures): SalesFigures => ({
  amount: f.amount,
  weight: f.weight,
  pieces: f.pieces,
  count: f.count,
  discount: f.discount,
});

export const sumOf = (rows: Figures[]) => rows.reduce((total, row) => add(total, row), { ...ZERO });

export function ticketFiguresOf(row: TicketRow): TicketFigures {
  return {
    tickets: row.tickets,
    amount: row.amount,
    items: row.items,
    avg_ticket: row.tickets === 0 ? 0 : Math.round(row.amount / row.tickets),
    items_per_ticket: row.tickets === 0 ? 0 : Math.round((row.items / row.tickets) * 100) / 100,
  };
}

export const ticketSum = (rows: TicketRow[]): TicketRow =>
  rows.reduce(
    (t, r) => ({ tickets: t.tickets + r.tickets, items: t.items + r.items, amount: t.amount + r.amount }),
    {
      tickets: 0,
      items: 0,
      amount: 0,
    },
  );

/** One value per day of the range, zeros where the rollups have no row. */
export function everyDay<T extends { day: string }, V>(
  range: Range,
  rows: T[],
  zero: () => V,
  value: (row: T) => V,
): { period: string; value: V }[] {
  const byDay = new Map(rows.map((row) => [row.day, row]));
  return [...eachDay(range.date_from, range.date_to)].map((day) => {
    const row = byDay.get(day);
    return { period: day, value: row ? value(row) : zero() };
  });
}

/** Each day's sales figures in the range, zeros where the rollups have no row. */
export const salesEveryDay = (range: Range, rows: (Figures & { day: string })[]) =>
  everyDay(
    range,
    rows,
    () => ZERO,
    (row) => row,
  ).map(({ period, value }) => ({ period, ...salesFiguresOf(value) }));

export const goodsKeyOf = (row: GoodsTotal) => ({
  goods_id: row.goodsId,
  plu: row.plu,
  name: row.name,
  measure_unit: row.measureUnit,
  weighing_mode: row.weighingMode,
});

/** Ties in a ranking go by goods id, unmapped PLUs (no id) after, by PLU. */
export const byKey = (a: GoodsTotal, b: GoodsTotal) =>
  (a.goodsId ?? Number.MAX_SAFE_INTEGER) - (b.goodsId ?? Number.MAX_SAFE_INTEGER) || a.plu - b.plu;
