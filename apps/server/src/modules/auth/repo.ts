import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Inspection } from '../../access/auth-context.js';
import type { Db } from '../../db/client.js';
import { type SessionRow, sessions, type UserRow, users } from '../../db/schema/index.js';
import { hasWechatColumn, type Membership, membershipColumns, membershipJoin } from '../users/queries.js';

export async function insertSession(
  db: Db,
  values: { userId: number; tokenHash: string; expiresAt: Date; ip: string; userAgent: string },
): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export type LiveSession = {
  sessionId: number;
  expiresAt: Date;
  user: UserRow;
  membership: Membership | null;
  hasWechat: boolean;
  /** An INSPECTOR's assignments (auth/service reads them with the session); absent for everyone else. */
  inspection?: Inspection;
};

// Every authenticated request runs this lookup, so it is one prepared statement per database:
// session, user and company membership in a single round trip.
const prepared = new WeakMap<Db, ReturnType<typeof prepareLiveSession>>();

function prepareLiveSession(db: Db) {
  return db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      user: users,
      membership: membershipColumns,
      hasWechat: hasWechatColumn,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(...membershipJoin.members)
    .leftJoin(...membershipJoin.company)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .limit(1)
    .prepare('find_live_session');
}

/** The live session for a token hash (not expired, not revoked) with its user and membership. */
export async function findLiveSession(db: Db, tokenHash: string): Promise<LiveSession | null> {
  let query = prepared.get(db);
  if (!query) {
    query = prepareLiveSession(db);
    prepared.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return null;
  const membership = row.membership.companyId === null ? null : (row.membership as Membership);
  return {
    sessionId: row.sessionId,
    expiresAt: row.expiresAt,
    user: row.user,
    membership,
    hasWechat: row.hasWechat,
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}
