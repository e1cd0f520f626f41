import { z } from 'zod';
import {
  isPriceBarcodeFormat,
  PRICE_BARCODE_FORMATS,
  type PriceBarcodeFormat,
} from '../barcodes/price-barcode.js';
import { companiesPaths } from '../paths/companies.js';
import { PHONE_PATTERN } from '../validation.js';
import { idParams, pageOf, pageQuery, timeZone } from './common.js';
import { defineApi } from './define.js';
import { AUDIT_REPAIR_MODES } from './devices.js';
import { messageKey } from './messages.js';

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  img_url: z.string(),
  if_analysis_open: z.number().int(),
  barcode_format: z.enum(PRICE_BARCODE_FORMATS).describe('price-embedded barcode the scales print'),
  barcode_flag: z.string().describe('2-digit flag starting those barcodes'),
  time_zone: z
    .string()
    .describe('IANA zone of the company’s statistics days; its shops’ unless they set their own'),
  audit_repair: z
    .enum(AUDIT_REPAIR_MODES)
    .describe('a scale found holding other PLUs than the console: resent at once (auto) or only reported'),
  unreachable_work_orders: z
    .boolean()
    .describe(
      'a scale unreachable for unreachable_hours while its shop has others in step opens a work order',
    ),
  unreachable_hours: z.number().int().describe('1..720, default 24'),
  label_min_x_height_mm: z
    .number()
    .describe('the label check’s minimum x-height of mandatory food text, mm (0.5–5.0, default 1.2)'),
  trace_shows_supplier: z.boolean().describe('whether the public trace page names the lot’s supplier'),
  sales_retention_months: z
    .number()
    .int()
    .nullable()
    .describe(
      'whole UTC months of raw sales kept (3–240); older ones are archived and removed; null keeps them for ever',
    ),
  status: z.enum(['active', 'disabled']),
  member_count: z.number().int(),
  shop_count: z.number().int(),
  scale_count: z.number().int(),
  created_time: z.string(),
  last_modified_time: z.string(),
});
export type CompanyAnswer = z.infer<typeof companySchema>;

const phone = z
  .string()
  .trim()
  .regex(PHONE_PATTERN, { error: messageKey('phoneInvalid') });
/** 0/1 as the old client sends it, or a boolean. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** The stored format (a check constraint keeps it one of PRICE_BARCODE_FORMATS), typed. */
export function barcodeFormatOf(value: string): PriceBarcodeFormat {
  return isPriceBarcodeFormat(value) ? value : PRICE_BARCODE_FORMATS[0];
}

const barcodeFormat = z
  .enum(PRICE_BARCODE_FORMATS)
  .describe('F flag, W item code, E amount (fen), N weight (g), C check digit');
const barcodeFlag = z
  .string()
  .trim()
  .regex(/^\d{2}$/, { error: messageKey('barcodeFlagInvalid') })
  .describe('2 digits; 20–29 are the in-store range');

/** PUT /api/management/companies/{id}/barcode: the price barcode the company's scales print. */
export const barcodeChanges = z
  .object({ barcode_format: barcodeFormat, barcode_flag: barcodeFlag })
  .partial()
  .strict()
  .refine((v) => v.barcode_format !== undefined || v.barcode_flag !== undefined, {
    error: messageKey('barcodeNothingToChange'),
  });
export type BarcodeChanges = z.infer<typeof barcodeChanges>;

/** POST /api/management/companies/create (SPEC §7). */
export const newCompany = z.object({
  name: z.string().trim().min(1).max(60),
  contact_person: z.string().trim().max(30).default(''),
  phone_number: phone.or(z.literal('')).default(''),
  if_analysis_open: flag.default(false),
  img_url: z.string().trim().max(500).default(''),
  address: z.string().trim().max(200).default(''),
  barcode_format: barcodeFormat.optional(),
  barcode_flag: barcodeFlag.optional(),
  time_zone: timeZone.optional(),
});
export type NewCompany = z.infer<typeof newCompany>;

