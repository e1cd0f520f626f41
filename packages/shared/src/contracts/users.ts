import { z } from 'zod';
import { PRICE_BARCODE_FORMATS } from '../barcodes/price-barcode.js';
import { usersPaths } from '../paths/users.js';
import { COMPANY_ROLE_TYPES, USER_ROLE_TYPES } from '../roles.js';
import { defineApi } from './define.js';
import { phoneNumber, phoneWithCode } from './sms.js';

/** The signed-in person's company as user info carries it (`company_info`). */
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
  time_zone: z.string().optional().describe('the IANA zone of the company’s statistics days'),
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
  /** An administrator's "site editor" right as given (issue 30; `isSiteEditor` decides with the role). */
  site_editor: z.boolean().optional(),
  company_info: companyInfoSchema.nullable(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** PUT /users/info: the profile (nickname, phone_number) or the avatar (img_url), partially. */
export const profileChangesSchema = z
  .object({
    nickname: z.string().trim().min(1).max(32).optional(),
    phone_number: phoneNumber.optional(),
    // Only an address our storage issued (the server's stored-url check, for every image field).
    img_url: z.string().trim().max(500).optional(),
  })
  .strict();
export type ProfileChanges = z.infer<typeof profileChangesSchema>;

export const usersApi = defineApi(usersPaths, {
  info: { response: userInfoSchema },
  editInfo: { body: profileChangesSchema, response: userInfoSchema },
  bindPhone: { body: phoneWithCode, response: userInfoSchema },
});
