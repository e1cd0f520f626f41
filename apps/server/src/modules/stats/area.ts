import type { Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { companyZone } from '../time-zones/index.js';
import type { Area } from './repo.js';
import * as repo from './repo.js';

// Who sees what.

/**
 * The area a caller's query covers. Company people: their own company, once it opened analysis
 * (else ANALYSIS_CLOSED); another company named is answered as missing. Administrators: the named
 * company (any), or the named shop's company, or every company that opened analysis. A shop
 * outside that answers 404 like a missing one.
 */
export async function areaOf(
  ctx: AppContext,
  scope: Scope,
  query: { company_id?: number | undefined; shop_id?: number | undefined },
): Promise<Area> {
  let companyId: number | null;
  if (scope.kind === 'none') throw new AppError('FORBIDDEN');
  if (scope.kind === 'company') {
    if (query.company_id !== undefined && query.company_id !== scope.companyId)
      throw new AppError('NOT_FOUND');
    const company = await repo.companyOf(ctx.db, scope.companyId);
    if (!company?.analysisOpen) throw new AppError('ANALYSIS_CLOSED');
    companyId = company.id;
  } else {
    companyId = query.company_id ?? null;
    if (companyId !== null && !(await repo.companyOf(ctx.db, companyId))) throw new AppError('NOT_FOUND');
  }
  if (query.shop_id === undefined)
    return { companyId, shopId: null, zone: await companyZone(ctx.db, companyId) };
  const shop = await repo.shopOf(ctx.db, query.shop_id);
  if (!shop || (companyId !== null && shop.companyId !== companyId)) throw new AppError('NOT_FOUND');
  // A shop's figures are still its company's days: the rollups keep one calendar per company.
  return { companyId: shop.companyId, shopId: shop.id, zone: await companyZone(ctx.db, shop.companyId) };
}
