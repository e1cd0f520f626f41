import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies, goods, scales, shops } from '../../db/schema/index.js';

/** A goods item of an active company, with only the columns the public page shows. */
export async function findPublicGoods(db: Db, id: number) {
  const rows = await db
    .select({
      id: goods.id,
      companyId: goods.companyId,
      name: goods.name,
      imgUrl: goods.imgUrl,
      unitPriceFen: goods.unitPriceFen,
      measureUnit: goods.measureUnit,
      weighingMode: goods.weighingMode,
      origin: goods.origin,
      traceCode: goods.traceCode,
      shelfLifeDays: goods.shelfLifeDays,
      description: goods.description,
      companyName: companies.name,
    })
    .from(goods)
    .innerJoin(companies, and(eq(companies.id, goods.companyId), eq(companies.status, 'active')))
    .where(eq(goods.id, id))
    .limit(1);
  return rows[0] ?? null;
}

/** The shop of a scale, only when the scale belongs to the given company. */
export async function findShopOfScale(db: Db, scaleId: number, companyId: number) {
  const rows = await db
    .select({ name: shops.name, address: shops.address, telephone: shops.telephone })
    .from(scales)
    .innerJoin(shops, eq(shops.id, scales.shopId))
    .where(and(eq(scales.id, scaleId), eq(scales.companyId, companyId), eq(shops.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}
