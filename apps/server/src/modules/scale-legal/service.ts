import { dayIn, daysBetween, defaultNextDue, startOfDay, verificationStatusOf } from '@dahua/shared';
import type {
  Attachment,
  DueQuery,
  EventAnswer,
  EventsQuery,
  eventBody,
  VerificationAnswer,
  VerificationState,
  VerificationsAnswer,
  verificationBody,
} from '@dahua/shared/contracts/scale-legal';
import type { z } from 'zod';
import type { ReadScope } from '../../access/read-scope.js';
import { canManageCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { constraintOf, isUniqueViolation } from '../../lib/pg-errors.js';
import { VALIDATION_MESSAGES, type ValidationMessageKey } from '../../lib/validation-messages.js';
import * as repo from './repo.js';

/** A person's clock may run a little ahead of ours: an event "now" on their clock is not in the future. */
const CLOCK_SKEW_MS = 5 * 60_000;

/** A refusal of one field of the body, as the validator words it (ERCO000002 with data.fields). */
function fieldRefusal(field: string, key: ValidationMessageKey): AppError {
  return new AppError('VALIDATION', { detail: VALIDATION_MESSAGES[key] }, {}, field);
}

/** The scale within the read scope (an inspector's assigned shops), else 404 as if missing. */
async function readableScale(ctx: AppContext, scope: ReadScope, id: number): Promise<repo.LegalScale> {
  const scale = await repo.scaleOf(ctx.db, scope, id);
  if (!scale) throw new AppError('NOT_FOUND');
  return scale;
}

/** The scale for a write: visible (else 404) and the caller's to manage (owner, manager, administrator; else 403). */
async function writableScale(ctx: AppContext, scope: Scope, id: number): Promise<repo.LegalScale> {
  const scale = await readableScale(ctx, scope, id);
  if (!canManageCompany(scope, scale.companyId)) throw new AppError('FORBIDDEN');
  return scale;
}

/** Attachments must say what they are: a `.pdf` address is a PDF, any other stored address an image. */
function checkAttachments(attachments: readonly Attachment[]): void {
  attachments.forEach((attachment, i) => {
    const isPdf = /\.pdf$/i.test(attachment.url);
    if (isPdf !== (attachment.kind === 'pdf'))
      throw fieldRefusal(`attachments.${i}.kind`, 'attachmentKindMismatch');
  });
}

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

function verificationAnswer(row: repo.VerificationRow): VerificationAnswer {
  const r = row.record;
  return {
    id: r.id,
    scale_id: r.scaleId,
    shop_id: r.shopId,
    shop_name: row.shopName,
    verified_on: r.verifiedOn,
    body: r.body,
    certificate_no: r.certificateNo,
    result: r.result,
    next_due_on: r.nextDueOn,
    seal_numbers: r.sealNumbers,
    note: r.note,
    attachments: r.attachments,
    corrects_id: r.correctsId,
    corrected_by_id: row.correctedById,
    created_by: person(r.createdBy, row.creatorName),
    created_time: r.createdTime.toISOString(),
  };
}

function eventAnswer(row: NonNullable<Awaited<ReturnType<typeof repo.eventById>>>): EventAnswer {
  const e = row.event;
  return {
    id: e.id,
    scale_id: e.scaleId,
    shop_id: e.shopId,
    kind: e.kind,
    occurred_at: e.occurredAt.toISOString(),
    note: e.note,
    attachments: e.attachments,
    work_order: row.workOrder?.id ? row.workOrder : null,
    verification: row.verification?.id
      ? {
          id: row.verification.id,
          verified_on: row.verification.verifiedOn,
          body: row.verification.body,
          result: row.verification.result,
          next_due_on: row.verification.nextDueOn,
          corrects_id: row.verification.correctsId,
        }
      : null,
    software_before: e.softwareBefore,
    software_after: e.softwareAfter,
    from_shop: row.fromShop?.id ? row.fromShop : null,
    to_shop: row.toShop?.id ? row.toShop : null,
    created_by: person(e.createdBy, row.creatorName),
    created_time: e.createdTime.toISOString(),
  };
}

/** A scale's status on its shop's day, from the record that counts (null: never verified). */
export function stateOf(
  current: {
    verificationId: number;
    verifiedOn: string;
    body: string;
    certificateNo: string;
    result: 'pass' | 'fail';
    nextDueOn: string;
  } | null,
  today: string,
): VerificationState {
  const status = verificationStatusOf(
    current ? { result: current.result, next_due_on: current.nextDueOn } : null,
    today,
  );
  return {
    status,
    today,
    current: current && {
      verification_id: current.verificationId,
      verified_on: current.verifiedOn,
      body: current.body,
      certificate_no: current.certificateNo,
      result: current.result,
      next_due_on: current.nextDueOn,
      days_left: daysBetween(today, current.nextDueOn) - 1,
    },
  };
}

/** GET …/scales/{id}/verifications: every record, newest first, with the status and the record that counts. */
export async function verificationsOfScale(
  ctx: AppContext,
  scope: ReadScope,
  id: number,
): Promise<VerificationsAnswer> {
  const scale = await readableScale(ctx, scope, id);
  const [rows, current] = await Promise.all([repo.verificationsOf(ctx.db, id), repo.currentOf(ctx.db, id)]);
  return {
    ...stateOf(current, dayIn(ctx.clock(), scale.zone)),
    list: rows.map(verificationAnswer),
  };
}

/**
 * POST …/scales/{id}/verifications: a new record (owners, managers, administrators), with its
 * `verification` event, in one transaction. A correction names a record of the same scale that no
 * record corrects yet; that record then no longer counts.
 */
export async function addVerification(
  ctx: AppContext,
  scope: Scope,
  id: number,
  body: z.output<typeof verificationBody>,
): Promise<VerificationAnswer> {
  const scale = await writableScale(ctx, scope, id);
  const today = dayIn(ctx.clock(), scale.zone);
  if (body.verified_on > today) throw fieldRefusal('verified_on', 'verifiedOnInFuture');
  checkAttachments(body.attachments);
  const nextDueOn = body.next_due_on ?? defaultNextDue(body.verified_on);
  try {
    const recordId = await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockScale(tx, id);
      if (!locked) throw new AppError('NOT_FOUND');
      let corrected: repo.VerificationRow | null = null;
      if (body.corrects_id !== undefined) {
        corrected = await repo.verificationById(tx, body.corrects_id);
        if (!corrected || corrected.record.companyId !== locked.companyId) throw new AppError('NOT_FOUND');
        if (corrected.record.scaleId !== id)
          throw new AppError('VERIFICATION_OF_OTHER_SCALE', {}, {}, 'corrects_id');
        if (corrected.correctedById !== null)
          throw new AppError(
            'VERIFICATION_ALREADY_CORRECTED',
            { by: corrected.correctedById },
            {},
            'corrects_id',
          );
      }
      const recordId = await repo.insertVerification(tx, {
        companyId: locked.companyId,
        scaleId: id,
        shopId: locked.shopId,
        verifiedOn: body.verified_on,
        body: body.body,
        certificateNo: body.certificate_no,
        result: body.result,
        nextDueOn,
        sealNumbers: body.seal_numbers,
        note: body.note,
        attachments: body.attachments,
        correctsId: body.corrects_id ?? null,
        createdBy: scope.userId,
      });
      await repo.insertEvent(tx, {
        companyId: locked.companyId,
        scaleId: id,
        shopId: locked.shopId,
        kind: 'verification',
        // The record's day, as the log orders what happened (entered later or not).
        occurredAt: startOfDay(body.verified_on, locked.zone),
        note: body.note,
        attachments: body.attachments,
        verificationId: recordId,
        createdBy: scope.userId,
      });
      if (corrected && corrected.record.nextDueOn === nextDueOn)
        await repo.inheritReminders(tx, corrected.record.id, recordId);
      return recordId;
    });
    const row = await repo.verificationById(ctx.db, recordId);
    if (!row) throw new AppError('NOT_FOUND');
    return verificationAnswer(row);
  } catch (error) {
    // Two corrections of one record at once: the unique key lets one through.
    if (isUniqueViolation(error) && constraintOf(error) === 'scale_verifications_corrects_key') {
      const again =
        body.corrects_id !== undefined ? await repo.verificationById(ctx.db, body.corrects_id) : null;
      throw new AppError(
        'VERIFICATION_ALREADY_CORRECTED',
        { by: again?.correctedById ?? '' },
        {},
        'corrects_id',
      );
    }
    throw error;
  }
}

