import { addDays, startOfDay } from '@dahua/shared';
import type { BalanceAnswer, MoveAnswer } from '@dahua/shared/contracts/stock';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { locationZone, zoneOfView } from '../time-zones/index.js';
import * as repo from './balances-repo.js';
import { goodsOf } from './documents-repo.js';
import * as locations from './locations-repo.js';

type BalanceRow = Awaited<ReturnType<typeof repo.balances>>['rows'][number];

const balanceAnswer = (row: BalanceRow): BalanceAnswer => {
  const b = row.balance;
  return {
    location_id: b.locationId,
    location_name: row.locationName,
    goods_id: b.goodsId,
    goods_name: row.goodsName.replace(/\n/g, ' '),
    plu_number: row.pluNumber,
    item_code: row.itemCode,
    weighing_mode: row.weighingMode,
    quantity: b.quantity,
    value: b.value,
    in_transit: Number(row.inTransit),
    low_threshold: b.lowThreshold,
    below_threshold: b.lowThreshold !== null && b.quantity < b.lowThreshold,
    negative: b.quantity < 0,
    last_move_time: b.lastMoveTime ? b.lastMoveTime.toISOString() : null,
  };
};

export async function listBalances(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & {
    location_id?: number | undefined;
    goods_id?: number | undefined;
    company_id?: number | undefined;
    search?: string | undefined;
    below_threshold?: boolean | undefined;
  },
) {
  const { rows, total } = await repo.balances(
    ctx.db,
    scope,
    {
      locationId: query.location_id,
      goodsId: query.goods_id,
      companyId: query.company_id,
      search: query.search,
      belowThreshold: query.below_threshold,
    },
    query.per_page,
    offsetOf(query),
  );
  return paged(rows.map(balanceAnswer), total, query);
}

export async function listMoves(
  ctx: AppContext,
  scope: Scope,
  query: PageQuery & {
    location_id?: number | undefined;
    goods_id?: number | undefined;
    document?: string | undefined;
    company_id?: number | undefined;
    date_from?: string | undefined;
    date_to?: string | undefined;
  },
) {
  // The days are the location's shop's (else the company's) calendar days.
  const zone =
    query.location_id !== undefined
      ? await locationZone(ctx.db, query.location_id)
      : await zoneOfView(ctx.db, scope, query);
  const dayEnd = (day: string) => new Date(startOfDay(addDays(day, 1), zone).getTime() - 1);
  const { rows, total } = await repo.moves(
    ctx.db,
    scope,
    {
      locationId: query.location_id,
      goodsId: query.goods_id,
      document: query.document,
      companyId: query.company_id,
      from: query.date_from ? startOfDay(query.date_from, zone) : undefined,
      to: query.date_to ? dayEnd(query.date_to) : undefined,
    },
    query.per_page,
    offsetOf(query),
  );
  return paged(
    rows.map(
      (row): MoveAnswer => ({
        id: row.move.id,
        location_id: row.move.locationId,
        location_name: row.locationName,
        goods_id: row.move.goodsId,
        goods_name: row.goodsName.replace(/\n/g, ' '),
        quantity: row.move.quantity,
        value: row.move.value,
        unit_cost: row.move.unitCost,
        balance: Number(row.balance),
        reason: row.move.reason,
        document_id: row.move.documentId,
        document_kind: row.documentKind,
        document_number: row.documentNumber,
        user_name: row.userName,
        posted_time: row.move.postedTime.toISOString(),
      }),
    ),
    total,
    query,
  );
}

/** Sets or clears the low-stock threshold of a goods item at a location (owners, managers). */
export async function setThreshold(
  ctx: AppContext,
  scope: Scope,
  body: { location_id: number; goods_id: number; threshold: number | null },
): Promise<BalanceAnswer> {
  const location = await locations.findOne(ctx.db, scope, body.location_id);
  if (!location) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, location.companyId)) throw new AppError('FORBIDDEN');
  if (!(await goodsOf(ctx.db, location.companyId, [body.goods_id])).has(body.goods_id))
    throw new AppError('NOT_FOUND');
  await repo.setThreshold(ctx.db, location.companyId, body.location_id, body.goods_id, body.threshold);
  const { rows } = await repo.balances(
    ctx.db,
    scope,
    { locationId: body.location_id, goodsId: body.goods_id },
    1,
    0,
  );
  return balanceAnswer(rows[0]!);
}

export async function settings(ctx: AppContext, scope: Scope, requested: number | undefined) {
  const companyId = scope.kind === 'company' ? scope.companyId : companyForWrite(scope, requested);
  const allow = await repo.negativeSetting(ctx.db, companyId);
  if (allow === null) throw new AppError('NOT_FOUND');
  return { company_id: companyId, allow_negative_stock: allow };
}

export async function editSettings(
  ctx: AppContext,
  scope: Scope,
  body: { company_id?: number | undefined; allow_negative_stock: boolean },
) {
  const companyId = companyForWrite(scope, body.company_id);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  if ((await repo.negativeSetting(ctx.db, companyId)) === null) throw new AppError('NOT_FOUND');
  await repo.setNegativeSetting(ctx.db, companyId, body.allow_negative_stock);
  return { company_id: companyId, allow_negative_stock: body.allow_negative_stock };
}
