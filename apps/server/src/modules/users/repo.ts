import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CompanyRole, companies, companyMembers, type UserRow, users } from '../../db/schema/index.js';

export async function findByIdentifier(db: Db, identifier: string): Promise<UserRow | null> {
  const rows = await db
    .select()
    .from(users)
    .where(or(eq(users.username, identifier), eq(users.phoneNumber, identifier)))
    .limit(2);
  // A username that looks like someone else's phone number must not sign in as either.
  return rows.length === 1 ? rows[0]! : (rows.find((u) => u.username === identifier) ?? null);
}

export async function findById(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export type Membership = {
  companyId: number;
  name: string;
  contactPerson: string;
  phoneNumber: string;
  address: string;
  ifAnalysisOpen: boolean;
  joinType: CompanyRole;
};

export async function membershipOf(db: Db, userId: number): Promise<Membership | null> {
  const rows = await db
    .select({
      companyId: companies.id,
      name: companies.name,
      contactPerson: companies.contactPerson,
      phoneNumber: companies.phoneNumber,
      address: companies.address,
      ifAnalysisOpen: companies.ifAnalysisOpen,
      joinType: companyMembers.joinType,
    })
    .from(companyMembers)
    .innerJoin(companies, eq(companies.id, companyMembers.companyId))
    .where(sql`${companyMembers.userId} = ${userId} and ${companies.status} = 'active'`)
    .limit(1);
  return rows[0] ?? null;
}
