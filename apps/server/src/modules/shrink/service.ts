import { addDays, dayIn, daysBetween, rangeOfDays, weekdayOf } from '@dahua/shared';
import {
  SHRINK_MAX_DAYS,
  type ShrinkFigure,
  type ShrinkGroup,
  type ShrinkMoves,
  type ShrinkReport,
  type ShrinkRow,
  type ShrinkWorst,
} from '@dahua/shared/contracts/shrink';
import type { DocumentKind, LossReason, MoveReason } from '@dahua/shared/contracts/stock';
import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import * as repo from './repo.js';

/** Counted goods (weighing mode 1) are stocked and sold in pieces; the rest in grams. */
const countsPieces = (weighingMode: number) => weighingMode === 1;
const costDivisor = (weighingMode: number) => (countsPieces(weighingMode) ? 1 : 1000);
const valueAt = (quantity: number, unitCost: number, weighingMode: number) => {
  const exact = (quantity * unitCost) / costDivisor(weighingMode);
  return Math.sign(exact) * Math.round(Math.abs(exact));
};

/** The first day of the period holding `day` (weeks start on Monday). */
export function periodStart(day: string, group: ShrinkGroup): string {
  if (group === 'day') return day;
  if (group === 'week') return addDays(day, -weekdayOf(day));
  return `${day.slice(0, 7)}-01`;
}

/** The last day of the period starting on `start`. */
function periodEnd(start: string, group: ShrinkGroup): string {
  if (group === 'day') return start;
  if (group === 'week') return addDays(start, 6);
  const [y, m] = start.split('-').map(Number) as [number, number];
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return addDays(next, -1);
}

/** The range asked for, defaulting to the current month of the shop's calendar up to today. */
function rangeOf(now: Date, zone: string, from: string | undefined, to: string | undefined) {
  const today = dayIn(now, zone);
  const range = { from: from ?? `${(to ?? today).slice(0, 7)}-01`, to: to ?? today };
  if (range.from > range.to || daysBetween(range.from, range.to) > SHRINK_MAX_DAYS)
    throw new AppError('SHRINK_RANGE', { from: range.from, to: range.to, days: SHRINK_MAX_DAYS });
  return range;
}

type Figures = Omit<
  ShrinkRow,
  | 'goods_id'
  | 'goods_name'
  | 'plu_number'
  | 'item_code'
  | 'weighing_mode'
  | 'period_from'
  | 'period_to'
  | 'opening'
  | 'closing'
  | 'shrink'
  | 'shrink_value'
  | 'shrink_percent'
  | 'unit_cost'
> & { net: number };

const emptyFigures = (): Figures => ({
  received: 0,
  transferred_in: 0,
  transferred_out: 0,
  sold: 0,
  sold_posted: 0,
  sales_amount: 0,
  written_off: 0,
  written_off_by_reason: {},
  counted_difference: 0,
  net: 0,
});

/** Adds one day of the ledger's rollup to a row's figures (signs as the report shows them). */
function addMove(f: Figures, row: repo.DailyRow): void {
  f.net += row.quantity;
  switch (row.kind) {
    case 'receipt':
    case 'supplier_return':
      f.received += row.quantity;
      break;
    case 'transfer_in':
      f.transferred_in += row.quantity;
      break;
    case 'transfer_out':
      f.transferred_out -= row.quantity;
      break;
    case 'sale':
      f.sold_posted -= row.quantity;
      break;
    case 'loss': {
      f.written_off -= row.quantity;
      const reason = (row.lossReason || 'other') as LossReason;
      f.written_off_by_reason[reason] = (f.written_off_by_reason[reason] ?? 0) - row.quantity;
      break;
    }
    case 'stocktake':
      f.counted_difference += row.quantity;
      break;
    // Anything else (transit losses and reversals without a kind of their own never fall on a
    // shop) moves the closing stock only, so the identity still holds: shrink takes it.
  }
}

