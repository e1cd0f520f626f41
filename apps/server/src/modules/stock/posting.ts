import type { DocumentKind } from '@dahua/shared/contracts/stock';
import { eq } from 'drizzle-orm';
import type { Scope } from '../../access/scope.js';
import type { Executor } from '../../db/client.js';
import { companies, type StockDocumentRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { type ArrivedLine, lotsArrived } from '../lots/receiving.js';
import type { ActionOutcome } from './documents.js';
import * as repo from './documents-repo.js';
import * as ledger from './ledger.js';
import * as ledgerRepo from './ledger-repo.js';
import * as locations from './locations-repo.js';
import { quantityText, valueAt } from './quantities.js';

/** What a posting of this document needs: its goods, the names of its locations, the negative-stock rule. */
async function postingOf(
  tx: Executor,
  scope: Scope,
  document: StockDocumentRow,
  lines: repo.LineView[],
  moves: ledger.MoveRequest[],
) {
  const goods = await repo.goodsOf(
    tx,
    document.companyId,
    lines.map((l) => l.goodsId),
  );
  const names = await locations.byIds(
    tx,
    document.companyId,
    moves.map((m) => m.locationId),
  );
  return {
    companyId: document.companyId,
    userId: scope.userId,
    document: document.number,
    goods,
    locationNames: new Map([...names].map(([id, l]) => [id, l.name])),
    moves,
  };
}

async function allowsNegative(tx: Executor, companyId: number): Promise<boolean> {
  const [row] = await tx
    .select({ allow: companies.allowNegativeStock })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.allow ?? false;
}

const goodsLabel = (line: repo.LineView) => line.goodsName.replace(/\n/g, ' ');

const arrivedLine = (line: repo.LineView): ArrivedLine => ({
  lineId: line.id,
  goodsId: line.goodsId,
  lot: line.lot,
  productionDate: line.productionDate,
  expiryDate: line.expiryDate,
});

/** Keeps a purchase order's status in step with what its posted receipts brought in. */
async function followOrder(tx: Executor, orderId: number | null): Promise<void> {
  if (orderId === null) return;
  const order = await repo.lock(tx, orderId);
  if (!order || !['submitted', 'partially_received', 'received'].includes(order.status)) return;
  const lines = await repo.linesOf(tx, orderId);
  const received = await repo.takenFrom(
    tx,
    lines.map((l) => l.id),
    'receipt',
  );
  const all = lines.every((l) => (received.get(l.id) ?? 0) >= l.quantity);
  const some = [...received.values()].some((q) => q > 0);
  const status = all ? 'received' : some ? 'partially_received' : 'submitted';
  if (status !== order.status) {
    await repo.update(tx, orderId, { status });
    await repo.addEvent(tx, orderId, status, null);
  }
}

export async function postReceipt(
  tx: Executor,
  scope: Scope,
  document: StockDocumentRow,
): Promise<ActionOutcome> {
  const lines = await repo.linesOf(tx, document.id);
  if (document.sourceId !== null) {
    const order = await repo.lock(tx, document.sourceId);
    if (!order || !['submitted', 'partially_received'].includes(order.status))
      throw new AppError('STOCK_BAD_SOURCE', { detail: order?.number ?? '' });
    const orderLines = await repo.linesOf(tx, order.id);
    const received = await repo.takenFrom(
      tx,
      orderLines.map((l) => l.id),
      'receipt',
      document.id,
    );
    const thisReceipt = new Map<number, number>();
    for (const line of lines) {
      const orderLine = orderLines.find((o) => o.id === line.sourceLineId);
      const before = orderLine ? (received.get(orderLine.id) ?? 0) + (thisReceipt.get(orderLine.id) ?? 0) : 0;
      if (orderLine) thisReceipt.set(orderLine.id, (thisReceipt.get(orderLine.id) ?? 0) + line.quantity);
      const ordered = orderLine?.quantity ?? 0;
      if (before + line.quantity > ordered && !line.reason)
        throw new AppError('STOCK_OVER_RECEIPT', {
          document: document.number,
          line: line.lineNo,
          goods: goodsLabel(line),
          ordered: quantityText(ordered, line.weighingMode),
          received: quantityText(before, line.weighingMode),
        });
    }
  }
  const moves = lines.map((line) => ({
    locationId: document.locationId,
    goodsId: line.goodsId,
    quantity: line.quantity,
    reason: 'receipt' as const,
    documentId: document.id,
    lineId: line.id,
    lineNo: line.lineNo,
    unitCost: line.unitCost,
  }));
  await ledger.post(tx, await postingOf(tx, scope, document, lines, moves));
  await lotsArrived(tx, {
    companyId: document.companyId,
    locationId: document.locationId,
    supplierId: document.supplierId,
    lines: lines.map(arrivedLine),
  });
  // Posted before the order follows, so that this receipt's lines count as received.
  await repo.update(tx, document.id, { status: 'posted', postedTime: new Date() });
  await followOrder(tx, document.sourceId);
  return { status: 'posted' };
}

export async function postReturn(
  tx: Executor,
  scope: Scope,
  document: StockDocumentRow,
): Promise<ActionOutcome> {
  const lines = await repo.linesOf(tx, document.id);
  if (document.sourceId !== null) {
    const receipt = await repo.lock(tx, document.sourceId);
    if (receipt?.status !== 'posted')
      throw new AppError('STOCK_BAD_SOURCE', { detail: receipt?.number ?? '' });
    const receiptLines = await repo.linesOf(tx, receipt.id);
    const returned = await repo.takenFrom(
      tx,
      receiptLines.map((l) => l.id),
      'supplier_return',
      document.id,
    );
    for (const line of lines) {
      const receiptLine = receiptLines.find((r) => r.id === line.sourceLineId);
      const available = receiptLine ? receiptLine.quantity - (returned.get(receiptLine.id) ?? 0) : 0;
      if (line.quantity > available)
        throw new AppError('STOCK_OVER_RETURN', {
          document: document.number,
          line: line.lineNo,
          goods: goodsLabel(line),
          available: quantityText(Math.max(available, 0), line.weighingMode),
        });
      if (receiptLine) returned.set(receiptLine.id, (returned.get(receiptLine.id) ?? 0) + line.quantity);
    }
  }
  const guard = !(await allowsNegative(tx, document.companyId));
  const moves = lines.map((line) => ({
    locationId: document.locationId,
    goodsId: line.goodsId,
    quantity: -line.quantity,
    reason: 'supplier_return' as const,
    documentId: document.id,
    lineId: line.id,
    lineNo: line.lineNo,
    guard,
    // Returned at the cost it came in at, when the line knows it.
    ...(line.unitCost !== null ? { value: -valueAt(line.quantity, line.unitCost, line.weighingMode) } : {}),
  }));
  await ledger.post(tx, await postingOf(tx, scope, document, lines, moves));
  return { status: 'posted' };
}

export async function postLoss(
  tx: Executor,
  scope: Scope,
  document: StockDocumentRow,
): Promise<ActionOutcome> {
  const lines = await repo.linesOf(tx, document.id);
  const guard = !(await allowsNegative(tx, document.companyId));
  const moves = lines.map((line) => ({
    locationId: document.locationId,
    goodsId: line.goodsId,
    quantity: -line.quantity,
    reason: 'loss' as const,
    documentId: document.id,
    lineId: line.id,
    lineNo: line.lineNo,
    guard,
  }));
  await ledger.post(tx, await postingOf(tx, scope, document, lines, moves));
  return { status: 'posted' };
}

/** Shipping takes the stock out of the source into the company's transit location, at its value. */
export async function ship(tx: Executor, scope: Scope, document: StockDocumentRow): Promise<ActionOutcome> {
  const lines = await repo.linesOf(tx, document.id);
  const transit = await locations.transitOf(tx, document.companyId);
  const guard = !(await allowsNegative(tx, document.companyId));
  const moves: ledger.MoveRequest[] = [];
  for (const line of lines) {
    const common = {
      goodsId: line.goodsId,
      documentId: document.id,
      lineId: line.id,
      lineNo: line.lineNo,
      reason: 'transfer_out' as const,
    };
    moves.push({ ...common, locationId: document.locationId, quantity: -line.quantity, guard });
    moves.push({ ...common, locationId: transit.id, quantity: line.quantity, mirrorOf: moves.length - 1 });
  }
  await ledger.post(tx, await postingOf(tx, scope, document, lines, moves));
  await ledgerRepo.ensureBalances(
    tx,
    document.companyId,
    lines.map((l) => ({ locationId: document.toLocationId!, goodsId: l.goodsId })),
  );
  return { status: 'shipped' };
}

/**
 * Receiving moves what arrived from transit to the destination at the value it was shipped at; a
 * shortfall leaves transit as a transit loss, with the reason given for it.
 */
export async function receive(
  tx: Executor,
  scope: Scope,
  document: StockDocumentRow,
  received: { line_id: number; quantity: number; reason?: string | undefined }[],
): Promise<ActionOutcome> {
  const lines = await repo.linesOf(tx, document.id);
  // Every line named must be one of this transfer's, once: nothing is received otherwise.
  const named = new Set<number>();
  received.forEach((r, index) => {
    const problem = !lines.some((l) => l.id === r.line_id)
      ? { ch: '不是本单的行', en: 'is not a line of this transfer' }
      : named.has(r.line_id)
        ? { ch: '重复出现', en: 'is given twice' }
        : null;
    if (problem)
      throw new AppError(
        'STOCK_BAD_LINE',
        { document: document.number, line: r.line_id, problem },
        {},
        `lines.${index}.line_id`,
      );
    named.add(r.line_id);
  });
  const transit = await locations.transitOf(tx, document.companyId);
  const shipped = (await repo.movesOf(tx, document.id)).filter(
    (m) => m.locationId === transit.id && m.quantity > 0,
  );
  const moves: ledger.MoveRequest[] = [];
  const arrivedLines: ArrivedLine[] = [];
  for (const line of lines) {
    const given = received.find((r) => r.line_id === line.id);
    const arrived = given?.quantity ?? line.quantity;
    const params = {
      document: document.number,
      line: line.lineNo,
      goods: goodsLabel(line),
      received: quantityText(arrived, line.weighingMode),
      shipped: quantityText(line.quantity, line.weighingMode),
    };
    if (arrived > line.quantity) throw new AppError('STOCK_OVER_SHIPPED', params);
    if (arrived < line.quantity && !given?.reason) throw new AppError('STOCK_TRANSIT_REASON', params);
    await repo.setLineReceived(tx, line.id, arrived, arrived < line.quantity ? given?.reason : undefined);
    const shippedValue = shipped.find((m) => m.lineId === line.id)?.value ?? 0;
    const arrivedValue = Math.round((shippedValue * arrived) / line.quantity);
    const common = { goodsId: line.goodsId, documentId: document.id, lineId: line.id, lineNo: line.lineNo };
    if (arrived > 0) {
      arrivedLines.push(arrivedLine(line));
      moves.push({
        ...common,
        locationId: transit.id,
        quantity: -arrived,
        value: -arrivedValue,
        reason: 'transfer_in',
      });
      moves.push({
        ...common,
        locationId: document.toLocationId!,
        quantity: arrived,
        value: arrivedValue,
        reason: 'transfer_in',
      });
    }
    if (arrived < line.quantity)
      moves.push({
        ...common,
        locationId: transit.id,
        quantity: arrived - line.quantity,
        value: arrivedValue - shippedValue,
        reason: 'transit_loss',
      });
  }
  await ledger.post(tx, await postingOf(tx, scope, document, lines, moves));
  // The lots travel with the lines: the destination's current lots follow what arrived.
  await lotsArrived(tx, {
    companyId: document.companyId,
    locationId: document.toLocationId!,
    supplierId: null,
    lines: arrivedLines,
  });
  return { status: 'received' };
}

/** Cancelling a posted document posts the reverse of each of its moves; a draft is only marked. */
export async function cancel(
  tx: Executor,
  scope: Scope,
  document: StockDocumentRow,
  kind: DocumentKind,
): Promise<ActionOutcome> {
  if (document.status !== 'posted') return { status: 'cancelled' };
  if (kind === 'receipt') {
    const later = await repo.laterDocuments(tx, document.id, 'supplier_return');
    if (later.length > 0)
      throw new AppError('STOCK_HAS_LATER_DOCUMENTS', { document: document.number, later: later.join(', ') });
  }
  const lines = await repo.linesOf(tx, document.id);
  const guard = !(await allowsNegative(tx, document.companyId));
  const moves = (await repo.movesOf(tx, document.id)).map((m) => ({
    locationId: m.locationId,
    goodsId: m.goodsId,
    quantity: -m.quantity,
    value: -m.value,
    reason: 'reversal' as const,
    documentId: document.id,
    lineId: m.lineId,
    lineNo: lines.find((l) => l.id === m.lineId)?.lineNo ?? 0,
    guard: guard && m.quantity > 0,
  }));
  await ledger.post(tx, await postingOf(tx, scope, document, lines, moves));
  await repo.update(tx, document.id, { status: 'cancelled' });
  if (kind === 'receipt') await followOrder(tx, document.sourceId);
  return { status: 'cancelled' };
}