/** GET …/scales/{id}/events: the log, newest first, paged, optionally of one kind. */
export async function eventsOfScale(ctx: AppContext, scope: ReadScope, id: number, query: EventsQuery) {
  await readableScale(ctx, scope, id);
  const { rows, total } = await repo.eventsOf(ctx.db, id, query.kind, query.per_page, offsetOf(query));
  return paged(rows.map(eventAnswer), total, query);
}

/**
 * POST …/scales/{id}/events (owners, managers, administrators): an event a person enters. A
 * software change sets the scale's entered software identification; retiring marks the scale retired
 * (once).
 */
export async function addEvent(
  ctx: AppContext,
  scope: Scope,
  id: number,
  body: z.output<typeof eventBody>,
): Promise<EventAnswer> {
  const scale = await writableScale(ctx, scope, id);
  const now = ctx.clock();
  const occurredAt = body.occurred_at ? new Date(body.occurred_at) : now;
  if (occurredAt.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw fieldRefusal('occurred_at', 'eventTimeOutOfRange');
  checkAttachments(body.attachments);
  if (body.work_order_id !== undefined) {
    const order = await repo.workOrderOf(ctx.db, body.work_order_id, scale.companyId);
    if (!order) throw new AppError('NOT_FOUND');
    if (order.scaleId !== id) throw fieldRefusal('work_order_id', 'workOrderOfOtherScale');
  }
  const eventId = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockScale(tx, id);
    if (!locked) throw new AppError('NOT_FOUND');
    let softwareBefore: string | null = null;
    let softwareAfter: string | null = null;
    if (body.kind === 'retired') {
      if (locked.retiredTime)
        throw new AppError('SCALE_ALREADY_RETIRED', { day: dayIn(locked.retiredTime, locked.zone) });
      if (!(await repo.setRetired(tx, id, occurredAt)))
        throw new AppError('SCALE_ALREADY_RETIRED', { day: dayIn(occurredAt, locked.zone) });
    }
    if (body.kind === 'software_change') {
      softwareAfter = body.software_after ?? '';
      softwareBefore = body.software_before ?? locked.softwareId ?? locked.firmware ?? null;
      await repo.setSoftwareId(tx, id, softwareAfter);
    }
    return repo.insertEvent(tx, {
      companyId: locked.companyId,
      scaleId: id,
      shopId: locked.shopId,
      kind: body.kind,
      occurredAt,
      note: body.note,
      attachments: body.attachments,
      workOrderId: body.work_order_id ?? null,
      softwareBefore,
      softwareAfter,
      createdBy: scope.userId,
    });
  });
  const row = await repo.eventById(ctx.db, eventId);
  if (!row) throw new AppError('NOT_FOUND');
  return eventAnswer(row);
}

