import { MANAGER_ROLE_TYPES } from '@dahua/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { companyMembers, users } from '../../db/schema/index.js';

// What other modules may read of a company's people (they never import members/repo.ts).

/**
 * The user ids of a company's owners and managers (MANAGER_ROLE_TYPES, the roles' one home), lowest
 * first: whom the company's notices go to. `activeOnly` leaves out disabled accounts.
 */
export async function managersOf(
  tx: Executor,
  companyId: number,
  options: { activeOnly?: boolean } = {},
): Promise<number[]> {
  const where = and(
    eq(companyMembers.companyId, companyId),
    inArray(companyMembers.joinType, [...MANAGER_ROLE_TYPES]),
  );
  const rows = options.activeOnly
    ? await tx
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .innerJoin(users, and(eq(users.id, companyMembers.userId), eq(users.status, 'active')))
        .where(where)
        .orderBy(asc(companyMembers.userId))
    : await tx
        .select({ userId: companyMembers.userId })
        .from(companyMembers)
        .where(where)
        .orderBy(asc(companyMembers.userId));
  return rows.map((row) => row.userId);
}
