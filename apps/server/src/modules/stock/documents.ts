import { addDays, compactDay, dayIn } from '@dahua/shared';
import type {
  DocumentAction,
  DocumentAnswer,
  DocumentDetailAnswer,
  DocumentKind,
  DocumentListQuery,
  LineInput,
  lossBody,
  purchaseOrderBody,
  receiptBody,
  stocktakeBody,
  supplierReturnBody,
  transferBody,
} from '@dahua/shared/contracts/stock';
import type { z } from 'zod';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { locationZone } from '../time-zones/index.js';
import * as repo from './documents-repo.js';
import { ACTION_NAMES, ACTION_TARGET, CLERK_ACTIONS, CLERK_OWN_ONLY, KINDS, STATUS_NAMES } from './kinds.js';
import * as locations from './locations-repo.js';
import { valueAt } from './quantities.js';
import * as suppliersRepo from './suppliers-repo.js';

export type AnyBody = Partial<
  z.infer<typeof purchaseOrderBody> &
    z.infer<typeof receiptBody> &
    z.infer<typeof supplierReturnBody> &
    z.infer<typeof transferBody> &
    z.infer<typeof lossBody> &
    z.infer<typeof stocktakeBody>
> & { location_id: number; notes: string };

/** Today where the location is: document dates and numbers follow the shop's calendar. */
export async function todayAt(ctx: AppContext, tx: Executor, locationId: number): Promise<string> {
  return dayIn(ctx.clock(), await locationZone(tx, locationId));
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/**
 * Whether the caller's role allows an action on a document (its status aside): owners, managers and
 * administrators every action; clerks theirs, and delete only drafts they made.
 */
function roleAllows(
  scope: Scope,
  document: { companyId: number; createdBy: number },
  action: DocumentAction,
): boolean {
  if (canManageCompany(scope, document.companyId)) return true;
  if (!CLERK_ACTIONS.includes(action)) return false;
  return !CLERK_OWN_ONLY.includes(action) || document.createdBy === scope.userId;
}

/** The actions the caller may take on a document now. */
export function actionsFor(
  scope: Scope,
  document: { kind: DocumentKind; status: string; companyId: number; createdBy: number },
): DocumentAction[] {
  return (Object.entries(KINDS[document.kind].from) as [DocumentAction, readonly string[]][])
    .filter(([action, from]) => from.includes(document.status) && roleAllows(scope, document, action))
    .map(([action]) => action);
}

function answer(scope: Scope, row: repo.DocumentView): DocumentAnswer {
  const d = row.document;
  return {
    id: d.id,
    kind: d.kind,
    number: d.number,
    status: d.status,
    company_id: d.companyId,
    company_name: row.companyName,
    location_id: d.locationId,
    location_name: row.locationName,
    to_location_id: d.toLocationId,
    to_location_name: row.toLocationName,
    supplier_id: d.supplierId,
    supplier_name: row.supplierName,
    source_id: d.sourceId,
    source_number: row.sourceNumber,
    doc_date: d.docDate,
    expected_date: d.expectedDate,
    reason: d.reason,
    notes: d.notes,
    line_count: row.lineCount,
    total_quantity: row.totalQuantity,
    total_weight: row.totalWeight,
    total_count: row.totalCount,
    total_value: row.totalValue,
    created_by: row.createdBy,
    created_time: d.createdTime.toISOString(),
    posted_time: iso(d.postedTime),
    last_modified_time: d.lastModifiedTime.toISOString(),
    actions: actionsFor(scope, d),
  };
}

/** What later documents did with each line (received, returned, arrived, counted). */
async function doneQuantities(tx: Executor, row: repo.DocumentView, lines: repo.LineView[]) {
  const kind = row.document.kind;
  const ids = lines.map((l) => l.id);
  if (kind === 'purchase_order') return repo.takenFrom(tx, ids, 'receipt');
  if (kind === 'receipt') return repo.takenFrom(tx, ids, 'supplier_return');
  if (kind === 'transfer')
    return new Map(lines.filter((l) => l.receivedQuantity !== null).map((l) => [l.id, l.receivedQuantity!]));
  if (kind === 'stocktake') {
    const counted = new Map<number, number>();
    for (const c of await repo.countsOf(tx, row.document.id))
      counted.set(c.goodsId, (counted.get(c.goodsId) ?? 0) + c.quantity);
    return new Map(lines.filter((l) => counted.has(l.goodsId)).map((l) => [l.id, counted.get(l.goodsId)!]));
  }
  return new Map<number, number>();
}

export async function detail(
  tx: Executor,
  scope: Scope,
  row: repo.DocumentView,
): Promise<DocumentDetailAnswer> {
  const [lines, events] = await Promise.all([
    repo.linesOf(tx, row.document.id),
    repo.eventsOf(tx, row.document.id),
  ]);
  const done = await doneQuantities(tx, row, lines);
  return {
    ...answer(scope, row),
    lines: lines.map((l) => ({
      id: l.id,
      line_no: l.lineNo,
      goods_id: l.goodsId,
      goods_name: l.goodsName,
      plu_number: l.pluNumber,
      item_code: l.itemCode,
      weighing_mode: l.weighingMode,
      quantity: l.quantity,
      unit_cost: l.unitCost,
      value: l.unitCost === null ? null : valueAt(l.quantity, l.unitCost, l.weighingMode),
      lot: l.lot,
      production_date: l.productionDate,
      expiry_date: l.expiryDate,
      reason: l.reason,
      source_line_id: l.sourceLineId,
      done_quantity:
        done.get(l.id) ??
        (row.document.kind === 'purchase_order' || row.document.kind === 'receipt' ? 0 : null),
      book_quantity: l.bookQuantity,
    })),
    events: events.map((e) => ({
      action: e.action,
      user_name: e.userName,
      time: e.time.toISOString(),
      note: e.note,
    })),
  };
}

export async function listDocuments(
  ctx: AppContext,
  scope: Scope,
  kind: DocumentKind,
  query: DocumentListQuery,
) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    kind,
    {
      search: query.search,
      status: query.status,
      locationId: query.location_id,
      supplierId: query.supplier_id,
      companyId: query.company_id,
      dateFrom: query.date_from,
      dateTo: query.date_to,
    },
    query.per_page,
    offsetOf(query),
  );
  return paged(
    rows.map((row) => answer(scope, row)),
    total,
    query,
  );
}

