import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { containing, textContains } from '../../db/like.js';
import { type GoodsRow, goods } from '../../db/schema/index.js';
import { type Scope, withinScope } from '../../http/scope.js';

export type GoodsValues = Omit<typeof goods.$inferInsert, 'id' | 'createdTime' | 'lastModifiedTime'>;

/**
 * A name containing the text. Two characters (苹果) are too short for the trigram index, so the
 * bigram index (migration 0007/0008) narrows the rows first and LIKE confirms.
 */
function nameContains(text: string): SQL {
  const byName = textContains(goods.name, text);
  if ([...text].length !== 2) return byName;
  return and(sql`text_bigrams(${goods.name}) @> array[lower(${text})]`, byName) as SQL;
}

/**
 * Goods whose name contains the text, or, when the text is digits, whose item code does: item
 * codes are digits only, so other text never needs the second condition, and the planner keeps
 * to the name's trigram index.
 */
export function goodsMatching(text: string): SQL {
  const byName = nameContains(text);
  if (!/^\d+$/.test(text)) return byName;
  // A scanned EAN-8/13 (or ITF-14) of a packaged item is its numeric code.
  const byNumericCode = /^\d{8,14}$/.test(text) ? eq(goods.numericCode, text) : undefined;
  return or(byName, like(goods.itemCode, containing(text)), byNumericCode) as SQL;
}

export async function list(
  db: Db,
  scope: Scope,
  filter: { name?: string | undefined; companyId?: number | undefined },
  limit: number,
  offset: number,
) {
  const where = and(
    withinScope(scope, goods.companyId),
    filter.companyId !== undefined ? eq(goods.companyId, filter.companyId) : undefined,
    filter.name ? goodsMatching(filter.name) : undefined,
  );
  const [rows, [totals]] = await Promise.all([
    db.select().from(goods).where(where).orderBy(goods.pluNumber, desc(goods.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(goods).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findOne(db: Db, scope: Scope, id: number): Promise<GoodsRow | null> {
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.id, id), withinScope(scope, goods.companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insert(db: Executor, values: GoodsValues): Promise<GoodsRow> {
  const [row] = await db.insert(goods).values(values).returning();
  return row!;
}

export async function update(
  db: Executor,
  id: number,
  values: Partial<GoodsValues>,
): Promise<GoodsRow | null> {
  const [row] = await db
    .update(goods)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(goods.id, id))
    .returning();
  return row ?? null;
}

export async function remove(db: Executor, id: number): Promise<void> {
  await db.delete(goods).where(eq(goods.id, id));
}

/**
 * The company's next free PLU number: one above the highest when that fits, else the lowest gap;
 * null when all 9999 are taken.
 */
export async function nextFreePlu(db: Db, companyId: number): Promise<number | null> {
  const result = await db.execute(sql`
    select coalesce(
      (select max(plu_number) + 1 from goods where company_id = ${companyId} having max(plu_number) < 9999),
      (select min(n) from generate_series(1, 9999) as n
        where not exists (select 1 from goods g where g.company_id = ${companyId} and g.plu_number = n)),
      case when not exists (select 1 from goods where company_id = ${companyId}) then 1 end
    ) as plu`);
  const row = (result as unknown as { rows: { plu: number | string | null }[] }).rows[0];
  return row?.plu === null || row?.plu === undefined ? null : Number(row.plu);
}

/** The goods item holding a PLU number or an item code in a company (for a conflict's message). */
export async function holderOf(
  db: Db,
  companyId: number,
  by: { plu?: number | undefined; itemCode?: string | undefined },
): Promise<GoodsRow | null> {
  const condition =
    by.plu !== undefined ? eq(goods.pluNumber, by.plu) : eq(goods.itemCode, by.itemCode ?? '');
  const rows = await db
    .select()
    .from(goods)
    .where(and(eq(goods.companyId, companyId), condition))
    .limit(1);
  return rows[0] ?? null;
}

/** The scales holding a goods item, how many hot keys point at it, and whether stock history names it. */
export async function usageOf(db: Db, id: number) {
  const scalesHolding = await db.execute(sql`
    select s.id, s.scale_name as name, coalesce(sh.name, '') as shop_name
    from scale_goods sg join scales s on s.id = sg.scale_id left join shops sh on sh.id = s.shop_id
    where sg.goods_id = ${id} order by s.id`);
  const counts = await db.execute(sql`
    select (select count(*)::int from scale_hot_keys where goods_id = ${id}) as hot_keys,
      exists (select 1 from stock_balances where goods_id = ${id})
        or exists (select 1 from stock_document_lines where goods_id = ${id}) as stock`);
  const rows = (scalesHolding as unknown as { rows: { id: number; name: string; shop_name: string }[] }).rows;
  const [count] = (counts as unknown as { rows: { hot_keys: number; stock: boolean }[] }).rows;
  return { scales: rows, hotKeys: count?.hot_keys ?? 0, stock: count?.stock ?? false };
}
