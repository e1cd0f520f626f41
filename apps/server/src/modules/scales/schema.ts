import { z } from 'zod';
import { pageQuery } from '../../http/paging.js';

/** One scale of the selector list (SPEC §3: id, name, belongs to a shop). */
export const scaleOptionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scale_name: z.string(),
  shop_id: z.number().int(),
  shop_name: z.string(),
  company_id: z.number().int(),
});
export type ScaleOption = z.infer<typeof scaleOptionSchema>;

export const scaleListQuery = pageQuery.extend({
  name: z.string().trim().max(50).optional(),
  shop_id: z.coerce.number().int().positive().optional(),
  company_id: z.coerce.number().int().positive().optional(),
});
export type ScaleListQuery = z.infer<typeof scaleListQuery>;
