import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { scales, shops } from '../../db/schema/index.js';
import { type Scope, withinScope } from '../../http/scope.js';
import { nameContains } from '../shops/repo.js';

export type ScaleListRow = {
  id: number;
  scaleName: string;
  shopId: number;
  shopName: string;
  companyId: number;
};

export async function list(
  db: Db,
  scope: Scope,
  filter: { name?: string | undefined; shopId?: number | undefined; companyId?: number | undefined },
  limit: number,
  offset: number,
): Promise<{ rows: ScaleListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [withinScope(scope, scales.companyId)];
  if (filter.shopId !== undefined) conditions.push(eq(scales.shopId, filter.shopId));
  if (filter.companyId !== undefined) conditions.push(eq(scales.companyId, filter.companyId));
  if (filter.name) conditions.push(nameContains(scales.scaleName, filter.name));
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: scales.id,
        scaleName: scales.scaleName,
        shopId: scales.shopId,
        shopName: shops.name,
        companyId: scales.companyId,
      })
      .from(scales)
      .innerJoin(shops, eq(shops.id, scales.shopId))
      .where(where)
      .orderBy(desc(scales.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(scales).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
