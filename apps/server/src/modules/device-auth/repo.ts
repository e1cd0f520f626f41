import { and, eq } from 'drizzle-orm';
import type { DeviceScale } from '../../access/device-scale.js';
import type { Executor } from '../../db/client.js';
import { companies, scales } from '../../db/schema/index.js';

/** The scale a device credential (its SHA-256) belongs to, when its company is active. */
export async function scaleByCredentialHash(db: Executor, hash: string): Promise<DeviceScale | null> {
  const [row] = await db
    .select({ id: scales.id, name: scales.scaleName, companyId: scales.companyId, shopId: scales.shopId })
    .from(scales)
    .innerJoin(companies, eq(companies.id, scales.companyId))
    .where(and(eq(scales.deviceSecretHash, hash), eq(companies.status, 'active')))
    .limit(1);
  return row ?? null;
}
