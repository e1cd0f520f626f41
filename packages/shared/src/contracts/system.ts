import { z } from 'zod';
import { systemPaths } from '../paths/system.js';
import { defineApi } from './define.js';

export const consoleConfigSchema = z.object({
  merchant_upload_url: z.string().describe('external merchant-upload address; empty when not configured'),
  wechat_web_appid: z
    .string()
    .describe('open-platform appid for website QR sign-in; empty when not configured'),
  wechat_mp_appid: z
    .string()
    .describe('official-account appid for sign-in inside WeChat; empty when not configured'),
});
/** The console's settings, also kept as its stored config record (SPEC §3). */
export type ConsoleConfig = z.infer<typeof consoleConfigSchema>;

export const systemApi = defineApi(systemPaths, {
  config: { response: consoleConfigSchema },
});
