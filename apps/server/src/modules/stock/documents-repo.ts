import type { DocumentKind, DocumentStatus } from '@dahua/shared/contracts/stock';
import {
  aliasedTable,
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  lte,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { containing } from '../../db/like.js';
import { personName } from '../../db/person-name.js';
import {
  companies,
  goods,
  type StockDocumentRow,
  type StockLineRow,
  shops,
  stockCosts,
  stockDocumentEvents,
  stockDocumentLines,
  stockDocuments,
  stockLocations,
  stockMoves,
  stockNumberCounters,
  stocktakeCounts,
  suppliers,
  users,
} from '../../db/schema/index.js';

/** A person's name (db/person-name.ts), '' for nobody: a document's lines always carry a name. */
export const documentPersonName = (table: typeof users) => sql<string>`coalesce(${personName(table)}, '')`;

const fromShops = aliasedTable(shops, 'from_shop');
const toShops = aliasedTable(shops, 'to_shop');
const fromLocations = aliasedTable(stockLocations, 'from_location');
const toLocations = aliasedTable(stockLocations, 'to_location');
const sources = aliasedTable(stockDocuments, 'source');

const lineTotals = sql`(
  select count(*)::int as line_count,
    coalesce(sum(l.quantity), 0)::bigint as total_quantity,
    coalesce(sum(l.quantity) filter (where g.weighing_mode <> 1), 0)::bigint as total_weight,
    coalesce(sum(l.quantity) filter (where g.weighing_mode = 1), 0)::bigint as total_count,
    sum(case when g.weighing_mode = 1 then l.quantity * l.unit_cost else round(l.quantity * l.unit_cost / 1000.0) end)::bigint as total_value
  from ${stockDocumentLines} l join ${goods} g on g.id = l.goods_id
  where l.document_id = ${stockDocuments.id})`;

export type DocumentView = {
  document: StockDocumentRow;
  companyName: string;
  locationName: string;
  toLocationName: string | null;
  supplierName: string | null;
  sourceNumber: string | null;
  createdBy: string;
  lineCount: number;
  totalQuantity: number;
  /** Grams of the weighed and fixed-weight lines; pieces of the counted ones (never added together). */
  totalWeight: number;
  totalCount: number;
  totalValue: number | null;
};

function selectDocuments(tx: Executor) {
  return tx
    .select({
      document: stockDocuments,
      companyName: companies.name,
      locationName: sql<string>`coalesce(${fromShops.name}, ${fromLocations.name})`,
      toLocationName: sql<
        string | null
      >`case when ${toLocations.id} is null then null else coalesce(${toShops.name}, ${toLocations.name}) end`,
      supplierName: suppliers.name,
      sourceNumber: sources.number,
      createdBy: documentPersonName(users),
      lineCount: sql<number>`totals.line_count`,
      totalQuantity: sql<string>`totals.total_quantity`,
      totalWeight: sql<string>`totals.total_weight`,
      totalCount: sql<string>`totals.total_count`,
      totalValue: sql<string | null>`totals.total_value`,
    })
    .from(stockDocuments)
    .innerJoin(companies, eq(companies.id, stockDocuments.companyId))
    .innerJoin(fromLocations, eq(fromLocations.id, stockDocuments.locationId))
    .leftJoin(fromShops, eq(fromShops.id, fromLocations.shopId))
    .leftJoin(toLocations, eq(toLocations.id, stockDocuments.toLocationId))
    .leftJoin(toShops, eq(toShops.id, toLocations.shopId))
    .leftJoin(suppliers, eq(suppliers.id, stockDocuments.supplierId))
    .leftJoin(sources, eq(sources.id, stockDocuments.sourceId))
    .innerJoin(users, eq(users.id, stockDocuments.createdBy))
    .innerJoinLateral(sql`${lineTotals} as totals`, sql`true`);
}

type Raw = Omit<DocumentView, 'totalQuantity' | 'totalWeight' | 'totalCount' | 'totalValue'> & {
  totalQuantity: string | number;
  totalWeight: string | number;
  totalCount: string | number;
  totalValue: string | number | null;
};
const view = (row: Raw): DocumentView => ({
  ...row,
  totalQuantity: Number(row.totalQuantity),
  totalWeight: Number(row.totalWeight),
  totalCount: Number(row.totalCount),
  totalValue: row.totalValue === null ? null : Number(row.totalValue),
});

export type DocumentFilter = {
  search?: string | undefined;
  status?: DocumentStatus | undefined;
  locationId?: number | undefined;
  supplierId?: number | undefined;
  companyId?: number | undefined;
  dateFrom?: string | undefined;
  dateTo?: string | undefined;
};

export async function list(
  tx: Executor,
  scope: Scope,
  kind: DocumentKind,
  filter: DocumentFilter,
  limit: number,
  offset: number,
): Promise<{ rows: DocumentView[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    eq(stockDocuments.kind, kind),
    withinScope(scope, stockDocuments.companyId),
  ];
  if (filter.companyId !== undefined) conditions.push(eq(stockDocuments.companyId, filter.companyId));
  if (filter.status) conditions.push(eq(stockDocuments.status, filter.status));
  if (filter.locationId !== undefined)
    conditions.push(
      or(
        eq(stockDocuments.locationId, filter.locationId),
        eq(stockDocuments.toLocationId, filter.locationId),
      ),
    );
  if (filter.supplierId !== undefined) conditions.push(eq(stockDocuments.supplierId, filter.supplierId));
  if (filter.dateFrom) conditions.push(gte(stockDocuments.docDate, filter.dateFrom));
  if (filter.dateTo) conditions.push(lte(stockDocuments.docDate, filter.dateTo));
  if (filter.search) {
    const pattern = containing(filter.search);
    conditions.push(
      sql`("stock_documents"."number" ilike ${pattern} or "stock_documents"."notes" ilike ${pattern} or exists (select 1 from ${suppliers} s where s.id = "stock_documents"."supplier_id" and s.name ilike ${pattern}))`,
    );
  }
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    selectDocuments(tx).where(where).orderBy(desc(stockDocuments.id)).limit(limit).offset(offset),
    tx.select({ total: count() }).from(stockDocuments).where(where),
  ]);
  return { rows: rows.map(view), total: totals?.total ?? 0 };
}

