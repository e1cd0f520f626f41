import type { GoodsAnswer, GoodsOneAnswer, StatsFilters } from '@dahua/shared/contracts/stats';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { companyZone } from '../time-zones/index.js';
import { areaOf } from './area.js';
import { byKey, goodsKeyOf, salesEveryDay, salesFiguresOf, sumOf } from './figures.js';
import { rangeOf } from './periods.js';
import type { Area, GoodsTotal } from './repo.js';
import * as repo from './repo.js';

const SLOW_MOVERS_LIMIT = 500;

/** Goods ranked by amount, weight or count, with ABC classes and slow movers. */
export async function goodsRanking(
  ctx: AppContext,
  scope: Scope,
  query: StatsFilters & { sort: 'amount' | 'weight' | 'count'; limit: number },
  now = ctx.clock(),
): Promise<GoodsAnswer> {
  const area = await areaOf(ctx, scope, query);
  const range = rangeOf(query, now, area.zone);
  const [rows, slow] = await Promise.all([
    repo.goodsTotals(ctx.db, area, range.date_from, range.date_to),
    repo.slowMovers(ctx.db, area, range.date_from, range.date_to, SLOW_MOVERS_LIMIT),
  ]);
  const total = sumOf(rows);
  // ABC by amount: A while the running share before an item is under 80% (the item that crosses
  // 80% is A), B under 95%, C the rest. Integer arithmetic, so 80% exactly is exact.
  const byAmount = [...rows].sort((a, b) => b.amount - a.amount || byKey(a, b));
  const abc = new Map<GoodsTotal, { share: number; cumulative: number; abc: 'A' | 'B' | 'C' }>();
  let running = 0;
  for (const row of byAmount) {
    const before = running;
    running += row.amount;
    const cls =
      total.amount <= 0
        ? 'C'
        : before * 100 < total.amount * 80
          ? 'A'
          : before * 100 < total.amount * 95
            ? 'B'
            : 'C';
    abc.set(row, {
      share: total.amount > 0 ? row.amount / total.amount : 0,
      cumulative: total.amount > 0 ? running / total.amount : 0,
      abc: cls,
    });
  }
  const sortKey = query.sort;
  const ranking = [...rows]
    .sort((a, b) => b[sortKey] - a[sortKey] || b.amount - a.amount || byKey(a, b))
    .slice(0, query.limit)
    .map((row) => {
      const c = abc.get(row)!;
      return {
        ...goodsKeyOf(row),
        ...salesFiguresOf(row),
        share: c.share,
        cumulative_share: c.cumulative,
        abc: c.abc,
      };
    });
  return { range, sort: sortKey, total: salesFiguresOf(total), ranking, slow_movers: slow };
}

/** The stock block: ledger moves by reason, signed so sold, returned and lost count up. */
function stockBlock(
  moves: { reason: string; kind: string | null; quantity: number }[],
): GoodsOneAnswer['stock'] {
  const stock = { sold: 0, received: 0, returned: 0, lost: 0, counted: 0, transferred: 0 };
  const KIND_OF_REVERSAL: Record<string, keyof typeof stock> = {
    receipt: 'received',
    supplier_return: 'returned',
    transfer: 'transferred',
    loss: 'lost',
    stocktake: 'counted',
  };
  const BY_REASON: Record<string, keyof typeof stock> = {
    sale: 'sold',
    receipt: 'received',
    supplier_return: 'returned',
    transfer_out: 'transferred',
    transfer_in: 'transferred',
    transit_loss: 'lost',
    loss: 'lost',
    stocktake: 'counted',
  };
  const outgoing = new Set<keyof typeof stock>(['sold', 'returned', 'lost']);
  for (const move of moves) {
    const bucket = move.reason === 'reversal' ? KIND_OF_REVERSAL[move.kind ?? ''] : BY_REASON[move.reason];
    if (!bucket) continue;
    stock[bucket] += outgoing.has(bucket) ? -move.quantity : move.quantity;
  }
  return stock;
}

/** One goods item: trend, by shop, by scale, prices as sold, stock moves. */
export async function goodsOne(
  ctx: AppContext,
  scope: Scope,
  goodsId: number,
  query: StatsFilters,
  now = ctx.clock(),
): Promise<GoodsOneAnswer> {
  const area = await areaOf(ctx, scope, query);
  const item = await repo.goodsOf(ctx.db, goodsId);
  if (!item || (area.companyId !== null && item.companyId !== area.companyId))
    throw new AppError('NOT_FOUND');
  const goodsArea: Area = {
    companyId: item.companyId,
    shopId: area.shopId,
    zone: await companyZone(ctx.db, item.companyId),
  };
  const range = rangeOf(query, now, goodsArea.zone);
  const { date_from: from, date_to: to } = range;
  const [days, byShop, byScale, prices, moves] = await Promise.all([
    repo.salesByDay(ctx.db, goodsArea, from, to, item.id),
    repo.goodsByShop(ctx.db, goodsArea, from, to, item.id),
    repo.goodsByScale(ctx.db, goodsArea, from, to, item.id),
    repo.goodsPrices(ctx.db, goodsArea, from, to, item.id),
    repo.goodsStockMoves(ctx.db, goodsArea, from, to, item.id),
  ]);
  return {
    range,
    goods: {
      goods_id: item.id,
      plu: item.plu,
      name: item.name,
      measure_unit: item.measureUnit,
      weighing_mode: item.weighingMode,
    },
    summary: salesFiguresOf(sumOf(days)),
    series: salesEveryDay(range, days),
    by_shop: byShop.map(({ id, name, ...f }) => ({ id, name, ...salesFiguresOf(f) })),
    by_scale: byScale.map(({ id, name, shop_name, ...f }) => ({ id, name, shop_name, ...salesFiguresOf(f) })),
    prices,
    stock: stockBlock(moves),
  };
}
