import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Scope, withinScope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { personName } from '../../db/person-name.js';
import {
  goods,
  lots,
  notices,
  recallEvents,
  recallLots,
  recallShops,
  recalls,
  salesStops,
  suppliers,
  users,
} from '../../db/schema/index.js';

/*
 * Where a recall's lots went. A lot reaches a shop by a posted receipt at its location or by a
 * transfer shipped to it (stock_document_lines carry the lot's text), and leaves it by a transfer
 * out or a sale (trades.lot_id). Cancelled documents carried nothing. A sale counts for a lot only from
 * the lot's first receipt on: ingestion records a sale against the shop's lot current when it arrives,
 * so records a scale uploads late (or a history loaded after the lots) may name a lot that came later.
 */

/** The sale `t` of lot `lt` happened once the lot was in the company. */
const soldAfterArrival = sql.raw('t.trade_time >= lt.first_received_time');

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** An int[] parameter (sent as its text form, which both engines read). */
const idArray = (ids: number[]) => sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;

/** A timestamptz as ISO 8601 UTC, the same on both engines whatever the session's zone. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

// ── what a recall is given ───────────────────────────────────────────────────────────────────

export async function goodsOfCompany(db: Executor, companyId: number, goodsId: number) {
  const [row] = await db
    .select({ id: goods.id, name: goods.name, pluNumber: goods.pluNumber })
    .from(goods)
    .where(and(eq(goods.id, goodsId), eq(goods.companyId, companyId)));
  return row ?? null;
}

export async function lotOf(db: Executor, companyId: number, goodsId: number, lot: string) {
  const [row] = await db
    .select({ id: lots.id })
    .from(lots)
    .where(and(eq(lots.goodsId, goodsId), eq(lots.lot, lot), eq(lots.companyId, companyId)));
  return row ?? null;
}

export async function supplierOfCompany(db: Executor, companyId: number, supplierId: number) {
  const [row] = await db
    .select({ id: suppliers.id, name: suppliers.name })
    .from(suppliers)
    .where(and(eq(suppliers.id, supplierId), eq(suppliers.companyId, companyId)));
  return row ?? null;
}

/**
 * The lots a supplier delivered within [start, end): on a posted receipt from it posted then, or
 * (a lot without its receipt line) first received from it then.
 */
export async function lotsOfSupplier(
  db: Executor,
  companyId: number,
  supplierId: number,
  start: Date,
  end: Date,
): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    select lt.id from lots lt
    where lt.company_id = ${companyId} and (
      (lt.supplier_id = ${supplierId} and lt.first_received_time >= ${start.toISOString()}::timestamptz
        and lt.first_received_time < ${end.toISOString()}::timestamptz)
      or exists (
        select 1 from stock_document_lines dl join stock_documents d on d.id = dl.document_id
        where dl.goods_id = lt.goods_id and dl.lot = lt.lot and d.company_id = ${companyId}
          and d.kind = 'receipt' and d.status = 'posted' and d.supplier_id = ${supplierId}
          and d.posted_time >= ${start.toISOString()}::timestamptz and d.posted_time < ${end.toISOString()}::timestamptz))
    order by lt.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** The company's shops that received these lots (receipt or transfer) or sold them. */
export async function shopsHaving(db: Executor, companyId: number, lotIds: number[]): Promise<number[]> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`
    select sh.id from shops sh
    where sh.company_id = ${companyId} and (
      exists (
        select 1 from stock_locations l
          join stock_documents d on d.company_id = ${companyId}
            and ((d.kind = 'receipt' and d.status = 'posted' and d.location_id = l.id)
              or (d.kind = 'transfer' and d.status in ('shipped', 'received') and d.to_location_id = l.id))
          join stock_document_lines dl on dl.document_id = d.id
          join lots lt on lt.goods_id = dl.goods_id and lt.lot = dl.lot
        where l.shop_id = sh.id and lt.id = any(${idArray(lotIds)}))
      or exists (select 1 from trades t join lots lt on lt.id = t.lot_id
        where t.lot_id = any(${idArray(lotIds)}) and t.shop_id = sh.id and ${soldAfterArrival}))
    order by sh.id`,
  );
  return rows.map((r) => Number(r.id));
}

