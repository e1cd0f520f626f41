import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema/index.js';

export async function insertSession(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; ip: string; userAgent: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

/** The live session for a token hash (not expired, not revoked) with its user. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
): Promise<{ session: SessionRow; user: UserRow } | null> {
  const rows = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
