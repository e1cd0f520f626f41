import { and, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
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
  return /^\d+$/.test(text) ? (or(byName, like(goods.itemCode, containing(text))) as SQL) : byName;
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

export async function insert(db: Db, values: GoodsValues): Promise<GoodsRow> {
  const [row] = await db.insert(goods).values(values).returning();
  return row!;
}

export async function update(db: Db, id: number, values: Partial<GoodsValues>): Promise<GoodsRow | null> {
  const [row] = await db
    .update(goods)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(goods.id, id))
    .returning();
  return row ?? null;
}

export async function remove(db: Db, id: number): Promise<void> {
  await db.delete(goods).where(eq(goods.id, id));
}
