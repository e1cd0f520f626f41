import { compactDay } from '@dahua/shared';
import type { DocumentDetailAnswer, VarianceReport } from '@dahua/shared/contracts/stock';
import { companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { StockDocumentRow } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { ActionOutcome } from './documents.js';
import { act, detail, requireAction, todayAt, viewOrNotFound } from './documents.js';
import * as repo from './documents-repo.js';
import * as ledger from './ledger.js';
import * as ledgerRepo from './ledger-repo.js';
import * as locations from './locations-repo.js';

/*
 * A stocktake records, when it starts, the book quantity of each goods item it counts and the
 * last ledger move. Each count entry records the last move when it was entered. The expected
 * quantity of a goods item is its book quantity plus the moves at the location after the start
 * and up to its latest count entry: a sale rung up while the shelf was being counted is not a
 * variance. Posting adjusts each counted item by (counted − expected), so moves after the count
 * stay in the balance. Items nobody counted are not adjusted.
 */

/** Starts a stocktake: its goods (all the company's, or those named) with their book quantities now. */
export async function startStocktake(
  ctx: AppContext,
  scope: Scope,
  body: {
    company_id?: number | undefined;
    location_id: number;
    doc_date?: string | undefined;
    notes: string;
    goods_ids?: number[] | undefined;
  },
): Promise<DocumentDetailAnswer> {
  const companyId = companyForWrite(scope, body.company_id);
  return ctx.db.transaction(async (tx) => {
    const location = (await locations.byIds(tx, companyId, [body.location_id])).get(body.location_id);
    if (!location || location.kind === 'transit' || !location.active)
      throw new AppError('STOCK_BAD_LOCATION', { detail: location?.name ?? `#${body.location_id}` });
    const named = body.goods_ids && body.goods_ids.length > 0 ? [...new Set(body.goods_ids)] : null;
    const goodsIds = named ?? (await repo.allGoodsIds(tx, companyId));
    const goods = await repo.goodsOf(tx, companyId, goodsIds);
    const unknown = goodsIds.findIndex((id) => !goods.has(id));
    if (unknown >= 0)
      throw new AppError('STOCK_GOODS_UNKNOWN', { line: unknown + 1, goods: goodsIds[unknown]! });
    // Locking the balances waits for postings on these goods in flight, so the mark below is exact.
    const { balances } = goodsIds.length
      ? await ledgerRepo.lockRows(
          tx,
          companyId,
          goodsIds.map((goodsId) => ({ locationId: location.id, goodsId })),
        )
      : { balances: [] };
    const mark = await ledgerRepo.lastMoveId(tx);
    const book = new Map(balances.map((b) => [b.goodsId, b.quantity]));
    const today = await todayAt(ctx, tx, location.id);
    const number = await repo.nextNumber(tx, companyId, 'ST', compactDay(today));
    const id = await repo.insert(tx, {
      companyId,
      kind: 'stocktake',
      number,
      status: 'counting',
      locationId: location.id,
      docDate: body.doc_date ?? today,
      notes: body.notes,
      startMark: mark,
      createdBy: scope.userId,
    });
    await repo.replaceLines(
      tx,
      id,
      goodsIds.map((goodsId) => ({ goodsId, quantity: 0, bookQuantity: book.get(goodsId) ?? 0 })),
    );
    await repo.addEvent(tx, id, 'create', scope.userId);
    return detail(tx, scope, await viewOrNotFound(tx, scope, 'stocktake', id));
  });
}

/** The variance report: per goods item, book, moved since, expected, counted and the difference. */
export async function variancesOf(tx: Executor, document: StockDocumentRow): Promise<VarianceReport> {
  const [lines, counts] = await Promise.all([repo.linesOf(tx, document.id), repo.countsOf(tx, document.id)]);
  const counted = new Map<
    number,
    { total: number; mark: number; entries: VarianceReport['lines'][number]['entries'] }
  >();
  for (const c of counts) {
    const entry = counted.get(c.goodsId) ?? { total: 0, mark: 0, entries: [] };
    entry.total += c.quantity;
    entry.mark = Math.max(entry.mark, c.moveMark);
    entry.entries.push({ quantity: c.quantity, user_name: c.userName, time: c.time.toISOString() });
    counted.set(c.goodsId, entry);
  }
  const moved = await repo.movedBetween(
    tx,
    document.locationId,
    document.startMark ?? 0,
    new Map([...counted].map(([goodsId, c]) => [goodsId, c.mark])),
  );
  const averages = await repo.averageCosts(
    tx,
    document.companyId,
    lines.map((l) => l.goodsId),
  );
  const report = lines.map((line) => {
    const count = counted.get(line.goodsId);
    const book = line.bookQuantity ?? 0;
    const movedQuantity = moved.get(line.goodsId) ?? 0;
    const expected = book + movedQuantity;
    const variance = count ? count.total - expected : 0;
    return {
      goods_id: line.goodsId,
      goods_name: line.goodsName.replace(/\n/g, ' '),
      plu_number: line.pluNumber,
      weighing_mode: line.weighingMode,
      book_quantity: book,
      moved_quantity: movedQuantity,
      expected_quantity: expected,
      counted_quantity: count ? count.total : null,
      variance_quantity: variance,
      // Average cost per base unit × the variance.
      variance_value: Math.round(variance * (averages.get(line.goodsId) ?? 0)),
      entries: count?.entries ?? [],
    };
  });
  return {
    lines: report,
    total_variance_value: report.reduce((sum, l) => sum + l.variance_value, 0),
    counted: report.filter((l) => l.counted_quantity !== null).length,
    uncounted: report.filter((l) => l.counted_quantity === null).length,
  };
}

export async function stocktakeVariances(ctx: AppContext, scope: Scope, id: number): Promise<VarianceReport> {
  const found = await viewOrNotFound(ctx.db, scope, 'stocktake', id);
  return variancesOf(ctx.db, found.document);
}

/** Adds count entries (anyone of the company while counting); entries of one goods item are summed. */
export async function addCounts(
  ctx: AppContext,
  scope: Scope,
  id: number,
  lines: { goods_id: number; quantity: number }[],
): Promise<VarianceReport> {
  return ctx.db.transaction(async (tx) => {
    await viewOrNotFound(tx, scope, 'stocktake', id);
    const document = (await repo.lock(tx, id))!;
    requireAction(scope, document, 'count');
    const inCount = new Set((await repo.linesOf(tx, id)).map((l) => l.goodsId));
    const outside = lines.find((l) => !inCount.has(l.goods_id));
    if (outside)
      throw new AppError('STOCK_NOT_IN_COUNT', { document: document.number, goods: outside.goods_id });
    // Wait for postings in flight on these goods, so the mark covers every move before this count.
    await ledgerRepo.lockRows(
      tx,
      document.companyId,
      lines.map((l) => ({ locationId: document.locationId, goodsId: l.goods_id })),
    );
    const mark = await ledgerRepo.lastMoveId(tx);
    await repo.addCounts(
      tx,
      id,
      scope.userId,
      mark,
      lines.map((l) => ({ goodsId: l.goods_id, quantity: l.quantity })),
    );
    return variancesOf(tx, document);
  });
}

/** Posts each counted item's variance as a stocktake move (never refused: it records what is there). */
export async function postStocktake(ctx: AppContext, scope: Scope, id: number) {
  return act(ctx, scope, 'stocktake', id, 'post', async (tx, document): Promise<ActionOutcome> => {
    const report = await variancesOf(tx, document);
    const lines = await repo.linesOf(tx, id);
    const changed = report.lines.filter((l) => l.variance_quantity !== 0);
    const goods = await repo.goodsOf(
      tx,
      document.companyId,
      changed.map((l) => l.goods_id),
    );
    const names = await locations.byIds(tx, document.companyId, [document.locationId]);
    await ledger.post(tx, {
      companyId: document.companyId,
      userId: scope.userId,
      document: document.number,
      goods,
      locationNames: new Map([...names].map(([key, l]) => [key, l.name])),
      moves: changed.map((l) => {
        const line = lines.find((x) => x.goodsId === l.goods_id)!;
        return {
          locationId: document.locationId,
          goodsId: l.goods_id,
          quantity: l.variance_quantity,
          reason: 'stocktake' as const,
          documentId: id,
          lineId: line.id,
          lineNo: line.lineNo,
        };
      }),
    });
    return { status: 'posted' };
  });
}
