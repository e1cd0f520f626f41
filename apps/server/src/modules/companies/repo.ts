import { count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { type CompanyRow, companies } from '../../db/schema/index.js';

export type CompanyWithCounts = CompanyRow & { memberCount: number; shopCount: number; scaleCount: number };

// Correlated counts per company row (written out: Drizzle does not qualify the outer column).
const counts = {
  memberCount:
    sql<number>`(select count(*) from company_members m where m.company_id = "companies"."id")`.mapWith(
      Number,
    ),
  shopCount: sql<number>`(select count(*) from shops s where s.company_id = "companies"."id")`.mapWith(
    Number,
  ),
  scaleCount: sql<number>`(select count(*) from scales c where c.company_id = "companies"."id")`.mapWith(
    Number,
  ),
};

export async function findById(db: Executor, id: number): Promise<CompanyWithCounts | null> {
  const rows = await db
    .select({ company: companies, ...counts })
    .from(companies)
    .where(eq(companies.id, id))
    .limit(1);
  const row = rows[0];
  return row
    ? { ...row.company, memberCount: row.memberCount, shopCount: row.shopCount, scaleCount: row.scaleCount }
    : null;
}

export async function list(db: Db, name: string | undefined, limit: number, offset: number) {
  const where = name ? ilike(companies.name, containing(name)) : undefined;
  const [rows, [totals]] = await Promise.all([
    db
      .select({ company: companies, ...counts })
      .from(companies)
      .where(where)
      .orderBy(desc(companies.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(companies).where(where),
  ]);
  return {
    rows: rows.map((r) => ({
      ...r.company,
      memberCount: r.memberCount,
      shopCount: r.shopCount,
      scaleCount: r.scaleCount,
    })),
    total: totals?.total ?? 0,
  };
}

export async function insert(db: Executor, values: typeof companies.$inferInsert): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  return row!;
}

export async function update(
  db: Executor,
  id: number,
  values: Partial<
    Pick<
      CompanyRow,
      | 'name'
      | 'contactPerson'
      | 'phoneNumber'
      | 'address'
      | 'imgUrl'
      | 'ifAnalysisOpen'
      | 'barcodeFormat'
      | 'barcodeFlag'
      | 'timeZone'
      | 'auditRepair'
      | 'unreachableWorkOrders'
      | 'unreachableHours'
      | 'labelMinXHeightTenths'
      | 'traceShowsSupplier'
      | 'salesRetentionMonths'
      | 'status'
    >
  >,
): Promise<CompanyRow | null> {
  const [row] = await db
    .update(companies)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(companies.id, id))
    .returning();
  return row ?? null;
}

/** The company's zone, its row locked until the transaction ends (zone changes one at a time). */
export async function lockZone(tx: Executor, id: number): Promise<string | null> {
  const [row] = await tx
    .select({ zone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return row?.zone ?? null;
}
