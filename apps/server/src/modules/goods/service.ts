import type { GoodsFields, GoodsUsage, GoodsWithPrices } from '@dahua/shared/contracts/goods';
import { declarationGaps } from '@dahua/shared/food/declaration';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { GoodsRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { constraintOf, isUniqueViolation } from '../../lib/pg-errors.js';
import { changesOf, recordAudit } from '../audit/service.js';
import { goodsAnswer } from '../goods-answer/index.js';
import { listPricesOfGoods, setGoodsListPrices } from '../price-lists/queries.js';
import { assertPluFitsScalesHolding } from '../scales/scale-goods.js';
import { assertDeclaration, mergedDeclaration } from './declaration.js';
import * as repo from './repo.js';

/** API field names → columns, for the fields a request carries. */
export function valuesOf(fields: Partial<GoodsFields>): Partial<repo.GoodsValues> {
  const map: [keyof GoodsFields, keyof repo.GoodsValues][] = [
    ['plu_number', 'pluNumber'],
    ['item_code', 'itemCode'],
    ['name', 'name'],
    ['unit_price', 'unitPriceFen'],
    ['weighing_mode', 'weighingMode'],
    ['measure_unit', 'measureUnit'],
    ['tare', 'tareGrams'],
    ['shelf_life', 'shelfLifeDays'],
    ['special_info_1', 'specialInfo1'],
    ['special_info_2', 'specialInfo2'],
    ['special_info_3', 'specialInfo3'],
    ['department', 'department'],
    ['numeric_code', 'numericCode'],
    ['label_number', 'labelNumber'],
    ['discount_enabled', 'discountEnabled'],
    ['discount_periods', 'discountPeriods'],
    ['trace_code', 'traceCode'],
    ['origin', 'origin'],
    ['img_url', 'imgUrl'],
    ['description', 'description'],
    ['ingredients', 'ingredients'],
    ['allergens', 'allergens'],
    ['may_contain', 'mayContain'],
    ['nutrition', 'nutrition'],
    ['storage', 'storage'],
    ['storage_en', 'storageEn'],
    ['date_type', 'dateType'],
    ['producer', 'producer'],
  ];
  return Object.fromEntries(
    map.filter(([field]) => fields[field] !== undefined).map(([field, column]) => [column, fields[field]]),
  );
}

/**
 * A PLU number or item code used twice in one company is refused in the user's words, naming the
 * goods item that holds it, on the field it concerns (the form shows it there).
 */
async function uniquely<T>(
  ctx: AppContext,
  companyId: number,
  wanted: { plu?: number | undefined; itemCode?: string | undefined },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const byPlu = constraintOf(error) !== 'goods_company_item_code_key' && wanted.plu !== undefined;
    const holder = await repo.holderOf(
      ctx.db,
      companyId,
      byPlu ? { plu: wanted.plu } : { itemCode: wanted.itemCode },
    );
    const name = holder?.name.replace(/\n/g, ' ') ?? '?';
    throw byPlu
      ? new AppError('GOODS_PLU_TAKEN', { plu: wanted.plu ?? '', name }, {}, 'plu_number')
      : new AppError('GOODS_ITEM_CODE_TAKEN', { code: wanted.itemCode ?? '', name }, {}, 'item_code');
  }
}

/** An audit entry of a goods action, naming the item as it was at the time. */
const auditOf = (
  scope: Scope,
  action: string,
  row: { id: number; companyId: number; name: string; pluNumber: number },
  more: Record<string, unknown> = {},
) => ({
  actorUserId: scope.userId,
  action,
  targetType: 'goods',
  targetId: row.id,
  companyId: row.companyId,
  detail: { name: row.name.replace(/\n/g, ' '), plu_number: row.pluNumber, ...more },
});

/** A list's prices for a goods item, as a goods write carries them (absent: the lists unchanged). */
type ListPricesInput = { price_list_id: number; unit_price: number | null }[] | undefined;

/** Goods answers with the prices the company's lists set for each: one extra query for them all. */
async function withListPrices(db: Executor, rows: GoodsRow[]): Promise<GoodsWithPrices[]> {
  const prices = await listPricesOfGoods(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const answer = goodsAnswer(row);
    return { ...answer, declaration_gaps: declarationGaps(answer), list_prices: prices.get(row.id) ?? [] };
  });
}

