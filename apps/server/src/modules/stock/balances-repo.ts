import { and, asc, count, desc, eq, gte, inArray, isNotNull, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { goodsMatching } from '../../db/goods-matching.js';
import { containing } from '../../db/like.js';
import {
  companies,
  goods,
  shops,
  stockBalances,
  stockDocumentLines,
  stockDocuments,
  stockLocations,
  stockMoves,
  users,
} from '../../db/schema/index.js';
import { documentPersonName } from './documents-repo.js';

const locationName = sql<string>`coalesce(${shops.name}, ${stockLocations.name})`;

/** Shipped to the balance's location and not yet received. */
const inTransit = sql<string>`coalesce((
  select sum(l.quantity) from ${stockDocumentLines} l join ${stockDocuments} d on d.id = l.document_id
  where d.kind = 'transfer' and d.status = 'shipped' and d.to_location_id = ${stockBalances.locationId}
    and l.goods_id = ${stockBalances.goodsId}), 0)`;

export type BalanceFilter = {
  locationId?: number | undefined;
  goodsId?: number | undefined;
  companyId?: number | undefined;
  search?: string | undefined;
  belowThreshold?: boolean | undefined;
};

function balanceWhere(tx: Executor, scope: Scope, filter: BalanceFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [withinScope(scope, stockBalances.companyId)];
  if (filter.companyId !== undefined) conditions.push(eq(stockBalances.companyId, filter.companyId));
  if (filter.locationId !== undefined) conditions.push(eq(stockBalances.locationId, filter.locationId));
  if (filter.goodsId !== undefined) conditions.push(eq(stockBalances.goodsId, filter.goodsId));
  // Few balances have a threshold: the partial index stock_balances_threshold_idx holds just those.
  if (filter.belowThreshold)
    conditions.push(
      isNotNull(stockBalances.lowThreshold),
      lt(stockBalances.quantity, stockBalances.lowThreshold),
    );
  if (filter.search) {
    // The matching goods first (their name and item-code indexes), then their balances
    // (stock_balances_goods_idx): measured in bench/README.md.
    const byPlu = /^\d{1,4}$/.test(filter.search) ? eq(goods.pluNumber, Number(filter.search)) : undefined;
    const matching = tx
      .select({ id: goods.id })
      .from(goods)
      .where(
        and(
          withinScope(scope, goods.companyId),
          filter.companyId !== undefined ? eq(goods.companyId, filter.companyId) : undefined,
          byPlu ? or(goodsMatching(filter.search), byPlu) : goodsMatching(filter.search),
        ),
      );
    conditions.push(inArray(stockBalances.goodsId, matching));
  }
  return and(...conditions);
}

export async function balances(
  tx: Executor,
  scope: Scope,
  filter: BalanceFilter,
  limit: number,
  offset: number,
) {
  const where = balanceWhere(tx, scope, filter);
  // The page's keys first (index order), then the names of those 20 rows only.
  const page = tx
    .select({ locationId: stockBalances.locationId, goodsId: stockBalances.goodsId })
    .from(stockBalances)
    .where(where)
    .orderBy(asc(stockBalances.companyId), asc(stockBalances.locationId), asc(stockBalances.goodsId))
    .limit(limit)
    .offset(offset)
    .as('page');
  const [rows, [totals]] = await Promise.all([
    tx
      .select({
        balance: stockBalances,
        locationName,
        goodsName: goods.name,
        pluNumber: goods.pluNumber,
        itemCode: goods.itemCode,
        weighingMode: goods.weighingMode,
        inTransit,
      })
      .from(page)
      .innerJoin(
        stockBalances,
        and(eq(stockBalances.locationId, page.locationId), eq(stockBalances.goodsId, page.goodsId)),
      )
      .innerJoin(goods, eq(goods.id, stockBalances.goodsId))
      .innerJoin(stockLocations, eq(stockLocations.id, stockBalances.locationId))
      .leftJoin(shops, eq(shops.id, stockLocations.shopId))
      .orderBy(asc(stockBalances.companyId), asc(stockBalances.locationId), asc(stockBalances.goodsId)),
    tx.select({ total: count() }).from(stockBalances).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export type MoveFilter = {
  locationId?: number | undefined;
  goodsId?: number | undefined;
  document?: string | undefined;
  companyId?: number | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
};

export async function moves(tx: Executor, scope: Scope, filter: MoveFilter, limit: number, offset: number) {
  const conditions: (SQL | undefined)[] = [withinScope(scope, stockMoves.companyId)];
  if (filter.companyId !== undefined) conditions.push(eq(stockMoves.companyId, filter.companyId));
  if (filter.locationId !== undefined) conditions.push(eq(stockMoves.locationId, filter.locationId));
  if (filter.goodsId !== undefined) conditions.push(eq(stockMoves.goodsId, filter.goodsId));
  if (filter.from) conditions.push(gte(stockMoves.postedTime, filter.from));
  if (filter.to) conditions.push(lte(stockMoves.postedTime, filter.to));
  if (filter.document)
    conditions.push(
      sql`exists (select 1 from ${stockDocuments} d where d.id = "stock_moves"."document_id" and d.number ilike ${containing(filter.document)})`,
    );
  const where = and(...conditions);
  // The running balance of the move's location and goods after it: the sum of the moves up to it.
  const running = sql<string>`(select sum(m2.quantity) from ${stockMoves} m2 where m2.location_id = ${stockMoves.locationId} and m2.goods_id = ${stockMoves.goodsId} and m2.id <= ${stockMoves.id})`;
  const [rows, [totals]] = await Promise.all([
    tx
      .select({
        move: stockMoves,
        locationName,
        goodsName: goods.name,
        documentKind: stockDocuments.kind,
        documentNumber: stockDocuments.number,
        userName: documentPersonName(users),
        balance: running,
      })
      .from(stockMoves)
      .innerJoin(goods, eq(goods.id, stockMoves.goodsId))
      .innerJoin(stockLocations, eq(stockLocations.id, stockMoves.locationId))
      .leftJoin(shops, eq(shops.id, stockLocations.shopId))
      .leftJoin(stockDocuments, eq(stockDocuments.id, stockMoves.documentId))
      .leftJoin(users, eq(users.id, stockMoves.userId))
      .where(where)
      .orderBy(desc(stockMoves.id))
      .limit(limit)
      .offset(offset),
    tx.select({ total: count() }).from(stockMoves).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function setThreshold(
  tx: Executor,
  companyId: number,
  locationId: number,
  goodsId: number,
  threshold: number | null,
) {
  await tx
    .insert(stockBalances)
    .values({ companyId, locationId, goodsId, lowThreshold: threshold })
    .onConflictDoUpdate({
      target: [stockBalances.locationId, stockBalances.goodsId],
      // A new threshold starts unnotified: the next move below it tells the managers.
      set: { lowThreshold: threshold, lowNotified: false },
    });
}

export async function negativeSetting(tx: Executor, companyId: number): Promise<boolean | null> {
  const [row] = await tx
    .select({ allow: companies.allowNegativeStock })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ? row.allow : null;
}

export async function setNegativeSetting(tx: Executor, companyId: number, allow: boolean) {
  await tx.update(companies).set({ allowNegativeStock: allow }).where(eq(companies.id, companyId));
}

/** For the check-stock command and tests: every (location, goods) whose balance is not the sum of its moves. */
export async function mismatchedBalances(tx: Executor) {
  const result = await tx.execute(sql`
    select coalesce(b.location_id, m.location_id) as location_id, coalesce(b.goods_id, m.goods_id) as goods_id,
      coalesce(b.quantity, 0)::text as balance_quantity, coalesce(m.quantity, 0)::text as moves_quantity,
      coalesce(b.value, 0)::text as balance_value, coalesce(m.value, 0)::text as moves_value
    from ${stockBalances} b
    full join (select location_id, goods_id, sum(quantity) as quantity, sum(value) as value from ${stockMoves} group by 1, 2) m
      on m.location_id = b.location_id and m.goods_id = b.goods_id
    where coalesce(b.quantity, 0) <> coalesce(m.quantity, 0) or coalesce(b.value, 0) <> coalesce(m.value, 0)`);
  return (result as unknown as { rows: Record<string, unknown>[] }).rows;
}
