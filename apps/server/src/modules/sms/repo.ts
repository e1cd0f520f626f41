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

/**
 * Spends one of the tries of the phone's newest live code (unused, unexpired, tries left) and
 * answers it, in one statement: the row lock makes parallel guesses queue, and each sees the
 * count the previous one left, so no more than `maxTries` guesses are ever compared against a
 * code, however many arrive at once. Null when no live code has a try left.
 */
export async function spendTry(db: Db, phoneNumber: string, maxTries: number): Promise<SmsCodeRow | null> {
  const newest = db
    .select({ id: smsCodes.id })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.phoneNumber, phoneNumber),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(smsCodes.createdTime), desc(smsCodes.id))
    .limit(1);
  const rows = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(
      and(
        eq(smsCodes.id, sql`(${newest})`),
        isNull(smsCodes.consumedAt),
        sql`${smsCodes.failedAttempts} < ${maxTries}`,
      ),
    )
    .returning();
  return rows[0] ?? null;
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
