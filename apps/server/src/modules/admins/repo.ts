import { ADMIN_ROLE_TYPES } from '@dahua/shared';
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { sessions, users } from '../../db/schema/index.js';

export async function list(db: Db, name: string | undefined, limit: number, offset: number) {
  const pattern = name ? containing(name) : undefined;
  const where = and(
    inArray(users.roleType, [...ADMIN_ROLE_TYPES]),
    pattern
      ? or(ilike(users.username, pattern), ilike(users.nickname, pattern), ilike(users.phoneNumber, pattern))
      : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db.select().from(users).where(where).orderBy(desc(users.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findAdmin(db: Executor, id: number) {
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), inArray(users.roleType, [...ADMIN_ROLE_TYPES])))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Locks the rows of every super administrator and of the target, in id order, before a change
 * reads or writes any of them: two changes always lock in the same order, so they wait for
 * each other instead of deadlocking (each reads the others to keep one active super admin).
 */
export async function lockAdminChange(db: Executor, targetId: number): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.roleType, 'SUPER_ADMIN'), eq(users.id, targetId)))
    .orderBy(asc(users.id))
    .for('update');
}

/** Other active super administrators than this one (lockAdminChange first). */
export async function otherActiveSuperAdmins(db: Executor, exceptId: number): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.roleType, 'SUPER_ADMIN'), eq(users.status, 'active'), ne(users.id, exceptId)));
  return rows.length;
}

export async function revokeAllSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function setSiteEditor(db: Executor, id: number, siteEditor: boolean): Promise<void> {
  await db.update(users).set({ siteEditor, lastModifiedTime: new Date() }).where(eq(users.id, id));
}

/** The active site editors (super administrators, and administrators with the right): who hears of a new enquiry. */
export async function activeSiteEditors(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        or(eq(users.roleType, 'SUPER_ADMIN'), and(eq(users.roleType, 'ADMIN'), eq(users.siteEditor, true))),
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.id);
}

/** An active administrator by id (a lead's owner must be one). */
export async function isActiveAdmin(db: Executor, id: number): Promise<boolean> {
  const found = await findAdmin(db, id);
  return found !== null && found.status === 'active';
}
