import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { type CompanyRole, companies, companyMembers, users } from '../../db/schema/index.js';

function searchCondition(name: string | undefined): SQL | undefined {
  if (!name) return undefined;
  const pattern = containing(name);
  return or(
    ilike(users.nickname, pattern),
    ilike(users.username, pattern),
    ilike(users.phoneNumber, pattern),
  );
}

/**
 * Company users with their membership: one company's members (companyId), or every company
 * user (administrators), optionally only those in a company, by role, by name/phone.
 */
export async function list(
  db: Db,
  filter: { companyId?: number | undefined; roles?: CompanyRole[] | undefined; name?: string | undefined },
  limit: number,
  offset: number,
) {
  const conditions: (SQL | undefined)[] = [eq(users.roleType, 'USER'), searchCondition(filter.name)];
  if (filter.companyId !== undefined) conditions.push(eq(companyMembers.companyId, filter.companyId));
  if (filter.roles?.length) conditions.push(inArray(companyMembers.joinType, filter.roles));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ user: users, member: companyMembers, companyName: companies.name })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .leftJoin(companies, eq(companies.id, companyMembers.companyId))
      .where(where)
      .orderBy(desc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: count() })
      .from(users)
      .leftJoin(companyMembers, eq(companyMembers.userId, users.id))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function membershipOf(db: Executor, userId: number) {
  const rows = await db.select().from(companyMembers).where(eq(companyMembers.userId, userId)).limit(1);
  return rows[0] ?? null;
}

export async function insert(
  db: Executor,
  values: { companyId: number; userId: number; joinType: CompanyRole },
) {
  await db.insert(companyMembers).values(values);
}

export async function setRole(db: Executor, companyId: number, userId: number, joinType: CompanyRole) {
  await db
    .update(companyMembers)
    .set({ joinType })
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

export async function remove(db: Executor, companyId: number, userId: number) {
  await db
    .delete(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.userId, userId)));
}

/** Owners of a company, locked for the rest of the transaction (the last-owner rule). */
export async function ownerIdsForUpdate(db: Executor, companyId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: companyMembers.userId })
    .from(companyMembers)
    .where(and(eq(companyMembers.companyId, companyId), eq(companyMembers.joinType, 'OWNER')))
    .for('update');
  return rows.map((r) => r.userId);
}
