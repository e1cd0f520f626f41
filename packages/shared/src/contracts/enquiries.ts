import { z } from 'zod';
import { enquiriesPaths } from '../paths/enquiries.js';
import { PHONE_PATTERN } from '../validation.js';
import { fileAnswer, idParams, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { dateText } from './stock.js';

/** An enquiry, or a dealer application (an enquiry of its own kind: company and region required). */
export const ENQUIRY_KINDS = ['enquiry', 'dealer'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
/** A lead's status as the site editors work it. */
export const LEAD_STATUSES = ['new', 'contacted', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const ENQUIRY_LIMITS = {
  name: 40,
  company: 80,
  region: 60,
  email: 254,
  message: 2000,
  product: 40,
  note: 1000,
} as const;

/** Loose but real: something@host.tld, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

const optionalText = (max: number) => z.string().trim().max(max).default('');

/**
 * What a visitor sends from the contact page or a product page (no account). `website` is a
 * honeypot: people never see it; a filled one is answered as accepted and stored nowhere.
 */
export const enquiryBody = z
  .object({
    kind: z.enum(ENQUIRY_KINDS).default('enquiry'),
    name: z
      .string({ error: messageKey('enquiryNameRequired') })
      .trim()
      .min(1, { error: messageKey('enquiryNameRequired') })
      .max(ENQUIRY_LIMITS.name),
    company: optionalText(ENQUIRY_LIMITS.company),
    region: optionalText(ENQUIRY_LIMITS.region),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || PHONE_PATTERN.test(value), { error: messageKey('phoneInvalid') })
      .default(''),
    email: z
      .string()
      .trim()
      .max(ENQUIRY_LIMITS.email, { error: messageKey('emailInvalid') })
      .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: messageKey('emailInvalid') })
      .default(''),
    message: z
      .string({ error: messageKey('enquiryMessageRequired') })
      .trim()
      .min(1, { error: messageKey('enquiryMessageRequired') })
      .max(ENQUIRY_LIMITS.message, { error: messageKey('enquiryMessageTooLong') }),
    /** The product page's model code / slug it was sent from; '' from the contact page. */
    product: z
      .string()
      .trim()
      .max(ENQUIRY_LIMITS.product)
      .regex(/^[A-Za-z0-9._-]*$/)
      .default(''),
    /** The page's language (the answer's language is the request's: its `lang` header or Accept-Language). */
    language: z.enum(['ch', 'en']).default('ch'),
    website: z.string().max(200).default(''),
  })
  .superRefine((body, ctx) => {
    if (body.phone === '' && body.email === '')
      ctx.addIssue({ code: 'custom', path: ['phone'], message: messageKey('enquiryContactRequired') });
    if (body.kind === 'dealer' && body.company === '')
      ctx.addIssue({ code: 'custom', path: ['company'], message: messageKey('dealerCompanyRequired') });
    if (body.kind === 'dealer' && body.region === '')
      ctx.addIssue({ code: 'custom', path: ['region'], message: messageKey('dealerRegionRequired') });
  });
export type EnquiryBody = z.input<typeof enquiryBody>;
export type EnquiryInput = z.output<typeof enquiryBody>;

export const enquiryReceipt = z.object({
  reference: z.string().describe('EQ-YYYYMMDD-NNNN: the day (Beijing time) and its sequence number'),
});

const person = z.object({ id: z.number().int(), name: z.string() });

export const leadNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: person.nullable(),
  created_time: z.string(),
});

export const leadSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string(),
  company: z.string(),
  region: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
  product: z.string(),
  language: z.enum(['ch', 'en']),
  status: z.enum(LEAD_STATUSES),
  owner: person.nullable(),
  version: z.number().int(),
  created_time: z.string(),
  updated_time: z.string(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadDetailSchema = leadSchema.extend({ notes: z.array(leadNoteSchema) });
export type LeadDetail = z.infer<typeof leadDetailSchema>;
export type LeadNote = z.infer<typeof leadNoteSchema>;

export const leadFilters = z.object({
  status: z.enum(LEAD_STATUSES).optional(),
  kind: z.enum(ENQUIRY_KINDS).optional(),
  /** Received on or after / on or before these days (Beijing time). */
  date_from: dateText.optional(),
  date_to: dateText.optional(),
  /** Reference, name, company, phone or e-mail containing it. */
  name: z.string().trim().max(60).optional(),
});
export type LeadFilters = z.output<typeof leadFilters>;
export const leadListQuery = pageQuery.extend(leadFilters.shape);

/** A change of status and / or owner (`owner_id` null: nobody). `version` absent: acts on the current row. */
export const leadUpdate = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    owner_id: rowId.nullable().optional(),
    version: z.number().int().min(0).optional(),
  })
  .refine((body) => body.status !== undefined || body.owner_id !== undefined, {
    error: 'give a status or an owner_id',
  });
export type LeadUpdate = z.input<typeof leadUpdate>;

export const leadNoteBody = z.object({
  text: z
    .string({ error: messageKey('leadNoteRequired') })
    .trim()
    .min(1, { error: messageKey('leadNoteRequired') })
    .max(ENQUIRY_LIMITS.note),
  version: z.number().int().min(0).optional(),
});

export const enquiriesApi = defineApi(enquiriesPaths, {
  submit: { body: enquiryBody, response: enquiryReceipt },
  list: { query: leadListQuery, response: pageOf(leadSchema) },
  export: { query: leadFilters, response: fileAnswer },
  one: { params: idParams, response: leadDetailSchema },
  update: { params: idParams, body: leadUpdate, response: leadDetailSchema },
  addNote: { params: idParams, body: leadNoteBody, response: leadDetailSchema },
});
