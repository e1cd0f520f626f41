import { z } from 'zod';
import { scaleRegistrationPaths } from '../paths/scale-registration.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';
import { SCALE_UUID_PATTERN } from './scales.js';
import { WECHAT_TYPES } from './wechat.js';

const scaleUuid = z
  .string({ error: messageKey('scaleUuidInvalid') })
  .trim()
  .regex(SCALE_UUID_PATTERN, { error: messageKey('scaleUuidInvalid') });

/** request_id (22 url-safe characters when we issue it; a range so a malformed one is refused early). */
const requestId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/);

export const judgeBody = z.object({ scale_uuid: scaleUuid });
export type JudgeBody = z.infer<typeof judgeBody>;

export const judgeSchema = z.object({
  registered: z.number().int().describe('1 when a scale holds this uuid'),
  mine: z.number().int().describe('1 when that scale is one the caller may see'),
  scale_id: z.number().int().optional(),
  scale_name: z.string().optional(),
  shop_id: z.number().int().optional(),
  shop_name: z.string().optional(),
});
export type JudgeAnswer = z.infer<typeof judgeSchema>;

export const deviceRequestBody = z.object({ scale_uuid: scaleUuid });

export const deviceRequestSchema = z.object({
  request_id: z.string().describe('shown by the scale as a QR code of /page/scales/authorize?request_id=…'),
  poll_secret: z.string().describe('kept by the scale; needed to collect the credential'),
  expires_at: z.string(),
});
export type DeviceRequestAnswer = z.infer<typeof deviceRequestSchema>;

export const requestIdParams = z.object({ request_id: requestId });

export const collectBody = z.object({ poll_secret: z.string().trim().min(1).max(128) });

export const collectSchema = z.object({
  status: z.enum(['pending', 'collected']),
  scale_id: z.number().int().optional(),
  device_credential: z.string().optional().describe('answered exactly once'),
});
export type CollectAnswer = z.infer<typeof collectSchema>;

export const authorizeBody = z.object({
  request_id: requestId,
  wechat_type: z.enum(WECHAT_TYPES).optional(),
  code: z.string().trim().min(1).max(512).optional(),
});
export type AuthorizeBody = z.infer<typeof authorizeBody>;

export const REQUEST_STATES = ['pending', 'approved', 'collected', 'expired'] as const;

export const authorizationRequestSchema = z.object({
  request_id: z.string(),
  status: z.enum(REQUEST_STATES),
  expires_at: z.string(),
  created_time: z.string(),
  scale_id: z.number().int(),
  scale_name: z.string(),
  scale_uuid: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  company_id: z.number().int(),
});
export type AuthorizationRequestAnswer = z.infer<typeof authorizationRequestSchema>;

export const scaleRegistrationApi = defineApi(scaleRegistrationPaths, {
  judge: { body: judgeBody, response: judgeSchema },
  openRequest: { body: deviceRequestBody, response: deviceRequestSchema },
  collect: { params: requestIdParams, body: collectBody, response: collectSchema },
  request: { params: requestIdParams, response: authorizationRequestSchema },
  authorize: { body: authorizeBody, response: authorizationRequestSchema },
});
