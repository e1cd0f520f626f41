import type { GoodsAnswer, GoodsFields } from '@dahua/shared/contracts/goods';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { offsetOf, type PageQuery, paged } from '../../http/paging.js';
import { canManageCompany, companyForWrite, type Scope } from '../../http/scope.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import { assertPluFitsScalesHolding } from '../scales/scale-goods.js';
import { goodsAnswer } from './answer.js';
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
  ];
  return Object.fromEntries(
    map.filter(([field]) => fields[field] !== undefined).map(([field, column]) => [column, fields[field]]),
  );
}

/** A PLU number or item code used twice in one company is refused with the field's name. */
async function uniquely<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', { detail: 'plu_number / item_code' });
    throw error;
  }
}

export async function listGoods(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & { name?: string | undefined; company_id?: number | undefined },
) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    { name: query.name, companyId: query.company_id },
    query.per_page,
    offsetOf(query),
  );
  return paged(rows.map(goodsAnswer), total, query);
}

export async function getGoods(ctx: AppContext, scope: Scope, id: number): Promise<GoodsAnswer> {
  const row = await repo.findOne(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND');
  return goodsAnswer(row);
}

export async function createGoods(
  ctx: AppContext,
  scope: Scope,
  input: GoodsFields & { company_id?: number | undefined },
) {
  const companyId = companyForWrite(scope, input.company_id);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  const { company_id: _ignored, ...fields } = input;
  const values = valuesOf(fields) as Omit<repo.GoodsValues, 'companyId'>;
  const row = await uniquely(() => repo.insert(ctx.db, { ...values, companyId }));
  return goodsAnswer(row);
}

export async function editGoods(ctx: AppContext, scope: Scope, id: number, changes: Partial<GoodsFields>) {
  const current = await repo.findOne(ctx.db, scope, id);
  if (!current) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, current.companyId)) throw new AppError('FORBIDDEN');
  if (changes.plu_number !== undefined && changes.plu_number !== current.pluNumber)
    await assertPluFitsScalesHolding(ctx.db, id, changes.plu_number);
  const row = await uniquely(() => repo.update(ctx.db, id, valuesOf(changes)));
  return goodsAnswer(row ?? current);
}

export async function deleteGoods(ctx: AppContext, scope: Scope, id: number): Promise<void> {
  const current = await repo.findOne(ctx.db, scope, id);
  if (!current) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, current.companyId)) throw new AppError('FORBIDDEN');
  await repo.remove(ctx.db, id);
}
