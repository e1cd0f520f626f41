import { and, count, desc, eq, sql } from 'drizzle-orm';
import { type Scope, scopeKey, withinScope } from '../../access/scope.js';
import type { Db, Executor } from '../../db/client.js';
import { goodsMatching, matching, matchKindOf } from '../../db/goods-matching.js';
import { containing } from '../../db/like.js';
import { listTotal } from '../../db/list-totals.js';
import { preparedOnce, UNNAMED } from '../../db/prepared.js';
import { type GoodsRow, goods } from '../../db/schema/index.js';

export { goodsMatching };

export type GoodsValues = Omit<typeof goods.$inferInsert, 'id' | 'createdTime' | 'lastModifiedTime'>;

/** A declaration lacking something (declarationGaps of @dahua/shared/food/declaration, in SQL). */
const declarationIncomplete = sql`(jsonb_array_length(${goods.ingredients}) = 0 or ${goods.allergens} is null
  or ${goods.nutrition} is null or ${goods.dateType} = 'none' or ${goods.producer} = '')`;

/**
 * The page and total of a goods list. The page is a prepared statement per shape (scope kind,
 * company filter, the kind of search text); the total comes from the list-totals cache.
 */
export async function list(
  db: Db,
  scope: Scope,
  filter: { name?: string | undefined; companyId?: number | undefined; incomplete?: boolean },
  limit: number,
  offset: number,
) {
  const text = filter.name;
  const kind = text ? matchKindOf(text) : undefined;
  const shape = `goods_page_${scope.kind}_${filter.companyId !== undefined ? 'c' : 'x'}_${
    kind ? `${+kind.caseless}${+kind.bigram}${+kind.digits}${+kind.numeric}` : 'any'
  }${filter.incomplete ? '_incomplete' : ''}`;
  const whereOf = (value: (name: string, actual: unknown) => unknown) =>
    and(
      scope.kind === 'company'
        ? eq(goods.companyId, value('scopeCompany', scope.companyId) as number)
        : withinScope(scope, goods.companyId),
      filter.companyId !== undefined
        ? eq(goods.companyId, value('company', filter.companyId) as number)
        : undefined,
      text ? matching(text, value) : undefined,
      filter.incomplete ? declarationIncomplete : undefined,
    );
  const page = preparedOnce(db, shape, () =>
    db
      .select()
      .from(goods)
      .where(whereOf((name) => sql.placeholder(name)))
      .orderBy(goods.pluNumber, desc(goods.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(UNNAMED),
  );
  const params = {
    scopeCompany: scope.kind === 'company' ? scope.companyId : undefined,
    company: filter.companyId,
    pattern: text ? containing(text) : undefined,
    bigram: text,
    numeric: text,
    limit,
    offset,
  };
  const [rows, total] = await Promise.all([
    page.execute(params),
    listTotal(db, 'goods', [scopeKey(scope), filter.companyId, text, filter.incomplete], async () => {
      const [totals] = await db
        .select({ total: count() })
        .from(goods)
        .where(whereOf((_name, actual) => actual));
      return totals?.total ?? 0;
    }),
  ]);
  return { rows, total };
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