export async function viewOrNotFound(tx: Executor, scope: Scope, kind: DocumentKind, id: number) {
  const found = await repo.findOne(tx, scope, kind, id);
  if (!found) throw new AppError('NOT_FOUND');
  return found;
}

export async function documentDetails(ctx: AppContext, scope: Scope, kind: DocumentKind, id: number) {
  return detail(ctx.db, scope, await viewOrNotFound(ctx.db, scope, kind, id));
}

/**
 * Locks a document row for a change. A document deleted since it was read (a delete racing a post,
 * a ship or an edit) is gone: 404, never a null read.
 */
export async function lockOrNotFound(tx: Executor, id: number) {
  const document = await repo.lock(tx, id);
  if (!document) throw new AppError('NOT_FOUND');
  return document;
}

/** Refuses an action the document's status or the caller's role does not allow. */
export function requireAction(
  scope: Scope,
  document: { kind: DocumentKind; status: string; companyId: number; number: string; createdBy: number },
  action: DocumentAction,
) {
  const from = KINDS[document.kind].from[action] ?? [];
  if (!from.includes(document.status as never))
    throw new AppError('STOCK_WRONG_STATUS', {
      document: document.number,
      status: STATUS_NAMES[document.status as keyof typeof STATUS_NAMES],
      action: ACTION_NAMES[action],
    });
  if (!roleAllows(scope, document, action)) throw new AppError('FORBIDDEN');
}