export async function findOne(
  tx: Executor,
  scope: Scope,
  kind: DocumentKind,
  id: number,
): Promise<DocumentView | null> {
  const rows = await selectDocuments(tx)
    .where(
      and(
        eq(stockDocuments.id, id),
        eq(stockDocuments.kind, kind),
        withinScope(scope, stockDocuments.companyId),
      ),
    )
    .limit(1);
  return rows[0] ? view(rows[0]) : null;
}

/** Locks a document row for an action (status changes are serialised per document). */
export async function lock(tx: Executor, id: number): Promise<StockDocumentRow | null> {
  const rows = await tx.select().from(stockDocuments).where(eq(stockDocuments.id, id)).for('update');
  return rows[0] ?? null;
}

export type LineView = StockLineRow & {
  goodsName: string;
  pluNumber: number;
  itemCode: string;
  weighingMode: number;
};

export async function linesOf(tx: Executor, documentId: number): Promise<LineView[]> {
  const rows = await tx
    .select({
      line: stockDocumentLines,
      goodsName: goods.name,
      pluNumber: goods.pluNumber,
      itemCode: goods.itemCode,
      weighingMode: goods.weighingMode,
    })
    .from(stockDocumentLines)
    .innerJoin(goods, eq(goods.id, stockDocumentLines.goodsId))
    .where(eq(stockDocumentLines.documentId, documentId))
    .orderBy(asc(stockDocumentLines.lineNo));
  return rows.map(({ line, ...rest }) => ({ ...line, ...rest }));
}

