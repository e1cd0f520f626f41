import type {
  PriceChangeAction,
  PriceChangeAnswer,
  PriceChangeBody,
  PriceChangeDetail,
  PriceChangeEditBody,
  PriceChangeListQuery,
  PriceTimeline,
} from '@dahua/shared/contracts/price-changes';
import { PRICE_CHANGE_LIMITS } from '@dahua/shared/contracts/price-changes';
import { canManageCompany, companyForWrite, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { changesOf, recordAudit } from '../audit/service.js';
import * as repo from './repo.js';

/*
 * Scheduled price changes and promotions (issue 28 §2): made ahead, edited or cancelled until they
 * start; the schedule (schedule.ts) starts and ends them. Every write takes the company's row lock
 * first (so two overlapping promotions made at once are checked one after the other) and, for an
 * edit or a cancel, the change's row lock (which the schedule takes to start it: an edit racing
 * its start is either before it or refused after it, never half).
 */

/** Whether it has started for the rules' purpose: the schedule started it, or its start has come. */
const hasStarted = (change: repo.PriceChangeView['change'], now: Date) =>
  change.startedTime !== null || change.startsAt.getTime() <= now.getTime();

function actionsOf(scope: Scope, change: repo.PriceChangeView['change'], now: Date): PriceChangeAction[] {
  if (!canManageCompany(scope, change.companyId)) return [];
  if (change.cancelledTime !== null || hasStarted(change, now)) return [];
  return ['edit', 'cancel'];
}

function answerOf(view: repo.PriceChangeView, scope: Scope, now: Date): PriceChangeAnswer {
  const c = view.change;
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    id: c.id,
    company_id: c.companyId,
    kind: c.kind,
    name: c.name,
    reason: c.reason,
    price_list_id: c.priceListId,
    price_list_name: c.priceListId === null ? null : view.listName,
    starts_at: c.startsAt.toISOString(),
    ends_at: iso(c.endsAt),
    started_time: iso(c.startedTime),
    ended_time: iso(c.endedTime),
    cancelled_time: iso(c.cancelledTime),
    status: repo.statusOf(c),
    lines_count: view.linesCount,
    created_by_name: view.createdByName,
    version: c.version,
    actions: actionsOf(scope, c, now),
  };
}

export async function list(ctx: AppContext, scope: Scope, query: PriceChangeListQuery) {
  const { rows, total } = await repo.list(
    ctx.db,
    scope,
    {
      status: query.status,
      kind: query.kind,
      priceListId: query.price_list_id,
      goodsId: query.goods_id,
      companyId: query.company_id,
    },
    query.per_page,
    offsetOf(query),
  );
  const now = ctx.clock();
  return paged(
    rows.map((row) => answerOf(row, scope, now)),
    total,
    query,
  );
}

async function detailOf(db: Executor, scope: Scope, id: number, now: Date): Promise<PriceChangeDetail> {
  const view = await repo.findOne(db, scope, id);
  if (!view) throw new AppError('NOT_FOUND');
  const lines = await repo.linesWithPrices(db, id, view.change.priceListId);
  return {
    ...answerOf(view, scope, now),
    lines: lines.map((line) => ({
      goods_id: line.goodsId,
      plu_number: line.pluNumber,
      name: line.name,
      unit_price: line.unitPriceFen,
      price_before: line.priceBefore,
    })),
  };
}

export async function one(ctx: AppContext, scope: Scope, id: number) {
  return detailOf(ctx.db, scope, id, ctx.clock());
}

type Draft = repo.ChangeValues & { lines: repo.Line[] | undefined };

/**
 * The rules of a change as it would be written (new, or edited with the body merged in), checked
 * within the write's transaction after the company's lock: times, lines, the list, the goods and
 * overlapping promotions. `linesForOverlap` are the goods a promotion holds after the write.
 */