/** What of a sales row counts as sold in the goods item's stock unit (a unit kind apart is not stock). */
const soldQuantity = (row: repo.SalesRow, weighingMode: number) =>
  countsPieces(row.weighingMode) !== countsPieces(weighingMode)
    ? 0
    : countsPieces(weighingMode)
      ? row.pieces
      : row.weight;

type Computed = { shop: repo.ShopInfo; row: ShrinkRow };

/**
 * The report's rows for shops sharing one zone over days `from`..`to` of that zone: each
 * (shop, goods, period) with a move or a sale in it. Opening stock at `from` is the balance less the
 * rollup since `from`; each period's closing = opening + the net of its moves; shrink = opening +
 * received + transferred in − transferred out − sold − written off − closing.
 */
async function compute(
  db: Executor,
  shops: repo.ShopInfo[],
  from: string,
  to: string,
  group: ShrinkGroup,
  goodsId?: number,
): Promise<Computed[]> {
  if (shops.length === 0) return [];
  const zone = shops[0]!.zone;
  const locations = shops.map((s) => s.locationId);
  const span = rangeOfDays(from, to, zone);
  const [moves, opening, sales] = await Promise.all([
    repo.dailyMoves(db, locations, from, to, group, goodsId),
    repo.openingStock(db, locations, from, goodsId),
    repo.salesByDay(
      db,
      shops.map((s) => s.shopId),
      {
        from,
        to,
        start: span.from,
        end: span.to,
        zone,
        companyDays: shops.every((s) => s.zone === s.companyZone),
      },
      group,
      goodsId,
    ),
  ]);
  const goodsIds = [...new Set([...moves.map((m) => m.goodsId), ...sales.map((s) => s.goodsId)])];
  const byCompany = new Map<number, number[]>();
  for (const shop of shops) byCompany.set(shop.companyId, goodsIds);
  const facts = new Map<number, repo.GoodsFacts>();
  for (const [companyId, ids] of byCompany)
    for (const g of await repo.goodsFacts(db, companyId, ids)) facts.set(g.id, g);

  const shopByLocation = new Map(shops.map((s) => [s.locationId, s]));
  const shopById = new Map(shops.map((s) => [s.shopId, s]));
  // (shop, goods) → period start → figures
  const cells = new Map<string, Map<string, Figures>>();
  const cellOf = (shopId: number, gId: number, day: string) => {
    const key = `${shopId}:${gId}`;
    let periods = cells.get(key);
    if (!periods) {
      periods = new Map();
      cells.set(key, periods);
    }
    const start = periodStart(day, group);
    let figures = periods.get(start);
    if (!figures) {
      figures = emptyFigures();
      periods.set(start, figures);
    }
    return figures;
  };
  for (const move of moves) {
    const shop = shopByLocation.get(move.locationId);
    if (shop && facts.has(move.goodsId)) addMove(cellOf(shop.shopId, move.goodsId, move.day), move);
  }
  for (const sale of sales) {
    const goodsItem = facts.get(sale.goodsId);
    if (!goodsItem || !shopById.has(sale.shopId)) continue;
    const f = cellOf(sale.shopId, sale.goodsId, sale.day);
    f.sold += soldQuantity(sale, goodsItem.weighingMode);
    f.sales_amount += sale.amount;
  }
  const openingOf = new Map(
    opening.map((o) => [`${shopByLocation.get(o.locationId)?.shopId}:${o.goodsId}`, o.quantity]),
  );

  const out: Computed[] = [];
  for (const [key, periods] of cells) {
    const [shopId, gId] = key.split(':').map(Number) as [number, number];
    const shop = shopById.get(shopId)!;
    const goodsItem = facts.get(gId)!;
    let stock = openingOf.get(key) ?? 0;
    for (const start of [...periods.keys()].sort()) {
      const f = periods.get(start)!;
      const openingStock = stock;
      const closing = openingStock + f.net;
      stock = closing;
      const shrink =
        openingStock + f.received + f.transferred_in - f.transferred_out - f.sold - f.written_off - closing;
      const shrinkValue = valueAt(shrink, goodsItem.averageCost, goodsItem.weighingMode);
      const { net: _net, ...figures } = f;
      out.push({
        shop,
        row: {
          goods_id: gId,
          goods_name: goodsItem.name.replace(/\n/g, ' '),
          plu_number: goodsItem.pluNumber,
          item_code: goodsItem.itemCode,
          weighing_mode: goodsItem.weighingMode,
          period_from: start < from ? from : start,
          period_to: periodEnd(start, group) > to ? to : periodEnd(start, group),
          opening: openingStock,
          ...figures,
          closing,
          shrink,
          shrink_value: shrinkValue,
          shrink_percent:
            f.sales_amount > 0 ? Math.round((shrinkValue / f.sales_amount) * 10_000) / 100 : null,
          unit_cost: goodsItem.averageCost,
        },
      });
    }
  }
  out.sort(
    (a, b) =>
      b.row.shrink_value - a.row.shrink_value ||
      b.row.shrink - a.row.shrink ||
      a.row.goods_id - b.row.goods_id ||
      a.row.period_from.localeCompare(b.row.period_from) ||
      a.shop.shopId - b.shop.shopId,
  );
  return out;
}

