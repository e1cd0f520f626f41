import { and, asc, count, desc, eq, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { textContains } from '../../db/like.js';
import { companies, type ScaleRow, type ShopRow, scales, shops } from '../../db/schema/index.js';
import { type Scope, withinScope } from '../../http/scope.js';

export type ShopWithCompany = { shop: ShopRow; companyName: string; scaleCount: number };

const scaleCount = sql<number>`(select count(*)::int from ${scales} where ${scales.shopId} = ${shops.id})`;

function selectShops(db: Db) {
  return db
    .select({ shop: shops, companyName: companies.name, scaleCount })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId));
}

export async function list(
  db: Db,
  scope: Scope,
  filter: { name?: string | undefined; companyId?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: ShopWithCompany[]; total: number }> {
  const conditions: (SQL | undefined)[] = [withinScope(scope, shops.companyId)];
  if (filter.companyId !== undefined) conditions.push(eq(shops.companyId, filter.companyId));
  if (filter.name) conditions.push(textContains(shops.name, filter.name));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectShops(db).where(where).orderBy(desc(shops.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** One shop within the scope; null when it does not exist or belongs to another company. */
export async function findOne(db: Db, scope: Scope, id: number): Promise<ShopWithCompany | null> {
  const rows = await selectShops(db)
    .where(and(eq(shops.id, id), withinScope(scope, shops.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function scalesOf(db: Db, shopId: number): Promise<ScaleRow[]> {
  return db.select().from(scales).where(eq(scales.shopId, shopId)).orderBy(asc(scales.id));
}

export async function companyExists(db: Db, companyId: number): Promise<boolean> {
  const rows = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows.length === 1;
}

export type ShopValues = Pick<
  ShopRow,
  'name' | 'contactPerson' | 'phoneNumber' | 'imgUrl' | 'address' | 'telephone' | 'desc'
>;

export async function insert(db: Executor, companyId: number, values: ShopValues): Promise<number> {
  const [row] = await db
    .insert(shops)
    .values({ ...values, companyId })
    .returning({ id: shops.id });
  return row!.id;
}

/** Updates a shop within the scope; false when there is no such shop for this caller. */
export async function update(
  db: Executor,
  scope: Scope,
  id: number,
  values: Partial<ShopValues>,
): Promise<boolean> {
  const rows = await db
    .update(shops)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(and(eq(shops.id, id), withinScope(scope, shops.companyId)))
    .returning({ id: shops.id });
  return rows.length === 1;
}

/**
 * Deletes a shop within the scope only if it has no scales (checked in the same statement; the
 * foreign key refuses a scale added in between). True when a row was deleted.
 */
export async function removeIfEmpty(db: Executor, scope: Scope, id: number): Promise<boolean> {
  const rows = await db
    .delete(shops)
    .where(
      and(
        eq(shops.id, id),
        withinScope(scope, shops.companyId),
        notExists(db.select({ one: sql`1` }).from(scales).where(eq(scales.shopId, shops.id))),
      ),
    )
    .returning({ id: shops.id });
  return rows.length === 1;
}