/** Checks and prepares the header of a document being written: locations, supplier, source. */
async function checkedHeader(tx: Executor, kind: DocumentKind, companyId: number, body: AnyBody) {
  const ids = [body.location_id, ...(body.to_location_id ? [body.to_location_id] : [])];
  const found = await locations.byIds(tx, companyId, ids);
  for (const id of ids) {
    const location = found.get(id);
    if (!location) throw new AppError('STOCK_BAD_LOCATION', { detail: `#${id}` });
    if (location.kind === 'transit' || !location.active)
      throw new AppError('STOCK_BAD_LOCATION', { detail: location.name });
  }
  if (kind === 'transfer' && body.to_location_id === body.location_id)
    throw new AppError('STOCK_BAD_LOCATION', { detail: found.get(body.location_id)!.name });
  if (body.supplier_id !== undefined) {
    const supplier = await suppliersRepo.findInCompany(tx, companyId, body.supplier_id);
    if (!supplier) throw new AppError('NOT_FOUND');
    if (!supplier.active) throw new AppError('SUPPLIER_INACTIVE', { name: supplier.name });
  }
  let source: repo.DocumentView | null = null;
  if (body.source_id !== undefined) {
    const sourceKind = kind === 'receipt' ? 'purchase_order' : 'receipt';
    source = await repo.findOne(tx, { kind: 'all', userId: 0 }, sourceKind, body.source_id);
    if (!source || source.document.companyId !== companyId)
      throw new AppError('STOCK_BAD_SOURCE', { detail: `#${body.source_id}` });
    const usable = sourceKind === 'purchase_order' ? ['submitted', 'partially_received'] : ['posted'];
    if (!usable.includes(source.document.status) || source.document.locationId !== body.location_id)
      throw new AppError('STOCK_BAD_SOURCE', { detail: source.document.number });
  }
  return { source };
}

/** The kinds whose lines keep a lot's production and expiry dates. */
const DATED_KINDS: ReadonlySet<DocumentKind> = new Set(['receipt', 'supplier_return', 'transfer']);

/** Checks the lines' goods and source lines, and fills what can be derived (expiry, source line, cost). */
async function checkedLines(
  tx: Executor,
  kind: DocumentKind,
  companyId: number,
  lines: LineInput[],
  source: repo.DocumentView | null,
): Promise<repo.NewLine[]> {
  const goods = await repo.goodsOf(
    tx,
    companyId,
    lines.map((l) => l.goods_id),
  );
  const sourceLines = source ? await repo.linesOf(tx, source.document.id) : [];
  return lines.map((line, index) => {
    const facts = goods.get(line.goods_id);
    if (!facts) throw new AppError('STOCK_GOODS_UNKNOWN', { line: index + 1, goods: line.goods_id });
    let sourceLine = sourceLines.find((s) => s.id === line.source_line_id);
    if (line.source_line_id !== undefined && (!sourceLine || sourceLine.goodsId !== line.goods_id))
      throw new AppError('STOCK_BAD_SOURCE', {
        detail: `${source?.document.number ?? ''} #${line.source_line_id}`,
      });
    sourceLine ??= sourceLines.find(
      (s) => s.goodsId === line.goods_id && (kind !== 'supplier_return' || !line.lot || s.lot === line.lot),
    );
    let expiry = line.expiry_date ?? sourceLine?.expiryDate ?? null;
    const production = line.production_date ?? sourceLine?.productionDate ?? null;
    if (!expiry && production && kind === 'receipt' && facts.shelfLifeDays > 0)
      expiry = addDays(production, facts.shelfLifeDays);
    return {
      goodsId: line.goods_id,
      quantity: line.quantity,
      unitCost: line.unit_cost ?? sourceLine?.unitCost ?? null,
      lot: line.lot ?? sourceLine?.lot ?? '',
      // A transfer's lot keeps its dates from what is sent to what is received (issue 29 §3).
      productionDate: DATED_KINDS.has(kind) ? production : null,
      expiryDate: DATED_KINDS.has(kind) ? expiry : null,
      reason: line.reason ?? '',
      sourceLineId: sourceLine?.id ?? null,
    };
  });
}

function headerValues(kind: DocumentKind, body: AnyBody, source: repo.DocumentView | null, today: string) {
  return {
    locationId: body.location_id,
    toLocationId: kind === 'transfer' ? (body.to_location_id ?? null) : null,
    supplierId: body.supplier_id ?? source?.document.supplierId ?? null,
    sourceId: source?.document.id ?? null,
    docDate: body.doc_date ?? today,
    expectedDate: body.expected_date ?? null,
    reason: body.reason ?? '',
    notes: body.notes,
  };
}

