import { z } from 'zod';
import { wechatPaths } from '../paths/wechat.js';
import { defineApi } from './define.js';
import { userInfoSchema } from './users.js';

/** Where a WeChat code comes from: web (website QR), mp (official account), mini (mini program). */
export const WECHAT_TYPES = ['web', 'mp', 'mini'] as const;
export type WechatType = (typeof WECHAT_TYPES)[number];

export const wechatCodeBody = z.object({
  code: z.string().trim().min(1).max(512),
  wechat_type: z
    .enum(WECHAT_TYPES)
    .describe('web: website QR login; mp: official-account page; mini: mini program'),
});
export type WechatCodeBody = z.infer<typeof wechatCodeBody>;

export const wechatApi = defineApi(wechatPaths, {
  login: { body: wechatCodeBody, response: userInfoSchema },
  bind: { body: wechatCodeBody, response: userInfoSchema },
});
