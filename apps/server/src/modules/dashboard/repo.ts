import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { companies, companyMembers, goods, scales, shops, users } from '../../db/schema/index.js';
import { type Scope, withinScope } from '../../http/scope.js';

async function countOf(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The figures of the dashboard, within the caller's scope. */
export async function figures(db: Db, scope: Scope) {
  const scoped = (column: PgColumn) => withinScope(scope, column);
  const [shopCount, scaleCount, memberCount, goodsCount] = await Promise.all([
    countOf(db, shops, scoped(shops.companyId)),
    countOf(db, scales, scoped(scales.companyId)),
    countOf(db, companyMembers, scoped(companyMembers.companyId)),
    countOf(db, goods, scoped(goods.companyId)),
  ]);
  const shared = { shopCount, scaleCount, memberCount, goodsCount };
  if (scope.kind !== 'all') return { ...shared, companyCount: null, userCount: null, adminCount: null };
  const [companyCount, userCount, adminCount] = await Promise.all([
    countOf(db, companies, undefined),
    countOf(db, users, eq(users.roleType, 'USER')),
    countOf(db, users, inArray(users.roleType, ['ADMIN', 'SUPER_ADMIN'])),
  ]);
  return { ...shared, companyCount, userCount, adminCount };
}
