import { isInspector } from '@dahua/shared';
import { inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthContext } from './auth-context.js';
import { type Scope, scopeOf, withinScope } from './scope.js';

/**
 * Whose scale records a caller may READ (issue 27): the company scope of everyone else, or an
 * inspector's assigned companies and shops. Only the scale-legal reads (fleet, scale pages,
 * verifications, events, reports) take it; every other module sees an inspector as scope `none`
 * (scopeOf), and `http/auth.ts` keeps inspectors off every route not marked
 * `config.inspector`, so a route written later cannot leak to one by forgetting.
 */
export type ReadScope =
  | Scope
  | { kind: 'inspector'; userId: number; companyIds: readonly number[]; shopIds: readonly number[] };

export function readScopeOf(auth: AuthContext): ReadScope {
  if (isInspector(auth.user.roleType)) {
    const inspection = auth.inspection ?? { companyIds: [], shopIds: [] };
    return { kind: 'inspector', userId: auth.user.id, ...inspection };
  }
  return scopeOf(auth);
}

/** The SQL condition restricting rows (their company and shop columns) to what the scope may read. */
export function withinReadScope(
  scope: ReadScope,
  companyIdColumn: PgColumn,
  shopIdColumn: PgColumn,
): SQL | undefined {
  if (scope.kind !== 'inspector') return withinScope(scope, companyIdColumn);
  const parts: SQL[] = [];
  if (scope.companyIds.length > 0) parts.push(inArray(companyIdColumn, [...scope.companyIds]));
  if (scope.shopIds.length > 0) parts.push(inArray(shopIdColumn, [...scope.shopIds]));
  return parts.length === 0 ? sql`false` : (or(...parts) ?? sql`false`);
}

/** The in-memory twin of withinReadScope for one row. */
export function canRead(scope: ReadScope, companyId: number, shopId: number): boolean {
  if (scope.kind === 'all') return true;
  if (scope.kind === 'company') return scope.companyId === companyId;
  if (scope.kind === 'none') return false;
  return scope.companyIds.includes(companyId) || scope.shopIds.includes(shopId);
}