// ── writes ───────────────────────────────────────────────────────────────────────────────────

export type NewRecall = {
  companyId: number;
  goodsId: number | null;
  lot: string | null;
  supplierId: number | null;
  receivedFrom: string | null;
  receivedTo: string | null;
  reason: string;
  createdBy: number;
};

export async function insertRecall(tx: Executor, values: NewRecall, lotIds: number[], shopIds: number[]) {
  const [row] = await tx.insert(recalls).values(values).returning({ id: recalls.id });
  const id = row!.id;
  await tx.insert(recallLots).values(lotIds.map((lotId) => ({ recallId: id, lotId })));
  if (shopIds.length > 0)
    await tx.insert(recallShops).values(shopIds.map((shopId) => ({ recallId: id, shopId })));
  return id;
}

export async function insertEvent(tx: Executor, recallId: number, action: string, userId: number, note = '') {
  await tx.insert(recallEvents).values({ recallId, action, userId, note });
}

/** The recall's row, locked for the rest of the transaction (notify, stop and release take it). */
export async function lockRecall(tx: Executor, id: number) {
  const [row] = await tx.select().from(recalls).where(eq(recalls.id, id)).for('update');
  return row ?? null;
}

export async function markNotified(tx: Executor, id: number, at: Date) {
  await tx
    .update(recalls)
    .set({ notifiedTime: at, version: sql`${recalls.version} + 1` })
    .where(eq(recalls.id, id));
}

/** Stops every affected shop × recalled goods item; the trigger of migration 0028 tells their scales. */
export async function insertStops(tx: Executor, id: number, at: Date): Promise<number> {
  const rows = await rowsOf<{ shop_id: number }>(
    tx,
    sql`
    insert into sales_stops (recall_id, shop_id, goods_id)
    select distinct rs.recall_id, rs.shop_id, lt.goods_id
    from recall_shops rs join recall_lots rl on rl.recall_id = rs.recall_id join lots lt on lt.id = rl.lot_id
    where rs.recall_id = ${id}
    on conflict do nothing
    returning shop_id`,
  );
  await tx
    .update(recalls)
    .set({ stoppedTime: at, version: sql`${recalls.version} + 1` })
    .where(eq(recalls.id, id));
  return rows.length;
}

/** Lifts the recall's stops (a goods item another open recall stops stays off) and closes it. */
export async function release(tx: Executor, id: number, at: Date): Promise<number> {
  const removed = await tx
    .delete(salesStops)
    .where(eq(salesStops.recallId, id))
    .returning({ shopId: salesStops.shopId });
  await tx
    .update(recalls)
    .set({ status: 'released', releasedTime: at, version: sql`${recalls.version} + 1` })
    .where(eq(recalls.id, id));
  return removed.length;
}

export async function insertNotices(
  tx: Executor,
  rows: { userId: number; title: string; description: string; extra: string; createdTime: Date }[],
) {
  if (rows.length === 0) return;
  await tx.insert(notices).values(rows.map((r) => ({ ...r, type: 'event' as const, status: 'urgent' })));
}

// ── reads ────────────────────────────────────────────────────────────────────────────────────

const creator = alias(users, 'creator');

const recallColumns = {
  recall: recalls,
  goodsName: goods.name,
  pluNumber: goods.pluNumber,
  supplierName: suppliers.name,
  createdByName: personName(creator),
  lotsCount: sql<number>`(select count(*)::int from ${recallLots} where ${recallLots.recallId} = ${recalls.id})`,
  shopsCount: sql<number>`(select count(*)::int from ${recallShops} where ${recallShops.recallId} = ${recalls.id})`,
};

export type RecallView = {
  recall: typeof recalls.$inferSelect;
  goodsName: string | null;
  pluNumber: number | null;
  supplierName: string | null;
  createdByName: string | null;
  lotsCount: number;
  shopsCount: number;
};

