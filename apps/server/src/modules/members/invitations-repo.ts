import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type CompanyRole, companies, companyInvitations } from '../../db/schema/index.js';

/**
 * Opens the company's invitation to a phone, or renews the open one (new role, new expiry):
 * one open invitation per company and phone, however often the owner sends it.
 */
export async function upsertOpen(
  db: Executor,
  values: {
    companyId: number;
    phoneNumber: string;
    joinType: CompanyRole;
    nickname: string;
    invitedBy: number;
    expiresAt: Date;
  },
) {
  const [row] = await db
    .insert(companyInvitations)
    .values(values)
    .onConflictDoUpdate({
      target: [companyInvitations.companyId, companyInvitations.phoneNumber],
      targetWhere: sql`${companyInvitations.status} = 'pending'`,
      set: {
        joinType: values.joinType,
        nickname: values.nickname,
        invitedBy: values.invitedBy,
        expiresAt: values.expiresAt,
        createdTime: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/** The open, unexpired invitations to a phone, newest first, with their company's name. */
export async function openForPhone(db: Executor, phoneNumber: string) {
  return db
    .select({ invitation: companyInvitations, companyName: companies.name })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(
      and(
        eq(companyInvitations.phoneNumber, phoneNumber),
        eq(companyInvitations.status, 'pending'),
        gt(companyInvitations.expiresAt, sql`now()`),
        eq(companies.status, 'active'),
      ),
    )
    .orderBy(desc(companyInvitations.createdTime), desc(companyInvitations.id));
}

/** Answers an open invitation to this phone, once: null when it is not open (or not theirs). */
export async function answer(db: Executor, id: number, phoneNumber: string, status: 'accepted' | 'declined') {
  const [row] = await db
    .update(companyInvitations)
    .set({ status, answeredTime: sql`now()` })
    .where(
      and(
        eq(companyInvitations.id, id),
        eq(companyInvitations.phoneNumber, phoneNumber),
        eq(companyInvitations.status, 'pending'),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** A company's open, unexpired invitations, newest first. */
export async function openOfCompany(db: Executor, companyId: number) {
  return db
    .select()
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.status, 'pending'),
        gt(companyInvitations.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(companyInvitations.createdTime), desc(companyInvitations.id));
}

/** Withdraws a company's open invitation; false when it has none by that id. */
export async function revoke(db: Executor, companyId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(companyInvitations)
    .where(
      and(
        eq(companyInvitations.id, id),
        eq(companyInvitations.companyId, companyId),
        eq(companyInvitations.status, 'pending'),
      ),
    )
    .returning({ id: companyInvitations.id });
  return rows.length === 1;
}
