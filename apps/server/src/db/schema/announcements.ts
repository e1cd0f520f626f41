import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const ANNOUNCEMENT_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUSES)[number];

/** Announcements administrators publish to everyone, signed in or not (/sign/gonggao). */
export const announcements = pgTable(
  'announcements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<AnnouncementStatus>().notNull().default('draft'),
    publishedTime: timestamp('published_time', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    lastModifiedTime: timestamp('last_modified_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('announcements_status_published_idx').on(t.status, t.publishedTime),
    check('announcements_status_check', sql`${t.status} in ('draft', 'published', 'withdrawn')`),
  ],
);