async function checkDraft(
  tx: Executor,
  companyId: number,
  draft: Draft,
  linesForOverlap: repo.Line[],
  now: Date,
  exceptId?: number,
) {
  if (draft.startsAt.getTime() <= now.getTime())
    throw new AppError('PRICE_CHANGE_START_PAST', {}, {}, 'starts_at');
  if (draft.kind === 'promotion') {
    if (draft.endsAt === null || draft.endsAt.getTime() <= draft.startsAt.getTime())
      throw new AppError('PRICE_CHANGE_END_REQUIRED', {}, {}, 'ends_at');
  } else if (draft.endsAt !== null) throw new AppError('PRICE_CHANGE_END_NOT_ALLOWED', {}, {}, 'ends_at');
  if (draft.lines) {
    const seen = new Set<number>();
    draft.lines.forEach((line, index) => {
      if (seen.has(line.goodsId))
        throw new AppError('PRICE_CHANGE_GOODS_TWICE', { line: index + 1, goods: line.goodsId }, {}, 'lines');
      seen.add(line.goodsId);
    });
  }
  if (draft.priceListId !== null && !(await repo.listOfCompany(tx, companyId, draft.priceListId)))
    throw new AppError('PRICE_CHANGE_LIST_UNKNOWN', {}, {}, 'price_list_id');
  if (draft.lines) {
    const known = await repo.goodsOfCompany(
      tx,
      companyId,
      draft.lines.map((line) => line.goodsId),
    );
    const index = draft.lines.findIndex((line) => !known.has(line.goodsId));
    if (index >= 0)
      throw new AppError(
        'PRICE_CHANGE_GOODS_UNKNOWN',
        { line: index + 1, goods: draft.lines[index]!.goodsId },
        {},
        'lines',
      );
  }
  if (draft.kind === 'promotion' && draft.endsAt !== null) {
    const other = await repo.overlappingPromotion(tx, {
      companyId,
      priceListId: draft.priceListId,
      startsAt: draft.startsAt,
      endsAt: draft.endsAt,
      goodsIds: linesForOverlap.map((line) => line.goodsId),
      ...(exceptId === undefined ? {} : { exceptId }),
    });
    if (other)
      throw new AppError(
        'PRICE_CHANGE_OVERLAP',
        { other: other.name, goods: `${other.plu} ${other.goodsName}` },
        { price_change_id: other.id },
        'starts_at',
      );
  }
}

const linesOfBody = (lines: { goods_id: number; unit_price: number }[]): repo.Line[] =>
  lines.map((line) => ({ goodsId: line.goods_id, unitPriceFen: line.unit_price }));

const auditDetail = (values: repo.ChangeValues, linesCount: number) => ({
  name: values.name,
  kind: values.kind,
  price_list_id: values.priceListId,
  starts_at: values.startsAt.toISOString(),
  ends_at: values.endsAt?.toISOString() ?? null,
  lines_count: linesCount,
});

export async function create(ctx: AppContext, scope: Scope, body: PriceChangeBody) {
  const companyId = companyForWrite(scope, body.company_id);
  if (!canManageCompany(scope, companyId)) throw new AppError('FORBIDDEN');
  const now = ctx.clock();
  const lines = linesOfBody(body.lines);
  const draft: Draft = {
    kind: body.kind,
    name: body.name ?? (body.reason || `${body.kind} ${body.starts_at}`).slice(0, PRICE_CHANGE_LIMITS.name),
    reason: body.reason ?? '',
    priceListId: body.price_list_id ?? null,
    startsAt: new Date(body.starts_at),
    endsAt: body.ends_at ? new Date(body.ends_at) : null,
    lines,
  };
  const id = await ctx.db.transaction(async (tx) => {
    await repo.lockCompany(tx, companyId);
    await checkDraft(tx, companyId, draft, lines, now);
    const { lines: _, ...values } = draft;
    const made = await repo.insert(tx, companyId, scope.userId, values, lines);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'price_change.create',
      targetType: 'price_change',
      targetId: made,
      companyId,
      detail: auditDetail(values, lines.length),
    });
    return made;
  });
  return detailOf(ctx.db, scope, id, now);
}

/** The change in scope that the caller may change (a USER reads only: 403; foreign or missing: 404). */
async function writable(ctx: AppContext, scope: Scope, id: number) {
  const view = await repo.findOne(ctx.db, scope, id);
  if (!view) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, view.change.companyId)) throw new AppError('FORBIDDEN');
  return view.change;
}