const viewQuery = (db: Executor) =>
  db
    .select(recallColumns)
    .from(recalls)
    .leftJoin(goods, eq(goods.id, recalls.goodsId))
    .leftJoin(suppliers, eq(suppliers.id, recalls.supplierId))
    .leftJoin(creator, eq(creator.id, recalls.createdBy));

/** The recall within the scope (null: missing or another company's, both answered 404). */
export async function findRecall(db: Executor, scope: Scope, id: number): Promise<RecallView | null> {
  const [row] = await viewQuery(db).where(and(eq(recalls.id, id), withinScope(scope, recalls.companyId)));
  return row ?? null;
}

export async function list(
  db: Executor,
  scope: Scope,
  status: 'open' | 'released' | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: RecallView[]; total: number }> {
  const where = and(withinScope(scope, recalls.companyId), status ? eq(recalls.status, status) : undefined);
  const [rows, [count]] = await Promise.all([
    viewQuery(db)
      .where(where)
      .orderBy(sql`${recalls.status} = 'released'`, desc(recalls.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(recalls).where(where),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

export type LotRow = {
  lot_id: number;
  goods_id: number;
  goods_name: string;
  plu_number: number;
  weighing_mode: number;
  lot: string;
  trace_code: string;
  production_date: string | null;
  expiry_date: string | null;
  supplier_name: string | null;
  first_received_time: string;
};

export function lotsOfRecall(db: Executor, id: number) {
  return rowsOf<LotRow>(
    db,
    sql`
    select lt.id as lot_id, g.id as goods_id, g.name as goods_name, g.plu_number, g.weighing_mode, lt.lot,
      lt.trace_code, to_char(lt.production_date, 'YYYY-MM-DD') as production_date,
      to_char(lt.expiry_date, 'YYYY-MM-DD') as expiry_date, s.name as supplier_name,
      ${iso(sql`lt.first_received_time`)} as first_received_time
    from recall_lots rl join lots lt on lt.id = rl.lot_id join goods g on g.id = lt.goods_id
    left join suppliers s on s.id = lt.supplier_id
    where rl.recall_id = ${id} order by g.plu_number, lt.lot`,
  );
}

/** A location's name: its shop's for a shop location. */
const locationName = (l: string) =>
  sql.raw(`coalesce((select name from shops where id = ${l}.shop_id), ${l}.name)`);

export type DocumentLineRow = {
  document_id: number;
  kind: 'receipt' | 'transfer';
  number: string;
  day: string;
  status: string;
  location_id: number;
  location_name: string;
  shop_id: number | null;
  to_location_id: number | null;
  to_name: string | null;
  to_shop_id: number | null;
  supplier_name: string | null;
  sent_time: string | null;
  received_time: string | null;
  goods_id: number;
  goods_name: string;
  plu_number: number;
  weighing_mode: number;
  lot: string;
  quantity: string;
  received_quantity: string | null;
};

/** The posted receipts and the shipped or received transfers whose lines carried the recall's lots. */
export function documentLinesOfRecall(db: Executor, id: number) {
  return rowsOf<DocumentLineRow>(
    db,
    sql`
    select d.id as document_id, d.kind, d.number, to_char(d.doc_date, 'YYYY-MM-DD') as day, d.status,
      d.location_id, ${locationName('l')} as location_name, l.shop_id,
      d.to_location_id, ${locationName('tl')} as to_name, tl.shop_id as to_shop_id, s.name as supplier_name,
      (select ${iso(sql`max(e.time)`)} from stock_document_events e where e.document_id = d.id and e.action = 'ship') as sent_time,
      (select ${iso(sql`max(e.time)`)} from stock_document_events e where e.document_id = d.id and e.action = 'receive') as received_time,
      g.id as goods_id, g.name as goods_name, g.plu_number, g.weighing_mode, lt.lot,
      dl.quantity::text as quantity, dl.received_quantity::text as received_quantity
    from recall_lots rl
      join lots lt on lt.id = rl.lot_id
      join goods g on g.id = lt.goods_id
      join stock_document_lines dl on dl.goods_id = lt.goods_id and dl.lot = lt.lot
      join stock_documents d on d.id = dl.document_id and d.company_id = lt.company_id
        and ((d.kind = 'receipt' and d.status = 'posted') or (d.kind = 'transfer' and d.status in ('shipped', 'received')))
      join stock_locations l on l.id = d.location_id
      left join stock_locations tl on tl.id = d.to_location_id
      left join suppliers s on s.id = d.supplier_id
    where rl.recall_id = ${id}
    order by d.doc_date, d.id, dl.line_no`,
  );
}

export type SalesDayRow = {
  shop_id: number;
  shop_name: string;
  day: string;
  goods_id: number;
  goods_name: string;
  plu_number: number;
  weighing_mode: number;
  quantity: string;
  amount: string;
  records: number;
};

/** The sales of the recall's lots per shop × goods × day of the shop's calendar. */
export function salesDaysOfRecall(db: Executor, id: number) {
  return rowsOf<SalesDayRow>(
    db,
    sql`
    select t.shop_id, sh.name as shop_name,
      to_char((t.trade_time at time zone coalesce(sh.time_zone, c.time_zone))::date, 'YYYY-MM-DD') as day,
      g.id as goods_id, g.name as goods_name, g.plu_number, g.weighing_mode,
      sum(t.weight)::text as quantity, sum(t.total_price)::text as amount, count(*)::int as records
    from recall_lots rl
      join lots lt on lt.id = rl.lot_id
      join goods g on g.id = lt.goods_id
      join trades t on t.lot_id = lt.id and t.company_id = lt.company_id and ${soldAfterArrival}
      join shops sh on sh.id = t.shop_id
      join companies c on c.id = sh.company_id
    where rl.recall_id = ${id}
    group by 1, 2, 3, 4, 5, 6, 7
    order by 3, 2, 6`,
  );
}

export function shopsOfRecall(db: Executor, id: number) {
  return rowsOf<{ shop_id: number; shop_name: string; location_id: number | null }>(
    db,
    sql`
    select sh.id as shop_id, sh.name as shop_name, (select l.id from stock_locations l where l.shop_id = sh.id limit 1) as location_id
    from recall_shops rs join shops sh on sh.id = rs.shop_id
    where rs.recall_id = ${id} order by sh.name, sh.id`,
  );
}

export function stopsOfRecall(db: Executor, id: number) {
  return db
    .select({ shopId: salesStops.shopId, goodsId: salesStops.goodsId })
    .from(salesStops)
    .where(eq(salesStops.recallId, id));
}

/** The scales of the affected shops that hold a recalled goods item or sold a recalled lot. */
export function scalesOfRecall(db: Executor, id: number) {
  return rowsOf<{
    scale_id: number;
    scale_name: string;
    shop_id: number;
    shop_name: string;
    holds_goods: boolean;
    sold_lot: boolean;
  }>(
    db,
    sql`
    select * from (
      select s.id as scale_id, s.scale_name, sh.id as shop_id, sh.name as shop_name,
        exists (select 1 from scale_goods sg join lots lt on lt.goods_id = sg.goods_id
          join recall_lots rl on rl.lot_id = lt.id and rl.recall_id = ${id} where sg.scale_id = s.id) as holds_goods,
        exists (select 1 from trades t join recall_lots rl on rl.lot_id = t.lot_id and rl.recall_id = ${id}
          join lots lt on lt.id = t.lot_id
          where t.scale_id = s.id and t.shop_id = sh.id and ${soldAfterArrival}) as sold_lot
      from recall_shops rs join shops sh on sh.id = rs.shop_id join scales s on s.shop_id = sh.id
      where rs.recall_id = ${id}) x
    where holds_goods or sold_lot
    order by shop_name, scale_id`,
  );
}

export function eventsOfRecall(db: Executor, id: number) {
  const actor = alias(users, 'actor');
  return db
    .select({
      id: recallEvents.id,
      action: recallEvents.action,
      userName: personName(actor),
      time: recallEvents.time,
      note: recallEvents.note,
    })
    .from(recallEvents)
    .leftJoin(actor, eq(actor.id, recallEvents.userId))
    .where(eq(recallEvents.recallId, id))
    .orderBy(recallEvents.id);
}
