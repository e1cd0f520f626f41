import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { bridgePairingCodes, bridges, companies, scales, shops } from '../../db/schema/index.js';

export type BridgeRow = typeof bridges.$inferSelect;

/** A shop the caller may see, with its company. */
export async function visibleShop(db: Executor, scope: Scope, shopId: number) {
  const [row] = await db
    .select({ id: shops.id, name: shops.name, companyId: shops.companyId })
    .from(shops)
    .where(and(eq(shops.id, shopId), withinScope(scope, shops.companyId)));
  return row ?? null;
}

export async function shopById(db: Executor, shopId: number) {
  const [row] = await db
    .select({ id: shops.id, name: shops.name, companyId: shops.companyId })
    .from(shops)
    .where(eq(shops.id, shopId));
  return row ?? null;
}

export async function insertCode(
  db: Executor,
  values: { companyId: number; shopId: number; codeHash: string; expiresTime: Date; createdBy: number },
): Promise<void> {
  await db.insert(bridgePairingCodes).values(values);
}

/**
 * Spends a pairing code: one conditional UPDATE, so of two bridges pairing with one code at once
 * exactly one gets it. Null when the code is unknown, spent or expired.
 */
export async function spendCode(db: Executor, codeHash: string) {
  const [row] = await db
    .update(bridgePairingCodes)
    .set({ usedTime: sql`now()` })
    .where(
      and(
        eq(bridgePairingCodes.codeHash, codeHash),
        isNull(bridgePairingCodes.usedTime),
        gt(bridgePairingCodes.expiresTime, sql`now()`),
      ),
    )
    .returning({
      companyId: bridgePairingCodes.companyId,
      shopId: bridgePairingCodes.shopId,
      createdBy: bridgePairingCodes.createdBy,
    });
  return row ?? null;
}

export async function insertBridge(
  db: Executor,
  values: {
    companyId: number;
    shopId: number;
    name: string;
    version: string;
    tokenHash: string;
    scaleIds: number[];
    createdBy: number | null;
  },
): Promise<BridgeRow> {
  const [row] = await db
    .insert(bridges)
    .values({ ...values, lastSeen: sql`now()` })
    .returning();
  return row as BridgeRow;
}

export async function bridgeByTokenHash(db: Executor, tokenHash: string): Promise<BridgeRow | null> {
  const [row] = await db.select().from(bridges).where(eq(bridges.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** A bridge the caller may see. */
export async function visibleBridge(db: Executor, scope: Scope, id: number): Promise<BridgeRow | null> {
  const [row] = await db
    .select()
    .from(bridges)
    .where(and(eq(bridges.id, id), withinScope(scope, bridges.companyId)));
  return row ?? null;
}

export function bridgesOfShop(db: Executor, shopId: number): Promise<BridgeRow[]> {
  return db.select().from(bridges).where(eq(bridges.shopId, shopId)).orderBy(asc(bridges.id));
}

export async function deleteBridge(db: Executor, id: number): Promise<void> {
  await db.delete(bridges).where(eq(bridges.id, id));
}

/** Notes that the bridge was heard from (at most every 5 seconds: device calls come often). */
export async function touchBridge(
  db: Executor,
  id: number,
  values: { version?: string; scaleIds?: number[] } = {},
): Promise<void> {
  const forced = values.version !== undefined || values.scaleIds !== undefined;
  await db
    .update(bridges)
    .set({ ...values, lastSeen: sql`now()` })
    .where(
      and(
        eq(bridges.id, id),
        forced
          ? undefined
          : sql`(${bridges.lastSeen} is null or ${bridges.lastSeen} < now() - interval '5 seconds')`,
      ),
    );
}

export type ShopScale = { id: number; name: string; scaleUuid: string | null; modelCode: string };

/** The shop's scales (only those with these uuids or ids, when either is given), by id. */
export function scalesOfShop(
  db: Executor,
  shopId: number,
  named?: { uuids: string[]; ids: number[] },
): Promise<ShopScale[]> {
  const only = named
    ? or(
        named.uuids.length ? inArray(scales.scaleUuid, named.uuids) : sql`false`,
        named.ids.length ? inArray(scales.id, named.ids) : sql`false`,
      )
    : undefined;
  return db
    .select({
      id: scales.id,
      name: scales.scaleName,
      scaleUuid: scales.scaleUuid,
      modelCode: scales.modelCode,
    })
    .from(scales)
    .where(and(eq(scales.shopId, shopId), only))
    .orderBy(asc(scales.id));
}

/** Names of scales by id (for the bridge list). */
export async function scaleNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: scales.id, name: scales.scaleName })
    .from(scales)
    .where(inArray(scales.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The scale a bridge-scoped credential names (bridges/credential.ts): the bridge of the token exists,
 * the scale is in the bridge's shop, its company is active. One query; null otherwise.
 */
export async function scaleOfBridgeToken(db: Executor, tokenHash: string, scaleId: number) {
  const [row] = await db
    .select({
      id: scales.id,
      name: scales.scaleName,
      companyId: scales.companyId,
      shopId: scales.shopId,
      bridgeId: bridges.id,
    })
    .from(bridges)
    .innerJoin(scales, and(eq(scales.shopId, bridges.shopId), eq(scales.id, scaleId)))
    .innerJoin(companies, eq(companies.id, scales.companyId))
    .where(and(eq(bridges.tokenHash, tokenHash), eq(companies.status, 'active')))
    .limit(1);
  return row ?? null;
}

/** The shop of a bridge as its config names it, with its effective zone (its own, else its company's). */
export async function configShop(db: Executor, shopId: number) {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.name,
      companyId: shops.companyId,
      timeZone: sql<string>`coalesce(${shops.timeZone}, ${companies.timeZone})`,
    })
    .from(shops)
    .innerJoin(companies, eq(companies.id, shops.companyId))
    .where(eq(shops.id, shopId));
  return row ?? null;
}

export type ConfigScale = {
  id: number;
  name: string;
  scaleUuid: string | null;
  modelCode: string;
  lanHost: string | null;
  lanPort: number;
};

/** Every scale of a shop with what the bridge needs to drive it, by id. */
export function configScales(db: Executor, shopId: number, ids?: number[]): Promise<ConfigScale[]> {
  return db
    .select({
      id: scales.id,
      name: scales.scaleName,
      scaleUuid: scales.scaleUuid,
      modelCode: scales.modelCode,
      lanHost: scales.lanHost,
      lanPort: scales.lanPort,
    })
    .from(scales)
    .where(and(eq(scales.shopId, shopId), ids ? inArray(scales.id, ids) : undefined))
    .orderBy(asc(scales.id));
}
