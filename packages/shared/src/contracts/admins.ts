import { z } from 'zod';
import { adminsPaths } from '../paths/admins.js';
import { ADMIN_ROLE_TYPES } from '../roles.js';
import { idParams, pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';
import { phoneNumber } from './sms.js';

export const ADMIN_ROLES = ADMIN_ROLE_TYPES;
export type AdminRole = (typeof ADMIN_ROLES)[number];

const adminRole = z.enum(ADMIN_ROLES);
const password = z.string().min(8).max(72);

export const adminSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  nickname: z.string(),
  phone_number: z.string(),
  role_type: adminRole,
  status: z.enum(['active', 'disabled']),
  /** The "site editor" right as given (a super administrator has it whatever this says). */
  site_editor: z.boolean(),
  created_time: z.string(),
});
export type AdminAnswer = z.infer<typeof adminSchema>;

export const adminListQuery = pageQuery.extend({ name: z.string().trim().max(40).optional() });
export const newAdmin = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(32)
    .regex(/^[A-Za-z][A-Za-z0-9_.-]*$/),
  password,
  nickname: z.string().trim().max(32).default(''),
  phone_number: phoneNumber.optional(),
  role_type: adminRole.default('ADMIN'),
});
export type NewAdmin = z.infer<typeof newAdmin>;
export const adminParams = idParams;
export const statusChange = z.object({ status: z.enum(['active', 'disabled']) });
export const passwordReset = z.object({ password });
export const adminRoleChange = z.object({ role_type: adminRole });
export const siteEditorChange = z.object({ site_editor: z.boolean() });

export const adminsApi = defineApi(adminsPaths, {
  list: { query: adminListQuery, response: pageOf(adminSchema) },
  create: { body: newAdmin, response: adminSchema },
  setStatus: { params: adminParams, body: statusChange, response: adminSchema },
  setRole: { params: adminParams, body: adminRoleChange, response: adminSchema },
  resetPassword: { params: adminParams, body: passwordReset, response: adminSchema },
  setSiteEditor: { params: adminParams, body: siteEditorChange, response: adminSchema },
});