export async function edit(ctx: AppContext, scope: Scope, id: number, body: PriceChangeEditBody) {
  const found = await writable(ctx, scope, id);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    await repo.lockCompany(tx, found.companyId);
    const current = await repo.lockChange(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.cancelledTime !== null) throw new AppError('PRICE_CHANGE_CANCELLED', { name: current.name });
    if (hasStarted(current, now)) throw new AppError('PRICE_CHANGE_STARTED', { name: current.name });
    if (body.version !== undefined && body.version !== current.version)
      throw new AppError('PRICE_CHANGE_STALE', { name: current.name }, { version: current.version });
    const kind = body.kind ?? current.kind;
    const draft: Draft = {
      kind,
      name: body.name ?? current.name,
      reason: body.reason ?? current.reason,
      priceListId: body.price_list_id === undefined ? current.priceListId : body.price_list_id,
      startsAt: body.starts_at ? new Date(body.starts_at) : current.startsAt,
      // A change made a promotion needs its end; a promotion made a change drops its end.
      endsAt:
        body.ends_at !== undefined
          ? body.ends_at === null
            ? null
            : new Date(body.ends_at)
          : kind === 'change'
            ? null
            : current.endsAt,
      lines: body.lines ? linesOfBody(body.lines) : undefined,
    };
    const linesAfter = draft.lines ?? (await repo.linesOf(tx, id));
    await checkDraft(tx, current.companyId, draft, linesAfter, now, id);
    const { lines, ...values } = draft;
    await repo.update(tx, id, values, lines);
    const before = auditDetail(
      {
        kind: current.kind,
        name: current.name,
        reason: current.reason,
        priceListId: current.priceListId,
        startsAt: current.startsAt,
        endsAt: current.endsAt,
      },
      0,
    );
    const after = auditDetail(values, linesAfter.length);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'price_change.update',
      targetType: 'price_change',
      targetId: id,
      companyId: current.companyId,
      detail: {
        name: values.name,
        changes: changesOf({ ...before, lines_count: undefined }, { ...after, lines_count: undefined }),
        ...(lines ? { lines_count: lines.length } : {}),
      },
    });
  });
  return detailOf(ctx.db, scope, id, now);
}

/** Cancels it before its start; a cancelled one answers as it is (a second cancel changes nothing). */
export async function cancel(ctx: AppContext, scope: Scope, id: number) {
  const found = await writable(ctx, scope, id);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const current = await repo.lockChange(tx, id);
    if (!current) throw new AppError('NOT_FOUND');
    if (current.cancelledTime !== null) return;
    if (hasStarted(current, now)) throw new AppError('PRICE_CHANGE_STARTED', { name: current.name });
    await repo.cancel(tx, id, now);
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'price_change.cancel',
      targetType: 'price_change',
      targetId: id,
      companyId: found.companyId,
      detail: { name: current.name, kind: current.kind, starts_at: current.startsAt.toISOString() },
    });
  });
  return detailOf(ctx.db, scope, id, now);
}

const TIMELINE_LIMIT = 100;

/** What a goods item sells at in each shop now and why, and its changes and promotions. */
export async function timeline(ctx: AppContext, scope: Scope, goodsId: number): Promise<PriceTimeline> {
  const item = await repo.goodsInScope(ctx.db, scope, goodsId);
  if (!item) throw new AppError('NOT_FOUND');
  const [now, entries] = await Promise.all([
    repo.priceInEachShop(ctx.db, goodsId),
    repo.entriesOf(ctx.db, goodsId, TIMELINE_LIMIT),
  ]);
  return {
    goods_id: goodsId,
    base_price: item.unitPriceFen,
    now: now.map((shop) => ({
      shop_id: shop.shopId,
      shop_name: shop.shopName,
      price_list_id: shop.priceListId,
      unit_price: shop.unitPriceFen,
      source: shop.source,
      source_id: shop.sourceId,
      source_name: shop.sourceName,
    })),
    entries: entries.map(({ change, listName, unitPriceFen }) => ({
      price_change_id: change.id,
      kind: change.kind,
      name: change.name,
      price_list_id: change.priceListId,
      price_list_name: change.priceListId === null ? null : listName,
      unit_price: unitPriceFen,
      starts_at: change.startsAt.toISOString(),
      ends_at: change.endsAt?.toISOString() ?? null,
      cancelled_time: change.cancelledTime?.toISOString() ?? null,
      status: repo.statusOf(change),
    })),
  };
}
