import { z } from 'zod';
import { noticesPaths } from '../paths/notices.js';
import { PHONE_PATTERN } from '../validation.js';
import { idParams, pageOf, pageQuery, rowId } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';

/** The tabs of the bell (the server's notices.type column takes the same values). */
export const NOTICE_TYPES = ['notification', 'message', 'event'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_STATUSES = ['todo', 'processing', 'urgent', 'doing'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

/** A phone number as sign-in by SMS checks it. */
const phoneNumber = z
  .string({ error: messageKey('phoneRequired') })
  .trim()
  .min(1, { error: messageKey('phoneRequired') })
  .regex(PHONE_PATTERN, { error: messageKey('phoneInvalid') });

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
export type NoticeListQuery = z.infer<typeof noticeListQuery>;
export const clearQuery = z.object({ type: z.enum(NOTICE_TYPES) });
export const unreadCountSchema = z.object({
  total: z.number().int(),
  notification: z.number().int(),
  message: z.number().int(),
  event: z.number().int(),
});
export type UnreadCount = z.infer<typeof unreadCountSchema>;

/** A notice to one user (by id or phone) or to every member of a company: exactly one target. */
export const sendNoticeBody = z
  .object({
    user_id: rowId.optional(),
    phone_number: phoneNumber.optional(),
    company_id: rowId.optional(),
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
export type SendNoticeBody = z.infer<typeof sendNoticeBody>;

export const noticesApi = defineApi(noticesPaths, {
  list: { query: noticeListQuery, response: pageOf(noticeSchema) },
  unreadCount: { response: unreadCountSchema },
  toggleRead: { params: idParams, response: noticeSchema },
  clear: { query: clearQuery, response: z.object({ cleared: z.number().int() }) },
  send: { body: sendNoticeBody, response: z.object({ created: z.number().int() }) },
});
