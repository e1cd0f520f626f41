import { z } from 'zod';
import { isDay } from '../calendar.js';
import { scaleLegalPaths } from '../paths/scale-legal.js';
import { VERIFICATION_STATUSES } from '../verification.js';
import { idParams, idText, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';

/** Field limits of the records and events (the console's forms use the same). */
export const SCALE_LEGAL_LIMITS = {
  body: 100,
  certificate_no: 64,
  seal_numbers: 200,
  note: 1000,
  attachments: 10,
  attachment_name: 200,
  software: 100,
} as const;

/** The kinds of a scale's event log (the database's check lists the same). */
export const SCALE_EVENT_KINDS = [
  'verification',
  'calibration',
  'seal_broken',
  'seal_replaced',
  'repair',
  'software_change',
  'moved',
  'retired',
  'note',
] as const;
export type ScaleEventKind = (typeof SCALE_EVENT_KINDS)[number];

/**
 * What a person enters in the log: not `verification` (it comes with its record) nor `moved` (the
 * system writes it when a scale's shop changes).
 */
export const ENTERED_EVENT_KINDS = [
  'calibration',
  'seal_broken',
  'seal_replaced',
  'repair',
  'software_change',
  'retired',
  'note',
] as const;
export type EnteredEventKind = (typeof ENTERED_EVENT_KINDS)[number];

export const VERIFICATION_RESULTS = ['pass', 'fail'] as const;
export const ATTACHMENT_KINDS = ['image', 'pdf'] as const;

/** The most days ahead the due list looks (a year and a day). */
export const MAX_DUE_WITHIN_DAYS = 366;

const text = (max: number) => z.string().trim().max(max);

/** A calendar day `YYYY-MM-DD` that exists. */
export const legalDay = z.string().refine(isDay, { error: messageKey('dateInvalid') });

/** A file kept with a record or an event: an address our storage issued (checked on the way in). */
export const attachmentSchema = z.object({
  url: z.string().trim().min(1).max(500),
  kind: z.enum(ATTACHMENT_KINDS),
  name: text(SCALE_LEGAL_LIMITS.attachment_name).optional(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

const attachments = z.array(attachmentSchema).max(SCALE_LEGAL_LIMITS.attachments);

/** Who entered a record or an event; null = the system (or a person since deleted). */
const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const verificationBody = z
  .object({
    verified_on: legalDay.describe('the day of the verification, in the shop’s calendar; not after today'),
    body: text(SCALE_LEGAL_LIMITS.body)
      .min(1, { error: messageKey('verificationBodyRequired') })
      .describe('the verifying body (检定机构)'),
    certificate_no: text(SCALE_LEGAL_LIMITS.certificate_no).default(''),
    result: z.enum(VERIFICATION_RESULTS),
    next_due_on: legalDay.optional().describe('default: one year after verified_on'),
    seal_numbers: text(SCALE_LEGAL_LIMITS.seal_numbers).default(''),
    note: text(SCALE_LEGAL_LIMITS.note).default(''),
    attachments: attachments.default([]),
    corrects_id: rowId.optional().describe('the record of the same scale this one corrects'),
  })
  .refine((v) => v.next_due_on === undefined || v.next_due_on > v.verified_on, {
    error: messageKey('nextDueNotAfterVerified'),
    path: ['next_due_on'],
  });
export type VerificationBody = z.input<typeof verificationBody>;

export const verificationSchema = z.object({
  id: z.number().int(),
  scale_id: z.number().int(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  verified_on: z.string(),
  body: z.string(),
  certificate_no: z.string(),
  result: z.enum(VERIFICATION_RESULTS),
  next_due_on: z.string(),
  seal_numbers: z.string(),
  note: z.string(),
  attachments: z.array(attachmentSchema),
  /** The record this one corrects. */
  corrects_id: z.number().int().nullable(),
  /** The record that corrects this one (then this one no longer counts); null when none. */
  corrected_by_id: z.number().int().nullable(),
  created_by: person,
  created_time: z.string(),
});
export type VerificationAnswer = z.infer<typeof verificationSchema>;

/** The record that counts now and what follows from it on the shop's day. */
export const verificationStateSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  /** The shop's calendar day the status is judged on. */
  today: z.string(),
  current: z
    .object({
      verification_id: z.number().int(),
      verified_on: z.string(),
      body: z.string(),
      certificate_no: z.string(),
      result: z.enum(VERIFICATION_RESULTS),
      next_due_on: z.string(),
      /** next_due_on − today: negative when overdue. */
      days_left: z.number().int(),
    })
    .nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

export const verificationsSchema = verificationStateSchema.extend({
  list: z.array(verificationSchema),
});
export type VerificationsAnswer = z.infer<typeof verificationsSchema>;

/** ISO 8601 with its offset (`Z` or `+08:00`). */
const instant = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/, {
    error: messageKey('tradeTimeInvalid'),
  })
  .refine((value) => isDay(value.slice(0, 10)) && !Number.isNaN(Date.parse(value)), {
    error: messageKey('tradeTimeNoSuchDay'),
  })
  .refine((value) => Date.parse(value) >= Date.parse('2000-01-01T00:00:00Z'), {
    error: messageKey('eventTimeOutOfRange'),
  });

export const eventBody = z
  .object({
    kind: z.enum(ENTERED_EVENT_KINDS),
    occurred_at: instant.optional().describe('default now; not in the future'),
    note: text(SCALE_LEGAL_LIMITS.note).min(1, { error: messageKey('eventNoteRequired') }),
    attachments: attachments.default([]),
    work_order_id: rowId.optional().describe('repair: a work order of this scale'),
    software_before: text(SCALE_LEGAL_LIMITS.software)
      .optional()
      .describe('software_change: default what is known (entered, else as the bridge read it)'),
    software_after: text(SCALE_LEGAL_LIMITS.software).optional().describe('software_change: required'),
  })
  .refine((e) => e.kind !== 'software_change' || (e.software_after ?? '') !== '', {
    error: messageKey('softwareAfterRequired'),
    path: ['software_after'],
  })
  .refine(
    (e) =>
      e.kind === 'software_change' || (e.software_after === undefined && e.software_before === undefined),
    { error: messageKey('softwareOnlyForChange'), path: ['software_after'] },
  )
  .refine((e) => e.kind === 'repair' || e.work_order_id === undefined, {
    error: messageKey('workOrderOnlyForRepair'),
    path: ['work_order_id'],
  });
export type EventBody = z.input<typeof eventBody>;

export const eventSchema = z.object({
  id: z.number().int(),
  scale_id: z.number().int(),
  shop_id: z.number().int(),
  kind: z.enum(SCALE_EVENT_KINDS),
  occurred_at: z.string(),
  note: z.string(),
  attachments: z.array(attachmentSchema),
  work_order: z.object({ id: z.number().int(), number: z.string(), title: z.string() }).nullable(),
  verification: z
    .object({
      id: z.number().int(),
      verified_on: z.string(),
      body: z.string(),
      result: z.enum(VERIFICATION_RESULTS),
      next_due_on: z.string(),
      corrects_id: z.number().int().nullable(),
    })
    .nullable(),
  software_before: z.string().nullable(),
  software_after: z.string().nullable(),
  from_shop: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  to_shop: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** null: written by the system (a move, a bridge's software reading). */
  created_by: person,
  created_time: z.string(),
});
export type EventAnswer = z.infer<typeof eventSchema>;

export const eventsQuery = pageQuery.extend({ kind: z.enum(SCALE_EVENT_KINDS).optional() });
export type EventsQuery = z.infer<typeof eventsQuery>;

const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const dueQuery = pageQuery.extend({
  within_days: z.coerce.number().int().min(0).max(MAX_DUE_WITHIN_DAYS).default(30),
  shop_id: idText.optional(),
  company_id: idText.optional().describe('administrators'),
  include_never: flag.default(false).describe('also the scales never verified'),
});
export type DueQuery = z.infer<typeof dueQuery>;

export const dueScaleSchema = z.object({
  scale_id: z.number().int(),
  scale_name: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  company_id: z.number().int(),
  /** Administrators' lists name the company; null for company people. */
  company_name: z.string().nullable(),
  model_code: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  next_due_on: z.string().nullable(),
  /** next_due_on − the shop's today; null when never verified. */
  days_left: z.number().int().nullable(),
  verified_on: z.string().nullable(),
  body: z.string().nullable(),
});
export type DueScale = z.infer<typeof dueScaleSchema>;

export const scaleLegalApi = defineApi(scaleLegalPaths, {
  verifications: { params: idParams, response: verificationsSchema },
  addVerification: { params: idParams, body: verificationBody, response: verificationSchema },
  events: { params: idParams, query: eventsQuery, response: pageOf(eventSchema) },
  addEvent: { params: idParams, body: eventBody, response: eventSchema },
  due: { query: dueQuery, response: pageOf(dueScaleSchema) },
});
