import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { PriceSource } from './queries.js';

/*
 * Which of our prices a sale was made at (issue 28): the trades judge each record as it comes in, with
 * one query per batch (`soldAtFacts`) and a pure judge per record (`judgeSoldAt`).
 *
 * The rule in force at the trade time T follows queries.ts's precedence (a promotion of the shop's list →
 * the list's price → a promotion of the base → the base price), with promotions judged by the interval
 * the schedule gave them, [started_time, ended_time) containing T, and the list and base prices as they
 * are now: prices set by hand keep no history. When that rule's price is the sold price, it is the
 * source; else a promotion covering T, or a change started at or before T (of the shop's list or of the
 * base), whose line price for the goods item is the sold price; else 'other' (typed at the scale, or a
 * scale not yet in step).
 */

export type SoldAtSource = PriceSource | 'other';
export type SoldAt = { source: SoldAtSource; sourceId: number | null };

/** A started change or promotion's line for one goods item (times as epoch milliseconds). */
export type StartedLine = {
  id: number;
  kind: 'change' | 'promotion';
  priceListId: number | null;
  startedMs: number;
  endedMs: number | null;
  priceFen: number;
};

/** What is needed to judge one goods item's sales in one shop. */
export type SoldAtFacts = {
  basePriceFen: number;
  /** The started change that set the base price now, if one did. */
  baseChangeId: number | null;
  /** The shop's list, and its price for the goods item now (null: not in the list). */
  priceListId: number | null;
  listPriceFen: number | null;
  listChangeId: number | null;
  /** Started changes and promotions of the shop's list or the base holding the goods item. */
  lines: StartedLine[];
};

const covers = (line: StartedLine, at: number) =>
  line.kind === 'promotion' && line.startedMs <= at && (line.endedMs === null || at < line.endedMs);

/** The latest-started promotion of `list` (null: the base) covering `at` (queries.ts: the last started wins). */
function promotionAt(facts: SoldAtFacts, list: number | null, at: number): StartedLine | undefined {
  let best: StartedLine | undefined;
  for (const line of facts.lines)
    if (line.priceListId === list && covers(line, at))
      if (
        !best ||
        line.startedMs > best.startedMs ||
        (line.startedMs === best.startedMs && line.id > best.id)
      )
        best = line;
  return best;
}

/** The rule in force at `at` and its price. */
function ruleAt(facts: SoldAtFacts, at: number): SoldAt & { priceFen: number } {
  if (facts.priceListId !== null) {
    const promotion = promotionAt(facts, facts.priceListId, at);
    if (promotion) return { source: 'promotion', sourceId: promotion.id, priceFen: promotion.priceFen };
    if (facts.listPriceFen !== null)
      return facts.listChangeId !== null
        ? { source: 'change', sourceId: facts.listChangeId, priceFen: facts.listPriceFen }
        : { source: 'list', sourceId: facts.priceListId, priceFen: facts.listPriceFen };
  }
  const promotion = promotionAt(facts, null, at);
  if (promotion) return { source: 'promotion', sourceId: promotion.id, priceFen: promotion.priceFen };
  return facts.baseChangeId !== null
    ? { source: 'change', sourceId: facts.baseChangeId, priceFen: facts.basePriceFen }
    : { source: 'base', sourceId: null, priceFen: facts.basePriceFen };
}

/** Which rule set price `priceFen` of a sale at `at` (epoch ms). */
export function judgeSoldAt(facts: SoldAtFacts, at: number, priceFen: number): SoldAt {
  const rule = ruleAt(facts, at);
  if (rule.priceFen === priceFen) return { source: rule.source, sourceId: rule.sourceId };
  // A promotion covering T first (the shop's list before the base), then the latest change started by T.
  const ours = (line: StartedLine) => line.priceListId === null || line.priceListId === facts.priceListId;
  const candidates = facts.lines
    .filter((line) => ours(line) && line.priceFen === priceFen)
    .filter((line) => (line.kind === 'promotion' ? covers(line, at) : line.startedMs <= at))
    .sort(
      (a, b) =>
        (a.kind === 'promotion' ? 0 : 1) - (b.kind === 'promotion' ? 0 : 1) ||
        (a.priceListId === null ? 1 : 0) - (b.priceListId === null ? 1 : 0) ||
        b.startedMs - a.startedMs ||
        b.id - a.id,
    );
  const found = candidates[0];
  if (found) return { source: found.kind, sourceId: found.id };
  return { source: 'other', sourceId: null };
}

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const numberOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/**
 * The facts of each goods item in shop `shopId` for sales between `fromMs` and `toMs` (epoch ms): one
 * query. Lines of promotions that ended at or before `fromMs` and of anything started after `toMs` are left
 * out (they cover none of the sales).
 */
export async function soldAtFacts(
  db: Executor,
  shopId: number,
  goodsIds: number[],
  fromMs: number,
  toMs: number,
): Promise<Map<number, SoldAtFacts>> {
  const facts = new Map<number, SoldAtFacts>();
  if (goodsIds.length === 0) return facts;
  const from = new Date(fromMs).toISOString();
  const to = new Date(toMs).toISOString();
  const result = await db.execute(sql`
    select g.id, g.unit_price_fen, g.price_change_id, pls.price_list_id,
      lp.unit_price_fen as list_price, lp.price_change_id as list_change_id,
      (select coalesce(json_agg(json_build_object(
          'id', pc.id, 'kind', pc.kind, 'list', pc.price_list_id, 'price', l.unit_price_fen,
          'started', (extract(epoch from pc.started_time) * 1000)::float8,
          'ended', (extract(epoch from pc.ended_time) * 1000)::float8)), '[]'::json)
        from price_change_lines l
        join price_changes pc on pc.id = l.price_change_id
        where l.goods_id = g.id and pc.started_time is not null and pc.cancelled_time is null
          and pc.started_time <= ${to}::timestamptz
          and (pc.price_list_id is null or pc.price_list_id = pls.price_list_id)
          and (pc.kind = 'change' or pc.ended_time is null or pc.ended_time > ${from}::timestamptz)
      ) as lines
    from goods g
    left join price_list_shops pls on pls.shop_id = ${shopId}
    left join price_list_prices lp on lp.price_list_id = pls.price_list_id and lp.goods_id = g.id
    where g.id = any(${`{${goodsIds.join(',')}}`}::integer[])`);
  for (const row of rowsOf(result)) {
    const raw = (typeof row.lines === 'string' ? JSON.parse(row.lines) : row.lines) as Record<
      string,
      unknown
    >[];
    facts.set(Number(row.id), {
      basePriceFen: Number(row.unit_price_fen),
      baseChangeId: numberOrNull(row.price_change_id),
      priceListId: numberOrNull(row.price_list_id),
      listPriceFen: numberOrNull(row.list_price),
      listChangeId: numberOrNull(row.list_change_id),
      lines: raw.map((line) => ({
        id: Number(line.id),
        kind: line.kind as StartedLine['kind'],
        priceListId: numberOrNull(line.list),
        startedMs: Number(line.started),
        endedMs: numberOrNull(line.ended),
        priceFen: Number(line.price),
      })),
    });
  }
  return facts;
}
