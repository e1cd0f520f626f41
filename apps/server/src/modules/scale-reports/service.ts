import { randomInt } from 'node:crypto';
import { dayIn, scaleModel, verificationStatusOf } from '@dahua/shared';
import {
  type PublicScale,
  REFERENCE_ALPHABET,
  REFERENCE_LENGTH,
  type ReportStatus,
  type ScaleReport,
  type scaleReportListQuery,
} from '@dahua/shared/contracts/scale-reports';
import type { z } from 'zod';
import { canRead, type ReadScope } from '../../access/read-scope.js';
import { canManageCompany, canSeeCompany, type Scope } from '../../access/scope.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import type { Lang } from '../../lib/language.js';
import { offsetOf, paged } from '../../lib/paging.js';
import { recordAudit } from '../audit/service.js';
import { saveImage } from '../images/service.js';
import { managersOf } from '../members/queries.js';
import { noticeUsersIn } from '../notices/service.js';
import { bilingual } from '../notices/texts.js';
import * as limits from '../rate-limit/service.js';
import * as repo from './repo.js';

/** Views of scale pages and reference look-ups: a shopper opens a few; a scraper is slowed down. */
export const PUBLIC_VIEW_LIMIT: limits.Limit = { name: 'external-scale-ip', max: 120, windowMs: 60_000 };
/** Reports from one address: 10 an hour. */
export const REPORT_IP_LIMIT: limits.Limit = { name: 'scale-report-ip', max: 10, windowMs: 3_600_000 };
/** Reports about one scale: 30 a day, whoever sends them. */
export const REPORT_SCALE_LIMIT: limits.Limit = { name: 'scale-report-scale', max: 30, windowMs: 86_400_000 };

/** A public code as the database gives it: 16 hex digits (read case-insensitively). */
const CODE = /^[0-9a-f]{16}$/;

/** Counts an event against a limit; over it, the house's refusal (429 with the minutes to wait). */
const limited = (ctx: AppContext, limit: limits.Limit, subject: string) =>
  limits.consumeRequest(ctx.db, limit, subject);

/** The scale of a public code; unknown, malformed and a disabled company's alike answer 404. */
export async function scaleByCode(ctx: AppContext, code: string): Promise<repo.PublicScaleRow> {
  const normal = code.toLowerCase();
  const row = CODE.test(normal) ? await repo.findPublicScale(ctx.db, normal) : null;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** `ab****wxyz`: enough to match the plate on the scale, not enough to be its serial. */
export function maskSerial(serial: string | null): string | null {
  if (!serial) return null;
  if (serial.length >= 8) return `${serial.slice(0, 2)}****${serial.slice(-4)}`;
  return serial.length >= 4 ? `****${serial.slice(-2)}` : '****';
}

/** The public view of a scale, on its shop's calendar day now. */
export function publicViewOf(row: repo.PublicScaleRow, lang: Lang, now: Date): PublicScale {
  const model = scaleModel(row.modelCode);
  const counting = row.result && row.nextDueOn ? { result: row.result, next_due_on: row.nextDueOn } : null;
  return {
    company_name: row.companyName,
    shop: { name: row.shopName, address: row.shopAddress },
    scale: {
      model_code: row.modelCode,
      model_name: model ? (lang === 'en' ? model.nameEn : model.nameZh) : row.modelCode,
      serial_masked: maskSerial(row.scaleUuid),
    },
    verification: {
      status: verificationStatusOf(counting, dayIn(now, row.zone)),
      verified_on: row.verifiedOn,
      body: row.body,
      certificate_no: row.certificateNo,
      next_due_on: row.nextDueOn,
    },
    retired: row.retiredTime !== null,
  };
}

/** GET /api/external/scales/{code} (and the page): rate-limited per address. */
export async function publicScale(
  ctx: AppContext,
  ip: string,
  code: string,
  lang: Lang,
): Promise<{ row: repo.PublicScaleRow; view: PublicScale }> {
  await limited(ctx, PUBLIC_VIEW_LIMIT, ip);
  const row = await scaleByCode(ctx, code);
  return { row, view: publicViewOf(row, lang, ctx.clock()) };
}

/** A reference number: 10 characters without look-alikes (31^10, about 2^49: not guessable). */
export function newReference(): string {
  let text = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) text += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return text;
}

