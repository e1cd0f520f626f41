import { randomInt } from 'node:crypto';
import { addDays, compactDay, dayIn, startOfDay } from '@dahua/shared';
import type {
  EnquiryInput,
  Lead,
  LeadDetail,
  LeadFilters,
  LeadStatus,
} from '@dahua/shared/contracts/enquiries';
import type { AuthContext } from '../../access/auth-context.js';
import { requireSiteEditor } from '../../access/site-editor.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors/app-error.js';
import { offsetOf, type PageQuery, paged } from '../../lib/paging.js';
import { activeSiteEditors, isActiveAdmin } from '../admins/queries.js';
import { recordAudit } from '../audit/service.js';
import { noticeUsersIn } from '../notices/service.js';
import { bilingual } from '../notices/texts.js';
import * as limits from '../rate-limit/service.js';
import { MAKER_TIME_ZONE } from '../time-zones/index.js';
import * as repo from './repo.js';

/** Enquiries from one address: 5 in 10 minutes. */
export const ENQUIRY_IP_LIMIT: limits.Limit = { name: 'enquiry-ip', max: 5, windowMs: 600_000 };
/** Enquiries with one phone number or e-mail address: 3 a day, from wherever they come. */
export const ENQUIRY_CONTACT_LIMIT: limits.Limit = { name: 'enquiry-contact', max: 3, windowMs: 86_400_000 };

/** Counts an event against a limit; over it, the house's refusal (429 with the minutes to wait). */
const limited = (ctx: AppContext, limit: limits.Limit, subject: string) =>
  limits.consumeRequest(ctx.db, limit, subject);

/** `EQ-20261128-0042`: the day in the maker's zone (Beijing time) and the day's sequence number. */
export const referenceOf = (day: string, sequence: number) =>
  `EQ-${compactDay(day)}-${String(sequence).padStart(4, '0')}`;

const NOTICE_TITLE = bilingual({ ch: '网站收到新的咨询', en: 'A new enquiry from the website' });
const DEALER_TITLE = bilingual({ ch: '网站收到经销商申请', en: 'A dealer application from the website' });

/**
 * A visitor's enquiry (no account). Limits first (the address, then each phone / e-mail given), so
 * a flood costs a counter each. A filled honeypot (`website`) is answered like an accepted enquiry
 * with a reference of the same form, but nothing is stored and nobody is told. Otherwise the
 * enquiry is stored under the day's next reference and every active site editor gets a notice, in
 * one transaction.
 */
export async function submitEnquiry(
  ctx: AppContext,
  ip: string,
  input: EnquiryInput,
): Promise<{ reference: string }> {
  await limited(ctx, ENQUIRY_IP_LIMIT, ip);
  const now = ctx.clock();
  const day = dayIn(now, MAKER_TIME_ZONE);
  if (input.website.trim() !== '') return { reference: referenceOf(day, randomInt(1, 10_000)) };
  if (input.phone) await limited(ctx, ENQUIRY_CONTACT_LIMIT, `phone:${input.phone}`);
  if (input.email) await limited(ctx, ENQUIRY_CONTACT_LIMIT, `email:${input.email.toLowerCase()}`);

  return ctx.db.transaction(async (tx) => {
    const reference = referenceOf(day, await repo.nextOfDay(tx, day));
    const id = await repo.insertEnquiry(tx, {
      reference,
      kind: input.kind,
      name: input.name,
      company: input.company,
      region: input.region,
      phone: input.phone,
      email: input.email,
      message: input.message,
      product: input.product,
      language: input.language,
      createdTime: now,
      updatedTime: now,
    });
    const who = input.company ? `${input.name} · ${input.company}` : input.name;
    const line = input.message.replace(/\s+/g, ' ');
    await noticeUsersIn(tx, await activeSiteEditors(tx), {
      title: input.kind === 'dealer' ? DEALER_TITLE : NOTICE_TITLE,
      description: `${reference} ${who}${input.product ? ` (${input.product})` : ''}: ${
        line.length > 80 ? `${line.slice(0, 80)}…` : line
      }`,
      extra: `/admin/leads?status=new&name=${reference}`,
      createdTime: now,
    });
    await recordAudit(tx, {
      actorUserId: null,
      action: 'enquiry.create',
      targetType: 'enquiry',
      targetId: id,
      detail: { reference, kind: input.kind, product: input.product },
    });
    return { reference };
  });
}