export type ShrinkQuery = {
  shop_id: number;
  from?: string | undefined;
  to?: string | undefined;
  group: ShrinkGroup;
  goods_id?: number | undefined;
};

async function shopOr404(ctx: AppContext, scope: Scope, shopId: number) {
  const shop = await repo.shopIn(ctx.db, scope, shopId);
  if (!shop) throw new AppError('NOT_FOUND');
  return shop;
}

/** Every row of the report, sorted by shrink value (the page and the export). */
export async function reportRows(ctx: AppContext, scope: Scope, query: ShrinkQuery) {
  const shop = await shopOr404(ctx, scope, query.shop_id);
  const range = rangeOf(ctx.clock(), shop.zone, query.from, query.to);
  const rows = (await compute(ctx.db, [shop], range.from, range.to, query.group, query.goods_id)).map(
    (c) => c.row,
  );
  return { shop, range, rows };
}

export async function report(
  ctx: AppContext,
  scope: Scope,
  query: ShrinkQuery & { page: number; per_page: number },
): Promise<ShrinkReport> {
  const { shop, range, rows } = await reportRows(ctx, scope, query);
  const offset = (query.page - 1) * query.per_page;
  return {
    list: rows.slice(offset, offset + query.per_page),
    meta: { total: rows.length, page: query.page, per_page: query.per_page },
    shop_id: shop.shopId,
    shop_name: shop.shopName,
    time_zone: shop.zone,
    from: range.from,
    to: range.to,
    group: query.group,
    total_shrink_value: rows.reduce((sum, r) => sum + r.shrink_value, 0),
  };
}

/** Which moves make each figure (a reversal counts under its document's kind, as in the rollup). */
function figureOf(reason: string, documentKind: string | null): ShrinkFigure | null {
  const kind = reason === 'reversal' ? documentKind : reason;
  switch (kind) {
    case 'receipt':
    case 'supplier_return':
      return 'received';
    case 'transfer_in':
      return 'transferred_in';
    case 'transfer_out':
      return 'transferred_out';
    case 'loss':
      return 'written_off';
    case 'stocktake':
      return 'counted_difference';
    default:
      return null;
  }
}

/** Figures shown as positive outflows: their moves are negative. */
const OUTFLOWS: readonly ShrinkFigure[] = ['transferred_out', 'written_off'];

