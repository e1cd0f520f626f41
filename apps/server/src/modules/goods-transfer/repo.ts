import type { GoodsFields } from '@dahua/shared/contracts/goods';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { type GoodsRow, goods } from '../../db/schema/index.js';
import type { GoodsValues } from '../goods/queries.js';

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

/** The declaration (what the rules across its fields read) of every goods item of the company, by PLU number. */
export async function declarationsOfCompany(db: Executor, companyId: number) {
  const rows = await db
    .select({
      pluNumber: goods.pluNumber,
      ingredients: goods.ingredients,
      allergens: goods.allergens,
      nutrition: goods.nutrition,
    })
    .from(goods)
    .where(eq(goods.companyId, companyId));
  return new Map(
    rows.map((row) => [
      row.pluNumber,
      {
        ingredients: row.ingredients,
        // Written only through foodFields, so only its codes.
        allergens: row.allergens as GoodsFields['allergens'],
        nutrition: row.nutrition,
      },
    ]),
  );
}

/** Id by PLU number of every goods item of the company (after an import's upsert). */
export function idsOfCompany(db: Executor, companyId: number) {
  return db
    .select({ id: goods.id, pluNumber: goods.pluNumber })
    .from(goods)
    .where(eq(goods.companyId, companyId));
}

const CHUNK = 1000;

/**
 * Inserts the rows, or updates the company's item of the same PLU number, changing only the
 * given columns (those the imported file carries). Each chunk travels as one JSON parameter
 * expanded by jsonb_populate_recordset: building statements of 10,500 bound values (500 rows ×
 * 21 columns) cost more than the database's work (bench/README.md, goods import).
 */
export async function upsertByPlu(
  db: Executor,
  rows: GoodsValues[],
  columns: (keyof GoodsValues)[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const keys = Object.keys(first) as (keyof GoodsValues)[];
  const names = keys.map((key) => goods[key].name);
  const list = sql.raw(names.map((name) => `"${name}"`).join(', '));
  const updates = sql.raw(
    [
      ...columns.map((key) => `"${goods[key].name}" = excluded."${goods[key].name}"`),
      '"last_modified_time" = now()',
    ].join(', '),
  );
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(
      rows.slice(i, i + CHUNK).map((row) => Object.fromEntries(keys.map((key, k) => [names[k], row[key]]))),
    );
    await db.execute(
      sql`insert into ${goods} (${list}) select ${list} from jsonb_populate_recordset(null::goods, ${json}::jsonb)
          on conflict ("company_id", "plu_number") do update set ${updates}`,
    );
  }
}