/** The fewest and most months of raw sales a company may keep (issue 33 §2); null keeps them for ever. */
export const SALES_RETENTION_MONTHS_MIN = 3;
export const SALES_RETENTION_MONTHS_MAX = 240;
const salesRetentionMonths = z
  .number({ error: messageKey('salesRetentionInvalid') })
  .int({ error: messageKey('salesRetentionInvalid') })
  .min(SALES_RETENTION_MONTHS_MIN, { error: messageKey('salesRetentionInvalid') })
  .max(SALES_RETENTION_MONTHS_MAX, { error: messageKey('salesRetentionInvalid') })
  .nullable()
  .describe(
    'months of raw sales kept (3–240), null for ever; older months are archived and removed (the analyses keep them)',
  );

/**
 * PUT /companies/{id}: any of name, contact_person, phone_number, address (SPEC §7) and the
 * barcode settings; administrators also the rest.
 */
export const companyChanges = z
  .object({
    name: z.string().trim().min(1).max(60),
    contact_person: z.string().trim().max(30),
    phone_number: phone,
    address: z.string().trim().max(200),
    img_url: z.string().trim().max(500),
    if_analysis_open: flag,
    barcode_format: barcodeFormat,
    barcode_flag: barcodeFlag,
    time_zone: timeZone,
    audit_repair: z.enum(AUDIT_REPAIR_MODES),
    sales_retention_months: salesRetentionMonths,
  })
  .partial()
  .strict();
export type CompanyChanges = z.infer<typeof companyChanges>;

/** The longest a company may set before a scale's outage opens a work order (30 days). */
export const UNREACHABLE_HOURS_MAX = 720;

/**
 * PUT /api/management/companies/{id}/fleet_settings (issue 27): whether a scale unreachable this
 * long, while its shop has other scales in step, opens a work order by itself.
 */
export const fleetSettingsChanges = z
  .object({
    unreachable_work_orders: z.boolean(),
    unreachable_hours: z.number().int().min(1).max(UNREACHABLE_HOURS_MAX),
  })
  .partial()
  .strict()
  .refine((v) => v.unreachable_work_orders !== undefined || v.unreachable_hours !== undefined, {
    error: messageKey('fleetSettingsNothingToChange'),
  });
export type FleetSettingsChanges = z.infer<typeof fleetSettingsChanges>;

/**
 * PUT /api/management/companies/{id}/label_settings (issue 29): the smallest x-height the label
 * check accepts for mandatory food information (EU 1169/2011: 1.2 mm), and whether the public
 * trace page names the supplier. Either may be left out; neither changes what it does not name.
 */
export const labelSettingsChanges = z
  .object({
    label_min_x_height_mm: z.number().min(0.5).max(5).multipleOf(0.1).describe('0.5–5.0, one decimal'),
    trace_shows_supplier: z.boolean(),
  })
  .partial()
  .strict();
export type LabelSettingsChanges = z.infer<typeof labelSettingsChanges>;

export const companyIdParams = idParams;
export const companyListQuery = pageQuery.extend({ name: z.string().trim().max(60).optional() });
export type CompanyListQuery = z.infer<typeof companyListQuery>;

export const companiesApi = defineApi(companiesPaths, {
  create: { body: newCompany, response: companySchema },
  list: { query: companyListQuery, response: pageOf(companySchema) },
  one: { params: companyIdParams, response: companySchema },
  edit: { params: companyIdParams, body: companyChanges, response: companySchema },
  setBarcode: { params: companyIdParams, body: barcodeChanges, response: companySchema },
  setFleetSettings: { params: companyIdParams, body: fleetSettingsChanges, response: companySchema },
  setLabelSettings: { params: companyIdParams, body: labelSettingsChanges, response: companySchema },
  disable: { params: companyIdParams, response: companySchema },
  enable: { params: companyIdParams, response: companySchema },
});
