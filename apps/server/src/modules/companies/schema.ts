import { PHONE_PATTERN } from '@dahua/shared';
import { z } from 'zod';
import { messageKey } from '../../http/validation-messages.js';

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contact_person: z.string(),
  phone_number: z.string(),
  address: z.string(),
  img_url: z.string(),
  if_analysis_open: z.number().int(),
  status: z.string(),
  created_time: z.string(),
  last_modified_time: z.string(),
});
export type CompanyAnswer = z.infer<typeof companySchema>;

/** PUT /companies/{id}: any of name, contact_person, phone_number, address (SPEC §7). */
export const companyChanges = z
  .object({
    name: z.string().trim().min(1).max(60),
    contact_person: z.string().trim().max(30),
    phone_number: z
      .string()
      .trim()
      .regex(PHONE_PATTERN, { error: messageKey('phoneInvalid') }),
    address: z.string().trim().max(200),
  })
  .partial()
  .strict();
export type CompanyChanges = z.infer<typeof companyChanges>;

export const companyIdParams = z.object({ id: z.coerce.number().int().positive() });
