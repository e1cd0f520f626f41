import type { PriceChangeStatus } from '@dahua/shared/contracts/price-changes';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import {
  companies,
  goods,
  type PriceChangeRow,
  priceChangeLines,
  priceChanges,
  priceListPrices,
  priceLists,
  shops,
  users,
} from '../../db/schema/index.js';
import { priceInForceJoin, priceInForceOf } from '../prices/queries.js';

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
const idArray = (ids: number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

/** The status of a change as the list names it (see PRICE_CHANGE_STATUSES). */
export function statusCondition(status: PriceChangeStatus): SQL {
  const pc = priceChanges;
  switch (status) {
    case 'upcoming':
      return sql`(${pc.startedTime} is null and ${pc.cancelledTime} is null)`;
    case 'active':
      return sql`(${pc.kind} = 'promotion' and ${pc.startedTime} is not null and ${pc.endedTime} is null and ${pc.cancelledTime} is null)`;
    default:
      return sql`(${pc.cancelledTime} is not null or ${pc.endedTime} is not null or (${pc.kind} = 'change' and ${pc.startedTime} is not null))`;
  }
}

export function statusOf(row: PriceChangeRow): PriceChangeStatus {
  if (row.cancelledTime !== null || row.endedTime !== null) return 'past';
  if (row.startedTime === null) return 'upcoming';
  return row.kind === 'change' ? 'past' : 'active';
}

export type PriceChangeView = {
  change: PriceChangeRow;
  listName: string | null;
  linesCount: number;
  createdByName: string | null;
};

const linesCount = sql<number>`(select count(*)::int from ${priceChangeLines} where ${priceChangeLines.priceChangeId} = ${priceChanges.id})`;
const createdByName = sql<
  string | null
>`(select ${personName(users)} from ${users} where ${users.id} = ${priceChanges.createdBy})`;

function selectChanges(tx: Executor) {
  return tx
    .select({ change: priceChanges, listName: priceLists.name, linesCount, createdByName })
    .from(priceChanges)
    .leftJoin(priceLists, eq(priceLists.id, priceChanges.priceListId));
}

export type ListFilter = {
  status?: PriceChangeStatus | undefined;
  kind?: 'change' | 'promotion' | undefined;
  priceListId?: number | undefined;
  goodsId?: number | undefined;
  companyId?: number | undefined;
};

export async function list(tx: Executor, scope: Scope, filter: ListFilter, limit: number, offset: number) {
  const conditions: (SQL | undefined)[] = [withinScope(scope, priceChanges.companyId)];
  if (filter.companyId !== undefined) conditions.push(eq(priceChanges.companyId, filter.companyId));
  if (filter.status) conditions.push(statusCondition(filter.status));
  if (filter.kind) conditions.push(eq(priceChanges.kind, filter.kind));
  if (filter.priceListId !== undefined) conditions.push(eq(priceChanges.priceListId, filter.priceListId));
  if (filter.goodsId !== undefined)
    conditions.push(
      sql`exists (select 1 from ${priceChangeLines} where ${priceChangeLines.priceChangeId} = ${priceChanges.id} and ${priceChangeLines.goodsId} = ${filter.goodsId})`,
    );
  const where = and(...conditions);
  // Upcoming: the next first; otherwise the latest first.
  const order =
    filter.status === 'upcoming'
      ? [asc(priceChanges.startsAt), asc(priceChanges.id)]
      : [desc(priceChanges.startsAt), desc(priceChanges.id)];
  const [rows, [totals]] = await Promise.all([
    selectChanges(tx)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    tx.select({ total: count() }).from(priceChanges).where(where),
  ]);
  return { rows: rows as PriceChangeView[], total: totals?.total ?? 0 };
}

export async function findOne(tx: Executor, scope: Scope, id: number): Promise<PriceChangeView | null> {
  const rows = await selectChanges(tx)
    .where(and(eq(priceChanges.id, id), withinScope(scope, priceChanges.companyId)))
    .limit(1);
  return (rows[0] as PriceChangeView | undefined) ?? null;
}

/** Locks a change row (the schedule locks it too: an edit and its start are one after the other). */
export async function lockChange(tx: Executor, id: number): Promise<PriceChangeRow | null> {
  const rows = await tx.select().from(priceChanges).where(eq(priceChanges.id, id)).for('update');
  return rows[0] ?? null;
}

/**
 * Locks the company's row against other price-change writes of the company (no key update: inserts
 * of rows referencing the company are not held up), so two overlapping promotions made at once are
 * checked one after the other.
 */
export async function lockCompany(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`select id from ${companies} where ${companies.id} = ${companyId} for no key update`);
}

