import type { AppContext } from '../../context.js';
import { offsetOf, paged } from '../../http/paging.js';
import type { Scope } from '../../http/scope.js';
import * as repo from './repo.js';
import type { ScaleListQuery, ScaleOption } from './schema.js';

function option(row: repo.ScaleListRow): ScaleOption {
  return {
    id: row.id,
    name: row.scaleName,
    scale_name: row.scaleName,
    shop_id: row.shopId,
    shop_name: row.shopName,
    company_id: row.companyId,
  };
}

/** Scales the caller may see (the scale selector's list), filtered by shop, company and name. */
export async function listScales(ctx: AppContext, scope: Scope, query: ScaleListQuery) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    { name: query.name, shopId: query.shop_id, companyId: query.company_id },
    query.per_page,
    offsetOf(query),
  );
  return paged(rows.map(option), total, query);
}
