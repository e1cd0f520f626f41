import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { scaleAuthorizationRequests, scales, shops } from '../../db/schema/index.js';

export type AuthorizationRequestRow = typeof scaleAuthorizationRequests.$inferSelect;

export type ScaleWithShop = {
  id: number;
  scaleName: string;
  scaleUuid: string | null;
  companyId: number;
  shopId: number;
  shopName: string;
};

const scaleWithShop = {
  id: scales.id,
  scaleName: scales.scaleName,
  scaleUuid: scales.scaleUuid,
  companyId: scales.companyId,
  shopId: scales.shopId,
  shopName: shops.name,
};

/** A scale with its shop by id (the request's own scale; rights are checked by the service). */
export async function scaleWithShopById(db: Executor, id: number): Promise<ScaleWithShop | null> {
  const rows = await db
    .select(scaleWithShop)
    .from(scales)
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .where(eq(scales.id, id))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertRequest(
  db: Db,
  values: { requestId: string; scaleUuid: string; scaleId: number; pollSecretHash: string; expiresAt: Date },
): Promise<AuthorizationRequestRow> {
  const [row] = await db.insert(scaleAuthorizationRequests).values(values).returning();
  return row!;
}

export async function findRequest(db: Executor, requestId: string): Promise<AuthorizationRequestRow | null> {
  const rows = await db
    .select()
    .from(scaleAuthorizationRequests)
    .where(eq(scaleAuthorizationRequests.requestId, requestId))
    .limit(1);
  return rows[0] ?? null;
}

/** Approves a request that is still pending and unexpired; false when it no longer is. */
export async function approve(db: Executor, id: number, approvedBy: number): Promise<boolean> {
  const rows = await db
    .update(scaleAuthorizationRequests)
    .set({ status: 'approved', approvedBy })
    .where(
      and(
        eq(scaleAuthorizationRequests.id, id),
        eq(scaleAuthorizationRequests.status, 'pending'),
        gt(scaleAuthorizationRequests.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: scaleAuthorizationRequests.id });
  return rows.length === 1;
}

/** Marks an approved request collected; false when another poll got there first. */
export async function markCollected(db: Executor, id: number): Promise<boolean> {
  const rows = await db
    .update(scaleAuthorizationRequests)
    .set({ status: 'collected' })
    .where(and(eq(scaleAuthorizationRequests.id, id), eq(scaleAuthorizationRequests.status, 'approved')))
    .returning({ id: scaleAuthorizationRequests.id });
  return rows.length === 1;
}
