/**
 * The wire contract shared by the server and the console (SPEC §7/§8).
 */
import { z } from 'zod';
import { PRICE_BARCODE_FORMATS } from './barcodes/price-barcode.js';

/** `code` of every successful answer. */
export const SUCCESS_CODE = 1;

/** data.dahua_error of an answer whose session is missing, expired or revoked. */
export const SESSION_INVALID_ERROR = 'ERCO000001';

export type ApiEnvelope<T = unknown> = { code: number; msg: string; data: T };

export const USER_ROLE_TYPES = ['USER', 'ADMIN', 'SUPER_ADMIN'] as const;
export type UserRoleType = (typeof USER_ROLE_TYPES)[number];

export const COMPANY_ROLE_TYPES = ['OWNER', 'MANAGER', 'USER'] as const;
export type CompanyRoleType = (typeof COMPANY_ROLE_TYPES)[number];

/** Administrators (ADMIN and SUPER_ADMIN) use /admin; company users use /project. */
export function isAdminRole(role: string | undefined | null): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN';
}

export const companyInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  if_analysis_open: z.number().int().describe('1 when the statistics menu is switched on'),
  role_type: z.enum(COMPANY_ROLE_TYPES).describe("the user's role in the company"),
  role_name: z.string().describe('the role in the caller’s language'),
  barcode_format: z
    .enum(PRICE_BARCODE_FORMATS)
    .optional()
    .describe('the price-embedded barcode format the company’s scales print'),
  barcode_flag: z.string().optional().describe('the 2-digit flag that starts those barcodes'),
});
export type CompanyInfo = z.infer<typeof companyInfoSchema>;

/** User info (SPEC §3): what sign-in and GET /api/management/users/info answer. */
export const userInfoSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  token: z.string(),
  expiration: z.string().describe('ISO 8601 time when the token stops working'),
  nickname: z.string(),
  img_url: z.string(),
  phone_number: z.string(),
  role_type: z.enum(USER_ROLE_TYPES),
  created_time: z.string(),
  last_modified_time: z.string(),
  if_company: z.number().int().describe('1 = belongs to a company'),
  if_phone_number: z.number().int().describe('1 = phone bound'),
  if_wechat: z.number().int().describe('1 = WeChat bound'),
  company_info: companyInfoSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;