/** The list's name when it is the company's, else null. */
export async function listOfCompany(tx: Executor, companyId: number, listId: number) {
  const rows = await tx
    .select({ id: priceLists.id, name: priceLists.name })
    .from(priceLists)
    .where(and(eq(priceLists.id, listId), eq(priceLists.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** Which of the ids are goods of the company. */
export async function goodsOfCompany(tx: Executor, companyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.companyId, companyId), inArray(goods.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/**
 * A not-cancelled, not-ended promotion of the same target (the same list, or both the base) whose
 * interval overlaps [startsAt, endsAt) and that holds one of the goods; the first by start.
 */
export async function overlappingPromotion(
  tx: Executor,
  probe: {
    companyId: number;
    priceListId: number | null;
    startsAt: Date;
    endsAt: Date;
    goodsIds: number[];
    exceptId?: number;
  },
): Promise<{ id: number; name: string; goodsName: string; plu: number } | null> {
  const result = await tx.execute(sql`
    select pc.id, pc.name, g.name as goods_name, g.plu_number
    from price_changes pc
    join price_change_lines l on l.price_change_id = pc.id
    join goods g on g.id = l.goods_id
    where pc.company_id = ${probe.companyId} and pc.kind = 'promotion'
      and pc.cancelled_time is null and pc.ended_time is null
      and ${probe.priceListId === null ? sql`pc.price_list_id is null` : sql`pc.price_list_id = ${probe.priceListId}`}
      and pc.starts_at < ${probe.endsAt.toISOString()}::timestamptz
      and pc.ends_at > ${probe.startsAt.toISOString()}::timestamptz
      and l.goods_id = any(${idArray(probe.goodsIds)})
      ${probe.exceptId === undefined ? sql`` : sql`and pc.id <> ${probe.exceptId}`}
    order by pc.starts_at, pc.id, g.plu_number
    limit 1`);
  const row = rowsOf(result)[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    name: String(row.name),
    goodsName: String(row.goods_name),
    plu: Number(row.plu_number),
  };
}

export type ChangeValues = {
  kind: 'change' | 'promotion';
  name: string;
  reason: string;
  priceListId: number | null;
  startsAt: Date;
  endsAt: Date | null;
};
export type Line = { goodsId: number; unitPriceFen: number };

async function insertLines(tx: Executor, id: number, lines: Line[]) {
  // In slices: 5,000 lines are 15,000 parameters, within any driver's limit, but kept small.
  for (let i = 0; i < lines.length; i += 1000)
    await tx
      .insert(priceChangeLines)
      .values(lines.slice(i, i + 1000).map((line) => ({ priceChangeId: id, ...line })));
}

export async function insert(
  tx: Executor,
  companyId: number,
  createdBy: number,
  values: ChangeValues,
  lines: Line[],
): Promise<number> {
  const [row] = await tx
    .insert(priceChanges)
    .values({ companyId, createdBy, ...values })
    .returning({ id: priceChanges.id });
  await insertLines(tx, row!.id, lines);
  return row!.id;
}

export async function update(tx: Executor, id: number, values: ChangeValues, lines: Line[] | undefined) {
  await tx
    .update(priceChanges)
    .set({ ...values, version: sql`${priceChanges.version} + 1`, updatedTime: sql`now()` })
    .where(eq(priceChanges.id, id));
  if (lines) {
    await tx.delete(priceChangeLines).where(eq(priceChangeLines.priceChangeId, id));
    await insertLines(tx, id, lines);
  }
}

export async function cancel(tx: Executor, id: number, at: Date) {
  await tx
    .update(priceChanges)
    .set({ cancelledTime: at, version: sql`${priceChanges.version} + 1`, updatedTime: sql`now()` })
    .where(and(eq(priceChanges.id, id), isNull(priceChanges.cancelledTime)));
}

export async function linesOf(tx: Executor, id: number) {
  return tx
    .select({ goodsId: priceChangeLines.goodsId, unitPriceFen: priceChangeLines.unitPriceFen })
    .from(priceChangeLines)
    .where(eq(priceChangeLines.priceChangeId, id))
    .orderBy(asc(priceChangeLines.goodsId));
}

/**
 * The lines with their goods and the price in force for the change's target now, without any
 * promotion: the base price (goods), or the list's price, else the base.
 */
export async function linesWithPrices(tx: Executor, id: number, priceListId: number | null) {
  const before =
    priceListId === null
      ? sql<number>`${goods.unitPriceFen}`
      : sql<number>`coalesce((select ${priceListPrices.unitPriceFen} from ${priceListPrices}
          where ${priceListPrices.priceListId} = ${priceListId} and ${priceListPrices.goodsId} = ${goods.id}), ${goods.unitPriceFen})`;
  return tx
    .select({
      goodsId: goods.id,
      pluNumber: goods.pluNumber,
      name: goods.name,
      unitPriceFen: priceChangeLines.unitPriceFen,
      priceBefore: before.mapWith(Number),
    })
    .from(priceChangeLines)
    .innerJoin(goods, eq(goods.id, priceChangeLines.goodsId))
    .where(eq(priceChangeLines.priceChangeId, id))
    .orderBy(asc(goods.pluNumber), asc(goods.id));
}

/** A goods item within the scope: its company and base price. */
export async function goodsInScope(tx: Executor, scope: Scope, id: number) {
  const rows = await tx
    .select({ id: goods.id, companyId: goods.companyId, unitPriceFen: goods.unitPriceFen })
    .from(goods)
    .where(and(eq(goods.id, id), withinScope(scope, goods.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The price in force of the goods item in each shop of its company, and the name of what set it. */
export async function priceInEachShop(tx: Executor, goodsId: number) {
  const result = await tx.execute(sql`
    select s.id as shop_id, s.name as shop_name, price.*,
      case price.price_source
        when 'list' then (select name from price_lists where id = price.price_source_id)
        when 'change' then (select name from price_changes where id = price.price_source_id)
        when 'promotion' then (select name from price_changes where id = price.price_source_id)
      end as source_name
    from goods g
    join ${shops} s on s.company_id = g.company_id
    ${priceInForceJoin(sql`s.id`)}
    where g.id = ${goodsId}
    order by s.id`);
  return rowsOf(result).map((row) => ({
    shopId: Number(row.shop_id),
    shopName: String(row.shop_name),
    sourceName: row.source_name === null || row.source_name === undefined ? null : String(row.source_name),
    ...priceInForceOf(row),
  }));
}

/** The goods item's changes and promotions, newest start first. */
export async function entriesOf(tx: Executor, goodsId: number, limit: number) {
  return tx
    .select({ change: priceChanges, listName: priceLists.name, unitPriceFen: priceChangeLines.unitPriceFen })
    .from(priceChangeLines)
    .innerJoin(priceChanges, eq(priceChanges.id, priceChangeLines.priceChangeId))
    .leftJoin(priceLists, eq(priceLists.id, priceChanges.priceListId))
    .where(eq(priceChangeLines.goodsId, goodsId))
    .orderBy(desc(priceChanges.startsAt), desc(priceChanges.id))
    .limit(limit);
}
