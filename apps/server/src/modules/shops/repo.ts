import { and, asc, count, desc, eq, ilike, like, notExists, type SQL, sql } from 'drizzle-orm';
import { type Scope, scopeKey, withinScope } from '../../access/scope.js';
import type { Db, Executor } from '../../db/client.js';
import { containing, isCaseless } from '../../db/like.js';
import { listTotal } from '../../db/list-totals.js';
import { preparedOnce, UNNAMED } from '../../db/prepared.js';
import {
  companies,
  deviceVersions,
  type ScaleRow,
  type ShopRow,
  scaleAudits,
  scaleSyncStatus,
  scales,
  shops,
} from '../../db/schema/index.js';

export type ShopWithCompany = { shop: ShopRow; companyName: string; companyZone: string; scaleCount: number };

const scaleCount = sql<number>`(select count(*)::int from ${scales} where ${scales.shopId} = ${shops.id})`;

function selectShops(db: Db) {
  return db
    .select({ shop: shops, companyName: companies.name, companyZone: companies.timeZone, scaleCount })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId));
}

/**
 * The page and total of a shop list. The page is a prepared statement per shape (scope kind,
 * company filter, LIKE or ILIKE); the total comes from the list-totals cache.
 */
export async function list(
  db: Db,
  scope: Scope,
  filter: { name?: string | undefined; companyId?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: ShopWithCompany[]; total: number }> {
  const operator = filter.name ? (isCaseless(filter.name) ? 'like' : 'ilike') : 'any';
  const shape = `shops_page_${scope.kind}_${filter.companyId !== undefined ? 'c' : 'x'}_${operator}`;
  const conditionsOf = (value: (name: string, actual: unknown) => unknown) => {
    const conditions: (SQL | undefined)[] = [];
    if (scope.kind === 'company')
      conditions.push(eq(shops.companyId, value('scopeCompany', scope.companyId) as number));
    if (scope.kind === 'none') conditions.push(sql`false`);
    if (filter.companyId !== undefined)
      conditions.push(eq(shops.companyId, value('company', filter.companyId) as number));
    if (filter.name) {
      const pattern = value('pattern', containing(filter.name)) as string;
      conditions.push(operator === 'like' ? like(shops.name, pattern) : ilike(shops.name, pattern));
    }
    return and(...conditions);
  };
  const page = preparedOnce(db, shape, () =>
    selectShops(db)
      .where(conditionsOf((name) => sql.placeholder(name)))
      .orderBy(desc(shops.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(UNNAMED),
  );
  const params = {
    scopeCompany: scope.kind === 'company' ? scope.companyId : undefined,
    company: filter.companyId,
    pattern: filter.name ? containing(filter.name) : undefined,
    limit,
    offset,
  };
  const [rows, total] = await Promise.all([
    page.execute(params),
    listTotal(db, 'shops', [scopeKey(scope), filter.companyId, filter.name], async () => {
      const [totals] = await db
        .select({ total: count() })
        .from(shops)
        .where(conditionsOf((_name, actual) => actual));
      return totals?.total ?? 0;
    }),
  ]);
  return { rows, total };
}

/** One shop within the scope; null when it does not exist or belongs to another company. */
export async function findOne(db: Db, scope: Scope, id: number): Promise<ShopWithCompany | null> {
  const rows = await selectShops(db)
    .where(and(eq(shops.id, id), withinScope(scope, shops.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export type ShopScale = {
  scale: ScaleRow;
  sync: typeof scaleSyncStatus.$inferSelect | null;
  version: number | null;
  /** Differences of the latest audit (0 when it was repaired, or none was made). */
  differs: number;
  /** The latest whole verification that matched every PLU read. */
  verifiedTime: Date | string | null;
};

/** A shop's scales with what the shop page shows live of each (sync, audits), in one query. */
export async function scalesOf(db: Db, shopId: number): Promise<ShopScale[]> {
  const differs = sql<number>`coalesce((
    select case when a.repaired then 0 else jsonb_array_length(a.differences) + a.more end
    from ${scaleAudits} a where a.scale_id = ${scales.id} order by a.id desc limit 1), 0)::int`;
  const verifiedTime = sql<Date | string | null>`(
    select a.checked_time from ${scaleAudits} a
    where a.scale_id = ${scales.id} and a.full and a.matched = a.checked order by a.id desc limit 1)`;
  return db
    .select({ scale: scales, sync: scaleSyncStatus, version: deviceVersions.version, differs, verifiedTime })
    .from(scales)
    .leftJoin(scaleSyncStatus, eq(scaleSyncStatus.scaleId, scales.id))
    .leftJoin(deviceVersions, eq(deviceVersions.scaleId, scales.id))
    .where(eq(scales.shopId, shopId))
    .orderBy(asc(scales.id));
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
  'name' | 'contactPerson' | 'phoneNumber' | 'imgUrl' | 'address' | 'telephone' | 'desc' | 'timeZone'
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
