import { z } from 'zod';
import { phoneNumber } from '../sms/schema.js';

/** PUT /users/info: the profile (nickname, phone_number) or the avatar (img_url), partially. */
export const profileChangesSchema = z
  .object({
    nickname: z.string().trim().min(1).max(32).optional(),
    phone_number: phoneNumber.optional(),
    img_url: z
      .string()
      .trim()
      .max(500)
      .refine((url) => url === '' || url.startsWith('/') || /^https?:\/\//.test(url), {
        error: 'http(s) or /path',
      })
      .optional(),
  })
  .strict();
