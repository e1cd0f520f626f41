import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CompanyRow, companies } from '../../db/schema/index.js';

export async function findById(db: Db, id: number): Promise<CompanyRow | null> {
  const rows = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function update(
  db: Db,
  id: number,
  values: Partial<Pick<CompanyRow, 'name' | 'contactPerson' | 'phoneNumber' | 'address'>>,
): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row ?? null;
}