function leadOf({ row, ownerName }: repo.LeadRow): Lead {
  return {
    id: row.id,
    reference: row.reference,
    kind: row.kind as Lead['kind'],
    name: row.name,
    company: row.company,
    region: row.region,
    phone: row.phone,
    email: row.email,
    message: row.message,
    product: row.product,
    language: row.language === 'en' ? 'en' : 'ch',
    status: row.status as LeadStatus,
    owner: row.ownerId === null ? null : { id: row.ownerId, name: ownerName ?? '' },
    version: row.version,
    created_time: row.createdTime.toISOString(),
    updated_time: row.updatedTime.toISOString(),
  };
}

/** The filters as the repo takes them: days in Beijing time become the instants that bound them. */
function whereOf(filters: LeadFilters): repo.LeadWhere {
  const { date_from, date_to, ...rest } = filters;
  return {
    ...rest,
    ...(date_from ? { from: startOfDay(date_from, MAKER_TIME_ZONE) } : {}),
    ...(date_to ? { toExclusive: startOfDay(addDays(date_to, 1), MAKER_TIME_ZONE) } : {}),
  };
}

export async function listLeads(ctx: AppContext, auth: AuthContext, query: PageQuery & LeadFilters) {
  requireSiteEditor(auth);
  const { page: _page, per_page: _perPage, ...filters } = query;
  const { rows, total } = await repo.list(ctx.db, whereOf(filters), {
    limit: query.per_page,
    offset: offsetOf(query),
  });
  return paged(rows.map(leadOf), total, query);
}

/** Every lead the filters select, newest first (the export). */
export async function allLeads(ctx: AppContext, auth: AuthContext, filters: LeadFilters): Promise<Lead[]> {
  requireSiteEditor(auth);
  return (await repo.list(ctx.db, whereOf(filters), null)).rows.map(leadOf);
}

async function detailOf(ctx: AppContext, id: number): Promise<LeadDetail> {
  const found = await repo.findLead(ctx.db, id);
  if (!found) throw new AppError('NOT_FOUND');
  const notes = await repo.notesOf(ctx.db, id);
  return {
    ...leadOf(found),
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      author: note.authorId === null ? null : { id: note.authorId, name: note.authorName ?? '' },
      created_time: note.createdTime.toISOString(),
    })),
  };
}

export async function oneLead(ctx: AppContext, auth: AuthContext, id: number): Promise<LeadDetail> {
  requireSiteEditor(auth);
  return detailOf(ctx, id);
}

/**
 * Changes a lead's status and / or owner (an active administrator, or nobody). With `version`:
 * only while the lead is still at it (else LEAD_CHANGED, 409); without: on the current row.
 */
export async function updateLead(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  body: {
    status?: LeadStatus | undefined;
    owner_id?: number | null | undefined;
    version?: number | undefined;
  },
): Promise<LeadDetail> {
  requireSiteEditor(auth);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findLead(tx, id);
    if (!found) throw new AppError('NOT_FOUND');
    if (body.owner_id != null && !(await isActiveAdmin(tx, body.owner_id)))
      throw new AppError('LEAD_OWNER_INVALID');
    const change: { status?: string; ownerId?: number | null } = {};
    if (body.status !== undefined) change.status = body.status;
    if (body.owner_id !== undefined) change.ownerId = body.owner_id;
    if (!(await repo.updateLead(tx, id, body.version, change, now))) throw new AppError('LEAD_CHANGED');
    const detail: Record<string, unknown> = { reference: found.row.reference };
    if (body.status !== undefined) detail.status = { from: found.row.status, to: body.status };
    if (body.owner_id !== undefined) detail.owner_id = { from: found.row.ownerId, to: body.owner_id };
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'enquiry.update',
      targetType: 'enquiry',
      targetId: id,
      detail,
    });
  });
  return detailOf(ctx, id);
}

/** Adds a note (who and when kept); raises the version as any change does. */
export async function addNote(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  body: { text: string; version?: number | undefined },
): Promise<LeadDetail> {
  requireSiteEditor(auth);
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    const found = await repo.findLead(tx, id);
    if (!found) throw new AppError('NOT_FOUND');
    if (!(await repo.updateLead(tx, id, body.version, {}, now))) throw new AppError('LEAD_CHANGED');
    await repo.insertNote(tx, { enquiryId: id, authorId: auth.user.id, text: body.text, createdTime: now });
    await recordAudit(tx, {
      actorUserId: auth.user.id,
      action: 'enquiry.note',
      targetType: 'enquiry',
      targetId: id,
      detail: { reference: found.row.reference, text: body.text },
    });
  });
  return detailOf(ctx, id);
}
