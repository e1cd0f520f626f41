import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Inspection } from '../../access/auth-context.js';
import type { Db, Executor } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { companies, inspectorAssignments, scales, sessions, shops, users } from '../../db/schema/index.js';

const isInspectorRow = eq(users.roleType, 'INSPECTOR');

export async function list(db: Db, name: string | undefined, limit: number, offset: number) {
  const pattern = name ? containing(name) : undefined;
  const where = and(
    isInspectorRow,
    pattern
      ? or(
          ilike(users.username, pattern),
          ilike(users.nickname, pattern),
          ilike(users.phoneNumber, pattern),
          ilike(users.organisation, pattern),
        )
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findInspector(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isInspectorRow))
    .limit(1);
  return row ?? null;
}

/** Locks the inspector's row: two changes of one inspector's assignments take turns. */
export async function lockInspector(db: Executor, id: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), isInspectorRow))
    .for('update');
  return row ?? null;
}

export type NamedAssignment = {
  userId: number;
  companyId: number;
  companyName: string;
  shopId: number | null;
  shopName: string | null;
};

/** The assignments of these inspectors, named: by company name, the whole company first, then shops by name. */
export async function assignmentsOf(db: Executor, userIds: number[]): Promise<NamedAssignment[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: inspectorAssignments.userId,
      companyId: inspectorAssignments.companyId,
      companyName: companies.name,
      shopId: inspectorAssignments.shopId,
      shopName: shops.name,
    })
    .from(inspectorAssignments)
    .innerJoin(companies, eq(companies.id, inspectorAssignments.companyId))
    .leftJoin(shops, eq(shops.id, inspectorAssignments.shopId))
    .where(inArray(inspectorAssignments.userId, userIds))
    .orderBy(asc(companies.name), asc(companies.id), sql`${shops.name} asc nulls first`, asc(shops.id));
}

/** Which of these companies exist. */
export async function existingCompanies(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** These shops (those that exist) with their company and name. */
export async function shopsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return new Map<number, { companyId: number; name: string }>();
  const rows = await db
    .select({ id: shops.id, companyId: shops.companyId, name: shops.name })
    .from(shops)
    .where(inArray(shops.id, ids));
  return new Map(rows.map((r) => [r.id, { companyId: r.companyId, name: r.name }]));
}

/** Replaces every assignment of an inspector (inside the caller's transaction). */
export async function replaceAssignments(
  db: Executor,
  userId: number,
  rows: { companyId: number; shopId: number | null }[],
  createdBy: number,
): Promise<void> {
  await db.delete(inspectorAssignments).where(eq(inspectorAssignments.userId, userId));
  if (rows.length === 0) return;
  await db.insert(inspectorAssignments).values(rows.map((r) => ({ ...r, userId, createdBy })));
}

export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

/** What an inspector may read: whole companies, and single shops (read with the session). */
export async function inspectionOf(db: Executor, userId: number): Promise<Inspection> {
  const rows = await db
    .select({ companyId: inspectorAssignments.companyId, shopId: inspectorAssignments.shopId })
    .from(inspectorAssignments)
    .where(eq(inspectorAssignments.userId, userId))
    .orderBy(asc(inspectorAssignments.id));
  return {
    companyIds: rows.filter((r) => r.shopId === null).map((r) => r.companyId),
    shopIds: rows.flatMap((r) => (r.shopId === null ? [] : [r.shopId])),
  };
}

/** The company of a scale (an inspector's view names the scale; its audit entry names the company too). */
export async function companyOfScale(db: Executor, scaleId: number): Promise<number | null> {
  const [row] = await db.select({ companyId: scales.companyId }).from(scales).where(eq(scales.id, scaleId));
  return row?.companyId ?? null;
}