async function oneWithListPrices(db: Executor, row: GoodsRow): Promise<GoodsWithPrices> {
  const [answer] = await withListPrices(db, [row]);
  return answer!;
}

export async function listGoods(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & {
    name?: string | undefined;
    company_id?: number | undefined;
    declaration?: 'incomplete' | undefined;
  },
) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    { name: query.name, companyId: query.company_id, incomplete: query.declaration === 'incomplete' },
    query.per_page,
    offsetOf(query),
  );
  return paged(await withListPrices(ctx.db, rows), total, query);
}

export async function getGoods(ctx: AppContext, scope: Scope, id: number): Promise<GoodsWithPrices> {
  const row = await repo.findOne(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  return oneWithListPrices(ctx.db, row);
}

export async function createGoods(
  ctx: AppContext,
  scope: Scope,
  input: GoodsFields & { company_id?: number | undefined; list_prices?: ListPricesInput },
): Promise<GoodsWithPrices> {
  const companyId = companyForWrite(scope, input.company_id);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  const { company_id: _ignored, list_prices: listPrices, ...fields } = input;
  assertDeclaration(fields, input);
  const values = valuesOf(fields) as Omit<repo.GoodsValues, 'companyId'>;
  const row = await uniquely(ctx, companyId, { plu: values.pluNumber, itemCode: values.itemCode }, () =>
    ctx.db.transaction(async (tx) => {
      const made = await repo.insert(tx, { ...values, companyId });
      if (listPrices) await setGoodsListPrices(tx, companyId, made.id, listPrices);
      await recordAudit(
        tx,
        auditOf(scope, 'goods.create', made, listPrices?.length ? { list_prices: listPrices } : {}),
      );
      return made;
    }),
  );
  return oneWithListPrices(ctx.db, row);
}

export async function editGoods(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: Partial<GoodsFields> & { list_prices?: ListPricesInput },
): Promise<GoodsWithPrices> {
  const { list_prices: listPrices, ...changes } = input;
  const current = await repo.findOne(ctx.db, scope, id);
  if (!current) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, current.companyId)) throw new AppError('FORBIDDEN');
  // Judged as it will be stored: dropping an allergen an ingredient still carries is refused.
  assertDeclaration(mergedDeclaration(current, changes), input);
  if (changes.plu_number !== undefined && changes.plu_number !== current.pluNumber)
    await assertPluFitsScalesHolding(ctx.db, id, changes.plu_number);
  const row = await uniquely(
    ctx,
    current.companyId,
    { plu: changes.plu_number, itemCode: changes.item_code },
    () =>
      ctx.db.transaction(async (tx) => {
        const changed = await repo.update(tx, id, valuesOf(changes));
        if (changed && listPrices) await setGoodsListPrices(tx, changed.companyId, id, listPrices);
        if (changed)
          await recordAudit(
            tx,
            auditOf(scope, 'goods.edit', changed, {
              changes: changesOf(goodsAnswer(current), changes),
              ...(listPrices?.length ? { list_prices: listPrices } : {}),
            }),
          );
        return changed;
      }),
  );
  return oneWithListPrices(ctx.db, row ?? current);
}

export async function deleteGoods(ctx: AppContext, scope: Scope, id: number): Promise<void> {
  const current = await repo.findOne(ctx.db, scope, id);
  if (!current) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, current.companyId)) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    await repo.remove(tx, id);
    await recordAudit(tx, auditOf(scope, 'goods.delete', current));
  });
}

export async function nextPlu(ctx: AppContext, scope: Scope, requested: number | undefined) {
  const companyId = scope.kind === 'company' ? scope.companyId : companyForWrite(scope, requested);
  return { plu_number: await repo.nextFreePlu(ctx.db, companyId) };
}

export async function goodsUsage(ctx: AppContext, scope: Scope, id: number): Promise<GoodsUsage> {
  const current = await repo.findOne(ctx.db, scope, id);
  if (!current) throw new AppError('NOT_FOUND');
  const usage = await repo.usageOf(ctx.db, id);
  return {
    scale_count: usage.scales.length,
    hot_key_count: usage.hotKeys,
    scales: usage.scales,
    has_stock_history: usage.stock,
  };
}