/** A reference as a person types it: upper case, without spaces or dashes. */
export function normalReference(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

const REFERENCE = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);

const NOTICE_TITLE = bilingual({ ch: '秤问题反馈', en: 'A problem with a scale was reported' });

type Reported = { scaleId: number; scaleName: string; shopId: number; shopName: string; companyId: number };

/** Stores a report under a fresh reference and tells the company's owners and managers, in one transaction. */
async function storeReport(
  ctx: AppContext,
  scale: Reported,
  input: { description: string; phone: string; photoUrl: string },
  by: number | null,
): Promise<{ id: number; reference: string }> {
  const now = ctx.clock();
  return ctx.db.transaction(async (tx) => {
    for (;;) {
      const reference = newReference();
      const inserted = await repo.insertReport(tx, {
        reference,
        companyId: scale.companyId,
        shopId: scale.shopId,
        scaleId: scale.scaleId,
        description: input.description,
        phone: input.phone,
        photoUrl: input.photoUrl,
        createdTime: now,
      });
      if (!inserted) continue; // that reference was taken: draw another
      const recipients = (await managersOf(tx, scale.companyId, { activeOnly: true })).filter(
        (id) => id !== by,
      );
      const line = input.description.replace(/\s+/g, ' ');
      await noticeUsersIn(tx, recipients, {
        title: NOTICE_TITLE,
        description: `${scale.scaleName} · ${scale.shopName}: ${line.length > 80 ? `${line.slice(0, 80)}…` : line}`,
        extra: '/project/scaleMng/scaleReports?status=open',
        createdTime: now,
      });
      if (by !== null)
        await recordAudit(tx, {
          actorUserId: by,
          action: 'scale_report.create',
          targetType: 'scale',
          targetId: scale.scaleId,
          companyId: scale.companyId,
          detail: { reference, description: input.description },
        });
      return { id: inserted.id, reference };
    }
  });
}

export type PublicReportInput = { description: string; phone: string; photo: Uint8Array | null };

/**
 * A shopper's report from the scale's page (no account). Limits first (per address, then per
 * scale), so a flood costs a counter each; the photo is checked as every upload is (type by its
 * bytes, at most 5 MB, decodes whole) and stored only then.
 */
export async function fileReport(
  ctx: AppContext,
  ip: string,
  code: string,
  input: PublicReportInput,
  log: { error(details: object, message: string): void },
): Promise<{ reference: string }> {
  await limited(ctx, REPORT_IP_LIMIT, ip);
  const scale = await scaleByCode(ctx, code);
  await limited(ctx, REPORT_SCALE_LIMIT, String(scale.scaleId));
  const photoUrl = input.photo && input.photo.length > 0 ? await saveImage(ctx, input.photo, log) : '';
  const { reference } = await storeReport(
    ctx,
    scale,
    { description: input.description, phone: input.phone, photoUrl },
    null,
  );
  return { reference };
}

/** A report's status by its reference, only under its own scale's code (another scale's: 404). */
export async function reportStatus(
  ctx: AppContext,
  ip: string,
  code: string,
  referenceText: string,
): Promise<ReportStatus> {
  await limited(ctx, PUBLIC_VIEW_LIMIT, ip);
  const scale = await scaleByCode(ctx, code);
  const reference = normalReference(referenceText);
  const row = REFERENCE.test(reference) ? await repo.findByReference(ctx.db, scale.scaleId, reference) : null;
  if (!row) throw new AppError('NOT_FOUND');
  return {
    status: row.status,
    created_time: row.createdTime.toISOString(),
    answer: row.status === 'answered' ? row.answer : null,
    answered_time: row.answeredTime?.toISOString() ?? null,
  };
}

