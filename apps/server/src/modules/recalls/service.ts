import { rangeOfDays } from '@dahua/shared';
import type {
  RecallAction,
  RecallAnswer,
  RecallBody,
  RecallDetail,
  RecallEvent,
  RecallListQuery,
} from '@dahua/shared/contracts/recalls';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { recordAudit } from '../audit/service.js';
import { managersOf } from '../members/queries.js';
import { companyZone } from '../time-zones/index.js';
import { noticesOfRecall } from './notice.js';
import * as repo from './repo.js';

/*
 * Recalls (issue 29 §3). Creating one resolves its lots and the shops that had them, once: the
 * shops stay as they were found (a later transfer of the lot is a new recall's business). Notify,
 * stop and release each take the recall's row lock first, so two clicks at once do the step once:
 * notify sends the notices once per recall, stop writes the stops once, release lifts them once.
 */

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function actionsOf(scope: Scope, r: repo.RecallView['recall']): RecallAction[] {
  if (!canManageCompany(scope, r.companyId) || r.status === 'released') return [];
  const actions: RecallAction[] = [];
  if (r.notifiedTime === null) actions.push('notify');
  if (r.stoppedTime === null) actions.push('stop');
  actions.push('release');
  return actions;
}

function answerOf(view: repo.RecallView, scope: Scope): RecallAnswer {
  const r = view.recall;
  return {
    id: r.id,
    company_id: r.companyId,
    goods_id: r.goodsId,
    goods_name: view.goodsName,
    plu_number: view.pluNumber,
    lot: r.lot,
    supplier_id: r.supplierId,
    supplier_name: view.supplierName,
    received_from: r.receivedFrom,
    received_to: r.receivedTo,
    reason: r.reason,
    status: r.status,
    notified_time: iso(r.notifiedTime),
    stopped_time: iso(r.stoppedTime),
    released_time: iso(r.releasedTime),
    created_time: r.createdTime.toISOString(),
    created_by_name: view.createdByName,
    lots_count: view.lotsCount,
    shops_count: view.shopsCount,
    actions: actionsOf(scope, r),
  };
}

export async function list(ctx: AppContext, scope: Scope, query: RecallListQuery) {
  const { rows, total } = await repo.list(ctx.db, scope, query.status, query.per_page, offsetOf(query));
  return paged(
    rows.map((row) => answerOf(row, scope)),
    total,
    query,
  );
}

async function viewOr404(db: Executor, scope: Scope, id: number) {
  const view = await repo.findRecall(db, scope, id);
  if (!view) throw new AppError('NOT_FOUND');
  return view;
}

const goodsOf = (r: { goods_id: number; goods_name: string; plu_number: number; weighing_mode: number }) => ({
  goods_id: Number(r.goods_id),
  goods_name: r.goods_name,
  plu_number: Number(r.plu_number),
  weighing_mode: Number(r.weighing_mode),
});

