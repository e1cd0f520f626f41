import { z } from 'zod';
import { scaleReportsPaths } from '../paths/scale-reports.js';
import { PHONE_PATTERN } from '../validation.js';
import { VERIFICATION_STATUSES } from '../verification.js';
import { fileAnswer, idParams, idText, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';

export const SCALE_REPORT_STATUSES = ['open', 'answered'] as const;
export type ScaleReportStatus = (typeof SCALE_REPORT_STATUSES)[number];

export const SCALE_REPORT_LIMITS = { description: 500, answer: 1000, photoMb: 5 } as const;

/** A reference number: 10 characters of an alphabet without look-alikes (no 0/O, 1/I/L). */
export const REFERENCE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERENCE_LENGTH = 10;

/**
 * The code and reference as text: anything that is not one (too short, other characters) answers 404
 * like an unknown one, never a validation error, so a guesser learns nothing from the answer.
 */
export const publicCodeParams = z.object({ code: z.string().max(64).describe('the scale’s public code') });
export const reportReferenceParams = publicCodeParams.extend({
  reference: z.string().max(64).describe('the reference number the reporter was given'),
});

/**
 * What anyone who scans a scale's sticker may see (issue 27 §3): whose scale it is, what it is and
 * whether its legal verification is in order. Never ids, phone numbers, prices or people. The
 * certificate number is shown: the verifying body prints it on the seal sticker on the scale anyway.
 */
export const publicScaleSchema = z.object({
  company_name: z.string(),
  shop: z.object({ name: z.string(), address: z.string() }),
  scale: z.object({
    model_code: z.string(),
    /** The model's name in the caller's language (the catalogue's), else the code. */
    model_name: z.string(),
    /** The scale's serial (its uuid) as `ab****wxyz`; null when it has none. */
    serial_masked: z.string().nullable(),
  }),
  verification: z.object({
    /** On the shop's calendar day: valid, due (within 30 days), overdue, failed, never. */
    status: z.enum(VERIFICATION_STATUSES),
    verified_on: z.string().nullable(),
    body: z.string().nullable(),
    certificate_no: z.string().nullable(),
    next_due_on: z.string().nullable(),
  }),
  /** Out of service (kept with its history). */
  retired: z.boolean(),
});
export type PublicScale = z.infer<typeof publicScaleSchema>;

const description = z
  .string({ error: messageKey('reportDescriptionRequired') })
  .trim()
  .min(1, { error: messageKey('reportDescriptionRequired') })
  .max(SCALE_REPORT_LIMITS.description);
/** A mainland mobile number, or nothing. */
const phone = z
  .string()
  .trim()
  .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: messageKey('phoneInvalid') })
  .default('');

/**
 * A shopper's report. JSON, or multipart/form-data with the same fields and an optional `photo`
 * file (PNG, JPEG, WebP or GIF, at most 5 MB), the body of the public page's form.
 */
export const publicReportBody = z.object({ description, phone });
export type PublicReportBody = z.input<typeof publicReportBody>;

export const reportReceipt = z.object({
  reference: z.string().describe('keep it: with the scale’s code it shows the shop’s answer'),
});

export const reportStatusSchema = z.object({
  status: z.enum(SCALE_REPORT_STATUSES),
  created_time: z.string(),
  /** The shop's answer; null until it answers. */
  answer: z.string().nullable(),
  answered_time: z.string().nullable(),
});
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const scaleReportSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  scale_id: z.number().int(),
  scale_name: z.string(),
  description: z.string(),
  /** The reporter's phone ('' when none given; never shown to inspectors). */
  phone: z.string(),
  photo_url: z.string(),
  status: z.enum(SCALE_REPORT_STATUSES),
  answer: z.string(),
  answered_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  answered_time: z.string().nullable(),
  created_time: z.string(),
  /** Whether the caller may answer it (the company's owner and managers, administrators). */
  can_answer: z.boolean(),
});
export type ScaleReport = z.infer<typeof scaleReportSchema>;

export const scaleReportFilters = z.object({
  status: z.enum(SCALE_REPORT_STATUSES).optional(),
  company_id: idText.optional(),
  shop_id: idText.optional(),
  scale_id: idText.optional(),
});
export type ScaleReportFilters = z.output<typeof scaleReportFilters>;

export const scaleReportListQuery = pageQuery.extend(scaleReportFilters.shape);

export const scaleReportPage = pageOf(scaleReportSchema).extend({
  /** Reports per status over the filters but the status. */
  counts: z.object({ open: z.number().int(), answered: z.number().int() }),
});

export const newScaleReportBody = z.object({ scale_id: rowId, description, phone });

export const answerBody = z.object({
  answer: z
    .string()
    .trim()
    .min(1, { error: messageKey('reportAnswerRequired') })
    .max(SCALE_REPORT_LIMITS.answer),
});

export const publicLinkSchema = z.object({
  public_code: z.string(),
  /** The page's address: the configured public origin, else the one the caller reached. */
  url: z.string(),
});

export const scaleReportsApi = defineApi(scaleReportsPaths, {
  publicScale: { params: publicCodeParams, response: publicScaleSchema },
  report: { params: publicCodeParams, body: publicReportBody.nullish(), response: reportReceipt },
  reportStatus: { params: reportReferenceParams, response: reportStatusSchema },
  list: { query: scaleReportListQuery, response: scaleReportPage },
  create: { body: newScaleReportBody, response: scaleReportSchema },
  answer: { params: idParams, body: answerBody, response: scaleReportSchema },
  publicLink: { params: idParams, response: publicLinkSchema },
  stickers: { params: idParams, response: fileAnswer },
});
