import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { notices, stockBalances, stockCosts, stockMoves } from '../../db/schema/index.js';

export type Pair = { locationId: number; goodsId: number };
export type BalanceRow = typeof stockBalances.$inferSelect;
export type CostRow = typeof stockCosts.$inferSelect;
export type NewMove = typeof stockMoves.$inferInsert;

const byGoodsThenLocation = (a: Pair, b: Pair) => a.goodsId - b.goodsId || a.locationId - b.locationId;

const pairsIn = (pairs: Pair[]): SQL =>
  sql`(${stockBalances.locationId}, ${stockBalances.goodsId}) in (${sql.join(
    pairs.map((p) => sql`(${p.locationId}::int, ${p.goodsId}::int)`),
    sql`, `,
  )})`;

/**
 * Makes the balance and cost rows the moves will change, then locks them: costs by goods, then
 * balances by goods and location. Every posting takes its locks in this one order, so two
 * postings over the same goods wait for each other instead of deadlocking.
 */
export async function lockRows(
  tx: Executor,
  companyId: number,
  pairs: Pair[],
): Promise<{ costs: CostRow[]; balances: BalanceRow[] }> {
  const sorted = [...pairs].sort(byGoodsThenLocation);
  const goodsIds = [...new Set(sorted.map((p) => p.goodsId))];
  await tx
    .insert(stockCosts)
    .values(goodsIds.map((goodsId) => ({ companyId, goodsId })))
    .onConflictDoNothing();
  await tx
    .insert(stockBalances)
    .values(sorted.map((p) => ({ locationId: p.locationId, goodsId: p.goodsId, companyId })))
    .onConflictDoNothing();
  const costs = await tx
    .select()
    .from(stockCosts)
    .where(and(eq(stockCosts.companyId, companyId), inArray(stockCosts.goodsId, goodsIds)))
    .orderBy(asc(stockCosts.goodsId))
    .for('update');
  const balances = await tx
    .select()
    .from(stockBalances)
    .where(pairsIn(sorted))
    .orderBy(asc(stockBalances.goodsId), asc(stockBalances.locationId))
    .for('update');
  return { costs, balances };
}

/** Makes empty balance rows (a transfer's destination shows what is in transit to it from the start). */
export async function ensureBalances(tx: Executor, companyId: number, pairs: Pair[]): Promise<void> {
  if (pairs.length === 0) return;
  await tx
    .insert(stockBalances)
    .values(
      [...pairs]
        .sort(byGoodsThenLocation)
        .map((p) => ({ locationId: p.locationId, goodsId: p.goodsId, companyId })),
    )
    .onConflictDoNothing();
}

/** Appends moves to the ledger (in chunks that keep each statement's parameters in bounds). */
export async function insertMoves(tx: Executor, moves: NewMove[]): Promise<void> {
  for (let start = 0; start < moves.length; start += 2000)
    await tx.insert(stockMoves).values(moves.slice(start, start + 2000));
}

/**
 * Adds a posting's moves to the daily rollup (`stock_moves_daily`), by the rule of migration 0027's
 * `stock_moves_daily_rebuild`: the location's calendar day, a reversal under its document's kind, a
 * loss under its document's reason. The balances of these pairs are locked already, so two postings
 * over one pair reach here one after the other.
 */
export async function upsertDaily(tx: Executor, moves: NewMove[]): Promise<void> {
  for (let start = 0; start < moves.length; start += 2000) {
    const values = moves
      .slice(start, start + 2000)
      .map(
        (m) =>
          sql`(${m.locationId}::int, ${m.goodsId}::int, ${m.quantity}::bigint, ${m.value}::bigint, ${m.reason}::text, ${m.documentId ?? null}::int, ${m.postedTime ?? new Date()}::timestamptz)`,
      );
    await tx.execute(sql`
      insert into stock_moves_daily as r
        (location_id, day, goods_id, kind, loss_reason, company_id, quantity, value, moves)
      select v.location_id, (v.posted_time at time zone coalesce(s.time_zone, c.time_zone))::date, v.goods_id,
             k.kind, case when k.kind = 'loss' then coalesce(d.reason, '') else '' end, l.company_id,
             sum(v.quantity), sum(v.value), count(*)
      from (values ${sql.join(values, sql`, `)}) as v(location_id, goods_id, quantity, value, reason, document_id, posted_time)
      join stock_locations l on l.id = v.location_id
      join companies c on c.id = l.company_id
      left join shops s on s.id = l.shop_id
      left join stock_documents d on d.id = v.document_id
      cross join lateral (select case when v.reason <> 'reversal' then v.reason
                                      when d.kind in ('receipt', 'supplier_return', 'loss') then d.kind
                                      else 'reversal' end as kind) k
      group by 1, 2, 3, 4, 5, 6
      order by 3, 1, 2, 4, 5
      on conflict (location_id, day, goods_id, kind, loss_reason) do update
        set quantity = r.quantity + excluded.quantity, value = r.value + excluded.value, moves = r.moves + excluded.moves`);
  }
}

/** Writes the new quantity, value and low-stock flag of each balance in one statement. */
export async function writeBalances(tx: Executor, rows: BalanceRow[], at: Date): Promise<void> {
  for (let start = 0; start < rows.length; start += 2000) {
    const values = rows
      .slice(start, start + 2000)
      .map(
        (b) =>
          sql`(${b.locationId}::int, ${b.goodsId}::int, ${b.quantity}::bigint, ${b.value}::bigint, ${b.lowNotified}::boolean)`,
      );
    await tx.execute(sql`
      update ${stockBalances} as b
      set quantity = v.quantity, value = v.value, low_notified = v.low_notified, last_move_time = ${at}
      from (values ${sql.join(values, sql`, `)}) as v(location_id, goods_id, quantity, value, low_notified)
      where b.location_id = v.location_id and b.goods_id = v.goods_id`);
  }
}

export async function writeCosts(tx: Executor, rows: CostRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 2000) {
    const values = rows
      .slice(start, start + 2000)
      .map(
        (c) =>
          sql`(${c.companyId}::int, ${c.goodsId}::int, ${c.quantity}::bigint, ${c.value}::bigint, ${c.averageCost}::bigint)`,
      );
    await tx.execute(sql`
      update ${stockCosts} as c
      set quantity = v.quantity, value = v.value, average_cost = v.average_cost
      from (values ${sql.join(values, sql`, `)}) as v(company_id, goods_id, quantity, value, average_cost)
      where c.company_id = v.company_id and c.goods_id = v.goods_id`);
  }
}

export async function notify(
  tx: Executor,
  userIds: number[],
  notice: { title: string; description: string; extra: string },
): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(notices)
    .values(userIds.map((userId) => ({ userId, type: 'notification' as const, ...notice })));
}

/** The last ledger move id (0 when there is none): a stocktake's start and a count's mark. */
export async function lastMoveId(tx: Executor): Promise<number> {
  const [row] = await tx.select({ id: sql<string | null>`max(${stockMoves.id})` }).from(stockMoves);
  return Number(row?.id ?? 0);
}
