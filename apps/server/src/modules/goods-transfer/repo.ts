import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type GoodsRow, goods } from '../../db/schema/index.js';
import type { GoodsValues } from '../goods/repo.js';

/** Every goods item of one company, by PLU number (the caller has resolved the company). */
export function allOfCompany(db: Executor, companyId: number): Promise<GoodsRow[]> {
  return db.select().from(goods).where(eq(goods.companyId, companyId)).orderBy(asc(goods.pluNumber));
}

/** PLU number and item code of every goods item of the company, locked for the import. */
export function keysOfCompany(db: Executor, companyId: number) {
  return db
    .select({ pluNumber: goods.pluNumber, itemCode: goods.itemCode })
    .from(goods)
    .where(eq(goods.companyId, companyId))
    .for('update');
}

const CHUNK = 500;

/**
 * Inserts the rows, or updates the company's item of the same PLU number, changing only the
 * given columns (those the imported file carries).
 */
export async function upsertByPlu(
  db: Executor,
  rows: GoodsValues[],
  columns: (keyof GoodsValues)[],
): Promise<void> {
  const set: Record<string, SQL> = { lastModifiedTime: sql`now()` };
  for (const key of columns) set[key] = sql.raw(`excluded."${goods[key].name}"`);
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insert(goods)
      .values(rows.slice(i, i + CHUNK))
      .onConflictDoUpdate({ target: [goods.companyId, goods.pluNumber], set });
  }
}