/** The moves (or for `sold` the daily sales) behind one figure of one shop, goods item and range. */
export async function figureMoves(
  ctx: AppContext,
  scope: Scope,
  query: {
    shop_id: number;
    goods_id: number;
    from?: string | undefined;
    to?: string | undefined;
    kind: ShrinkFigure;
  },
): Promise<ShrinkMoves> {
  const shop = await shopOr404(ctx, scope, query.shop_id);
  const [goodsItem] = await repo.goodsFacts(ctx.db, shop.companyId, [query.goods_id]);
  if (!goodsItem) throw new AppError('NOT_FOUND');
  const range = rangeOf(ctx.clock(), shop.zone, query.from, query.to);
  const span = rangeOfDays(range.from, range.to, shop.zone);
  if (query.kind === 'sold') {
    const rows = await repo.salesByDay(
      ctx.db,
      [shop.shopId],
      {
        ...range,
        start: span.from,
        end: span.to,
        zone: shop.zone,
        companyDays: shop.zone === shop.companyZone,
      },
      'day',
      query.goods_id,
    );
    const days = new Map<string, { day: string; quantity: number; amount: number; records: number }>();
    for (const row of rows) {
      const day = days.get(row.day) ?? { day: row.day, quantity: 0, amount: 0, records: 0 };
      day.quantity += soldQuantity(row, goodsItem.weighingMode);
      day.amount += row.amount;
      day.records += row.count;
      days.set(row.day, day);
    }
    const sales = [...days.values()].sort((a, b) => a.day.localeCompare(b.day));
    return { kind: 'sold', total: sales.reduce((s, d) => s + d.quantity, 0), moves: [], sales };
  }
  const moves = (await repo.movesBetween(ctx.db, shop.locationId, query.goods_id, span.from, span.to)).filter(
    (m) => figureOf(m.reason, m.documentKind) === query.kind,
  );
  const sign = OUTFLOWS.includes(query.kind) ? -1 : 1;
  return {
    kind: query.kind,
    total: sign * moves.reduce((s, m) => s + m.quantity, 0),
    moves: moves.map((m) => ({
      id: m.id,
      posted_time: m.postedTime.toISOString(),
      day: dayIn(m.postedTime, shop.zone),
      reason: m.reason as MoveReason,
      loss_reason:
        figureOf(m.reason, m.documentKind) === 'written_off'
          ? ((m.documentReason || 'other') as LossReason)
          : null,
      quantity: m.quantity,
      value: m.value,
      document_id: m.documentId,
      document_kind: m.documentKind as DocumentKind | null,
      document_number: m.documentNumber,
    })),
    sales: [],
  };
}

/**
 * The dashboard's card: a company's worst 20 (shop × goods) by shrink value in the current month of
 * each shop's calendar (shops are grouped by zone: one computation per zone). Only positive shrink.
 */
export async function worstOfCompany(
  ctx: AppContext,
  companyId: number,
  now = ctx.clock(),
): Promise<ShrinkWorst> {
  const shops = await repo.shopsOf(ctx.db, companyId);
  const byZone = new Map<string, repo.ShopInfo[]>();
  for (const shop of shops) byZone.set(shop.zone, [...(byZone.get(shop.zone) ?? []), shop]);
  const all: Computed[] = [];
  let month = '';
  for (const [zone, group] of byZone) {
    const today = dayIn(now, zone);
    const from = `${today.slice(0, 7)}-01`;
    if (group.some((s) => s.zone === s.companyZone) || month === '') month = today.slice(0, 7);
    all.push(...(await compute(ctx.db, group, from, today, 'month')));
  }
  return {
    month,
    rows: all
      .filter((c) => c.row.shrink > 0)
      .sort((a, b) => b.row.shrink_value - a.row.shrink_value || b.row.shrink - a.row.shrink)
      .slice(0, 20)
      .map((c) => ({
        shop_id: c.shop.shopId,
        shop_name: c.shop.shopName,
        goods_id: c.row.goods_id,
        goods_name: c.row.goods_name,
        weighing_mode: c.row.weighing_mode,
        shrink: c.row.shrink,
        shrink_value: c.row.shrink_value,
        shrink_percent: c.row.shrink_percent,
      })),
  };
}
