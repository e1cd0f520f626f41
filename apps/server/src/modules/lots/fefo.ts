import type { HeldLot } from './repo.js';

/**
 * First expiry first (ARCHITECTURE.md, "Current lots"): of the lots a shop holds (more than nothing
 * left), those not expired by the shop's today; the earliest expiry first (none last), then the one
 * that reached the shop first, then the older lot. One lot per goods item; a goods item with none
 * left is absent.
 */
export function firstExpiryFirst(held: readonly HeldLot[], today: string): Map<number, number> {
  const usable = held.filter((l) => l.held > 0 && (l.expiryDate === null || l.expiryDate >= today));
  usable.sort(
    (a, b) =>
      compareNullLast(a.expiryDate, b.expiryDate) ||
      compareNullLast(a.received?.getTime() ?? null, b.received?.getTime() ?? null) ||
      a.lotId - b.lotId,
  );
  const chosen = new Map<number, number>();
  for (const lot of usable) if (!chosen.has(lot.goodsId)) chosen.set(lot.goodsId, lot.lotId);
  return chosen;
}

function compareNullLast<T extends string | number>(a: T | null, b: T | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
