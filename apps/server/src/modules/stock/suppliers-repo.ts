import { and, count, desc, eq, or, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { companies, type SupplierRow, stockDocuments, suppliers } from '../../db/schema/index.js';

export type SupplierView = { supplier: SupplierRow; companyName: string; documentCount: number };

const documentCount = sql<number>`(select count(*)::int from ${stockDocuments} where ${stockDocuments.supplierId} = ${suppliers.id})`;

function selectSuppliers(tx: Executor) {
  return tx
    .select({ supplier: suppliers, companyName: companies.name, documentCount })
    .from(suppliers)
    .innerJoin(companies, eq(companies.id, suppliers.companyId));
}

export async function list(
  tx: Executor,
  scope: Scope,
  filter: { search?: string | undefined; active?: boolean | undefined; companyId?: number | undefined },
  limit: number,
  offset: number,
) {
  const conditions: (SQL | undefined)[] = [withinScope(scope, suppliers.companyId)];
  if (filter.companyId !== undefined) conditions.push(eq(suppliers.companyId, filter.companyId));
  if (filter.active !== undefined) conditions.push(eq(suppliers.active, filter.active));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      or(sql`${suppliers.name} ilike ${pattern}`, sql`${suppliers.phoneNumber} like ${pattern}`),
    );
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectSuppliers(tx).where(where).orderBy(desc(suppliers.id)).limit(limit).offset(offset),
    tx.select({ total: count() }).from(suppliers).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findOne(tx: Executor, scope: Scope, id: number): Promise<SupplierView | null> {
  const rows = await selectSuppliers(tx)
    .where(and(eq(suppliers.id, id), withinScope(scope, suppliers.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findInCompany(
  tx: Executor,
  companyId: number,
  id: number,
): Promise<SupplierRow | null> {
  const rows = await tx
    .select()
    .from(suppliers)
    .where(and(eq(suppliers.id, id), eq(suppliers.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export type SupplierValues = Omit<
  typeof suppliers.$inferInsert,
  'id' | 'companyId' | 'createdTime' | 'lastModifiedTime'
>;

export async function insert(tx: Executor, companyId: number, values: SupplierValues): Promise<number> {
  const [row] = await tx
    .insert(suppliers)
    .values({ ...values, companyId })
    .returning({ id: suppliers.id });
  return row!.id;
}

export async function update(tx: Executor, id: number, values: Partial<SupplierValues>) {
  await tx
    .update(suppliers)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(suppliers.id, id));
}

/** Deletes a supplier no document names; false when one does (checked in the same statement). */
export async function removeIfUnused(tx: Executor, id: number): Promise<boolean> {
  const rows = await tx
    .delete(suppliers)
    .where(
      and(
        eq(suppliers.id, id),
        // Written out: in a one-table statement Drizzle leaves columns unqualified (ARCHITECTURE.md).
        sql`not exists (select 1 from "stock_documents" d where d."supplier_id" = "suppliers"."id")`,
      ),
    )
    .returning({ id: suppliers.id });
  return rows.length === 1;
}
