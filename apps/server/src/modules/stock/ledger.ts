import type { MoveReason } from '@dahua/shared/contracts/stock';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { managersOf } from '../members/queries.js';
import { bilingual } from '../notices/texts.js';
import * as repo from './ledger-repo.js';
import { costDivisor, quantityText, valueAt } from './quantities.js';

/** What the ledger needs to know of a goods item. */
export type GoodsInfo = { id: number; name: string; weighingMode: number };

export type MoveRequest = {
  locationId: number;
  goodsId: number;
  /** Signed, never zero. */
  quantity: number;
  reason: MoveReason;
  documentId: number | null;
  lineId: number | null;
  /** The line number named in a refusal. */
  lineNo?: number;
  /** An incoming move's own cost (a receipt); otherwise the company's moving average. */
  unitCost?: number | null;
  /** A value fixed by the caller. */
  value?: number;
  /** The index of an earlier move of this posting whose value this one mirrors (a transfer's two legs). */
  mirrorOf?: number;
  /** Refuse the move when it takes the balance below zero. */
  guard?: boolean;
};

export type Posting = {
  companyId: number;
  userId: number | null;
  /** The document number named in a refusal. */
  document: string;
  goods: Map<number, GoodsInfo>;
  locationNames: Map<number, string>;
  moves: MoveRequest[];
};

export type PostedMove = MoveRequest & { value: number; unitCost: number };

const key = (locationId: number, goodsId: number) => `${locationId}:${goodsId}`;

/**
 * Posts moves to the ledger in the caller's transaction: appends them, keeps each balance (quantity,
 * value) and the company's moving-average cost of each goods item, refuses a guarded move that
 * would take a balance below zero (naming document, line, goods and shortfall), and sends the
 * low-stock notice when a balance falls below its threshold. All of it or nothing.
 *
 * Costing: moving average per company and goods item. An incoming move with a cost adds its
 * value; any other move is valued at the average, taken as the proportional share of the company's
 * total value (so the last gram out takes the last fen and nothing drifts).
 */
export async function post(tx: Executor, posting: Posting, at = new Date()): Promise<PostedMove[]> {
  if (posting.moves.length === 0) return [];
  const pairs = [...new Map(posting.moves.map((m) => [key(m.locationId, m.goodsId), m])).values()];
  const locked = await repo.lockRows(tx, posting.companyId, pairs);
  const costs = new Map(locked.costs.map((c) => [c.goodsId, c]));
  const balances = new Map(locked.balances.map((b) => [key(b.locationId, b.goodsId), b]));
  const wasLow = new Map(locked.balances.map((b) => [key(b.locationId, b.goodsId), b.lowNotified]));

  const posted: PostedMove[] = [];
  for (const move of posting.moves) {
    const goods = posting.goods.get(move.goodsId);
    const cost = costs.get(move.goodsId);
    const balance = balances.get(key(move.locationId, move.goodsId));
    if (!goods || !cost || !balance) throw new Error(`ledger rows missing for goods ${move.goodsId}`);
    const divisor = costDivisor(goods.weighingMode);
    const average = cost.quantity > 0 ? Math.round((cost.value * divisor) / cost.quantity) : cost.averageCost;

    if (move.guard && move.quantity < 0 && balance.quantity + move.quantity < 0)
      throw new AppError('STOCK_SHORTFALL', {
        document: posting.document,
        line: move.lineNo ?? '-',
        goods: `${goods.name}（${posting.locationNames.get(move.locationId) ?? move.locationId}）`,
        shortfall: quantityText(-(balance.quantity + move.quantity), goods.weighingMode),
      });

    let value: number;
    if (move.mirrorOf !== undefined) value = -posted[move.mirrorOf]!.value;
    else if (move.value !== undefined) value = move.value;
    else if (move.quantity > 0) value = valueAt(move.quantity, move.unitCost ?? average, goods.weighingMode);
    else if (cost.quantity > 0 && -move.quantity <= cost.quantity)
      value = -Math.round((cost.value * -move.quantity) / cost.quantity);
    else value = valueAt(move.quantity, average, goods.weighingMode);

    cost.quantity += move.quantity;
    cost.value += value;
    if (cost.quantity > 0) cost.averageCost = Math.round((cost.value * divisor) / cost.quantity);
    balance.quantity += move.quantity;
    balance.value += value;
    const unitCost = move.unitCost ?? Math.round(Math.abs((value * divisor) / move.quantity));
    posted.push({ ...move, value, unitCost });
  }

  const rows: repo.NewMove[] = posted.map((m) => ({
    companyId: posting.companyId,
    locationId: m.locationId,
    goodsId: m.goodsId,
    quantity: m.quantity,
    unitCost: m.unitCost,
    value: m.value,
    reason: m.reason,
    documentId: m.documentId,
    lineId: m.lineId,
    userId: posting.userId,
    postedTime: at,
  }));
  await repo.insertMoves(tx, rows);
  await repo.upsertDaily(tx, rows);

  const crossed: repo.BalanceRow[] = [];
  for (const balance of balances.values()) {
    if (balance.lowThreshold === null) continue;
    const below = balance.quantity < balance.lowThreshold;
    if (below && !wasLow.get(key(balance.locationId, balance.goodsId))) crossed.push(balance);
    balance.lowNotified = below;
  }
  await repo.writeBalances(tx, [...balances.values()], at);
  await repo.writeCosts(tx, [...costs.values()]);
  if (crossed.length > 0) await notifyLowStock(tx, posting, crossed);
  return posted;
}

/** One notice per crossing to the company's owners and managers; again only after it recovered. */
async function notifyLowStock(tx: Executor, posting: Posting, crossed: repo.BalanceRow[]): Promise<void> {
  const recipients = await managersOf(tx, posting.companyId);
  for (const balance of crossed) {
    const goods = posting.goods.get(balance.goodsId)!;
    const location = posting.locationNames.get(balance.locationId) ?? String(balance.locationId);
    await repo.notify(tx, recipients, {
      title: bilingual({ ch: '库存预警', en: 'Low stock' }),
      description: `${goods.name} @ ${location}: ${quantityText(balance.quantity, goods.weighingMode)} < ${quantityText(balance.lowThreshold!, goods.weighingMode)}`,
      extra: `/project/stockMng/overview?location_id=${balance.locationId}&goods_id=${balance.goodsId}`,
    });
  }
}
