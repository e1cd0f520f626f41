import { DEFAULT_TIME_ZONE } from '@dahua/shared';
import { eq, sql } from 'drizzle-orm';
import type { Scope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { companies, shops, stockLocations } from '../../db/schema/index.js';

/**
 * Which zone a date belongs to (packages/shared calendar.ts does the arithmetic):
 * - a company's statistics days and its documents without a shop: the company's zone;
 * - a shop's labels, stock documents, exports and scale clocks: the shop's zone, else its company's;
 * - the maker's own records (work-order numbers, administrators' views across companies): the
 *   maker's zone, DEFAULT_TIME_ZONE.
 */
export const MAKER_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The company's zone (the maker's for an unknown or no company). */
export async function companyZone(db: Executor, companyId: number | null | undefined): Promise<string> {
  if (companyId === null || companyId === undefined) return MAKER_TIME_ZONE;
  const [row] = await db
    .select({ zone: companies.timeZone })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.zone ?? MAKER_TIME_ZONE;
}

/** The shop's zone: its own, else its company's. */
export async function shopZone(db: Executor, shopId: number): Promise<string> {
  const [row] = await db
    .select({ zone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})` })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(eq(shops.id, shopId));
  return row?.zone ?? MAKER_TIME_ZONE;
}

/**
 * The zone of a view a caller filters: the shop's when one shop is named, else the company's (the
 * caller's own, or the one an administrator names), else the maker's.
 */
export async function zoneOfView(
  db: Executor,
  scope: Scope,
  filters: { shop_id?: number | undefined; company_id?: number | undefined },
): Promise<string> {
  if (filters.shop_id !== undefined) return shopZone(db, filters.shop_id);
  const companyId = scope.kind === 'company' ? scope.companyId : filters.company_id;
  return companyZone(db, companyId);
}

/** SQL: the zone of the shop a row belongs to (its own, else its company's). */
export const shopZoneSql = (shopIdColumn: unknown) =>
  sql<string>`(select coalesce(s.time_zone, c.time_zone) from shops s join companies c on c.id = s.company_id where s.id = ${shopIdColumn})`;

/** A stock location's zone: its shop's, else (a warehouse, transit) its company's. */
export async function locationZone(db: Executor, locationId: number): Promise<string> {
  const [row] = await db
    .select({ zone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})` })
    .from(stockLocations)
    .innerJoin(companies, eq(companies.id, stockLocations.companyId))
    .leftJoin(shops, eq(shops.id, stockLocations.shopId))
    .where(eq(stockLocations.id, locationId));
  return row?.zone ?? MAKER_TIME_ZONE;
}
