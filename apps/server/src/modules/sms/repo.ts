import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

export async function insertCode(
  db: Db,
  values: { phoneNumber: string; salt: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(smsCodes).values(values);
}

/** When the newest code for a phone was sent, and how many were sent since a moment. */
export async function sendStats(
  db: Db,
  phoneNumber: string,
  since: Date,
): Promise<{ last: Date | null; count: number }> {
  const [row] = await db
    .select({
      last: sql<Date | null>`max(${smsCodes.createdTime})`.mapWith(smsCodes.createdTime),
      count: sql<number>`count(*) filter (where ${smsCodes.createdTime} >= ${since})`.mapWith(Number),
    })
    .from(smsCodes)
    .where(eq(smsCodes.phoneNumber, phoneNumber));
  return { last: row?.last ?? null, count: row?.count ?? 0 };
}

/** The newest code for a phone that is unused, unexpired and still has tries left. */
export async function findUsableCode(
  db: Db,
  phoneNumber: string,
  maxFailures: number,
): Promise<SmsCodeRow | null> {
  const rows = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phoneNumber, phoneNumber),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, sql`now()`),
        sql`${smsCodes.failedAttempts} < ${maxFailures}`,
      ),
    )
    .orderBy(desc(smsCodes.createdTime), desc(smsCodes.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function recordFailure(db: Db, id: number): Promise<void> {
  await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(eq(smsCodes.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function consume(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(smsCodes)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(smsCodes.id, id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  return rows.length === 1;
}