/** GET /api/management/verifications/due: scales due within N days, overdue or failed (never, on request). */
export async function dueList(ctx: AppContext, scope: ReadScope, query: DueQuery) {
  const { rows, total } = await repo.dueScales(
    ctx.db,
    scope,
    ctx.clock(),
    {
      within: query.within_days,
      shopId: query.shop_id,
      companyId: scope.kind === 'company' ? undefined : query.company_id,
      includeNever: query.include_never,
    },
    query.per_page,
    offsetOf(query),
  );
  const acrossCompanies = scope.kind !== 'company';
  return paged(
    rows.map((row) => ({
      scale_id: row.scaleId,
      scale_name: row.scaleName,
      shop_id: row.shopId,
      shop_name: row.shopName,
      company_id: row.companyId,
      company_name: acrossCompanies ? row.companyName : null,
      model_code: row.modelCode,
      status: row.status,
      next_due_on: row.nextDueOn,
      days_left: row.daysLeft === null ? null : Number(row.daysLeft),
      verified_on: row.verifiedOn,
      body: row.body,
    })),
    Number(total),
    query,
  );
}

// ── events the system writes, in the transaction of the change (other modules call these) ──

/** A scale moved to another shop (scales' edit): a `moved` event from → to, written by the system. */
export async function recordMove(
  tx: Executor,
  move: { scaleId: number; companyId: number; fromShopId: number; toShopId: number; at: Date },
): Promise<void> {
  await repo.insertEvent(tx, {
    companyId: move.companyId,
    scaleId: move.scaleId,
    shopId: move.toShopId,
    kind: 'moved',
    occurredAt: move.at,
    fromShopId: move.fromShopId,
    toShopId: move.toShopId,
    createdBy: null,
  });
}

/**
 * A bridge's status report carrying the firmware it read (devices), before the reading is stored:
 * a reading other than the one stored before is a `software_change` with both exactly as read. The
 * first reading of a scale, or an empty one, changes nothing (nothing to compare). Locks the scale's
 * status row, so two reports at once compare in turn.
 */
export async function noteFirmwareReading(
  tx: Executor,
  scaleId: number,
  firmware: string,
  at: Date,
): Promise<void> {
  const before = await repo.firmwareForUpdate(tx, scaleId);
  // An empty reading is no reading (the bridge could not read it): nothing to compare.
  if (!before || !firmware || before === firmware) return;
  const place = await repo.placeOf(tx, scaleId);
  if (!place) return;
  await repo.insertEvent(tx, {
    companyId: place.companyId,
    scaleId,
    shopId: place.shopId,
    kind: 'software_change',
    occurredAt: at,
    softwareBefore: before,
    softwareAfter: firmware,
    createdBy: null,
  });
}
