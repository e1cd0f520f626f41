import { z } from 'zod';
import { smsPaths } from '../paths/sms.js';
import { PHONE_PATTERN, SMS_CODE_PATTERN } from '../validation.js';
import { nothing } from './common.js';
import { defineApi } from './define.js';
import { messageKey } from './messages.js';

/** A mainland mobile number (11 digits starting with 1), as every phone field takes it. */
export const phoneNumber = z
  .string({ error: messageKey('phoneRequired') })
  .trim()
  .min(1, { error: messageKey('phoneRequired') })
  .regex(PHONE_PATTERN, { error: messageKey('phoneInvalid') });

/** The 4-digit SMS code. */
export const verifyCode = z.string({ error: messageKey('codeInvalid') }).regex(SMS_CODE_PATTERN, {
  error: messageKey('codeInvalid'),
});

export const sendCodeQuery = z.object({ phone_number: phoneNumber });
/** A phone with its SMS code (SMS sign-in, phone binding). */
export const phoneWithCode = z.object({ phone_number: phoneNumber, verify_code: verifyCode });
export type PhoneWithCode = z.infer<typeof phoneWithCode>;

export const smsApi = defineApi(smsPaths, {
  sendCode: { query: sendCodeQuery, response: nothing },
});
