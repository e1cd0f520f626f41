import { z } from 'zod';
import { pageQuery } from '../../http/paging.js';
import { phoneNumber } from '../sms/schema.js';

const adminRole = z.enum(['ADMIN', 'SUPER_ADMIN']);
const password = z.string().min(8).max(72);

export const adminSchema = z.object({
  id: z.number().int(),
  username: z.string().nullable(),
  nickname: z.string(),
  phone_number: z.string(),
  role_type: adminRole,
  status: z.enum(['active', 'disabled']),
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
export const adminParams = z.object({ id: z.coerce.number().int().positive() });
export const statusChange = z.object({ status: z.enum(['active', 'disabled']) });
export const passwordReset = z.object({ password });
export const adminRoleChange = z.object({ role_type: adminRole });