function answerOf(row: repo.ReportRow, read: ReadScope, write: Scope): ScaleReport {
  return {
    id: row.id,
    reference: row.reference,
    company_id: row.companyId,
    company_name: row.companyName,
    shop_id: row.shopId,
    shop_name: row.shopName,
    scale_id: row.scaleId,
    scale_name: row.scaleName,
    description: row.description,
    // A shopper's phone is a person's: an inspector reads the complaint, not who made it.
    phone: read.kind === 'inspector' ? '' : row.phone,
    photo_url: row.photoUrl,
    status: row.status,
    answer: row.answer,
    answered_by: row.answeredById !== null ? { id: row.answeredById, name: row.answeredByName ?? '' } : null,
    answered_time: row.answeredTime?.toISOString() ?? null,
    created_time: row.createdTime.toISOString(),
    can_answer: canManageCompany(write, row.companyId),
  };
}

type ListQuery = z.output<typeof scaleReportListQuery>;

/** The reports the caller reads: a company's own, an administrator's all, an inspector's assigned shops. */
export async function listReports(ctx: AppContext, read: ReadScope, write: Scope, query: ListQuery) {
  const { page, per_page, ...filters } = query;
  const { rows, counts } = await repo.listReports(ctx.db, read, filters, per_page, offsetOf(query));
  const total = filters.status ? counts[filters.status] : counts.open + counts.answered;
  return {
    ...paged(
      rows.map((row) => answerOf(row, read, write)),
      total,
      { page, per_page },
    ),
    counts,
  };
}

/** A report taken by phone: the company's owner or a manager (or an administrator) enters it. */
export async function createReport(
  ctx: AppContext,
  scope: Scope,
  body: { scale_id: number; description: string; phone: string },
): Promise<ScaleReport> {
  const scale = await repo.findScale(ctx.db, body.scale_id);
  if (!scale || !canSeeCompany(scope, scale.companyId)) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, scale.companyId)) throw new AppError('FORBIDDEN');
  const { id } = await storeReport(
    ctx,
    {
      scaleId: scale.id,
      scaleName: scale.name,
      shopId: scale.shopId,
      shopName: scale.shopName,
      companyId: scale.companyId,
    },
    { description: body.description, phone: body.phone, photoUrl: '' },
    scope.userId,
  );
  const row = await repo.findReport(ctx.db, id);
  return answerOf(row!, scope, scope);
}

/**
 * The shop's answer (its owner or a manager, or an administrator). Answering again replaces the
 * answer: the reporter sees the latest. Two answers at once: both succeed, the later one stays.
 */
export async function answerReport(
  ctx: AppContext,
  scope: Scope,
  id: number,
  answer: string,
): Promise<ScaleReport> {
  const found = await repo.findReport(ctx.db, id);
  if (!found || !canSeeCompany(scope, found.companyId)) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, found.companyId)) throw new AppError('FORBIDDEN');
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.answerReport(tx, id, answer, scope.userId, ctx.clock())))
      throw new AppError('NOT_FOUND');
    await recordAudit(tx, {
      actorUserId: scope.userId,
      action: 'scale_report.answer',
      targetType: 'scale',
      targetId: found.scaleId,
      companyId: found.companyId,
      detail: { reference: found.reference, answer },
    });
  });
  const row = await repo.findReport(ctx.db, id);
  return answerOf(row!, scope, scope);
}

/** The address of a scale's public page. */
export const pageUrlOf = (origin: string, code: string) => `${origin}/external/scale/${code}`;

/** A scale's public code and page address, for whoever reads the scale. */
export async function publicLink(ctx: AppContext, read: ReadScope, scaleId: number, origin: string) {
  const scale = await repo.findScale(ctx.db, scaleId);
  if (!scale || !canRead(read, scale.companyId, scale.shopId)) throw new AppError('NOT_FOUND');
  return { public_code: scale.publicCode, url: pageUrlOf(origin, scale.publicCode) };
}

/** The shop and its scales in service, for its sticker sheet (owners, managers, administrators). */
export async function stickerScales(ctx: AppContext, scope: Scope, shopId: number) {
  const shop = await repo.findShop(ctx.db, shopId);
  if (!shop || !canSeeCompany(scope, shop.companyId)) throw new AppError('NOT_FOUND');
  if (!canManageCompany(scope, shop.companyId)) throw new AppError('FORBIDDEN');
  return { shop, scales: await repo.scalesInService(ctx.db, shopId) };
}