/** Every section of the recall: lots, receipts, transfers, shops with their quantities, scales, sales days, events. */
async function detailOf(db: Executor, scope: Scope, id: number): Promise<RecallDetail> {
  const view = await viewOr404(db, scope, id);
  const [lotRows, lines, sales, shopRows, stops, scaleRows, events] = await Promise.all([
    repo.lotsOfRecall(db, id),
    repo.documentLinesOfRecall(db, id),
    repo.salesDaysOfRecall(db, id),
    repo.shopsOfRecall(db, id),
    repo.stopsOfRecall(db, id),
    repo.scalesOfRecall(db, id),
    repo.eventsOfRecall(db, id),
  ]);
  const receipts = lines.filter((l) => l.kind === 'receipt');
  const transfers = lines.filter((l) => l.kind === 'transfer');

  // Per shop × goods: received (receipts there, transfers arrived there), sent out, sold.
  type Figures = { received: number; sent_out: number; sold: number };
  const figures = new Map<string, Figures>();
  const cell = (shopId: number, goodsId: number) => {
    const key = `${shopId}:${goodsId}`;
    let f = figures.get(key);
    if (!f) {
      f = { received: 0, sent_out: 0, sold: 0 };
      figures.set(key, f);
    }
    return f;
  };
  for (const r of receipts)
    if (r.shop_id !== null) cell(Number(r.shop_id), Number(r.goods_id)).received += Number(r.quantity);
  for (const t of transfers) {
    if (t.to_shop_id !== null && t.received_quantity !== null)
      cell(Number(t.to_shop_id), Number(t.goods_id)).received += Number(t.received_quantity);
    if (t.shop_id !== null) cell(Number(t.shop_id), Number(t.goods_id)).sent_out += Number(t.quantity);
  }
  for (const s of sales) cell(Number(s.shop_id), Number(s.goods_id)).sold += Number(s.quantity);
  const goodsById = new Map(lotRows.map((l) => [Number(l.goods_id), goodsOf(l)]));
  const stopped = new Set(stops.map((s) => `${s.shopId}:${s.goodsId}`));
  const shops: RecallDetail['shops'] = [];
  for (const shop of shopRows)
    for (const g of goodsById.values()) {
      const key = `${shop.shop_id}:${g.goods_id}`;
      const f = figures.get(key);
      if (!f && !stopped.has(key)) continue;
      const { received, sent_out, sold } = f ?? { received: 0, sent_out: 0, sold: 0 };
      shops.push({
        shop_id: Number(shop.shop_id),
        shop_name: shop.shop_name,
        ...g,
        received,
        sent_out,
        sold,
        left: received - sent_out - sold,
        stopped: stopped.has(key),
      });
    }

  return {
    ...answerOf(view, scope),
    lots: lotRows.map((l) => ({
      lot_id: Number(l.lot_id),
      ...goodsOf(l),
      lot: l.lot,
      trace_code: l.trace_code,
      production_date: l.production_date,
      expiry_date: l.expiry_date,
      supplier_name: l.supplier_name,
      first_received_time: l.first_received_time,
    })),
    receipts: receipts.map((r) => ({
      document_id: Number(r.document_id),
      number: r.number,
      day: r.day,
      location_name: r.location_name,
      shop_id: r.shop_id === null ? null : Number(r.shop_id),
      supplier_name: r.supplier_name,
      ...goodsOf(r),
      lot: r.lot,
      quantity: Number(r.quantity),
    })),
    transfers: transfers.map((t) => ({
      document_id: Number(t.document_id),
      number: t.number,
      from_name: t.location_name,
      to_name: t.to_name ?? '',
      from_shop_id: t.shop_id === null ? null : Number(t.shop_id),
      to_shop_id: t.to_shop_id === null ? null : Number(t.to_shop_id),
      sent_time: t.sent_time,
      received_time: t.received_time,
      ...goodsOf(t),
      lot: t.lot,
      quantity: Number(t.quantity),
      received_quantity: t.received_quantity === null ? null : Number(t.received_quantity),
    })),
    shops,
    scales: scaleRows.map((s) => ({
      scale_id: Number(s.scale_id),
      scale_name: s.scale_name,
      shop_id: Number(s.shop_id),
      shop_name: s.shop_name,
      holds_goods: Boolean(s.holds_goods),
      sold_lot: Boolean(s.sold_lot),
    })),
    sales: sales.map((s) => ({
      shop_id: Number(s.shop_id),
      shop_name: s.shop_name,
      day: s.day,
      ...goodsOf(s),
      quantity: Number(s.quantity),
      amount: Number(s.amount),
      records: Number(s.records),
    })),
    events: events.map((e) => ({
      id: e.id,
      action: e.action as RecallEvent,
      user_name: e.userName,
      time: e.time.toISOString(),
      note: e.note,
    })),
  };
}

export function one(ctx: AppContext, scope: Scope, id: number) {
  return detailOf(ctx.db, scope, id);
}

async function audit(
  tx: Executor,
  scope: Scope,
  recall: { id: number; companyId: number },
  { action, ...detail }: { action: string } & Record<string, unknown>,
) {
  await recordAudit(tx, {
    actorUserId: scope.userId,
    action,
    targetType: 'recall',
    targetId: recall.id,
    companyId: recall.companyId,
    detail,
  });
}

/** Sends the affected shops' people their todo notice, unless this recall's were sent already. */
async function notifyIn(ctx: AppContext, tx: Executor, scope: Scope, id: number): Promise<void> {
  const recall = await repo.lockRecall(tx, id);
  if (!recall || recall.notifiedTime !== null) return;
  const now = ctx.clock();
  const [people, lotRows, shopRows] = await Promise.all([
    managersOf(tx, recall.companyId, { activeOnly: true }),
    repo.lotsOfRecall(tx, id),
    repo.shopsOfRecall(tx, id),
  ]);
  const rows = noticesOfRecall(recall, lotRows, shopRows).flatMap((n) =>
    people.map((userId) => ({ userId, ...n, createdTime: now })),
  );
  await repo.insertNotices(tx, rows);
  await repo.markNotified(tx, id, now);
  const note = shopRows.map((s) => s.shop_name).join(', ');
  await repo.insertEvent(tx, id, 'notified', scope.userId, note);
  await audit(tx, scope, recall, {
    action: 'recall.notify',
    shops: shopRows.length,
    people: people.length,
    notices: rows.length,
  });
}

/** Takes the recalled goods off the affected shops' scales (409 once released; a second stop does nothing). */
async function stopIn(tx: Executor, scope: Scope, id: number, now: Date): Promise<void> {
  const recall = await repo.lockRecall(tx, id);
  if (!recall) throw new AppError('NOT_FOUND');
  if (recall.status === 'released') throw new AppError('RECALL_RELEASED', { id });
  if (recall.stoppedTime !== null) return;
  const stops = await repo.insertStops(tx, id, now);
  const shopRows = await repo.shopsOfRecall(tx, id);
  await repo.insertEvent(tx, id, 'stopped', scope.userId, shopRows.map((s) => s.shop_name).join(', '));
  await audit(tx, scope, recall, { action: 'recall.stop', stops, shops: shopRows.length });
}

