import { TRANSIT_LOCATION_NAME } from '@dahua/shared/contracts/stock';
import { and, asc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { companies, shops, stockLocations } from '../../db/schema/index.js';

/** The transit location's name (the same in both languages; the console names it in the page's). */
export const TRANSIT_NAME = TRANSIT_LOCATION_NAME;

export type LocationView = {
  id: number;
  companyId: number;
  companyName: string;
  kind: 'shop' | 'warehouse' | 'transit';
  shopId: number | null;
  name: string;
  active: boolean;
};

function selectLocations(tx: Executor) {
  return tx
    .select({
      id: stockLocations.id,
      companyId: stockLocations.companyId,
      companyName: companies.name,
      kind: stockLocations.kind,
      shopId: stockLocations.shopId,
      name: sql<string>`coalesce(${shops.name}, ${stockLocations.name})`,
      active: stockLocations.active,
    })
    .from(stockLocations)
    .innerJoin(companies, eq(companies.id, stockLocations.companyId))
    .leftJoin(shops, eq(shops.id, stockLocations.shopId));
}

export async function list(
  tx: Executor,
  scope: Scope,
  filter: { companyId?: number | undefined; includeTransit?: boolean | undefined },
): Promise<LocationView[]> {
  const conditions: (SQL | undefined)[] = [withinScope(scope, stockLocations.companyId)];
  if (filter.companyId !== undefined) conditions.push(eq(stockLocations.companyId, filter.companyId));
  if (!filter.includeTransit) conditions.push(ne(stockLocations.kind, 'transit'));
  return selectLocations(tx)
    .where(and(...conditions))
    .orderBy(asc(stockLocations.companyId), asc(stockLocations.kind), asc(stockLocations.id))
    .limit(1000);
}

export async function byIds(
  tx: Executor,
  companyId: number,
  ids: number[],
): Promise<Map<number, LocationView>> {
  if (ids.length === 0) return new Map();
  const rows = await selectLocations(tx).where(
    and(eq(stockLocations.companyId, companyId), inArray(stockLocations.id, [...new Set(ids)])),
  );
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findOne(tx: Executor, scope: Scope, id: number): Promise<LocationView | null> {
  const rows = await selectLocations(tx)
    .where(and(eq(stockLocations.id, id), withinScope(scope, stockLocations.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The company's transit location, made on first use. */
export async function transitOf(tx: Executor, companyId: number): Promise<LocationView> {
  await tx
    .insert(stockLocations)
    .values({ companyId, kind: 'transit', name: TRANSIT_NAME })
    .onConflictDoNothing();
  const rows = await selectLocations(tx)
    .where(and(eq(stockLocations.companyId, companyId), eq(stockLocations.kind, 'transit')))
    .limit(1);
  return rows[0]!;
}

export async function insertWarehouse(tx: Executor, companyId: number, name: string): Promise<number> {
  const [row] = await tx
    .insert(stockLocations)
    .values({ companyId, kind: 'warehouse', name })
    .returning({ id: stockLocations.id });
  return row!.id;
}

export async function update(tx: Executor, id: number, values: { name?: string; active?: boolean }) {
  await tx.update(stockLocations).set(values).where(eq(stockLocations.id, id));
}

export async function remove(tx: Executor, id: number) {
  await tx.delete(stockLocations).where(eq(stockLocations.id, id));
}
