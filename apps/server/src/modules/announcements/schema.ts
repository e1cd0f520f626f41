import { z } from 'zod';
import { ANNOUNCEMENT_STATUSES } from '../../db/schema/index.js';
import { pageQuery } from '../../http/paging.js';

export const announcementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  published_time: z.string().nullable(),
  created_time: z.string(),
  last_modified_time: z.string(),
});
export type AnnouncementAnswer = z.infer<typeof announcementSchema>;

export const announcementBody = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(10_000),
});
export const announcementChanges = announcementBody.partial();
export const announcementListQuery = pageQuery.extend({ status: z.enum(ANNOUNCEMENT_STATUSES).optional() });
export const idParams = z.object({ id: z.coerce.number().int().positive() });