/** Creates a draft (a stocktake starts counting at once: stocktakes.ts). */
export async function createDocument(
  ctx: AppContext,
  scope: Scope,
  kind: DocumentKind,
  body: AnyBody,
): Promise<DocumentDetailAnswer> {
  const companyId = companyForWrite(scope, body.company_id);
  return ctx.db.transaction(async (tx) => {
    const { source } = await checkedHeader(tx, kind, companyId, body);
    const lines = await checkedLines(tx, kind, companyId, body.lines ?? [], source);
    const rule = KINDS[kind];
    const today = await todayAt(ctx, tx, body.location_id);
    const number = await repo.nextNumber(tx, companyId, rule.prefix, compactDay(today));
    const id = await repo.insert(tx, {
      ...headerValues(kind, body, source, today),
      companyId,
      kind,
      number,
      status: rule.initial,
      createdBy: scope.userId,
    });
    await repo.replaceLines(tx, id, lines);
    await repo.addEvent(tx, id, 'create', scope.userId);
    return detail(tx, scope, await viewOrNotFound(tx, scope, kind, id));
  });
}

/** Replaces a draft's header and lines. */
export async function editDocument(
  ctx: AppContext,
  scope: Scope,
  kind: DocumentKind,
  id: number,
  body: AnyBody,
): Promise<DocumentDetailAnswer> {
  return ctx.db.transaction(async (tx) => {
    const found = await viewOrNotFound(tx, scope, kind, id);
    const document = await lockOrNotFound(tx, id);
    requireAction(scope, document, 'edit');
    const { source } = await checkedHeader(tx, kind, document.companyId, body);
    const lines = await checkedLines(tx, kind, document.companyId, body.lines ?? [], source);
    await repo.update(tx, id, headerValues(kind, body, source, await todayAt(ctx, tx, body.location_id)));
    await repo.replaceLines(tx, id, lines);
    await repo.addEvent(tx, id, 'edit', scope.userId);
    return detail(tx, scope, await viewOrNotFound(tx, scope, kind, found.document.id));
  });
}

export async function deleteDocument(
  ctx: AppContext,
  scope: Scope,
  kind: DocumentKind,
  id: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await viewOrNotFound(tx, scope, kind, id);
    const document = await lockOrNotFound(tx, id);
    requireAction(scope, document, 'delete');
    await repo.remove(tx, id);
  });
}

/** What an action's own work may say: a note for the timeline, a status other than the usual one. */
export type ActionOutcome = {
  note?: string;
  status?: import('@dahua/shared/contracts/stock').DocumentStatus;
};

/**
 * Runs a status action in one transaction with the document locked: asked again of a document
 * already where the action leaves it (a double click, a retry), it changes nothing and answers the
 * document as it is, so a posting is posted once.
 */
export async function act(
  ctx: AppContext,
  scope: Scope,
  kind: DocumentKind,
  id: number,
  action: DocumentAction,
  run: (tx: Executor, document: repo.DocumentView['document']) => Promise<ActionOutcome | undefined>,
): Promise<DocumentDetailAnswer> {
  return ctx.db.transaction(async (tx) => {
    await viewOrNotFound(tx, scope, kind, id);
    const document = await lockOrNotFound(tx, id);
    const target = ACTION_TARGET[action];
    if (target && document.status === target)
      return detail(tx, scope, await viewOrNotFound(tx, scope, kind, id));
    requireAction(scope, document, action);
    const outcome = await run(tx, document);
    const status = outcome?.status ?? target;
    if (status)
      await repo.update(tx, id, {
        status,
        ...(action === 'post' || action === 'ship' ? { postedTime: new Date() } : {}),
      });
    await repo.addEvent(tx, id, action, scope.userId, outcome?.note ?? '');
    return detail(tx, scope, await viewOrNotFound(tx, scope, kind, id));
  });
}