export async function eventsOf(tx: Executor, documentId: number) {
  return tx
    .select({
      action: stockDocumentEvents.action,
      userName: documentPersonName(users),
      time: stockDocumentEvents.time,
      note: stockDocumentEvents.note,
    })
    .from(stockDocumentEvents)
    .leftJoin(users, eq(users.id, stockDocumentEvents.userId))
    .where(eq(stockDocumentEvents.documentId, documentId))
    .orderBy(asc(stockDocumentEvents.id));
}

export async function addEvent(
  tx: Executor,
  documentId: number,
  action: string,
  userId: number | null,
  note = '',
) {
  await tx.insert(stockDocumentEvents).values({ documentId, action, userId, note });
}

export type NewDocument = typeof stockDocuments.$inferInsert;
export type NewLine = Omit<typeof stockDocumentLines.$inferInsert, 'documentId' | 'lineNo'>;

export async function insert(tx: Executor, values: NewDocument): Promise<number> {
  const [row] = await tx.insert(stockDocuments).values(values).returning({ id: stockDocuments.id });
  return row!.id;
}

export async function replaceLines(tx: Executor, documentId: number, lines: NewLine[]): Promise<void> {
  await tx.delete(stockDocumentLines).where(eq(stockDocumentLines.documentId, documentId));
  for (let start = 0; start < lines.length; start += 1000)
    await tx
      .insert(stockDocumentLines)
      .values(
        lines.slice(start, start + 1000).map((line, i) => ({ ...line, documentId, lineNo: start + i + 1 })),
      );
}

export async function update(tx: Executor, id: number, values: Partial<NewDocument>): Promise<void> {
  await tx
    .update(stockDocuments)
    .set({ ...values, lastModifiedTime: new Date() })
    .where(eq(stockDocuments.id, id));
}

export async function setLineReceived(
  tx: Executor,
  lineId: number,
  received: number,
  reason: string | undefined,
) {
  await tx
    .update(stockDocumentLines)
    .set({ receivedQuantity: received, ...(reason !== undefined ? { reason } : {}) })
    .where(eq(stockDocumentLines.id, lineId));
}

export async function remove(tx: Executor, id: number): Promise<void> {
  await tx.delete(stockDocuments).where(eq(stockDocuments.id, id));
}

/** The next number of a kind for a company and day: PO-20261122-0001 (one counter row per day). */
export async function nextNumber(
  tx: Executor,
  companyId: number,
  prefix: string,
  day: string,
): Promise<string> {
  const [row] = await tx
    .insert(stockNumberCounters)
    .values({ companyId, prefix, day, last: 1 })
    .onConflictDoUpdate({
      target: [stockNumberCounters.companyId, stockNumberCounters.prefix, stockNumberCounters.day],
      set: { last: sql`${stockNumberCounters.last} + 1` },
    })
    .returning({ last: stockNumberCounters.last });
  return `${prefix}-${day}-${String(row!.last).padStart(4, '0')}`;
}

/**
 * Per line of the given documents, the quantity later documents of a kind took from it: received
 * on purchase order lines, returned on receipt lines (posted documents only, one excepted).
 */
export async function takenFrom(
  tx: Executor,
  sourceLineIds: number[],
  kind: DocumentKind,
  exceptDocumentId = 0,
): Promise<Map<number, number>> {
  if (sourceLineIds.length === 0) return new Map();
  const rows = await tx
    .select({
      sourceLineId: stockDocumentLines.sourceLineId,
      quantity: sql<string>`sum(${stockDocumentLines.quantity})`,
    })
    .from(stockDocumentLines)
    .innerJoin(stockDocuments, eq(stockDocuments.id, stockDocumentLines.documentId))
    .where(
      and(
        inArray(stockDocumentLines.sourceLineId, sourceLineIds),
        eq(stockDocuments.kind, kind),
        eq(stockDocuments.status, 'posted'),
        ne(stockDocuments.id, exceptDocumentId),
      ),
    )
    .groupBy(stockDocumentLines.sourceLineId);
  return new Map(rows.map((r) => [r.sourceLineId!, Number(r.quantity)]));
}

