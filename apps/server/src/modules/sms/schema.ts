import { PHONE_PATTERN, SMS_CODE_PATTERN } from '@dahua/shared';
import { z } from 'zod';
import { messageKey } from '../../http/validation-messages.js';

export const phoneNumber = z
  .string({ error: messageKey('phoneRequired') })
  .trim()
  .min(1, { error: messageKey('phoneRequired') })
  .regex(PHONE_PATTERN, { error: messageKey('phoneInvalid') });

export const verifyCode = z.string({ error: messageKey('codeInvalid') }).regex(SMS_CODE_PATTERN, {
  error: messageKey('codeInvalid'),
});

export const sendCodeQuery = z.object({ phone_number: phoneNumber });
export const phoneWithCode = z.object({ phone_number: phoneNumber, verify_code: verifyCode });
