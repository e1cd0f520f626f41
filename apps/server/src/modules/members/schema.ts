import { COMPANY_ROLE_TYPES } from '@dahua/shared';
import { z } from 'zod';
import { pageQuery } from '../../http/paging.js';
import { phoneNumber } from '../sms/schema.js';

export const memberSchema = z.object({
  user_id: z.number().int(),
  username: z.string().nullable(),
  nickname: z.string(),
  phone_number: z.string(),
  img_url: z.string(),
  status: z.enum(['active', 'disabled']),
  company_id: z.number().int().nullable(),
  company_name: z.string().nullable(),
  join_type: z.enum(COMPANY_ROLE_TYPES).nullable(),
  role_name: z.string(),
  created_time: z.string(),
});
export type MemberAnswer = z.infer<typeof memberSchema>;

const joinType = z.enum(COMPANY_ROLE_TYPES);
const roleList = z
  .string()
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(joinType));

export const memberListQuery = pageQuery.extend({
  name: z.string().trim().max(40).optional(),
  join_type: roleList.optional().describe('comma-separated roles, e.g. OWNER,MANAGER'),
});
export const userListQuery = memberListQuery.extend({
  company_id: z.coerce.number().int().positive().optional(),
});

/** POST /api/management/companies/users (SPEC §7). */
export const addMemberById = z.object({
  company_id: z.number().int().positive(),
  user_id: z.number().int().positive(),
  join_type: joinType,
});
export const addMemberByPhone = z.object({
  phone_number: phoneNumber,
  join_type: joinType,
  nickname: z.string().trim().max(32).optional(),
});
export const roleChange = z.object({ join_type: joinType });
export const memberParams = z.object({
  id: z.coerce.number().int().positive(),
  userId: z.coerce.number().int().positive(),
});