/** Posted documents of a kind made from this one (a receipt's returns, say). */
export async function laterDocuments(tx: Executor, sourceId: number, kind: DocumentKind): Promise<string[]> {
  const rows = await tx
    .select({ number: stockDocuments.number })
    .from(stockDocuments)
    .where(
      and(
        eq(stockDocuments.sourceId, sourceId),
        eq(stockDocuments.kind, kind),
        eq(stockDocuments.status, 'posted'),
      ),
    );
  return rows.map((r) => r.number);
}

/** The moves a document posted (for its reversal and a transfer's receipt). */
export async function movesOf(tx: Executor, documentId: number) {
  return tx
    .select()
    .from(stockMoves)
    .where(eq(stockMoves.documentId, documentId))
    .orderBy(asc(stockMoves.id));
}

export type GoodsFacts = {
  id: number;
  name: string;
  weighingMode: number;
  pluNumber: number;
  shelfLifeDays: number;
};

export async function goodsOf(
  tx: Executor,
  companyId: number,
  ids: number[],
): Promise<Map<number, GoodsFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: goods.id,
      name: goods.name,
      weighingMode: goods.weighingMode,
      pluNumber: goods.pluNumber,
      shelfLifeDays: goods.shelfLifeDays,
    })
    .from(goods)
    .where(and(eq(goods.companyId, companyId), inArray(goods.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, { ...r, name: r.name.replace(/\n/g, ' ') }]));
}

export async function allGoodsIds(tx: Executor, companyId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: goods.id })
    .from(goods)
    .where(eq(goods.companyId, companyId))
    .orderBy(asc(goods.pluNumber));
  return rows.map((r) => r.id);
}

/** The company's moving-average cost per goods item (0 when it never had stock). */
export async function averageCosts(
  tx: Executor,
  companyId: number,
  goodsIds: number[],
): Promise<Map<number, number>> {
  if (goodsIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(stockCosts)
    .where(and(eq(stockCosts.companyId, companyId), inArray(stockCosts.goodsId, goodsIds)));
  return new Map(rows.map((c) => [c.goodsId, c.quantity > 0 ? c.value / c.quantity : 0]));
}

// ---------------------------------------------------------------- stocktakes

export async function addCounts(
  tx: Executor,
  documentId: number,
  userId: number,
  moveMark: number,
  lines: { goodsId: number; quantity: number }[],
) {
  await tx.insert(stocktakeCounts).values(lines.map((l) => ({ documentId, userId, moveMark, ...l })));
}

export async function countsOf(tx: Executor, documentId: number) {
  return tx
    .select({
      goodsId: stocktakeCounts.goodsId,
      quantity: stocktakeCounts.quantity,
      moveMark: stocktakeCounts.moveMark,
      userName: documentPersonName(users),
      time: stocktakeCounts.time,
    })
    .from(stocktakeCounts)
    .leftJoin(users, eq(users.id, stocktakeCounts.userId))
    .where(eq(stocktakeCounts.documentId, documentId))
    .orderBy(asc(stocktakeCounts.id));
}

/** Per goods item: the sum of moves at the location after `after` and up to its own mark. */
export async function movedBetween(
  tx: Executor,
  locationId: number,
  after: number,
  marks: Map<number, number>,
): Promise<Map<number, number>> {
  if (marks.size === 0) return new Map();
  const values = [...marks].map(([goodsId, mark]) => sql`(${goodsId}::int, ${mark}::bigint)`);
  const rows = await tx
    .select({ goodsId: stockMoves.goodsId, quantity: sql<string>`sum(${stockMoves.quantity})` })
    .from(stockMoves)
    .innerJoin(
      sql`(values ${sql.join(values, sql`, `)}) as marks(goods_id, mark)`,
      sql`marks.goods_id = ${stockMoves.goodsId}`,
    )
    .where(
      and(
        eq(stockMoves.locationId, locationId),
        sql`${stockMoves.id} > ${after}`,
        sql`${stockMoves.id} <= marks.mark`,
      ),
    )
    .groupBy(stockMoves.goodsId);
  return new Map(rows.map((r) => [r.goodsId, Number(r.quantity)]));
}
