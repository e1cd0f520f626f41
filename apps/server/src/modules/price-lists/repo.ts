import { and, asc, count, desc, eq, ilike, inArray, like, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Db, Executor } from '../../db/client.js';
import { matching } from '../../db/goods-matching.js';
import { containing, isCaseless } from '../../db/like.js';
import {
  goods,
  type PriceListRow,
  priceChanges,
  priceListPrices,
  priceListShops,
  priceLists,
  shops,
} from '../../db/schema/index.js';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A page of the lists the scope sees (administrators: all, or one company's), newest first. */
export async function list(
  db: Db,
  scope: Scope,
  filter: { name?: string | undefined; companyId?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: PriceListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [withinScope(scope, priceLists.companyId)];
  if (filter.companyId !== undefined) conditions.push(eq(priceLists.companyId, filter.companyId));
  if (filter.name) {
    const pattern = containing(filter.name);
    conditions.push(
      isCaseless(filter.name) ? like(priceLists.name, pattern) : ilike(priceLists.name, pattern),
    );
  }
  const where = and(...conditions);
  const [rows, totals] = await Promise.all([
    db.select().from(priceLists).where(where).orderBy(desc(priceLists.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(priceLists).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** One list within the scope; null when it does not exist or is another company's. */
export async function findOne(db: Executor, scope: Scope, id: number): Promise<PriceListRow | null> {
  const rows = await db
    .select()
    .from(priceLists)
    .where(and(eq(priceLists.id, id), withinScope(scope, priceLists.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The shops and goods counts of the lists `ids`, in two queries for a whole page. */
export async function detailsOf(db: Executor, ids: number[]) {
  const shopsOf = new Map<number, { id: number; name: string }[]>();
  const goodsCountOf = new Map<number, number>();
  if (ids.length === 0) return { shopsOf, goodsCountOf };
  const [shopRows, countRows] = await Promise.all([
    db
      .select({ listId: priceListShops.priceListId, id: shops.id, name: shops.name })
      .from(priceListShops)
      .innerJoin(shops, eq(shops.id, priceListShops.shopId))
      .where(inArray(priceListShops.priceListId, ids))
      .orderBy(asc(shops.name), asc(shops.id)),
    db
      .select({ listId: priceListPrices.priceListId, total: count() })
      .from(priceListPrices)
      .where(inArray(priceListPrices.priceListId, ids))
      .groupBy(priceListPrices.priceListId),
  ]);
  for (const row of shopRows) {
    const at = shopsOf.get(row.listId) ?? [];
    at.push({ id: row.id, name: row.name });
    shopsOf.set(row.listId, at);
  }
  for (const row of countRows) goodsCountOf.set(row.listId, row.total);
  return { shopsOf, goodsCountOf };
}

export async function insert(
  db: Executor,
  values: { companyId: number; name: string; note: string },
): Promise<PriceListRow> {
  const [row] = await db.insert(priceLists).values(values).returning();
  return row!;
}

export async function update(
  db: Executor,
  id: number,
  values: { name?: string | undefined; note?: string | undefined },
): Promise<void> {
  await db
    .update(priceLists)
    .set({
      ...(values.name !== undefined ? { name: values.name } : {}),
      ...(values.note !== undefined ? { note: values.note } : {}),
      updatedTime: new Date(),
    })
    .where(eq(priceLists.id, id));
}

/** Locks a list's row for a write that must not race its deletion or another write of it. */
export async function lock(db: Executor, id: number): Promise<void> {
  await db.execute(sql`select id from price_lists where id = ${id} for update`);
}

export async function remove(db: Executor, id: number): Promise<void> {
  await db.delete(priceLists).where(eq(priceLists.id, id));
}

/** The company's shops among `ids` (a foreign or missing id is not among them). */
export async function shopsOfCompany(db: Executor, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(and(eq(shops.companyId, companyId), inArray(shops.id, ids)));
}

/** The lists other than `listId` that hold any of the shops `shopIds`, with the shop's name. */
export async function shopsInOtherLists(db: Executor, listId: number, shopIds: number[]) {
  if (shopIds.length === 0) return [];
  return db
    .select({
      shopId: priceListShops.shopId,
      shopName: shops.name,
      listId: priceLists.id,
      listName: priceLists.name,
    })
    .from(priceListShops)
    .innerJoin(priceLists, eq(priceLists.id, priceListShops.priceListId))
    .innerJoin(shops, eq(shops.id, priceListShops.shopId))
    .where(and(inArray(priceListShops.shopId, shopIds), sql`${priceListShops.priceListId} <> ${listId}`))
    .orderBy(asc(priceListShops.shopId));
}

/**
 * Makes `shopIds` the list's shops: those no longer named leave it, the new ones join it. With
 * `move`, a shop in another list leaves that one first; without, a shop held by another list
 * (already, or by a transaction that commits first: the shop's key makes this one wait for it)
 * is not taken, and the caller reads which with `shopsInOtherLists`.
 */
export async function setShops(
  db: Executor,
  listId: number,
  companyId: number,
  shopIds: number[],
  move: boolean,
): Promise<void> {
  const wanted = `{${shopIds.join(',')}}`;
  await db.execute(sql`
    delete from price_list_shops
    where price_list_id = ${listId} and not (shop_id = any(${wanted}::integer[]))`);
  if (shopIds.length === 0) return;
  if (move)
    await db.execute(sql`
      delete from price_list_shops
      where shop_id = any(${wanted}::integer[]) and price_list_id <> ${listId}`);
  await db.execute(sql`
    insert into price_list_shops (shop_id, price_list_id, company_id)
    select s, ${listId}::integer, ${companyId}::integer from unnest(${wanted}::integer[]) as s
    on conflict (shop_id) do nothing`);
}

/** A price change or promotion of the list that has not ended (nor been cancelled), if any. */
export async function pendingChangeOf(
  db: Executor,
  listId: number,
): Promise<{ id: number; name: string } | null> {
  const rows = await db
    .select({ id: priceChanges.id, name: priceChanges.name })
    .from(priceChanges)
    .where(
      and(
        eq(priceChanges.priceListId, listId),
        sql`${priceChanges.endedTime} is null and ${priceChanges.cancelledTime} is null`,
        sql`(${priceChanges.kind} = 'promotion' or ${priceChanges.startedTime} is null)`,
      ),
    )
    .orderBy(asc(priceChanges.startsAt), asc(priceChanges.id))
    .limit(1);
  return rows[0] ?? null;
}

export type ListPriceRow = {
  goodsId: number;
  pluNumber: number;
  name: string;
  basePrice: number;
  listPrice: number | null;
  priceChangeId: number | null;
};

/** A page of the company's goods (by PLU) with the list's price of each (null: the base). */
export async function pricesPage(
  db: Db,
  listId: number,
  companyId: number,
  filter: { name?: string | undefined; onlyListed: boolean },
  limit: number,
  offset: number,
): Promise<{ rows: ListPriceRow[]; total: number }> {
  const where = and(
    eq(goods.companyId, companyId),
    filter.name ? matching(filter.name) : undefined,
    filter.onlyListed ? sql`${priceListPrices.goodsId} is not null` : undefined,
  );
  const from = () =>
    db
      .select({
        goodsId: goods.id,
        pluNumber: goods.pluNumber,
        name: goods.name,
        basePrice: goods.unitPriceFen,
        listPrice: priceListPrices.unitPriceFen,
        priceChangeId: priceListPrices.priceChangeId,
      })
      .from(goods)
      .leftJoin(
        priceListPrices,
        and(eq(priceListPrices.goodsId, goods.id), eq(priceListPrices.priceListId, listId)),
      );
  const [rows, totals] = await Promise.all([
    from().where(where).orderBy(asc(goods.pluNumber), asc(goods.id)).limit(limit).offset(offset),
    db
      .select({ total: count() })
      .from(goods)
      .leftJoin(
        priceListPrices,
        and(eq(priceListPrices.goodsId, goods.id), eq(priceListPrices.priceListId, listId)),
      )
      .where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** Which of `ids` are goods items of the company. */
export async function goodsOfCompany(db: Executor, companyId: number, ids: number[]): Promise<Set<number>> {
  const found = new Set<number>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const part = `{${ids.slice(i, i + CHUNK).join(',')}}`;
    const rows = rowsOf<{ id: number }>(
      await db.execute(
        sql`select id from goods where company_id = ${companyId} and id = any(${part}::integer[])`,
      ),
    );
    for (const row of rows) found.add(Number(row.id));
  }
  return found;
}

const CHUNK = 1000;

/**
 * Writes a list's prices, a chunk per statement: each chunk travels as one JSON parameter (as the
 * goods import does). A price set by hand names no change. Unchanged prices are left as they are,
 * so the scales are sent only what changed (migration 0026's triggers).
 */
export async function writePrices(
  db: Executor,
  listId: number,
  prices: { goodsId: number; unitPriceFen: number }[],
): Promise<void> {
  for (let i = 0; i < prices.length; i += CHUNK) {
    const json = JSON.stringify(
      prices.slice(i, i + CHUNK).map((p) => ({ goods_id: p.goodsId, unit_price_fen: p.unitPriceFen })),
    );
    await db.execute(sql`
      insert into price_list_prices (price_list_id, goods_id, unit_price_fen)
      select ${listId}::integer, x.goods_id, x.unit_price_fen
      from jsonb_to_recordset(${json}::jsonb) as x(goods_id integer, unit_price_fen integer)
      on conflict (price_list_id, goods_id) do update
        set unit_price_fen = excluded.unit_price_fen, price_change_id = null, updated_time = now()
        where price_list_prices.unit_price_fen is distinct from excluded.unit_price_fen
          or price_list_prices.price_change_id is not null`);
  }
}

/** Takes goods items out of a list (they sell at the base price there again). */
export async function removePrices(db: Executor, listId: number, goodsIds: number[]): Promise<void> {
  for (let i = 0; i < goodsIds.length; i += CHUNK) {
    const part = `{${goodsIds.slice(i, i + CHUNK).join(',')}}`;
    await db.execute(
      sql`delete from price_list_prices where price_list_id = ${listId} and goods_id = any(${part}::integer[])`,
    );
  }
}

export async function touch(db: Executor, id: number): Promise<void> {
  await db.update(priceLists).set({ updatedTime: new Date() }).where(eq(priceLists.id, id));
}

export async function companyExists(db: Executor, companyId: number): Promise<boolean> {
  const rows = rowsOf(await db.execute(sql`select 1 from companies where id = ${companyId}`));
  return rows.length === 1;
}
