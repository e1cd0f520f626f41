import type {
  ListPrice,
  ListPricesQuery,
  PriceListAnswer,
  PriceListBody,
  PriceListChanges,
  PriceListQuery,
  SetListPricesBody,
} from '@dahua/shared/contracts/price-lists';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { PriceListRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { constraintOf, isUniqueViolation } from '../../lib/pg-errors.js';
import { recordAudit } from '../audit/service.js';
import * as repo from './repo.js';

async function answersOf(db: Executor, rows: PriceListRow[]): Promise<PriceListAnswer[]> {
  const { shopsOf, goodsCountOf } = await repo.detailsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    name: row.name,
    note: row.note,
    shops: shopsOf.get(row.id) ?? [],
    goods_count: goodsCountOf.get(row.id) ?? 0,
    updated_time: row.updatedTime.toISOString(),
  }));
}

async function answerOf(db: Executor, row: PriceListRow): Promise<PriceListAnswer> {
  const [answer] = await answersOf(db, [row]);
  return answer!;
}

/** The lists the caller sees: a company's people their company's, administrators all (company_id filters). */
export async function listPriceLists(ctx: AppContext, scope: Scope, query: PriceListQuery) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    { name: query.name, companyId: query.company_id },
    query.per_page,
    offsetOf(query),
  );
  return paged(await answersOf(ctx.db, rows), total, query);
}

async function listOrNotFound(db: Executor, scope: Scope, id: number): Promise<PriceListRow> {
  const found = await repo.findOne(db, scope, id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

/** A list the caller may change: another company's answers 404, a company USER 403. */
async function listToWrite(ctx: AppContext, scope: Scope, id: number): Promise<PriceListRow> {
  const found = await listOrNotFound(ctx.db, scope, id);
  if (!canManageCompany(scope, found.companyId)) throw new AppError('FORBIDDEN');
  return found;
}

const auditOf = (
  scope: Scope,
  action: string,
  list: { id: number; companyId: number; name: string },
  more: Record<string, unknown> = {},
) => ({
  actorUserId: scope.userId,
  action,
  targetType: 'price_list',
  targetId: list.id,
  companyId: list.companyId,
  detail: { name: list.name, ...more },
});

/** A write that would give the company two lists of one name (any case) is refused by name. */
async function nameChecked<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error) && constraintOf(error) === 'price_lists_company_name_key')
      throw new AppError('PRICE_LIST_NAME_TAKEN', { name }, {}, 'name');
    throw error;
  }
}

/**
 * Makes `shopIds` the list's shops in the transaction `tx`. Every shop must be the company's (else
 * 400 naming `shop_ids.<i>`); a shop in another list is refused with that list's name (409) unless
 * `move`. Two lists taking one shop at once: the shop's key makes the second wait, then refuses it.
 */
async function assignShops(
  tx: Executor,
  list: { id: number; companyId: number },
  shopIds: number[],
  move: boolean,
): Promise<void> {
  const unique = [...new Set(shopIds)];
  const known = new Set((await repo.shopsOfCompany(tx, list.companyId, unique)).map((shop) => shop.id));
  const unknown = shopIds.findIndex((id) => !known.has(id));
  if (unknown >= 0)
    throw new AppError('PRICE_LIST_SHOP_UNKNOWN', { id: shopIds[unknown]! }, {}, `shop_ids.${unknown}`);
  if (!move) {
    const [held] = await repo.shopsInOtherLists(tx, list.id, unique);
    if (held) throw shopTaken(held, shopIds);
  }
  await repo.setShops(tx, list.id, list.companyId, unique, move);
  const [lost] = await repo.shopsInOtherLists(tx, list.id, unique);
  if (lost) throw shopTaken(lost, shopIds);
}

function shopTaken(
  held: { shopId: number; shopName: string; listId: number; listName: string },
  shopIds: number[],
): AppError {
  return new AppError(
    'PRICE_LIST_SHOP_TAKEN',
    { shop: held.shopName, list: held.listName },
    { shop_id: held.shopId, price_list_id: held.listId, price_list_name: held.listName },
    `shop_ids.${shopIds.indexOf(held.shopId)}`,
  );
}

export async function createPriceList(
  ctx: AppContext,
  scope: Scope,
  body: PriceListBody,
): Promise<PriceListAnswer> {
  const companyId = companyForWrite(scope, body.company_id);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  if (scope.kind === 'all' && !(await repo.companyExists(ctx.db, companyId))) throw new AppError('NOT_FOUND');
  const made = await nameChecked(body.name, () =>
    ctx.db.transaction(async (tx) => {
      const row = await repo.insert(tx, { companyId, name: body.name, note: body.note });
      await assignShops(tx, row, body.shop_ids, body.move_shops);
      await recordAudit(tx, auditOf(scope, 'price_list.create', row, { shop_ids: body.shop_ids }));
      return row;
    }),
  );
  return answerOf(ctx.db, made);
}

