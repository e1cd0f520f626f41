import { z } from 'zod';
import { authPaths } from '../paths/auth.js';
import { nothing } from './common.js';
import { defineApi } from './define.js';
import { phoneWithCode } from './sms.js';
import { userInfoSchema } from './users.js';

/** The header of a password sign-in (the console sends it as a call option, not a part). */
export const basicCredentials = z.object({
  authorization: z
    .string()
    .describe('Basic base64(identifier:password); identifier is a username or a bound phone number'),
});

export const authApi = defineApi(authPaths, {
  loginWithPassword: { headers: basicCredentials, response: userInfoSchema },
  loginWithSms: { body: phoneWithCode, response: userInfoSchema },
  logout: { response: nothing },
});
