import { randomInt } from 'node:crypto';
import { dayIn } from '@dahua/shared';
import type { Executor } from '../../db/client.js';
import { shopZone } from '../time-zones/index.js';
import { firstExpiryFirst } from './fefo.js';
import * as repo from './repo.js';

/*
 * Lots as stock brings them (issue 29 §3): posting a receipt or receiving a transfer calls lotsArrived
 * in the posting's transaction. Each line naming a lot makes sure its lot exists (goods item + lot text,
 * with a public 13-digit trace code); when the stock arrived in a shop, the shop's current lots of
 * those goods items are chosen again, first expiry first (ARCHITECTURE.md, "Current lots").
 */

export type ArrivedLine = {
  lineId: number;
  goodsId: number;
  lot: string;
  productionDate: string | null;
  expiryDate: string | null;
};

/** 13 random decimal digits (a leading zero allowed: the code is text). */
export function newTraceCode(): string {
  let code = '';
  for (let i = 0; i < 13; i++) code += String(randomInt(10));
  return code;
}

const keyOf = (k: repo.LotKey) => `${k.goodsId}\u0000${k.lot}`;

/** Makes sure each line's lot exists; a lot received again keeps its code and fills dates it lacked. */
export async function ensureLots(
  tx: Executor,
  companyId: number,
  supplierId: number | null,
  lines: readonly ArrivedLine[],
): Promise<void> {
  const firsts = new Map<string, ArrivedLine>();
  for (const line of lines) if (line.lot !== '' && !firsts.has(keyOf(line))) firsts.set(keyOf(line), line);
  if (firsts.size === 0) return;
  const existing = new Map(
    (await repo.lotsByKeys(tx, companyId, [...firsts.values()])).map((l) => [keyOf(l), l]),
  );
  for (const [key, line] of firsts) {
    const lot = existing.get(key);
    if (
      lot &&
      ((lot.productionDate === null && line.productionDate) || (lot.expiryDate === null && line.expiryDate))
    )
      await repo.fillDates(tx, lot.id, line.productionDate, line.expiryDate);
  }
  let missing = [...firsts.entries()].filter(([key]) => !existing.has(key)).map(([, line]) => line);
  // A skipped insert is a lot another posting created meanwhile or a clash of random codes: look again.
  for (let attempt = 0; missing.length > 0 && attempt < 5; attempt++) {
    await repo.insertLots(
      tx,
      missing.map((line) => ({
        companyId,
        goodsId: line.goodsId,
        lot: line.lot,
        productionDate: line.productionDate,
        expiryDate: line.expiryDate,
        supplierId,
        firstLineId: line.lineId,
        traceCode: newTraceCode(),
      })),
    );
    const now = new Set((await repo.lotsByKeys(tx, companyId, missing)).map(keyOf));
    missing = missing.filter((line) => !now.has(keyOf(line)));
  }
  if (missing.length > 0) throw new Error(`lots: no free trace code for ${missing.length} lot(s)`);
}

/** The shop's automatic current lots of these goods items, chosen again first expiry first. */
export async function chooseCurrentLots(
  tx: Executor,
  shopId: number,
  goodsIds: readonly number[],
  now: Date = new Date(),
): Promise<void> {
  const unique = [...new Set(goodsIds)];
  if (unique.length === 0) return;
  const today = dayIn(now, await shopZone(tx, shopId));
  await repo.setAutomatic(
    tx,
    shopId,
    unique,
    firstExpiryFirst(await repo.heldLots(tx, shopId, unique), today),
  );
}

/** Stock with these lines arrived at a location (a receipt posted, a transfer received). */
export async function lotsArrived(
  tx: Executor,
  arrival: {
    companyId: number;
    locationId: number;
    supplierId: number | null;
    lines: readonly ArrivedLine[];
  },
): Promise<void> {
  const withLot = arrival.lines.filter((l) => l.lot !== '');
  if (withLot.length === 0) return;
  await ensureLots(tx, arrival.companyId, arrival.supplierId, withLot);
  const shopId = await repo.shopOfLocation(tx, arrival.locationId);
  if (shopId !== null)
    await chooseCurrentLots(
      tx,
      shopId,
      withLot.map((l) => l.goodsId),
    );
}
