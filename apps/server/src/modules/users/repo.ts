import { and, eq, or, sql } from 'drizzle-orm';
import type { Membership } from '../../access/auth-context.js';
import type { Db, Executor } from '../../db/client.js';
import { companies, companyMembers, type UserRow, users } from '../../db/schema/index.js';

export async function findByIdentifier(db: Db, identifier: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.username, identifier), eq(users.phoneNumber, identifier)))
    .limit(2);
  // A username that looks like someone else's phone number must not sign in as either.
  return rows.length === 1 ? rows[0]! : (rows.find((u) => u.username === identifier) ?? null);
}

export async function findById(db: Executor, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export type { Membership };

/** The columns of a membership, for queries that join it (nullable under a left join). */
export const membershipColumns = {
  companyId: companies.id,
  name: companies.name,
  contactPerson: companies.contactPerson,
  phoneNumber: companies.phoneNumber,
  address: companies.address,
  ifAnalysisOpen: companies.ifAnalysisOpen,
  barcodeFormat: companies.barcodeFormat,
  barcodeFlag: companies.barcodeFlag,
  timeZone: companies.timeZone,
  joinType: companyMembers.joinType,
};

/** Joins a user's membership in an active company (at most one) to a query over users. */
export const membershipJoin = {
  members: [companyMembers, eq(companyMembers.userId, users.id)] as const,
  company: [
    companies,
    and(eq(companies.id, companyMembers.companyId), eq(companies.status, 'active')),
  ] as const,
};

export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const rows = await db
    .select(membershipColumns)
    .from(users)
    .innerJoin(...membershipJoin.members)
    .innerJoin(...membershipJoin.company)
    .where(eq(users.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertUser(db: Executor, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(
  db: Db,
  id: number,
  values: Partial<typeof users.$inferInsert>,
): Promise<void> {
  await db
    .update(users)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(users.id, id));
}

export async function findByPhone(db: Db, phoneNumber: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)).limit(1);
  return rows[0] ?? null;
}

/** An SQL expression: whether the user in the query has a WeChat identity bound. */
// Written out: Drizzle leaves the outer column unqualified inside a subquery.
export const hasWechatColumn = sql<boolean>`exists (select 1 from wechat_identities w where w.user_id = "users"."id")`;

export async function hasWechat(db: Db, userId: number): Promise<boolean> {
  const rows = await db.select({ bound: hasWechatColumn }).from(users).where(eq(users.id, userId));
  return rows[0]?.bound === true;
}