export async function editPriceList(
  ctx: AppContext,
  scope: Scope,
  id: number,
  changes: PriceListChanges,
): Promise<PriceListAnswer> {
  const found = await listToWrite(ctx, scope, id);
  const name = changes.name ?? found.name;
  await nameChecked(name, () =>
    ctx.db.transaction(async (tx) => {
      await repo.lock(tx, id);
      await repo.update(tx, id, { name: changes.name, note: changes.note });
      if (changes.shop_ids !== undefined) await assignShops(tx, found, changes.shop_ids, changes.move_shops);
      await recordAudit(
        tx,
        auditOf(
          scope,
          'price_list.update',
          { ...found, name },
          {
            ...(changes.name !== undefined && changes.name !== found.name
              ? { previous_name: found.name }
              : {}),
            ...(changes.note !== undefined ? { note: changes.note } : {}),
            ...(changes.shop_ids !== undefined ? { shop_ids: changes.shop_ids } : {}),
          },
        ),
      );
    }),
  );
  return answerOf(ctx.db, await listOrNotFound(ctx.db, scope, id));
}

/**
 * Deletes a list that has no price change or promotion still to come or running (409 naming one);
 * its shops go back to the base prices, which the triggers send to their scales.
 */
export async function deletePriceList(ctx: AppContext, scope: Scope, id: number): Promise<void> {
  const found = await listToWrite(ctx, scope, id);
  await ctx.db.transaction(async (tx) => {
    await repo.lock(tx, id);
    const pending = await repo.pendingChangeOf(tx, id);
    if (pending)
      throw new AppError('PRICE_LIST_HAS_CHANGES', { name: pending.name }, { price_change_id: pending.id });
    await repo.remove(tx, id);
    await recordAudit(tx, auditOf(scope, 'price_list.delete', found));
  });
}

/** The company's goods with the list's price of each, by PLU; company people and administrators read. */
export async function listPrices(ctx: AppContext, scope: Scope, id: number, query: ListPricesQuery) {
  const found = await listOrNotFound(ctx.db, scope, id);
  const { rows, total } = await repo.pricesPage(
    ctx.db,
    id,
    found.companyId,
    { name: query.name, onlyListed: query.only_listed === 'true' },
    query.per_page,
    offsetOf(query),
  );
  const list: ListPrice[] = rows.map((row) => ({
    goods_id: row.goodsId,
    plu_number: row.pluNumber,
    name: row.name,
    base_price: row.basePrice,
    list_price: row.listPrice,
    price_change_id: row.listPrice === null ? null : row.priceChangeId,
  }));
  return paged(list, total, query);
}

/**
 * Sets and removes a list's prices, all or nothing: a goods item that is not the company's, or one
 * named twice, refuses the whole request naming its row (`prices.<i>.goods_id`), nothing written.
 */
export async function setListPrices(ctx: AppContext, scope: Scope, id: number, body: SetListPricesBody) {
  const found = await listToWrite(ctx, scope, id);
  const ids = body.prices.map((row) => row.goods_id);
  const seen = new Set<number>();
  ids.forEach((goodsId, i) => {
    if (seen.has(goodsId))
      throw new AppError('PRICE_LIST_GOODS_TWICE', { row: i + 1, id: goodsId }, {}, `prices.${i}.goods_id`);
    seen.add(goodsId);
  });
  return ctx.db.transaction(async (tx) => {
    await repo.lock(tx, id);
    const known = await repo.goodsOfCompany(tx, found.companyId, ids);
    const unknown = ids.findIndex((goodsId) => !known.has(goodsId));
    if (unknown >= 0)
      throw new AppError(
        'PRICE_LIST_GOODS_UNKNOWN',
        { row: unknown + 1, id: ids[unknown]! },
        {},
        `prices.${unknown}.goods_id`,
      );
    const set = body.prices.flatMap((row) =>
      row.unit_price === null ? [] : [{ goodsId: row.goods_id, unitPriceFen: row.unit_price }],
    );
    const removed = body.prices.filter((row) => row.unit_price === null).map((row) => row.goods_id);
    await repo.writePrices(tx, id, set);
    await repo.removePrices(tx, id, removed);
    await repo.touch(tx, id);
    await recordAudit(
      tx,
      auditOf(scope, 'price_list.prices', found, {
        set: set.length,
        removed: removed.length,
        ...(body.prices.length <= 50 ? { prices: body.prices } : {}),
      }),
    );
    return { set: set.length, removed: removed.length };
  });
}
