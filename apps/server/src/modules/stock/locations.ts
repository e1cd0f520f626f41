import type { LocationAnswer } from '@dahua/shared/contracts/stock';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import * as repo from './locations-repo.js';

export const locationAnswer = (row: repo.LocationView): LocationAnswer => ({
  id: row.id,
  company_id: row.companyId,
  company_name: row.companyName,
  kind: row.kind,
  shop_id: row.shopId,
  name: row.name,
  active: row.active,
});

export async function listLocations(
  ctx: AppContext,
  scope: Scope,
  query: { company_id?: number | undefined; include_transit?: boolean | undefined },
): Promise<LocationAnswer[]> {
  const rows = await repo.list(ctx.db, scope, {
    companyId: query.company_id,
    includeTransit: query.include_transit,
  });
  return rows.map(locationAnswer);
}

async function manageable(ctx: AppContext, scope: Scope, id: number) {
  const found = await repo.findOne(ctx.db, scope, id);
  if (!found) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, found.companyId)) throw new AppError('FORBIDDEN');
  return found;
}

/** A warehouse location (owners, managers, administrators). */
export async function createWarehouse(
  ctx: AppContext,
  scope: Scope,
  body: { name: string; company_id?: number | undefined },
): Promise<LocationAnswer> {
  const companyId = companyForWrite(scope, body.company_id);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  const id = await repo.insertWarehouse(ctx.db, companyId, body.name);
  return locationAnswer((await repo.findOne(ctx.db, scope, id))!);
}

/** Renames a warehouse or (de)activates any location; a shop location is named by its shop. */
export async function editLocation(
  ctx: AppContext,
  scope: Scope,
  id: number,
  body: { name?: string | undefined; active?: boolean | undefined },
): Promise<LocationAnswer> {
  const found = await manageable(ctx, scope, id);
  if (found.kind === 'transit') throw new AppError('STOCK_BAD_LOCATION', { detail: found.name });
  const values = {
    ...(body.name !== undefined && found.kind === 'warehouse' ? { name: body.name } : {}),
    ...(body.active !== undefined ? { active: body.active } : {}),
  };
  if (Object.keys(values).length > 0) await repo.update(ctx.db, id, values);
  return locationAnswer((await repo.findOne(ctx.db, scope, id))!);
}

/** Deletes a warehouse no document or move names (the database refuses one in use: 409). */
export async function removeLocation(ctx: AppContext, scope: Scope, id: number): Promise<void> {
  const found = await manageable(ctx, scope, id);
  if (found.kind !== 'warehouse') throw new AppError('STOCK_BAD_LOCATION', { detail: found.name });
  await repo.remove(ctx.db, id);
}
