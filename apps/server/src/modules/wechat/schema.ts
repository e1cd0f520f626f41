import { z } from 'zod';
import { WECHAT_TYPES } from '../../db/schema/index.js';

export const wechatCodeBody = z.object({
  code: z.string().trim().min(1).max(512),
  wechat_type: z
    .enum(WECHAT_TYPES)
    .describe('web: website QR login; mp: official-account page; mini: mini program'),
});
