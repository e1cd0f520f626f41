import { z } from 'zod';
import { NOTICE_STATUSES, NOTICE_TYPES } from '../../db/schema/index.js';
import { pageQuery } from '../../http/paging.js';
import { phoneNumber } from '../sms/schema.js';

/** A notice as SPEC §3 describes it. */
export const noticeSchema = z.object({
  id: z.number().int(),
  type: z.enum(NOTICE_TYPES),
  title: z.string(),
  description: z.string(),
  datetime: z.string(),
  read: z.boolean(),
  status: z.string().nullable(),
  extra: z.string(),
  avatar: z.string(),
});
export type NoticeAnswer = z.infer<typeof noticeSchema>;

export const noticeListQuery = pageQuery.extend({ type: z.enum(NOTICE_TYPES).optional() });
export const clearQuery = z.object({ type: z.enum(NOTICE_TYPES) });
export const unreadCountSchema = z.object({
  total: z.number().int(),
  notification: z.number().int(),
  message: z.number().int(),
  event: z.number().int(),
});

export const sendNoticeBody = z
  .object({
    user_id: z.number().int().positive().optional(),
    phone_number: phoneNumber.optional(),
    company_id: z.number().int().positive().optional(),
    type: z.enum(NOTICE_TYPES),
    title: z.string().trim().min(1).max(100),
    description: z.string().trim().max(500).default(''),
    status: z.enum(NOTICE_STATUSES).optional(),
    extra: z.string().max(100).default(''),
  })
  .refine((b) => [b.user_id, b.phone_number, b.company_id].filter((v) => v !== undefined).length === 1, {
    error: 'one of user_id, phone_number, company_id',
    path: ['user_id'],
  });
