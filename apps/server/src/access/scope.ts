import { isAdministrator, isCompanyManager, isInspector } from '@dahua/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { CompanyRole } from '../db/schema/index.js';
import { AppError } from '../errors/app-error.js';
import type { AuthContext } from './auth-context.js';

/**
 * Whose rows a caller may see: administrators every company's, a company user their own
 * company's, a person in no company nobody's. Resolved in one place from the session; every
 * repository query over company-owned rows takes it, so a query without it cannot be written.
 */
export type Scope =
  | { kind: 'all'; userId: number }
  | { kind: 'company'; userId: number; companyId: number; role: CompanyRole }
  | { kind: 'none'; userId: number };

export function scopeOf(auth: AuthContext): Scope {
  const { user, membership } = auth;
  if (isAdministrator(user.roleType)) return { kind: 'all', userId: user.id };
  // An inspector reads through access/read-scope.ts only; to every other module it is nobody's.
  if (isInspector(user.roleType)) return { kind: 'none', userId: user.id };
  if (membership)
    return { kind: 'company', userId: user.id, companyId: membership.companyId, role: membership.joinType };
  return { kind: 'none', userId: user.id };
}

/** Whose rows a scope sees, as a cache key: 'all', 'none' or the company's id. */
export function scopeKey(scope: Scope): string | number {
  return scope.kind === 'company' ? scope.companyId : scope.kind;
}

/** The SQL condition restricting a company_id column to the scope (undefined = no restriction). */
export function withinScope(scope: Scope, companyIdColumn: PgColumn): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'company') return eq(companyIdColumn, scope.companyId);
  return sql`false`;
}

/**
 * The company a write goes to: a company user's own; an administrator must name one.
 * A company user naming another company is refused as if it did not exist.
 */
export function companyForWrite(scope: Scope, requested: number | undefined): number {
  if (scope.kind === 'all') {
    if (requested === undefined)
      throw new AppError(
        'VALIDATION',
        { detail: 'company_id' },
        { fields: [{ field: 'company_id', message: 'required' }] },
      );
    return requested;
  }
  if (scope.kind === 'none') throw new AppError('FORBIDDEN');
  if (requested !== undefined && requested !== scope.companyId) throw new AppError('NOT_FOUND');
  return scope.companyId;
}

/** Company owners and managers (and administrators) manage their company's people and settings. */
export function canManageCompany(scope: Scope, companyId: number): boolean {
  if (scope.kind === 'all') return true;
  return scope.kind === 'company' && scope.companyId === companyId && isCompanyManager(scope.role);
}

/** Whether a row of this company is within the scope (the in-memory twin of withinScope). */
export function canSeeCompany(scope: Scope, companyId: number): boolean {
  return scope.kind === 'all' || (scope.kind === 'company' && scope.companyId === companyId);
}