export async function create(ctx: AppContext, scope: Scope, body: RecallBody): Promise<RecallDetail> {
  const companyId = companyForWrite(scope, body.company_id);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    let lotIds: number[];
    let values: repo.NewRecall;
    const base = { companyId, reason: body.reason, createdBy: scope.userId };
    if (body.goods_id !== undefined) {
      const goodsItem = await repo.goodsOfCompany(tx, companyId, body.goods_id);
      if (!goodsItem) throw new AppError('RECALL_GOODS_UNKNOWN', { goods: body.goods_id }, {}, 'goods_id');
      const lot = await repo.lotOf(tx, companyId, goodsItem.id, body.lot!);
      if (!lot)
        throw new AppError(
          'RECALL_LOT_UNKNOWN',
          { goods: `${goodsItem.pluNumber} ${goodsItem.name.replace(/\n/g, ' ')}`, lot: body.lot! },
          {},
          'lot',
        );
      lotIds = [lot.id];
      values = {
        ...base,
        goodsId: goodsItem.id,
        lot: body.lot!,
        supplierId: null,
        receivedFrom: null,
        receivedTo: null,
      };
    } else {
      const supplier = await repo.supplierOfCompany(tx, companyId, body.supplier_id!);
      if (!supplier)
        throw new AppError('RECALL_SUPPLIER_UNKNOWN', { supplier: body.supplier_id! }, {}, 'supplier_id');
      const from = body.received_from!;
      const to = body.received_to!;
      const span = rangeOfDays(from, to, await companyZone(tx, companyId));
      lotIds = await repo.lotsOfSupplier(tx, companyId, supplier.id, span.from, span.to);
      if (lotIds.length === 0)
        throw new AppError(
          'RECALL_NOTHING_RECEIVED',
          { supplier: supplier.name, from, to },
          {},
          'received_from',
        );
      values = {
        ...base,
        goodsId: null,
        lot: null,
        supplierId: supplier.id,
        receivedFrom: from,
        receivedTo: to,
      };
    }
    const shopIds = await repo.shopsHaving(tx, companyId, lotIds);
    const made = await repo.insertRecall(tx, values, lotIds, shopIds);
    await repo.insertEvent(tx, made, 'created', scope.userId, body.reason);
    await audit(
      tx,
      scope,
      { id: made, companyId },
      {
        action: 'recall.create',
        goods_id: values.goodsId,
        lot: values.lot,
        supplier_id: values.supplierId,
        received_from: values.receivedFrom,
        received_to: values.receivedTo,
        reason: values.reason,
        lots: lotIds.length,
        shops: shopIds.length,
      },
    );
    if (body.notify) await notifyIn(ctx, tx, scope, made);
    if (body.stop_selling) await stopIn(tx, scope, made, now);
    return made;
  });
  return detailOf(ctx.db, scope, id);
}

/** The recall in scope the caller may act on (a clerk reads only: 403; foreign or missing: 404). */
async function writable(ctx: AppContext, scope: Scope, id: number) {
  const view = await viewOr404(ctx.db, scope, id);
  if (!canManageCompany(scope, view.recall.companyId)) throw new AppError('FORBIDDEN');
  return view.recall;
}

export async function notify(ctx: AppContext, scope: Scope, id: number) {
  await writable(ctx, scope, id);
  await ctx.db.transaction((tx) => notifyIn(ctx, tx, scope, id));
  return detailOf(ctx.db, scope, id);
}

export async function stop(ctx: AppContext, scope: Scope, id: number) {
  await writable(ctx, scope, id);
  await ctx.db.transaction((tx) => stopIn(tx, scope, id, ctx.clock()));
  return detailOf(ctx.db, scope, id);
}

/** Lifts the stops and closes the recall; releasing a released recall answers it unchanged. */
export async function release(ctx: AppContext, scope: Scope, id: number) {
  await writable(ctx, scope, id);
  await ctx.db.transaction(async (tx) => {
    const recall = await repo.lockRecall(tx, id);
    if (!recall || recall.status === 'released') return;
    const lifted = await repo.release(tx, id, ctx.clock());
    await repo.insertEvent(tx, id, 'released', scope.userId);
    await audit(tx, scope, recall, { action: 'recall.release', stops: lifted });
  });
  return detailOf(ctx.db, scope, id);
}

/** The detail for the export, with the export recorded (who took the list, when). */
export async function forExport(ctx: AppContext, scope: Scope, id: number) {
  const detail = await detailOf(ctx.db, scope, id);
  await ctx.db.transaction(async (tx) => {
    await repo.insertEvent(tx, id, 'exported', scope.userId);
    await audit(tx, scope, { id, companyId: detail.company_id }, { action: 'recall.export' });
  });
  return detail;
}
