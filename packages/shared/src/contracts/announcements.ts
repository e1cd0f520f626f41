import { z } from 'zod';
import { announcementsPaths } from '../paths/announcements.js';
import { idParams, nothing, pageOf, pageQuery } from './common.js';
import { defineApi } from './define.js';

/** The server's announcements.status column takes the same values. */
export const ANNOUNCEMENT_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

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
export type AnnouncementBody = z.infer<typeof announcementBody>;
export const announcementChanges = announcementBody.partial();
export type AnnouncementChanges = z.infer<typeof announcementChanges>;
export const announcementListQuery = pageQuery.extend({ status: z.enum(ANNOUNCEMENT_STATUSES).optional() });

export const announcementsApi = defineApi(announcementsPaths, {
  published: { query: pageQuery, response: pageOf(announcementSchema) },
  list: { query: announcementListQuery, response: pageOf(announcementSchema) },
  create: { body: announcementBody, response: announcementSchema },
  edit: { params: idParams, body: announcementChanges, response: announcementSchema },
  publish: { params: idParams, response: announcementSchema },
  withdraw: { params: idParams, response: announcementSchema },
  remove: { params: idParams, response: nothing },
});
